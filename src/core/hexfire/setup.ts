import { z } from "zod";
import type { Catalog } from "../catalog/schema";
import { boardHexes, type HexGrid, hexAt, hexKey, hexLabel, parseHexLabel } from "../hex/grid";
import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";
import { gridOf } from "../table/hex-settings";
import type { Table } from "../table/schema";
import { validateTable } from "../table/validate";
import { DEFAULTS, statsOf, UNIT_TYPES, type UnitType } from "./data";
import { zoneHexesOf } from "./deploy";
import type { HexfireUnit } from "./state";

/**
 * The ruleset's part of a save file (docs/rulesets/hexfire.md "Set-up"): the hex table, the units
 * (or none: the table's units by catalog type, CATALOG_TYPES), sandbag hexes, objective hexes and the
 * turn limit.
 */
export interface HexfireBody {
  table: Table;
  tableJson: unknown;
  units: UnitEntry[];
  unitsJson: unknown[] | null;
  sandbags: string[];
  objectives: { hex: string; points: number }[];
  turnLimit: number;
  /** a deployment step before turn 1 (deploy.ts; project default, off unless the set-up asks) */
  deploy: boolean;
}

const ref = z.string().min(1).max(64);
const unitSchema = z.strictObject({
  id: ref,
  side: ref,
  type: z.enum(UNIT_TYPES),
  hex: z.string().min(1).max(8),
  label: z.string().max(80).optional(),
  /** an APC's carried infantry unit (its id), which starts aboard */
  carrying: ref.optional(),
});
type UnitEntry = z.output<typeof unitSchema>;

const bodySchema = z.strictObject({
  table: z.unknown(),
  units: z.array(z.unknown()).max(200).optional(),
  sandbags: z.array(z.string().min(1).max(8)).max(100).default([]),
  objectives: z
    .array(
      z.strictObject({ hex: z.string().min(1).max(8), points: z.number().int().min(1).max(20).optional() }),
    )
    .max(30)
    .default([]),
  turnLimit: z.number().int().min(1).max(99).optional(),
  deploy: z.boolean().optional(),
});

/** A table unit's catalog type read as a unit type of this ruleset (project default). */
export const CATALOG_TYPES: ReadonlyMap<string, UnitType> = new Map<string, UnitType>([
  ["infantry", "infantry"],
  ["engineer", "infantry"],
  ["cavalry", "infantry"],
  ["HMG", "infantry"],
  ["mortar", "infantry"],
  ["HQ", "co"],
  ["MBT", "afv"],
  ["light-tank", "afv"],
  ["tank-destroyer", "afv"],
  ["IFV", "afv"],
  ["APC", "apc"],
  ["ICV", "apc"],
  ["half-track", "apc"],
  ["armoured-car", "recon"],
  ["SP-artillery", "spa"],
  ["drone", "helicopter"],
]);

const at = (p: Problem, prefix: string): Problem => ({
  path: p.path === "$" ? prefix : `${prefix}${p.path.slice(1)}`,
  message: p.message,
});

/** Reads the ruleset's fields of a game file, with paths from `$`. */
export function parseHexfireBody(
  json: Record<string, unknown>,
  catalog: Catalog,
): Result<HexfireBody, Problem[]> {
  const b = bodySchema.safeParse(json);
  if (!b.success) return err(problemsFromZod(b.error, json, [], bodySchema));
  const t = validateTable(b.data.table, catalog);
  if (!t.ok) return err(t.error.map((p) => at(p, "$.table")));
  const table = t.value;
  if (!table.hex)
    return err([{ path: "$.table.hex", message: "is required: this ruleset is played on a hex grid" }]);
  const grid = gridOf(table.hex);
  const problems: Problem[] = [];
  const units: UnitEntry[] = [];
  if (b.data.units) {
    b.data.units.forEach((u, i) => {
      const r = unitSchema.safeParse(u);
      if (r.success) units.push(r.data);
      else problems.push(...problemsFromZod(r.error, u, ["units", i], unitSchema));
    });
  } else {
    table.units.forEach((u, i) => {
      const type = CATALOG_TYPES.get(u.type);
      if (!type)
        problems.push({
          path: `$.table.units[${i}].type`,
          message: `"${u.type}" has no unit type in this ruleset (give the set-up's own "units")`,
        });
      else
        units.push({
          id: u.id,
          side: u.side,
          type,
          hex: hexLabel(grid, hexAt(grid, u.x, u.y)) ?? "?",
          ...(u.label ? { label: u.label } : {}),
        });
    });
  }
  if (problems.length > 0) return err(problems);
  problems.push(...checkUnits(table, grid, units, b.data.units ? "units" : "table.units"));
  const onBoard = new Set(boardHexes(grid, table.width, table.depth).map(hexKey));
  const hexProblem = (label: string, path: string) => {
    const h = parseHexLabel(grid, label);
    if (!h) problems.push({ path, message: `"${label}" is not a hex label like "C4"` });
    else if (!onBoard.has(hexKey(h))) problems.push({ path, message: `hex ${label} is not on the board` });
  };
  for (const [i, s] of b.data.sandbags.entries()) hexProblem(s, `$.sandbags[${i}]`);
  for (const [i, o] of b.data.objectives.entries()) hexProblem(o.hex, `$.objectives[${i}].hex`);
  if (problems.length > 0) return err(problems);
  const sides = [...new Set(units.map((u) => u.side))];
  if (sides.length !== 2)
    return err([
      {
        path: "$.units",
        message: `needs exactly two sides, not ${sides.length} (${sides.join(", ") || "none"})`,
      },
    ]);
  if (b.data.deploy)
    problems.push(...checkZones(table, grid, units, sides, b.data.units ? "units" : "table.units"));
  if (problems.length > 0) return err(problems);
  const norm = (l: string) => hexLabel(grid, parseHexLabel(grid, l)!)!;
  return ok({
    table,
    tableJson: b.data.table,
    units,
    unitsJson: b.data.units ?? null,
    sandbags: b.data.sandbags.map(norm),
    objectives: b.data.objectives.map((o) => ({
      hex: norm(o.hex),
      points: o.points ?? DEFAULTS.objectivePoints,
    })),
    turnLimit: b.data.turnLimit ?? table.turnLimit ?? DEFAULTS.turnLimit,
    deploy: b.data.deploy ?? false,
  });
}

