import type { Problem } from "../../problems";
import { SEED_CROSSINGS, SEED_NUMBERS } from "./seed-numbers";

/**
 * Checks every chart entry labelled `"source": "seed"` against the numbers seed 000 gives
 * (`seed-numbers.ts`): a value the seed does not give, or gives differently, is reported with its path.
 * A mixed entry (a linear obstacle the seed partly covers) names its project-default parts in
 * `projectDefaults`, e.g. `["cross.foot"]`.
 */

const say = (v: unknown) => JSON.stringify(v);
const relabel = 'correct it, or label the entry "project default" if you changed it on purpose';

function checkCrossing(name: string, entry: Record<string, unknown>, path: string, out: Problem[]): void {
  const seed = SEED_CROSSINGS[name];
  const cross = (entry.cross ?? {}) as Record<string, unknown>;
  const defaults = new Set((entry.projectDefaults as string[] | undefined) ?? []);
  if (!seed) {
    out.push({
      path: `${path}.source`,
      message: `is "seed", but seed 000 gives no crossing rule for ${name}; ${relabel}`,
    });
    return;
  }
  for (const [mobility, value] of Object.entries(cross)) {
    const part = `cross.${mobility}`;
    const at = `${path}.${part}`;
    const want = seed.cross[mobility];
    const cite = `seed 000 ${seed.section} ("${seed.text}")`;
    if (want === undefined) {
      if (!defaults.has(part))
        out.push({
          path: at,
          message: `is not covered by ${cite}; list "${part}" in projectDefaults, or label the entry "project default"`,
        });
      continue;
    }
    if (want === "impassable" ? value !== "impassable" : value === "impassable") {
      out.push({
        path: at,
        message: `is ${say(value)}, but ${cite} makes it ${want === "impassable" ? "impassable" : "crossable"}; ${relabel}`,
      });
      continue;
    }
    if (want === "crossable" && !defaults.has(part))
      out.push({
        path: at,
        message: `is ${say(value)}, an amount the seed does not give (${cite}); list "${part}" in projectDefaults`,
      });
    if (typeof want === "number" && value !== want && !defaults.has(part))
      out.push({ path: at, message: `is ${say(value)}, but ${cite} gives ${want}; ${relabel}` });
  }
  for (const part of defaults)
    if (!(part.slice("cross.".length) in cross) || !part.startsWith("cross."))
      out.push({
        path: `${path}.projectDefaults`,
        message: `names "${part}", which is not a part of this entry`,
      });
}

function visit(node: unknown, path: string, out: Problem[]): void {
  if (node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    node.forEach((n, i) => {
      visit(n, `${path}[${i}]`, out);
    });
    return;
  }
  const o = node as Record<string, unknown>;
  if (o.source === "seed") {
    const seed = SEED_NUMBERS[path];
    const linear = /^\$\.linear\.([^.]+)$/.exec(path);
    if (linear) checkCrossing(linear[1]!, o, path, out);
    else if (!seed || !("value" in o))
      out.push({
        path: `${path}.source`,
        message: `is "seed", but seed 000 gives no number for this entry; label it "project default"`,
      });
    else if (o.value !== seed.value)
      out.push({
        path: `${path}.value`,
        message: `is ${say(o.value)}, but seed 000 ${seed.section} gives ${say(seed.value)} ("${seed.text}"); ${relabel}`,
      });
  }
  for (const [k, v] of Object.entries(o)) visit(v, `${path}.${k}`, out);
}

/** Every problem with the charts' `seed` labels, each at its JSON path. */
export function checkSeedLabels(charts: unknown): Problem[] {
  const out: Problem[] = [];
  visit(charts, "$", out);
  return out;
}
