import type { Pt } from "../../core/geom2d";
import type { SightLine } from "../../core/los/verdict";
import type { TerrainIndex } from "../../core/table/terrain";
import { type RenderScale, renderZ } from "./scale";
import { densifyPath } from "./structures";
import { surfaceZ } from "./terrain-geometry";
import { threatColour } from "./threat-ramp";

export { threatColour } from "./threat-ramp";

/**
 * Plain-array data for the drawn overlays: sight lines, tapes and rings laid on the ground, and the
 * dead-ground / threat colour maps. Built outside React; the scene only uploads them.
 */

/** Line-segment pairs with a colour per vertex, plus the points where sight lines were stopped. */
export interface SightLineData {
  positions: Float32Array;
  colours: Float32Array;
  hits: Float32Array;
}

const CLEAR = [0.2, 0.95, 0.35];
const BLOCKED = [1, 0.18, 0.15];
const BEYOND = [0.45, 0.08, 0.06];

/** Sight lines at render scale: green when clear; red up to the blocking point, dark red beyond it. */
export function sightLineData(lines: readonly SightLine[], scale: RenderScale): SightLineData {
  const pos: number[] = [];
  const col: number[] = [];
  const hits: number[] = [];
  const at = (p: readonly [number, number, number]) => [p[0], p[1], renderZ(p[2], scale)];
  for (const l of lines) {
    const a = at(l.from);
    const b = at(l.to);
    if (!l.blockedBy || !l.hitAt) {
      pos.push(...a, ...b);
      col.push(...CLEAR, ...CLEAR);
      continue;
    }
    const h = at(l.hitAt);
    pos.push(...a, ...h, ...h, ...b);
    col.push(...BLOCKED, ...BLOCKED, ...BEYOND, ...BEYOND);
    hits.push(...h);
  }
  return { positions: new Float32Array(pos), colours: new Float32Array(col), hits: new Float32Array(hits) };
}

/** A polyline laid on the ground, densified so it follows slopes, lifted `lift` inches above it. */
export function drapePolyline(
  points: readonly Pt[],
  index: TerrainIndex,
  scale: RenderScale,
  lift = 0.04,
  closed = false,
): Float32Array {
  if (points.length === 0) return new Float32Array(0);
  const path = closed ? [...points, points[0]!] : [...points];
  const dense = path.length > 1 ? densifyPath(path, 0.25) : path;
  const out = new Float32Array(dense.length * 3);
  dense.forEach((p, i) => {
    out[i * 3] = p[0];
    out[i * 3 + 1] = p[1];
    out[i * 3 + 2] = surfaceZ(index, p[0], p[1], scale) + lift;
  });
  return out;
}

/** A grid of cells over the table, row r covering y from r·cell to (r+1)·cell, column c likewise in x. */
export interface CellGrid {
  cellInches: number;
  cols: number;
  rows: number;
  /** one value per cell, row-major: 1/0 for dead ground (visible/dead), a count for threat maps */
  values: ArrayLike<number>;
}

/** RGBA pixels (cols × rows, row 0 at y = 0) colouring dead cells; visible cells stay clear. */
export function deadGroundPixels(grid: CellGrid): Uint8Array {
  const px = new Uint8Array(grid.cols * grid.rows * 4);
  for (let i = 0; i < grid.cols * grid.rows; i++) {
    const dead = grid.values[i] === 0;
    px.set(dead ? [120, 20, 140, 150] : [40, 220, 90, 28], i * 4);
  }
  return px;
}

/** RGBA pixels for a threat map, using `threatColour` scaled to the grid's largest count. */
export function threatPixels(grid: CellGrid): Uint8Array {
  let max = 0;
  for (let i = 0; i < grid.cols * grid.rows; i++) max = Math.max(max, grid.values[i] ?? 0);
  const px = new Uint8Array(grid.cols * grid.rows * 4);
  for (let i = 0; i < grid.cols * grid.rows; i++) px.set(threatColour(grid.values[i] ?? 0, max), i * 4);
  return px;
}
