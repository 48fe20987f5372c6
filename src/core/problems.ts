import type { z } from "zod";

/** One thing wrong with a user's file: where (a JSON path such as `$.features[2].outline`) and what. */
export interface Problem {
  path: string;
  message: string;
}

/** Renders a path array as `$.a[0].b`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let s = "$";
  for (const k of path) s += typeof k === "number" ? `[${k}]` : `.${String(k)}`;
  return s;
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "string")
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === "number") return Number.isNaN(value) ? "NaN" : String(value);
  if (typeof value === "object") return "an object";
  return String(value);
}

/** What zod's `expected` names, in the words of a JSON file (never "a object" or "tuple"). */
const EXPECTED: Record<string, string> = {
  number: "a number",
  int: "a whole number",
  string: "text in double quotes",
  boolean: "true or false",
  object: "an object",
  array: "a list",
  tuple: "a list",
};
const expectedPhrase = (expected: string): string => EXPECTED[expected] ?? `a ${expected}`;

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[k as string];
  }
  return v;
}

interface SchemaDef {
  type: string;
  /** a literal's values */
  values?: unknown[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}
const defOf = (s: z.ZodType): SchemaDef => (s as unknown as { def: SchemaDef }).def;

/** Unwraps defaults, optionals and pipes, and picks the union member that fits `value` best. */
function unwrap(schema: z.ZodType, value: unknown): z.ZodType {
  let s = schema;
  for (;;) {
    const d = defOf(s);
    if (d.innerType) s = d.innerType;
    else if (d.type === "pipe" && d.in) s = d.in;
    else if (d.type === "union" && d.options) {
      const obj = value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
      s = [...d.options].sort((a, b) => fitness(b, obj) - fitness(a, obj))[0] ?? s;
      if (defOf(s).type === "union") return s;
    } else return s;
  }
}

/**
 * How well a union member fits an object: a field whose value the member's literal matches (a command's
 * `type`) outweighs any number of fields it merely has, and one that contradicts it rules the member out.
 * Counting shared field names alone made every command with one field besides `type` tie with the first
 * (issue 31 item 8: a Lock 'n Load `pass` with an unknown field was given `rally`'s fields).
 */
function fitness(option: z.ZodType, obj: Record<string, unknown>): number {
  const shape = defOf(unwrap(option, undefined)).shape ?? {};
  let n = 0;
  for (const k of Object.keys(obj)) {
    if (!Object.hasOwn(shape, k)) continue;
    const field = defOf(unwrap(shape[k]!, undefined));
    if (field.type !== "literal" || !field.values) n += 1;
    else n += field.values.includes(obj[k]) ? 1000 : -1000;
  }
  return n;
}

/** The field names the schema allows for the object at `path`, or null when it cannot tell. */
function fieldsAt(schema: z.ZodType, input: unknown, path: readonly PropertyKey[]): string[] | null {
  let s = unwrap(schema, input);
  let v = input;
  for (const k of path) {
    const d = defOf(s);
    v = v !== null && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k as string] : undefined;
    const next =
      d.type === "object"
        ? d.shape?.[String(k)]
        : d.type === "array"
          ? d.element
          : d.type === "tuple"
            ? d.items?.[Number(k)]
            : undefined;
    if (!next) return null;
    s = unwrap(next, v);
  }
  const shape = defOf(s).shape;
  return shape ? Object.keys(shape) : null;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(up + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}

/** The known field a typo most likely meant, if one is close enough. */
function closestField(key: string, fields: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const f of fields) {
    const d = f.toLowerCase() === key.toLowerCase() ? 0 : editDistance(key, f);
    if (d < bestD) {
      best = f;
      bestD = d;
    }
  }
  return best !== null && bestD <= Math.max(2, Math.floor(key.length / 3)) ? best : null;
}

function unknownField(key: string, fields: readonly string[] | null): string {
  if (!fields) return "is not a known field";
  const guess = closestField(key, fields);
  return guess
    ? `is not a known field; did you mean "${guess}"?`
    : `is not a known field here; the fields are ${fields.join(", ")}`;
}

/**
 * Turns zod issues into sentences a wargamer can act on. Pass the schema that produced the error so
 * unknown fields can name the field that was probably meant.
 */
export function problemsFromZod(
  error: z.ZodError,
  input: unknown,
  prefix: readonly PropertyKey[] = [],
  schema?: z.ZodType,
): Problem[] {
  return error.issues.flatMap((issue): Problem[] => {
    const path = [...prefix, ...issue.path];
    const got = valueAt(input, issue.path);
    if (issue.code === "unrecognized_keys") {
      // One problem per field, at the field's own path, so the user can find each typo.
      const fields = schema ? fieldsAt(schema, input, issue.path) : null;
      return issue.keys.map((k) => ({ path: jsonPath([...path, k]), message: unknownField(k, fields) }));
    }
    let message: string;
    switch (issue.code) {
      case "invalid_type":
        message =
          got === undefined
            ? `is required (${expectedPhrase(issue.expected)})`
            : `must be ${expectedPhrase(issue.expected)}, not ${describe(got)}`;
        break;
      case "too_small":
        message =
          issue.origin === "array"
            ? `needs at least ${issue.minimum} entries, has ${describe(got)}`
            : issue.origin === "string"
              ? "must not be empty"
              : `must be ${issue.inclusive ? "at least" : "greater than"} ${issue.minimum}, not ${describe(got)}`;
        break;
      case "too_big":
        message =
          issue.origin === "array"
            ? `allows at most ${issue.maximum} entries, has ${describe(got)}`
            : issue.origin === "string"
              ? `must be at most ${issue.maximum} characters long`
              : `must be ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}, not ${describe(got)}`;
        break;
      case "invalid_value":
        message = `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, not ${describe(got)}`;
        break;
      case "invalid_format":
        message = `${issue.message} (got ${describe(got)})`;
        break;
      case "not_multiple_of":
        message = `must be a multiple of ${issue.divisor}, not ${describe(got)}`;
        break;
      default:
        message = issue.message;
    }
    if (issue.code === "invalid_type" && issue.expected === "number" && typeof got === "number") {
      message = Number.isNaN(got) ? "must be a number, not NaN" : `must be a finite number, not ${got}`;
    }
    if (issue.code === "invalid_type" && issue.expected === "int" && typeof got === "number") {
      message = `must be a whole number, not ${got}`;
    }
    return [{ path: jsonPath(path), message }];
  });
}

/** How many problems a report lists before it only counts the rest (the CLI and the app both). */
export const PROBLEM_CAP = 100;

/**
 * The first `cap` problems and how many more there are, so a file with a million problems is shown
 * as a hundred lines and a count, not a million lines (or a million list items in the app).
 */
export function capProblems<T>(problems: readonly T[], cap = PROBLEM_CAP): { shown: T[]; more: number } {
  const n = Math.max(0, Math.floor(cap));
  return { shown: problems.slice(0, n), more: Math.max(0, problems.length - n) };
}

/** The line that stands for the problems left out: "… and 999,900 more problems". */
export function moreProblemsText(more: number): string {
  return `… and ${more.toLocaleString("en-US")} more problem${more === 1 ? "" : "s"}`;
}
