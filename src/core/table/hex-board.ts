import { distanceToPolyline, pointInPolygon } from "../geom2d";
import { boardHexes, type Hex, type HexGrid, hexCenter, hexKey, hexLabel, parseHexLabel } from "../hex/grid";
import { gridOf } from "./hex-settings";
import { FEATURE_TERRAIN_ORDER, type HexTerrain } from "./hex-terrain";
import type { Table } from "./schema";
import { pathHalfWidth, standingAt, type TerrainIndex } from "./terrain";

/**
 * Each hex of a table's grid with its terrain type and level (issue 21): derived from the features
 * over the hex's centre (the first of FEATURE_TERRAIN_ORDER whose footprint holds it; the hill level
 * under it), then replaced field by field by the table's per-hex overrides. The table read as hexes,
 * the same under every ruleset: what a hex's terrain does is the ruleset's (HexSightRules, its charts).
 */

/** One hex of the board. */
export interface BoardHex {
  hex: Hex;
  label: string;
  center: readonly [number, number];
  terrain: HexTerrain;
  level: number;
  smoke: boolean;
  /** the feature the terrain came from, or null (clear, or an override) */
  featureId: string | null;
  /** the feature ids of the smoke over the centre (empty for an override's smoke) */
  smokeIds: string[];
  /** which fields an override set */
  overridden: ("terrain" | "level" | "smoke")[];
}

/** A table's hex board. */
export interface HexBoard {
  grid: HexGrid;
  eyeYards: number;
  hexes: ReadonlyMap<string, BoardHex>;
}

/** What the features over a point make of it: terrain, the feature it came from, the smoke over it. */
function featuresAt(
  table: Table,
  x: number,
  y: number,
): { terrain: HexTerrain; featureId: string | null; smokeIds: string[] } {
  let best: { rank: number; id: string; t: HexTerrain } | null = null;
  const smokeIds: string[] = [];
  for (const f of table.features) {
    if (f.type === "smoke") {
      if (Math.hypot(x - f.center[0], y - f.center[1]) <= f.radiusInches) smokeIds.push(f.id);
      continue;
    }
    const rank = FEATURE_TERRAIN_ORDER.indexOf(f.type as HexTerrain);
    if (rank < 0 || (best && best.rank <= rank)) continue;
    const inside =
      "outline" in f ? pointInPolygon(x, y, f.outline) : distanceToPolyline(x, y, f.path) <= pathHalfWidth(f);
    if (inside) best = { rank, id: f.id, t: f.type as HexTerrain };
  }
  return { terrain: best?.t ?? "clear", featureId: best?.id ?? null, smokeIds };
}

/** The board of a table with a hex grid, or null for a table without one. */
export function hexBoardOf(table: Table, terrain: TerrainIndex): HexBoard | null {
  if (!table.hex) return null;
  const grid = gridOf(table.hex);
  const overrides = new Map(
    table.hex.overrides.map((o) => [hexKey(parseHexLabel(grid, o.hex)!), o] as const),
  );
  const hexes = new Map<string, BoardHex>();
  for (const hex of boardHexes(grid, table.width, table.depth)) {
    const center = hexCenter(grid, hex);
    const found = featuresAt(table, center[0], center[1]);
    const o = overrides.get(hexKey(hex));
    const overridden: BoardHex["overridden"] = [];
    if (o?.terrain !== undefined) overridden.push("terrain");
    if (o?.level !== undefined) overridden.push("level");
    if (o?.smoke !== undefined) overridden.push("smoke");
    hexes.set(hexKey(hex), {
      hex,
      label: hexLabel(grid, hex)!,
      center,
      terrain: o?.terrain ?? found.terrain,
      level: o?.level ?? standingAt(terrain, center[0], center[1], false).level,
      smoke: o?.smoke ?? found.smokeIds.length > 0,
      featureId: o?.terrain !== undefined ? null : found.featureId,
      smokeIds: o?.smoke !== undefined ? [] : found.smokeIds,
      overridden,
    });
  }
  return { grid, eyeYards: table.hex.eyeYards, hexes };
}

/** A board hex by label, or null when the label names no hex of the board. */
export function boardHexByLabel(board: HexBoard, label: string): BoardHex | null {
  const h = parseHexLabel(board.grid, label);
  return h ? (board.hexes.get(hexKey(h)) ?? null) : null;
}
