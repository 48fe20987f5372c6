import type { Dice } from "../game/ruleset";
import { DEFAULTS, statsOf } from "./data";
import type { HexfireMap } from "./map";
import type { HexfireState } from "./state";
import { readyUnits } from "./units";

/**
 * What the card leaves out of the turn (project defaults, seed-gaps 001, after Conflict of Heroes and
 * LnL World at War): alternating single-unit activations; the turn ends when both sides pass in a
 * row or no unit is left to act; then Shaken units rally (2d6 ≥ 8, +1 with an own CO/2IC within
 * command range), objectives score, Finished markers clear, and initiative is rolled (2d6 each, high
 * goes first, a tie to the side that went second).
 */

/** Events of the end of a turn. */
export type TurnEvent =
  | { type: "rally"; unit: string; dice: [number, number]; bonus: number; rallied: boolean }
  | { type: "score"; side: string; hex: string; points: number }
  | { type: "turn"; turn: number; initiative: { side: string; dice: [number, number] }[]; first: string }
  | { type: "over"; winner: string | null; points: number[] };

/** Where turn events go (the command's event list). */
export interface TurnSink {
  push(...e: TurnEvent[]): number;
}

const roll2 = (dice: Dice): [number, number] => [dice.roll(6), dice.roll(6)];

/** The side with units still to act after an activation: the other side if it has any, else the same. */
export function afterActivation(
  s: HexfireState,
  side: string,
  map: HexfireMap,
  dice: Dice,
  events: TurnSink,
): HexfireState {
  const other = s.sides.find((x) => x !== side)!;
  if (readyUnits(s, other).length > 0) return { ...s, toAct: other, passes: 0, activation: null };
  if (readyUnits(s, side).length > 0) return { ...s, toAct: side, passes: 0, activation: null };
  return endTurn({ ...s, activation: null }, map, dice, events);
}

/** Initiative: 2d6 each in side order; high goes first, a tie to the side that went second. */
export function rollInitiative(s: Pick<HexfireState, "sides" | "first">, dice: Dice) {
  const initiative = s.sides.map((side) => ({ side, dice: roll2(dice) }));
  const [a, b] = initiative.map((r) => r.dice[0] + r.dice[1]) as [number, number];
  const first = a > b ? s.sides[0]! : b > a ? s.sides[1]! : s.sides.find((x) => x !== s.first)!;
  return { initiative, first };
}

/** The game is over when a side has no unit left, or after the last turn: the higher score wins. */
export function checkOver(s: HexfireState, events: TurnSink): HexfireState {
  const gone = s.sides.filter((side) => !s.units.some((u) => u.side === side));
  if (gone.length === 0 && s.turn <= s.turnLimit) return s;
  const [a, b] = s.points as [number, number];
  let winner: string | null = a > b ? s.sides[0]! : b > a ? s.sides[1]! : null;
  if (gone.length === 1) winner = s.sides.find((x) => x !== gone[0])!;
  events.push({ type: "over", winner, points: s.points });
  return { ...s, over: true, winner, activation: null, opWindow: null };
}

/** The end of a turn: rally, objectives, markers cleared, the next turn's initiative (or the end). */
export function endTurn(s0: HexfireState, map: HexfireMap, dice: Dice, events: TurnSink): HexfireState {
  let s = s0;
  const units = s.units.map((u) => {
    if (!u.shaken || u.hex === null) return u;
    const cmd = s.units.some(
      (c) =>
        c.side === u.side &&
        c.id !== u.id &&
        c.hex !== null &&
        statsOf(c.type).commandBonus > 0 &&
        map.distance(c.hex, u.hex!) <= DEFAULTS.commandRangeHexes,
    );
    const d = roll2(dice);
    const bonus = cmd ? 1 : 0;
    const rallied = d[0] + d[1] + bonus >= DEFAULTS.rallyTarget;
    events.push({ type: "rally", unit: u.id, dice: d, bonus, rallied });
    return rallied ? { ...u, shaken: false } : u;
  });
  const points = [...s.points];
  for (const o of s.objectives) {
    const here = new Set(units.filter((u) => u.hex === o.hex).map((u) => u.side));
    if (here.size !== 1) continue;
    const side = [...here][0]!;
    points[s.sides.indexOf(side)]! += o.points;
    events.push({ type: "score", side, hex: o.hex, points: o.points });
  }
  s = {
    ...s,
    units: units.map((u) => ({ ...u, finished: false, enemyMovedAdjacent: false })),
    points,
    turn: s.turn + 1,
    passes: 0,
    activation: null,
    opWindow: null,
  };
  const over = checkOver(s, events);
  if (over.over) return { ...over, turn: s.turn - 1 };
  const { initiative, first } = rollInitiative(s, dice);
  events.push({ type: "turn", turn: s.turn, initiative, first });
  return { ...s, first, toAct: first };
}
