import type { CellRaster } from "./cell-raster";
import { binLeast, PolarProof, ringInchesOf, WEDGES, wedgeOf, wedgeSpan } from "./polar-bins";

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

/**
 * One eye's sky: per piece, the least slope that clears every ring of its wedge so far (rounded up).
 * Reuse an instance: its buffers are kept between builds.
 */
export class SkyHorizon extends PolarProof {
  /**
   * Builds the sky of the eye (ex, ey, ez yards) over the raster's ceilings, into `into` when given
   * (at least piecesFor(raster) long: a buffer other workers of the same map then attach()).
   */
  build(raster: CellRaster, ex: number, ey: number, ez: number, into?: Float32Array<ArrayBufferLike>): void {
    const field = skyField(raster);
    const ringInches = ringInchesOf(raster);
    // A piece over bare ground: the ground plane, at 0.
    const { rings } = this.begin(raster, ex, ey, ez, into, 0);
    const m = this.lowest;
    binLeast(raster, field.active, field.negCeiling, ex, ey, rings, m);
    // A line of slope s from the eye stays above height g across ring k when ez + s·t > g for every t
    // in the ring: s > (g − ez)/t at the ring's near edge (g above the eye; never in ring 0) or at its
    // far edge (g below the eye).
    // Ring by ring, each wedge's running maximum kept in `best` (the layout is ring-major).
    const out = this.slopes;
    const need = this.best.fill(Number.NEGATIVE_INFINITY);
    for (let k = 0; k < rings; k++) {
      const row = k * WEDGES;
      for (let a = 0; a < WEDGES; a++) {
        const rise = -m[row + a]! + CLEAR_MARGIN_YARDS - ez;
        const s =
          rise > 0
            ? k === 0
              ? Number.POSITIVE_INFINITY
              : rise / (k * ringInches)
            : rise / ((k + 1) * ringInches);
        let n = need[a]!;
        if (s > n) need[a] = n = s;
        // Stored rounded up (the mirror of horizon.ts's rounding down).
        out[row + a] = n + Math.abs(n) * 2 ** -22;
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
    return (z - this.ez) / dist > this.slopes[k * WEDGES + wedgeOf(dx, dy)]!;
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
    const c = this.slopes;
    const row = k * WEDGES;
    for (let a = this.span[0]!, a1 = this.span[1]!; a <= a1; a++) {
      const w = a < 0 ? a + WEDGES : a >= WEDGES ? a - WEDGES : a;
      if (!(shallowest > c[row + w]!)) return false;
    }
    return true;
  }
}
