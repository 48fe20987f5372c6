import type { CellRaster } from "./cell-raster";

/**
 * The polar grid round an eye that the map proofs use (horizon.ts): azimuth wedges cut by a
 * pseudo-angle (the |dx| + |dy| "diamond" angle, monotone in the true angle and costing one division)
 * and rings of two cells' width. A sight line keeps one azimuth all along, so a wedge-ring piece
 * bounds what the line can meet while it crosses that ring.
 */

/** Azimuth wedges round the eye. */
export const WEDGES = 256;
/** Pseudo-angle and distance padding when binning, against round-off. */
const PAD = 1e-7;
const PER_UNIT = WEDGES / 4;

/** The diamond pseudo-angle of (dx, dy), in [0, 4): monotone in the true angle, 1 per right angle. */
function pseudoAngle(dx: number, dy: number): number {
  const q = dy / (Math.abs(dx) + Math.abs(dy));
  return dx < 0 ? 2 - q : dy < 0 ? 4 + q : q;
}

/** The wedge holding direction (dx, dy). */
export function wedgeOf(dx: number, dy: number): number {
  const a = Math.floor(pseudoAngle(dx, dy) * PER_UNIT);
  return a >= WEDGES ? a - WEDGES : a;
}

/** Ring width for a raster, inches. */
export const ringInchesOf = (raster: CellRaster): number => 2 * raster.cellInches;

/** Rings needed round an eye at (ex, ey) to cover the whole table, with two to spare. */
export function ringsFor(raster: CellRaster, ex: number, ey: number): number {
  const w = raster.cols * raster.cellInches;
  const d = raster.rows * raster.cellInches;
  const far = Math.sqrt(Math.max(ex * ex, (w - ex) ** 2) + Math.max(ey * ey, (d - ey) ** 2));
  return Math.ceil(far / ringInchesOf(raster)) + 2;
}

/**
 * Pieces (wedges × rings) that cover a grid of cols × rows cells from any eye on it: the size of a
 * buffer that can hold any eye's horizon over that grid.
 */
export function piecesFor(cols: number, rows: number, cellInches: number): number {
  const diagonal = Math.hypot(cols * cellInches, rows * cellInches);
  return WEDGES * (Math.ceil(diagonal / (2 * cellInches)) + 2);
}

/**
 * The pseudo-angle of the first corner of the box [x0, x1] × [y0, y1] counter-clockwise round the eye
 * (or, with `last`, of its last), the box given relative to the eye, which must lie outside it. The
 * box's angular extremes are two of its corners, picked by which side of the eye it lies on.
 */
function cornerAngle(x0: number, y0: number, x1: number, y1: number, last: boolean): number {
  // The corner's row: right of the eye the bottom row comes first and the top one last, left of it
  // the other way round, and a box across the eye's column has both on its near row. In that row it is
  // the left corner when the row is above the eye and the last is wanted, or below it and the first.
  const y = x0 > 0 ? (last ? y1 : y0) : x1 < 0 ? (last ? y0 : y1) : y0 > 0 ? y0 : y1;
  return pseudoAngle(y >= 0 === last ? x0 : x1, y);
}

/**
 * The first wedge spanned by the box (see cornerAngle), possibly −1: wrap it. Pseudo-angles are at
 * least 0, so this floors by truncating (a −PAD may reach wedge −1).
 */
export function firstWedge(x0: number, y0: number, x1: number, y1: number): number {
  return (((cornerAngle(x0, y0, x1, y1, false) - PAD) * PER_UNIT + 1) | 0) - 1;
}

/**
 * The last wedge spanned by the box, counted on from `first` (its firstWedge): for a box straddling
 * the +x axis, whose span wraps through 0, it is WEDGES more than the wedge itself (see wrapWedge).
 */
export function lastWedge(x0: number, y0: number, x1: number, y1: number, first: number): number {
  const last = ((cornerAngle(x0, y0, x1, y1, true) + PAD) * PER_UNIT) | 0;
  return last < first ? last + WEDGES : last;
}

/** A wedge index up to one turn out of range (from firstWedge or lastWedge), wrapped into 0..WEDGES − 1. */
export const wrapWedge = (a: number): number => (a < 0 ? a + WEDGES : a >= WEDGES ? a - WEDGES : a);

/** How far the interval [lo, hi] is from 0 (0 when it holds 0): a box's nearest offset from the eye. */
export const gapFromZero = (lo: number, hi: number): number => (lo > 0 ? lo : hi < 0 ? -hi : 0);

/** Tables for ring indices from squared distances: see ringRoots. */
let roots = { root: new Int32Array(0), low: new Float64Array(0), high: new Float64Array(0) };

