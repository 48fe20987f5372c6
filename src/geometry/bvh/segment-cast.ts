/**
 * Segment queries over a three-mesh-bvh node buffer, written against typed arrays only (no three),
 * like three-mesh-bvh's own cast functions. A segment runs from o to o + d for t in (tMin, tMax).
 *
 * Why not `bvh.raycastFirst`: line of sight only needs to know whether anything non-ignored lies on
 * the segment. An any-hit traversal stops at the first such triangle, bounds every box test by the
 * segment length, allocates nothing, and reads triangles pre-reduced to (v0, e1, e2) in BVH order.
 *
 * The node layout is in node-layout.ts.
 */

import { IS_LEAF, NODE_U32, nodeViews } from "./node-layout";
import { type WasmWalk, wasmWalk } from "./wasm-walk";

/** The list the casters are primed with: the first triangle. */
const PRIME_LIST = new Int32Array(1);

/** Triangles in BVH order as 9 floats each: v0, e1 = v1 − v0, e2 = v2 − v0. */
export function packTriangles(
  positions: Float32Array,
  order: ArrayLike<number>,
  out?: Float32Array,
): Float32Array {
  const n = order.length;
  const tris = out ?? new Float32Array(n * 9);
  for (let i = 0; i < n; i++) {
    const s = order[i]! * 9;
    const o = i * 9;
    const x0 = positions[s]!;
    const y0 = positions[s + 1]!;
    const z0 = positions[s + 2]!;
    tris[o] = x0;
    tris[o + 1] = y0;
    tris[o + 2] = z0;
    tris[o + 3] = positions[s + 3]! - x0;
    tris[o + 4] = positions[s + 4]! - y0;
    tris[o + 5] = positions[s + 5]! - z0;
    tris[o + 6] = positions[s + 6]! - x0;
    tris[o + 7] = positions[s + 7]! - y0;
    tris[o + 8] = positions[s + 8]! - z0;
  }
  return tris;
}

/** Any-hit and closest-hit segment casts over one BVH root. Reuse one instance per thread. */
export class SegmentCaster {
  private readonly f32: Float32Array;
  private readonly u32: Uint32Array;
  private readonly u16: Uint16Array;
  private stack = new Int32Array(256);
  /** where the segment enters each pushed box (closest-hit skips those beyond its best hit) */
  private entries = new Float64Array(256);
  /** per-feature flag: 1 = ignore hits on this feature */
  readonly ignore: Uint8Array;
  /** after a hit: the segment parameter, the triangle (BVH order) and its feature */
  hitT = 0;
  hitTri = -1;
  hitFeature = -1;
  /** after an any-hit hit: the leaf node (offset in 32-bit words) that held the triangle */
  hitNode = -1;
  /** per node (offset / 8), its parent's offset; −1 at the root; built on first use */
  private parents: Int32Array | null = null;
  /** anyHit's walk in WebAssembly (any-hit.wat), or null: walked in JavaScript */
  readonly wasm: WasmWalk | null;
  /** the BVH node buffer's bytes, triangles (v0, e1, e2) and features, in BVH order, as read */
  readonly nodes: Uint8Array;
  readonly tris: Float32Array;
  readonly triFeature: Uint16Array;

  /**
   * `useWasm`: run anyHit's walk in WebAssembly where it is available (about 0.63× the time of the
   * JavaScript walk, with the same answers); false keeps it in JavaScript.
   */
  constructor(
    root: ArrayBufferLike,
    tris: Float32Array,
    triFeature: Uint16Array,
    featureCount: number,
    useWasm = true,
  ) {
    this.wasm = useWasm && triFeature.length > 0 ? wasmWalk(root, tris, triFeature, featureCount) : null;
    // With the module, every query reads its copies (the tree held once), and both walks one set of
    // ignore flags in its memory.
    const w = this.wasm;
    this.nodes = w ? w.nodes : new Uint8Array(root);
    this.tris = w ? w.tris : tris;
    this.triFeature = w ? w.triFeature : triFeature;
    this.ignore = w ? w.ignore : new Uint8Array(featureCount);
    ({ f32: this.f32, u32: this.u32, u16: this.u16 } = nodeViews(this.nodes));
    this.prime();
  }

