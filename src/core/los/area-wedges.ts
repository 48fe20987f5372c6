import { distSqPointSegment } from "../geom2d";
import type { OwnArea } from "./own-areas";
import { firstWedge, gapFromZero, lastWedge, WEDGES, wedgeOf, wrapWedge } from "./polar-bins";

/** Slack on a sight limit, inches (relative and absolute), beyond float round-off of a crossing. */
const REL = 1e-9;
const ABS = 1e-6;

/**
 * The woods rule for maps, per azimuth wedge (polar-bins.ts): for an observer standing in woods or a
 * town, the flat distance from one eye point beyond which every sight line in a wedge is ruled out by
 * that area's sight limit (Infinity where none is). castLine rules a line out when it leaves none of
 * the eye's own areas within the area's limit (ringExitParam finds no crossing of its outline that
 * near) and runs on past it; a line in wedge w crosses an outline edge only where the edge spans w,
 * so if every edge spanning w is further from the eye than the limit, every line in w longer than
 * the limit is ruled out, with no crossing worked out. Edges are taken at their distance from the eye
 * and their box's wedges (both generous), so the table only ever claims less than castLine finds.
 */
export class AreaWedges {
  /** per wedge, the distance beyond which lines are ruled out */
  private readonly beyond = new Float64Array(WEDGES);
  /** per wedge, the nearest outline edge that spans it (scratch per area) */
  private readonly nearest = new Float64Array(WEDGES);
  private ex = 0;
  private ey = 0;

  /** Fills the table for the eye (ex, ey) standing in `own`. */
  build(ex: number, ey: number, own: readonly OwnArea[]): void {
    this.ex = ex;
    this.ey = ey;
    const beyond = this.beyond.fill(Number.POSITIVE_INFINITY);
    for (const area of own) {
      const limit = area.limitInches;
      if (!(limit < Number.POSITIVE_INFINITY)) continue;
      const nearest = this.nearest.fill(Number.POSITIVE_INFINITY);
      const ring = area.ring;
      for (let i = 0, n = ring.length; i < n; i++) {
        const p = ring[i]!;
        const q = ring[i + 1 === n ? 0 : i + 1]!;
        const d = Math.sqrt(distSqPointSegment(ex, ey, p, q));
        const x0 = Math.min(p[0], q[0]) - ex;
        const y0 = Math.min(p[1], q[1]) - ey;
        const x1 = Math.max(p[0], q[0]) - ex;
        const y1 = Math.max(p[1], q[1]) - ey;
        // An edge whose box holds the eye, or nearly, may span any wedge.
        const around = x0 <= ABS && x1 >= -ABS && y0 <= ABS && y1 >= -ABS;
        const a0 = around ? 0 : firstWedge(x0, y0, x1, y1);
        const a1 = around ? WEDGES - 1 : lastWedge(x0, y0, x1, y1, a0);
        for (let a = a0; a <= a1; a++) {
          const w = wrapWedge(a);
          if (d < nearest[w]!) nearest[w] = d;
        }
      }
      const reach = limit * (1 + REL) + ABS;
      for (let w = 0; w < WEDGES; w++) if (nearest[w]! > reach && reach < beyond[w]!) beyond[w] = reach;
    }
  }

  /** True when the line from the eye to (x, y) is ruled out by the woods rule, by the table. */
  rules(x: number, y: number): boolean {
    const dx = x - this.ex;
    const dy = y - this.ey;
    const b = this.beyond[wedgeOf(dx, dy)]!;
    return b < Number.POSITIVE_INFINITY && dx * dx + dy * dy > b * b;
  }

  /**
   * True when every line from the eye into the box [x0, x1] × [y0, y1] (which must not hold the eye)
   * is ruled out: its nearest point is beyond the limit in every wedge it spans.
   */
  rulesBox(x0: number, y0: number, x1: number, y1: number): boolean {
    const bx0 = x0 - this.ex;
    const bx1 = x1 - this.ex;
    const by0 = y0 - this.ey;
    const by1 = y1 - this.ey;
    const nx = gapFromZero(bx0, bx1);
    const ny = gapFromZero(by0, by1);
    if (nx === 0 && ny === 0) return false;
    const near2 = nx * nx + ny * ny;
    const a0 = firstWedge(bx0, by0, bx1, by1);
    const a1 = lastWedge(bx0, by0, bx1, by1, a0);
    for (let a = a0; a <= a1; a++) {
      const b = this.beyond[wrapWedge(a)]!;
      if (!(near2 > b * b)) return false;
    }
    return true;
  }
}
