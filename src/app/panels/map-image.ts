import type { Catalog } from "../../core/catalog/schema";
import type { Pt } from "../../core/geom2d";
import type { Table } from "../../core/table/schema";
import { baseFootprint } from "../../core/table/terrain";
import { paintTableMap } from "../../geometry/render/map-painter";
import type { CellGrid } from "../../geometry/render/overlays";
import { levelColour, MAP_COLOURS, sideColour } from "../../geometry/render/palette";
import { type MapKind, mapLegendEntries, mapPixels } from "../scene/map-pixels";

/**
 * The exported map image (issue 39 item 11): a title band, the table painted in plan (the same painter
 * as the 3D table's ground) with the map's cells over it, semi-transparent, the units as their bases
 * with their ids, and a legend band with numbers. Drawn into a 2D canvas from the table data.
 */

/** What the image shows. */
export interface MapImageInput {
  table: Table;
  catalog: Catalog;
  kind: MapKind;
  grid: CellGrid & { heightsYards?: readonly number[] };
  /** whose map: "dead ground from b1", "threat from red", … */
  of: string;
}

/** Where everything sits in the image, in pixels. */
export interface MapImageLayout {
  width: number;
  height: number;
  /** pixels per table inch */
  ppi: number;
  /** the top of the table's far edge */
  mapTop: number;
  legendTop: number;
}

/** The image is at least this wide, so a printed or zoomed map stays legible. */
export const MIN_IMAGE_WIDTH = 1600;
const MAX_IMAGE_SIDE = 4096;
const TITLE_HEIGHT = 84;
const LEGEND_HEIGHT = 116;

/** The layout for a table: whole pixels per inch, at least MIN_IMAGE_WIDTH wide, at most 4096 a side. */
export function mapImageLayout(table: Table): MapImageLayout {
  const ppi = Math.max(
    1,
    Math.min(
      Math.ceil(MIN_IMAGE_WIDTH / table.width),
      Math.floor(MAX_IMAGE_SIDE / table.width),
      Math.floor((MAX_IMAGE_SIDE - TITLE_HEIGHT - LEGEND_HEIGHT) / table.depth),
    ),
  );
  const mapTop = TITLE_HEIGHT;
  const legendTop = mapTop + Math.round(table.depth * ppi);
  return { width: Math.round(table.width * ppi), height: legendTop + LEGEND_HEIGHT, ppi, mapTop, legendTop };
}

/** The image pixel of a table point (x right, y away from the near edge, which is at the bottom). */
export function tableToImage(layout: MapImageLayout, table: Table, p: Pt): [number, number] {
  return [p[0] * layout.ppi, layout.mapTop + (table.depth - p[1]) * layout.ppi];
}

/** The title's two lines: table and map, then the cell size and scale. */
export function mapImageTitle(input: MapImageInput): [string, string] {
  const { table, grid } = input;
  const kind = { deadground: "Dead ground", threat: "Threat map", minheight: "Minimum visible height" }[
    input.kind
  ];
  const yd = +(grid.cellInches * table.yardsPerInch).toFixed(2);
  return [
    `${table.name}: ${kind}, ${input.of}`,
    `cell ${grid.cellInches} in (${yd} yd) · ${grid.cols} × ${grid.rows} cells · table ${table.width} × ${table.depth} in · 1 in = ${table.yardsPerInch} yd`,
  ];
}

const css = (c: readonly number[]) => `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${c[3]! / 255})`;

/** The map's cells as an image, one pixel per cell, the far edge on top, in the overlay's colours. */
function cellImage(kind: MapKind, grid: MapImageInput["grid"]): ImageData {
  const src = mapPixels(kind, grid);
  const out = new Uint8ClampedArray(src.length);
  const rowBytes = grid.cols * 4;
  for (let r = 0; r < grid.rows; r++) {
    const from = (grid.rows - 1 - r) * rowBytes;
    out.set(src.subarray(from, from + rowBytes), r * rowBytes);
  }
  return new ImageData(out, grid.cols, grid.rows);
}