  /** Whether anyHit walks in WebAssembly. */
  get walksInWasm(): boolean {
    return this.wasm !== null;
  }

  /**
   * Runs every query a few times on a hit and on a miss before any real use. V8 optimizes these walks
   * after a handful of calls, their loops being long; optimized while one outcome had never been seen,
   * a walk bails out on its first sight of it, and in about one process in fifteen the re-optimization
   * raced an on-stack replacement and left the LOS checks running 2.5× slower for the rest of the
   * process (measured: 3 of 46 runs of the bench's checks, none of 24 with OSR off). With both outcomes
   * seen first the bail-out is gone, and so were the slow processes (none in 40 runs).
   */
  private prime(): void {
    const t = this.tris;
    if (this.triFeature.length === 0) return;
    // Through the first triangle's centroid along its normal: a hit halfway.
    const nx = t[4]! * t[8]! - t[5]! * t[7]!;
    const ny = t[5]! * t[6]! - t[3]! * t[8]!;
    const nz = t[3]! * t[7]! - t[4]! * t[6]!;
    const len = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (!(len > 0)) return;
    const s = 1e-3 / len;
    const cx = t[0]! + (t[3]! + t[6]!) / 3;
    const cy = t[1]! + (t[4]! + t[7]!) / 3;
    const cz = t[2]! + (t[5]! + t[8]!) / 3;
    // Above the whole tree: a miss.
    const top = this.f32[5]! + 1;
    for (let k = 0; k < 16; k++) {
      this.anyHit(cx + nx * s, cy + ny * s, cz + nz * s, -2 * nx * s, -2 * ny * s, -2 * nz * s);
      this.regionOfLastHit(1);
      this.closestHit(cx + nx * s, cy + ny * s, cz + nz * s, -2 * nx * s, -2 * ny * s, -2 * nz * s);
      this.hitsTriangle(0, cx + nx * s, cy + ny * s, cz + nz * s, -2 * nx * s, -2 * ny * s, -2 * nz * s);
      this.anyHit(cx, cy, top, 1, 1, 0);
      this.closestHit(cx, cy, top, 1, 1, 0);
      this.hitsTriangle(0, cx, cy, top, 1, 1, 0);
      this.closestHitList(
        PRIME_LIST,
        1,
        cx + nx * s,
        cy + ny * s,
        cz + nz * s,
        -2 * nx * s,
        -2 * ny * s,
        -2 * nz * s,
      );
      this.closestHitList(PRIME_LIST, 1, cx, cy, top, 1, 1, 0);
    }
    this.hitT = 0;
    this.hitTri = -1;
    this.hitFeature = -1;
    this.hitNode = -1;
  }

  /**
   * Tests one triangle (BVH order) against the segment; returns its feature if it lies on the segment
   * and is not ignored (setting hitT/hitTri), else −1. Maps and cover sampling use it to retry the
   * triangle that blocked a neighbouring line.
   */
  hitsTriangle(
    i: number,
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMin = 1e-6,
    tMax = 1 - 1e-6,
  ): number {
    const feature = this.triFeature[i]!;
    if (this.ignore[feature] === 1) return -1;
    const t = segmentTriangleT(this.tris, i * 9, ox, oy, oz, dx, dy, dz);
    if (!(t > tMin && t < tMax)) return -1;
    this.hitT = t;
    this.hitTri = i;
    this.hitFeature = feature;
    this.hitNode = -1;
    return feature;
  }

  /**
   * closestHit over a list of triangles (BVH order) instead of the tree: the first `count` of `list`.
   */
  closestHitList(
    list: Int32Array,
    count: number,
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMin = 1e-6,
    tMax = 1 - 1e-6,
  ): number {
    const { tris, triFeature, ignore } = this;
    let best = tMax;
    let bestTri = -1;
    for (let k = 0; k < count; k++) {
      const i = list[k]!;
      if (ignore[triFeature[i]!] === 1) continue;
      const t = segmentTriangleT(tris, i * 9, ox, oy, oz, dx, dy, dz);
      if (!(t > tMin && t < best)) continue;
      best = t;
      bestTri = i;
    }
    return this.closest(bestTri, best);
  }

