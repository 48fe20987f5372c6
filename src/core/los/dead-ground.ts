import { AreaWedges } from "./area-wedges";
import { AREA_WALL_TOLERANCE_INCHES, castFan, castLine, newLineHit } from "./cast-line";
import type { CellRaster } from "./cell-raster";
import { eyesAboveTerrain, eyesOffBlocks } from "./eye-clearance";
import { hillEdgeMask } from "./hill-edge-mask";
import { PolarHorizon, solidField } from "./horizon";
import { AREA, allOf, anyOf, blockSummary, UNSAFE } from "./map-blocks";
import { eyeReachInches, type MapObserver } from "./observer";
import { piecesFor } from "./polar-bins";
import { ringExitParam } from "./ring-edges";
import type { LosWorld } from "./world";

/** The default target for maps: standing infantry, 2 yards tall. */
export const DEFAULT_TARGET_HEIGHT_YARDS = 2;

/** Options for a dead-ground map. */
export interface DeadGroundOptions {
  targetHeightYards?: number;
  /**
   * Which band of CHUNK_ROWS rows to work next (default: every band in turn), so workers can share one map:
   * a counter shared by the workers, or a fixed share; a value past the last band stops, and the
   * bands not worked stay 0. Progress counts bands done out of all the map's bands.
   */
  nextChunk?: () => number;
  /** polled between bands of rows; return true to stop early (the result is then incomplete) */
  cancelled?: () => boolean;
  /**
   * Lets the workers of one map share its proof builds (one horizon per eye point):
   * build j goes into `buffers[j]` (piecesFor the raster long, shared memory), `take()` hands out the
   * next build to do, `built()` reports one done, and `allBuilt(total)` waits until all are, returning
   * false when the map was cancelled meanwhile. Every worker of the map must be given the same.
   */
  sharedBuilds?: SharedBuilds;
  /**
   * Only the cells where this is 1 need deciding (the minimum-height map's sweep): the others may be
   * left 0 or set by a block proof, and the caller must not read them. Null or absent: every cell.
   */
  only?: Uint8Array | null;
  /**
   * The lower heights of a minimum-height sweep's ladder, yards, ascending and below the map's own
   * (the top map's; a list that is not is not used). A cell a cast finds seen gets, in `seenFrom`,
   * the least index k0 of these heights from which the lines from the eye that saw it are all clear
   * (castFan: a fan walk per stretch of the line), and a block seen whole 0 when the shaft to the box
   * of every lower target is empty too (else the index from which that shaft is); other cells get the
   * list's length. Those heights are then known seen there.
   */
  lowerHeightsYards?: readonly number[];
  onProgress?: (done: number, total: number) => void;
}

/** See DeadGroundOptions.sharedBuilds. */
export interface SharedBuilds {
  buffers: readonly Float32Array<ArrayBufferLike>[];
  take: () => number;
  built: () => void;
  allBuilt: (total: number) => boolean;
}

/** Counters for benchmarks and tests. */
export interface DeadGroundStats {
  cells: number;
  /** cells whose sight lines were cast one by one */
  castCells: number;
  /** blocks found visible whole by one shaft test */
  shaftBlocks: number;
  /** blocks found dead whole: one blocking triangle per eye shadows all of them */
  deadBlocks: number;
  /** cells decided by the hill-edge rule alone */
  ruleDeadCells: number;
  /** cast cells found dead by the horizon proofs alone, every eye's line dipping into the solid */
  horizonDeadCells: number;
  /** blocks found dead whole by the horizon proofs */
  horizonDeadBlocks: number;
  /** blocks found dead whole because the observer's own wood or town rules out every line into them */
  areaDeadBlocks: number;
  cancelled: boolean;
}

const NONE: never[] = [];
/**
 * Rows per band of work (progress, cancellation and worker sharing happen per band). Measured on the
 * pool: with 16 rows the two workers of a map ended 1.4-4% of its wall time apart (median), with 8
 * rows 0.2%; one thread's map time is the same either way.
 */
