import { groundYardsAt } from "../table/terrain";
import type { Placement } from "../units/placement";
import { castLine, newLineHit } from "./cast-line";
import type { OwnArea } from "./own-areas";
import type { SightPoints } from "./sight-points";
import type { LosWorld } from "./world";

/** The default number of samples over the target's faces (the issue asks for at least 64). */
export const DEFAULT_COVER_SAMPLES = 64;

/** How much of a target's observer-facing silhouette terrain hides, and what hides it. */
export interface CoverResult {
  /** projected-area-weighted share hidden, 0..1 */
  fraction: number;
  /** share hidden per feature id (a trench, or "dug-in"/"hull-down" for a sunk posture) */
  byFeature: Map<string, number>;
  samples: number;
  /**
   * The effective number of samples behind `fraction` (1 / Σ w², w each sample's weight), for its
   * sampling error band: the count cast when every sample weighs the same.
   */
  effectiveSamples: number;
}

/** Casts run over t in (T_MIN, T_MAX): a line's ends never count as hits. */
const T_MIN = 1e-6;
const T_MAX = 1 - 1e-6;
/** A face's near gather: not yet made, made, or not to be made (too many triangles, or not plain). */
const NEAR_UNSET = 0;
const NEAR_READY = 1;
const NEAR_OFF = 2;
/** How far toward the eye a near gather reaches: this many times the first hit's distance, */
const NEAR_REACH = 1.5;
/** plus this many inches. */
const NEAR_EXTRA_INCHES = 0.5;
/** The most triangles a near gather keeps; a face whose near shaft holds more goes without. */
const NEAR_CAP = 256;

/** One face's sample points, reused between calls (one set per thread). */
const newScratch = (n: number) => ({
  xs: new Float64Array(n),
  ys: new Float64Array(n),
  zs: new Float64Array(n),
  below: new Uint8Array(n),
});
let scratch = newScratch(0);

interface Face {
  /** origin corner and the two spanning directions (x, y in inches; height share for vertical faces) */
  ax: number;
  ay: number;
  ux: number;
  uy: number;
  vx: number;
  vy: number;
  vertical: boolean;
  weight: number;
}

/**
 * seed 000 §5.1 "more than half covered": samples a grid over each face of the target's silhouette box
 * that faces the observer's centre eye, weights each face by its area projected toward the eye, and
 * casts from each sample toward the eye. A sample is hidden when terrain lies on that line; the first
 * thing met from the target's side is credited with hiding it (the wall it crouches behind, the crest of
 * a reverse slope). Samples below the ground around a unit in a trench or dug in are hidden by it.
 */
