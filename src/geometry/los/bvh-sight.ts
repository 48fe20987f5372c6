import type { SightGeometry } from "../../core/los/sight-geometry";
import { FanCaster } from "../bvh/fan-cast";
import { casterFor, type LosSceneData, type TreeData } from "../bvh/scene-data";
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
  /** the near-shaft query's triangles and how many, and those narrowed to one column of samples */
  private near = new Int32Array(0);
  private nearCount = 0;
  private column = new Int32Array(0);
  private columnCount = 0;
  private readonly clipBox = new Float64Array(6);
  private ignored: readonly number[] = [];
  /** the side tree's caster, and its shaft queries; undefined until first asked for */
  private sideCaster: SegmentCaster | null | undefined = undefined;
  private sideShafts: ShaftCaster | null | undefined = undefined;
  /** the caster of the last cast, whose hit lastTri and lastRegion report */
  private last: SegmentCaster;
  /** handles at or past these are the side tree's: triangles, and node offsets in 32-bit words */
  private readonly sideTris: number;
  private readonly sideNodes: number;
  lastT = 0;
  /** fan casts over the whole tree and over the side tree, made on first use */
  private fans: FanCaster | null = null;
  private sideFans: FanCaster | null | undefined = undefined;
  private fanDz = new Float64Array(8);

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
    // Shafts read the caster's copy of the tree.
    this.shafts = new ShaftCaster(this.caster.nodes, this.caster.tris);
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
    aboveTerrain = false,
  ): boolean {
    const s = this.inchesPerYard;
    const shafts = (aboveTerrain && this.sideShaftsOrNull()) || this.shafts;
    return shafts.clear(ex, ey, ez * s, x0, y0, z0 * s, x1, y1, z1 * s);
  }

  /** Shaft queries over the side tree (made on first use), or null when there is none. */
  private sideShaftsOrNull(): ShaftCaster | null {
    if (this.sideShafts === undefined) {
      const caster = this.sideCasterOrNull();
      this.sideShafts = caster ? new ShaftCaster(caster.nodes, caster.tris) : null;
    }
    return this.sideShafts;
  }

  gatherNear(
    ex: number,
    ey: number,
    ez: number,
    x0: number,
    y0: number,
    z0: number,
    x1: number,
    y1: number,
    z1: number,
    reach: number,
    cap: number,
  ): number {
    const s = this.inchesPerYard;
    if (this.near.length < cap) this.near = new Int32Array(cap);
    // The box's image shrunk toward the eye by `reach`, and the box: every segment from a point of the
    // box toward the eye, up to that fraction of its length, lies in the hull of the two.
    const k = 1 - reach;
    const c = this.clipBox;
    c[0] = Math.min(x0, ex + k * (x0 - ex)) - 1e-6;
    c[1] = Math.min(y0, ey + k * (y0 - ey)) - 1e-6;
    c[2] = Math.min(z0, ez + k * (z0 - ez)) * s - 1e-6;
    c[3] = Math.max(x1, ex + k * (x1 - ex)) + 1e-6;
    c[4] = Math.max(y1, ey + k * (y1 - ey)) + 1e-6;
    c[5] = Math.max(z1, ez + k * (z1 - ez)) * s + 1e-6;
    this.nearCount = this.shafts.gather(ex, ey, ez * s, x0, y0, z0 * s, x1, y1, z1 * s, this.near, cap, c);
    this.columnCount = -1;
    return this.nearCount;
  }

  narrowNear(
    xs: Float64Array,
    ys: Float64Array,
    zs: Float64Array,
    from: number,
    to: number,
    ex: number,
    ey: number,
    ez: number,
  ): void {
    const s = this.inchesPerYard;
    const n = this.nearCount;
    this.columnCount = -1;
    if (n <= 0 || to - from < 2) return;
    // The plane through the first and last samples and the eye (z in inches).
    const px = xs[from]!;
    const py = ys[from]!;
    const pz = zs[from]! * s;
    const ux = xs[to - 1]! - px;
    const uy = ys[to - 1]! - py;
    const uz = zs[to - 1]! * s - pz;
    const vx = ex - px;
    const vy = ey - py;
    const vz = ez * s - pz;
    let nx = uy * vz - uz * vy;
    let ny = uz * vx - ux * vz;
    let nz = ux * vy - uy * vx;
    const len = Math.sqrt(nx * nx + ny * ny + nz * nz);
    if (!(len > 1e-9)) return;
    nx /= len;
    ny /= len;
    nz /= len;
    const d = nx * px + ny * py + nz * pz;
    // Every point of a line from a sample to the eye is at most its sample's distance off the plane.
    let slack = 1e-7;
    for (let k = from; k < to; k++) {
      const off = Math.abs(nx * xs[k]! + ny * ys[k]! + nz * zs[k]! * s - d);
      if (off + 1e-7 > slack) slack = off + 1e-7;
    }
    if (this.column.length < n) this.column = new Int32Array(this.near.length);
    const tris = this.caster.tris;
    let m = 0;
    for (let k = 0; k < n; k++) {
      const i = this.near[k]!;
      const o = i * 9;
      const ax = tris[o]!;
      const ay = tris[o + 1]!;
      const az = tris[o + 2]!;
      const a = nx * ax + ny * ay + nz * az - d;
      const b = a + nx * tris[o + 3]! + ny * tris[o + 4]! + nz * tris[o + 5]!;
      const c = a + nx * tris[o + 6]! + ny * tris[o + 7]! + nz * tris[o + 8]!;
      if ((a > slack && b > slack && c > slack) || (a < -slack && b < -slack && c < -slack)) continue;
      this.column[m++] = i;
    }
    this.columnCount = m;
  }

  closestHitNear(
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
    const narrowed = this.columnCount >= 0;
    const f = this.caster.closestHitList(
      narrowed ? this.column : this.near,
      narrowed ? this.columnCount : this.nearCount,
      ax,
      ay,
      az * s,
      bx - ax,
      by - ay,
      (bz - az) * s,
      t0,
      t1,
    );
    if (f >= 0) this.lastT = this.caster.hitT;
    return f;
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

  fanClearFrom(
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: readonly number[],
    aboveTerrain = false,
    t0 = 1e-6,
    t1 = 1 - 1e-6,
  ): number {
    const s = this.inchesPerYard;
    if (this.fanDz.length < bz.length) this.fanDz = new Float64Array(bz.length);
    const dz = this.fanDz;
    for (let k = 0; k < bz.length; k++) dz[k] = (bz[k]! - az) * s;
    let fans: FanCaster | null = null;
    if (aboveTerrain) {
      if (this.sideFans === undefined) {
        const side = this.sideCasterOrNull();
        this.sideFans = side ? new FanCaster(side) : null;
      }
      fans = this.sideFans;
    }
    if (fans === null) fans = this.fans ??= new FanCaster(this.caster);
    return fans.clearFrom(ax, ay, az * s, bx - ax, by - ay, dz, bz.length, t0, t1);
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