/** The units as their bases in side colours, each with its id. */
function paintUnits(ctx: CanvasRenderingContext2D, input: MapImageInput, layout: MapImageLayout): void {
  const { table, catalog } = input;
  const font = Math.max(12, Math.round(0.55 * layout.ppi));
  ctx.font = `bold ${font}px sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "bottom";
  for (const u of table.units) {
    const [w, d] = u.baseInches ?? catalog.byType.get(u.type)?.baseInches ?? [1, 1];
    const ring = baseFootprint(u.x, u.y, w, d, u.facing).map((p) => tableToImage(layout, table, p));
    ctx.beginPath();
    for (const [i, [x, y]] of ring.entries()) {
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
    ctx.fillStyle = sideColour(u.side);
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = "#111111";
    ctx.stroke();
    const top = Math.min(...ring.map((p) => p[1]));
    const [x] = tableToImage(layout, table, [u.x, u.y]);
    ctx.lineWidth = 4;
    ctx.strokeStyle = "rgba(0, 0, 0, 0.85)";
    ctx.strokeText(u.id, x, top - 3);
    ctx.fillStyle = "#ffffff";
    ctx.fillText(u.id, x, top - 3);
  }
}

/** One legend row: a swatch (drawn over `ground`, as on the map) and its words, left to right. */
function legendRow(
  ctx: CanvasRenderingContext2D,
  y: number,
  head: string,
  entries: readonly { label: string; fill: string; ground?: string }[],
): void {
  ctx.font = "bold 20px sans-serif";
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "#111111";
  ctx.fillText(head, 16, y + 14);
  let x = 16 + ctx.measureText(head).width + 16;
  ctx.font = "20px sans-serif";
  for (const e of entries) {
    if (e.ground) {
      ctx.fillStyle = e.ground;
      ctx.fillRect(x, y, 28, 28);
    }
    ctx.fillStyle = e.fill;
    ctx.fillRect(x, y, 28, 28);
    ctx.strokeStyle = "#555555";
    ctx.lineWidth = 1;
    ctx.strokeRect(x + 0.5, y + 0.5, 27, 27);
    ctx.fillStyle = "#111111";
    ctx.fillText(e.label, x + 36, y + 14);
    x += 36 + ctx.measureText(e.label).width + 28;
  }
}

/** Paints the whole image; the canvas must be `mapImageLayout(table)` sized. */
export function paintMapImage(
  ctx: CanvasRenderingContext2D,
  input: MapImageInput,
  cells: CanvasImageSource,
): void {
  const { table, grid } = input;
  const layout = mapImageLayout(table);
  ctx.fillStyle = "#f4f1ea";
  ctx.fillRect(0, 0, layout.width, layout.height);
  const [title, sub] = mapImageTitle(input);
  ctx.fillStyle = "#111111";
  ctx.textAlign = "left";
  ctx.textBaseline = "alphabetic";
  ctx.font = "bold 30px sans-serif";
  ctx.fillText(title, 16, 40);
  ctx.font = "20px sans-serif";
  ctx.fillText(sub, 16, 70);

  ctx.save();
  ctx.translate(0, layout.mapTop);
  paintTableMap(ctx, table, layout.ppi, { showDeploymentZones: false, showObjectives: true });
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, layout.mapTop, layout.width, layout.legendTop - layout.mapTop);
  ctx.clip();
  ctx.imageSmoothingEnabled = false;
  const cellPx = grid.cellInches * layout.ppi;
  ctx.drawImage(cells, 0, layout.legendTop - grid.rows * cellPx, grid.cols * cellPx, grid.rows * cellPx);
  paintUnits(ctx, input, layout);
  ctx.restore();

  const ground = levelColour(0);
  const map = mapLegendEntries(input.kind, grid).map((e) => ({ label: e.label, fill: css(e.rgba), ground }));
  legendRow(ctx, layout.legendTop + 16, input.kind === "minheight" ? "Least height seen:" : "Map:", map);
  const levels = [...new Set(table.features.flatMap((f) => (f.type === "hill" ? [f.level] : [])))].sort(
    (a, b) => a - b,
  );
  const has = (t: string) => table.features.some((f) => f.type === t);
  const terrain = [
    ...levels.map((l) => ({ label: `hill level ${l}`, fill: levelColour(l) })),
    ...(has("woods") ? [{ label: "woods", fill: MAP_COLOURS.woodsFloor }] : []),
    ...(has("built-up") ? [{ label: "built-up", fill: MAP_COLOURS.builtUpFloor }] : []),
    ...(has("water") ? [{ label: "water", fill: MAP_COLOURS.water }] : []),
    ...(has("road") ? [{ label: "road", fill: MAP_COLOURS.road.main }] : []),
  ];
  legendRow(ctx, layout.legendTop + 64, "Table:", terrain);
}

/** Draws the image into a new canvas (browser only). */
export function mapImageCanvas(input: MapImageInput): HTMLCanvasElement {
  const layout = mapImageLayout(input.table);
  const small = document.createElement("canvas");
  small.width = input.grid.cols;
  small.height = input.grid.rows;
  small.getContext("2d")?.putImageData(cellImage(input.kind, input.grid), 0, 0);
  const canvas = document.createElement("canvas");
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("this browser cannot draw the map into an image");
  paintMapImage(ctx, input, small);
  return canvas;
}