  /**
   * The node `levels` above the leaf of the last any-hit hit (or the root, when the tree is shallower
   * there), as a start for anyHit: a small subtree round the triangles that blocked a line, where a
   * neighbouring line is likely blocked too. −1 when the last any-hit found nothing.
   */
  regionOfLastHit(levels: number): number {
    if (this.hitTri < 0 || this.hitNode < 0) return -1;
    const parents = this.parents ?? this.buildParents();
    let n = this.hitNode;
    for (let k = 0; k < levels && n > 0; k++) n = parents[n / NODE_U32]!;
    return n;
  }

  private buildParents(): Int32Array {
    const { u32, u16 } = this;
    const parents = new Int32Array(this.u32.length / NODE_U32).fill(-1);
    const stack = [0];
    while (stack.length > 0) {
      const n32 = stack.pop()!;
      if (u16[n32 * 2 + 15] === IS_LEAF) continue;
      const left = n32 + NODE_U32;
      const right = n32 + u32[n32 + 6]! * NODE_U32;
      parents[left / NODE_U32] = n32;
      parents[right / NODE_U32] = n32;
      stack.push(left, right);
    }
    this.parents = parents;
    return parents;
  }

  /**
   * Returns the feature of some triangle on the segment (skipping ignored features), or −1. Both
   * children's boxes are tested before either is visited, the nearer first, and only boxes the
   * segment meets are pushed; the first hit ends the walk. `start` walks only the subtree under that
   * node (from regionOfLastHit; 0 is the root).
   */
  anyHit(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMin = 1e-6,
    tMax = 1 - 1e-6,
    start = 0,
  ): number {
    const w = this.wasm;
    if (w === null) return this.anyHitJs(ox, oy, oz, dx, dy, dz, tMin, tMax, start);
    const feature = w.anyHit(ox, oy, oz, dx, dy, dz, tMin, tMax, start);
    this.hitTri = w.hit[0]!;
    this.hitNode = w.hit[1]!;
    this.hitFeature = feature;
    if (feature >= 0) this.hitT = w.hitT[1]!;
    return feature;
  }

  /** anyHit's walk in JavaScript: where WebAssembly is missing, and the reference for any-hit.wat. */
  anyHitJs(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMin = 1e-6,
    tMax = 1 - 1e-6,
    start = 0,
  ): number {
    const { f32, u32, u16, tris, triFeature, ignore } = this;
    let stack = this.stack;
    const ix = dx !== 0 ? 1 / dx : 1e30;
    const iy = dy !== 0 ? 1 / dy : 1e30;
    const iz = dz !== 0 ? 1 / dz : 1e30;
    const nx = ix >= 0 ? 0 : 3;
    const ny = iy >= 0 ? 1 : 4;
    const nz = iz >= 0 ? 2 : 5;
    const fx = 3 - nx;
    const fy = 5 - ny;
    const fz = 7 - nz;
    let sp = 0;
    let n32 = start;
    {
      // The start node's box.
      let t0 = (f32[start + nx]! - ox) * ix;
      let t1 = (f32[start + fx]! - ox) * ix;
      const ty0 = (f32[start + ny]! - oy) * iy;
      const ty1 = (f32[start + fy]! - oy) * iy;
      if (ty0 > t0) t0 = ty0;
      if (ty1 < t1) t1 = ty1;
      const tz0 = (f32[start + nz]! - oz) * iz;
      const tz1 = (f32[start + fz]! - oz) * iz;
      if (tz0 > t0) t0 = tz0;
      if (tz1 < t1) t1 = tz1;
      if (t0 > t1 || t1 < tMin || t0 > tMax) n32 = -1;
    }
    while (n32 >= 0) {
      const n16 = n32 * 2;
      if (u16[n16 + 15] === IS_LEAF) {
        const offset = u32[n32 + 6]!;
        const end = offset + u16[n16 + 14]!;
        for (let i = offset; i < end; i++) {
          const feature = triFeature[i]!;
          if (ignore[feature] === 1) continue;
          const t = segmentTriangleT(tris, i * 9, ox, oy, oz, dx, dy, dz);
          if (t > tMin && t < tMax) {
            this.hitT = t;
            this.hitTri = i;
            this.hitFeature = feature;
            this.hitNode = n32;
            return feature;
          }
        }
        n32 = sp > 0 ? stack[--sp]! : -1;
        continue;
      }
      const left = n32 + NODE_U32;
      const right = n32 + u32[n32 + 6]! * NODE_U32;
      let l0 = (f32[left + nx]! - ox) * ix;
      let l1 = (f32[left + fx]! - ox) * ix;
      let a = (f32[left + ny]! - oy) * iy;
      let b = (f32[left + fy]! - oy) * iy;
      if (a > l0) l0 = a;
      if (b < l1) l1 = b;
      a = (f32[left + nz]! - oz) * iz;
      b = (f32[left + fz]! - oz) * iz;
      if (a > l0) l0 = a;
      if (b < l1) l1 = b;
      const hitL = !(l0 > l1 || l1 < tMin || l0 > tMax);
      let r0 = (f32[right + nx]! - ox) * ix;
      let r1 = (f32[right + fx]! - ox) * ix;
      a = (f32[right + ny]! - oy) * iy;
      b = (f32[right + fy]! - oy) * iy;
      if (a > r0) r0 = a;
      if (b < r1) r1 = b;
      a = (f32[right + nz]! - oz) * iz;
      b = (f32[right + fz]! - oz) * iz;
      if (a > r0) r0 = a;
      if (b < r1) r1 = b;
      const hitR = !(r0 > r1 || r1 < tMin || r0 > tMax);
      if (hitL && hitR) {
        if (sp + 1 > stack.length) {
          const bigger = new Int32Array(stack.length * 2);
          bigger.set(stack);
          stack = this.stack = bigger;
        }
        if (l0 <= r0) {
          stack[sp++] = right;
          n32 = left;
        } else {
          stack[sp++] = left;
          n32 = right;
        }
      } else if (hitL) n32 = left;
      else if (hitR) n32 = right;
      else n32 = sp > 0 ? stack[--sp]! : -1;
    }
    this.hitTri = -1;
    this.hitFeature = -1;
    this.hitNode = -1;
    return -1;
  }

