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