/** With a deployment step every side needs a zone on the table, and every unit starts in its side's. */
function checkZones(
  table: Table,
  grid: HexGrid,
  units: readonly UnitEntry[],
  sides: string[],
  where: string,
): Problem[] {
  const zones = zoneHexesOf(table, grid);
  const problems: Problem[] = [];
  for (const side of sides)
    if ((zones.get(side) ?? []).length === 0)
      problems.push({
        path: "$.deploy",
        message: `the table has no deployment zone of side "${side}" with a hex in it (table.deploymentZones)`,
      });
  if (problems.length > 0) return problems;
  units.forEach((u, i) => {
    const h = parseHexLabel(grid, u.hex);
    const label = h ? hexLabel(grid, h) : null;
    if (label && !zones.get(u.side)!.includes(label))
      problems.push({
        path: `$.${where}[${i}].hex`,
        message: `hex ${label} is not in ${u.side}'s deployment zone (a set-up with "deploy" starts every unit in its zone)`,
      });
  });
  return problems;
}

function checkUnits(table: Table, grid: HexGrid, units: readonly UnitEntry[], where: string): Problem[] {
  const onBoard = new Set(boardHexes(grid, table.width, table.depth).map(hexKey));
  const problems: Problem[] = [];
  const byId = new Map<string, UnitEntry>();
  const carried = new Map<string, string>();
  units.forEach((u, i) => {
    const path = `$.${where}[${i}]`;
    if (byId.has(u.id)) problems.push({ path: `${path}.id`, message: `id "${u.id}" is used twice` });
    byId.set(u.id, u);
    const h = parseHexLabel(grid, u.hex);
    if (!h) problems.push({ path: `${path}.hex`, message: `"${u.hex}" is not a hex label like "C4"` });
    else if (!onBoard.has(hexKey(h)))
      problems.push({ path: `${path}.hex`, message: `hex ${u.hex} is not on the board` });
  });
  units.forEach((u, i) => {
    if (u.carrying === undefined) return;
    const path = `$.${where}[${i}].carrying`;
    const c = byId.get(u.carrying);
    if (u.type !== "apc")
      problems.push({ path, message: `only an APC carries a unit; "${u.id}" is a ${u.type}` });
    else if (!c) problems.push({ path, message: `no unit "${u.carrying}"` });
    else if (c.type !== "infantry" || c.side !== u.side)
      problems.push({
        path,
        message: `an APC carries one infantry unit of its own side; "${c.id}" is a ${c.side} ${c.type}`,
      });
    else if (carried.has(c.id))
      problems.push({ path, message: `"${c.id}" is already carried by "${carried.get(c.id)}"` });
    else carried.set(c.id, u.id);
  });
  return problems;
}

/** The fields written back into a file (as they were read). */
export const hexfireBodyToJson = (b: HexfireBody): Record<string, unknown> => ({
  table: b.tableJson,
  ...(b.unitsJson ? { units: b.unitsJson } : {}),
  ...(b.sandbags.length ? { sandbags: b.sandbags } : {}),
  ...(b.objectives.length ? { objectives: b.objectives } : {}),
  turnLimit: b.turnLimit,
  ...(b.deploy ? { deploy: true } : {}),
});

/** The units in play at the start. */
export function unitsOf(body: HexfireBody): HexfireUnit[] {
  const grid = gridOf(body.table.hex!);
  const carrier = new Map(body.units.filter((u) => u.carrying).map((u) => [u.carrying!, u.id] as const));
  return body.units.map((u) => {
    statsOf(u.type);
    const by = carrier.get(u.id) ?? null;
    return {
      id: u.id,
      side: u.side,
      type: u.type,
      label: u.label ?? null,
      hex: by ? null : hexLabel(grid, parseHexLabel(grid, u.hex)!)!,
      carriedBy: by,
      shaken: false,
      reduced: false,
      finished: false,
      enemyMovedAdjacent: false,
    };
  });
}
