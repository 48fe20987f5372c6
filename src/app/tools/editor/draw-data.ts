import type { Pt } from "../../../core/geom2d";

/** Which kind of shape a draw tool makes. */
export interface DrawData {
  kind: "area" | "path";
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
