import type { SegmentHitQuery, SurfaceHit } from "../../core/los/segment-hits";
import { IS_LEAF, NODE_U32, nodeViews } from "../bvh/node-layout";
import type { LosSceneData } from "../bvh/scene-data";
import { segmentTriangleT } from "../bvh/segment-cast";

/**
 * The all-hits query (core/los/segment-hits.ts) over a scene's BVH: every triangle the segment meets,
 * not only the first (segment-cast.ts stops at one; maps and LOS need no more). A plain stack walk over
 * three-mesh-bvh's node buffer (node-layout.ts), visiting every box the segment meets; triangles are the
 * scene's (v0, e1, e2) in BVH order. Heights come in yards and are converted to the mesh's inches.
 */
export class BvhSegmentHits implements SegmentHitQuery {
  readonly featureIds: readonly string[];
  readonly featureTypes: readonly string[];
  private readonly f32: Float32Array;
  private readonly u32: Uint32Array;
  private readonly u16: Uint16Array;
  private readonly tris: Float32Array;
  private readonly triFeature: Uint16Array;
  private readonly inchesPerYard: number;
  private readonly empty: boolean;

  constructor(scene: LosSceneData, yardsPerInch: number) {
    this.featureIds = scene.features.map((f) => f.id);
    this.featureTypes = scene.features.map((f) => f.type);
    ({ f32: this.f32, u32: this.u32, u16: this.u16 } = nodeViews(new Uint8Array(scene.root)));
    this.tris = scene.tris;
    this.triFeature = scene.triFeature;
    this.inchesPerYard = 1 / yardsPerInch;
    this.empty = scene.triangleCount === 0 || this.u32.length === 0;
  }

  surfaceHits(ax: number, ay: number, az: number, bx: number, by: number, bz: number): SurfaceHit[] {
    const out: SurfaceHit[] = [];
    if (this.empty) return out;
    const s = this.inchesPerYard;
    const oz = az * s;
    const dx = bx - ax;
    const dy = by - ay;
    const dz = bz * s - oz;
    const len2d = Math.hypot(dx, dy);
    const { f32, u32, u16, tris, triFeature } = this;
    const ix = dx !== 0 ? 1 / dx : 1e30;
    const iy = dy !== 0 ? 1 / dy : 1e30;
    const iz = dz !== 0 ? 1 / dz : 1e30;
    const stack = [0];
    while (stack.length > 0) {
      const n32 = stack.pop()!;
      // The node's box against the segment (slabs), t in [0, 1]; a little slack for float32 bounds.
      let t0 = -1e-9;
      let t1 = 1 + 1e-9;
      let p = (f32[n32]! - ax) * ix;
      let q = (f32[n32 + 3]! - ax) * ix;
      if (p > q) [p, q] = [q, p];
      if (p > t0) t0 = p;
      if (q < t1) t1 = q;
      p = (f32[n32 + 1]! - ay) * iy;
      q = (f32[n32 + 4]! - ay) * iy;
      if (p > q) [p, q] = [q, p];
      if (p > t0) t0 = p;
      if (q < t1) t1 = q;
      p = (f32[n32 + 2]! - oz) * iz;
      q = (f32[n32 + 5]! - oz) * iz;
      if (p > q) [p, q] = [q, p];
      if (p > t0) t0 = p;
      if (q < t1) t1 = q;
      if (t0 > t1) continue;
      const n16 = n32 * 2;
      if (u16[n16 + 15] === IS_LEAF) {
        const offset = u32[n32 + 6]!;
        const end = offset + u16[n16 + 14]!;
        for (let i = offset; i < end; i++) {
          const o = i * 9;
          const t = segmentTriangleT(tris, o, ax, ay, oz, dx, dy, dz);
          // The line's parameter: only the segment's own stretch, t in [0, 1], counts (NaN: a miss).
          if (!(t >= 0 && t <= 1)) continue;
          const f = triFeature[i]!;
          out.push({
            t,
            inches: t * len2d,
            featureIndex: f,
            featureId: this.featureIds[f]!,
            type: this.featureTypes[f]!,
            entering: entersFace(tris, o, dx, dy, dz),
          });
        }
        continue;
      }
      stack.push(n32 + NODE_U32, n32 + u32[n32 + 6]! * NODE_U32);
    }
    return out.sort(byHit);
  }
}

/** Sorts surface hits by t, then feature index, then exits before entries. */
export const byHit = (p: SurfaceHit, q: SurfaceHit): number =>
  p.t - q.t || p.featureIndex - q.featureIndex || Number(p.entering) - Number(q.entering);

/**
 * Whether the direction d meets the triangle (v0, e1, e2) at offset `o` on its outward face: d runs
 * against the normal e1 × e2 (segment-cast's determinant e1 · (d × e2) is positive exactly then).
 */
function entersFace(tris: Float32Array, o: number, dx: number, dy: number, dz: number): boolean {
  const e1x = tris[o + 3]!;
  const e1y = tris[o + 4]!;
  const e1z = tris[o + 5]!;
  const e2x = tris[o + 6]!;
  const e2y = tris[o + 7]!;
  const e2z = tris[o + 8]!;
  const nx = e1y * e2z - e1z * e2y;
  const ny = e1z * e2x - e1x * e2z;
  const nz = e1x * e2y - e1y * e2x;
  return dx * nx + dy * ny + dz * nz < 0;
}
