import { groundLawCuts } from "../table/ground-profile";
import { ringContains, ringDistanceWithin } from "../table/ring-index";
import type { HillFeature } from "../table/schema";
import { groundYardsAt, standingAt, type TerrainIndex } from "../table/terrain";
import type { Placement } from "../units/placement";
import { castLine, newLineHit } from "./cast-line";
import { ownAreasAt } from "./own-areas";
import type { LineMeet, SightLine } from "./verdict";
import type { LosWorld } from "./world";

/**
 * Everything the blocked sight lines of one check meet, in order (issue 39 item 2): `los b7 r1` named
 * only ridge-2, the first thing met, while the lines go on under the level-3 plateau ridge-3 standing
 * on it, the obvious blocker in the 3D view. Only the one-pair verdict asks for this; the maps never do.
 *
 * Two measurements, merged per line and then over the lines:
 * - the same castLine as the verdict's, cast on past each hit (`tFrom`) with the same own areas, so
 *   woods, towns, walls, smoke and hill surfaces come out exactly as the first hit does; a hit on a
 *   feature already met is passed; where an own area's sight limit stops the line, that area is met
 *   there and the cast goes on without it as an own area (so r1's village does not hide, from r1's
 *   side, the ridges beyond it);
 * - hills by the ground over the line: a plateau standing on another (ridge-3 on ridge-2) has
 *   surfaces only above the lower one's top, so a line already under ridge-2 passes under ridge-3
 *   without meeting any of its triangles. Between two surfaces the casts met, a line is under the
 *   ground throughout or nowhere (the ground at the stretch's middle says which); under it, it is
 *   under the hill standing highest at each point (hillsOver).
 */

/** How far past a hit (segment parameter) the next cast starts: past the triangle just met. */
const STEP_T = 1e-7;
/** Casts per line at most: a line through a long row of features stops listing there. */
const MAX_CASTS = 256;

/** Where one line first meets one feature. */
interface Meet {
  t: number;
  areaEdge: boolean;
}

/**
 * The features the blocked lines meet, nearest first: per feature, how many lines meet it and the
 * nearest meeting (horizontal inches from its line's eye point). The nearest first blocker of the
 * lines comes first, since no line meets anything before its first hit.
 */
export function linesMeet(
  world: LosWorld,
  observer: Placement,
  target: Placement,
  lines: readonly SightLine[],
): LineMeet[] {
  const { geometry, terrain, table } = world;
  const ownA = ownAreasAt(world, observer.x, observer.y);
  const ownB = ownAreasAt(world, target.x, target.y);
  const hit = newLineHit();
  const plateauOf = new Map<string, string>();
  for (const p of [target, observer])
    if (p.standing.hill && !p.standing.onSlope) plateauOf.set(p.standing.hill.id, p.id);
  const all = new Map<number, LineMeet & { order: number }>();
  let order = 0;
  for (const line of lines) {
    if (line.blockedBy === null) continue;
    const [ax, ay, az] = line.from;
    const [bx, by, bz] = line.to;
    const len = Math.hypot(bx - ax, by - ay);
    const meets = new Map<number, Meet>();
    let firstT = Number.NaN;
    let from: number | undefined;
    let ownFrom = ownA;
    let ownTo = ownB;
    const ts: number[] = [];
    for (let k = 0; k < MAX_CASTS; k++) {
      castLine(geometry, ax, ay, az, bx, by, bz, ownFrom, ownTo, true, hit, false, from);
      if (hit.feature < 0) break;
      if (k === 0) firstT = hit.t;
      ts.push(hit.t);
      if (!meets.has(hit.feature)) meets.set(hit.feature, { t: hit.t, areaEdge: hit.areaRule !== null });
      // castLine casts no further than an own area's sight limit; past it the line runs through that
      // area as through any other (its far wall is the same feature, met already).
      const rule = hit.areaRule;
      if (rule) {
        ownFrom = ownFrom.filter((a) => a !== rule);
        ownTo = ownTo.filter((a) => a !== rule);
      }
      from = hit.t + STEP_T;
    }
    if (Number.isNaN(firstT)) continue;
    // Runs of stretches between hits that are under the ground (each is under it throughout or
    // nowhere: it meets no surface); the hills met on this line before a run are met no earlier in it.
    const under = (k: number) => {
      const t = (ts[k]! + ts[k + 1]!) / 2;
      return groundYardsAt(terrain, ax + (bx - ax) * t, ay + (by - ay) * t) > az + (bz - az) * t;
    };
    const met = new Set<string>();
    for (let k = 0; k + 1 < ts.length; k++) {
      if (!under(k)) continue;
      let end = k + 1;
      while (end + 1 < ts.length && under(end)) end++;
      for (const [f, m] of meets) if (m.t <= ts[k]!) met.add(geometry.featureIds[f]!);
      for (const { hill, t } of hillsOver(terrain, ax, ay, az, bx, by, bz, ts[k]!, ts[end]!, met)) {
        const f = geometry.featureIndex(hill.id);
        const m = meets.get(f);
        if (f >= 0 && (!m || t < m.t)) meets.set(f, { t, areaEdge: false });
      }
      k = end - 1;
    }
    for (const [f, m] of meets) {
      const inches = m.t * len;
      const a = all.get(f);
      if (a) {
        a.lines++;
        if (inches < a.inches) {
          a.inches = inches;
          a.at = [ax + (bx - ax) * m.t, ay + (by - ay) * m.t];
          a.areaEdge = m.areaEdge;
        }
        continue;
      }
      const id = geometry.featureIds[f]!;
      const type = geometry.featureTypes[f]!;
      const feature = table.features.find((x) => x.id === id);
      const owner = plateauOf.get(id);
      all.set(f, {
        featureId: id,
        type,
        ...(feature?.type === "hill" ? { level: feature.level } : {}),
        lines: 1,
        inches,
        at: [ax + (bx - ax) * m.t, ay + (by - ay) * m.t],
        areaEdge: m.areaEdge,
        ...(owner ? { plateauOf: owner } : {}),
        order: order++,
      });
    }
  }
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return [...all.values()]
    .sort((p, q) => p.inches - q.inches || p.order - q.order)
    .map(({ order: _, ...m }) => ({ ...m, inches: r2(m.inches), at: [r2(m.at[0]), r2(m.at[1])] }));
}

