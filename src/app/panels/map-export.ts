import type { CellGrid } from "../../geometry/render/overlays";
import { exportPixels, type MapKind } from "../scene/map-pixels";

/**
 * PNG export of the map on screen (issue 22): one pixel per cell, the far edge at the top, in the
 * overlay's colours (map-pixels.ts), downloaded as `<table>-<map>.png`.
 */

/** The file name of an exported map: table name and what the map is of, in safe characters. */
export function exportFileName(tableName: string, kind: MapKind, of: string): string {
  const safe = (t: string) =>
    t
      .trim()
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "map";
  return `${safe(tableName)}-${kind}-${safe(of)}.png`;
}

/** Encodes the map as a PNG (browser canvas) and offers it as a download. */
export async function downloadMapPng(
  kind: MapKind,
  grid: CellGrid & { heightsYards?: readonly number[] },
  fileName: string,
): Promise<void> {
  const canvas = document.createElement("canvas");
  canvas.width = grid.cols;
  canvas.height = grid.rows;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("this browser cannot draw the map into an image");
  ctx.putImageData(new ImageData(exportPixels(kind, grid), grid.cols, grid.rows), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("this browser could not encode the map as a PNG");
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