/**
 * For squared distances (in ring widths) below `limit`: root[b] = ⌊√b⌋ for whole b, and per ring k
 * the squares (k + PAD)² and (k + 1 − PAD)² where ⌊√u − PAD⌋ and ⌊√u + PAD⌋ step away from k.
 */
function ringRoots(limit: number): typeof roots {
  if (roots.root.length >= limit) return roots;
  const n = Math.ceil(limit) + 1;
  const root = new Int32Array(n);
  for (let b = 0; b < n; b++) {
    let k = Math.floor(Math.sqrt(b));
    while (k * k > b) k--;
    while ((k + 1) * (k + 1) <= b) k++;
    root[b] = k;
  }
  const rings = root[n - 1]! + 2;
  const low = new Float64Array(rings);
  const high = new Float64Array(rings);
  for (let k = 0; k < rings; k++) {
    low[k] = (k + PAD) * (k + PAD);
    high[k] = (k + 1 - PAD) * (k + 1 - PAD);
  }
  roots = { root, low, high };
  return roots;
}

/**
 * For each wedge-ring piece round the eye (piece index ring·WEDGES + wedge: ring-major, so the pieces
 * a cell or a block touches, and those of neighbouring cells, lie together in memory), the least of
 * `values` over the listed cells that touch the piece, lowered into what `out` holds already (it must
 * come filled with the value for "no cell"). With `cellsPerSide` n, each listed cell stands for the
 * square of n × n cells it is the top-left corner of, with its value. Only cells[from .. to) are
 * binned, in any order (runs in one row share that row's work).
 */
export function binLeast(
  raster: CellRaster,
  cells: Int32Array,
  values: Float32Array,
  ex: number,
  ey: number,
  rings: number,
  out: Float32Array,
  cellsPerSide = 1,
  from = 0,
  to = cells.length,
): void {
  const { cols, cellInches: cell } = raster;
  const side = cellsPerSide * cell;
  const perInch = 1 / ringInchesOf(raster);
  const perSq = perInch * perInch;
  const farX = Math.max(ex, raster.cols * cell - ex) + side;
  const farY = Math.max(ey, raster.rows * cell - ey) + side;
  const { root, low, high } = ringRoots((farX * farX + farY * farY) * perSq + 2);
  let r = -1;
  let y0 = 0;
  let y1 = 0;
  let ny = 0;
  let fy = 0;
  for (let j = from; j < to; j++) {
    const i = cells[j]!;
    if (i >= (r + 1) * cols || i < r * cols) {
      r = (i / cols) | 0;
      y0 = r * cell - ey;
      y1 = y0 + side;
      ny = gapFromZero(y0, y1);
      fy = Math.max(-y0, y1);
    }
    const c = i - r * cols;
    const g = values[i]!;
    const x0 = c * cell - ex;
    const x1 = x0 + side;
    const nx = gapFromZero(x0, x1);
    const fx = Math.max(-x0, x1);
    // Rings of the nearest and farthest points, floor(√u ∓ PAD) for u the squared distance in ring
    // widths, without a square root: floor(√u) is root[⌊u⌋] exactly, and the pad moves it by at most
    // one either way.
    const u0 = (nx * nx + ny * ny) * perSq;
    const u1 = (fx * fx + fy * fy) * perSq;
    let k0 = root[u0 | 0]!;
    if (u0 < low[k0]! && k0 > 0) k0--;
    let k1 = root[u1 | 0]!;
    if (u1 >= high[k1]!) k1++;
    if (k1 >= rings) k1 = rings - 1;
    let a0 = 0;
    let a1 = WEDGES - 1;
    if (nx > PAD || ny > PAD) {
      a0 = firstWedge(x0, y0, x1, y1);
      a1 = lastWedge(x0, y0, x1, y1, a0);
    }
    // Wedges a0..a1, wrapped into 0..WEDGES − 1.
    const w0 = wrapWedge(a0);
    if (a1 - a0 <= 1 && k1 - k0 <= 1) {
      // Most cells touch at most two wedges by two rings: four straight-line updates (a piece
      // written twice when the span is one is harmless), with no loops to mispredict.
      const w1 = wrapWedge(a1);
      const r0 = k0 * WEDGES;
      const r1 = k1 * WEDGES;
      if (g < out[r0 + w0]!) out[r0 + w0] = g;
      if (g < out[r0 + w1]!) out[r0 + w1] = g;
      if (g < out[r1 + w0]!) out[r1 + w0] = g;
      if (g < out[r1 + w1]!) out[r1 + w1] = g;
      continue;
    }
    for (let k = k0; k <= k1; k++) {
      const row = k * WEDGES;
      let w = w0;
      for (let n = a1 - a0; n >= 0; n--) {
        if (g < out[row + w]!) out[row + w] = g;
        if (++w === WEDGES) w = 0;
      }
    }
  }
}
