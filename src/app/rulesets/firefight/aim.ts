import { checkMove } from "../../../core/firefight/movement";
import type { FirefightRules } from "../../../core/firefight/rules-data";
import type { Step } from "../../../core/firefight/state";
import type { FirefightWorld } from "../../../core/firefight/world";
import type { FirefightView } from "./store";

/**
 * What the Play tool shows while a unit is picked and the pointer is over the table (issue 38 item 2):
 * the unit's allowance ring and the path of its centre to the pointer, with the path's cost counted as
 * the rules count it (a y in difficult terrain costs `difficultCost` y; core/firefight/movement.ts), or
 * why the move would be refused.
 */

/** A hovered move: where from and to (the unit's centre, table inches), its cost and allowance, or why not. */
export interface FirefightAim {
  unit: string;
  from: [number, number];
  to: [number, number];
  allowanceY: number;
  /** the path's cost, y (null where the move is refused before it is priced) */
  costY: number | null;
  /** why the move would be refused; null: it would be made */
  why: string | null;
}

/** How many times a unit's I it may move in this step (the rules' factors), or null: no moves in it. */
export function moveFactor(rules: FirefightRules, step: Step): number | null {
  const s = rules.settings;
  switch (step.kind) {
    case "move":
      return s.moveFactor;
    case "advance":
      return s.advanceFactor;
    case "winner":
      return s.winnerAdvanceFactor;
    case "rally":
      return s.rallyAdvanceFactor;
    default:
      return null;
  }
}

/** A unit's allowance in this step, y (factor × its profile's I), or null where it has none. */
export function allowanceOf(rules: FirefightRules, v: FirefightView, unit: string): number | null {
  const factor = moveFactor(rules, v.step);
  const u = v.units.find((x) => x.id === unit);
  const p = u ? rules.profiles.get(u.profile) : undefined;
  return factor === null || !p ? null : factor * p.i;
}

/** The centre of a unit's standing models (null: none stand). */
export function unitCentre(v: FirefightView, unit: string): [number, number] | null {
  const mine = v.models.filter((m) => m.unit === unit && !m.slain);
  if (mine.length === 0) return null;
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return [
    r2(mine.reduce((s, m) => s + m.x, 0) / mine.length),
    r2(mine.reduce((s, m) => s + m.y, 0) / mine.length),
  ];
}

/** The aim of `unit`'s centre at `to` in the step on, or null where the step has no moves or the unit none. */
export function aimAt(
  w: FirefightWorld,
  v: FirefightView,
  unit: string,
  to: readonly [number, number],
): FirefightAim | null {
  const allowanceY = allowanceOf(w.rules, v, unit);
  const from = unitCentre(v, unit);
  if (allowanceY === null || !from) return null;
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const by: [number, number] = [r2(to[0] - from[0]), r2(to[1] - from[1])];
  const aim = { unit, from, to: [from[0] + by[0], from[1] + by[1]] as [number, number], allowanceY };
  if (v.moved.includes(unit)) return { ...aim, costY: null, why: `${unit} has already moved in this step` };
  // Priced without a limit, so a path over the allowance still shows what it costs.
  const priced = checkMove(w, v, unit, by, Number.POSITIVE_INFINITY);
  const r = checkMove(w, v, unit, by, allowanceY);
  return { ...aim, costY: priced.ok ? priced.value.costY : null, why: r.ok ? null : r.error };
}
