import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { scriptedDice } from "../../../src/core/game/dice";
import { applyHexfire, seatsToAct } from "../../../src/core/hexfire/apply";
import { parseHexfireCommand } from "../../../src/core/hexfire/commands";
import { type HexfireMap, hexfireMapOf } from "../../../src/core/hexfire/map";
import { hexfireRuleset, hexfireStart } from "../../../src/core/hexfire/ruleset";
import { parseHexfireBody } from "../../../src/core/hexfire/setup";
import type { HexfireState } from "../../../src/core/hexfire/state";
import { noSquareSight } from "../../../src/core/los/sight-rules";
import { createWorld } from "../../../src/geometry/los/world";

/**
 * The reducer tests' board: 14×10", 1" flat hexes; a level-1 hill on the right (its plateau edge
 * crosses a ring of hexes), a wood in the middle (E3, E4), a building lower left (A5, B5), brush (C3) and rubble (D5) by override.
 * Measured: the F column is the hill-edge ring (level 0 at the centre), G to I are level 1.
 */
export const TEST_TABLE = {
  format: "sightline-table/1",
  name: "hexfire test board",
  width: 14,
  depth: 10,
  levelHeightYards: 10,
  features: [
    {
      id: "hill",
      type: "hill",
      level: 1,
      outline: [
        [9.2, 0],
        [14, 0],
        [14, 10],
        [9.2, 10],
      ],
      slopeInches: 0.2,
    },
    {
      id: "wood",
      type: "woods",
      outline: [
        [5.6, 3.6],
        [7.4, 3.6],
        [7.4, 6.4],
        [5.6, 6.4],
      ],
    },
    {
      id: "house",
      type: "building",
      outline: [
        [0.4, 7.2],
        [3, 7.2],
        [3, 9.2],
        [0.4, 9.2],
      ],
    },
  ],
  units: [],
  hex: {
    sizeInches: 1,
    overrides: [
      { hex: "C3", terrain: "brush" },
      { hex: "D5", terrain: "rubble" },
    ],
  },
};

/** A unit entry of a set-up. */
export const unit = (id: string, side: string, type: string, hex: string, extra = {}) => ({
  id,
  side,
  type,
  hex,
  ...extra,
});

const catalog = builtinCatalog();

/** The test board's map (measured). */
export function testMap(table: unknown = TEST_TABLE): HexfireMap {
  const body = parseHexfireBody(
    { table, units: [unit("a", "blue", "infantry", "A1"), unit("b", "red", "infantry", "A2")] },
    catalog,
  );
  if (!body.ok) throw new Error(JSON.stringify(body.error));
  return hexfireMapOf(createWorld(body.value.table, catalog, noSquareSight("hexfire")))!;
}

let shared: HexfireMap | null = null;
/** One map of the test board for a whole test file (it caches its LOS). */
export const sharedMap = () => (shared ??= testMap());

/**
 * A game on the test board with `units`; blue acts first (initiative 6+6 against 1+1), and
 * `patch` changes the first state (markers) before the test plays.
 */
export function game(
  units: unknown[],
  extra: Record<string, unknown> = {},
  patch: (s: HexfireState) => HexfireState = (s) => s,
) {
  const body = parseHexfireBody({ table: TEST_TABLE, units, ...extra }, catalog);
  if (!body.ok) throw new Error(JSON.stringify(body.error));
  const sides = [...new Set(body.value.units.map((u) => u.side))];
  const first = sides[0] === "blue" ? [6, 6, 1, 1] : [1, 1, 6, 6];
  const { state } = hexfireStart(body.value, scriptedDice(first));
  return { s: patch(state), map: sharedMap() };
}

/** `c` parsed and applied as `seat` with `rolls` as the dice. */
export function run(s: HexfireState, map: HexfireMap, seat: string, c: unknown, rolls: number[] = []) {
  const cmd = parseHexfireCommand(c);
  if (!cmd.ok) return cmd;
  return applyHexfire(s, seat, cmd.value, map, scriptedDice(rolls));
}

/** The result of an accepted command (a refusal throws its message). */
export function must(r: ReturnType<typeof run>) {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Marks on units by id. */
export const mark =
  (ids: string[], f: Partial<HexfireState["units"][number]>) =>
  (s: HexfireState): HexfireState => ({
    ...s,
    units: s.units.map((u) => (ids.includes(u.id) ? { ...u, ...f } : u)),
  });

export { seatsToAct };
export const rulesFor = () => hexfireRuleset({ catalog, mapFor: () => sharedMap() });

/** A scenario on the test board with every unit type and two objectives, for the bots' whole games. */
export const BOT_SCENARIO = {
  units: [
    unit("b-co", "blue", "co", "B1"),
    unit("b-2ic", "blue", "2ic", "C1"),
    unit("b-inf1", "blue", "infantry", "A2"),
    unit("b-inf2", "blue", "infantry", "C2"),
    unit("b-apc", "blue", "apc", "D1", { carrying: "b-inf3" }),
    unit("b-inf3", "blue", "infantry", "D1"),
    unit("b-afv", "blue", "afv", "B2"),
    unit("b-rec", "blue", "recon", "E1"),
    unit("b-spa", "blue", "spa", "A1"),
    unit("b-heli", "blue", "helicopter", "E2"),
    unit("r-co", "red", "co", "H4"),
    unit("r-2ic", "red", "2ic", "G5"),
    unit("r-inf1", "red", "infantry", "F4"),
    unit("r-inf2", "red", "infantry", "F5"),
    unit("r-apc", "red", "apc", "H5", { carrying: "r-inf3" }),
    unit("r-inf3", "red", "infantry", "H5"),
    unit("r-afv", "red", "afv", "G4"),
    unit("r-rec", "red", "recon", "I4"),
    unit("r-spa", "red", "spa", "I6"),
    unit("r-heli", "red", "helicopter", "G3"),
  ],
  objectives: [{ hex: "D3" }, { hex: "F3" }],
};
