import { UserError } from "./io";
import { oneLine } from "./terminal";

/** Parsed command-line words: positionals plus --flags (with or without values). */
export interface Args {
  positionals: string[];
  flags: Map<string, string | true>;
}

/** Splits argv into positionals and flags; `valued` lists the flags that take a value. */
export function parseArgs(
  argv: readonly string[],
  valued: readonly string[],
  boolean: readonly string[],
): Args {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith("--")) {
      positionals.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split("=", 2) as [string, string | undefined];
    if (valued.includes(name)) {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UserError(`--${oneLine(name)} needs a value`, 2);
      flags.set(name, v);
    } else if (boolean.includes(name)) {
      flags.set(name, true);
    } else {
      throw new UserError(`unknown option --${oneLine(name)}`, 2);
    }
  }
  return { positionals, flags };
}

/** Reads a numeric flag, or its default. */
export function numberFlag(
  args: Args,
  name: string,
  fallback: number,
  min = Number.NEGATIVE_INFINITY,
): number {
  const v = args.flags.get(name);
  if (v === undefined) return fallback;
  const n = typeof v === "string" ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || n < min)
    throw new UserError(
      `--${name} must be a number${min > -Infinity ? ` ≥ ${min}` : ""}, not "${oneLine(String(v))}"`,
      2,
    );
  return n;
}
