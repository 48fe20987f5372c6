import type { CellRaster } from "./cell-raster";

/**
 * Horizon proofs for dead-ground maps: from one eye point, which sight lines certainly dip into the
 * solid the sight mesh encloses (ground, hills, area blocks; solid-raster.ts), found with no ray.
 *
 * Around the eye, the table is cut into azimuth wedges and rings. For each wedge-ring piece we keep the
 * lowest the solid can be anywhere in it: the minimum of the cell lower bounds over every cell that
 * touches the piece, so nothing spreads sideways from one wedge to the next. A sight line keeps one
 * azimuth all along, so inside a piece of its wedge it runs over solid at least that high; if the line
 * is lower there, that point of it is inside the solid. Its target end is outside (the caller checks
 * the target stands clear), so the line crosses the solid's surface between the two: it meets a
 * triangle of the mesh, strictly inside the cast's range, and is blocked. Per wedge, a running maximum
 * over the rings turns this into one comparison per line: the line's slope against the steepest
 * "blocking slope" of the rings wholly before its target.
 *
 * Wedges are cut by a pseudo-angle (|dx| + |dy| "diamond" angle), monotone in the true angle and
 * costing one division.
 */

/** Azimuth wedges round the eye. */
const WEDGES = 512;
/** A point of a line counts as inside the solid when at least this far below its lower bound, yards. */
const DEPTH_MARGIN_YARDS = 1e-4;
/** Pseudo-angle and distance padding when binning cells, against round-off. */
const PAD = 1e-7;

/** The solid as a map sees it: a lower bound per cell, and the cells a horizon must look at. */
export interface SolidField {
  lo: Float32Array;
  /** cells with solid above the ground plane, or next to one (the others bound nothing) */
  active: Int32Array;
}

const plainFields = new WeakMap<CellRaster, SolidField>();

/**
 * The solid seen by an observer standing in the blocks `exclude` (feature indices): the terrain and
 * every other block. Sight lines pass through the observer's own woods near it, so those walls prove
 * nothing for it. Cached per raster for observers in no block.
 */
export function solidField(raster: CellRaster, exclude: readonly number[]): SolidField {
  if (exclude.length === 0) {
    const cached = plainFields.get(raster);
    if (cached) return cached;
  }
  const { solid, cols, rows } = raster;
  const lo = Float32Array.from(solid.terrainLo);
  for (const b of solid.blocks) {
    if (exclude.includes(b.index)) continue;
    const top = b.topYards;
    for (const i of b.cells) if (top > lo[i]!) lo[i] = top;
  }
  const active: number[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      let any = false;
      for (let dr = -1; dr <= 1 && !any; dr++) {
        const rr = r + dr;
        if (rr < 0 || rr >= rows) continue;
        for (let dc = -1; dc <= 1; dc++) {
          const cc = c + dc;
          if (cc >= 0 && cc < cols && lo[rr * cols + cc]! > 0) {
            any = true;
            break;
          }
        }
      }
      if (any) active.push(r * cols + c);
    }
  const field = { lo, active: Int32Array.from(active) };
  if (exclude.length === 0) plainFields.set(raster, field);
  return field;
}

/** The diamond pseudo-angle of (dx, dy), in [0, 4): monotone in the true angle, 1 per right angle. */
function pseudoAngle(dx: number, dy: number): number {
  const q = dy / (Math.abs(dx) + Math.abs(dy));
  return dx < 0 ? 2 - q : dy < 0 ? 4 + q : q;
}

/** One eye's horizon. Reuse an instance: its buffers are kept between builds. */
export class PolarHorizon {
  /** lowest solid per wedge-ring piece while building (float32 like the field: exact) */
  private lowest = new Float32Array(0);
  /** per wedge, the running steepest blocking slope over its rings */
  private blocking = new Float64Array(0);
  private rings = 0;
  private ringInches = 1;
  private perRing = 1;
  private ex = 0;
  private ey = 0;
  private ez = 0;

