import type { SightRules } from "../../core/los/sight-rules";
import type { SightChoice } from "../store/los-slice";

/**
 * Whose sight rules the page's LOS engine applies (issue 36 item 1): a game's own ruleset's while its
 * game is on, else the ruleset picked for the table tools ("Rules:", `losRules`), else the first of the
 * choices. The choices come from the ruleset list, handed to the store by the page's entry (main.tsx):
 * the engine, the tools and this file name no ruleset and import no list (an import of the list here
 * would tie the panels to every ruleset's UI in one circle: tests/import-circles.test.ts).
 */

/** What the rules are read from: the game on, the pick, and the choices. */
export interface RulesState {
  match: { ruleset: string | null };
  losRules: string | null;
  sightChoices: readonly SightChoice[];
}

/** The table tools' choices from a ruleset list: those with square sight rules, in the list's order. */
export const sightChoicesOf = (
  list: readonly { id: string; name: string; sight: SightRules | null }[],
): SightChoice[] => list.flatMap((m) => (m.sight ? [{ id: m.id, name: m.name, sight: m.sight }] : []));

/** The ruleset the table tools apply outside a game (the pick, else the first choice). */
export function pickedRuleset(s: Omit<RulesState, "match">): SightChoice {
  const m = s.sightChoices.find((r) => r.id === s.losRules) ?? s.sightChoices[0];
  if (!m) throw new Error("no ruleset with square sight rules was handed to the page's store (internal)");
  return m;
}

/** The sight rules the page's LOS answers apply now. */
export function sightRulesNow(s: RulesState): SightRules {
  const game = s.match.ruleset ? s.sightChoices.find((c) => c.id === s.match.ruleset)?.sight : null;
  return game ?? pickedRuleset(s).sight;
}
