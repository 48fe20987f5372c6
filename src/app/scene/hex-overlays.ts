import { Color } from "three";
import { hexCorners } from "../../core/hex/grid";
import type { HexEffect } from "../../core/los/hex-los";
import { type BoardHex, type HexBoard, hexBoardOf } from "../../core/table/hex-board";
import { drapePolyline } from "../../geometry/render/overlays";
import type { AppState } from "../store/store";
import type { AssetState } from "./assets";
import { toSegmentPairs } from "./segment-pairs";

/**
 * Buffers for the hex grid and the hex LOS check (issue 21), built outside React like the other
 * overlays: the grid as one list of segment pairs draped on the terrain; the check's line and the
 * outlines of the hexes it crosses, coloured by what each does.
 */

/** Segment pairs with one colour per vertex. */
export interface ColouredSegments {
  positions: Float32Array;
  colours: Float32Array;
}

type P = readonly [number, number];

/**
 * Segment p→q cut to the table's rectangle (Liang–Barsky), or null when none of it lies on the table:
 * the edge hexes' outlines stop at the table's edge instead of hanging past it (issue 38 item 3).
 */
export function clipToTable(p: P, q: P, width: number, depth: number): [P, P] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  for (const [den, num] of [
    [-dx, p[0]],
    [dx, width - p[0]],
    [-dy, p[1]],
    [dy, depth - p[1]],
  ] as const) {
    if (den === 0) {
      if (num < 0) return null;
    } else {
      const t = num / den;
      if (den < 0) t0 = Math.max(t0, t);
      else t1 = Math.min(t1, t);
    }
  }
  if (t0 > t1 || (t1 - t0) * Math.hypot(dx, dy) < 1e-9) return null;
  return [
    [p[0] + dx * t0, p[1] + dy * t0],
    [p[0] + dx * t1, p[1] + dy * t1],
  ];
}

/** A hex's six sides cut to the table (an edge hex's outline stops at the table's edge). */
function outlineOnTable(s: AppState, board: HexBoard, h: BoardHex): [P, P][] {
  const c = hexCorners(board.grid, h.hex);
  return c.flatMap((p, k) => {
    const cut = clipToTable(p, c[(k + 1) % 6]!, s.table.width, s.table.depth);
    return cut ? [cut] : [];
  });
}

/** The grid's hexsides, each drawn once, or null on a table without a grid or with it hidden. */
export function buildHexGrid(s: AppState, a: AssetState): Float32Array | null {
  if (!a.terrain || !s.table.hex || !s.showHexGrid) return null;
  const board = hexBoardOf(s.table, a.terrain.index);
  if (!board) return null;
  const seen = new Set<string>();
  const lines: Float32Array[] = [];
  for (const h of board.hexes.values()) {
    const c = hexCorners(board.grid, h.hex);
    for (let k = 0; k < 6; k++) {
      const p = c[k]!;
      const q = c[(k + 1) % 6]!;
      const key = `${Math.round((p[0] + q[0]) * 500)},${Math.round((p[1] + q[1]) * 500)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const cut = clipToTable(p, q, s.table.width, s.table.depth);
      if (cut) lines.push(drapePolyline(cut, a.terrain.index, a.terrain.scale, 0.03));
    }
  }
  return toSegmentPairs(lines);
}

const EFFECT_COLOUR: Record<HexEffect, string> = {
  clear: "#7fe08a",
  above: "#9aa4ad",
  degrading: "#ffd34d",
  blocking: "#ff5a5a",
};

/** Outlines of the hexes a game marks (app/store/hex-slice.ts `hexMarks`), each in its colour. */
export function buildHexMarks(s: AppState, a: AssetState): ColouredSegments | null {
  if (!a.terrain || !s.table.hex || s.hexMarks.length === 0) return null;
  const board = hexBoardOf(s.table, a.terrain.index);
  if (!board) return null;
  const byLabel = new Map<string, BoardHex>([...board.hexes.values()].map((h) => [h.label, h]));
  const lines: { line: Float32Array; colour: Color }[] = [];
  for (const m of s.hexMarks) {
    const h = byLabel.get(m.label);
    if (!h) continue;
    const colour = new Color(m.colour);
    for (const cut of outlineOnTable(s, board, h))
      lines.push({ line: drapePolyline(cut, a.terrain.index, a.terrain.scale, 0.1), colour });
  }
  return lines.length ? coloured(lines) : null;
}

/** Segment pairs of several lines, each vertex coloured by its line. */
function coloured(lines: { line: Float32Array; colour: Color }[]): ColouredSegments {
  const positions = toSegmentPairs(lines.map((l) => l.line));
  const colours = new Float32Array(positions.length);
  let o = 0;
  for (const l of lines) {
    const n = Math.max(0, l.line.length / 3 - 1) * 2;
    for (let i = 0; i < n; i++, o += 3) colours.set([l.colour.r, l.colour.g, l.colour.b], o);
  }
  return { positions, colours };
}

/** The check's line (green clear, red blocked) and the crossed hexes' outlines by effect. */
export function buildHexLine(s: AppState, a: AssetState): ColouredSegments | null {
  const v = s.hexLos.verdict;
  // The Hex LOS tool's check, or a hex game's Play tool aiming at a hovered target (issue 38 item 3).
  const shown = s.tool === "hexlos" || (s.tool === "game" && s.table.hex !== undefined);
  if (!v || !a.terrain || !shown || s.hexLos.revision !== s.revision) return null;
  const board = hexBoardOf(s.table, a.terrain.index);
  if (!board) return null;
  const byLabel = new Map<string, BoardHex>([...board.hexes.values()].map((h) => [h.label, h]));
  const lines: { line: Float32Array; colour: Color }[] = [];
  const { index, scale } = a.terrain;
  lines.push({
    line: drapePolyline(
      [
        [v.line.from[0], v.line.from[1]],
        [v.line.to[0], v.line.to[1]],
      ],
      index,
      scale,
      0.12,
    ),
    colour: new Color(v.visible ? "#7fe08a" : "#ff5a5a"),
  });
  for (const c of v.crossed) {
    const h = byLabel.get(c.label);
    if (!h || c.effect === "clear") continue;
    const colour = new Color(EFFECT_COLOUR[c.effect]);
    for (const cut of outlineOnTable(s, board, h))
      lines.push({ line: drapePolyline(cut, index, scale, 0.08), colour });
  }
  return coloured(lines);
}
