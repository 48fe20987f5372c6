import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { lnlHexSight } from "../../../src/core/lnl/hex-sight";
import { type HexLosOptions, hexLos } from "../../../src/core/los/hex-los";
import { boardHexByLabel, type HexBoard, hexBoardOf } from "../../../src/core/table/hex-board";
import type { Table } from "../../../src/core/table/schema";
import { validateTable } from "../../../src/core/table/validate";
import { createWorld } from "../../../src/geometry/los/world";

/** A 30×20" table with 1" flat hexes (A1 at (1, 0.87)), the given features and overrides. */
export function hexTable(
  features: unknown[] = [],
  overrides: unknown[] = [],
  extra: Record<string, unknown> = {},
): Table {
  const r = validateTable(
    {
      format: "sightline-table/1",
      name: "hex test",
      width: 30,
      depth: 20,
      features,
      hex: { sizeInches: 1, overrides },
      ...extra,
    },
    builtinCatalog(),
  );
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Hex LOS between two labels of a table. */
export function losOn(table: Table, a: string, b: string, opts: HexLosOptions = {}) {
  const world = createWorld(table, builtinCatalog(), FIRESTRIKE_SIGHT);
  const board = hexBoardOf(table, world.terrain) as HexBoard;
  return hexLos(world, board, boardHexByLabel(board, a)!, boardHexByLabel(board, b)!, lnlHexSight, opts);
}
