import { hexCenter, hexCorners, hexDistance, hexKey, hexNeighbors } from "../hex/grid";
import { type HexLosVerdict, hexLos } from "../los/hex-los";
import type { LosWorld } from "../los/world";
import { type BoardHex, boardHexByLabel, type HexBoard, hexBoardOf } from "../table/hex-board";
import { standingAt } from "../table/terrain";
import { zoneHexesOf } from "./deploy";
import { hexfireHexSight } from "./hex-sight";

/**
 * What the hex fire/assault rules ask of the board, measured on the table (the edge builds it from a
 * LosWorld; the rules only call it, so they stay pure): hexes by label, distances, neighbours, the
 * measured hex LOS under this ruleset's sight rules (with a helicopter's raised eye), each hex's
 * measured level, and whether a hill's plateau edge crosses a hex (the card's "Hill edge hex").
 */
export interface HexfireMap {
  board: HexBoard;
  hex(label: string): BoardHex | null;
  distance(a: string, b: string): number;
  neighbours(label: string): string[];
  /** the measured LOS from one hex to another; `raised` lifts an end's eye by that many levels */
  los(from: string, to: string, raised?: { from?: number; to?: number }): HexLosVerdict;
  /** the hex's level (its centre's ground, or an override's level) */
  level(label: string): number;
  /** the hill edge measured in a hex: the levels found at its centre and corners */
  hillEdge(label: string): HillEdge;
  /** the hexes of `side`'s deployment zones on the table (deploy.ts), in board order */
  zone(side: string): readonly string[];
}

/** A hex's measured hill edge: it is one when its centre and corners stand on different levels. */
export interface HillEdge {
  edge: boolean;
  levels: number[];
}

/** The map of a world whose table has a hex grid, or null. */
export function hexfireMapOf(world: LosWorld): HexfireMap | null {
  const board = hexBoardOf(world.table, world.terrain);
  if (!board) return null;
  const lh = world.table.levelHeightYards;
  const losCache = new Map<string, HexLosVerdict>();
  const edgeCache = new Map<string, HillEdge>();
  const hex = (label: string) => boardHexByLabel(board, label);
  let zones: Map<string, string[]> | null = null;
  return {
    board,
    hex,
    distance: (a, b) => hexDistance(hex(a)!.hex, hex(b)!.hex),
    neighbours(label) {
      const out: string[] = [];
      for (const n of hexNeighbors(hex(label)!.hex)) {
        const bh = board.hexes.get(hexKey(n));
        if (bh) out.push(bh.label);
      }
      return out;
    },
    los(from, to, raised = {}) {
      const key = `${from}>${to}>${raised.from ?? 0}>${raised.to ?? 0}`;
      let v = losCache.get(key);
      if (!v) {
        v = hexLos(world, board, hex(from)!, hex(to)!, hexfireHexSight, {
          fromEyeYards: board.eyeYards + (raised.from ?? 0) * lh,
          toEyeYards: board.eyeYards + (raised.to ?? 0) * lh,
        });
        losCache.set(key, v);
      }
      return v;
    },
    level: (label) => hex(label)!.level,
    zone(side) {
      zones ??= zoneHexesOf(world.table, board.grid);
      return zones.get(side) ?? [];
    },
    hillEdge(label) {
      let e = edgeCache.get(label);
      if (!e) {
        const bh = hex(label)!;
        // An override's level is the hex's whole ground (a raised hex has no edge inside it).
        if (bh.overridden.includes("level")) e = { edge: false, levels: [bh.level] };
        else {
          // Corners pulled 5% toward the centre, so a plateau edge on a hexside counts in one hex only.
          const [cx, cy] = hexCenter(board.grid, bh.hex);
          const pts = [
            [cx, cy] as const,
            ...hexCorners(board.grid, bh.hex).map(
              ([x, y]) => [cx + (x - cx) * 0.95, cy + (y - cy) * 0.95] as const,
            ),
          ];
          // Points off the table are left out: the table's own edge is no plateau edge.
          const onTable = pts.filter(
            ([x, y]) => x >= 0 && y >= 0 && x <= world.table.width && y <= world.table.depth,
          );
          const levels = [
            ...new Set(onTable.map(([x, y]) => standingAt(world.terrain, x, y, false).level)),
          ].sort((a, b) => a - b);
          e = { edge: levels.length > 1, levels };
        }
        edgeCache.set(label, e);
      }
      return e;
    },
  };
}