/**
 * The hills whose ground lies over the stretch t0..t1 of a line (x, y inches; heights yards) that runs
 * under the ground throughout, each with the t where the stretch first runs under it, in order,
 * leaving out the hills in `met`. A hill whose slope foot the line stays above could only be got
 * under by crossing its surface, which the casts meet themselves; so only hills whose foot is above
 * the line's lowest point are looked for. Each is looked for where the stretch is inside its outline or slope band (between
 * the places its own edges cut the stretch), and there the hill must be the highest ground: where a
 * higher hill stands over it, the cuts of every hill of its level or higher decide.
 */
export function hillsOver(
  terrain: TerrainIndex,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  t0: number,
  t1: number,
  met: ReadonlySet<string> = new Set(),
): { hill: HillFeature; t: number }[] {
  const x = (t: number) => ax + (bx - ax) * t;
  const y = (t: number) => ay + (by - ay) * t;
  const lh = terrain.levelHeightYards;
  const low = Math.min(az + (bz - az) * t0, az + (bz - az) * t1);
  const x0 = Math.min(x(t0), x(t1));
  const x1 = Math.max(x(t0), x(t1));
  const y0 = Math.min(y(t0), y(t1));
  const y1 = Math.max(y(t0), y(t1));
  const out: { hill: HillFeature; t: number }[] = [];
  // The first piece of t0..t1 between `cuts` (shares of the stretch) whose middle stands on `hill`.
  const firstOn = (
    hill: HillFeature,
    u0: number,
    u1: number,
    cuts: readonly number[],
    inside?: (u: number) => boolean,
  ): number | null => {
    for (let i = 0; i + 1 < cuts.length; i++) {
      const a = u0 + (u1 - u0) * cuts[i]!;
      const b = u0 + (u1 - u0) * cuts[i + 1]!;
      const m = (a + b) / 2;
      if (inside && !inside(m)) continue;
      const on = standingAt(terrain, x(m), y(m), false).hill;
      if (on === hill) return a;
      if (!inside || !on) continue;
      // A higher hill stands over this piece somewhere: cut it by every hill of this level or higher.
      const finer = groundLawCuts(terrain, [x(a), y(a)], [x(b), y(b)], [0], (h) => h.level >= hill.level);
      const t: number | null = finer ? firstOn(hill, a, b, finer) : null;
      if (t !== null) return t;
    }
    return null;
  };
  for (const h of terrain.hills) {
    const hill = h.hill;
    if (met.has(hill.id) || (hill.level - 1) * lh <= low) continue;
    if (h.minX > x1 || h.maxX < x0 || h.minY > y1 || h.maxY < y0) continue;
    const cuts = groundLawCuts(terrain, [x(t0), y(t0)], [x(t1), y(t1)], [0], (f) => f === hill);
    if (!cuts) continue;
    const inside = (t: number) =>
      ringContains(h.edges, x(t), y(t)) ||
      ringDistanceWithin(h.edges, x(t), y(t), hill.slopeInches) < hill.slopeInches;
    const t = firstOn(hill, t0, t1, cuts, inside);
    if (t !== null) out.push({ hill, t });
  }
  return out.sort((p, q) => p.t - q.t);
}
