import { bounds, type Pt } from "../geom2d";
import { prismSpanYards, smokeOutline } from "../table/terrain";
import { cellBox, fillInside, stampDistance } from "./raster-fill";
import type { LosWorld } from "./world";

/**
 * Lower bounds of the solid the sight mesh encloses, per map cell, for the horizon proofs of dead
 * ground (horizon.ts). The mesh's ground, hills and area blocks bound a closed solid: the ground
 * plane, each hill level resting on the level below (the validator checks the nesting), each block
 * (woods, built-up area, building, rubble, smoke) standing on the terrain. A sight line with a point
 * inside that solid and its target end outside must cross its surface, which is made of triangles the
 * cast would hit: it is blocked. These rasters say, cell by cell, how high the solid reaches at least.
 */
export interface SolidRaster {
  /** lowest the ground and hill surfaces of the mesh can be anywhere in each cell, yards */
  terrainLo: Float32Array;
  /** blocks standing on the terrain: feature index, flat top (yards) and the cells wholly inside */
  blocks: SolidBlock[];
  /** 1 where the cell centre is inside a block or within a hair of one's walls: no proof ends there */
  unsafe: Uint8Array;
  /** a target top at least this far above the ground is clear of the terrain mesh near it, yards */
  minTargetYards: number;
}

/** One block of the solid: what a horizon adds unless the observer stands in it. */
export interface SolidBlock {
  index: number;
  /** the block's outline (a smoke cloud's is its polygon) and its bounding box */
  ring: readonly Pt[];
  box: { minX: number; minY: number; maxX: number; maxY: number };
  topYards: number;
  cells: Int32Array;
}

const BLOCK_TYPES: ReadonlySet<string> = new Set(["woods", "built-up", "building", "rubble", "smoke"]);
/** Cell centres closer than this to a block wall are not used as proof ends, inches. */
const WALL_HAIR_INCHES = 1e-3;

/**
 * The mesh's hill surfaces lie at or below the analytic height (standingAt) and at most this far
 * below it: slope bands follow chords round convex corners (16 steps a circle), lh·(1 − cos π/16)
 * ≈ 0.0193·lh below the arc, and the chord fans fall short of the analytic slope by at most
 * lh·(1/cos π/16 − 1) ≈ 0.0196·lh. Allow a little more for float32 vertices.
 */
export function hillSagYards(levelHeightYards: number): number {
  return levelHeightYards * 0.025 + 0.01;
}

/**
 * Adds the blocks, the unsafe cells and the target margin to a raster's terrain lower bound (filled by
 * buildCellRaster, which walks the hills anyway). A block counts only where its bottom (`low`, the
 * lowest ground under its corners) sits at or below the terrain everywhere under it: otherwise a line
 * could pass beneath it, and it is left out.
 */
export function finishSolid(
  world: LosWorld,
  terrainLo: Float32Array,
  cellInches: number,
  cols: number,
  rows: number,
): SolidRaster {
  const { table, terrain, geometry } = world;
  const n = cols * rows;
  const hd = (cellInches * Math.SQRT2) / 2;
  const unsafe = new Uint8Array(n);
  const blocks: SolidBlock[] = [];
  for (const f of table.features) {
    if (!BLOCK_TYPES.has(f.type)) continue;
    let ring: readonly Pt[];
    let heightYards: number;
    if (f.type === "smoke") {
      ring = smokeOutline(f.center, f.radiusInches);
      heightYards = f.heightYards;
    } else if ("outline" in f && "heightYards" in f) {
      ring = f.outline;
      heightYards = f.heightYards as number;
    } else continue;
    const box = cellBox(ring, hd + cellInches, cellInches, cols, rows);
    if (!box) continue;
    const w = box.c1 - box.c0 + 1;
    const inside = new Uint8Array(w * (box.r1 - box.r0 + 1));
    const dist = new Float32Array(inside.length).fill(Number.POSITIVE_INFINITY);
    fillInside(ring, box, cellInches, inside);
    stampDistance(ring, true, hd + WALL_HAIR_INCHES, box, cellInches, dist);
    const { low, top } = prismSpanYards(terrain, ring, heightYards);
    let supported = true;
    const cells: number[] = [];
    for (let r = box.r0; r <= box.r1; r++)
      for (let c = box.c0; c <= box.c1; c++) {
        const k = (r - box.r0) * w + (c - box.c0);
        const i = r * cols + c;
        if (terrainLo[i]! < low) supported = false;
        if (inside[k] === 1 || dist[k]! <= WALL_HAIR_INCHES) unsafe[i] = 1;
        if (inside[k] === 1 && dist[k]! > hd) cells.push(i);
      }
    const index = geometry.featureIndex(f.id);
    if (supported && index >= 0 && cells.length > 0)
      blocks.push({ index, ring, box: bounds(ring), topYards: top, cells: Int32Array.from(cells) });
  }
  let maxSlope = 0;
  for (const { hill } of terrain.hills)
    maxSlope = Math.max(maxSlope, table.levelHeightYards / Math.max(hill.slopeInches, 1e-9));
  // A target's end of a cast stops 1e-6 of the line (under 1e-4") short of it; the terrain there
  // rises at most maxSlope × that above the ground under the centre.
  return { terrainLo, blocks, unsafe, minTargetYards: maxSlope * 2e-4 + 1e-3 };
}
