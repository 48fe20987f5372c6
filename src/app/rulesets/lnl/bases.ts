import { hexsideAngle } from "../../../core/hex/facing";
import { hexCenter, parseHexLabel } from "../../../core/hex/grid";
import type { LnlState } from "../../../core/lnl/state";
import { gridOf } from "../../../core/table/hex-settings";
import type { Table, TableUnit } from "../../../core/table/schema";

/**
 * The catalog model a counter made during the game stands on when its side has no leader on the table
 * to copy: a hero is a single man, as a leader is (the built-in catalog's HQ figure).
 */
export const MADE_COUNTER_TYPE = "HQ";

/**
 * The counters' bases on the app's table where the game has them: each table unit at its counter's
 * hex centre (an eliminated counter leaves the table), and a base for each counter the game made that
 * the table never had (a hero from hero creation), so it is drawn and labelled with its markers like
 * the others. Lookups by id go through Maps (ids come from files).
 */
export function countersOnTable(table: Table, view: LnlState): TableUnit[] {
  const grid = table.hex ? gridOf(table.hex) : null;
  if (!grid) return table.units;
  const counters = new Map(view.units.map((u) => [u.id, u]));
  const onTable = new Set<string>();
  const units = table.units.flatMap((u) => {
    onTable.add(u.id);
    const c = counters.get(u.id);
    if (!c) return [u];
    if (c.eliminated) return [];
    const h = parseHexLabel(grid, c.hex);
    const [x, y] = h ? hexCenter(grid, h) : [u.x, u.y];
    // a vehicle's (gun's) base faces as its hull does (vehicles.ts)
    return [{ ...u, x, y, ...(c.facing !== undefined ? { facing: hexsideAngle(grid, c.facing) } : {}) }];
  });
  for (const c of view.units) {
    if (onTable.has(c.id) || c.eliminated) continue;
    const h = parseHexLabel(grid, c.hex);
    if (!h) continue;
    const [x, y] = hexCenter(grid, h);
    const side = table.units.filter((u) => u.side === c.side);
    const leader = side.find((u) => counters.get(u.id)?.kind === "leader");
    units.push({
      id: c.id,
      side: c.side,
      type: leader?.type ?? MADE_COUNTER_TYPE,
      x,
      y,
      facing: (leader ?? side[0])?.facing ?? 0,
      posture: "normal",
      ...(c.label ? { label: c.label } : {}),
    });
  }
  return units;
}
