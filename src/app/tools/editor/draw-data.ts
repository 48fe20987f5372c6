import type { Pt } from "../../../core/geom2d";

/** Which kind of shape a draw tool makes: an area feature, a path feature or a deployment zone. */
export interface DrawData {
  kind: "area" | "path" | "zone";
  /** table inches per screen pixel at the last click, for Enter-to-finish tolerances */
  inchesPerPixel: number;
}

/** Drops points that repeat the one before (a double-click lands twice on the same spot). */
export function dedupe(points: readonly Pt[], tolerance: number): Pt[] {
  const out: Pt[] = [];
  for (const p of points) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) > tolerance) out.push(p);
  }
  return out;
}

/** Whether a drawing closes into an outline (areas and zones) or stays an open path. */
export const closes = (kind: DrawData["kind"]): boolean => kind !== "path";