  /**
   * Returns the feature of the nearest triangle on the segment (skipping ignored features), or −1.
   * The same walk as anyHit, nearer child first; a pushed box is skipped when the segment enters it
   * beyond the nearest hit found by then. The two walks are written out in full on purpose: one
   * shared walk with a mode flag, or with the box test as a helper closure, measured 7-9% slower.
   */
  closestHit(
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMin = 1e-6,
    tMax = 1 - 1e-6,
  ): number {
    const { f32, u32, u16, tris, triFeature, ignore } = this;
    let stack = this.stack;
    let entries = this.entries;
    const ix = dx !== 0 ? 1 / dx : 1e30;
    const iy = dy !== 0 ? 1 / dy : 1e30;
    const iz = dz !== 0 ? 1 / dz : 1e30;
    const nx = ix >= 0 ? 0 : 3;
    const ny = iy >= 0 ? 1 : 4;
    const nz = iz >= 0 ? 2 : 5;
    const fx = 3 - nx;
    const fy = 5 - ny;
    const fz = 7 - nz;
    let best = tMax;
    let bestTri = -1;
    let sp = 0;
    let n32 = 0;
    {
      let t0 = (f32[nx]! - ox) * ix;
      let t1 = (f32[fx]! - ox) * ix;
      const ty0 = (f32[ny]! - oy) * iy;
      const ty1 = (f32[fy]! - oy) * iy;
      if (ty0 > t0) t0 = ty0;
      if (ty1 < t1) t1 = ty1;
      const tz0 = (f32[nz]! - oz) * iz;
      const tz1 = (f32[fz]! - oz) * iz;
      if (tz0 > t0) t0 = tz0;
      if (tz1 < t1) t1 = tz1;
      if (t0 > t1 || t1 < tMin || t0 > tMax) n32 = -1;
    }
    while (n32 >= 0) {
      const n16 = n32 * 2;
      if (u16[n16 + 15] === IS_LEAF) {
        const offset = u32[n32 + 6]!;
        const end = offset + u16[n16 + 14]!;
        for (let i = offset; i < end; i++) {
          const feature = triFeature[i]!;
          if (ignore[feature] === 1) continue;
          const t = segmentTriangleT(tris, i * 9, ox, oy, oz, dx, dy, dz);
          // NaN (a miss) fails both comparisons.
          if (!(t > tMin && t < best)) continue;
          best = t;
          bestTri = i;
        }
        n32 = -1;
        while (sp > 0) {
          sp--;
          if (entries[sp]! <= best) {
            n32 = stack[sp]!;
            break;
          }
        }
        continue;
      }
      const left = n32 + NODE_U32;
      const right = n32 + u32[n32 + 6]! * NODE_U32;
      let l0 = (f32[left + nx]! - ox) * ix;
      let l1 = (f32[left + fx]! - ox) * ix;
      let a = (f32[left + ny]! - oy) * iy;
      let b = (f32[left + fy]! - oy) * iy;
      if (a > l0) l0 = a;
      if (b < l1) l1 = b;
      a = (f32[left + nz]! - oz) * iz;
      b = (f32[left + fz]! - oz) * iz;
      if (a > l0) l0 = a;
      if (b < l1) l1 = b;
      const hitL = !(l0 > l1 || l1 < tMin || l0 > best);
      let r0 = (f32[right + nx]! - ox) * ix;
      let r1 = (f32[right + fx]! - ox) * ix;
      a = (f32[right + ny]! - oy) * iy;
      b = (f32[right + fy]! - oy) * iy;
      if (a > r0) r0 = a;
      if (b < r1) r1 = b;
      a = (f32[right + nz]! - oz) * iz;
      b = (f32[right + fz]! - oz) * iz;
      if (a > r0) r0 = a;
      if (b < r1) r1 = b;
      const hitR = !(r0 > r1 || r1 < tMin || r0 > best);
      if (hitL && hitR) {
        if (sp + 1 > stack.length) {
          const bigger = new Int32Array(stack.length * 2);
          bigger.set(stack);
          stack = this.stack = bigger;
          const more = new Float64Array(entries.length * 2);
          more.set(entries);
          entries = this.entries = more;
        }
        if (l0 <= r0) {
          stack[sp] = right;
          entries[sp++] = r0;
          n32 = left;
        } else {
          stack[sp] = left;
          entries[sp++] = l0;
          n32 = right;
        }
      } else if (hitL) n32 = left;
      else if (hitR) n32 = right;
      else {
        n32 = -1;
        while (sp > 0) {
          sp--;
          if (entries[sp]! <= best) {
            n32 = stack[sp]!;
            break;
          }
        }
      }
    }
    return this.closest(bestTri, best);
  }

