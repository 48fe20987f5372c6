import { z } from "zod";
import type { Catalog } from "../catalog/schema";
import { boardHexes, type HexGrid, hexAt, hexKey, hexLabel, parseHexLabel } from "../hex/grid";
import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";
import { gridOf } from "../table/hex-settings";
import type { Table, TableUnit } from "../table/schema";
import { validateTable } from "../table/validate";
import { type Counter, counterSchema, DEFAULT_LM, swCarry } from "./counters";
import { DEFAULT_ARMOR } from "./oft";
import { FRESH_STATUS, type UnitState } from "./state";
import { startFacing, vehicleFieldProblems } from "./vehicles";

/**
 * LnL's part of a save file (docs/rulesets/lnl.md): the hex table played on, the counters (or none:
 * then every unit of the table becomes a counter through COUNTER_DEFAULTS), night, and the turn limit.
 */
export interface LnlBody {
  table: Table;
  tableJson: unknown;
  counters: Counter[];
  countersJson: unknown[] | null;
  night: boolean;
  /**
   * whether a hero made in play draws a skill card (project default true; `false` replays a game saved
   * before skill cards: its recorded rolls hold no card draw)
   */
  skillCards: boolean;
  turnLimit: number;
}

const bodySchema = z.strictObject({
  table: z.unknown(),
  counters: z.array(z.unknown()).max(500).optional(),
  night: z.boolean().default(false),
  skillCards: z.boolean().default(true),
  /** project default: the table's turn limit */
  turnLimit: z.number().int().min(1).max(99).optional(),
});

type Stats = Omit<Counter, "id" | "side" | "hex" | "label" | "usParatrooper" | "halfSquad">;
const squad: Stats = {
  kind: "squad",
  firepower: 2,
  range: 6,
  movement: 4,
  morale: 5,
  assaultMove: true,
  sw: [],
};
/** A vehicle's (or gun crew's) gun: an ordnance SW (project default values). */
const gun = (firepower: number, range: number): Counter["sw"][number] => ({
  id: "gun",
  kind: "ordnance",
  firepower,
  range,
  captured: false,
});
/**
 * Counters for a table's units by catalog type (project defaults: the card prints no counter values;
 * figures in the range of LnLT's WWII counters, e.g. a 2-6-4 squad of morale 5).
 */
export const COUNTER_DEFAULTS: ReadonlyMap<string, Stats> = new Map<string, Stats>([
  ["infantry", squad],
  [
    "engineer",
    { ...squad, sw: [{ id: "satchel", kind: "satchel-charge", firepower: 3, range: 1, captured: false }] },
  ],
  ["cavalry", squad],
  [
    "HQ",
    {
      kind: "leader",
      firepower: 1,
      range: 4,
      movement: 5,
      morale: 6,
      lm: DEFAULT_LM,
      assaultMove: true,
      sw: [],
    },
  ],
  [
    "HMG",
    {
      kind: "weapon-team",
      firepower: 1,
      range: 6,
      movement: 3,
      morale: 4,
      assaultMove: false,
      sw: [{ id: "mg", kind: "mg", firepower: 3, range: 10, captured: false }],
    },
  ],
  [
    "mortar",
    { kind: "weapon-team", firepower: 1, range: 4, movement: 3, morale: 4, assaultMove: false, sw: [] },
  ],
  [
    "MBT",
    {
      kind: "armored-vehicle",
      firepower: 3,
      range: 10,
      movement: 6,
      morale: 4,
      assaultMove: true,
      sw: [gun(4, 12)],
    },
  ],
  [
    "light-tank",
    {
      kind: "armored-vehicle",
      firepower: 2,
      range: 8,
      movement: 7,
      morale: 4,
      assaultMove: true,
      sw: [gun(3, 10)],
    },
  ],
  [
    "tank-destroyer",
    {
      kind: "armored-vehicle",
      firepower: 1,
      range: 8,
      movement: 6,
      morale: 4,
      assaultMove: true,
      turret: false,
      sw: [gun(5, 14)],
    },
  ],
  [
    "armoured-car",
    {
      kind: "armored-vehicle",
      firepower: 2,
      range: 8,
      movement: 8,
      morale: 3,
      assaultMove: true,
      sw: [gun(2, 8)],
    },
  ],
  [
    "half-track",
    { kind: "unarmored-vehicle", firepower: 2, range: 8, movement: 7, morale: 3, assaultMove: true, sw: [] },
  ],
  [
    "truck",
    { kind: "unarmored-vehicle", firepower: 0, range: 0, movement: 8, morale: 3, assaultMove: true, sw: [] },
  ],
  [
    "towed-gun",
    { kind: "crew", firepower: 1, range: 4, movement: 2, morale: 4, assaultMove: false, sw: [gun(4, 12)] },
  ],
]);

/** The counter a table unit becomes: its hex from its position, its stats from COUNTER_DEFAULTS. */
export function counterOfUnit(table: Table, u: TableUnit): Counter | null {
  if (!table.hex) return null;
  const stats = COUNTER_DEFAULTS.get(u.type) ?? squad;
  const grid = gridOf(table.hex);
  return {
    id: u.id,
    side: u.side,
    hex: hexLabelAt(grid, u.x, u.y),
    label: u.label,
    usParatrooper: false,
    ...stats,
  };
}

