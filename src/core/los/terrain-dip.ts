import type { CellRaster } from "./cell-raster";

/**
 * Does the sight line from the eye to a target top dip into the ground within the last `maxCells`
 * cells before the target? Walks the raster cells the line crosses, from the target back toward the
 * eye, and compares the line's highest point over each cell with the lowest the ground surface can
 * be there (`groundLo`). A line below the ground has crossed the closed ground-and-hill surface of the
 * sight mesh, so it is blocked: an exact proof, found near the target where dead ground behind a
 * crest is decided. Heights in yards, positions in inches.
 */
export function dipsIntoGround(
  raster: CellRaster,
  ex: number,
  ey: number,
  ez: number,
  tx: number,
  ty: number,
  tz: number,
  maxCells: number,
): boolean {
  const { cellInches: cell, cols, rows, groundLo } = raster;
  const dx = ex - tx;
  const dy = ey - ty;
  const dz = ez - tz;
  let c = Math.floor(tx / cell);
  let r = Math.floor(ty / cell);
  const stepC = dx > 0 ? 1 : -1;
  const stepR = dy > 0 ? 1 : -1;
  // Parameter s along target → eye at which the line crosses the next cell boundary in x and y.
  const tDeltaC = dx !== 0 ? Math.abs(cell / dx) : Number.POSITIVE_INFINITY;
  const tDeltaR = dy !== 0 ? Math.abs(cell / dy) : Number.POSITIVE_INFINITY;
  let tMaxC = dx !== 0 ? ((dx > 0 ? (c + 1) * cell : c * cell) - tx) / dx : Number.POSITIVE_INFINITY;
  let tMaxR = dy !== 0 ? ((dy > 0 ? (r + 1) * cell : r * cell) - ty) / dy : Number.POSITIVE_INFINITY;
  let sIn = 0;
  for (let k = 0; k < maxCells; k++) {
    if (c < 0 || r < 0 || c >= cols || r >= rows) return false;
    const sOut = Math.min(tMaxC, tMaxR, 1);
    // The line is straight: its highest point over this cell is at the entry or the exit.
    const zHigh = tz + dz * (dz > 0 ? sOut : sIn);
    if (zHigh < groundLo[r * cols + c]!) return true;
    if (sOut >= 1) return false;
    sIn = sOut;
    if (tMaxC < tMaxR) {
      c += stepC;
      tMaxC += tDeltaC;
    } else {
      r += stepR;
      tMaxR += tDeltaR;
    }
  }
  return false;
}
