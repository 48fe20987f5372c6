import type { RuleError } from "../game/ruleset";
import { err, type Result } from "../result";
import type { FireEvent } from "./fire";
import type { MeleeEvent } from "./melee";
import type { SmokeEvent } from "./smoke";
import { type LnlState, onMap, otherSide, type UnitState } from "./state";
import type { TransportEvent } from "./transport";
import { isMmc } from "./vocab";

/**
 * What the LnL reducer's parts share (apply.ts, movement.ts): the events, a refusal, who may
 * activate, a stack by ids, the end of an activation and of the game.
 */

export type LnlEvent =
  | FireEvent
  | MeleeEvent
  | TransportEvent
  | SmokeEvent
  | { type: "rally"; unit: string; roll: number; need: number; rallied: boolean }
  | { type: "move"; units: string[]; from: string; to: string; cost: number; mpLeft: number; mode: string }
  | {
      type: "pivot";
      units: string[];
      hex: string;
      toward: string;
      facings: { unit: string; facing: number }[];
      cost: number;
      mpLeft: number;
    }
  | { type: "hatches"; unit: string; open: boolean }
  | { type: "op-chance"; hex: string; side: string }
  | { type: "activation-ends"; side: string }
  | { type: "pass"; side: string }
  | { type: "phase"; phase: string; turn: number }
  | { type: "over"; winner: string | null; why: string };

export type Out = Result<{ state: LnlState; events: LnlEvent[] }, RuleError>;
export const refuse = (code: string, message: string, path?: string): Out =>
  err({ code, message, ...(path ? { path } : {}) });

export const mayActivate = (u: UnitState) =>
  !u.opsComplete && !u.fired && !u.moved && !u.abandoned && !u.wreck;

export function stackOf(s: LnlState, seat: string, ids: readonly string[]): UnitState[] | string {
  const units: UnitState[] = [];
  for (const id of ids) {
    const u = s.units.find((x) => x.id === id && !x.eliminated);
    if (!u || u.side !== seat) return `no unit "${id}" of ${seat} on the map`;
    if (units.includes(u)) return `${id} is named twice`;
    units.push(u);
  }
  const hex = units[0]!.hex;
  const apart = units.find((u) => u.hex !== hex);
  if (apart) return `an activation is one hex's units: ${apart.id} is in ${apart.hex}, not ${hex}`;
  return units;
}

/** seed 004 (OF): not marked Moved, Low Crawl, Stealth or Fired, and able to fire (Good Order). */
export const ofEligible = (u: UnitState) =>
  !u.moved &&
  !u.assaultMoved &&
  !u.lowCrawl &&
  !u.stealth &&
  !u.fired &&
  !u.shaken &&
  !u.abandoned &&
  !u.wreck &&
  u.kind !== "medic";

/** The activation ends: its units are Ops Complete; the other side's impulse. */
export function endActivation(s: LnlState): LnlState {
  const a = s.activation;
  const side = a?.side ?? s.toAct;
  const units = s.units.map((u) => (a?.units.includes(u.id) ? { ...u, opsComplete: true } : u));
  return { ...s, units, activation: null, opWindow: null, spotted: [], toAct: otherSide(s, side), passes: 0 };
}

/**
 * The end (project default: the card gives no victory conditions): a side with no unit left loses;
 * at the turn limit the side with more Good Order MMCs wins (a draw when equal).
 */
export function overCheck(s: LnlState, timeUp = false): { winner: string | null; why: string } | null {
  for (const side of s.sides)
    if (!onMap(s).some((u) => u.side === side && !u.wreck))
      return { winner: otherSide(s, side), why: `${side} has no unit left` };
  if (!timeUp) return null;
  const score = (side: string) =>
    onMap(s).filter((u) => u.side === side && isMmc(u.kind) && !u.shaken).length;
  const [a, b] = s.sides as [string, string];
  const sa = score(a);
  const sb = score(b);
  return {
    winner: sa === sb ? null : sa > sb ? a : b,
    why: `turn limit: Good Order MMCs ${a} ${sa}, ${b} ${sb}`,
  };
}
