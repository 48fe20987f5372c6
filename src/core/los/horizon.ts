import type { AreaWedges } from "./area-wedges";
import type { CellRaster } from "./cell-raster";
import {
  binLeast,
  firstWedge,
  gapFromZero,
  lastWedge,
  ringInchesOf,
  ringsFor,
  WEDGES,
  wedgeOf,
  wrapWedge,
} from "./polar-bins";

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

/**
 * The blocking slope of a piece of ring k whose solid is at least g (yards) high, seen from an eye at
 * ez: a line of slope s (yards per inch) from the eye is inside the solid somewhere in ring k when
 * ez + s·t < g for some t in the ring, i.e. when s < (g − ez)/t at the ring's near edge (g above the
 * eye) or far edge (g below it). Rounded down (a float32 nearest to a value lowered by 2^-22 of
 * itself is below it), so a proof never claims a slope steeper than the solid gives; it grows with g.
 */
function pieceSlope(g: number, ez: number, k: number, ringInches: number): number {
  const rise = g - DEPTH_MARGIN_YARDS - ez;
  const t = rise / ((rise > 0 ? k : k + 1) * ringInches);
  return t - Math.abs(t) * 2 ** -22;
}

/** The solid as a map sees it: a lower bound per cell, and the cells a horizon must look at. */
export interface SolidField {
  lo: Float32Array;
  /**
   * The cells with solid above the ground plane, or within two cells of one (the others bound
   * nothing), in two lists: `squares`, the top-left cells of 2 × 2 squares whose four cells all share
   * one bound (binned as one box: the pieces it touches are those its cells touch), and `singles`,
   * the rest. On a contoured table about 60% of the cells go into squares. Both lists are grouped by
   * tile (see `tiles`), in row order within each tile.
   */
  squares: Int32Array;
  singles: Int32Array;
  tiles: FieldTiles;
}

/**
 * The listed cells in square tiles of TILE cells, for the pruned build: per tile that holds any, its
 * corner and the highest bound among them, and where its cells lie in the two lists.
 */
export interface FieldTiles {
  /** top-left cell of each tile */
  row: Int32Array;
  col: Int32Array;
  /** the highest lower bound among the tile's listed cells */
  hi: Float32Array;
  /** tile t's singles are singles[singleStart[t] .. singleStart[t + 1]), likewise its squares */
  singleStart: Int32Array;
  squareStart: Int32Array;
}

/** Side of the tiles a pruned build tries to skip whole, cells (even: 2 × 2 squares fit inside). */
export const TILE = 4;

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
  // Group both lists by tile, tiles in row-major order and cells in row order within each.
  const tcols = Math.ceil(cols / TILE);
  const tileOf = (i: number) => {
    const r = (i / cols) | 0;
    return ((r / TILE) | 0) * tcols + (((i - r * cols) / TILE) | 0);
  };
  const byTile = new Map<number, { singles: number[]; squares: number[]; hi: number }>();
  const entry = (t: number) => {
    let v = byTile.get(t);
    if (!v) byTile.set(t, (v = { singles: [], squares: [], hi: Number.NEGATIVE_INFINITY }));
    return v;
  };
  for (let i = 0; i < near.length; i++)
    if (near[i] === 1) {
      const v = entry(tileOf(i));
      v.singles.push(i);
      v.hi = Math.max(v.hi, lo[i]!);
    }
  for (const i of squares) {
    const v = entry(tileOf(i));
    v.squares.push(i);
    v.hi = Math.max(v.hi, lo[i]!);
  }
  const ids = [...byTile.keys()].sort((a, b) => a - b);
  const tiles: FieldTiles = {
    row: Int32Array.from(ids, (t) => ((t / tcols) | 0) * TILE),
    col: Int32Array.from(ids, (t) => (t % tcols) * TILE),
    hi: Float32Array.from(ids, (t) => byTile.get(t)!.hi),
    singleStart: new Int32Array(ids.length + 1),
    squareStart: new Int32Array(ids.length + 1),
  };
  const groupedSingles: number[] = [];
  const groupedSquares: number[] = [];
  ids.forEach((t, k) => {
    const v = byTile.get(t)!;
    groupedSingles.push(...v.singles);
    groupedSquares.push(...v.squares);
    tiles.singleStart[k + 1] = groupedSingles.length;
    tiles.squareStart[k + 1] = groupedSquares.length;
  });
  const field = {
    lo,
    squares: Int32Array.from(groupedSquares),
    singles: Int32Array.from(groupedSingles),
    tiles,
  };
  fields.set(key, field);
  return field;
}

