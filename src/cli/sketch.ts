import type { Pt } from "../core/geom2d";
import { cellBox, fillInside, stampDistance } from "../core/los/raster-fill";
import type { Table } from "../core/table/schema";
import { smokeOutline, standingAt, type TerrainIndex } from "../core/table/terrain";

/** An RGBA picture of the table seen from above, y up (the near edge at the bottom). */
export interface Sketch {
  width: number;
  height: number;
  pxPerInch: number;
  rgba: Uint8Array;
}

type Rgb = readonly [number, number, number];

const LEVEL: Rgb[] = [
  [170, 190, 130],
  [190, 180, 120],
  [175, 150, 100],
  [150, 120, 85],
  [125, 100, 75],
];
const COLOURS: Record<string, Rgb> = {
  water: [95, 140, 200],
  road: [205, 185, 150],
  woods: [60, 110, 55],
  "built-up": [160, 120, 100],
  building: [130, 85, 70],
  rubble: [150, 140, 125],
  minefield: [200, 90, 80],
  trench: [110, 85, 60],
  wall: [90, 90, 90],
  hedge: [40, 80, 35],
  wire: [30, 30, 30],
  smoke: [235, 235, 240],
};

/** Draws the terrain: hill levels, water, roads, woods, built-up areas, walls, hedges, wire, smoke. */
export function sketchTable(table: Table, terrain: TerrainIndex, pxPerInch = 12): Sketch {
  const width = Math.round(table.width * pxPerInch);
  const height = Math.round(table.depth * pxPerInch);
  const rgba = new Uint8Array(width * height * 4);
  const cell = 1 / pxPerInch;
  const set = (px: number, py: number, c: Rgb, a = 1) => {
    const k = ((height - 1 - py) * width + px) * 4;
    rgba[k] = Math.round(rgba[k]! * (1 - a) + c[0] * a);
    rgba[k + 1] = Math.round(rgba[k + 1]! * (1 - a) + c[1] * a);
    rgba[k + 2] = Math.round(rgba[k + 2]! * (1 - a) + c[2] * a);
    rgba[k + 3] = 255;
  };
  for (let py = 0; py < height; py++)
    for (let px = 0; px < width; px++) {
      const s = standingAt(terrain, (px + 0.5) * cell, (py + 0.5) * cell, false);
      const base = LEVEL[Math.min(s.level, LEVEL.length - 1)]!;
      set(px, py, s.onSlope ? [base[0] - 25, base[1] - 25, base[2] - 20] : base);
    }
  const area = (ring: readonly Pt[], c: Rgb, a: number) => {
    const box = cellBox(ring, 0, cell, width, height);
    if (!box) return;
    const w = box.c1 - box.c0 + 1;
    const inside = new Uint8Array(w * (box.r1 - box.r0 + 1));
    fillInside(ring, box, cell, inside);
    for (let r = box.r0; r <= box.r1; r++)
      for (let col = box.c0; col <= box.c1; col++)
        if (inside[(r - box.r0) * w + (col - box.c0)]) set(col, r, c, a);
  };
  const line = (path: readonly Pt[], widthInches: number, c: Rgb, a: number, dotted = false) => {
    const band = Math.max(widthInches / 2, cell * 0.75);
    const box = cellBox(path, band, cell, width, height);
    if (!box) return;
    const w = box.c1 - box.c0 + 1;
    const dist = new Float32Array(w * (box.r1 - box.r0 + 1)).fill(Number.POSITIVE_INFINITY);
    stampDistance(path, false, band, box, cell, dist);
    for (let r = box.r0; r <= box.r1; r++)
      for (let col = box.c0; col <= box.c1; col++)
        if (dist[(r - box.r0) * w + (col - box.c0)]! <= band && (!dotted || (r + col) % 4 < 2))
          set(col, r, c, a);
  };
  const order = [
    "water",
    "road",
    "minefield",
    "woods",
    "rubble",
    "built-up",
    "building",
    "trench",
    "hedge",
    "wall",
    "wire",
    "smoke",
  ];
  for (const type of order)
    for (const f of table.features) {
      if (f.type !== type) continue;
      const c = COLOURS[type]!;
      if (f.type === "smoke") area(smokeOutline(f.center, f.radiusInches), c, 0.7);
      else if ("outline" in f) area(f.outline, c, f.type === "minefield" ? 0.45 : 0.9);
      else if (f.type === "road" || f.type === "trench") line(f.path, f.widthInches, c, 0.9);
      else if (f.type === "wire") line(f.path, 0.15, c, 0.9, true);
      else if (f.type === "wall" || f.type === "hedge") line(f.path, Math.max(f.thicknessInches, 0.12), c, 1);
    }
  return { width, height, pxPerInch, rgba };
}

/** Tints each map cell: `tint(cellIndex)` returns a colour and opacity, or null to leave it. */
export function overlayCells(
  sketch: Sketch,
  cols: number,
  rows: number,
  cellInches: number,
  tint: (i: number) => { c: Rgb; a: number } | null,
): void {
  const { width, height, pxPerInch, rgba } = sketch;
  for (let py = 0; py < height; py++) {
    const r = Math.min(rows - 1, Math.floor((py + 0.5) / pxPerInch / cellInches));
    for (let px = 0; px < width; px++) {
      const c = Math.min(cols - 1, Math.floor((px + 0.5) / pxPerInch / cellInches));
      const t = tint(r * cols + c);
      if (!t) continue;
      const k = ((height - 1 - py) * width + px) * 4;
      rgba[k] = Math.round(rgba[k]! * (1 - t.a) + t.c[0] * t.a);
      rgba[k + 1] = Math.round(rgba[k + 1]! * (1 - t.a) + t.c[1] * t.a);
      rgba[k + 2] = Math.round(rgba[k + 2]! * (1 - t.a) + t.c[2] * t.a);
    }
  }
}

/** Draws a ring marker (a unit or an observer point) at table position (x, y). */
export function markPoint(sketch: Sketch, x: number, y: number, c: Rgb, radiusInches = 0.45): void {
  const { width, height, pxPerInch, rgba } = sketch;
  const cx = x * pxPerInch;
  const cy = y * pxPerInch;
  const rr = radiusInches * pxPerInch;
  for (let py = Math.floor(cy - rr - 2); py <= cy + rr + 2; py++)
    for (let px = Math.floor(cx - rr - 2); px <= cx + rr + 2; px++) {
      if (px < 0 || py < 0 || px >= width || py >= height) continue;
      const d = Math.hypot(px + 0.5 - cx, py + 0.5 - cy);
      const col: Rgb | null = d <= rr - 2 ? c : d <= rr ? [0, 0, 0] : null;
      if (!col) continue;
      const k = ((height - 1 - py) * width + px) * 4;
      rgba[k] = col[0];
      rgba[k + 1] = col[1];
      rgba[k + 2] = col[2];
      rgba[k + 3] = 255;
    }
}