export const CHUNK_ROWS = 8;
/** Side of the blocks tried whole with a shaft test, cells. */
const BLOCK = 4;
/** Side of the bigger blocks tried dead whole first, cells (it divides CHUNK_ROWS). */
const SUPER = 8;
/** Horizon buffers, kept between maps (one set per thread). */
const horizons: PolarHorizon[] = [];
/** Per eye, the woods rule by wedge (for observers in woods or towns), kept between maps likewise. */
const areaWedges: AreaWedges[] = [];
/** What this thread's horizons were last built for (by identity), so the next map may keep them. */
interface BuiltFor {
  raster: CellRaster | null;
  field: unknown;
  /** the eye points' x, then y, then z */
  eyes: number[];
}
const NO_BUILD: BuiltFor = { raster: null, field: null, eyes: [] };
let lastBuilt: BuiltFor = NO_BUILD;

/** True when this thread's horizons were built for this raster, solid field and these eye points. */
function sameBuild(b: BuiltFor, raster: CellRaster, field: unknown, o: MapObserver): boolean {
  const n = o.eyeX.length;
  if (b.raster !== raster || b.field !== field || field === null || b.eyes.length !== 3 * n) return false;
  for (let e = 0; e < n; e++)
    if (b.eyes[e] !== o.eyeX[e] || b.eyes[n + e] !== o.eyeY[e] || b.eyes[2 * n + e] !== o.eyeZ[e])
      return false;
  return true;
}

/**
 * Dead ground for one observer: cell i is 1 when a target of the given height standing at the cell's
 * centre would be visible, under the same rules as lineOfSight: the world's SightRules (its hill-edge
 * allowance and its own areas' reach: for Firestrike the seed 000 §1.2 hill-edge rule and the
 * woods/built-up edge rule), and at least one clear sight line from one of the observer's eye points to
 * the top of the target (every occluder rises from the ground, so the top is the last point hidden).
 * Every cell the rules allow gets real sight lines through the BVH; what makes that affordable is
 * retrying, before each full cast, the triangles that blocked neighbouring lines and then the small
 * BVH subtree round the last of them (exact: a hit on either only ever proves a line blocked), on top
 * of the horizon proofs below.
 */
