import type { FightReport } from "../../../core/firefight/fight";
import { reportLines } from "../../../core/firefight/report-text";

/**
 * A resolved fire fight in words for the page (issue 38 item 3): the report's lines, and under each
 * volley that rolled no dice, why each model of the attacking unit gathered none (seed 003 step 1: a
 * model with no line of sight to the enemy unit, or with it out of its weapon's range, makes no shots).
 * A fight where neither side could shoot opens with a line saying so, since its 0–0 and "nobody tests"
 * are the rules' answer, not a fault: two units paired 37 y apart with rifles (24 y) both miss out.
 */
export function fightLines(r: FightReport): string[] {
  const out = reportLines(r);
  // A unit none of whose models gathered a die has no volley in the report: say why after the volleys.
  const silent = [...r.fight.a, ...r.fight.b].filter((u) => !r.volleys.some((v) => v.attacker === u));
  const at = out.findIndex((l) => l.startsWith("  wounds inflicted:"));
  const why = silent.flatMap((u) => [
    `  ${u}: no dice, no model of it may shoot`,
    ...r.shooters.filter((s) => s.unit === u).map((s) => `    ${s.model}: ${s.why}`),
  ]);
  out.splice(at < 0 ? out.length : at, 0, ...why);
  if (r.volleys.length === 0)
    out.splice(
      1,
      0,
      "  neither side could shoot (out of sight or range, seed 003 step 1): no wounds, so no winner and no Cg check",
    );
  return out;
}
