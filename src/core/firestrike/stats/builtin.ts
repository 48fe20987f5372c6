import raw from "../../../../models/firestrike/units.json";
import { builtinCatalog } from "../../catalog/builtin";
import { builtinCharts } from "../charts/builtin";
import { parseStats } from "./parse";
import type { StatBook } from "./schema";

/** The raw JSON of the shipped stat lines, `models/firestrike/units.json`. */
export const builtinStatsJson: unknown = raw;

let cached: StatBook | null = null;

/** The shipped Firestrike stat lines. Throws only if the shipped file itself is broken (a test guards it). */
export function builtinStats(): StatBook {
  if (cached) return cached;
  const parsed = parseStats(raw, { catalog: builtinCatalog(), charts: builtinCharts() });
  if (!parsed.ok)
    throw new Error(
      `models/firestrike/units.json is invalid:\n${parsed.error.map((p) => `  ${p.path}: ${p.message}`).join("\n")}`,
    );
  cached = parsed.value;
  return cached;
}
