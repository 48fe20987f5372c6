import raw from "../../../models/firefight/rules.json";
import { type FirefightRules, parseRules } from "./rules-data";

/** The raw JSON of the shipped rules data, `models/firefight/rules.json`. */
export const builtinRulesJson: unknown = raw;

let cached: FirefightRules | null = null;

/** The shipped firefight rules data. Throws only if the shipped file itself is broken (a test guards it). */
export function builtinFirefightRules(): FirefightRules {
  if (cached) return cached;
  const parsed = parseRules(raw);
  if (!parsed.ok)
    throw new Error(
      `models/firefight/rules.json is invalid:\n${parsed.error.map((p) => `  ${p.path}: ${p.message}`).join("\n")}`,
    );
  cached = parsed.value;
  return cached;
}
