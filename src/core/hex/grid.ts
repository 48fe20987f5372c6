import type { Pt } from "../geom2d";

/**
 * Hex grid math for any table (issue 21, "hex mode"): axial coordinates (q, r), the hex ↔ table point
 * conversions, corners, distance, neighbours and the board's labels ("C4": column letters, row number).
 * Pure numbers, ruleset-neutral; the formulas are the standard axial/cube ones (Red Blob Games,
 * "Hexagonal Grids"). Table coordinates are inches from the near-left corner, y away from the near edge.
 */

/** Flat-topped hexes form columns (odd-q offset labels); pointy-topped hexes form rows (odd-r). */
export const HEX_ORIENTATIONS = ["flat", "pointy"] as const;
export type HexOrientation = (typeof HEX_ORIENTATIONS)[number];

/** A grid laid over a table. */
export interface HexGrid {
  /** centre to corner, inches (a flat hex is 2 × size wide, √3 × size tall) */
  sizeInches: number;
  orientation: HexOrientation;
  /** the table point of hex A1's centre (axial 0, 0) */
  origin: Pt;
}

/** A hex in axial coordinates. */
export interface Hex {
  q: number;
  r: number;
}

const SQRT3 = Math.sqrt(3);

/** The centre of a hex on the table. */
export function hexCenter(g: HexGrid, h: Hex): Pt {
  const s = g.sizeInches;
  if (g.orientation === "flat")
    return [g.origin[0] + s * 1.5 * h.q, g.origin[1] + s * SQRT3 * (h.r + h.q / 2)];
  return [g.origin[0] + s * SQRT3 * (h.q + h.r / 2), g.origin[1] + s * 1.5 * h.r];
}

/** Rounds fractional axial coordinates to the hex holding them (cube rounding). */
function roundHex(fq: number, fr: number): Hex {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const dq = Math.abs(q - fq);
  const dr = Math.abs(r - fr);
  const ds = Math.abs(s - fs);
  if (dq > dr && dq > ds) q = -r - s;
  else if (dr > ds) r = -q - s;
  return { q: q + 0, r: r + 0 };
}

/** The hex that holds a table point (a point on a hexside goes to one of its two hexes). */
export function hexAt(g: HexGrid, x: number, y: number): Hex {
  const s = g.sizeInches;
  const px = x - g.origin[0];
  const py = y - g.origin[1];
  if (g.orientation === "flat") return roundHex(((2 / 3) * px) / s, ((-1 / 3) * px + (SQRT3 / 3) * py) / s);
  return roundHex(((SQRT3 / 3) * px - (1 / 3) * py) / s, ((2 / 3) * py) / s);
}

/** The six corners of a hex, counter-clockwise in table coordinates, corner k between sides k−1 and k. */
export function hexCorners(g: HexGrid, h: Hex): Pt[] {
  const [cx, cy] = hexCenter(g, h);
  const start = g.orientation === "flat" ? 0 : 30;
  const out: Pt[] = [];
  for (let k = 0; k < 6; k++) {
    const a = ((start + 60 * k) * Math.PI) / 180;
    out.push([cx + g.sizeInches * Math.cos(a), cy + g.sizeInches * Math.sin(a)]);
  }
  return out;
}

/** Hexes between two hexes (adjacent: 1). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

const DIRS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

/** The six neighbours of a hex. */
export const hexNeighbors = (h: Hex): Hex[] => DIRS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));

/** A stable key for maps and sets ("q,r"). */
export const hexKey = (h: Hex): string => `${h.q},${h.r}`;
export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;

/** Offset (column, row) of a hex: odd-q for flat grids, odd-r for pointy ones; A1 is (0, 0). */
export function hexOffset(g: HexGrid, h: Hex): { col: number; row: number } {
  if (g.orientation === "flat") return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
  return { col: h.q + (h.r - (h.r & 1)) / 2, row: h.r };
}

/** The hex at an offset (column, row). */
export function hexFromOffset(g: HexGrid, col: number, row: number): Hex {
  if (g.orientation === "flat") return { q: col, r: row - (col - (col & 1)) / 2 };
  return { q: col - (row - (row & 1)) / 2, r: row };
}

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
function columnLetters(col: number): string {
  let s = "";
  let n = col + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A hex's label, column letters then row number ("C4"), or null for a hex left or below A1. */
export function hexLabel(g: HexGrid, h: Hex): string | null {
  const { col, row } = hexOffset(g, h);
  if (col < 0 || row < 0) return null;
  return `${columnLetters(col)}${row + 1}`;
}

/** Reads a label ("C4", case-insensitive), or null when it is not one. */
export function parseHexLabel(g: HexGrid, label: string): Hex | null {
  const m = /^([A-Za-z]{1,3})([1-9][0-9]{0,3})$/.exec(label);
  if (!m) return null;
  let col = 0;
  for (const c of m[1]!.toUpperCase()) col = col * 26 + (c.charCodeAt(0) - 64);
  return hexFromOffset(g, col - 1, Number(m[2]) - 1);
}

/** The hexes of the board: every labelled hex whose centre lies on the table, in label order. */
export function boardHexes(g: HexGrid, width: number, depth: number): Hex[] {
  const out: Hex[] = [];
  const colStep = g.orientation === "flat" ? 1.5 * g.sizeInches : SQRT3 * g.sizeInches;
  const rowStep = g.orientation === "flat" ? SQRT3 * g.sizeInches : 1.5 * g.sizeInches;
  const cols = Math.floor((width - g.origin[0]) / colStep) + 2;
  const rows = Math.floor((depth - g.origin[1]) / rowStep) + 2;
  for (let col = 0; col < cols; col++)
    for (let row = 0; row < rows; row++) {
      const h = hexFromOffset(g, col, row);
      const [x, y] = hexCenter(g, h);
      if (x >= 0 && x <= width && y >= 0 && y <= depth) out.push(h);
    }
  return out;
}

/** The default origin: A1's centre so that the hex lies just inside the near-left corner. */
export function defaultHexOrigin(sizeInches: number, orientation: HexOrientation): Pt {
  return orientation === "flat"
    ? [sizeInches, (SQRT3 / 2) * sizeInches]
    : [(SQRT3 / 2) * sizeInches, sizeInches];
}
