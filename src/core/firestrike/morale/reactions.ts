import { own } from "../../own";
import { type Ctx, emit } from "../context";
import { abandon, removeFromPlay } from "../fire/hits";
import { allowanceFor, assaultMove, normalMove } from "../movement/allowance";
import {
  at,
  facingOf,
  facingVector,
  GRADE_RANK,
  inPlay,
  isFoot,
  isVehicle,
  nearestEnemy,
  statOf,
} from "../query";
import type { Base, Point } from "../state";
import type { Reaction } from "../vocab";
import { coverKinds, inCover, reach, slide, toEdge } from "./travel";

/**
 * Damage reactions (seed 000 §6.3). Readings, written down in docs/rules-coverage.md:
 * - "the enemy" a base moves away from is the nearest enemy combat base (closest edges);
 * - Withdraw (one assault move, through cover and one full move past it) and Rout (a double assault
 *   move until cover) follow their headings; the swapped "considered routing/withdrawing" words only
 *   mean the base cannot rally until it has gone pinned at its end point;
 * - vehicles: Seasoned or better Withdraw or Rout like foot troops, and are abandoned if immobilized;
 *   Inexperienced or worse vehicles Withdraw the same way but are abandoned on a Rout result.
 */

const SEVERITY: Record<Reaction, number> = {
  none: 0,
  pinned: 1,
  hide: 2,
  withdraw: 3,
  rout: 4,
  "break-up": 5,
};

/** Pins a base; foot troops go prone (seed 000 §6.3 Pinned). */
export function pin(ctx: Ctx, base: Base, cause: string): void {
  if (!inPlay(base)) return;
  base.pinned = true;
  if (isFoot(statOf(ctx.env, base))) base.prone = true;
  emit(ctx, { type: "pinned", base: base.id, cause });
}

/** The unit vector directly away from the nearest enemy (or the base's rear when there is none). */
function awayFromEnemy(ctx: Ctx, base: Base): Point {
  const e = nearestEnemy(ctx, base);
  const v: Point = e ? [base.x - e.x, base.y - e.y] : [0, 0];
  const n = Math.hypot(v[0], v[1]);
  if (n < 1e-9) {
    const back = facingVector((base.facing + 180) % 360);
    return [back[0], back[1]];
  }
  return [v[0] / n, v[1] / n];
}

/** seed 000 §6.3 Hide: one normal move toward the best cover in reach (or the nearest cover), then pinned. */
function hide(ctx: Ctx, base: Base): void {
  const line = statOf(ctx.env, base);
  if (inCover(ctx, at(base)) || base.immobilized !== "none") {
    pin(ctx, base, "Hide: halts pinned");
    return;
  }
  const vehicle = isVehicle(line);
  const veteranCrew = GRADE_RANK[base.grade] <= GRADE_RANK.seasoned;
  // Seasoned or better vehicles hide in reverse while facing the enemy, at reverse speed.
  const rev = vehicle && veteranCrew ? allowanceFor(ctx, base, "reverse") : null;
  const move = rev?.ok ? rev.value : normalMove(ctx, base);
  const kinds = coverKinds(ctx);
  const terrain = ctx.env.charts.terrain;
  const inReach = ctx.env.oracle.coverNear(at(base), move, kinds);
  // "the best cover available that they can reach most safely": highest light fire defence, then nearest.
  const best = [...inReach].sort(
    (a, b) =>
      terrain[b.terrain].lightFireDefence - terrain[a.terrain].lightFireDefence ||
      a.distanceInches - b.distanceInches,
  )[0];
  const target = best ?? ctx.env.oracle.coverNear(at(base), Number.POSITIVE_INFINITY, kinds)[0];
  if (target && target.distanceInches > 1e-9) {
    const d: Point = [target.at[0] - base.x, target.at[1] - base.y];
    const n = Math.hypot(d[0], d[1]);
    const dir: Point = [d[0] / n, d[1] / n];
    const go = reach(ctx, base, dir, move, Math.min(n, toEdge(ctx, at(base), dir))).distance;
    const enemy = nearestEnemy(ctx, base);
    const facing =
      vehicle && veteranCrew && enemy ? facingOf([enemy.x - base.x, enemy.y - base.y]) : facingOf(dir);
    slide(ctx, base, dir, go, facing);
  }
  pin(ctx, base, "Hide: halts pinned at cover");
}

