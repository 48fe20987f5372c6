import type { Dice } from "../game/ruleset";
import type { Table } from "../table/schema";
import { CM } from "./data";
import type { Ww2Oracle } from "./measured";
import { type MoraleEvent, moraleTest, outOfEnemySight } from "./morale";
import { awayFrom, nearestCover, onTable } from "./moves";
import { type Objective, objectivePoints } from "./objectives";
import { alive, cmBetween, lockOf, sideModels, type Unit, type Ww2State } from "./state";

/**
 * The turn sequence (project default, seed-gaps: per player turn rally, movement, shooting, melee; the
 * air sub-phase is issue 35's) and the end of the game (project default: a side reduced below half its
 * models is broken and loses; at the turn limit the side with the larger share standing wins).
 */

/** What a rally did to one unit. */
export interface RallyEvent {
  type: "rally";
  unit: string;
  /** recovered because no enemy can shoot at it (measured), by passing its test, or still shaken */
  outcome: "out-of-sight" | "passed" | "still";
  /** a shocked unit's run back, or an instinctive sprint into cover: where its models went */
  moved: { model: string; x: number; y: number }[];
}

export interface TurnEvent {
  type: "turn";
  turn: number;
  side: string;
}

export interface OverEvent {
  type: "over";
  winner: string | null;
  reason: string;
}

/** A side's turn begins: its flags clear, every unit's count for the 25% rule restarts, it rallies. */
export function beginTurn(
  s0: Ww2State,
  side: string,
  turn: number,
  oracle: Ww2Oracle,
  table: Table,
  dice: Dice,
): { state: Ww2State; events: (TurnEvent | RallyEvent | MoraleEvent)[] } {
  let s: Ww2State = {
    ...s0,
    turn,
    side,
    phase: "move",
    units: s0.units.map((u) => {
      const next: Unit = {
        ...u,
        aliveAtTurnStart: alive(s0, u.id).length,
        testedThisTurn: false,
        // a unit locked in a melee stays in it (melee.ts): it neither shoots nor charges, and moves only to flee
        ...(u.side === side
          ? { moved: false, sprinted: false, shot: false, charged: lockOf(s0, u.id) !== undefined }
          : {}),
      };
      if (u.side !== side) return next;
      // seed 002, Barbed wire: pinned for one turn, then it may cross; Crewed weapons: a turn's work done.
      if (u.wire === "reached") next.wire = "may-cross";
      delete next.crewBusy;
      return next;
    }),
  };
  const events: (TurnEvent | RallyEvent | MoraleEvent)[] = [{ type: "turn", turn, side }];
  for (const u of s.units) {
    if (u.side !== side || u.morale === "ok" || alive(s, u.id).length === 0) continue;
    const r = rally(s, u, oracle, table, dice);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/**
 * seed 002, Moral: a shaken unit recovers when it "cannot be shot at by any enemy unit" (measured) or
 * passes a morale test; otherwise Shock "runs directly backward at full movement" (away from the nearest
 * enemy model) and does nothing else, and Instinct sprints "into or behind the nearest piece of cover"
 * and is pinned there; Stunned stays pinned.
 */
function rally(
  s: Ww2State,
  u: Unit,
  oracle: Ww2Oracle,
  table: Table,
  dice: Dice,
): { state: Ww2State; events: (RallyEvent | MoraleEvent)[] } {
  const set = (patch: Partial<Unit>) => s.units.map((x) => (x.id === u.id ? { ...x, ...patch } : x));
  if (outOfEnemySight(s, u, oracle)) {
    const state = { ...s, units: set({ morale: "ok", pinned: false }) };
    return { state, events: [{ type: "rally", unit: u.id, outcome: "out-of-sight", moved: [] }] };
  }
  const test = moraleTest(s, u, "rally", dice);
  // A rally test that fails leaves the unit as it was: its D3 is not rolled again.
  const e: MoraleEvent = { ...test, d3: null, result: null };
  if (test.passed) {
    const state = { ...s, units: set({ morale: "ok", pinned: false }) };
    return { state, events: [e, { type: "rally", unit: u.id, outcome: "passed", moved: [] }] };
  }
  const enemies = s.models.filter((m) => !m.dead && s.units.find((x) => x.id === m.unit)?.side !== u.side);
  const moved: RallyEvent["moved"] = [];
  const models = s.models.map((m) => {
    if (m.dead || m.unit !== u.id) return m;
    let p: { x: number; y: number } | null = null;
    if (u.morale === "shock" && enemies.length > 0) {
      const near = enemies.reduce((a, b) => (cmBetween(a, m) <= cmBetween(b, m) ? a : b));
      p = onTable(awayFrom(m, near, CM.move.value), table);
    } else if (u.morale === "instinct") p = nearestCover(m, CM.sprint.value, oracle, table, enemies);
    if (!p) return m;
    moved.push({ model: m.id, x: p.x, y: p.y });
    return { ...m, x: p.x, y: p.y };
  });
  const patch: Partial<Unit> =
    u.morale === "shock"
      ? { moved: true, shot: true }
      : { pinned: true, moved: true, sprinted: u.morale === "instinct" };
  return {
    state: { ...s, models, units: set(patch) },
    events: [e, { type: "rally", unit: u.id, outcome: "still", moved }],
  };
}

/** The share of a side's models standing. */
export function standingShare(s: Ww2State, side: string): number {
  const all = s.models.filter((m) => s.units.find((u) => u.id === m.unit)?.side === side).length;
  return all === 0 ? 0 : sideModels(s, side).length / all;
}

/**
 * The game's end, if it has come: a side wiped out or broken, or the turn limit passed, when the side
 * holding more objective points wins (objectives.ts), and on equal points the larger share standing.
 */
export function verdict(
  s: Ww2State,
  sides: readonly string[],
  roundDone: boolean,
  objectives: readonly Objective[] = [],
): OverEvent | null {
  const share = sides.map((x) => standingShare(s, x));
  const broken = sides.filter((_, i) => share[i]! < 0.5);
  if (share.some((x) => x === 0) || (roundDone && broken.length > 0)) {
    if (broken.length === 2 || share.every((x) => x === 0))
      return { type: "over", winner: null, reason: "both sides broken" };
    const loser = share[0] === 0 ? sides[0]! : share[1] === 0 ? sides[1]! : broken[0]!;
    const winner = sides.find((x) => x !== loser)!;
    return {
      type: "over",
      winner,
      reason: `${loser} ${share.includes(0) ? "wiped out" : "broken: fewer than half its models stand"}`,
    };
  }
  if (roundDone && s.turn >= s.turnLimit) {
    const pts = objectivePoints(s, objectives, sides);
    if (pts[0] !== pts[1]) {
      const i = pts[0]! > pts[1]! ? 0 : 1;
      return {
        type: "over",
        winner: sides[i]!,
        reason: `turn limit: ${sides[i]} holds ${pts[i]} objective point${pts[i] === 1 ? "" : "s"} to ${pts[1 - i]}`,
      };
    }
    const winner = share[0]! > share[1]! ? sides[0]! : share[1]! > share[0]! ? sides[1]! : null;
    return {
      type: "over",
      winner,
      reason: `turn limit: objectives level (${pts[0]} each); the larger share of models standing wins`,
    };
  }
  return null;
}
