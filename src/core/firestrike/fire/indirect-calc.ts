import type { Charts } from "../charts/schema";
import type { Modifier } from "../events";
import { mod } from "../query";
import type { HitResult } from "../vocab";
import { codesMatch, roundHalved } from "./direct-calc";
import { readIndirectTable } from "./zones";

/**
 * The indirect-fire calculation (seed 000 "Indirect Fire Point Modifiers" and "Die Roll Modifiers"),
 * pure like the direct one. Airstrikes use it too (project default), always observed.
 */

/** What one barrage roll against one base needs. */
export interface IndirectInput {
  attack: number;
  codes: string;
  /** the target's defence values; the heaviest is used (seed 000) */
  defence: { heavy: number; light: number; codes: string };
  observed: boolean;
  /** damage points on the barrage marker's parent base (0 for airstrikes) */
  parentDamage: number;
  targetMovedInches: number;
  scaleFactor: number;
  /** which moved-target modifier applies: the barrage's (seed) or the airstrike's (project default) */
  kind: "barrage" | "airstrike";
}

/** The worked-out points and modifiers before the roll. */
export interface IndirectCalculation {
  defenceValue: number;
  pointModifiers: { rule: string; text: string }[];
  points: number;
  dieModifiers: Modifier[];
}

/** Works out the final attack points and die modifiers. */
export function calculateIndirect(charts: Charts, input: IndirectInput): IndirectCalculation {
  const inf = charts.indirectFire;
  const defenceValue = Math.max(input.defence.heavy, input.defence.light);
  const diff = input.attack - defenceValue;
  const pointModifiers = [
    {
      rule: "attack-defence",
      text: `attack ${input.attack} against heaviest defence ${defenceValue}: ${diff >= 0 ? "+" : ""}${diff}`,
    },
  ];
  let halvings = 0;
  if (!input.observed) {
    halvings++;
    pointModifiers.push({
      rule: "not-observed",
      text: "impact zone not observed by any friendly base: halved",
    });
  }
  if (!codesMatch(input.codes, input.defence.codes)) {
    halvings++;
    pointModifiers.push({
      rule: "no-code-match",
      text: `codes "${input.codes}" do not match "${input.defence.codes}": halved`,
    });
  }
  const points = roundHalved((input.attack + diff) / 2 ** halvings, charts.directFire.halvingRounding.value);
  const dieModifiers: Modifier[] = [];
  if (input.parentDamage > 0)
    dieModifiers.push(
      mod(
        "parent-damage",
        inf.perParentDamage,
        `the barrage's parent base has ${input.parentDamage} damage`,
        input.parentDamage,
      ),
    );
  if (input.targetMovedInches > charts.distances.targetMovedInches.value * input.scaleFactor)
    dieModifiers.push(
      mod(
        "target-moved-over-4",
        input.kind === "barrage" ? inf.targetMoved : charts.airstrikes.targetMoved,
        `target moved ${input.targetMovedInches.toFixed(1)}" this turn`,
      ),
    );
  return { defenceValue, pointModifiers, points, dieModifiers };
}

/** The result of a barrage roll; Immobilized only for bases that can be immobilized. */
export function indirectResult(charts: Charts, calc: IndirectCalculation, total: number): HitResult {
  return readIndirectTable(charts.indirectFire.hitTable.rows, calc.points, total);
}