/**
 * Moves a withdrawing or routing base on with `budget` inches of movement (paying terrain); ends it
 * pinned when it is done: at cover for a Rout, one full move past the cover for a Withdraw, at the
 * table edge, or when impassable terrain stops it.
 */
export function continueRetreat(ctx: Ctx, base: Base, budget: number): void {
  const r = base.retreat;
  if (!r || !inPlay(base)) return;
  const kinds = coverKinds(ctx);
  let left = budget;
  for (let guard = 0; guard < 4 && left > 1e-9 && base.retreat; guard++) {
    const edge = toEdge(ctx, at(base), r.direction);
    if (r.stage === "to-cover") {
      const far = reach(ctx, base, r.direction, left, edge);
      const end: Point = [base.x + r.direction[0] * far.distance, base.y + r.direction[1] * far.distance];
      const c = far.distance > 1e-9 ? ctx.env.oracle.firstCoverAlong(at(base), end, kinds) : null;
      if (c !== null) {
        const seg = reach(ctx, base, r.direction, left, c);
        slide(ctx, base, r.direction, seg.distance);
        left -= seg.cost;
        if (r.kind === "rout") {
          finish(ctx, base, "Rout: reached cover");
          return;
        }
        r.stage = "past-cover";
        r.pastCoverLeft = normalMove(ctx, base);
        continue;
      }
      slide(ctx, base, r.direction, far.distance);
      left -= far.cost;
      if (far.distance + 1e-6 >= edge) finish(ctx, base, "stopped at the table edge");
      else if (far.distance <= 1e-9) finish(ctx, base, "stopped: cannot go further");
      return;
    }
    const go = reach(ctx, base, r.direction, Math.min(left, r.pastCoverLeft), edge);
    slide(ctx, base, r.direction, go.distance);
    r.pastCoverLeft -= go.cost;
    left -= go.cost;
    if (r.pastCoverLeft <= 1e-6 || go.distance + 1e-6 >= edge || go.distance <= 1e-9) {
      finish(ctx, base, "Withdraw: one full move past the cover");
      return;
    }
  }
}

function finish(ctx: Ctx, base: Base, why: string): void {
  base.retreat = null;
  emit(ctx, { type: "retreat-ended", base: base.id });
  pin(ctx, base, why);
}

/** The inches a withdrawing (one assault move) or routing (double) base covers in a turn. */
export function retreatBudget(ctx: Ctx, base: Base): number {
  const a = assaultMove(ctx, base);
  return base.retreat?.kind === "rout" ? 2 * a : a;
}

/** Applies a damage reaction to a base (seed 000 §6.3). */
export function applyReaction(ctx: Ctx, base: Base, reaction: Reaction): void {
  if (!inPlay(base) || reaction === "none") return;
  if (base.retreat && SEVERITY[reaction] <= SEVERITY[base.retreat.kind]) return;
  const line = statOf(ctx.env, base);
  const vehicle = isVehicle(line);
  if (reaction === "pinned") {
    pin(ctx, base, "Pinned result");
    return;
  }
  if (reaction === "hide") {
    hide(ctx, base);
    return;
  }
  if (reaction === "break-up") {
    if (vehicle) {
      abandon(ctx, base, "Break-up: the crew abandons the vehicle (it stays as an obstacle)");
      return;
    }
    removeFromPlay(ctx, base, "Break-up: removed from play");
    return;
  }
  if (vehicle) {
    if (base.immobilized !== "none") {
      abandon(ctx, base, `${reaction} while immobilized: abandoned`);
      return;
    }
    if (reaction === "rout" && GRADE_RANK[base.grade] > GRADE_RANK.seasoned) {
      abandon(ctx, base, "Inexperienced or worse vehicle with a Rout result: abandoned");
      return;
    }
  }
  base.retreat = { kind: reaction, direction: awayFromEnemy(ctx, base), stage: "to-cover", pastCoverLeft: 0 };
  base.pinned = false;
  base.prone = false;
  base.facing = facingOf(base.retreat.direction);
  // A retreat breaks assault contact: the base is leaving.
  for (const id of base.assaultWith) {
    const other = own(ctx.s.bases, id);
    if (other) other.assaultWith = other.assaultWith.filter((x) => x !== base.id);
  }
  base.assaultWith = [];
  continueRetreat(ctx, base, retreatBudget(ctx, base));
}
