import type { CellRaster } from "./cell-raster";

/**
 * What dead-ground maps need to know of each square block of cells before trying it whole, taken once
 * per raster instead of cell by cell for every observer: the lowest and highest ground under its
 * cells, and whether any cell is in an own-type area (woods, town) or too near a block wall for a
 * horizon proof to end there. Blocks are `size` cells square from the grid's corner; those on the far
 * edges are cut short by the grid.
 */
export interface BlockSummary {
  size: number;
  /** blocks per row */
  cols: number;
  groundLo: Float32Array;
  groundHi: Float32Array;
  /** AREA and UNSAFE bits */
  flags: Uint8Array;
}

/** A block flag: some cell's centre is in an own-type area. */
export const AREA = 1;
/** A block flag: some cell is unsafe (solid-raster.ts) as the end of a horizon proof. */
export const UNSAFE = 2;

const summaries = new WeakMap<CellRaster, Map<number, BlockSummary>>();

/** The raster's block summary for blocks of `size` cells, built on first use. */
export function blockSummary(raster: CellRaster, size: number): BlockSummary {
  let bySize = summaries.get(raster);
  if (!bySize) {
    bySize = new Map();
    summaries.set(raster, bySize);
  }
  const cached = bySize.get(size);
  if (cached) return cached;
  const { cols, rows } = raster;
  const bcols = Math.ceil(cols / size);
  const n = bcols * Math.ceil(rows / size);
  const groundLo = new Float32Array(n).fill(Number.POSITIVE_INFINITY);
  const groundHi = new Float32Array(n).fill(Number.NEGATIVE_INFINITY);
  const flags = new Uint8Array(n);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const b = ((r / size) | 0) * bcols + ((c / size) | 0);
      const g = raster.ground[i]!;
      if (g < groundLo[b]!) groundLo[b] = g;
      if (g > groundHi[b]!) groundHi[b] = g;
      if (raster.areaSet[i]! >= 0) flags[b]! |= AREA;
      if (raster.solid.unsafe[i] === 1) flags[b]! |= UNSAFE;
    }
  const summary = { size, cols: bcols, groundLo, groundHi, flags };
  bySize.set(size, summary);
  return summary;
}

/** True when every cell of rows [r0, r1) × columns [c0, c1) is 1 in the mask. */
export function allOf(
  mask: Uint8Array,
  cols: number,
  r0: number,
  c0: number,
  r1: number,
  c1: number,
): boolean {
  for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) if (mask[r * cols + c] !== 1) return false;
  return true;
}

/** True when some cell of rows [r0, r1) × columns [c0, c1) is 1 in the mask. */
export function anyOf(
  mask: Uint8Array,
  cols: number,
  r0: number,
  c0: number,
  r1: number,
  c1: number,
): boolean {
  for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) if (mask[r * cols + c] === 1) return true;
  return false;
}
