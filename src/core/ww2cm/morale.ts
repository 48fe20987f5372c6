import type { Dice } from "../game/ruleset";
import { CM, MORALE, MORALE_LOSS_SHARE } from "./data";
import type { Ww2Oracle } from "./measured";
import { alive, cmBetween, type MoraleState, type Unit, unitOf, type Ww2State } from "./state";

/** seed 002, Moral: who tests, the officers' bonus, the D3 chart and recovery. */

/** A morale test and its outcome. */
export interface MoraleEvent {
  type: "morale";
  unit: string;
  why: "casualties" | "defensive-fire" | "rally" | "sniper";
  /** a change to the roll (seed 002, Snipers: a sniper that did not move gives its target −1) */
  modifier?: number;
  natural: number;
  need: number;
  /** the officer whose level lowered the need, and by how much */
  officer: { unit: string; level: number } | null;
  passed: boolean;
  /** the D3 roll and its result on a failure */
  d3: number | null;
  result: MoraleState | null;
}

/**
 * seed 002, Moral: "Each officer can add a bonus to this roll depending on his level of command" (a
 * level-1 officer lets regulars pass on 4+). Chosen reading: the best level of an officer of the unit's
 * own side with a standing model within his command radius of one of the unit's models (an officer
 * steadies his own unit too).
 */
export function officerFor(s: Ww2State, unit: Unit): { unit: string; level: number } | null {
  let best: { unit: string; level: number } | null = null;
  const mine = alive(s, unit.id);
  for (const o of s.units) {
    if (o.side !== unit.side || o.officer === 0 || o.morale === "shock") continue;
    const near = alive(s, o.id).some((om) =>
      mine.some((m) => cmBetween(om, m) <= CM.commandRadius.value + 1e-9),
    );
    if (near && (!best || o.officer > best.level)) best = { unit: o.id, level: o.officer };
  }
  return best;
}

/** The d6 a unit needs on a morale test (its training's value less its officer's level). */
export function moraleNeed(
  s: Ww2State,
  unit: Unit,
): { need: number; officer: { unit: string; level: number } | null } {
  const officer = officerFor(s, unit);
  return { need: MORALE.get(unit.training)!.value - (officer?.level ?? 0), officer };
}

/** Rolls a morale test; a failure rolls the D3 (seed 002: 1 Shock, 2 Stunned, 3 Instinct). */
export function moraleTest(
  s: Ww2State,
  unit: Unit,
  why: MoraleEvent["why"],
  dice: Dice,
  modifier = 0,
): MoraleEvent {
  const { need, officer } = moraleNeed(s, unit);
  const natural = dice.roll(6);
  const passed = natural + modifier >= need;
  const d3 = passed ? null : dice.roll(3);
  const result: MoraleState | null =
    d3 === null ? null : d3 === 1 ? "shock" : d3 === 2 ? "stunned" : "instinct";
  const e: MoraleEvent = { type: "morale", unit: unit.id, why, natural, need, officer, passed, d3, result };
  if (modifier !== 0) e.modifier = modifier;
  return e;
}

/**
 * seed 002, Moral: "a unit getting shot at takes 25% casualties or more in one turn": the share is of
 * the models it had when its side's turn, or this one, began.
 */
export function lostQuarter(s: Ww2State, unit: Unit): boolean {
  const lost = unit.aliveAtTurnStart - alive(s, unit.id).length;
  return (
    unit.aliveAtTurnStart > 0 && lost > 0 && lost >= MORALE_LOSS_SHARE.value * unit.aliveAtTurnStart - 1e-9
  );
}

/**
 * A morale result applied: Stunned and (once in cover) Instinct pin; Shock does not; and seed 002,
 * River/water: "Cannot be pinned in wading water" (a unit with a model wading, measured by the oracle).
 */
export function withMorale(unit: Unit, e: MoraleEvent, oracle?: Ww2Oracle, s?: Ww2State): Unit {
  if (e.passed || !e.result) return { ...unit, testedThisTurn: true };
  const wading = oracle && s ? alive(s, unit.id).some((m) => oracle.ground(m) === "wading") : false;
  return { ...unit, morale: e.result, pinned: e.result !== "shock" && !wading, testedThisTurn: true };
}

/**
 * seed 002, Moral: a shaken unit gets moving again "until he passes a moral check or cannot be shot at
 * by any enemy unit": true when no standing enemy model has a line to any of its models (measured).
 */
export function outOfEnemySight(s: Ww2State, unit: Unit, oracle: Ww2Oracle): boolean {
  const mine = alive(s, unit.id);
  return s.models.every((e) => {
    if (e.dead || unitOf(s, e.unit)?.side === unit.side) return true;
    return mine.every((m) => oracle.line(e, m).blockedBy !== null);
  });
}
