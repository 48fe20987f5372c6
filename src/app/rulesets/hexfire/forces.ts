import ridgeJson from "../../../../terrain/hexfire-ridge-village.json";
import hamletJson from "../../../../terrain/lnl-hamlet.json";
import { hexCenter, parseHexLabel } from "../../../core/hex/grid";
import type { UnitType } from "../../../core/hexfire/data";
import type { HexfireState } from "../../../core/hexfire/state";
import { gridOf } from "../../../core/table/hex-settings";
import type { Table, TableUnit } from "../../../core/table/schema";

const u = (id: string, side: string, type: UnitType, hex: string, carrying?: string) => ({
  id,
  side,
  type,
  hex,
  ...(carrying ? { carrying } : {}),
});

/**
 * The hamlet's seed 001 forces (scenario data, project default; the recorded game's,
 * tests/fixtures/games/record-hexfire.ts): blue on the near rows, red on the far ones, each with a
 * CO and 2IC, infantry, an APC carrying infantry, an AFV, Recon, an SPA and a helicopter.
 */
export const HAMLET_FORCES = [
  u("b-co", "blue", "co", "F2"),
  u("b-2ic", "blue", "2ic", "J2"),
  u("b-inf1", "blue", "infantry", "E2"),
  u("b-inf2", "blue", "infantry", "G2"),
  u("b-apc", "blue", "apc", "H1", "b-inf3"),
  u("b-inf3", "blue", "infantry", "H1"),
  u("b-afv", "blue", "afv", "I2"),
  u("b-rec", "blue", "recon", "K2"),
  u("b-spa", "blue", "spa", "D1"),
  u("b-heli", "blue", "helicopter", "C2"),
  u("r-co", "red", "co", "F8"),
  u("r-2ic", "red", "2ic", "J8"),
  u("r-inf1", "red", "infantry", "E8"),
  u("r-inf2", "red", "infantry", "G8"),
  u("r-apc", "red", "apc", "H9", "r-inf3"),
  u("r-inf3", "red", "infantry", "H9"),
  u("r-afv", "red", "afv", "I8"),
  u("r-rec", "red", "recon", "K8"),
  u("r-spa", "red", "spa", "D9"),
  u("r-heli", "red", "helicopter", "C8"),
];

/**
 * The ridge village's seed 001 forces (terrain/hexfire-ridge-village.json, scenario data, project
 * default): blue in its zone on rows 1–2, red in its zone on rows 9–10, each with a CO and 2IC,
 * infantry, an APC carrying infantry, an AFV, Recon, an SPA and a helicopter.
 */
export const RIDGE_FORCES = [
  u("b-co", "blue", "co", "F1"),
  u("b-2ic", "blue", "2ic", "J1"),
  u("b-inf1", "blue", "infantry", "E2"),
  u("b-inf2", "blue", "infantry", "G2"),
  u("b-apc", "blue", "apc", "H1", "b-inf3"),
  u("b-inf3", "blue", "infantry", "H1"),
  u("b-afv", "blue", "afv", "I2"),
  u("b-rec", "blue", "recon", "K1"),
  u("b-spa", "blue", "spa", "D1"),
  u("b-heli", "blue", "helicopter", "C2"),
  u("r-co", "red", "co", "G10"),
  u("r-2ic", "red", "2ic", "K10"),
  u("r-inf1", "red", "infantry", "F9"),
  u("r-inf2", "red", "infantry", "H9"),
  u("r-apc", "red", "apc", "I10", "r-inf3"),
  u("r-inf3", "red", "infantry", "I10"),
  u("r-afv", "red", "afv", "J9"),
  u("r-rec", "red", "recon", "L10"),
  u("r-spa", "red", "spa", "N10"),
  u("r-heli", "red", "helicopter", "C9"),
];

/** A shipped scenario the set-up dialog offers: a hex table, both forces, objective hexes. */
export interface HexfireScenario {
  id: string;
  path: string;
  json: unknown;
  forces: readonly ReturnType<typeof u>[];
  objectives: readonly { hex: string }[];
  /** the set-up dialog offers the deployment step on by default (project default: a table with zones) */
  deploy: boolean;
}

/**
 * The shipped scenarios, the first the default: the ridge village (its own table: two hills, a
 * village with a church, two woods; objectives the village's centre H6 and the ridge's M5) and the
 * hex hamlet the recorded game plays (terrain/lnl-hamlet.json, shared with Lock 'n Load).
 */
export const HEXFIRE_SCENARIOS: readonly HexfireScenario[] = [
  {
    id: "ridge",
    path: "terrain/hexfire-ridge-village.json",
    json: ridgeJson as unknown,
    forces: RIDGE_FORCES,
    objectives: [{ hex: "H6" }, { hex: "M5" }],
    deploy: true,
  },
  {
    id: "hamlet",
    path: "terrain/lnl-hamlet.json",
    json: hamletJson as unknown,
    forces: HAMLET_FORCES,
    objectives: [{ hex: "G5" }, { hex: "K5" }],
    deploy: false,
  },
];

/** The catalog model each unit type stands on when the table has no unit of its id (project default). */
export const MODEL_OF: ReadonlyMap<UnitType, string> = new Map<UnitType, string>([
  ["infantry", "infantry"],
  ["co", "HQ"],
  ["2ic", "HQ"],
  ["afv", "MBT"],
  ["apc", "APC"],
  ["recon", "armoured-car"],
  ["spa", "SP-artillery"],
  ["helicopter", "drone"],
]);

/**
 * The units' bases on the app's table where the game has them: each unit on the board at its hex's
 * centre (a unit carried in an APC or eliminated is off the table). A table unit of the same id keeps
 * its model and facing; any other unit stands on its type's model, facing the enemy. Lookups by id go
 * through Maps (ids come from files).
 */
export function unitsOnTable(table: Table, view: HexfireState): TableUnit[] {
  const grid = table.hex ? gridOf(table.hex) : null;
  if (!grid) return table.units;
  const own = new Map(table.units.map((t) => [t.id, t]));
  return view.units.flatMap((c) => {
    const h = c.hex ? parseHexLabel(grid, c.hex) : null;
    if (!h) return [];
    const [x, y] = hexCenter(grid, h);
    const t = own.get(c.id);
    return [
      {
        id: c.id,
        side: c.side,
        type: t?.type ?? MODEL_OF.get(c.type)!,
        x,
        y,
        facing: t?.facing ?? (view.sides.indexOf(c.side) === 0 ? 0 : 180),
        posture: "normal",
        ...(c.label ? { label: c.label } : {}),
      } satisfies TableUnit,
    ];
  });
}
