import { bounds, distanceToPolyline, distSqPointSegment, type Pt, pointInPolygon } from "../../core/geom2d";
import type { Table } from "../../core/table/schema";
import { type ShapeForm, shapeGeometry } from "../store/shapes";
import type { ShapeRef } from "../store/types";
import { featureAt } from "./hit";

/**
 * Hit tests and geometry for the editor's shapes (features, deployment zones, objectives): which handle
 * of the selected shape is under the pointer, where its edge midpoints and radius handle are, and how far
 * a whole shape may move before it leaves the table. No React, no three.
 */

/** A shape's editable geometry: its points (the centre alone for round shapes), form and radius. */
export interface ShapeGeometry {
  points: readonly Pt[];
  form: ShapeForm;
  radiusInches: number;
  /** half the drawn width of a path (roads, trenches, walls…), for hitting its body */
  halfWidthInches: number;
}

/** The selected shape's geometry, or null when the table no longer has it. */
export function editableGeometry(table: Table, ref: ShapeRef): ShapeGeometry | null {
  const g = shapeGeometry(table, ref);
  if (!g) return null;
  let halfWidthInches = 0;
  if (ref.kind === "feature") {
    const f = table.features.find((x) => x.id === ref.id);
    if (f && "widthInches" in f) halfWidthInches = f.widthInches / 2;
    else if (f && "thicknessInches" in f) halfWidthInches = f.thicknessInches / 2;
  }
  return { ...g, halfWidthInches };
}

/** The edges of a shape as [from, to] index pairs; outlines include the closing edge. */
export function edges(points: readonly Pt[], form: ShapeForm): [number, number][] {
  if (form === "round") return [];
  const n = points.length;
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < n; i++) out.push([i, i + 1]);
  if (form === "outline" && n >= 3) out.push([n - 1, 0]);
  return out;
}

/** The midpoint of every edge; dragging one inserts a point there. Index i is the edge after point i. */
export function edgeMidpoints(points: readonly Pt[], form: ShapeForm): Pt[] {
  return edges(points, form).map(([a, b]) => {
    const p = points[a]!;
    const q = points[b]!;
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2] as Pt;
  });
}

/** Where the radius handle of a round shape sits: east of the centre, or west near the table's edge. */
export function radiusHandle(center: Pt, radiusInches: number, tableWidth: number): Pt {
  const east = center[0] + radiusInches;
  return east <= tableWidth ? [east, center[1]] : [center[0] - radiusInches, center[1]];
}

/** The nearest point on any edge of a shape, with the edge's index and its distance. */
export function nearestOnEdges(
  points: readonly Pt[],
  form: ShapeForm,
  p: Pt,
): { edge: number; at: Pt; distance: number } | null {
  let best: { edge: number; at: Pt; distance: number } | null = null;
  for (const [i, [a, b]] of edges(points, form).entries()) {
    const pa = points[a]!;
    const pb = points[b]!;
    const dx = pb[0] - pa[0];
    const dy = pb[1] - pa[1];
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.min(1, Math.max(0, ((p[0] - pa[0]) * dx + (p[1] - pa[1]) * dy) / len2)) : 0;
    const distance = Math.sqrt(distSqPointSegment(p[0], p[1], pa, pb));
    if (!best || distance < best.distance) best = { edge: i, at: [pa[0] + t * dx, pa[1] + t * dy], distance };
  }
  return best;
}

/** What part of the selected shape a press lands on. */
export type ShapeHandle =
  | { kind: "vertex"; index: number }
  /** a new point after `edge`: from its midpoint handle, or anywhere on it with Alt */
  | { kind: "insert"; edge: number; at: Pt }
  | { kind: "radius" }
  | { kind: "body" };

/**
 * The handle of a shape under a point, in order: a vertex, the radius handle, an edge midpoint, with
 * `onEdge` any point of an edge, then the body. `tolerance` is in inches (a few screen pixels).
 */
export function handleAt(
  g: ShapeGeometry,
  p: Pt,
  tolerance: number,
  opts: { onEdge: boolean; tableWidth: number },
): ShapeHandle | null {
  const near = (q: Pt, tol = tolerance) => Math.hypot(q[0] - p[0], q[1] - p[1]) <= tol;
  let vertex: number | null = null;
  let bestD = tolerance;
  g.points.forEach((q, i) => {
    const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (d <= bestD) {
      vertex = i;
      bestD = d;
    }
  });
  if (vertex !== null) return { kind: "vertex", index: vertex };
  if (g.form === "round") {
    if (near(radiusHandle(g.points[0]!, g.radiusInches, opts.tableWidth))) return { kind: "radius" };
    const c = g.points[0]!;
    return Math.hypot(p[0] - c[0], p[1] - c[1]) <= g.radiusInches + tolerance ? { kind: "body" } : null;
  }
  const mids = edgeMidpoints(g.points, g.form);
  const mid = mids.findIndex((m) => near(m));
  if (mid >= 0) return { kind: "insert", edge: mid, at: mids[mid]! };
  const edge = nearestOnEdges(g.points, g.form, p);
  if (opts.onEdge && edge && edge.distance <= Math.max(tolerance, g.halfWidthInches))
    return { kind: "insert", edge: edge.edge, at: edge.at };
  if (g.form === "outline") return pointInPolygon(p[0], p[1], g.points) ? { kind: "body" } : null;
  return distanceToPolyline(p[0], p[1], g.points) <= g.halfWidthInches + tolerance ? { kind: "body" } : null;
}

/**
 * The shape under a point, for selecting: an objective's circle first (it is painted on top), then a
 * feature (`featureAt`: thin paths and smoke, then the smallest area), then a deployment zone.
 */
export function shapeAt(table: Table, p: Pt, tolerance: number): ShapeRef | null {
  const obj = table.objectives.find(
    (o) => Math.hypot(o.at[0] - p[0], o.at[1] - p[1]) <= o.radiusInches + tolerance,
  );
  if (obj) return { kind: "objective", id: obj.id };
  const f = featureAt(table, p, tolerance);
  if (f) return { kind: "feature", id: f };
  const zone = table.deploymentZones.findIndex((z) => pointInPolygon(p[0], p[1], z.outline));
  return zone >= 0 ? { kind: "zone", index: zone } : null;
}

/** Clamps a translation so every point stays on the table (the validator's rule for all shapes). */
export function clampTranslation(
  points: readonly Pt[],
  dx: number,
  dy: number,
  width: number,
  depth: number,
): [number, number] {
  const { minX, minY, maxX, maxY } = bounds(points);
  return [Math.min(width - maxX, Math.max(-minX, dx)), Math.min(depth - maxY, Math.max(-minY, dy))];
}

/** A point clamped onto the table. */
export function clampPoint(p: Pt, width: number, depth: number): Pt {
  return [Math.min(width, Math.max(0, p[0])), Math.min(depth, Math.max(0, p[1]))];
}
