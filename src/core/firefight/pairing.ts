import type { RuleError } from "../game/ruleset";
import { inPlay } from "./fight";
import type { FightEntry, FirefightState } from "./state";
import { type FirefightWorld, unitOf, unitSees } from "./world";

/**
 * Seed 003, Pair off Units: "Players determine which units have line of sight [to] any enemy units.
 * Then the priority player pairs off enemy units with line of sight to each other into fire fights.
 * Any left over units with line of sight to any enemy unit can join into a fire fight".
 *
 * What is obligatory: pairing, while it can be done. "Pairs off" is the procedure (as "the non-priority
 * player chooses the order" is), and only the left-over units get a "can"; "left over" units are those
 * the pairing could not match. So the priority player may not end the pairing while a unit of one side
 * and a unit of the other, both in play and neither in a fire fight, see each other (measured, both
 * ways). What is free: which pairs it makes (any pairing that leaves no such couple, not necessarily
 * the most pairs), and joining. A pair is one against one.
 */

/** Whether `unit` is in one of this turn's fire fights. */
export const inFight = (st: { fights: readonly FightEntry[] }, unit: string): boolean =>
  st.fights.some((f) => f.a.includes(unit) || f.b.includes(unit));

/** Why `unit` and `enemy` may not be paired now, or null (the `pair` command's checks). */
export function pairProblem(
  w: FirefightWorld,
  st: FirefightState,
  unit: string,
  enemy: string,
): RuleError | null {
  const a = unitOf(st, unit);
  const b = unitOf(st, enemy);
  if (!a) return { code: "unknown-unit", message: `no unit "${unit}"`, path: "$.unit" };
  if (!b) return { code: "unknown-unit", message: `no unit "${enemy}"`, path: "$.enemy" };
  if (a.side === b.side)
    return { code: "same-side", message: `${unit} and ${enemy} are on the same side`, path: "$.enemy" };
  for (const [x, path] of [
    [a.id, "$.unit"],
    [b.id, "$.enemy"],
  ] as const) {
    if (!inPlay(st, x)) return { code: "not-in-play", message: `${x} is no longer in play`, path };
    if (inFight(st, x)) return { code: "in-fight", message: `${x} is already in a fire fight`, path };
  }
  if (!unitSees(w, st, a.id, b.id) || !unitSees(w, st, b.id, a.id))
    return {
      code: "no-los",
      message: `${unit} and ${enemy} do not both have line of sight to each other (measured)`,
    };
  return null;
}

/**
 * The first couple the pairing still owes (a priority unit first, in unit order), or null when the
 * pairing may end: two enemy units in play, in no fire fight, that see each other.
 */
export function pairOwed(w: FirefightWorld, st: FirefightState): [string, string] | null {
  const free = st.units.filter((u) => inPlay(st, u.id) && !inFight(st, u.id));
  const mine = free.filter((u) => u.side === st.priority);
  const theirs = free.filter((u) => u.side !== st.priority);
  for (const a of mine)
    for (const b of theirs)
      if (unitSees(w, st, a.id, b.id) && unitSees(w, st, b.id, a.id)) return [a.id, b.id];
  return null;
}

/** The refusal of ending the pairing while `owed` is left (seed 003, Pair off Units). */
export function pairingNotOver([a, b]: [string, string]): RuleError {
  return {
    code: "pairs-left",
    message: `${a} and ${b} see each other and neither is in a fire fight: pair them (or other such units) before ending the pairing (seed 003: the priority player pairs off enemy units with line of sight to each other)`,
  };
}
