import { orientedRect, type Pt, ringsOverlap } from "../../geom2d";
import type { Ctx } from "../context";
import { allBases, inPlay, isAir, statOf } from "../query";
import type { Base, Point } from "../state";

/**
 * Movement never ends on another base (issue 17 item 8; reading in docs/rules-coverage.md 3.2.1a). The
 * seed moves bases into "base to base contact" (§3.2, §6.4) and never onto one another, as deployment
 * refuses overlap too (core/firestrike/match/deployment.ts, the same `ringsOverlap` test): a move's last leg stops
 * where the base comes into contact with a base it would otherwise end on. Waypoints before the last
 * leg are not checked. Drones fly over bases, and carried or limbered bases are where their vehicle is.
 */

/** Where a move ends: the last waypoint or the contact point before it, or the base it cannot clear. */
export type ContactStop = { ok: true; at: Point; stoppedBy: string | null } | { ok: false; overlaps: string };

/** The bases a mover may not end on. */
function obstacles(ctx: Ctx, mover: Base): { id: string; ring: Pt[] }[] {
  if (isAir(statOf(ctx.env, mover))) return [];
  return allBases(ctx.s)
    .filter((b) => b.id !== mover.id && inPlay(b) && !b.carriedBy && !b.towedBy && !isAir(statOf(ctx.env, b)))
    .map((b) => ({ id: b.id, ring: orientedRect(b.x, b.y, b.frontageInches, b.depthInches, b.facing) }));
}

/**
 * Stops the last leg `from` → `to` (the mover ending with `facing`) at base contact: the furthest point
 * along it clear of every base, searched back from `to` (a footprint's overlap with a convex base along
 * a straight leg is one interval, so bisection finds where it begins). Refused when the leg starts on
 * the base it would end on.
 */
export function stopAtContact(ctx: Ctx, mover: Base, from: Point, to: Point, facing: number): ContactStop {
  const others = obstacles(ctx, mover);
  const at = (t: number): Point => [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
  const overlapsAt = (o: { ring: Pt[] }, p: Point) =>
    ringsOverlap(orientedRect(p[0], p[1], mover.frontageInches, mover.depthInches, facing), o.ring);
  const overlaps = (o: { ring: Pt[] }, t: number) => overlapsAt(o, at(t));
  // The contact point backed off toward `from` to 1/10000", so positions read cleanly in logs.
  const tidy = (p: Point): Point => {
    const r = (c: number, f: number) => (f <= c ? Math.floor(c * 1e4) : Math.ceil(c * 1e4)) / 1e4;
    const q: Point = [r(p[0], from[0]), r(p[1], from[1])];
    return others.some((o) => overlapsAt(o, q)) ? p : q;
  };
  let t = 1;
  let stoppedBy: string | null = null;
  for (let guard = 0; guard <= others.length; guard++) {
    const o = others.find((x) => overlaps(x, t));
    if (!o) return { ok: true, at: t === 1 ? to : tidy(at(t)), stoppedBy };
    if (overlaps(o, 0)) return { ok: false, overlaps: o.id };
    let lo = 0;
    let hi = t;
    for (let i = 0; i < 48; i++) {
      const mid = (lo + hi) / 2;
      if (overlaps(o, mid)) hi = mid;
      else lo = mid;
    }
    t = lo;
    stoppedBy = o.id;
  }
  return { ok: false, overlaps: stoppedBy ?? mover.id };
}
