import type { Charts } from "../charts/schema";
import type { Modifier } from "../events";
import { type Grade, REACTION_CODES, type Reaction } from "../vocab";

/**
 * The Morale table and the "Tens" randomiser (seed 000 §6.2): a 1D20 of 20 lowers the hits column by
 * two, 10 to 19 by one, single digits not at all. It changes only the column read, never the hits.
 */

/** How many columns the Tens roll moves, as a modifier (−2, −1 or 0). */
export function tensModifier(charts: Charts, natural: number): Modifier {
  const m = charts.morale;
  const v = natural >= 20 ? m.tensTwenty : natural >= 10 ? m.tensTeens : m.tensUnits;
  const band = natural >= 20 ? "a 20" : natural >= 10 ? "10 through 19" : "single digits";
  return { rule: "tens", value: v.value, source: v.source, text: `Tens roll ${natural}: ${band}` };
}

/** The column to read: hits, plus any extra columns, shifted by the Tens roll; never below 0. */
export function moraleColumn(charts: Charts, hits: number, natural: number, extra = 0): number {
  return Math.max(0, hits + extra + tensModifier(charts, natural).value);
}

/** Cross-references a troop grade with a column (hits past the last column read the last). */
export function moraleReaction(charts: Charts, grade: Grade, column: number): Reaction {
  const row = charts.morale.rows[grade];
  const code = row[Math.min(column, row.length - 1)]!;
  return REACTION_CODES[code];
}

/**
 * The highest Morale column a base of this kind can read while in play. Foot troops: no limit, since a
 * base hit while a unit-mate is damaged counts the hit without taking damage (§5.1 combination), so its
 * hits go on growing. Vehicles and towed guns: their hits are their damage points, which stop at the
 * destruction limit (more than six points, §1.4), plus the immobilized base's extra columns.
 */
export function highestColumn(charts: Charts, kind: "foot" | "vehicle"): number {
  if (kind === "foot") return Number.POSITIVE_INFINITY;
  const limit = Math.max(charts.damage.baseDestroyedAbove.value, charts.damage.hqDestroyedAbove.value);
  return limit + charts.morale.immobilizedExtraHits.value;
}

/**
 * The reactions a grade can get from the Morale table (issue 17 item 10: documented in
 * docs/rules-coverage.md 6.2.3), split into those reached without and only with an immobilization.
 */
export function reachableReactions(
  charts: Charts,
  grade: Grade,
  kind: "foot" | "vehicle",
): { reached: Reaction[]; onlyImmobilized: Reaction[] } {
  const row = charts.morale.rows[grade];
  const top = highestColumn(charts, kind);
  const extra = kind === "vehicle" ? charts.morale.immobilizedExtraHits.value : 0;
  const reached = new Set<Reaction>();
  const withImmobilization = new Set<Reaction>();
  row.forEach((code, column) => {
    if (column <= top - extra) reached.add(REACTION_CODES[code]);
    else if (column <= top) withImmobilization.add(REACTION_CODES[code]);
  });
  return { reached: [...reached], onlyImmobilized: [...withImmobilization].filter((r) => !reached.has(r)) };
}
