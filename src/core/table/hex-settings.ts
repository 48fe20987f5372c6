import { boardHexes, defaultHexOrigin, type HexGrid, hexKey, parseHexLabel } from "../hex/grid";
import type { Problem } from "../problems";
import type { HexSettings } from "./schema";

/** The grid a table's hex settings describe, the default origin filled in. */
export function gridOf(h: HexSettings): HexGrid {
  return {
    sizeInches: h.sizeInches,
    orientation: h.orientation,
    origin: h.origin ?? defaultHexOrigin(h.sizeInches, h.orientation),
  };
}

/** Checks a table's hex settings: the origin on the table, each override naming one board hex once. */
export function checkHexSettings(h: HexSettings, width: number, depth: number): Problem[] {
  const problems: Problem[] = [];
  const g = gridOf(h);
  const [ox, oy] = g.origin;
  if (ox < 0 || ox > width || oy < 0 || oy > depth)
    problems.push({
      path: "$.hex.origin",
      message: `point (${ox}, ${oy}) is off the ${width}×${depth} table: hex A1's centre must lie on it`,
    });
  const board = new Set(boardHexes(g, width, depth).map(hexKey));
  if (board.size === 0 && problems.length === 0)
    problems.push({
      path: "$.hex.sizeInches",
      message: `${h.sizeInches}" hexes leave no hex centre on the table`,
    });
  const seen = new Map<string, number>();
  h.overrides.forEach((o, i) => {
    const path = `$.hex.overrides[${i}].hex`;
    const hex = parseHexLabel(g, o.hex);
    if (!hex) {
      problems.push({
        path,
        message: `"${o.hex}" is not a hex label: column letters then a row number, like "C4"`,
      });
      return;
    }
    if (!board.has(hexKey(hex))) {
      problems.push({ path, message: `hex ${o.hex} is not on the board (its centre is off the table)` });
      return;
    }
    const first = seen.get(hexKey(hex));
    if (first !== undefined)
      problems.push({ path, message: `hex ${o.hex} is already overridden at $.hex.overrides[${first}]` });
    else seen.set(hexKey(hex), i);
  });
  return problems;
}
