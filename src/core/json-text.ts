import type { Problem } from "./problems";
import { err, ok, type Result } from "./result";

/**
 * JSON text in, a value or one Problem out, never a throw. Engines word and place syntax errors
 * differently (Node 20 gives no position for `NaN`; Firefox has its own phrasing), so on failure a
 * small scanner finds the line, column and a plain reason itself.
 */

/** Parses JSON text; a syntax error becomes a Problem at `$` naming the line, column and what is wrong. */
export function parseJsonText(text: string): Result<unknown, Problem[]> {
  // A UTF-8 byte-order mark (Windows Notepad adds one) is not part of the JSON.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === "") return err([{ path: "$", message: "is not valid JSON: the file is empty" }]);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    const found = findSyntaxError(body);
    if (!found) {
      const msg = e instanceof Error ? e.message : String(e);
      return err([{ path: "$", message: `is not valid JSON: ${msg}` }]);
    }
    const where = lineColumn(body, found.offset);
    if (found.reason === TOO_DEEP)
      return err([{ path: "$", message: `is nested too deeply at ${where}: ${TOO_DEEP}` }]);
    return err([{ path: "$", message: `is not valid JSON at ${where}: ${found.reason}` }]);
  }
  // JSON.parse takes any depth, but JSON.stringify and every recursive walk after it overflow the
  // stack on a few thousand levels, so deep text is refused here, once, for every reader.
  const deep = tooDeepAt(body);
  if (deep >= 0)
    return err([{ path: "$", message: `is nested too deeply at ${lineColumn(body, deep)}: ${TOO_DEEP}` }]);
  return ok(value);
}

/** How deep lists and objects may nest in any file Sightline reads (its own files need at most 6). */
export const MAX_JSON_DEPTH = 64;
const TOO_DEEP = `lists and objects open here more than ${MAX_JSON_DEPTH} levels deep; Sightline reads at most ${MAX_JSON_DEPTH}`;

function lineColumn(text: string, offset: number): string {
  const upTo = text.slice(0, offset);
  const line = upTo.split("\n").length;
  return `line ${line}, column ${offset - upTo.lastIndexOf("\n")}`;
}

