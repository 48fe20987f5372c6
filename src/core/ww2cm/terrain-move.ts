import {
  distanceToPolyline,
  type Pt,
  pointInPolygon,
  polylineTouchesRing,
  segmentsIntersect,
} from "../geom2d";
import { cmToInches, inchesToCm } from "../table/length-unit";
import type { AreaFeature, PathFeature, Table } from "../table/schema";
import { pathHalfWidth } from "../table/terrain";
import { TERRAIN_MOVE } from "./data";

/**
 * seed 002, Moving through terrain (infantry), read from the table's own features: what one model's
 * straight move from a point to another crosses, and what the chart makes of it. Positions are table cm;
 * the table is held in inches (core/table/length-unit.ts). The set-up names what the table file has no
 * word for (`ground`: marsh, shallow water), project default.
 */

/** What the set-up may call an area feature that the table's types do not say (project default). */
export const GROUND_KINDS = ["marsh", "shallow"] as const;
export type GroundKind = (typeof GROUND_KINDS)[number];

/** The table and the set-up's words for its features. */
export interface Ww2Terrain {
  table: Table;
  groundKinds: ReadonlyMap<string, GroundKind>;
}

/** What a model's path meets, by the chart's rows. */
export interface PathTerrain {
  /** the slowest cap of any ground the path touches, cm, with its reason; null when none slows it */
  cap: { cm: number; why: string } | null;
  /** hedges and walls it climbs over (each "a whole turn") */
  climbed: string[];
  /** wire it crosses (ending beyond it), and wire it comes to rest on (not having started on it) */
  wireCrossed: string[];
  wireReached: string[];
  /** trenches it crosses */
  trenches: PathFeature[];
}

const P = (x: number, y: number): Pt => [cmToInches(x), cmToInches(y)];

/** The water's kind at a feature: the set-up's "shallow" is normal ground; fordable wades; deep swims. */
function waterKind(t: Ww2Terrain, f: AreaFeature): "wading" | "swimming" | null {
  if (f.type !== "water" || t.groundKinds.get(f.id) === "shallow") return null;
  return f.fordable ? "wading" : "swimming";
}

/** The chart's movement cap of an area feature, or null (seed 002, Moving through terrain). */
export function areaCap(t: Ww2Terrain, f: AreaFeature): { cm: number; why: string } | null {
  const label = `${f.id}`;
  if (t.groundKinds.get(f.id) === "marsh") return { cm: TERRAIN_MOVE.slowCm.value, why: `marsh ${label}` };
  const water = waterKind(t, f);
  if (water === "swimming") return { cm: TERRAIN_MOVE.swimCm.value, why: `swimming in ${label}` };
  if (water === "wading") return { cm: TERRAIN_MOVE.slowCm.value, why: `wading in ${label}` };
  if (f.type === "rubble") return { cm: TERRAIN_MOVE.slowCm.value, why: `rubble ${label}` };
  if (f.type === "woods") return { cm: TERRAIN_MOVE.slowCm.value, why: `dense foliage ${label}` };
  return null;
}

/** A hedge deeper than 4 cm is pushed through as foliage; any other hedge or a wall is climbed. */
const deepHedge = (f: PathFeature) =>
  f.type === "hedge" && inchesToCm(f.thicknessInches) > TERRAIN_MOVE.hedgeDepthCm.value + 1e-9;

/** True when the segment a–b crosses the path's line (or touches it). */
function crosses(f: PathFeature, a: Pt, b: Pt): boolean {
  for (let i = 0; i + 1 < f.path.length; i++)
    if (segmentsIntersect(a, b, f.path[i]!, f.path[i + 1]!)) return true;
  return false;
}

/** True when a point (cm) lies on a path feature's footprint. */
export function onPath(f: PathFeature, x: number, y: number): boolean {
  const [px, py] = P(x, y);
  return distanceToPolyline(px, py, f.path) <= pathHalfWidth(f) + 1e-9;
}

/** What one model's move from `from` to `to` (cm) meets on the table. */
export function pathTerrain(
  t: Ww2Terrain,
  from: { x: number; y: number },
  to: { x: number; y: number },
): PathTerrain {
  const a = P(from.x, from.y);
  const b = P(to.x, to.y);
  let cap: PathTerrain["cap"] = null;
  const out: PathTerrain = { cap, climbed: [], wireCrossed: [], wireReached: [], trenches: [] };
  for (const f of t.table.features) {
    if ("outline" in f) {
      if (!polylineTouchesRing([a, b], f.outline)) continue;
      const c = areaCap(t, f);
      if (c && (!cap || c.cm < cap.cm)) cap = c;
      continue;
    }
    if (!("path" in f)) continue;
    const crossed = crosses(f, a, b);
    if (f.type === "hedge" || f.type === "wall") {
      if (!crossed) continue;
      if (deepHedge(f)) {
        const c = { cm: TERRAIN_MOVE.slowCm.value, why: `through the deep hedge ${f.id}` };
        if (!cap || c.cm < cap.cm) cap = c;
      } else out.climbed.push(f.id);
    } else if (f.type === "wire") {
      const ends = onPath(f, to.x, to.y);
      if (crossed && !ends) out.wireCrossed.push(f.id);
      if (ends && !onPath(f, from.x, from.y)) out.wireReached.push(f.id);
    } else if (f.type === "trench" && crossed) out.trenches.push(f);
  }
  out.cap = cap;
  return out;
}

/** The water a point (cm) stands in, by the chart: "swimming" ("cannot stop"), "wading" (never pinned). */
export function waterAt(t: Ww2Terrain, x: number, y: number): "wading" | "swimming" | null {
  const [px, py] = P(x, y);
  let out: "wading" | "swimming" | null = null;
  for (const f of t.table.features)
    if ("outline" in f && pointInPolygon(px, py, f.outline)) out = waterKind(t, f) ?? out;
  return out;
}

/** The storeys of a building feature holding a point (cm), or 0 (project default: 3 yd a storey). */
export function storeysAt(t: Ww2Terrain, x: number, y: number, storeyYards: number): number {
  const [px, py] = P(x, y);
  let n = 0;
  for (const f of t.table.features)
    if ((f.type === "building" || f.type === "built-up") && pointInPolygon(px, py, f.outline))
      n = Math.max(n, Math.floor(f.heightYards / storeyYards + 1e-9));
  return n;
}

/** The area features holding a point (cm): the "piece of cover" a sniper stands in. */
export function featuresHolding(t: Ww2Terrain, x: number, y: number): string[] {
  const [px, py] = P(x, y);
  return t.table.features.filter((f) => "outline" in f && pointInPolygon(px, py, f.outline)).map((f) => f.id);
}
