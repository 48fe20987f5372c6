import type { Catalog } from "../../core/catalog/schema";
import { distanceToPolyline, distanceToRing, type Pt, pointInPolygon, signedArea } from "../../core/geom2d";
import type { Table } from "../../core/table/schema";
import { worldOf } from "../store/derived";

/** Hit tests on table coordinates: which unit, feature or vertex is under a point. */

/** The unit whose base holds the point, or lies within `tolerance` inches of it (nearest first). */
export function unitAt(table: Table, catalog: Catalog, p: Pt, tolerance: number): string | null {
  let best: string | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const u of worldOf(table, catalog).placements) {
    const d = pointInPolygon(p[0], p[1], u.footprint) ? 0 : distanceToRing(p[0], p[1], u.footprint);
    if (d <= tolerance && d < bestD) {
      best = u.id;
      bestD = d;
    }
  }
  return best;
}

/**
 * The feature under a point: a path or smoke near it first (they are thin or on top), then the
 * smallest area holding it (so a hill's top level wins over the level below).
 */
export function featureAt(table: Table, p: Pt, tolerance: number): string | null {
  let best: string | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const f of table.features) {
    if ("path" in f) {
      const half =
        "widthInches" in f ? f.widthInches / 2 : "thicknessInches" in f ? f.thicknessInches / 2 : 0;
      const d = distanceToPolyline(p[0], p[1], f.path) - half;
      if (d <= tolerance && d < bestD) {
        best = f.id;
        bestD = d;
      }
    } else if (f.type === "smoke") {
      const d = Math.hypot(p[0] - f.center[0], p[1] - f.center[1]) - f.radiusInches;
      if (d <= 0 && d < bestD) {
        best = f.id;
        bestD = d;
      }
    }
  }
  if (best) return best;
  let bestArea = Number.POSITIVE_INFINITY;
  for (const f of table.features) {
    if (!("outline" in f) || !pointInPolygon(p[0], p[1], f.outline)) continue;
    const a = Math.abs(signedArea(f.outline));
    if (a < bestArea) {
      best = f.id;
      bestArea = a;
    }
  }
  return best;
}
