import { distanceToRing, orientedRect, pointInPolygon } from "../../geom2d";
import type { Objective, Table } from "../../table/schema";
import type { Env } from "../context";
import { allBases, inPlay, isAir, isHq, statOf } from "../query";
import type { Base, GameState } from "../state";

/**
 * The end of the game and its result (project default: seed 000 sets no victory conditions). The game
 * ends after the table's `turnLimit` turns (the set-up's when it gives one), or when a side concedes.
 * Each objective of the table is held by a side with a combat base in play (not HQ, not aviation, not
 * carried, not withdrawing or routing) whose base touches the objective's circle while the enemy has
 * none there. Held objectives score their points; more points wins; equal points go to the side that
 * lost fewer bases; otherwise it is a draw. A side that concedes loses.
 */

/** One side's tally. */
export interface SideResult {
  side: string;
  name: string;
  bases: number;
  inPlay: number;
  /** killed or removed (broken up, combined, used to rebuild a machine gun) */
  lost: number;
  abandoned: number;
  hqLost: number;
  /** damage points on bases still in play */
  damage: number;
  objectives: string[];
  points: number;
}

/** Who holds an objective. */
export interface ObjectiveResult {
  id: string;
  label: string;
  points: number;
  holder: string | null;
  contested: boolean;
}

/** The standing, or the final result when `over`. */
export interface GameResult {
  over: boolean;
  reason: string;
  sides: SideResult[];
  objectives: ObjectiveResult[];
  winner: string | null;
}

function holds(b: Base, o: Objective): boolean {
  const fp = orientedRect(b.x, b.y, b.frontageInches, b.depthInches, b.facing);
  return (
    pointInPolygon(o.at[0], o.at[1], fp) || distanceToRing(o.at[0], o.at[1], fp) <= o.radiusInches + 1e-9
  );
}

/** Who holds each objective now. */
export function objectiveHolders(s: GameState, env: Env, table: Table): ObjectiveResult[] {
  const combat = allBases(s).filter((b) => {
    if (!inPlay(b) || b.carriedBy || b.retreat) return false;
    const line = statOf(env, b);
    return !isHq(line) && !isAir(line);
  });
  return table.objectives.map((o) => {
    const there = new Set(combat.filter((b) => holds(b, o)).map((b) => b.side));
    const holder = there.size === 1 ? [...there][0]! : null;
    return { id: o.id, label: o.label ?? o.id, points: o.points, holder, contested: there.size > 1 };
  });
}

/** The tally and result of a game (`conceded`: the side that gave up, if any). */
export function gameResult(s: GameState, env: Env, table: Table, conceded: string | null): GameResult {
  const objectives = objectiveHolders(s, env, table);
  const sides = s.sides.map((side): SideResult => {
    const mine = allBases(s).filter((b) => b.side === side.id);
    const held = objectives.filter((o) => o.holder === side.id);
    return {
      side: side.id,
      name: side.name,
      bases: mine.length,
      inPlay: mine.filter(inPlay).length,
      lost: mine.filter((b) => b.status === "destroyed" || b.status === "removed").length,
      abandoned: mine.filter((b) => b.status === "abandoned").length,
      hqLost: side.hqLost,
      damage: mine.filter(inPlay).reduce((a, b) => a + b.damage, 0),
      objectives: held.map((o) => o.id),
      points: held.reduce((a, o) => a + o.points, 0),
    };
  });
  const over = s.over || conceded !== null;
  let winner: string | null = null;
  let reason: string;
  const [a, b] = sides as [SideResult, SideResult];
  if (conceded) {
    winner = sides.find((x) => x.side !== conceded)?.side ?? null;
    reason = `${conceded} conceded`;
  } else {
    const lossA = a.lost + a.abandoned;
    const lossB = b.lost + b.abandoned;
    if (a.points !== b.points) winner = a.points > b.points ? a.side : b.side;
    else if (lossA !== lossB) winner = lossA < lossB ? a.side : b.side;
    reason = s.over
      ? `turn limit of ${s.turnLimit} reached`
      : `turn ${s.turn} of ${s.turnLimit}: standing if the game ended now`;
    if (winner)
      reason += a.points !== b.points ? "; objectives decide" : "; objectives level, fewer losses decide";
    else reason += "; objectives and losses level: a draw";
  }
  return { over, reason, sides, objectives, winner };
}
