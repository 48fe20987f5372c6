import type { CellRaster } from "./cell-raster";
import { binLeast, ringInchesOf, ringsFor, WEDGES, wedgeOf, wedgeSpan } from "./polar-bins";

/**
 * Clear-line proofs for dead-ground maps, the other half of horizon.ts: from one eye point, which
 * sight lines certainly pass above every triangle of the sight mesh, found with no ray.
 *
 * For each wedge-ring piece round the eye we keep the highest any triangle rises over any cell that
 * touches the piece (the raster's ceilings; 0 for the bare ground plane). A line that stays above that
 * height all across the piece meets nothing there; one that does so in every piece from the eye to
 * its target meets nothing at all. Per wedge, a running maximum over the rings of the slope each piece
 * demands turns this into one comparison per line. Only for lines that ignore nothing: an observer and
 * a target in no woods or town.
 */

/** A line must clear each ceiling by this much, yards (round-off in the mesh's inches). */
const CLEAR_MARGIN_YARDS = 1e-4;

interface SkyField {
  /** minus each cell's ceiling (binning keeps least values) */
  negCeiling: Float32Array;
  /** cells whose ceiling rises above the ground plane */
  active: Int32Array;
}

const fields = new WeakMap<CellRaster, SkyField>();

function skyField(raster: CellRaster): SkyField {
  let f = fields.get(raster);
  if (!f) {
    const { ceiling } = raster;
    const negCeiling = new Float32Array(ceiling.length);
    const active: number[] = [];
    for (let i = 0; i < ceiling.length; i++) {
      negCeiling[i] = -ceiling[i]!;
      if (ceiling[i]! > 0) active.push(i);
    }
    f = { negCeiling, active: Int32Array.from(active) };
    fields.set(raster, f);
  }
  return f;
}

/** One eye's sky. Reuse an instance: its buffers are kept between builds. */
export class SkyHorizon {
  /** minus the highest ceiling per wedge-ring piece while building */
  private lowest = new Float32Array(0);
  /** per wedge, the running least slope that clears every ring so far (float32, rounded up) */
  private clearing: Float32Array<ArrayBufferLike> = new Float32Array(0);
  /** this instance's own storage for it, when no shared buffer is given */
  private own = new Float32Array(0);
  private rings = 0;
  private perRing = 1;
  private ex = 0;
  private ey = 0;
  private ez = 0;
  private span = new Int32Array(2);

  /**
   * Takes the eye and, when given, the buffer another worker built (or will build) this eye's
   * sky into; without one, the instance's own. Returns the rings and pieces used.
   */
  attach(
    raster: CellRaster,
    ex: number,
    ey: number,
    ez: number,
    from?: Float32Array,
  ): { rings: number; size: number } {
    const rings = ringsFor(raster, ex, ey);
    const size = WEDGES * rings;
    if (from) {
      if (from.length < size) throw new Error(`a shared map buffer holds ${from.length} pieces, not ${size}`);
      this.clearing = from;
    } else {
      if (this.own.length < size) this.own = new Float32Array(size);
      this.clearing = this.own;
    }
    this.rings = rings;
    this.perRing = 1 / ringInchesOf(raster);
    this.ex = ex;
    this.ey = ey;
    this.ez = ez;
    return { rings, size };
  }

  /**
   * Builds the sky of the eye (ex, ey, ez yards) over the raster's ceilings, into `into` when given
   * (at least piecesFor(raster) long: a buffer other workers of the same map then attach()).
   */
  build(raster: CellRaster, ex: number, ey: number, ez: number, into?: Float32Array): void {
    const field = skyField(raster);
    const ringInches = ringInchesOf(raster);
    const { rings, size } = this.attach(raster, ex, ey, ez, into);
    if (this.lowest.length < size) this.lowest = new Float32Array(size);
    const m = this.lowest;
    // A piece over bare ground: the ground plane, at 0.
    m.fill(0, 0, size);
    binLeast(raster, field.active, field.negCeiling, ex, ey, rings, m);
    // A line of slope s from the eye stays above height g across ring k when ez + s·t > g for every t
    // in the ring: s > (g − ez)/t at the ring's near edge (g above the eye; never in ring 0) or at its
    // far edge (g below the eye).
    const out = this.clearing;
    for (let a = 0; a < WEDGES; a++) {
      const base = a * rings;
      let need = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < rings; k++) {
        const rise = -m[base + k]! + CLEAR_MARGIN_YARDS - ez;
        const s =
          rise > 0
            ? k === 0
              ? Number.POSITIVE_INFINITY
              : rise / (k * ringInches)
            : rise / ((k + 1) * ringInches);
        if (s > need) need = s;
        // Stored rounded up (the mirror of horizon.ts's rounding down).
        out[base + k] = need + Math.abs(need) * 2 ** -22;
      }
    }
  }

  /**
   * True when the line from the eye to (x, y, z yards) certainly passes above every triangle all the
   * way (so every cast along it is clear).
   */
  clear(x: number, y: number, z: number): boolean {
    const dx = x - this.ex;
    const dy = y - this.ey;
    const dist = Math.sqrt(dx * dx + dy * dy);
    if (dist === 0) return false;
    // Every ring the line reaches, counting the next one when the target is at a ring's edge.
    let k = Math.floor((dist + 1e-4) * this.perRing);
    if (k >= this.rings) k = this.rings - 1;
    return (z - this.ez) / dist > this.clearing[wedgeOf(dx, dy) * this.rings + k]!;
  }

  /**
   * True when clear() holds for every target top in the box [x0, x1] × [y0, y1] from zLo up: the
   * shallowest line into the box is above the clearing slope of every ring up to the box's far corner,
   * in every wedge the box spans (the slopes only grow ring by ring).
   */
  clearBox(x0: number, y0: number, x1: number, y1: number, zLo: number): boolean {
    const bx0 = x0 - this.ex;
    const bx1 = x1 - this.ex;
    const by0 = y0 - this.ey;
    const by1 = y1 - this.ey;
    const nx = bx0 > 0 ? bx0 : bx1 < 0 ? -bx1 : 0;
    const ny = by0 > 0 ? by0 : by1 < 0 ? -by1 : 0;
    if (nx === 0 && ny === 0) return false;
    const farX = Math.max(-bx0, bx1);
    const farY = Math.max(-by0, by1);
    const far = Math.sqrt(farX * farX + farY * farY);
    const rise = zLo - this.ez;
    const shallowest = rise / (rise > 0 ? far : Math.sqrt(nx * nx + ny * ny));
    let k = Math.floor((far + 1e-4) * this.perRing);
    if (k >= this.rings) k = this.rings - 1;
    wedgeSpan(bx0, by0, bx1, by1, this.span);
    const c = this.clearing;
    for (let a = this.span[0]!, a1 = this.span[1]!; a <= a1; a++) {
      const w = a < 0 ? a + WEDGES : a >= WEDGES ? a - WEDGES : a;
      if (!(shallowest > c[w * this.rings + k]!)) return false;
    }
    return true;
  }
}
