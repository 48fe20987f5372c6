import { oneLine } from "./terminal";
import { UserError } from "./user-error";

/** Parsed command-line words: positionals plus --flags (with or without values). */
export interface Args {
  positionals: string[];
  flags: Map<string, string | true>;
}

/** What a valued flag takes, for the messages ("--data needs a folder"); any other takes "a value". */
const VALUE_KINDS: ReadonlyMap<string, string> = new Map([
  ["data", "a folder"],
  ["app", "a folder"],
  ["png", "a file"],
  ["charts", "a file"],
  ["units", "a file"],
  ["heights", "a file"],
  ["port", "a port number"],
  ["host", "a host name"],
]);

/**
 * Splits argv into positionals and flags; `valued` lists the flags that take a value. A bare `--` ends
 * the options: every word after it is a positional, even one starting with `--` (a file so named). A
 * valued flag's next word that starts with `--` is refused (issue 31 item 8: `serve --data --port 0`
 * made a folder named "--port"); `--data=--port` says such a value is meant.
 */
export function parseArgs(
  argv: readonly string[],
  valued: readonly string[],
  boolean: readonly string[],
): Args {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!a.startsWith("--")) {
      positionals.push(a);
      continue;
    }
    // Split at the first "=" only: `--png=a=b.png` names the file "a=b.png".
    const eq = a.indexOf("=");
    const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
    const inline = eq < 0 ? undefined : a.slice(eq + 1);
    if (valued.includes(name)) {
      const v = inline ?? argv[++i];
      const kind = VALUE_KINDS.get(name) ?? "a value";
      if (v === undefined) throw new UserError(`--${oneLine(name)} needs ${kind}`, 2);
      if (inline === undefined && v.startsWith("--"))
        throw new UserError(`--${oneLine(name)} needs ${kind}, not ${oneLine(v)}`, 2);
      flags.set(name, v);
    } else if (boolean.includes(name) && inline === undefined) {
      flags.set(name, true);
    } else if (boolean.includes(name)) {
      throw new UserError(`--${oneLine(name)} takes no value, not "${oneLine(inline!)}"`, 2);
    } else {
      throw new UserError(`unknown option --${oneLine(name)}`, 2);
    }
  }
  return { positionals, flags };
}

/** The values a numeric option allows: from `min` to `max`, whole numbers only when `whole`. */
export interface NumberRange {
  min: number;
  max: number;
  whole?: boolean;
  /** What the number counts, for the message ("inches", "yards"). */
  unit?: string;
  /** Only plain digits (a port: no sign, point or exponent, which `8e1` or `+80` would need). */
  digits?: boolean;
}

/**
 * The range of every numeric option, in one place so the messages, the help and the docs agree.
 * Each bound keeps the work a command does (memory, time) within what a table needs.
 */
export const OPTION_RANGES = {
  /** cover samples over the target's faces: 16 is the floor of a fair share, 4096 is 64× the default */
  samples: { min: 16, max: 4096, whole: true },
  /** map cell size: 0.05" is finer than any base edge; 12" is a foot */
  cell: { min: 0.05, max: 12, unit: "inches" },
  "target-height-yards": { min: 0.01, max: 1000, unit: "yards" },
  "eye-yards": { min: 0.01, max: 1000, unit: "yards" },
  /** map worker threads: each holds its own copy of the scene and BVH; 0: the main thread alone */
  workers: { min: 0, max: 16, whole: true },
  /** seed 000 §5.1: one natural 1D20 */
  roll: { min: 1, max: 20, whole: true },
  /** damage points on a base: more than the charts' limit destroys it (6 in the shipped charts) */
  "firer-damage": { min: 0, max: 99, whole: true },
  "target-damage": { min: 0, max: 99, whole: true },
  /** a share of the turn */
  setup: { min: 0, max: 1 },
  /** serve: 0 picks a free port */
  port: { min: 0, max: 65535, whole: true, digits: true },
  /** serve: new games a minute per address (0: no limit) */
  "create-rate": { min: 0, max: 6000 },
  /** serve: new games an address may make at once */
  "create-burst": { min: 1, max: 1000, whole: true },
  /** serve: new games' set-ups waiting while one is built */
  "create-queue": { min: 0, max: 1000, whole: true },
  /** bot: stops after this many accepted commands */
  "max-commands": { min: 1, max: 1_000_000, whole: true },
} as const satisfies Record<string, NumberRange>;

/** The words for a range: "a whole number from 16 to 4096", "a number from 0.05 to 12 (inches)". */
export function rangeText(r: NumberRange): string {
  return `${r.whole ? "a whole number" : "a number"} from ${r.min} to ${r.max}${r.unit ? ` (${r.unit})` : ""}${r.digits ? " written in digits" : ""}`;
}

// Plain decimal notation only: Number() would also take "", " 12 ", "0x10", "0b1" and "Infinity".
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a number in plain decimal notation, or NaN; also NaN for a number too small to hold (`1e-400`
 * would read as 0: issue 31 item 8 had `--port 1e-400` pick a free port).
 */
export function decimal(text: string): number {
  if (!DECIMAL.test(text)) return Number.NaN;
  const n = Number(text);
  return n === 0 && /[1-9]/.test(text.replace(/e.*$/i, "")) ? Number.NaN : n;
}

/** Reads a numeric flag within its range, or its default; anything else is a UserError, exit 2. */
export function numberFlag(args: Args, name: keyof typeof OPTION_RANGES, fallback: number): number {
  const v = args.flags.get(name);
  if (v === undefined) return fallback;
  const range: NumberRange = OPTION_RANGES[name];
  const n = typeof v === "string" && (!range.digits || /^\d+$/.test(v)) ? decimal(v) : Number.NaN;
  if (!Number.isFinite(n) || n < range.min || n > range.max || (range.whole && !Number.isInteger(n)))
    throw new UserError(`--${name} must be ${rangeText(range)}, not "${oneLine(String(v))}"`, 2);
  return n;
}

/** Reads a table point flag "X,Y" (inches), or null when absent; anything else is a UserError, exit 2. */
export function pointFlag(args: Args, name: string): { x: number; y: number } | null {
  const v = args.flags.get(name);
  if (v === undefined) return null;
  const m = typeof v === "string" ? /^([^,]*),([^,]*)$/.exec(v) : null;
  const x = m ? decimal(m[1]!) : Number.NaN;
  const y = m ? decimal(m[2]!) : Number.NaN;
  if (!Number.isFinite(x) || !Number.isFinite(y))
    throw new UserError(`--${name} must be X,Y in inches, not "${oneLine(String(v))}"`, 2);
  return { x, y };
}

/**
 * True when a command's words ask for its usage: `--help` or `-h` before a bare `--` (after it they are
 * file names). main.ts asks this before the command parses anything, so help never meets a refusal.
 */
export function wantsHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === "--help" || a === "-h");
}
