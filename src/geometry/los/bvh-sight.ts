import type { SightGeometry } from "../../core/los/sight-geometry";
import { casterFor, type LosSceneData } from "../bvh/los-scene";
import type { SegmentCaster } from "../bvh/segment-cast";
import { ShaftCaster } from "../bvh/shaft-cast";

/** How far above a hit's leaf a region reaches: up to 2^levels leaves of the BVH. */
const REGION_LEVELS = 4;

/** SightGeometry over a BVH scene: converts heights from yards to the mesh's inches. */
export class BvhSightGeometry implements SightGeometry {
  readonly featureIds: readonly string[];
  readonly featureTypes: readonly string[];
  readonly caster: SegmentCaster;
  readonly shafts: ShaftCaster;
  private readonly byId: Map<string, number>;
  private readonly inchesPerYard: number;
  private ignored: readonly number[] = [];
  lastT = 0;

  constructor(scene: LosSceneData, yardsPerInch: number) {
    this.featureIds = scene.features.map((f) => f.id);
    this.featureTypes = scene.features.map((f) => f.type);
    this.byId = new Map(this.featureIds.map((id, i) => [id, i]));
    this.caster = casterFor(scene);
    this.shafts = new ShaftCaster(scene.root, scene.tris);
    this.inchesPerYard = 1 / yardsPerInch;
  }

  featureIndex(id: string): number {
    return this.byId.get(id) ?? -1;
  }

  setIgnored(indices: readonly number[]): void {
    const flags = this.caster.ignore;
    for (const i of this.ignored) flags[i] = 0;
    for (const i of indices) if (i >= 0) flags[i] = 1;
    // Kept by reference: callers pass arrays they do not change afterwards.
    this.ignored = indices;
  }

  shaftClear(
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
    const s = this.inchesPerYard;
    return this.shafts.clear(ex, ey, ez * s, x0, y0, z0 * s, x1, y1, z1 * s);
  }

  get lastTri(): number {
    return this.caster.hitTri;
  }

  get lastRegion(): number {
    return this.caster.regionOfLastHit(REGION_LEVELS);
  }

  hitsTriangle(
    tri: number,
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: number,
    t0: number,
    t1: number,
  ): number {
    const s = this.inchesPerYard;
    const f = this.caster.hitsTriangle(tri, ax, ay, az * s, bx - ax, by - ay, (bz - az) * s, t0, t1);
    if (f >= 0) this.lastT = this.caster.hitT;
    return f;
  }

  anyHit(
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: number,
    t0: number,
    t1: number,
    region = 0,
  ): number {
    const s = this.inchesPerYard;
    return this.caster.anyHit(ax, ay, az * s, bx - ax, by - ay, (bz - az) * s, t0, t1, region);
  }

  closestHit(
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: number,
    t0: number,
    t1: number,
  ): number {
    const s = this.inchesPerYard;
    const f = this.caster.closestHit(ax, ay, az * s, bx - ax, by - ay, (bz - az) * s, t0, t1);
    this.lastT = this.caster.hitT;
    return f;
  }
}