  /** Builds the horizon of the eye (ex, ey, ez yards) over the field's cells. */
  build(raster: CellRaster, field: SolidField, ex: number, ey: number, ez: number): void {
    const { cols, cellInches: cell } = raster;
    const { lo, active } = field;
    const w = raster.cols * cell;
    const d = raster.rows * cell;
    const ringInches = 2 * cell;
    const far = Math.sqrt(Math.max(ex * ex, (w - ex) ** 2) + Math.max(ey * ey, (d - ey) ** 2));
    const rings = Math.ceil(far / ringInches) + 2;
    const size = WEDGES * rings;
    if (this.blocking.length < size) {
      this.blocking = new Float64Array(size);
      this.lowest = new Float32Array(size);
    }
    const m = this.lowest;
    m.fill(Number.POSITIVE_INFINITY, 0, size);
    this.rings = rings;
    this.ringInches = ringInches;
    this.perRing = 1 / ringInches;
    this.ex = ex;
    this.ey = ey;
    this.ez = ez;
    const perUnit = WEDGES / 4;
    const perInch = 1 / ringInches;
    // Lowest solid per wedge-ring piece: every cell touching a piece lowers it to the cell's bound.
    let r = -1;
    let y0 = 0;
    let y1 = 0;
    let ny = 0;
    let fy = 0;
    for (let j = 0; j < active.length; j++) {
      const i = active[j]!;
      if (i >= (r + 1) * cols) {
        r = (i / cols) | 0;
        y0 = r * cell - ey;
        y1 = y0 + cell;
        ny = y0 > 0 ? y0 : y1 < 0 ? -y1 : 0;
        fy = Math.max(-y0, y1);
      }
      const c = i - r * cols;
      const g = lo[i]!;
      const x0 = c * cell - ex;
      const x1 = x0 + cell;
      const nx = x0 > 0 ? x0 : x1 < 0 ? -x1 : 0;
      const fx = Math.max(-x0, x1);
      // Truncation is flooring here: the values are non-negative, or clamped to 0 anyway.
      const k0 = (Math.sqrt(nx * nx + ny * ny) * perInch - PAD) | 0;
      let k1 = (Math.sqrt(fx * fx + fy * fy) * perInch + PAD) | 0;
      if (k1 >= rings) k1 = rings - 1;
      let a0 = 0;
      let a1 = WEDGES - 1;
      if (nx > PAD || ny > PAD) {
        // The eye is outside the cell: its wedges span the corners' pseudo-angles (less than a half
        // turn, so a spread over 2 means the range wraps through 0).
        let p0 = pseudoAngle(x0, y0);
        let p1 = pseudoAngle(x1, y0);
        let p2 = pseudoAngle(x0, y1);
        let p3 = pseudoAngle(x1, y1);
        let pLo = Math.min(p0, p1, p2, p3);
        let pHi = Math.max(p0, p1, p2, p3);
        if (pHi - pLo > 2) {
          if (p0 < 2) p0 += 4;
          if (p1 < 2) p1 += 4;
          if (p2 < 2) p2 += 4;
          if (p3 < 2) p3 += 4;
          pLo = Math.min(p0, p1, p2, p3);
          pHi = Math.max(p0, p1, p2, p3);
        }
        if (pHi - pLo < 2) {
          // Pseudo-angles are at least 0, so these floor by truncating (a −PAD may reach wedge −1).
          a0 = (((pLo - PAD) * perUnit + 1) | 0) - 1;
          a1 = ((pHi + PAD) * perUnit) | 0;
        }
      }
      for (let a = a0; a <= a1; a++) {
        const base = (a < 0 ? a + WEDGES : a >= WEDGES ? a - WEDGES : a) * rings;
        for (let k = base + k0, end = base + k1; k <= end; k++) if (g < m[k]!) m[k] = g;
      }
    }
    // Per wedge, the steepest blocking slope so far: a line of slope s (yards per inch) from the eye
    // is inside the solid somewhere in ring k when ez + s·t < g for some t in the ring, i.e. when
    // s < (g − ez)/t at the ring's near edge (g above the eye) or far edge (g below it). Ring 0 and
    // pieces with no solid above the ground plane prove nothing (the lines end above the ground).
    const b = this.blocking;
    for (let a = 0; a < WEDGES; a++) {
      const base = a * rings;
      let best = Number.NEGATIVE_INFINITY;
      b[base] = best;
      for (let k = 1; k < rings; k++) {
        const g = m[base + k]!;
        if (g > 0 && g !== Number.POSITIVE_INFINITY) {
          const rise = g - DEPTH_MARGIN_YARDS - ez;
          const s = rise / ((rise > 0 ? k : k + 1) * ringInches);
          if (s > best) best = s;
        }
        b[base + k] = best;
      }
    }
  }

  /**
   * True when the line from the eye to (x, y, z yards) certainly passes through the solid before it
   * reaches the target's neighbourhood, or before it has run `reachInches` (measured flat) when that
   * is shorter. What makes the point inside the solid a blocked line is the caller's to check: either
   * the target stands outside the solid (the line leaves it again), or the eye does (the line entered
   * it), and nothing is ignored on the stretch looked at.
   */
  blocked(x: number, y: number, z: number, reachInches = Number.POSITIVE_INFINITY): boolean {
    const dx = x - this.ex;
    const dy = y - this.ey;
    const dist = Math.sqrt(dx * dx + dy * dy);
    // Rings wholly before the target, with 1e-4" to spare: the cast stops 1e-6 of the line short.
    const k = Math.floor(((reachInches < dist ? reachInches : dist) - 1e-4) * this.perRing) - 1;
    if (k < 1) return false;
    let a = Math.floor(pseudoAngle(dx, dy) * (WEDGES / 4));
    if (a >= WEDGES) a -= WEDGES;
    return (z - this.ez) / dist < this.blocking[a * this.rings + k]!;
  }
}
