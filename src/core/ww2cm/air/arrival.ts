import type { Dice } from "../../game/ruleset";
import { ARRIVAL } from "./data";

/**
 * seed 002, Aircraft: "Aircraft always start off table. Before the game you must for each aircraft
 * select a turn in which it is intended to arrive. On the turn before it arrives roll a d6. On a 5+ it
 * arrives. On the turn it is intended to arrive on a 3+ it arrives. On the turn after it is on a 5+ it
 * arrives. After that the aircraft may not roll again"; Night Fighting: "Aircraft cannot be used at night."
 */

/** The d6 an aircraft needs to arrive this turn, or why it may not roll. */
export function arrivalNeed(
  turn: number,
  intended: number,
  night: boolean,
): { need: number } | { none: "night" | "not-yet" | "never" } {
  if (night) return { none: "night" };
  if (turn < intended - 1) return { none: "not-yet" };
  if (turn > intended + 1) return { none: "never" };
  const need = turn === intended - 1 ? ARRIVAL.before : turn === intended ? ARRIVAL.intended : ARRIVAL.after;
  return { need: need.value };
}

/** The arrival roll's event. */
export interface ArrivalEvent {
  type: "arrival";
  aircraft: string;
  turn: number;
  need: number;
  natural: number;
  arrived: boolean;
}

/** Rolls an aircraft's arrival, or says why it cannot roll (and rolls nothing). */
export function rollArrival(
  aircraft: string,
  turn: number,
  intended: number,
  night: boolean,
  dice: Dice,
): ArrivalEvent | { none: "night" | "not-yet" | "never" } {
  const n = arrivalNeed(turn, intended, night);
  if ("none" in n) return n;
  const natural = dice.roll(6);
  return { type: "arrival", aircraft, turn, need: n.need, natural, arrived: natural >= n.need };
}
