import type { OwnArea } from "./own-areas";
import { ringExitParam } from "./ring-edges";
import type { SightGeometry } from "./sight-geometry";

/** Casts run over t in (T_EPS, 1 − T_EPS): a line's ends never count as hits. */
const T_EPS = 1e-6;
/** How far past an own area's wall its stretch of sight line extends, inches. */
export const AREA_WALL_TOLERANCE_INCHES = 2e-3;

/** What one sight line met. Reused between calls to keep hot loops allocation-free. */
export interface LineHit {
  /** feature index hit, or −1 when clear */
  feature: number;
  /** parameter along the line of the hit (closest casts only) */
  t: number;
  /** the own area whose 40-yard edge rule stopped the line, if that is what stopped it */
  areaRule: OwnArea | null;
}

/** A fresh scratch hit record. */
export const newLineHit = (): LineHit => ({ feature: -1, t: 0, areaRule: null });

const NO_IGNORE: number[] = [];
const indexCache = new WeakMap<readonly OwnArea[], number[]>();
/** The feature indices of a list of own areas, computed once per list. */
function indicesOf(areas: readonly OwnArea[]): number[] {
  let v = indexCache.get(areas);
  if (!v) {
    v = areas.map((a) => a.index);
    indexCache.set(areas, v);
  }
  return v;
}

/**
 * Casts the sight line a→b (heights in yards) through the LOS geometry, letting each end's own areas
 * pass it near that end only: the stretch from a until it leaves a's areas ignores them, likewise at b,
 * and the middle ignores nothing, so a line that leaves the woods and re-enters it is still blocked.
 * When `closest` is set the hit nearest a is found; otherwise any hit will do. `aboveTerrain` is the
 * caller's word that a and b are above the terrain; any-hit casts then pass it on for each stretch
 * (SightGeometry.anyHit), whose own ends may not be: the stretches are cast until one is blocked, so
 * between them they cover the whole line, and a line that crosses the top of a hill between two ends
 * above the terrain also crosses one of its slopes somewhere along it. `tFrom` starts the cast further
 * along the same line (own areas and sight limits as for the whole line), so a verdict can look past
 * what a line met first (line-meets.ts); the maps never pass it.
 */
export function castLine(
  geo: SightGeometry,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  ownA: readonly OwnArea[],
  ownB: readonly OwnArea[],
  closest: boolean,
  out: LineHit,
  aboveTerrain = false,
  tFrom = T_EPS,
): LineHit {
  out.areaRule = null;
  out.feature = -1;
  if (ownA.length === 0 && ownB.length === 0) {
    geo.setIgnored(NO_IGNORE);
    out.feature = closest
      ? geo.closestHit(ax, ay, az, bx, by, bz, tFrom, 1 - T_EPS)
      : geo.anyHit(ax, ay, az, bx, by, bz, tFrom, 1 - T_EPS, undefined, aboveTerrain);
    out.t = closest ? geo.lastT : 0;
    return out;
  }
  const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
  let tA = 0;
  let tB = 1;
  // The nearest point where an own area's edge rule stops the line (a closest cast only: any hit
  // will do for the others, so they stop at the first rule found).
  let rule: OwnArea | null = null;
  let ruleT = 1 - T_EPS;
  for (const area of ownA) {
    const te = ringExitParam(ax, ay, bx, by, area.ring, false, area.limitInches);
    if (te * len > area.limitInches) {
      const t = area.limitInches / len;
      if (!closest) return ruleHit(out, area, t);
      if (rule === null || t < ruleT) {
        rule = area;
        ruleT = t;
      }
    }
    if (te > tA) tA = te;
  }
  for (const area of ownB) {
    const ts = ringExitParam(ax, ay, bx, by, area.ring, true, area.limitInches);
    if ((1 - ts) * len > area.limitInches) {
      const t = 1 - area.limitInches / len;
      if (!closest) return ruleHit(out, area, t);
      if (rule === null || t < ruleT) {
        rule = area;
        ruleT = t;
      }
    }
    if (ts < tB) tB = ts;
  }
  // Own-area walls sit exactly where the line leaves (or enters) the area; let each own-area stretch
  // overlap the middle one by a hair so float32 round-off cannot count the ignored wall as a hit.
  const d = AREA_WALL_TOLERANCE_INCHES / Math.max(len, 1e-9);
  // A line the edge rule stops is still cast up to that point, so that terrain nearer the observer
  // (the ridge a line runs into before it has gone 40 yards through the far village) is named first.
  if (tA + d >= tB - d) {
    geo.setIgnored([...indicesOf(ownA), ...indicesOf(ownB)]);
    castPart(geo, ax, ay, az, bx, by, bz, tFrom, ruleT, closest, out, aboveTerrain);
    return rule && out.feature < 0 ? ruleHit(out, rule, ruleT) : out;
  }
  if (ownA.length > 0) {
    geo.setIgnored(indicesOf(ownA));
    const tEnd = Math.min(tA + d, ruleT);
    if (castPart(geo, ax, ay, az, bx, by, bz, tFrom, tEnd, closest, out, aboveTerrain).feature >= 0)
      return out;
  }
  geo.setIgnored(NO_IGNORE);
  // The middle runs to the line's very ends where an end has no own areas (it stopped a hair short
  // of them, so a wall or cloud within 2e-3" of a target in the open went unseen from inside a wood).
  const t0 = ownA.length > 0 ? Math.max(tA + d, tFrom) : tFrom;
  const t1 = ownB.length > 0 ? Math.min(tB - d, ruleT) : ruleT;
  castPart(geo, ax, ay, az, bx, by, bz, t0, t1, closest, out, aboveTerrain);
  if (out.feature < 0 && ownB.length > 0) {
    geo.setIgnored(indicesOf(ownB));
    castPart(geo, ax, ay, az, bx, by, bz, Math.max(tB - d, tFrom), ruleT, closest, out, aboveTerrain);
  }
  return rule && out.feature < 0 ? ruleHit(out, rule, ruleT) : out;
}