/** Binning scratch, the lowest solid per piece while building: one per thread, builds never overlap. */
let lowest = new Float32Array(0);
/** Per tile while building (one set per thread): its rings and wedges, and the tiles by nearest ring. */
const newTileScratch = (n: number) => ({
  k0: new Int32Array(n),
  k1: new Int32Array(n),
  a0: new Int32Array(n),
  a1: new Int32Array(n),
  order: new Int32Array(n),
});
let tileScratch = newTileScratch(0);
let bucketStart = new Int32Array(0);
/** Per ring while building: 1 once a binned tile reaches it (the others hold no solid to look at). */
let ringBinned = new Uint8Array(0);
/** How far a tile's box is grown, inches, and its ring padding (binLeast pads by 1e-7 of a ring). */
const TILE_HAIR_INCHES = 1e-9;
const TILE_PAD = 1e-7;
/** A piece's low that proves nothing (the slope rows skip lows at or below the ground plane). */
const NOTHING = Number.NEGATIVE_INFINITY;

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
   *
   * The build is pruned: tiles of cells are taken near to far, and a tile whose highest bound could
   * not steepen any wedge it spans past the slope already reached before its nearest ring is not
   * binned; the pieces its box spans are set to prove nothing instead (which also keeps its low cells
   * from being missed by a piece it shares with a tile that is binned). On bench-dense this skips
   * about four tiles in five; the slopes are those of the full build except in the few pieces
   * a skipped tile's box spans beyond its cells, where they can only be lower. `prune = false` bins
   * every cell (the reference the tests compare the pruned build with). With `ruled` (the eye's
   * woods rule by wedge, for an observer in woods or a town), the tiles every line into which the
   * woods rule stops are skipped too: the lines over them run on into the same wedges, past the same
   * limit. Returns how many of the field's tiles were skipped.
   */
  build(
    raster: CellRaster,
    field: SolidField,
    ex: number,
    ey: number,
    ez: number,
    into?: Float32Array<ArrayBufferLike>,
    prune = true,
    ruled: AreaWedges | null = null,
  ): number {
    const ringInches = ringInchesOf(raster);
    const { rings, size } = this.attach(raster, ex, ey, ez, into);
    if (lowest.length < size) lowest = new Float32Array(size);
    // A piece no listed cell touches stays Infinity: nothing above the ground plane there.
    const m = lowest.fill(Number.POSITIVE_INFINITY, 0, size);
    this.slopes.fill(Number.NEGATIVE_INFINITY, 0, WEDGES);
    if (!prune) {
      // Lowest solid per wedge-ring piece: every cell touching a piece lowers it to the cell's bound.
      binLeast(raster, field.singles, field.lo, ex, ey, rings, m);
      binLeast(raster, field.squares, field.lo, ex, ey, rings, m, 2);
      this.slopeRows(m, 1, rings, ringInches);
      return 0;
    }
    const { tiles } = field;
    const count = tiles.hi.length;
    if (tileScratch.k0.length < count) tileScratch = newTileScratch(count);
    const { k0, k1, a0, a1, order } = tileScratch;
    if (bucketStart.length < rings + 1) bucketStart = new Int32Array(rings + 1);
    const starts = bucketStart.fill(0, 0, rings + 1);
    if (ringBinned.length < rings) ringBinned = new Uint8Array(rings);
    const binned = ringBinned.fill(0, 0, rings);
    // Each tile's span: its box, grown by a hair so that it spans at least every piece its cells do
    // (binLeast's own padding included), in rings and wedges; then the tiles by nearest ring.
    const cell = raster.cellInches;
    const side = TILE * cell + 2 * TILE_HAIR_INCHES;
    const perRing = 1 / ringInches;
    for (let t = 0; t < count; t++) {
      const x0 = tiles.col[t]! * cell - ex - TILE_HAIR_INCHES;
      const y0 = tiles.row[t]! * cell - ey - TILE_HAIR_INCHES;
      const x1 = x0 + side;
      const y1 = y0 + side;
      const nx = gapFromZero(x0, x1);
      const ny = gapFromZero(y0, y1);
      const fx = Math.max(-x0, x1);
      const fy = Math.max(-y0, y1);
      const near = Math.floor(Math.sqrt(nx * nx + ny * ny) * perRing - TILE_PAD);
      k0[t] = Math.max(near, 0);
      k1[t] = Math.min(rings - 1, Math.floor(Math.sqrt(fx * fx + fy * fy) * perRing + TILE_PAD));
      if (nx > 0 || ny > 0) {
        a0[t] = firstWedge(x0, y0, x1, y1);
        a1[t] = lastWedge(x0, y0, x1, y1, a0[t]!);
      } else {
        a0[t] = 0;
        a1[t] = WEDGES - 1;
      }
      starts[k0[t]! + 1]!++;
    }
    for (let k = 0; k < rings; k++) starts[k + 1]! += starts[k]!;
    for (let t = 0; t < count; t++) order[starts[k0[t]!]!++] = t;
    // (Each start has moved on to the next ring's: ring k's tiles now end at starts[k].)
    let done = 1;
    let from = 0;
    let skipped = 0;
    for (let k = 0; k < rings; k++) {
      const to = starts[k]!;
      if (from === to) continue;
      // Every tile reaching ring k − 1 or nearer is binned: finish the slopes up to that ring.
      if (k > done) {
        this.slopeRows(m, done, k, ringInches, binned);
        done = k;
      }
      for (let j = from; j < to; j++) {
        const t = order[j]!;
        const x0 = tiles.col[t]! * cell;
        const y0 = tiles.row[t]! * cell;
        if (
          k === 0 ||
          (this.adds(tiles.hi[t]!, k, k1[t]!, a0[t]!, a1[t]!, ringInches) &&
            !ruled?.rulesBox(x0, y0, x0 + TILE * cell, y0 + TILE * cell))
        ) {
          binned.fill(1, k, k1[t]! + 1);
          const s0 = tiles.singleStart[t]!;
          const s1 = tiles.singleStart[t + 1]!;
          const q0 = tiles.squareStart[t]!;
          const q1 = tiles.squareStart[t + 1]!;
          if (s1 > s0) binLeast(raster, field.singles, field.lo, ex, ey, rings, m, 1, s0, s1);
          if (q1 > q0) binLeast(raster, field.squares, field.lo, ex, ey, rings, m, 2, q0, q1);
          continue;
        }
        skipped++;
        // Its wedges a0..a1 as one or two runs inside 0..WEDGES − 1.
        let w0 = a0[t]!;
        let w1 = a1[t]!;
        let v0 = 0;
        let v1 = -1;
        if (w0 < 0) {
          v0 = w0 + WEDGES;
          v1 = WEDGES - 1;
          w0 = 0;
        } else if (w1 >= WEDGES) {
          v1 = w1 - WEDGES;
          w1 = WEDGES - 1;
        }
        for (let kk = k, end = k1[t]!; kk <= end; kk++) {
          const row = kk * WEDGES;
          for (let p = row + w0; p <= row + w1; p++) m[p] = NOTHING;
          for (let p = row + v0; p <= row + v1; p++) m[p] = NOTHING;
        }
      }
      from = to;
    }
    this.slopeRows(m, done, rings, ringInches, binned);
    return skipped;
  }

  /**
   * Whether a tile of highest bound `hi`, spanning rings k0..k1 (k0 ≥ 1) and wedges a0..a1, could
   * steepen a wedge's slope: its steepest piece is at most as steep as its highest bound at its
   * nearest ring (above the eye) or just past its farthest (below it), rounded as the slope rows
   * round, and the rows it reaches are at least as steep as row k0 − 1.
   */
  private adds(hi: number, k0: number, k1: number, a0: number, a1: number, ringInches: number): boolean {
    // The slope a piece of bound `hi` gives at the ring where it is steepest: the nearest when the
    // bound is above the eye, the farthest when below.
    const r = pieceSlope(hi, this.ez, hi - DEPTH_MARGIN_YARDS > this.ez ? k0 : k1, ringInches);
    const b = this.slopes;
    const row = (k0 - 1) * WEDGES;
    for (let a = a0; a <= a1; a++) if (r > b[row + wrapWedge(a)]!) return true;
    return false;
  }

  /**
   * The slope rows k0..k1 − 1 from the binned lows `m`, continuing each wedge's running maximum
   * (with `binned`, only in the rings it marks): per wedge, the steepest blocking slope so far (see
   * pieceSlope). Ring 0 and pieces with no solid above the ground plane prove nothing (the lines end
   * above the ground). Ring by ring (the layout is ring-major), each row starts as a copy of the one
   * before and is raised where a piece is steeper.
   */
  private slopeRows(
    m: Float32Array,
    k0: number,
    k1: number,
    ringInches: number,
    binned: Uint8Array | null = null,
  ): void {
    const b = this.slopes;
    const ez = this.ez;
    for (let k = k0; k < k1; k++) {
      const row = k * WEDGES;
      // The running maxima carry over from the ring before; only pieces with solid raise them (in a
      // pruned build, only rings a binned tile reached can hold any).
      b.copyWithin(row, row - WEDGES, row);
      if (binned !== null && binned[k] === 0) continue;
      for (let a = 0; a < WEDGES; a++) {
        const g = m[row + a]!;
        if (g > 0 && g !== Number.POSITIVE_INFINITY) {
          // pieceSlope(g, ez, k, ringInches) written out: called here, it cost each build 5-10%.
          const rise = g - DEPTH_MARGIN_YARDS - ez;
          const t = rise / ((rise > 0 ? k : k + 1) * ringInches);
          const r = t - Math.abs(t) * 2 ** -22;
          if (r > b[row + a]!) b[row + a] = r;
        }
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
    const nx = gapFromZero(bx0, bx1);
    const ny = gapFromZero(by0, by1);
    const near = Math.sqrt(nx * nx + ny * ny);
    const k = Math.floor((near - 1e-4) * this.perRing) - 1;
    if (k < 1) return false;
    const rise = zHi - this.ez;
    const farX = Math.max(-bx0, bx1);
    const farY = Math.max(-by0, by1);
    const steepest = rise / (rise > 0 ? near : Math.sqrt(farX * farX + farY * farY));
    const a0 = firstWedge(bx0, by0, bx1, by1);
    const a1 = lastWedge(bx0, by0, bx1, by1, a0);
    const b = this.slopes;
    const row = k * WEDGES;
    for (let a = a0; a <= a1; a++) if (!(steepest < b[row + wrapWedge(a)]!)) return false;
    return true;
  }
}
