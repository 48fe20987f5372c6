import type { Catalog } from "../../../core/catalog/schema";
import { type Pt, pointInPolygon } from "../../../core/geom2d";
import { formatTableLength, type LengthUnit } from "../../../core/table/length-unit";
import type { Table } from "../../../core/table/schema";
import type { Placement } from "../../../core/units/placement";
import { placementsWithPreview } from "../../store/derived";
import type { Anchor, UnitPreview } from "../../store/types";

/**
 * Tape-measure distances. Units are measured between the closest edges of their bases, as the CLI and
 * the rules do (core/table/terrain.ts footprintGap); a point is a base of no size.
 */

/** A measured distance and the two closest points it runs between. */
export interface Measurement {
  inches: number;
  yards: number;
  from: Pt;
  to: Pt;
}

function closestOnSegment(p: Pt, a: Pt, b: Pt): Pt {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.min(1, Math.max(0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return [a[0] + t * dx, a[1] + t * dy];
}

function segmentsCross(a: Pt, b: Pt, c: Pt, d: Pt): Pt | null {
  const r = [b[0] - a[0], b[1] - a[1]];
  const s = [d[0] - c[0], d[1] - c[1]];
  const den = r[0]! * s[1]! - r[1]! * s[0]!;
  if (Math.abs(den) < 1e-12) return null;
  const t = ((c[0] - a[0]) * s[1]! - (c[1] - a[1]) * s[0]!) / den;
  const u = ((c[0] - a[0]) * r[1]! - (c[1] - a[1]) * r[0]!) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? [a[0] + t * r[0]!, a[1] + t * r[1]!] : null;
}

/**
 * Closest points between two shapes, each a polygon (≥ 3 points) or a single point. Overlapping shapes
 * are 0 apart.
 */
export function closestPoints(a: readonly Pt[], b: readonly Pt[]): { from: Pt; to: Pt; distance: number } {
  if (b.length >= 3 && pointInPolygon(a[0]![0], a[0]![1], b)) return { from: a[0]!, to: a[0]!, distance: 0 };
  if (a.length >= 3 && pointInPolygon(b[0]![0], b[0]![1], a)) return { from: b[0]!, to: b[0]!, distance: 0 };
  const edges = (r: readonly Pt[]): [Pt, Pt][] =>
    r.length === 1 ? [[r[0]!, r[0]!]] : r.map((p, i) => [p, r[(i + 1) % r.length]!] as [Pt, Pt]);
  let best = { from: a[0]!, to: b[0]!, distance: Number.POSITIVE_INFINITY };
  const consider = (from: Pt, to: Pt) => {
    const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
    if (d < best.distance) best = { from, to, distance: d };
  };
  for (const [p, q] of edges(a))
    for (const [r, s] of edges(b)) {
      const x = segmentsCross(p, q, r, s);
      if (x) return { from: x, to: x, distance: 0 };
      consider(p, closestOnSegment(p, r, s));
      consider(q, closestOnSegment(q, r, s));
      consider(closestOnSegment(r, p, q), r);
      consider(closestOnSegment(s, p, q), s);
    }
  return best;
}

/** The shape of an anchor: a unit's footprint (with any drag preview applied) or a point. */
export function anchorShape(anchor: Anchor, placements: readonly Placement[]): readonly Pt[] | null {
  if (anchor.kind === "point") return [anchor.at];
  return placements.find((p) => p.id === anchor.id)?.footprint ?? null;
}

/** Measures between two anchors; null when a unit no longer exists. */
export function measureBetween(
  table: Table,
  catalog: Catalog,
  a: Anchor,
  b: Anchor,
  preview: UnitPreview | null = null,
): Measurement | null {
  const placements = placementsWithPreview(table, catalog, preview);
  const sa = anchorShape(a, placements);
  const sb = anchorShape(b, placements);
  if (!sa || !sb) return null;
  const c = closestPoints(sa, sb);
  return { inches: c.distance, yards: c.distance * table.yardsPerInch, from: c.from, to: c.to };
}

/** Formats a measurement the way the panel shows it, in the table's unit: 12.3" (615 yd), 31.2 cm (…). */
export function formatMeasurement(m: Measurement, unit?: LengthUnit): string {
  return `${formatTableLength(m.inches, unit)} (${Math.round(m.yards)} yd)`;
}
