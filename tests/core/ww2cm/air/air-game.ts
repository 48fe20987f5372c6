import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { scriptedDice } from "../../../../src/core/game/dice";
import type { Dice } from "../../../../src/core/game/ruleset";
import type { Ww2Command } from "../../../../src/core/ww2cm/commands";
import type { Ww2Event } from "../../../../src/core/ww2cm/game";
import { measuredWw2Oracle } from "../../../../src/core/ww2cm/measured";
import { ww2cmRuleset } from "../../../../src/core/ww2cm/ruleset";
import { WW2CM_SIGHT } from "../../../../src/core/ww2cm/sight";
import type { Ww2State } from "../../../../src/core/ww2cm/state";
import { createWorld } from "../../../../src/geometry/los/world";
import { hist } from "../hand";

/**
 * A seed 002 game with an air part played through the ruleset on the 3D table (not a test file): an
 * open 120 × 90 cm table by default; blue's squad at (5, 5), red's squads A (30–36, 4) and B (30–36, 50)
 * and an AA gun at (119, 89).
 */
const catalog = builtinCatalog();
export const openTable = (features: unknown[] = []) => ({
  format: "sightline-table/1",
  lengthUnit: "cm",
  name: "air",
  yardsPerInch: 1.5,
  width: 120,
  depth: 90,
  levelHeightYards: 3,
  features,
});
export const row = (id: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${id}-${i}`, x: x + i * 2, y }));
export const squad = (id: string, side: string, name: string, x: number, y: number, n: number) => ({
  id,
  side,
  name,
  training: "regular",
  weapon: "rifle",
  models: row(id, x, y, n),
});
export const airBody = (air: unknown, table = openTable(), units?: unknown[]) => ({
  table,
  sides: [
    { id: "blue", name: "Blue" },
    { id: "red", name: "Red" },
  ],
  units: units ?? [
    squad("me", "blue", "Blue squad", 5, 5, 1),
    squad("a", "red", "Squad A", 30, 4, 4),
    squad("b", "red", "Squad B", 30, 50, 4),
    squad("gun", "red", "AA gun", 119, 89, 1),
  ],
  air,
});
export const airRules = ww2cmRuleset({
  catalog,
  oracleFor: (t, kinds) => {
    const w = createWorld(t, catalog, WW2CM_SIGHT);
    return measuredWw2Oracle(w, w.hits!, kinds);
  },
  airWorldFor: (t) => {
    const w = createWorld(t, catalog, WW2CM_SIGHT);
    return { table: w.table, terrain: w.terrain, hits: w.hits! };
  },
});

/** Starts the game of this set-up JSON with these opening dice; `play` applies a command with its dice. */
export function beginAir(json: Record<string, unknown>, opening: Dice = scriptedDice([])) {
  const b = airRules.parseBody(json);
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  const st = airRules.start(b.value, opening);
  if (!st.ok) throw new Error(JSON.stringify(st.error));
  const { game } = st.value;
  let state: Ww2State = st.value.state;
  const play = (seat: string, c: Ww2Command, dice: Dice = scriptedDice([])) => {
    const r = game.apply(state, seat, c, hist(dice));
    if (r.ok) state = r.value.state;
    return r;
  };
  return {
    game,
    play,
    opening: st.value.events as Ww2Event[],
    get state() {
      return state;
    },
  };
}
