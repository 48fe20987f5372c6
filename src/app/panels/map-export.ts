import type { MapKind } from "../scene/map-pixels";
import { type MapImageInput, mapImageCanvas } from "./map-image";

/**
 * PNG export of the map on screen (issue 22): the map over the table with a title and a legend
 * (issue 39 item 11, map-image.ts), downloaded as `<table>-<map>-<of>.png`.
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

/** Draws the map over the table with its title and legend (map-image.ts), encodes it as a PNG and offers it as a download. */
export async function downloadMapPng(input: MapImageInput, fileName: string): Promise<void> {
  const canvas = mapImageCanvas(input);
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