/** Offset of the first [ or { that opens a level deeper than MAX_JSON_DEPTH in valid JSON, or -1. */
function tooDeepAt(text: string): number {
  let depth = 0;
  for (let i = 0, n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Skip a string; in valid JSON a backslash always escapes the next character.
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

/** Where JSON text first goes wrong and why, or null when it is valid. */
export function findSyntaxError(text: string): { offset: number; reason: string } | null {
  const s = new Scanner(text);
  try {
    s.space();
    s.value();
    s.space();
    if (s.i < text.length) s.fail("there is more text after the end of the JSON value");
    return null;
  } catch (e) {
    if (e instanceof SyntaxProblem) return { offset: e.offset, reason: e.reason };
    throw e;
  }
}

class SyntaxProblem {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][A-Za-z0-9_$]*/y;

class Scanner {
  i = 0;
  /** How many lists and objects are open; bounded so the recursion cannot overflow the stack. */
  depth = 0;
  constructor(private readonly t: string) {}

  fail(reason: string, at = this.i): never {
    throw new SyntaxProblem(at, reason);
  }

  space(): void {
    const t = this.t;
    for (;;) {
      const c = t[this.i];
      if (c === " " || c === "\t" || c === "\n" || c === "\r") this.i++;
      else if (c === "/" && (t[this.i + 1] === "/" || t[this.i + 1] === "*"))
        this.fail("JSON does not allow comments");
      else return;
    }
  }

  value(): void {
    const c = this.t[this.i];
    if (c === undefined) this.fail("the file ends where a value should be (a missing } or ]?)");
    if (c === "{" || c === "[") {
      if (this.depth >= MAX_JSON_DEPTH) this.fail(TOO_DEEP);
      this.depth++;
      if (c === "{") this.object();
      else this.array();
      this.depth--;
      return;
    }
    if (c === '"') {
      this.string();
      return;
    }
    if (c === "'") this.fail("text must be in double quotes, not single quotes");
    if (c === "-" || (c >= "0" && c <= "9")) {
      this.number();
      return;
    }
    WORD.lastIndex = this.i;
    const word = WORD.exec(this.t)?.[0];
    if (word === "true" || word === "false" || word === "null") {
      this.i += word.length;
      return;
    }
    if (word === "NaN" || word === "Infinity")
      this.fail(`${word} is not a number JSON can hold; write an ordinary number`);
    if (word) this.fail(`unexpected word ${word}; text must be in double quotes`);
    if (c === "," || c === "]" || c === "}") this.fail(`expected a value before "${c}"`);
    this.fail(`unexpected character "${c}"`);
  }

  number(): void {
    const t = this.t;
    const start = this.i;
    if (t.startsWith("-Infinity", start))
      this.fail("-Infinity is not a number JSON can hold; write an ordinary number");
    NUMBER.lastIndex = start;
    const m = NUMBER.exec(t);
    this.i += m ? m[0].length : 0;
    const next = t[this.i];
    if (!m || (next !== undefined && /[0-9.eE+\-xX]/.test(next))) {
      const token = /^[0-9.eE+\-xXa-fA-F]*/.exec(t.slice(start))![0];
      this.fail(`the number ${token} is malformed`, start);
    }
  }

  string(): void {
    const t = this.t;
    const start = this.i++;
    for (;;) {
      const c = t[this.i];
      if (c === undefined) this.fail("a text value is never closed with a double quote", start);
      if (c === '"') {
        this.i++;
        return;
      }
      if (c === "\\") {
        const e = t[this.i + 1];
        if (e === "u" && /^[0-9a-fA-F]{4}$/.test(t.slice(this.i + 2, this.i + 6))) this.i += 6;
        else if (e !== undefined && '"\\/bfnrt'.includes(e)) this.i += 2;
        else this.fail(`"\\${e ?? ""}" is not a valid escape in JSON text`);
      } else if (c === "\n" || c === "\r")
        this.fail("a text value runs over a line break; close it with a double quote");
      else if (c < " ")
        this.fail("a text value holds a raw control character such as a tab; write it as \\t");
      else this.i++;
    }
  }

  array(): void {
    this.i++;
    this.space();
    if (this.t[this.i] === "]") {
      this.i++;
      return;
    }
    for (;;) {
      this.space();
      this.value();
      this.space();
      const c = this.t[this.i];
      if (c === "]") {
        this.i++;
        return;
      }
      if (c !== ",")
        this.fail(
          c === undefined ? "the file ends inside a list (a missing ]?)" : 'expected "," or "]" in a list',
        );
      const comma = this.i++;
      this.space();
      if (this.t[this.i] === "]")
        this.fail("a comma before ] leaves an empty entry (JSON allows no trailing commas)", comma);
    }
  }

  object(): void {
    this.i++;
    this.space();
    if (this.t[this.i] === "}") {
      this.i++;
      return;
    }
    for (;;) {
      this.space();
      const c = this.t[this.i];
      if (c === undefined) this.fail("the file ends inside an object (a missing }?)");
      if (c !== '"')
        this.fail(
          c === "'"
            ? "field names must be in double quotes, not single quotes"
            : "field names must be in double quotes",
        );
      this.string();
      this.space();
      if (this.t[this.i] !== ":") this.fail('expected ":" after a field name');
      this.i++;
      this.space();
      this.value();
      this.space();
      const d = this.t[this.i];
      if (d === "}") {
        this.i++;
        return;
      }
      if (d !== ",")
        this.fail(
          d === undefined
            ? "the file ends inside an object (a missing }?)"
            : 'expected "," or "}" after a field',
        );
      const comma = this.i++;
      this.space();
      if (this.t[this.i] === "}")
        this.fail("a comma before } leaves an empty field (JSON allows no trailing commas)", comma);
    }
  }
}
