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

/** Formats problems one per line, prefixed with the file name, for terminals and panels. */
export function formatProblems(file: string, problems: readonly Problem[]): string {
  return problems.map((p) => `${file}: ${p.path}: ${p.message}`).join("\n");
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

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[k as string];
  }
  return v;
}

/** Turns zod issues into sentences a wargamer can act on. */
export function problemsFromZod(
  error: z.ZodError,
  input: unknown,
  prefix: readonly PropertyKey[] = [],
): Problem[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path];
    const got = valueAt(input, issue.path);
    let message: string;
    switch (issue.code) {
      case "invalid_type":
        message =
          got === undefined
            ? `is required (a ${issue.expected})`
            : `must be a ${issue.expected === "tuple" ? "list" : issue.expected}, not ${describe(got)}`;
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
            : `must be ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}, not ${describe(got)}`;
        break;
      case "unrecognized_keys":
        message = `has unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
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
    return { path: jsonPath(path), message };
  });
}