  /** Records a closest-hit query's result (bestTri −1: none) and returns its feature, or −1. */
  private closest(bestTri: number, t: number): number {
    this.hitNode = -1;
    if (bestTri < 0) {
      this.hitTri = -1;
      this.hitFeature = -1;
      return -1;
    }
    this.hitT = t;
    this.hitTri = bestTri;
    this.hitFeature = this.triFeature[bestTri]!;
    return this.hitFeature;
  }
}

/**
 * Möller–Trumbore, both faces: the parameter t along o + t·d where the segment's line meets the
 * triangle stored at `o` as (v0, e1, e2), or NaN when it misses.
 */
export function segmentTriangleT(
  tris: Float32Array,
  o: number,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
): number {
  const e1x = tris[o + 3]!;
  const e1y = tris[o + 4]!;
  const e1z = tris[o + 5]!;
  const e2x = tris[o + 6]!;
  const e2y = tris[o + 7]!;
  const e2z = tris[o + 8]!;
  const px = dy * e2z - dz * e2y;
  const py = dz * e2x - dx * e2z;
  const pz = dx * e2y - dy * e2x;
  const det = e1x * px + e1y * py + e1z * pz;
  if (det > -1e-18 && det < 1e-18) return Number.NaN;
  const inv = 1 / det;
  const sx = ox - tris[o]!;
  const sy = oy - tris[o + 1]!;
  const sz = oz - tris[o + 2]!;
  const u = (sx * px + sy * py + sz * pz) * inv;
  if (u < 0 || u > 1) return Number.NaN;
  const qx = sy * e1z - sz * e1y;
  const qy = sz * e1x - sx * e1z;
  const qz = sx * e1y - sy * e1x;
  const v = (dx * qx + dy * qy + dz * qz) * inv;
  if (v < 0 || u + v > 1) return Number.NaN;
  return (e2x * qx + e2y * qy + e2z * qz) * inv;
}
