import type { Pt } from "../../geom2d";
import { own } from "../../own";
import { type Env, NO_DICE } from "../context";
import { allowanceFor } from "../movement/allowance";
import { checkPath, modeProblem, moveProblem } from "../movement/move";
import { reachAlong } from "../movement/reach";
import { statOf } from "../query";
import type { GameState, Point } from "../state";
import type { MoveMode } from "../vocab";

/**
 * The legal movement area drawn while a move is planned: where a straight leg from the base (or from
 * its last waypoint) can end with the movement it has left. Every answer comes from the rules engine's
 * own code: whether the base may move in that mode (movement/move.ts), what the waypoints so far cost
 * (the move command's path checks), and how far each ray gets (movement/reach.ts, the move command's
 * prices and bans). It is a guide drawn for the player, sampled along rays; the move command decides.
 */

/** Ray settings. */
export interface AreaOptions {
  rays?: number;
}

/** How far toward a point a straight move gets, inches. */
export type Reach = (to: Pt) => number;

/**
 * The reach polygon: one point per ray, counter-clockwise from +x. Each ray runs `rayInches` from
 * `from`, clipped at the table edge, and ends where `reach` says.
 */
export function moveArea(
  from: Pt,
  rayInches: number,
  bounds: { width: number; depth: number },
  reach: Reach,
  opts: AreaOptions = {},
): Pt[] {
  const rays = opts.rays ?? 96;
  const out: Pt[] = [];
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    // The distance to the table edge along the ray.
    let edge = rayInches;
    if (dx > 1e-12) edge = Math.min(edge, (bounds.width - from[0]) / dx);
    if (dx < -1e-12) edge = Math.min(edge, -from[0] / dx);
    if (dy > 1e-12) edge = Math.min(edge, (bounds.depth - from[1]) / dy);
    if (dy < -1e-12) edge = Math.min(edge, -from[1] / dy);
    edge = Math.max(0, edge);
    const d = edge > 0 ? Math.min(edge, reach([from[0] + dx * edge, from[1] + dy * edge])) : 0;
    out.push([from[0] + dx * d, from[1] + dy * d]);
  }
  return out;
}

/** A planned move's area and the movement left after the waypoints so far. */
export interface PlannedArea {
  polygon: Pt[];
  leftInches: number;
}

/**
 * The legal movement area of a planned move: null when the base may not move in this mode now; an
 * empty polygon when the waypoints so far are refused or use up the movement.
 */
export function plannedMoveArea(
  s: GameState,
  env: Env,
  baseId: string,
  mode: MoveMode,
  path: readonly Pt[],
  opts: AreaOptions = {},
): PlannedArea | null {
  const b = own(s.bases, baseId);
  if (!b || s.step !== "movement") return null;
  const ctx = { s, env, dice: NO_DICE, out: [] };
  if (moveProblem(ctx, b) !== null || modeProblem(ctx, b, mode) !== null) return null;
  const allowance = allowanceFor(ctx, b, mode);
  if (!allowance.ok) return null;
  let left = allowance.value - b.spentInches;
  let from: Point = [b.x, b.y];
  if (path.length > 0) {
    const full: Point[] = [from, ...path.map((p) => [p[0], p[1]] as Point)];
    const priced = checkPath(ctx, b, mode, full);
    if (!priced.ok) return { polygon: [], leftInches: 0 };
    left -= priced.value.costInches;
    from = full[full.length - 1]!;
  }
  if (left <= 1e-9) return { polygon: [], leftInches: Math.max(0, left) };
  // The cheapest ground sets how far a ray could possibly go (the shipped charts never go below 1).
  const mobility = statOf(env, b).mobility;
  const cheapest = Math.min(
    1,
    ...Object.values(env.charts.terrain).map((t) => {
      const c = t.cost[mobility];
      return c === "impassable" || c <= 0 ? 1 : c;
    }),
  );
  const start = from;
  const polygon = moveArea(
    start,
    left / cheapest,
    { width: env.oracle.widthInches, depth: env.oracle.depthInches },
    (to) => reachAlong(ctx, b, start, [to[0], to[1]], left, mode === "assault"),
    { rays: opts.rays ?? 72 },
  );
  return { polygon, leftInches: left };
}
