import { hexDistance, hexKey } from "../hex/grid";
import { type HexLosVerdict, hexLos } from "../los/hex-los";
import type { LosWorld } from "../los/world";
import { type BoardHex, boardHexByLabel, type HexBoard, hexBoardOf } from "../table/hex-board";
import { lnlHexSight } from "./hex-sight";
import { effectOf } from "./terrain-effects";

/**
 * What the LnL rules ask of the board: hexes by label, distances, the TEC, and the measured hex LOS
 * (core/los/hex-los.ts, read by Lock 'n Load's hex sight rules) with the game's smoke markers. The edge builds it from a LosWorld (the
 * table's BVH); the rules only call it, so they stay pure.
 */
export interface LnlMap {
  board: HexBoard;
  hex(label: string): BoardHex | null;
  distance(a: string, b: string): number;
  los(from: string, to: string, smoke: readonly string[]): HexLosVerdict;
  tm(label: string): number;
}

/** The map of a world whose table has a hex grid, or null. */
export function lnlMapOf(world: LosWorld): LnlMap | null {
  const board = hexBoardOf(world.table, world.terrain);
  if (!board) return null;
  const cache = new Map<string, HexLosVerdict>();
  const hex = (label: string) => boardHexByLabel(board, label);
  return {
    board,
    hex,
    distance: (a, b) => hexDistance(hex(a)!.hex, hex(b)!.hex),
    los(from, to, smoke) {
      const key = `${from}>${to}>${[...smoke].sort().join(",")}`;
      let v = cache.get(key);
      if (!v) {
        const keys = new Set(
          smoke
            .map((l) => hex(l))
            .filter((h) => h !== null)
            .map((h) => hexKey(h.hex)),
        );
        v = hexLos(world, board, hex(from)!, hex(to)!, lnlHexSight, { smokeHexes: keys });
        cache.set(key, v);
      }
      return v;
    },
    tm: (label) => effectOf(hex(label)!.terrain).tm,
  };
}
