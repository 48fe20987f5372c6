import type { SightGeometry } from "../../core/los/sight-geometry";
import { casterFor, type LosSceneData, type TreeData } from "../bvh/los-scene";
import { SegmentCaster } from "../bvh/segment-cast";
import { ShaftCaster } from "../bvh/shaft-cast";

/** How far above a hit's leaf a region reaches: up to 2^levels leaves of the BVH. */
const REGION_LEVELS = 4;

/** Moves a caster's ignore flags from one list of feature indices to another. */
function flag(flags: Uint8Array, from: readonly number[], to: readonly number[]): void {
  for (const i of from) if (i >= 0) flags[i] = 0;
  for (const i of to) if (i >= 0) flags[i] = 1;
}

/**
 * SightGeometry over a BVH scene: converts heights from yards to the mesh's inches. Casts for
 * segments with both ends above the terrain may run over the scene's side tree (los-scene.ts), got
 * from `sides` on first use (null: there is none, and they run over the whole mesh). Triangle and
 * region handles from the side tree are numbered after the whole tree's, so either kind can be
 * handed back whichever cast comes next.
 */
export class BvhSightGeometry implements SightGeometry {
  readonly featureIds: readonly string[];
  readonly featureTypes: readonly string[];
  readonly caster: SegmentCaster;
  readonly shafts: ShaftCaster;
  private readonly byId: Map<string, number>;
  private readonly inchesPerYard: number;
  private ignored: readonly number[] = [];
  /** the side tree's caster; undefined until first asked for */
  private sideCaster: SegmentCaster | null | undefined = undefined;
  /** the caster of the last cast, whose hit lastTri and lastRegion report */
  private last: SegmentCaster;
  /** handles at or past these are the side tree's: triangles, and node offsets in 32-bit words */
  private readonly sideTris: number;
  private readonly sideNodes: number;
  lastT = 0;

  constructor(
    scene: LosSceneData,
    yardsPerInch: number,
    private readonly sides: () => TreeData | null = () => scene.sides ?? null,
  ) {
    this.featureIds = scene.features.map((f) => f.id);
    this.featureTypes = scene.features.map((f) => f.type);
    this.byId = new Map(this.featureIds.map((id, i) => [id, i]));
    this.caster = casterFor(scene);
    this.last = this.caster;
    this.shafts = new ShaftCaster(scene.root, scene.tris);
    this.inchesPerYard = 1 / yardsPerInch;
    this.sideTris = scene.triangleCount;
    this.sideNodes = scene.root.byteLength / 4;
  }

  /** The side tree's caster (built on first use), or null. */
  private sideCasterOrNull(): SegmentCaster | null {
    if (this.sideCaster === undefined) {
      const tree = this.sides();
      this.sideCaster = tree
        ? new SegmentCaster(tree.root, tree.tris, tree.triFeature, this.featureIds.length)
        : null;
      if (this.sideCaster) flag(this.sideCaster.ignore, [], this.ignored);
    }
    return this.sideCaster;
  }

  featureIndex(id: string): number {
    return this.byId.get(id) ?? -1;
  }

  setIgnored(indices: readonly number[]): void {
    flag(this.caster.ignore, this.ignored, indices);
    if (this.sideCaster) flag(this.sideCaster.ignore, this.ignored, indices);
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
    const t = this.last.hitTri;
    return t >= 0 && this.last !== this.caster ? t + this.sideTris : t;
  }

  get lastRegion(): number {
    const r = this.last.regionOfLastHit(REGION_LEVELS);
    return r >= 0 && this.last !== this.caster ? r + this.sideNodes : r;
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
    let caster = this.caster;
    if (tri >= this.sideTris) {
      caster = this.sideCasterOrNull()!;
      tri -= this.sideTris;
    }
    this.last = caster;
    const f = caster.hitsTriangle(tri, ax, ay, az * s, bx - ax, by - ay, (bz - az) * s, t0, t1);
    if (f >= 0) this.lastT = caster.hitT;
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
    region = -1,
    aboveTerrain = false,
  ): number {
    const s = this.inchesPerYard;
    let caster = this.caster;
    let start = 0;
    if (region >= this.sideNodes) {
      caster = this.sideCasterOrNull()!;
      start = region - this.sideNodes;
    } else if (region >= 0) start = region;
    else if (aboveTerrain) caster = this.sideCasterOrNull() ?? this.caster;
    this.last = caster;
    return caster.anyHit(ax, ay, az * s, bx - ax, by - ay, (bz - az) * s, t0, t1, start);
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
    this.last = this.caster;
    const f = this.caster.closestHit(ax, ay, az * s, bx - ax, by - ay, (bz - az) * s, t0, t1);
    this.lastT = this.caster.hitT;
    return f;
  }
}