const hexLabelAt = (g: HexGrid, x: number, y: number) => hexLabel(g, hexAt(g, x, y)) ?? "A1";

const prefix = (p: Problem, at: string): Problem => ({
  path: p.path === "$" ? at : `${at}${p.path.slice(1)}`,
  message: p.message,
});

/** Reads LnL's fields of a game file, with paths from `$`. */
export function parseLnlBody(json: Record<string, unknown>, catalog: Catalog): Result<LnlBody, Problem[]> {
  const b = bodySchema.safeParse(json);
  if (!b.success) return err(problemsFromZod(b.error, json, [], bodySchema));
  const t = validateTable(b.data.table, catalog);
  if (!t.ok) return err(t.error.map((p) => prefix(p, "$.table")));
  const table = t.value;
  if (!table.hex)
    return err([{ path: "$.table.hex", message: "is required: Lock 'n Load is played on a hex grid" }]);
  const problems: Problem[] = [];
  let counters: Counter[] = [];
  if (b.data.counters) {
    b.data.counters.forEach((c, i) => {
      const r = counterSchema.safeParse(c);
      if (r.success) counters.push(r.data);
      else problems.push(...problemsFromZod(r.error, c, ["counters", i], counterSchema));
    });
  } else counters = table.units.map((u) => counterOfUnit(table, u)!);
  problems.push(...checkCounters(table, counters, b.data.counters ? "counters" : "table.units"));
  if (problems.length > 0) return err(problems);
  const sides = [...new Set(counters.map((c) => c.side))];
  if (sides.length !== 2)
    return err([
      {
        path: "$.counters",
        message: `needs exactly two sides, not ${sides.length} (${sides.join(", ") || "none"})`,
      },
    ]);
  return ok({
    table,
    tableJson: b.data.table,
    counters,
    countersJson: b.data.counters ?? null,
    night: b.data.night,
    skillCards: b.data.skillCards,
    turnLimit: b.data.turnLimit ?? table.turnLimit,
  });
}

function checkCounters(table: Table, counters: readonly Counter[], at: string): Problem[] {
  const grid = gridOf(table.hex!);
  const board = new Set(boardHexes(grid, table.width, table.depth).map(hexKey));
  const problems: Problem[] = [];
  const seen = new Set<string>();
  counters.forEach((c, i) => {
    const path = `$.${at}[${i}]`;
    if (seen.has(c.id)) problems.push({ path: `${path}.id`, message: `id "${c.id}" is used twice` });
    seen.add(c.id);
    const h = parseHexLabel(grid, c.hex);
    if (!h) problems.push({ path: `${path}.hex`, message: `"${c.hex}" is not a hex label like "C4"` });
    else if (!board.has(hexKey(h)))
      problems.push({ path: `${path}.hex`, message: `hex ${c.hex} is not on the board` });
    if (c.sw.length > swCarry(c.kind))
      problems.push({
        path: `${path}.sw`,
        message: `a ${c.kind} carries at most ${swCarry(c.kind)} SW (card, SW table); this one has ${c.sw.length}`,
      });
    for (const p of vehicleFieldProblems(c)) problems.push({ path: `${path}.${p.path}`, message: p.message });
  });
  return problems;
}

/** The LnL fields written back into a file (as they were read). */
export const lnlBodyToJson = (b: LnlBody): Record<string, unknown> => ({
  table: b.tableJson,
  ...(b.countersJson ? { counters: b.countersJson } : {}),
  ...(b.night ? { night: true } : {}),
  ...(b.skillCards ? {} : { skillCards: false }),
  turnLimit: b.turnLimit,
});

/** The counters in play at the start. */
export function unitsOf(body: LnlBody): UnitState[] {
  const grid = gridOf(body.table.hex!);
  const tableFacing = new Map(body.table.units.map((u) => [u.id, u.facing]));
  return body.counters.map((c) => ({
    id: c.id,
    side: c.side,
    kind: c.kind,
    label: c.label ?? null,
    hex: hexLabel(grid, parseHexLabel(grid, c.hex)!)!,
    ifp: c.firepower,
    range: c.range,
    mf: c.movement,
    morale: c.morale,
    shakenMorale: c.shakenMorale ?? Math.max(1, c.morale - 1),
    lm: c.kind === "leader" || c.kind === "armor-leader" ? (c.lm ?? DEFAULT_LM) : 0,
    assaultMove:
      c.assaultMove || c.kind === "leader" || c.kind === "armored-vehicle" || c.kind === "unarmored-vehicle",
    usParatrooper: c.usParatrooper,
    ...(c.stealth && c.kind !== "leader" ? { stealthCapable: true } : {}),
    halfSquad: c.kind === "squad" ? (c.halfSquad ?? null) : null,
    sw: c.sw,
    ...(c.kind === "armored-vehicle" ? { armor: c.armor ?? DEFAULT_ARMOR } : {}),
    ...startFacing(c, grid, tableFacing.get(c.id) ?? null),
    ...FRESH_STATUS,
  }));
}
