import { CanvasTexture, LinearMipmapLinearFilter, SRGBColorSpace, type Texture } from "three";
import type { Table } from "../../core/table/schema";
import { mapPixelsPerInch, paintTableMap } from "../../geometry/render/map-painter";

/** Paints a table's map onto a canvas and wraps it as a texture (browser only). */
export function paintMapTexture(
  table: Table,
  opts: { showDeploymentZones: boolean; showObjectives: boolean },
): Texture | null {
  const ppi = mapPixelsPerInch(table);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(table.width * ppi);
  canvas.height = Math.round(table.depth * ppi);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  paintTableMap(ctx, table, ppi, opts);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.anisotropy = 8;
  return texture;
}
