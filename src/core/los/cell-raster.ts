import type { OwnArea } from "./own-areas";
import { cellBox, fillInside, stampDistance } from "./raster-fill";
import { finishSolid, hillSagYards, type SolidRaster } from "./solid-raster";
import type { LosWorld } from "./world";

/** The default map cell, inches (the issue's 0.25"). */
export const DEFAULT_CELL_INCHES = 0.25;

/**
 * Per-cell facts for maps over a table, built once per table and cell size and shared by every
 * observer of a threat map: what a target at the cell's centre stands on (ground, plateau level,
 * distance to that plateau's edge) and which own areas (woods, built-up...) hold it.
 */
export interface CellRaster {
  cellInches: number;
  cols: number;
  rows: number;
  /** ground at each cell centre, yards (equals standingAt) */
  ground: Float32Array;
  level: Uint8Array;
  /** index into hillIds, or −1 at level 0 */
  hill: Int16Array;
  hillIds: string[];
  /** distance from the centre to its plateau's edge, inches (0 on a slope; large when far inside) */
  edgeInches: Float32Array;
  onSlope: Uint8Array;
  /** index into areaSets, or −1 when the centre is in no own-type area */
  areaSet: Int16Array;
  areaSets: OwnArea[][];
  /**
   * For a centre deeper inside a wood or town than its sight limit: that area's feature index, else
   * −1. A target there is seen only from inside the same area (every line from outside runs too far
   * through it).
   */
  deepIn: Int32Array;
  /** lower bounds of the mesh's closed solid, for the horizon proofs of dead-ground maps */
  solid: SolidRaster;
}

/** Far inside a plateau: further from its edge than any rule measures. */
const DEEP = 1e6;

/** Builds the raster: cell (r, c) covers x in [c·cell, (c+1)·cell), y in [r·cell, (r+1)·cell). */
export function buildCellRaster(world: LosWorld, cellInches = DEFAULT_CELL_INCHES): CellRaster {
  const { table, terrain, geometry, rules } = world;
  const cols = Math.ceil(table.width / cellInches - 1e-9);
  const rows = Math.ceil(table.depth / cellInches - 1e-9);
  const n = cols * rows;
  const hd = (cellInches * Math.SQRT2) / 2;
  const raster: Omit<CellRaster, "solid"> = {
    cellInches,
    cols,
    rows,
    ground: new Float32Array(n),
    level: new Uint8Array(n),
    hill: new Int16Array(n).fill(-1),
    hillIds: [],
    edgeInches: new Float32Array(n),
    onSlope: new Uint8Array(n),
    areaSet: new Int16Array(n).fill(-1),
    areaSets: [],
    deepIn: new Int32Array(n).fill(-1),
  };
  const lh = table.levelHeightYards;
  const terrainLo = new Float32Array(n);
  const sag = hillSagYards(lh);
  // Edge distances are stamped as far as the ruleset's hill-edge allowance (SightRules.hillEdgeInches).
  const edgeBand = rules.hillEdgeInches(table) ?? 0;
  // Same order as standingAt (highest level first, first strictly higher wins), so centres agree.
  for (const { hill } of terrain.hills) {
    const h = raster.hillIds.length;
    raster.hillIds.push(hill.id);
    const slope = hill.slopeInches;
    const band = Math.max(slope, edgeBand) + hd + cellInches;
    const box = cellBox(hill.outline, band, cellInches, cols, rows);
    if (!box) continue;
    const w = box.c1 - box.c0 + 1;
    const inside = new Uint8Array(w * (box.r1 - box.r0 + 1));
    const dist = new Float32Array(inside.length).fill(Number.POSITIVE_INFINITY);
    fillInside(hill.outline, box, cellInches, inside);
    stampDistance(hill.outline, true, band, box, cellInches, dist);
    const top = hill.level * lh;
    const foot = (hill.level - 1) * lh;
    const at = (s: number) =>
      s <= 0 ? top : s < slope ? foot + lh * (1 - s / slope) : Number.NEGATIVE_INFINITY;
    for (let r = box.r0; r <= box.r1; r++)
      for (let c = box.c0; c <= box.c1; c++) {
        const k = (r - box.r0) * w + (c - box.c0);
        const d = dist[k]!;
        const s = inside[k] === 1 ? -d : d;
        const i = r * cols + c;
        const g = at(s);
        if (g > raster.ground[i]!) {
          raster.ground[i] = g;
          raster.level[i] = hill.level;
          raster.hill[i] = h;
          raster.onSlope[i] = s > 0 ? 1 : 0;
          raster.edgeInches[i] = s > 0 ? 0 : Number.isFinite(d) ? d : DEEP;
        }
        // Lowest this hill's surface can be anywhere in the cell: the signed distance to the outline
        // is within hd of the centre's (1-Lipschitz), less the mesh's sag below the analytic height.
        const lo = s + hd <= 0 ? top : at(s + hd) - sag;
        if (lo > terrainLo[i]!) terrainLo[i] = lo;
      }
  }
  const solid = finishSolid(world, terrainLo, cellInches, cols, rows);
  const own = new Map<number, OwnArea[]>();
  for (const f of table.features) {
    if (!("outline" in f)) continue;
    const reach = rules.ownAreaReachInches(f.type, table);
    if (reach === null) continue;
    const ring = f.outline;
    const box = cellBox(ring, 0, cellInches, cols, rows);
    if (!box) continue;
    const inside = new Uint8Array((box.c1 - box.c0 + 1) * (box.r1 - box.r0 + 1));
    fillInside(ring, box, cellInches, inside);
    const limit = reach;
    // Distances to the edge, only as far as the sight limit: cells not reached are deeper than it.
    const near = new Float32Array(inside.length).fill(Number.POSITIVE_INFINITY);
    if (Number.isFinite(limit)) stampDistance(ring, true, limit, box, cellInches, near);
    const ownArea: OwnArea = {
      feature: f,
      index: geometry.featureIndex(f.id),
      ring,
      limitInches: limit,
    };
    forBox(
      box,
      (i, k) => {
        if (inside[k] !== 1) return;
        if (Number.isFinite(limit) && near[k]! > limit) raster.deepIn[i] = ownArea.index;
        const list = own.get(i);
        if (list) list.push(ownArea);
        else own.set(i, [ownArea]);
      },
      cols,
    );
  }
  const keyOf = new Map<string, number>();
  for (const [i, list] of own) {
    const key = list.map((a) => a.feature.id).join("\u0000");
    let k = keyOf.get(key);
    if (k === undefined) {
      k = raster.areaSets.length;
      raster.areaSets.push(list);
      keyOf.set(key, k);
    }
    raster.areaSet[i] = k;
  }
  return { ...raster, solid };
}

function forBox(
  box: { c0: number; r0: number; c1: number; r1: number },
  fn: (i: number, k: number) => void,
  cols: number,
): void {
  const w = box.c1 - box.c0 + 1;
  for (let r = box.r0; r <= box.r1; r++)
    for (let c = box.c0; c <= box.c1; c++) fn(r * cols + c, (r - box.r0) * w + (c - box.c0));
}