export function coverFraction(
  world: LosWorld,
  eye: { x: number; y: number; z: number },
  ownEye: readonly OwnArea[],
  target: Placement,
  targetPoints: SightPoints,
  ownTarget: readonly OwnArea[],
  sampleCount = DEFAULT_COVER_SAMPLES,
): CoverResult {
  const { terrain, table, geometry } = world;
  const ipy = 1 / table.yardsPerInch;
  const height = targetPoints.heightYards;
  const lift = targetPoints.lift;
  const fp = target.footprint;
  const faces: Face[] = [];
  for (let i = 0; i < 4; i++) {
    const p = fp[i]!;
    const q = fp[(i + 1) % 4]!;
    const ex = q[0] - p[0];
    const ey = q[1] - p[1];
    const len = Math.hypot(ex, ey);
    const nx = ey / len;
    const ny = -ex / len;
    const mx = (p[0] + q[0]) / 2;
    const my = (p[1] + q[1]) / 2;
    const midZ = target.bottomYards + height / 2;
    const dx = eye.x - mx;
    const dy = eye.y - my;
    const dz = (eye.z - midZ) * ipy;
    const dist = Math.hypot(dx, dy, dz);
    const cos = (nx * dx + ny * dy) / dist;
    if (cos <= 1e-9) continue;
    faces.push({
      ax: p[0],
      ay: p[1],
      ux: ex,
      uy: ey,
      vx: 0,
      vy: 0,
      vertical: true,
      weight: len * height * ipy * cos,
    });
  }
  // seed 000 §5.1 "more than half covered" is judged on the target's standing profile, the faces
  // toward the observer: the box's top is the ground its men or vehicles are spread over (a base is
  // 50 yards across at ground scale, its silhouette 2-3 yards tall), so counting it would let any
  // downward view outweigh the wall the unit crouches behind (docs/line-of-sight.md). It counts only
  // when no side faces the eye at all (an eye straight above the base).
  const topCentreZ = target.topYards;
  if (faces.length === 0 && eye.z > topCentreZ) {
    const a = fp[0]!;
    const b = fp[1]!;
    const d = fp[3]!;
    const ux = b[0] - a[0];
    const uy = b[1] - a[1];
    const vx = d[0] - a[0];
    const vy = d[1] - a[1];
    const dx = eye.x - target.x;
    const dy = eye.y - target.y;
    const dz = (eye.z - topCentreZ) * ipy;
    const cos = dz / Math.hypot(dx, dy, dz);
    faces.push({
      ax: a[0],
      ay: a[1],
      ux,
      uy,
      vx,
      vy,
      vertical: false,
      weight: Math.hypot(ux, uy) * Math.hypot(vx, vy) * cos,
    });
  }
  const total = faces.reduce((s, f) => s + f.weight, 0);
  const byFeature = new Map<string, number>();
  if (faces.length === 0 || total <= 0) return { fraction: 0, byFeature, samples: 0, effectiveSamples: 0 };
  // Each face gets a grid of gu columns (along the base edge) by gv rows (up the face, or across the
  // top), the smallest near-square grid holding its even share of the samples asked for: 256 asked of
  // three faces cast 3 × 9 × 10 = 270, of two 2 × 11 × 12 = 264.
  const share0 = Math.ceil(sampleCount / faces.length);
  const gv = Math.max(2, Math.ceil(Math.sqrt(share0)));
  const gu = Math.max(2, Math.ceil(share0 / gv));
  const perFace = gu * gv;
  const hit = newLineHit();
  const sunkId =
    target.sunkBy?.kind === "trench"
      ? target.sunkBy.featureId
      : target.sunkBy?.kind === "posture"
        ? target.sunkBy.posture
        : null;
  let hidden = 0;
  let samples = 0;
  // Shares are summed per feature index (the sunk posture or trench as −1), in the order first met.
  const order: number[] = [];
  const share: number[] = [];
  const credit = (feature: number, w: number) => {
    let k = order.indexOf(feature);
    if (k < 0) {
      k = order.length;
      order.push(feature);
      share.push(0);
    }
    share[k]! += w;
    hidden += w;
  };
  const plain = ownTarget.length === 0 && ownEye.length === 0;
  if (plain) geometry.setIgnored([]);
  let lastTri = -1;
  if (scratch.below.length < perFace) scratch = newScratch(perFace);
  const { xs, ys, zs, below } = scratch;
  let sumSquares = 0;
  for (const f of faces) {
    const w = f.weight / total / perFace;
    sumSquares += w * w * perFace;
    let x0 = Number.POSITIVE_INFINITY;
    let y0 = Number.POSITIVE_INFINITY;
    let z0 = Number.POSITIVE_INFINITY;
    let x1 = Number.NEGATIVE_INFINITY;
    let y1 = Number.NEGATIVE_INFINITY;
    let z1 = Number.NEGATIVE_INFINITY;
    let anyBelow = false;
    for (let iu = 0; iu < gu; iu++) {
      const u = (iu + 0.5) / gu;
      const colX = f.ax + f.ux * u;
      const colY = f.ay + f.uy * u;
      const colGround = f.vertical ? groundYardsAt(terrain, colX, colY) : 0;
      for (let iv = 0; iv < gv; iv++) {
        const v = (iv + 0.5) / gv;
        const k = iu * gv + iv;
        let sx = colX;
        let sy = colY;
        let ground = colGround;
        let sz: number;
        if (f.vertical) sz = ground + lift + height * v;
        else {
          sx += f.vx * v;
          sy += f.vy * v;
          ground = groundYardsAt(terrain, sx, sy);
          sz = ground + lift + height;
        }
        xs[k] = sx;
        ys[k] = sy;
        zs[k] = sz;
        below[k] = sunkId && sz < ground ? 1 : 0;
        if (below[k]) anyBelow = true;
        x0 = Math.min(x0, sx);
        y0 = Math.min(y0, sy);
        z0 = Math.min(z0, sz);
        x1 = Math.max(x1, sx);
        y1 = Math.max(y1, sy);
        z1 = Math.max(z1, sz);
      }
    }
    samples += perFace;
    // One shaft query can show the whole face in plain view.
    if (plain && !anyBelow && geometry.shaftClear(eye.x, eye.y, eye.z, x0, y0, z0, x1, y1, z1)) continue;
    // Near gathers: once a sample's line is found blocked, at distance t along it, the triangles that
    // lines from anywhere on the face can meet within NEAR_REACH·t (plus a little) are gathered, and
    // narrowed column by column to those that the column's lines can meet (one plane holds them all).
    // The later samples' nearest hits are usually among those few: a hit found among them is the
    // nearest in the whole mesh, as they hold everything on that stretch of its line.
    let near = plain ? NEAR_UNSET : NEAR_OFF;
    let reach = 0;
    for (let iu = 0; iu < gu; iu++) {
      const column = iu * gv;
      if (near === NEAR_READY) geometry.narrowNear(xs, ys, zs, column, column + gv, eye.x, eye.y, eye.z);
      for (let k = column; k < column + gv; k++) {
        if (below[k]) {
          credit(-1, w);
          continue;
        }
        const sx = xs[k]!;
        const sy = ys[k]!;
        const sz = zs[k]!;
        if (!plain) {
          castLine(geometry, sx, sy, sz, eye.x, eye.y, eye.z, ownTarget, ownEye, true, hit);
          if (hit.feature >= 0) credit(hit.feature, w);
          continue;
        }
        let feature =
          near === NEAR_READY ? geometry.closestHitNear(sx, sy, sz, eye.x, eye.y, eye.z, T_MIN, reach) : -1;
        if (feature >= 0) lastTri = geometry.lastTri;
        else {
          // The last sample's blocker, if it blocks this line too, bounds the search for the nearest.
          feature =
            lastTri >= 0 ? geometry.hitsTriangle(lastTri, sx, sy, sz, eye.x, eye.y, eye.z, T_MIN, T_MAX) : -1;
          const bound = feature >= 0 ? geometry.lastT : T_MAX;
          const nearer = geometry.closestHit(sx, sy, sz, eye.x, eye.y, eye.z, T_MIN, bound);
          if (nearer >= 0) {
            feature = nearer;
            lastTri = geometry.lastTri;
          }
          if (feature < 0) continue;
          if (near === NEAR_UNSET) {
            const t = nearer >= 0 ? geometry.lastT : bound;
            reach = Math.min(T_MAX, t * NEAR_REACH + NEAR_EXTRA_INCHES / Math.hypot(eye.x - sx, eye.y - sy));
            const gathered = geometry.gatherNear(
              eye.x,
              eye.y,
              eye.z,
              x0,
              y0,
              z0,
              x1,
              y1,
              z1,
              reach,
              NEAR_CAP,
            );
            near = gathered >= 0 ? NEAR_READY : NEAR_OFF;
            if (near === NEAR_READY) geometry.narrowNear(xs, ys, zs, k + 1, column + gv, eye.x, eye.y, eye.z);
          }
        }
        credit(feature, w);
      }
    }
  }
  for (let k = 0; k < order.length; k++) {
    const f = order[k]!;
    byFeature.set(f < 0 ? sunkId! : geometry.featureIds[f]!, share[k]!);
  }
  return { fraction: Math.min(1, hidden), byFeature, samples, effectiveSamples: 1 / sumSquares };
}
