/**
 * Shaft queries over a three-mesh-bvh node buffer (layout in node-layout.ts): is the convex hull of
 * an eye point and a box free of triangles? If so, every sight line from the eye to any point of the
 * box is clear, so a whole block of map cells is visible at the price of one traversal. The same walk
 * can gather the triangles that touch the shaft (or the part of it inside a clip box): cover looks for
 * each sample's nearest hit among those few instead of walking the tree per sample.
 *
 * The test is conservative: a triangle counts as touching the shaft unless a separating plane is found
 * among the shaft's own planes (faces of the hull, and of the clip box) or the triangle's plane. A false
 * "touching" only sends the block back to per-cell sight lines (or adds a triangle to a gather that no
 * line then meets); it never marks hidden ground visible.
 */

import { IS_LEAF, NODE_U32, nodeViews } from "./node-layout";

const EPS = 1e-7;

/** Shaft casts over one BVH root; reuse one instance per thread. */
export class ShaftCaster {
  private readonly f32: Float32Array;
  private readonly u32: Uint32Array;
  private readonly u16: Uint16Array;
  private stack = new Int32Array(256);
  // Up to 12 silhouette planes + 6 box faces + 6 clip-box faces: n·x ≤ d inside.
  private readonly nx = new Float64Array(24);
  private readonly ny = new Float64Array(24);
  private readonly nz = new Float64Array(24);
  private readonly nd = new Float64Array(24);
  private planes = 0;
  private readonly hull = new Float64Array(27);

  /** `nodes`: the node buffer's bytes, as a caster reads them (SegmentCaster.nodes). */
  constructor(
    nodes: Uint8Array,
    private readonly tris: Float32Array,
  ) {
    ({ f32: this.f32, u32: this.u32, u16: this.u16 } = nodeViews(nodes));
  }

  /** True when no triangle can touch the hull of the eye (ex, ey, ez) and the box [x0,x1]×[y0,y1]×[z0,z1]. */
  clear(
    ex: number,
    ey: number,
    ez: number,
    x0: number,
    y0: number,
    z0: number,
    x1: number,
    y1: number,
    z1: number,
  ): boolean {
    return this.gather(ex, ey, ez, x0, y0, z0, x1, y1, z1, null, 0, null) === 0;
  }

  /**
   * Writes into `out` (BVH order) every triangle that may touch the hull of the eye and the box, and
   * returns how many; −1 as soon as there are more than `cap`. Any segment from the eye to a point of
   * the box lies in the hull, so whatever it meets is among them. With `clip` (min xyz, max xyz) only
   * the part of the hull inside that box counts.
   */
  gather(
    ex: number,
    ey: number,
    ez: number,
    x0: number,
    y0: number,
    z0: number,
    x1: number,
    y1: number,
    z1: number,
    out: Int32Array | null,
    cap: number,
    clip: Float64Array | null,
  ): number {
    this.setup(ex, ey, ez, x0, y0, z0, x1, y1, z1);
    let hx0 = Math.min(ex, x0);
    let hy0 = Math.min(ey, y0);
    let hz0 = Math.min(ez, z0);
    let hx1 = Math.max(ex, x1);
    let hy1 = Math.max(ey, y1);
    let hz1 = Math.max(ez, z1);
    if (clip) {
      hx0 = Math.max(hx0, clip[0]!);
      hy0 = Math.max(hy0, clip[1]!);
      hz0 = Math.max(hz0, clip[2]!);
      hx1 = Math.min(hx1, clip[3]!);
      hy1 = Math.min(hy1, clip[4]!);
      hz1 = Math.min(hz1, clip[5]!);
      this.push(1, 0, 0, hx1);
      this.push(-1, 0, 0, -hx0);
      this.push(0, 1, 0, hy1);
      this.push(0, -1, 0, -hy0);
      this.push(0, 0, 1, hz1);
      this.push(0, 0, -1, -hz0);
    }
    const { f32, u32, u16, tris, nx, ny, nz, nd, hull } = this;
    const planes = this.planes;
    let stack = this.stack;
    let sp = 0;
    let count = 0;
    stack[sp++] = 0;
    while (sp > 0) {
      const n32 = stack[--sp]!;
      const bx0 = f32[n32]!;
      const by0 = f32[n32 + 1]!;
      const bz0 = f32[n32 + 2]!;
      const bx1 = f32[n32 + 3]!;
      const by1 = f32[n32 + 4]!;
      const bz1 = f32[n32 + 5]!;
      if (bx0 > hx1 || bx1 < hx0 || by0 > hy1 || by1 < hy0 || bz0 > hz1 || bz1 < hz0) continue;
      let outside = false;
      for (let p = 0; p < planes && !outside; p++) {
        const a = nx[p]!;
        const b = ny[p]!;
        const c = nz[p]!;
        const m = (a > 0 ? a * bx0 : a * bx1) + (b > 0 ? b * by0 : b * by1) + (c > 0 ? c * bz0 : c * bz1);
        if (m > nd[p]! + EPS) outside = true;
      }
      if (outside) continue;
      const n16 = n32 * 2;
      if (u16[n16 + 15] === IS_LEAF) {
        const offset = u32[n32 + 6]!;
        const end = offset + u16[n16 + 14]!;
        for (let i = offset; i < end; i++) {
          const o = i * 9;
          const ax = tris[o]!;
          const ay = tris[o + 1]!;
          const az = tris[o + 2]!;
          const e1x = tris[o + 3]!;
          const e1y = tris[o + 4]!;
          const e1z = tris[o + 5]!;
          const e2x = tris[o + 6]!;
          const e2y = tris[o + 7]!;
          const e2z = tris[o + 8]!;
          const bx = ax + e1x;
          const by = ay + e1y;
          const bz = az + e1z;
          const cx = ax + e2x;
          const cy = ay + e2y;
          const cz = az + e2z;
          let separated = false;
          for (let p = 0; p < planes && !separated; p++) {
            const a = nx[p]!;
            const b = ny[p]!;
            const c = nz[p]!;
            const d = nd[p]! + EPS;
            if (a * ax + b * ay + c * az > d && a * bx + b * by + c * bz > d && a * cx + b * cy + c * cz > d)
              separated = true;
          }
          if (!separated) {
            // The triangle's own plane: all hull points strictly on one side.
            const mx = e1y * e2z - e1z * e2y;
            const my = e1z * e2x - e1x * e2z;
            const mz = e1x * e2y - e1y * e2x;
            const k = mx * ax + my * ay + mz * az;
            const tol = EPS * (Math.abs(mx) + Math.abs(my) + Math.abs(mz) + 1);
            let above = 0;
            let below = 0;
            for (let h = 0; h < 27; h += 3) {
              const s = mx * hull[h]! + my * hull[h + 1]! + mz * hull[h + 2]! - k;
              if (s > tol) above++;
              else if (s < -tol) below++;
            }
            separated = above === 9 || below === 9;
          }
          if (!separated) {
            if (count >= cap) return -1;
            out![count++] = i;
          }
        }
      } else {
        if (sp + 2 > stack.length) {
          const bigger = new Int32Array(stack.length * 2);
          bigger.set(stack);
          stack = this.stack = bigger;
        }
        stack[sp++] = n32 + u32[n32 + 6]! * NODE_U32;
        stack[sp++] = n32 + NODE_U32;
      }
    }
    return count;
  }

