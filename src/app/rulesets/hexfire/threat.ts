import { DEFAULTS, statsOf } from "../../../core/hexfire/data";
import type { HexfireMap } from "../../../core/hexfire/map";
import type { HexfireState } from "../../../core/hexfire/state";
import { raisedLevels } from "../../../core/hexfire/units";

/**
 * The hex threat map (the page's "Enemy threat map", offered from the set-up on): every hex that one
 * of `enemy`'s units on the board could fire at now, i.e. sees by the ruleset's measured hex LOS (a
 * helicopter's eye raised) and reaches (its range, to 2× for white FP: the card's long range). Each hex
 * with the units that threaten it, in unit order. Ground-level targets (a helicopter flying into a hex
 * is seen farther: project default reading, the map is for ground units).
 */
export function threatHexes(s: HexfireState, map: HexfireMap, enemy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const u of s.units) {
    if (u.side !== enemy || u.hex === null) continue;
    const st = statsOf(u.type);
    const reach = st.whiteFp ? st.range * DEFAULTS.longRangeFactor : st.range;
    for (const bh of map.board.hexes.values()) {
      const h = bh.label;
      if (h === u.hex || map.distance(u.hex, h) > reach) continue;
      if (!map.los(u.hex, h, { from: raisedLevels(u), to: 0 }).visible) continue;
      const list = out.get(h) ?? [];
      list.push(u.id);
      out.set(h, list);
    }
  }
  return out;
}
