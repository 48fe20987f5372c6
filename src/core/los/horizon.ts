import type { CellRaster } from "./cell-raster";
import { binLeast, firstWedge, lastWedge, ringInchesOf, ringsFor, WEDGES, wedgeOf } from "./polar-bins";

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
 * "blocking slope" of the rings wholly before its target. The wedges and rings are polar-bins.ts's.
 */

/** A point of a line counts as inside the solid when at least this far below its lower bound, yards. */
const DEPTH_MARGIN_YARDS = 1e-4;

/** The solid as a map sees it: a lower bound per cell, and the cells a horizon must look at. */
export interface SolidField {
  lo: Float32Array;
  /**
   * The cells with solid above the ground plane, or within two cells of one (the others bound
   * nothing), in two lists: `squares`, the top-left cells of 2 × 2 squares whose four cells all share
   * one bound (binned as one box: the pieces it touches are those its cells touch), and `singles`,
   * the rest. On a contoured table about 60% of the cells go into squares.
   */
  squares: Int32Array;
  singles: Int32Array;
}

/** Fields per raster, by the blocks they leave out ("" for none): observers in the same woods share one. */
const fieldsOf = new WeakMap<CellRaster, Map<string, SolidField>>();

/**
 * The solid seen by an observer standing in the blocks `exclude` (feature indices): the terrain and
 * every other block. Sight lines pass through the observer's own woods near it, so those walls prove
 * nothing for it. Cached per raster and excluded set (observers in the same woods share one).
 */
export function solidField(raster: CellRaster, exclude: readonly number[]): SolidField {
  let fields = fieldsOf.get(raster);
  if (!fields) {
    fields = new Map();
    fieldsOf.set(raster, fields);
  }
  const key = [...exclude].sort((a, b) => a - b).join(",");
  const cached = fields.get(key);
  if (cached) return cached;
  const { solid, cols, rows } = raster;
  const lo = Float32Array.from(solid.terrainLo);
  for (const b of solid.blocks) {
    if (exclude.includes(b.index)) continue;
    const top = b.topYards;
    for (const i of b.cells) if (top > lo[i]!) lo[i] = top;
  }
  // Listed: cells within two of a cell with solid above the ground plane. Binning gives each cell's
  // value to every piece of the polar box round it, which reaches past the cell by up to its radial
  // span (√2 cells) along a ray; every such piece then also touches a listed cell, and by the
  // connectedness of a piece's cells its least value is still a lower bound (a listed cell next to an
  // unlisted one has bound 0). Pieces touching no listed cell stay Infinity: nothing above the plane.
  const near = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      if (!(lo[r * cols + c]! > 0)) continue;
      for (let rr = Math.max(0, r - 2); rr <= Math.min(rows - 1, r + 2); rr++)
        near.fill(1, rr * cols + Math.max(0, c - 2), rr * cols + Math.min(cols - 1, c + 2) + 1);
    }
  const squares: number[] = [];
  for (let r = 0; r + 1 < rows; r += 2)
    for (let c = 0; c + 1 < cols; c += 2) {
      const i = r * cols + c;
      const v = lo[i]!;
      const j = i + cols;
      if (near[i] !== 1 || near[i + 1] !== 1 || near[j] !== 1 || near[j + 1] !== 1) continue;
      if (lo[i + 1] !== v || lo[j] !== v || lo[j + 1] !== v) continue;
      squares.push(i);
      near[i] = near[i + 1] = near[j] = near[j + 1] = 2;
    }
  const singles: number[] = [];
  for (let i = 0; i < near.length; i++) if (near[i] === 1) singles.push(i);
  const field = { lo, squares: Int32Array.from(squares), singles: Int32Array.from(singles) };
  fields.set(key, field);
  return field;
}

/** Binning scratch, the lowest solid per piece while building: one per thread, builds never overlap. */
let lowest = new Float32Array(0);

/**
 * One eye's horizon: per piece, the steepest blocking slope of its wedge so far (rounded down), in
 * its own storage or in a buffer shared with the other workers of one map. Reuse an instance: its
 * buffers are kept between builds.
 */
export class PolarHorizon {
  /** the per-piece running slopes the queries read (float32, rounded down) */
  private slopes: Float32Array<ArrayBufferLike> = new Float32Array(0);
  /** this instance's own storage for them, when no shared buffer is given */
  private own = new Float32Array(0);
  private perRing = 1;
  /** per wedge, the running maximum of the slope pass while building */
  private readonly best = new Float64Array(WEDGES);
  private ex = 0;
  private ey = 0;
  private ez = 0;

