/**
 * Fan casts: several segments from one origin to points stacked one above another (the same plan
 * end, different heights: a column of targets), asked together from which one up all are clear. The segments
 * share their plan, so a BVH node's x and y slabs are worked out once for all of them, and its z slab
 * against the wedge they span: the walk costs about one segment's, not one per segment. Triangles are
 * tested against each segment with the any-hit cast's own test (segmentTriangleT, the same t range and
 * ignore flags), so "all clear" here is exactly every one of those casts clear; the node test only
 * ever keeps more of the tree than each segment's would.
 */

import { IS_LEAF, NODE_U32, nodeViews } from "./node-layout";
import { type SegmentCaster, segmentTriangleT } from "./segment-cast";
import { FAN_MAX } from "./wasm-walk";

/** Slack on the wedge's z slab, inches: round-off may never drop a node a segment meets. */
const Z_SLACK = 1e-9;
/**
 * Slack on the side test, inches: a triangle wholly further than this to one side of the upright
 * plane every segment of the fan lies in cannot meet one, and skips the segment tests.
 */
const SIDE_SLACK = 1e-9;

export class FanCaster {
  private readonly f32: Float32Array;
  private readonly u32: Uint32Array;
  private readonly u16: Uint16Array;
  private stack = new Int32Array(256);

  constructor(private readonly caster: SegmentCaster) {
    ({ f32: this.f32, u32: this.u32, u16: this.u16 } = nodeViews(caster.nodes));
  }

  /**
   * The least k0 such that no triangle (of a feature not ignored) lies on any segment (ox, oy, oz) +
   * t (dx, dy, dz[k]), tMin < t < tMax, for k0 ≤ k < count, each the any-hit cast's segment: so 0 when
   * all are clear, `count` when the last is blocked. `dz` ascending. A hit on segment k drops it and
   * every one below it, and the walk goes on with the wedge of the rest.
   */
  clearFrom(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: Float64Array,
    count: number,
    tMin = 1e-6,
    tMax = 1 - 1e-6,
  ): number {
    const w = this.caster.wasm;
    if (w === null || count > FAN_MAX) return this.clearFromJs(ox, oy, oz, dx, dy, dz, count, tMin, tMax);
    const into = w.fanDz;
    for (let k = 0; k < count; k++) into[k] = dz[k]!;
    return w.fanFrom(ox, oy, oz, dx, dy, tMin, tMax, count);
  }

  /** clearFrom's walk in JavaScript: where WebAssembly is missing, and the reference for any-hit.wat. */
  clearFromJs(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: Float64Array,
    count: number,
    tMin = 1e-6,
    tMax = 1 - 1e-6,
  ): number {
    const { f32, u32, u16 } = this;
    const { tris, triFeature, ignore } = this.caster;
    let stack = this.stack;
    const ix = dx !== 0 ? 1 / dx : 1e30;
    const iy = dy !== 0 ? 1 / dy : 1e30;
    const nx = ix >= 0 ? 0 : 3;
    const ny = iy >= 0 ? 1 : 4;
    const fx = 3 - nx;
    const fy = 5 - ny;
    const side = SIDE_SLACK * Math.sqrt(dx * dx + dy * dy);
    let lo = 0;
    let dzLo = dz[0]!;
    const dzHi = dz[count - 1]!;
    let sp = 0;
    stack[sp++] = 0;
    while (sp > 0) {
      const n32 = stack[--sp]!;
      // The node's box against the wedge: the plan's x and y slabs, then the wedge's heights there.
      let t0 = (f32[n32 + nx]! - ox) * ix;
      let t1 = (f32[n32 + fx]! - ox) * ix;
      const a = (f32[n32 + ny]! - oy) * iy;
      const b = (f32[n32 + fy]! - oy) * iy;
      if (a > t0) t0 = a;
      if (b < t1) t1 = b;
      if (t0 < tMin) t0 = tMin;
      if (t1 > tMax) t1 = tMax;
      if (t0 > t1) continue;
      const zLow = oz + Math.min(t0 * dzLo, t1 * dzLo);
      const zHigh = oz + Math.max(t0 * dzHi, t1 * dzHi);
      if (zLow > f32[n32 + 5]! + Z_SLACK || zHigh < f32[n32 + 2]! - Z_SLACK) continue;
      const n16 = n32 * 2;
      if (u16[n16 + 15] === IS_LEAF) {
        const offset = u32[n32 + 6]!;
        const end = offset + u16[n16 + 14]!;
        for (let i = offset; i < end; i++) {
          if (ignore[triFeature[i]!] === 1) continue;
          const o = i * 9;
          const s0 = dx * (tris[o + 1]! - oy) - dy * (tris[o]! - ox);
          const s1 = s0 + (dx * tris[o + 4]! - dy * tris[o + 3]!);
          const s2 = s0 + (dx * tris[o + 7]! - dy * tris[o + 6]!);
          if ((s0 > side && s1 > side && s2 > side) || (s0 < -side && s1 < -side && s2 < -side)) continue;
          for (let k = count - 1; k >= lo; k--) {
            const t = segmentTriangleT(tris, i * 9, ox, oy, oz, dx, dy, dz[k]!);
            if (t > tMin && t < tMax) {
              if (k === count - 1) return count;
              lo = k + 1;
              dzLo = dz[lo]!;
              break;
            }
          }
        }
        continue;
      }
      if (sp + 2 > stack.length) {
        const bigger = new Int32Array(stack.length * 2);
        bigger.set(stack);
        stack = this.stack = bigger;
      }
      stack[sp++] = n32 + u32[n32 + 6]! * NODE_U32;
      stack[sp++] = n32 + NODE_U32;
    }
    return lo;
  }
}
