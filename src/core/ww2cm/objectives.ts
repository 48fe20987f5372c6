import { inchesToCm as toCm } from "../table/length-unit";
import type { Table } from "../table/schema";
import { OBJECTIVE_RADIUS_CM, type Source } from "./data";
import { cmBetween, unitOf, type Ww2State } from "./state";

/**
 * Victory by objectives (the seed names none: project default after seed-gaps, "scenario objectives
 * plus a break point"): the table's objective markers when it has them; else the set-up's scenario
 * objectives; else one marker at the table's centre. At the turn limit the side holding more points wins.
 */

/** A table length in cm without the float noise of its cm → inch → cm round trip. */
const inchesToCm = (inches: number) => Math.round(toCm(inches) * 1e9) / 1e9;

/** One objective, cm. */
export interface Objective {
  id: string;
  x: number;
  y: number;
  radiusCm: number;
  points: number;
  /** "table": the table file's marker; "scenario": the set-up's; "project default": the centre */
  source: "table" | "scenario" | Source;
}

/** The game's objectives: the table's markers, the scenario's, or the project default centre. */
export function objectivesOf(
  table: Table,
  scenario: readonly { id: string; x: number; y: number; points?: number }[] | undefined,
): Objective[] {
  if (table.objectives.length > 0)
    return table.objectives.map((o) => ({
      id: o.id,
      x: inchesToCm(o.at[0]),
      y: inchesToCm(o.at[1]),
      radiusCm: inchesToCm(o.radiusInches),
      points: o.points,
      source: "table",
    }));
  if (scenario && scenario.length > 0)
    return scenario.map((o) => ({
      id: o.id,
      x: o.x,
      y: o.y,
      radiusCm: OBJECTIVE_RADIUS_CM.value,
      points: o.points ?? 1,
      source: "scenario",
    }));
  return [
    {
      id: "centre",
      x: inchesToCm(table.width / 2),
      y: inchesToCm(table.depth / 2),
      radiusCm: OBJECTIVE_RADIUS_CM.value,
      points: 1,
      source: "project default",
    },
  ];
}

/** The side holding an objective: the only side with a standing model within its radius, or null. */
export function holder(s: Ww2State, o: Objective): string | null {
  const sides = new Set<string>();
  for (const m of s.models) {
    if (m.dead || cmBetween(m, o) > o.radiusCm + 1e-9) continue;
    const u = unitOf(s, m.unit);
    if (u && !u.inside) sides.add(u.side);
  }
  return sides.size === 1 ? [...sides][0]! : null;
}

/** Each side's objective points held now. */
export function objectivePoints(s: Ww2State, objectives: readonly Objective[], sides: readonly string[]) {
  return sides.map((side) => objectives.reduce((n, o) => n + (holder(s, o) === side ? o.points : 0), 0));
}