  /**
   * Takes the eye and, when given, the buffer another worker built (or will build) this eye's horizon
   * into; without one, the instance's own. Returns the rings and pieces used.
   */
  attach(
    raster: CellRaster,
    ex: number,
    ey: number,
    ez: number,
    from?: Float32Array<ArrayBufferLike>,
  ): { rings: number; size: number } {
    const rings = ringsFor(raster, ex, ey);
    const size = WEDGES * rings;
    if (from) {
      if (from.length < size) throw new Error(`a shared map buffer holds ${from.length} pieces, not ${size}`);
      this.slopes = from;
    } else {
      if (this.own.length < size) this.own = new Float32Array(size);
      this.slopes = this.own;
    }
    this.perRing = 1 / ringInchesOf(raster);
    this.ex = ex;
    this.ey = ey;
    this.ez = ez;
    return { rings, size };
  }

  /**
   * Builds the horizon of the eye (ex, ey, ez yards) over the field's cells, into `into` when given
   * (at least piecesFor(raster) long: a buffer other workers of the same map then attach()).
   */
  build(
    raster: CellRaster,
    field: SolidField,
    ex: number,
    ey: number,
    ez: number,
    into?: Float32Array<ArrayBufferLike>,
  ): void {
    const ringInches = ringInchesOf(raster);
    const { rings, size } = this.attach(raster, ex, ey, ez, into);
    if (lowest.length < size) lowest = new Float32Array(size);
    // A piece no listed cell touches stays Infinity: nothing above the ground plane there.
    const m = lowest.fill(Number.POSITIVE_INFINITY, 0, size);
    // Lowest solid per wedge-ring piece: every cell touching a piece lowers it to the cell's bound.
    binLeast(raster, field.singles, field.lo, ex, ey, rings, m);
    binLeast(raster, field.squares, field.lo, ex, ey, rings, m, 2);
    // Per wedge, the steepest blocking slope so far: a line of slope s (yards per inch) from the eye
    // is inside the solid somewhere in ring k when ez + s·t < g for some t in the ring, i.e. when
    // s < (g − ez)/t at the ring's near edge (g above the eye) or far edge (g below it). Ring 0 and
    // pieces with no solid above the ground plane prove nothing (the lines end above the ground).
    // Ring by ring (the layout is ring-major), each wedge's running maximum is kept in `best`, of
    // slopes rounded down (a float32 nearest to a value lowered by 2^-22 of itself is below it), so a
    // proof never claims a slope steeper than the solid gives; the rounding is increasing, so this is
    // the rounded maximum.
    const b = this.slopes;
    const best = this.best.fill(Number.NEGATIVE_INFINITY);
    b.fill(Number.NEGATIVE_INFINITY, 0, WEDGES);
    for (let k = 1; k < rings; k++) {
      const row = k * WEDGES;
      for (let a = 0; a < WEDGES; a++) {
        const g = m[row + a]!;
        if (g > 0 && g !== Number.POSITIVE_INFINITY) {
          const rise = g - DEPTH_MARGIN_YARDS - ez;
          const t = rise / ((rise > 0 ? k : k + 1) * ringInches);
          const r = t - Math.abs(t) * 2 ** -22;
          if (r > best[a]!) best[a] = r;
        }
        b[row + a] = best[a]!;
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
    // (Truncation floors the positive values; a negative one gives a k below 1 either way.)
    const k = (((Math.min(reachInches, dist) - 1e-4) * this.perRing) | 0) - 1;
    if (k < 1) return false;
    // The slope test multiplied out: the stored slopes are rounded down by far more than the
    // product's round-off.
    return z - this.ez < this.slopes[k * WEDGES + wedgeOf(dx, dy)]! * dist;
  }

  /**
   * True when blocked() holds for every target top in the box [x0, x1] × [y0, y1] up to zHi: the
   * steepest line into the box is below the blocking slope of the rings wholly before the box's
   * nearest point, in every wedge the box spans (the slopes only grow ring by ring).
   */
  blockedBox(x0: number, y0: number, x1: number, y1: number, zHi: number): boolean {
    const bx0 = x0 - this.ex;
    const bx1 = x1 - this.ex;
    const by0 = y0 - this.ey;
    const by1 = y1 - this.ey;
    const nx = bx0 > 0 ? bx0 : bx1 < 0 ? -bx1 : 0;
    const ny = by0 > 0 ? by0 : by1 < 0 ? -by1 : 0;
    const near = Math.sqrt(nx * nx + ny * ny);
    const k = Math.floor((near - 1e-4) * this.perRing) - 1;
    if (k < 1) return false;
    const rise = zHi - this.ez;
    const farX = Math.max(-bx0, bx1);
    const farY = Math.max(-by0, by1);
    const steepest = rise / (rise > 0 ? near : Math.sqrt(farX * farX + farY * farY));
    const a0 = firstWedge(bx0, by0, bx1, by1);
    let a1 = lastWedge(bx0, by0, bx1, by1);
    if (a1 < a0) a1 += WEDGES;
    const b = this.slopes;
    const row = k * WEDGES;
    for (let a = a0; a <= a1; a++) {
      const w = a < 0 ? a + WEDGES : a >= WEDGES ? a - WEDGES : a;
      if (!(steepest < b[row + w]!)) return false;
    }
    return true;
  }
}