export function deadGroundMap(
  world: LosWorld,
  raster: CellRaster,
  observer: MapObserver,
  opts: DeadGroundOptions = {},
): { visible: Uint8Array; seenFrom: Uint8Array | null; stats: DeadGroundStats } {
  const { cols, rows, cellInches } = raster;
  const n = cols * rows;
  const h = opts.targetHeightYards ?? DEFAULT_TARGET_HEIGHT_YARDS;
  const { ok: ruleOk, dead: ruleDead } = hillEdgeMask(world, raster, observer);
  const visible = new Uint8Array(n);
  const lower = opts.lowerHeightsYards ?? NONE;
  // (Only for heights below the map's: a block's tall shaft reaches from the lowest up to this height.)
  const seenFrom =
    lower.length > 0 && lower[lower.length - 1]! < h && world.geometry.fanClearFrom !== undefined
      ? new Uint8Array(n).fill(lower.length)
      : null;
  const stats: DeadGroundStats = {
    cells: n,
    castCells: 0,
    shaftBlocks: 0,
    deadBlocks: 0,
    ruleDeadCells: ruleDead,
    horizonDeadCells: 0,
    horizonDeadBlocks: 0,
    areaDeadBlocks: 0,
    cancelled: false,
  };
  const hit = newLineHit();
  const { geometry } = world;
  const eyes = observer.eyeX.length;
  let lastEye = 0;
  // How far each eye sees: not past the sight limit when deep in its own wood (eyeReachInches).
  const reach = new Float64Array(eyes);
  for (let e = 0; e < eyes; e++) reach[e] = eyeReachInches(observer, e);
  // (Indexed loops over the observer's arrays here and below: observers with and without areas
  // hold arrays of different shapes, and iterators over them made the optimised map code bail out.)
  const ownAreas = observer.own;
  // Blocker caches: the triangle that last blocked each eye's line, the one that blocked it in the
  // cell below (previous row), and the one that blocked the previous eye for this cell. Neighbouring
  // lines are usually stopped by the same wall or slope, and one triangle test is far cheaper than a
  // BVH walk; a miss just falls through to the full cast.
  const lastTri = new Int32Array(eyes).fill(-1);
  // A few more recent blockers per eye, most recent first.
  const MRU = 2;
  const recent = new Int32Array(eyes * MRU).fill(-1);
  const remember = (e: number, t: number) => {
    const base = e * MRU;
    let k = 0;
    while (k < MRU - 1 && recent[base + k] !== t) k++;
    for (; k > 0; k--) recent[base + k] = recent[base + k - 1]!;
    recent[base] = t;
  };
  const belowTri = new Int32Array(eyes * cols).fill(-1);
  // Per eye, the part of the BVH round the triangle its last cast hit: a line that none of the cached
  // triangles blocks is tried against that small subtree before a full cast from the root.
  const region = new Int32Array(eyes).fill(-1);
  // The last cell a cast found visible.
  let seenLast = -1;
  const plain = observer.own.length === 0;
  // For an observer in woods or a town, which lines the woods rule stops, per eye and wedge: most of
  // the table, settled without a crossing worked out (or a triangle tried first).
  const ruling = ownAreas.some((a) => a.limitInches < Number.POSITIVE_INFINITY);
  while (areaWedges.length < eyes) areaWedges.push(new AreaWedges());
  if (ruling)
    for (let e = 0; e < eyes; e++) areaWedges[e]!.build(observer.eyeX[e]!, observer.eyeY[e]!, ownAreas);
  // A cached triangle proves a line blocked unless it belongs to an area one end stands in (those
  // walls are passed through near that end); the observer's own areas never change during a map.
  const observerOwn = new Uint8Array(geometry.featureIds.length);
  const excluded: number[] = [];
  for (let k = 0; k < ownAreas.length; k++) {
    const index = ownAreas[k]!.index;
    excluded.push(index);
    if (index >= 0) observerOwn[index] = 1;
  }
  const proves = (f: number, own: readonly { index: number }[]): boolean => {
    if (f < 0 || observerOwn[f] === 1) return false;
    for (let k = 0; k < own.length; k++) if (own[k]!.index === f) return false;
    return true;
  };
  geometry.setIgnored(NONE);
  // Horizon proofs (horizon.ts): one per eye, over the solid less the observer's own blocks. A point
  // of a line inside that solid proves it blocked when one of its ends is outside the solid: the
  // target's top, where the target stands clear of blocks and above the terrain mesh near it, else
  // the eye, when every eye point stands clear (then only the stretch before the target's own areas,
  // which the cast does not ignore, may be looked at).
  const useHorizon = h >= raster.solid.minTargetYards;
  const field = useHorizon ? solidField(raster, excluded) : null;
  while (horizons.length < eyes) horizons.push(new PolarHorizon());
  // Every line's ends above the terrain (the eyes, checked here, and each target top, at least the
  // margin above its ground): full casts may then leave out the terrain's flat tops.
  const aboveTerrain = h >= raster.solid.minTargetYards && eyesAboveTerrain(world, raster, observer);
  const eyesClear = field !== null && aboveTerrain && eyesOffBlocks(raster, observer, excluded);
  // Build e: eye e's horizon.
  const builds = field ? eyes : 0;
  const build = (e: number, into?: Float32Array<ArrayBufferLike>, attachOnly = false) => {
    const [x, y, z] = [observer.eyeX[e]!, observer.eyeY[e]!, observer.eyeZ[e]!];
    if (attachOnly) horizons[e]!.attach(raster, x, y, z, into);
    else horizons[e]!.build(raster, field!, x, y, z, into, true, ruling ? areaWedges[e]! : null);
  };
  const shared = opts.sharedBuilds;
  const size = piecesFor(cols, rows, cellInches);
  let inside = true;
  for (let e = 0; e < eyes; e++) {
    const x = observer.eyeX[e]!;
    const y = observer.eyeY[e]!;
    if (!(x >= 0 && x <= cols * cellInches && y >= 0 && y <= rows * cellInches)) inside = false;
  }
  if (shared && inside && shared.buffers.length >= builds && shared.buffers.every((b) => b.length >= size)) {
    lastBuilt = NO_BUILD; // the horizons are about to read the pool's buffers
    for (let j = shared.take(); j < builds; j = shared.take()) {
      build(j, shared.buffers[j]);
      shared.built();
    }
    if (!shared.allBuilt(builds)) return { visible, seenFrom, stats: { ...stats, cancelled: true } };
    for (let j = 0; j < builds; j++) build(j, shared.buffers[j], true);
  } else if (!sameBuild(lastBuilt, raster, field, observer)) {
    lastBuilt = NO_BUILD;
    for (let j = 0; j < builds; j++) build(j);
    // Built into this thread's own buffers (shared builds live in buffers the pool hands on), so the
    // next map from the same eyes on this raster may keep them (the minimum-height sweep's maps):
    // horizons do not depend on the target height.
    if (builds > 0)
      lastBuilt = { raster, field, eyes: [...observer.eyeX, ...observer.eyeY, ...observer.eyeZ] };
  }
  const allEyes = (1 << eyes) - 1;
  // Per area set of the raster, the longest sight limit of its areas (Infinity when unlimited).
  const deepestLimit = Float64Array.from(raster.areaSets, (set) =>
    Math.max(...set.map((a) => a.limitInches)),
  );
  const unsafe = raster.solid.unsafe;
  const tryTri = (
    t: number,
    ax: number,
    ay: number,
    az: number,
    x: number,
    y: number,
    z: number,
    own: readonly { index: number }[],
  ): boolean => t >= 0 && proves(geometry.hitsTriangle(t, ax, ay, az, x, y, z, 1e-6, 1 - 1e-6), own);
  const cast = (i: number): number => {
    const r = (i / cols) | 0;
    const c = i - r * cols;
    const x = (c + 0.5) * cellInches;
    const y = (r + 0.5) * cellInches;
    const z = raster.ground[i]! + h;
    const set = raster.areaSet[i]!;
    const own = set >= 0 ? raster.areaSets[set]! : NONE;
    const deep = raster.deepIn[i]!;
    if (deep >= 0 && observerOwn[deep] !== 1) return 0;
    // Lines the horizons prove blocked need no cast; a cell with every line so proven is dead.
    let proven = 0;
    // Lines the woods rule stops (an observer in woods or a town) need no cast either.
    if (ruling) for (let e = 0; e < eyes; e++) if (areaWedges[e]!.rules(x, y)) proven |= 1 << e;
    if (proven === allEyes) return 0;
    // A target clear of areas has each eye's horizon looked at only when that eye's turn comes: a
    // seen cell is usually settled by the first eye tried.
    const lazy = field !== null && set < 0 && (unsafe[i] === 0 || eyesClear);
    if (field && !lazy) {
      if (eyesClear && plain) {
        // A target in woods or a town: the line is blocked if it runs further inside than the area
        // rule allows, or dips into the solid before the stretch where the target's areas are passed.
        // The line runs at most the sight limit inside before it is ruled out anyway, so the stretch
        // up to that far short of the target may be looked at first with no entry point worked out.
        const deepest = deepestLimit[set]!;
        for (let e = 0; e < eyes; e++) {
          const ax = observer.eyeX[e]!;
          const ay = observer.eyeY[e]!;
          const len = Math.sqrt((x - ax) * (x - ax) + (y - ay) * (y - ay));
          if (horizons[e]!.blocked(x, y, z, len - deepest - 2 * AREA_WALL_TOLERANCE_INCHES)) {
            proven |= 1 << e;
            continue;
          }
          let entry = 1;
          let ruled = false;
          for (let k = 0; k < own.length && !ruled; k++) {
            const area = own[k]!;
            const t = ringExitParam(ax, ay, x, y, area.ring, true, area.limitInches);
            if ((1 - t) * len > area.limitInches) ruled = true;
            else if (t < entry) entry = t;
          }
          if (ruled || horizons[e]!.blocked(x, y, z, entry * len - 2 * AREA_WALL_TOLERANCE_INCHES))
            proven |= 1 << e;
        }
      }
      if (proven === allEyes) {
        stats.horizonDeadCells++;
        return 0;
      }
    }
    let cellTri = -1;
    // Start from the eye that saw the last visible cell: neighbouring cells tend to agree.
    for (let k = 0; k < eyes; k++) {
      const e = (lastEye + k) % eyes;
      if ((proven >> e) & 1) continue;
      if (lazy && horizons[e]!.blocked(x, y, z)) {
        proven |= 1 << e;
        if (proven === allEyes) {
          stats.horizonDeadCells++;
          return 0;
        }
        continue;
      }
      const ax = observer.eyeX[e]!;
      const ay = observer.eyeY[e]!;
      const az = observer.eyeZ[e]!;
      if (
        reach[e]! < Number.POSITIVE_INFINITY &&
        Math.sqrt((x - ax) * (x - ax) + (y - ay) * (y - ay)) > reach[e]!
      )
        continue;
      const below = belowTri[e * cols + c]!;
      const last = lastTri[e]!;
      // The eye that saw the cell before this one (tried first) likely sees this one too: its cached
      // triangles and subtree are not tried (they seldom block its line, and a miss proves nothing).
      const fresh = k === 0 && seenLast === i - 1;
      let hitTri = fresh
        ? -1
        : tryTri(cellTri, ax, ay, az, x, y, z, own)
          ? cellTri
          : last !== cellTri && tryTri(last, ax, ay, az, x, y, z, own)
            ? last
            : below !== last && below !== cellTri && tryTri(below, ax, ay, az, x, y, z, own)
              ? below
              : -1;
      for (let m = 0; hitTri < 0 && !fresh && m < MRU; m++) {
        const t = recent[e * MRU + m]!;
        if (t !== cellTri && t !== last && t !== below && tryTri(t, ax, ay, az, x, y, z, own)) hitTri = t;
      }
      // Then the subtree round the eye's last blocker (not for lines in woods, which the area rule
      // often settles).
      if (
        hitTri < 0 &&
        region[e]! >= 0 &&
        set < 0 &&
        plain &&
        !fresh &&
        proves(geometry.anyHit(ax, ay, az, x, y, z, 1e-6, 1 - 1e-6, region[e]!), NONE)
      )
        hitTri = geometry.lastTri;
      if (hitTri >= 0) {
        cellTri = lastTri[e] = belowTri[e * cols + c] = hitTri;
        remember(e, hitTri);
        continue;
      }
      castLine(geometry, ax, ay, az, x, y, z, observer.own, own, false, hit, aboveTerrain);
      if (hit.feature < 0) {
        lastEye = e;
        seenLast = i;
        return 1;
      }
      if (hit.areaRule === null && proves(hit.feature, own)) {
        cellTri = lastTri[e] = belowTri[e * cols + c] = geometry.lastTri;
        region[e] = geometry.lastRegion;
        remember(e, cellTri);
      }
    }
    return 0;
  };

  // Work in blocks of BLOCK × BLOCK cells, deciding a whole block from its first cell when a proof
  // holds for all of it: seen, when the shaft from the eye that saw the first cell to the block's
  // target tops is empty; dead, when for every eye the triangle that blocked the first cell also
  // blocks the lines to all eight corners of the box of target tops (every line into the box then
  // passes through that triangle: the box lies in the triangle's shadow cone).
  // Returns 1 when the block is settled, 0 when only its first cell is, −1 when nothing is.
  const corners = new Float64Array(24);
  const blocks = blockSummary(raster, BLOCK);
  // The horizons may prove a box of whole blocks dead at once: the same proof as each cell's, with the
  // rings before the box's nearest point only, for the highest target top in it; for an observer in
  // woods or a town, the woods rule stands in for the eyes it covers the box for.
  const boxDead = (r0: number, c0: number, r1: number, c1: number): boolean => {
    // The horizons may end their proofs in the box when it holds no area cells, and only safe ones
    // unless every eye stands clear.
    let zHi = Number.NEGATIVE_INFINITY;
    let horizonOk = field !== null;
    let allSafe = true;
    for (let br = r0; br < r1 && horizonOk; br += BLOCK)
      for (let bc = c0; bc < c1; bc += BLOCK) {
        const b = (br / BLOCK) * blocks.cols + bc / BLOCK;
        const flags = blocks.flags[b]!;
        if ((flags & AREA) !== 0) horizonOk = false;
        if ((flags & UNSAFE) !== 0) allSafe = false;
        zHi = Math.max(zHi, blocks.groundHi[b]! + h);
      }
    if (!allSafe && !eyesClear) horizonOk = false;
    if (!horizonOk && !ruling) return false;
    const x0 = (c0 + 0.5) * cellInches;
    const y0 = (r0 + 0.5) * cellInches;
    const x1 = (c1 - 0.5) * cellInches;
    const y1 = (r1 - 0.5) * cellInches;
    // Per eye: the woods rule stops every line into the box, or the eye's horizon proves them all.
    let byRule = true;
    for (let e = 0; e < eyes; e++) {
      if (ruling && areaWedges[e]!.rulesBox(x0, y0, x1, y1)) continue;
      if (!horizonOk || !horizons[e]!.blockedBox(x0, y0, x1, y1, zHi)) return false;
      byRule = false;
    }
    const settled = Math.ceil((r1 - r0) / BLOCK) * Math.ceil((c1 - c0) / BLOCK);
    if (byRule) stats.areaDeadBlocks += settled;
    else stats.horizonDeadBlocks += settled;
    return true;
  };
  // The lower targets of a minimum-height sweep's top map are above the terrain too when the lowest is.
  const lowerAbove = aboveTerrain && lower.length > 0 && lower[0]! >= raster.solid.minTargetYards;
  // The shaft from eye e to the box of the lower targets from lower[k] up: over ground from groundLo
  // to the box's top zHi (the map's target height on the highest ground).
  const shaftFrom = (
    e: number,
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    groundLo: number,
    zHi: number,
    k: number,
  ) =>
    geometry.shaftClear(
      observer.eyeX[e]!,
      observer.eyeY[e]!,
      observer.eyeZ[e]!,
      x0,
      y0,
      groundLo + lower[k]!,
      x1,
      y1,
      zHi + 1e-4,
      lowerAbove,
    );
  // The eye whose shaft settled the block before this one in its row, or −1: the next block is often
  // seen whole from it too, and is then settled with no cast at all.
  let shaftEye = -1;
  // Seen whole from eye e (for an observer in the open, a block with no area cells): every cell the
  // hill-edge rule allows, and the shaft from the eye to the box of its target tops empty.
  const seenWhole = (e: number, r0: number, c0: number, r1: number, c1: number, zLo: number, zHi: number) => {
    for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) if (ruleOk[r * cols + c] === 0) return false;
    const { eyeX, eyeY, eyeZ } = observer;
    const x0 = (c0 + 0.5) * cellInches;
    const y0 = (r0 + 0.5) * cellInches;
    const x1 = (c1 - 0.5) * cellInches;
    const y1 = (r1 - 0.5) * cellInches;
    // The top map of a minimum-height sweep tries the shaft to the box of every lower target too, and
    // failing that to those from the middle of the lower heights up (a low wall hides only the
    // lowest). `from` is the least lower height so seen (lower.length: none).
    let from = lower.length;
    if (seenFrom !== null) {
      const mid = lower.length >> 1;
      if (shaftFrom(e, x0, y0, x1, y1, zLo - h, zHi, 0)) from = 0;
      else if (mid > 0 && shaftFrom(e, x0, y0, x1, y1, zLo - h, zHi, mid)) from = mid;
    }
    if (
      from === lower.length &&
      !geometry.shaftClear(eyeX[e]!, eyeY[e]!, eyeZ[e]!, x0, y0, zLo, x1, y1, zHi + 1e-4, aboveTerrain)
    )
      return false;
    stats.shaftBlocks++;
    for (let r = r0; r < r1; r++) {
      visible.fill(1, r * cols + c0, r * cols + c1);
      if (from < lower.length) seenFrom!.fill(from, r * cols + c0, r * cols + c1);
    }
    shaftEye = e;
    return true;
  };
  // A minimum-height sweep's top map: a seen cell's lines from the eye that saw it to the lower
  // targets (DeadGroundOptions.lowerHeightsYards), cast as castLine would cast each (castFan): the
  // rules about them (the hill edge, reach, the areas' sight limits) do not depend on the height.
  const lowerTops: number[] = Array.from(lower, () => 0);
  const column = (i: number) => {
    if (seenFrom === null) return;
    const r = (i / cols) | 0;
    const g = raster.ground[i]!;
    for (let k = 0; k < lower.length; k++) lowerTops[k] = g + lower[k]!;
    const e = lastEye;
    const set = raster.areaSet[i]!;
    seenFrom[i] = castFan(
      geometry,
      observer.eyeX[e]!,
      observer.eyeY[e]!,
      observer.eyeZ[e]!,
      (i - r * cols + 0.5) * cellInches,
      (r + 0.5) * cellInches,
      lowerTops,
      observer.own,
      set >= 0 ? raster.areaSets[set]! : NONE,
      lowerAbove,
    );
  };
  const only = opts.only ?? null;
  const tryBlock = (r0: number, c0: number, r1: number, c1: number): number => {
    const prev = c0 === 0 ? -1 : shaftEye;
    shaftEye = -1;
    if (only && !anyOf(only, cols, r0, c0, r1, c1)) return 1; // nothing in it to decide
    if (boxDead(r0, c0, r1, c1)) return 1;
    const b = (r0 / BLOCK) * blocks.cols + c0 / BLOCK;
    if ((blocks.flags[b]! & AREA) !== 0) return -1;
    const zLo = blocks.groundLo[b]! + h;
    const zHi = blocks.groundHi[b]! + h;
    const first = r0 * cols + c0;
    if (ruleOk[first] === 0) return -1;
    // In a masked map the first cell stands for the block only when it is to be decided, and a shaft
    // is tried only over a block decided whole (its other cells, dead at a greater height, would
    // almost always stop it).
    if (only && only[first] !== 1) return -1;
    const whole = only === null || allOf(only, cols, r0, c0, r1, c1);
    if (whole && prev >= 0 && plain && seenWhole(prev, r0, c0, r1, c1, zLo, zHi)) return 1;
    stats.castCells++;
    visible[first] = cast(first);
    if (visible[first] === 1) {
      column(first);
      const e = lastEye;
      return whole && plain && e !== prev && seenWhole(e, r0, c0, r1, c1, zLo, zHi) ? 1 : 0;
    }
    // Dead whole: the box of target tops (from the first cell's centre to the last's) in the shadow.
    const x0 = (c0 + 0.5) * cellInches;
    const y0 = (r0 + 0.5) * cellInches;
    const x1 = (c1 - 0.5) * cellInches;
    const y1 = (r1 - 0.5) * cellInches;
    for (let k = 0; k < 8; k++) {
      corners[k * 3] = k & 1 ? x1 : x0;
      corners[k * 3 + 1] = k & 2 ? y1 : y0;
      corners[k * 3 + 2] = k & 4 ? zHi : zLo;
    }
    for (let e = 0; e < eyes; e++) {
      const ax = observer.eyeX[e]!;
      const ay = observer.eyeY[e]!;
      const az = observer.eyeZ[e]!;
      const far = reach[e]!;
      let beyondReach = far < Number.POSITIVE_INFINITY;
      for (let k = 0; k < 8 && beyondReach; k++)
        beyondReach = Math.sqrt((corners[k * 3]! - ax) ** 2 + (corners[k * 3 + 1]! - ay) ** 2) > far;
      if (beyondReach) continue;
      const t = lastTri[e]!;
      if (t < 0) return 0;
      for (let k = 0; k < 8; k++)
        if (!tryTri(t, ax, ay, az, corners[k * 3]!, corners[k * 3 + 1]!, corners[k * 3 + 2]!, NONE)) return 0;
    }
    stats.deadBlocks++;
    return 1; // every cell stays 0
  };
  const chunks = Math.ceil(rows / CHUNK_ROWS);
  let sequential = 0;
  const next = opts.nextChunk ?? (() => sequential++);
  let done = 0;
  // Deep in dead ground, 2 × 2 blocks at a time: one horizon test per eye over the bigger box settles
  // all four.
  const superCols = Math.ceil(cols / SUPER);
  const superDead = new Uint8Array(superCols * (CHUNK_ROWS / SUPER));
  for (let k = next(); k < chunks; k = next()) {
    if (opts.cancelled?.()) return { visible, seenFrom, stats: { ...stats, cancelled: true } };
    const rStart = k * CHUNK_ROWS;
    const rEnd = Math.min(rows, (k + 1) * CHUNK_ROWS);
    superDead.fill(0);
    if (field || ruling)
      for (let r0 = rStart; r0 < rEnd; r0 += SUPER)
        for (let c0 = 0; c0 < cols; c0 += SUPER) {
          const r1 = Math.min(rEnd, r0 + SUPER);
          const c1 = Math.min(cols, c0 + SUPER);
          if ((only && !anyOf(only, cols, r0, c0, r1, c1)) || boxDead(r0, c0, r1, c1))
            superDead[((r0 - rStart) / SUPER) * superCols + c0 / SUPER] = 1;
        }
    for (let r0 = rStart; r0 < rEnd; r0 += BLOCK)
      for (let c0 = 0; c0 < cols; c0 += BLOCK) {
        if (superDead[(((r0 - rStart) / SUPER) | 0) * superCols + ((c0 / SUPER) | 0)] === 1) continue;
        const r1 = Math.min(rEnd, r0 + BLOCK);
        const c1 = Math.min(cols, c0 + BLOCK);
        const settled = tryBlock(r0, c0, r1, c1);
        if (settled === 1) continue;
        for (let r = r0; r < r1; r++)
          for (let c = c0; c < c1; c++) {
            const i = r * cols + c;
            if (settled === 0 && r === r0 && c === c0) continue;
            if (ruleOk[i] === 1 && (only === null || only[i] === 1)) {
              stats.castCells++;
              visible[i] = cast(i);
              if (visible[i] === 1) column(i);
            }
          }
      }
    opts.onProgress?.(++done, chunks);
  }
  return { visible, seenFrom, stats };
}
