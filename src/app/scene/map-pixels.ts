import { type CellGrid, deadGroundPixels, threatColour, threatPixels } from "../../geometry/render/overlays";

/**
 * The colours of the maps the app draws, as RGBA per cell (row 0 = the near edge, as the table's y),
 * shared by the overlay texture and the PNG export, so the file shows what the screen shows.
 */

/** The kinds of map the overlay draws. */
export type MapKind = "deadground" | "threat" | "minheight";

/** "More than the tallest height" on a minimum-height map: dark, like dead ground. */
export const MORE_THAN_COLOUR: readonly [number, number, number, number] = [120, 20, 140, 150];

/**
 * Colour of ladder level k of n on a minimum-height map: green (even the lowest target is seen)
 * through yellow to red (only the tallest is), as `sightline deadground --min-height --png` draws it.
 */
export function minHeightColour(k: number, n: number): [number, number, number, number] {
  if (k >= n) return [...MORE_THAN_COLOUR];
  const t = n <= 1 ? 1 : k / (n - 1);
  const rgb: [number, number, number] =
    t < 0.5 ? [Math.round(510 * t), 200, 40] : [230, Math.round(200 * (2 - 2 * t)), 40];
  return [...rgb, 120];
}

/** RGBA pixels of a minimum-height map whose values index a ladder of `n` heights. */
export function minHeightPixels(grid: CellGrid, n: number): Uint8Array {
  const px = new Uint8Array(grid.cols * grid.rows * 4);
  for (let i = 0; i < grid.cols * grid.rows; i++) px.set(minHeightColour(grid.values[i] ?? n, n), i * 4);
  return px;
}

/** RGBA pixels of any map the overlay draws. */
export function mapPixels(kind: MapKind, grid: CellGrid & { heightsYards?: readonly number[] }): Uint8Array {
  if (kind === "deadground") return deadGroundPixels(grid);
  if (kind === "threat") return threatPixels(grid);
  return minHeightPixels(grid, grid.heightsYards?.length ?? 0);
}

/**
 * The map as an image the way it looks from above: one pixel per cell, the far edge at the top (so
 * image row r is grid row rows − 1 − r), each cell in its overlay colour, opaque (a canvas keeps
 * colours premultiplied, so faint ones would not survive the PNG exactly); clear cells are white.
 */
export function exportPixels(
  kind: MapKind,
  grid: CellGrid & { heightsYards?: readonly number[] },
): Uint8ClampedArray<ArrayBuffer> {
  const src = mapPixels(kind, grid);
  const out = new Uint8ClampedArray(src.length);
  const rowBytes = grid.cols * 4;
  for (let r = 0; r < grid.rows; r++) {
    const from = (grid.rows - 1 - r) * rowBytes;
    out.set(src.subarray(from, from + rowBytes), r * rowBytes);
  }
  for (let i = 0; i < out.length; i += 4) {
    if (out[i + 3] === 0) out.set([255, 255, 255], i);
    out[i + 3] = 255;
  }
  return out;
}

/** One swatch of a map's legend: its words (with numbers) and its overlay colour. */
export interface LegendEntry {
  label: string;
  rgba: readonly [number, number, number, number];
}

/** The largest count on a threat map (the top of its ramp). */
export function threatMax(grid: CellGrid): number {
  let max = 0;
  for (let i = 0; i < grid.cols * grid.rows; i++) max = Math.max(max, grid.values[i] ?? 0);
  return max;
}

/** Threat counts shown one swatch each; above this the legend groups the rest as "N+". */
const THREAT_SWATCHES = 6;

/**
 * A map's legend, shared by the panel and the PNG export: dead/seen; observers 0, 1, 2 … (the last
 * swatch "N+" when there are many); or each ladder height in yards and "more than".
 */
export function mapLegendEntries(
  kind: MapKind,
  grid: CellGrid & { heightsYards?: readonly number[] },
): LegendEntry[] {
  if (kind === "deadground")
    return [
      { label: "seen", rgba: [40, 220, 90, 28] },
      { label: "dead ground (not seen)", rgba: [120, 20, 140, 150] },
    ];
  if (kind === "threat") {
    const max = threatMax(grid);
    const out: LegendEntry[] = [{ label: "0 observers", rgba: [0, 0, 0, 0] }];
    const last = Math.min(max, THREAT_SWATCHES);
    for (let n = 1; n <= last; n++) {
      const plus = n === last && max > last;
      const label = `${n}${plus ? "+" : ""} observer${n === 1 && !plus ? "" : "s"}`;
      out.push({ label, rgba: threatColour(plus ? max : n, max) });
    }
    return out;
  }
  const h = grid.heightsYards ?? [];
  return [
    ...h.map((y, k) => ({ label: `${y} yd`, rgba: minHeightColour(k, h.length) })),
    { label: `more than ${h[h.length - 1] ?? 0} yd`, rgba: minHeightColour(h.length, h.length) },
  ];
}