  private setup(
    ex: number,
    ey: number,
    ez: number,
    x0: number,
    y0: number,
    z0: number,
    x1: number,
    y1: number,
    z1: number,
  ): void {
    const h = this.hull;
    h[0] = ex;
    h[1] = ey;
    h[2] = ez;
    for (let k = 0; k < 8; k++) {
      h[3 + k * 3] = k & 1 ? x1 : x0;
      h[4 + k * 3] = k & 2 ? y1 : y0;
      h[5 + k * 3] = k & 4 ? z1 : z0;
    }
    this.planes = 0;
    // Silhouette planes: through the eye and a box edge, with every box corner on one side.
    for (let a = 0; a < 8; a++)
      for (const bit of [1, 2, 4]) {
        if (a & bit) continue;
        const b = a | bit;
        const ax = h[3 + a * 3]! - ex;
        const ay = h[4 + a * 3]! - ey;
        const az = h[5 + a * 3]! - ez;
        const bx = h[3 + b * 3]! - ex;
        const by = h[4 + b * 3]! - ey;
        const bz = h[5 + b * 3]! - ez;
        let px = ay * bz - az * by;
        let py = az * bx - ax * bz;
        let pz = ax * by - ay * bx;
        const len = Math.sqrt(px * px + py * py + pz * pz);
        if (len < 1e-12) continue;
        px /= len;
        py /= len;
        pz /= len;
        const d = px * ex + py * ey + pz * ez;
        let pos = 0;
        let neg = 0;
        for (let k = 0; k < 8; k++) {
          const s = px * h[3 + k * 3]! + py * h[4 + k * 3]! + pz * h[5 + k * 3]! - d;
          if (s > 1e-9) pos++;
          else if (s < -1e-9) neg++;
        }
        if (pos > 0 && neg > 0) continue;
        const sign = pos > 0 ? -1 : 1;
        this.push(px * sign, py * sign, pz * sign, d * sign);
      }
    // Box faces the eye is behind (on the box's side of) close the hull at the far end.
    if (ex <= x1) this.push(1, 0, 0, x1);
    if (ex >= x0) this.push(-1, 0, 0, -x0);
    if (ey <= y1) this.push(0, 1, 0, y1);
    if (ey >= y0) this.push(0, -1, 0, -y0);
    if (ez <= z1) this.push(0, 0, 1, z1);
    if (ez >= z0) this.push(0, 0, -1, -z0);
  }

  private push(x: number, y: number, z: number, d: number): void {
    const p = this.planes++;
    this.nx[p] = x;
    this.ny[p] = y;
    this.nz[p] = z;
    this.nd[p] = d;
  }
}
