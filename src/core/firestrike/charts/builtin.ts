import raw from "../../../../models/firestrike/charts.json";
import { parseCharts } from "./parse";
import type { Charts } from "./schema";

/** The raw JSON of the shipped charts, `models/firestrike/charts.json`. */
export const builtinChartsJson: unknown = raw;

let cached: Charts | null = null;

/** The shipped Firestrike charts. Throws only if the shipped file itself is broken (a test guards it). */
export function builtinCharts(): Charts {
  if (cached) return cached;
  const parsed = parseCharts(raw);
  if (!parsed.ok)
    throw new Error(
      `models/firestrike/charts.json is invalid:\n${parsed.error.map((p) => `  ${p.path}: ${p.message}`).join("\n")}`,
    );
  cached = parsed.value;
  return cached;
}
