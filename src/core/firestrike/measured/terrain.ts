import { distanceToPolyline, lineIntersection, type Pt, segmentsIntersect } from "../../geom2d";
import type { PathFeature, Table } from "../../table/schema";
import { areasAt, standingAt, type TerrainIndex } from "../../table/terrain";
import type { Crossing, PathLeg, PathTerrain, TerrainHere } from "../oracle";
import type { Point } from "../state";
import type { AreaTerrain, LinearTerrain } from "../vocab";

/**
 * Firestrike terrain read from a `sightline-table/1` table: which area terrain lies under a point, what
 * a path runs through and which linear obstacles it crosses. Paths are sampled every 0.1" along each
 * leg, so terrain boundaries are placed to within 0.1".
 */

const STEP_INCHES = 0.1;

/** Classifies the terrain under a point of a table. */
export function terrainOfPoint(table: Table, index: TerrainIndex, p: Point): TerrainHere {
  const terrain = new Set<AreaTerrain>();
  const featureIds: string[] = [];
  for (const a of areasAt(index, p[0], p[1])) {
    featureIds.push(a.id);
    if (a.type === "water") terrain.add(a.fordable ? "water" : "deep-water");
    else if (a.type !== "hill") terrain.add(a.type);
  }
  if (standingAt(index, p[0], p[1]).onSlope) terrain.add("hill-slope");
  for (const f of table.features) {
    if (f.type !== "road" && f.type !== "trench") continue;
    if (distanceToPolyline(p[0], p[1], f.path) <= f.widthInches / 2) {
      terrain.add(f.type);
      featureIds.push(f.id);
    }
  }
  return { terrain: terrain.size > 0 ? [...terrain].sort() : ["open"], featureIds };
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The linear terrain a path feature is, or null for roads and trenches (areas for movement). */
function linearKind(f: PathFeature): LinearTerrain | null {
  if (f.type === "wall") return "wall";
  if (f.type === "hedge") return "hedge";
  if (f.type === "wire") return f.wireType === "heavy" ? "wire-heavy" : "wire-medium";
  return null;
}

/** Where a straight leg crosses walls, hedges and wire. */
function crossingsOf(table: Table, p: Point, q: Point, walked: number): Crossing[] {
  const out: Crossing[] = [];
  for (const f of table.features) {
    if (!("path" in f)) continue;
    const kind = linearKind(f);
    if (!kind) continue;
    let along = 0;
    for (let i = 0; i + 1 < f.path.length; i++) {
      const a = f.path[i]!;
      const b = f.path[i + 1]!;
      if (segmentsIntersect(p, q, a, b)) {
        const x = lineIntersection(p, q, a, b) ?? (p as Pt);
        out.push({
          kind,
          featureId: f.id,
          at: [x[0], x[1]],
          alongPathInches: walked + Math.hypot(x[0] - p[0], x[1] - p[1]),
          alongFeatureInches: along + Math.hypot(x[0] - a[0], x[1] - a[1]),
          widthInches:
            f.type === "wire"
              ? f.widthInches
              : f.type === "wall" || f.type === "hedge"
                ? f.thicknessInches
                : 0,
        });
      }
      along += Math.hypot(b[0] - a[0], b[1] - a[1]);
    }
  }
  return out;
}

/** What a path of straight legs runs through. */
export function terrainOfPath(table: Table, index: TerrainIndex, path: readonly Point[]): PathTerrain {
  const legs: PathLeg[] = [];
  const crossings: Crossing[] = [];
  const minefields = new Set<string>();
  const minefieldIds = new Set(table.features.filter((f) => f.type === "minefield").map((f) => f.id));
  let walked = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    const p = path[i]!;
    const q = path[i + 1]!;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    const steps = Math.max(1, Math.ceil(len / STEP_INCHES));
    for (let k = 0; k < steps; k++) {
      const m = (k + 0.5) / steps;
      const here = terrainOfPoint(table, index, [p[0] + (q[0] - p[0]) * m, p[1] + (q[1] - p[1]) * m]);
      for (const id of here.featureIds) if (minefieldIds.has(id)) minefields.add(id);
      const last = legs[legs.length - 1];
      if (last && k > 0 && same(last.terrain, here.terrain)) last.lengthInches += len / steps;
      else legs.push({ lengthInches: len / steps, terrain: here.terrain });
    }
    crossings.push(...crossingsOf(table, p, q, walked));
    walked += len;
  }
  crossings.sort((a, b) => a.alongPathInches - b.alongPathInches);
  return { legs, crossings, minefields: [...minefields].sort() };
}
