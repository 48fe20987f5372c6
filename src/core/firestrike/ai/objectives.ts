import type { Factor } from "../../game/policy";
import { distanceToRing, orientedRect, type Pt, pointInPolygon } from "../../geom2d";
import type { Objective } from "../../table/schema";
import type { Env } from "../context";
import { isAir, isHq, statOf } from "../query";
import type { Base, GameState } from "../state";
import { distance } from "./common";

/**
 * Playing to Firestrike's end (issue 34 item 3; the project's result, match/result.ts): at the turn
 * limit the side holding more objective points wins, then the side that lost fewer bases. A combat
 * base (not HQ, not aviation) touching an objective's circle holds it while no enemy base does.
 * The opponent scores a position by the points it would hold there, more as the end nears, and heads
 * for the nearest objective no base of its side holds yet.
 */

/** Worth of one objective point held at the turn limit, in bases (project default). */
export const HOLD_WEIGHT = 0.5;

/** Whether a base standing as `b` touches objective `o` (match/result.ts `holds`, the same geometry). */
export function touches(b: Base, o: Objective): boolean {
  const fp = orientedRect(b.x, b.y, b.frontageInches, b.depthInches, b.facing);
  return (
    pointInPolygon(o.at[0], o.at[1], fp) || distanceToRing(o.at[0], o.at[1], fp) <= o.radiusInches + 1e-9
  );
}

/** Whether `b` may hold an objective (a combat base: not HQ, not aviation). */
export const mayHold = (env: Env, b: Base): boolean => {
  const line = statOf(env, b);
  return !isHq(line) && !isAir(line);
};

/** How much the end weighs now: a third at the start, all of it in the last turn. */
export const urgency = (s: GameState): number =>
  1 / 3 + ((2 / 3) * Math.max(0, s.turn - 1)) / Math.max(1, s.turnLimit - 1);

/**
 * The objectives `b` would hold standing as `here` that no other combat base of its side holds, and
 * their worth now, as one factor (0 for a base that may not hold one).
 */
export function holdFactor(
  s: GameState,
  env: Env,
  objectives: readonly Objective[],
  b: Base,
  here: Base,
  mine: readonly Base[],
): Factor {
  if (!mayHold(env, b)) return { name: "objectives held", value: 0, detail: "it cannot hold one" };
  const held = objectives.filter(
    (o) => touches(here, o) && !mine.some((f) => f.id !== b.id && mayHold(env, f) && touches(f, o)),
  );
  const points = held.reduce((a, o) => a + o.points, 0);
  return {
    name: "objectives held",
    value: points * HOLD_WEIGHT * urgency(s),
    detail: held.length > 0 ? `holds ${held.map((o) => o.id).join(", ")} (${points} points)` : "none",
  };
}

/**
 * Where a base heads: the nearest objective no other combat base of its side holds (the end is
 * decided there), else the nearest enemy (advance to contact), else nothing.
 */
export function goalOf(
  env: Env,
  objectives: readonly Objective[],
  b: Base,
  mine: readonly Base[],
  theirs: readonly Base[],
): { at: Pt; what: string } | null {
  const at: Pt = [b.x, b.y];
  const open = mayHold(env, b)
    ? objectives.filter((o) => !mine.some((f) => f.id !== b.id && mayHold(env, f) && touches(f, o)))
    : [];
  if (open.length > 0) {
    const o = open.reduce((a, x) => (distance(at, x.at) < distance(at, a.at) ? x : a));
    return { at: o.at, what: `objective ${o.id}` };
  }
  const e = theirs.reduce<Base | null>(
    (a, x) => (!a || distance(at, [x.x, x.y]) < distance(at, [a.x, a.y]) ? x : a),
    null,
  );
  return e ? { at: [e.x, e.y], what: `enemy ${e.id}` } : null;
}
