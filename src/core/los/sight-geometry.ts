/**
 * The ray-query half of line of sight, as the rules see it: segment casts against the table's LOS
 * geometry, with heights in yards. src/geometry implements it over three-mesh-bvh; tests may fake it.
 * Casts are parameterised along the segment a→b by t in (t0, t1).
 */
export interface SightGeometry {
  /** feature id per feature index; index 0 is the table's ground */
  readonly featureIds: readonly string[];
  /** feature type per feature index ("ground" for index 0) */
  readonly featureTypes: readonly string[];
  /** Index of a feature id, or −1. */
  featureIndex(id: string): number;
  /** Features the following casts pass through (a unit's own woods); [] clears. */
  setIgnored(indices: readonly number[]): void;
  /**
   * Feature index of some hit on the segment, or −1 when clear. With `region` (from lastRegion) only
   * that part of the geometry is searched: a hit there proves the line blocked as a full cast would,
   * and a miss proves nothing. With `aboveTerrain` the geometry may leave out the terrain's flat tops
   * (the ground and the plateau tops). For a segment whose ends are both above the terrain that
   * changes nothing but which triangle is reported: a straight line cannot cross flat tops both going
   * down and going up, so between two points above the terrain it meets a hill only by crossing a
   * slope too. Callers may pass it for each stretch of such a segment cast in stretches, when they
   * cast every stretch until one is blocked.
   */
  anyHit(
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: number,
    t0: number,
    t1: number,
    region?: number,
    aboveTerrain?: boolean,
  ): number;
  /** Feature index of the hit nearest a, or −1; `lastT` then holds its parameter. */
  closestHit(
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: number,
    t0: number,
    t1: number,
  ): number;
  /**
   * True when nothing at all lies in the convex hull of the eye point and the box (heights in yards):
   * then every line from the eye into the box is clear. May answer false when unsure; ignores no
   * feature. `aboveTerrain` is the caller's word that the eye and every point the lines it asks about
   * end at are above the terrain (see anyHit): the shaft may then leave out the terrain's flat tops,
   * since such a line that crosses one also crosses a slope, which would then lie in the shaft.
   */
  /**
   * The least k0 such that every segment from a to (bx, by, bz[k]), k0 ≤ k < bz.length (heights in
   * yards, `bz` ascending), is clear over (t0, t1) as anyHit would find it (default the whole line,
   * (T_EPS, 1 − T_EPS)): 0 when all are, bz.length when the highest is blocked. About the price of one
   * cast; `aboveTerrain` as for anyHit. Optional: geometries without it have the segments cast one by one.
   */
  fanClearFrom?(
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: readonly number[],
    aboveTerrain?: boolean,
    t0?: number,
    t1?: number,
  ): number;
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
    aboveTerrain?: boolean,
  ): boolean;
  /**
   * Gathers what may touch the hull of the eye and the box (heights in yards) within `reach` of the box:
   * every triangle a segment from a point of the box toward the eye can meet in the first `reach`
   * (0..1) of its length. Returns how many, or −1 when there are more than `cap`.
   */
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
  ): number;
  /**
   * Narrows the last gatherNear's triangles to those the lines from samples `from`..`to` − 1 of the
   * arrays (heights in yards) to the eye may meet; closestHitNear looks at those alone until the next
   * gatherNear or narrowNear.
   */
  narrowNear(
    xs: Float64Array,
    ys: Float64Array,
    zs: Float64Array,
    from: number,
    to: number,
    ex: number,
    ey: number,
    ez: number,
  ): void;
  /** closestHit over the triangles of the last gatherNear alone. */
  closestHitNear(
    ax: number,
    ay: number,
    az: number,
    bx: number,
    by: number,
    bz: number,
    t0: number,
    t1: number,
  ): number;
  /** Segment parameter of the last closestHit (or hitsTriangle hit). */
  readonly lastT: number;
  /** Triangle met by the last anyHit or closestHit, or −1 (an opaque handle for hitsTriangle). */
  readonly lastTri: number;
  /**
   * A small part of the geometry round the triangle the last anyHit met (an opaque handle for
   * anyHit's `region`), or −1 when it met none.
   */
  readonly lastRegion: number;
  /**
   * Feature index when triangle `tri` (from lastTri) lies on the segment and is not ignored, else −1;
   * on a hit, `lastT` holds its parameter. Maps and cover sampling retry the triangle that blocked the
   * previous line first: neighbouring lines usually share it.
   */
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
  ): number;
}