/** Records that an own area's edge rule stopped the line at t. */
function ruleHit(out: LineHit, area: OwnArea, t: number): LineHit {
  out.feature = area.index;
  out.t = t;
  out.areaRule = area;
  return out;
}

function castPart(
  geo: SightGeometry,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  t0: number,
  t1: number,
  closest: boolean,
  out: LineHit,
  aboveTerrain: boolean,
): LineHit {
  if (t1 <= t0) {
    out.feature = -1;
    return out;
  }
  out.feature = closest
    ? geo.closestHit(ax, ay, az, bx, by, bz, t0, t1)
    : geo.anyHit(ax, ay, az, bx, by, bz, t0, t1, undefined, aboveTerrain);
  if (out.feature >= 0) out.t = closest ? geo.lastT : t0;
  return out;
}

/**
 * castLine for a column of targets over one plan point, as an any-hit cast from a to each of
 * (bx, by, bz[k]) (`bz` ascending): the least k0 such that castLine finds every line k0..end clear, so
 * bz.length when the highest is blocked. The own areas' stretches and sight limits are worked out in
 * plan, once for all the lines (they do not depend on height), and each stretch is one fan walk
 * (SightGeometry.fanClearFrom, which the geometry must have).
 */
export function castFan(
  geo: SightGeometry,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: readonly number[],
  ownA: readonly OwnArea[],
  ownB: readonly OwnArea[],
  aboveTerrain = false,
): number {
  const none = bz.length;
  if (ownA.length === 0 && ownB.length === 0) {
    geo.setIgnored(NO_IGNORE);
    return geo.fanClearFrom!(ax, ay, az, bx, by, bz, aboveTerrain, T_EPS, 1 - T_EPS);
  }
  // castLine's own-area loops, for an any-hit cast: a rule stops every line of the column alike. One
  // stretch planner shared by the two measured 1-10% slower on castLine's all-pairs LOS (river-town,
  // 6 alternating runs), so they stay apart; tests/core/los/cast-line-cover.test.ts checks that both
  // cast the same stretches.
  const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
  let tA = 0;
  let tB = 1;
  const ruleT = 1 - T_EPS;
  for (const area of ownA) {
    const te = ringExitParam(ax, ay, bx, by, area.ring, false, area.limitInches);
    if (te * len > area.limitInches) return none;
    if (te > tA) tA = te;
  }
  for (const area of ownB) {
    const ts = ringExitParam(ax, ay, bx, by, area.ring, true, area.limitInches);
    if ((1 - ts) * len > area.limitInches) return none;
    if (ts < tB) tB = ts;
  }
  const d = AREA_WALL_TOLERANCE_INCHES / Math.max(len, 1e-9);
  if (tA + d >= tB - d) {
    geo.setIgnored([...indicesOf(ownA), ...indicesOf(ownB)]);
    return geo.fanClearFrom!(ax, ay, az, bx, by, bz, aboveTerrain, T_EPS, ruleT);
  }
  // The stretches castLine casts, each over every line; a line is clear where all of them are.
  let k0 = 0;
  if (ownA.length > 0)
    k0 = fanPart(
      geo,
      ax,
      ay,
      az,
      bx,
      by,
      bz,
      aboveTerrain,
      indicesOf(ownA),
      T_EPS,
      Math.min(tA + d, ruleT),
      k0,
    );
  const t0 = ownA.length > 0 ? Math.max(tA + d, T_EPS) : T_EPS;
  const t1 = ownB.length > 0 ? Math.min(tB - d, ruleT) : ruleT;
  k0 = fanPart(geo, ax, ay, az, bx, by, bz, aboveTerrain, NO_IGNORE, t0, t1, k0);
  if (ownB.length > 0)
    k0 = fanPart(geo, ax, ay, az, bx, by, bz, aboveTerrain, indicesOf(ownB), tB - d, ruleT, k0);
  return k0;
}

/** One stretch of castFan over the lines still clear: the new least clear index (k0 if none worse). */
function fanPart(
  geo: SightGeometry,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: readonly number[],
  aboveTerrain: boolean,
  ignored: readonly number[],
  t0: number,
  t1: number,
  k0: number,
): number {
  if (k0 === bz.length || t1 <= t0) return k0;
  geo.setIgnored(ignored);
  return Math.max(k0, geo.fanClearFrom!(ax, ay, az, bx, by, bz, aboveTerrain, t0, t1));
}
