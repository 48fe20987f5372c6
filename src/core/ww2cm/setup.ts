import { z } from "zod";
import type { Catalog } from "../catalog/schema";
import { idSchema } from "../id-schema";
import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";
import { cmToInches } from "../table/length-unit";
import type { Table } from "../table/schema";
import { validateTable } from "../table/validate";
import type { AirSetup } from "./air-state";
import { COVER_KINDS, type CoverKind, TRAININGS, vehicleOf, weaponOf } from "./data";
import { type Objective, objectivesOf } from "./objectives";
import type { Model, Unit } from "./state";
import { featuresHolding, GROUND_KINDS, type GroundKind } from "./terrain-move";

/**
 * The set-up of a game of seed 002 (docs/rulesets/ww2cm.md, "Set-up"): a table measured in cm, two
 * sides, their units model by model (positions in table cm), the seed's cover kind of any feature the
 * table's type does not say (a bunker, sandbags, a fortified building), and the game's length.
 */

const coord = z.number().finite();
const unitSchema = z.strictObject({
  id: idSchema,
  side: idSchema,
  name: z.string().min(1).max(60),
  training: z.enum(TRAININGS),
  /** the weapon its models carry; a vehicle's is its profile's */
  weapon: z.string().min(1).max(40).optional(),
  /** an officer's level of command, 1–3 (project default range) */
  officer: z.number().int().min(1).max(3).optional(),
  /** a vehicle profile: the unit is one vehicle */
  vehicle: z.string().min(1).max(40).optional(),
  heading: z.number().finite().min(-360).max(360).optional(),
  /** seed 002, Horses: a mounted unit */
  mounted: z.boolean().optional(),
  /** a crewed weapon or artillery that starts packed (default: set up) */
  packed: z.boolean().optional(),
  /** the unarmoured vehicle it starts in (its models ride at the vehicle) */
  inside: idSchema.optional(),
  models: z
    .array(
      z.strictObject({ id: idSchema, x: coord, y: coord, storey: z.number().int().min(0).max(5).optional() }),
    )
    .min(1)
    .max(30),
});
export const bodySchema = z.strictObject({
  table: z.unknown(),
  sides: z.array(z.strictObject({ id: idSchema, name: z.string().min(1).max(60) })).length(2),
  units: z.array(unitSchema).min(2).max(40),
  cover: z
    .array(z.strictObject({ feature: idSchema, kind: z.enum(COVER_KINDS) }))
    .max(200)
    .optional(),
  /** area features the table's types do not say are marsh or shallow water (seed 002, Moving through terrain) */
  ground: z
    .array(z.strictObject({ feature: idSchema, kind: z.enum(GROUND_KINDS) }))
    .max(200)
    .optional(),
  /** the scenario's objectives, cm, when the table has no objective markers */
  objectives: z
    .array(
      z.strictObject({
        id: idSchema,
        x: coord,
        y: coord,
        points: z.number().int().min(1).max(10).optional(),
      }),
    )
    .max(20)
    .optional(),
  /** project default 6 turns each */
  turnLimit: z.number().int().min(1).max(30).optional(),
  /** the side that moves first (project default: the first) */
  first: idSchema.optional(),
});

export interface Ww2Body {
  table: Table;
  tableJson: unknown;
  sides: { id: string; name: string }[];
  units: Unit[];
  models: Model[];
  coverKinds: ReadonlyMap<string, CoverKind>;
  groundKinds: ReadonlyMap<string, GroundKind>;
  objectives: Objective[];
  turnLimit: number;
  first: string;
  json: Record<string, unknown>;
  /** the air part (issue 35: air/setup.ts), read by the ruleset after the ground set-up */
  air?: AirSetup;
}

const prefix = (p: Problem, at: string): Problem => ({
  path: p.path === "$" ? at : `${at}${p.path.slice(1)}`,
  message: p.message,
});

/** Reads and checks a set-up: a cm table, ids unique, weapons and vehicles known, models on the table. */
export function parseWw2Body(json: Record<string, unknown>, catalog: Catalog): Result<Ww2Body, Problem[]> {
  const r = bodySchema.safeParse(json);
  if (!r.success) return err(problemsFromZod(r.error, json, [], bodySchema));
  const d = r.data;
  const t = validateTable(d.table, catalog);
  if (!t.ok) return err(t.error.map((p) => prefix(p, "$.table")));
  const table = t.value;
  const problems: Problem[] = [];
  if (table.measuredIn !== "cm")
    problems.push({
      path: "$.table",
      message: `"${table.name}" is measured in inches; seed 002 is played on a table measured in cm ("lengthUnit": "cm")`,
    });
  const sideIds = d.sides.map((s) => s.id);
  if (sideIds[0] === sideIds[1])
    problems.push({ path: "$.sides[1].id", message: `"${sideIds[1]}" is used twice` });
  if (d.first !== undefined && !sideIds.includes(d.first))
    problems.push({ path: "$.first", message: `"${d.first}" is not a side (${sideIds.join(", ")})` });
  const ids = new Set<string>();
  const claim = (id: string, path: string) => {
    if (ids.has(id)) problems.push({ path, message: `the id "${id}" is used twice` });
    ids.add(id);
  };
  const units: Unit[] = [];
  const models: Model[] = [];
  d.units.forEach((u, i) => {
    const at = `$.units[${i}]`;
    claim(u.id, `${at}.id`);
    if (!sideIds.includes(u.side))
      problems.push({ path: `${at}.side`, message: `"${u.side}" is not a side (${sideIds.join(", ")})` });
    const profile = u.vehicle === undefined ? undefined : vehicleOf(u.vehicle);
    if (u.vehicle !== undefined && !profile)
      problems.push({ path: `${at}.vehicle`, message: `no vehicle profile "${u.vehicle}"` });
    if (profile && u.models.length !== 1)
      problems.push({ path: `${at}.models`, message: `a vehicle is one model, not ${u.models.length}` });
    const weapon = profile?.weapon ?? u.weapon;
    if (weapon === undefined)
      problems.push({ path: `${at}.weapon`, message: "is required for a unit on foot" });
    else if (!weaponOf(weapon)) problems.push({ path: `${at}.weapon`, message: `no weapon "${weapon}"` });
    u.models.forEach((m, j) => {
      claim(m.id, `${at}.models[${j}].id`);
      const [xi, yi] = [cmToInches(m.x), cmToInches(m.y)];
      if (xi < 0 || yi < 0 || xi > table.width || yi > table.depth)
        problems.push({ path: `${at}.models[${j}]`, message: `(${m.x}, ${m.y}) cm is off the table` });
      models.push({ id: m.id, unit: u.id, x: m.x, y: m.y, storey: m.storey ?? 0, dead: false });
    });
    const w = weapon === undefined ? undefined : weaponOf(weapon);
    const sniper = w?.rules.includes("sniper") ?? false;
    if (sniper)
      u.models.forEach((m, j) => {
        // seed 002, Snipers: "may start in any terrain feature anywhere on the map".
        if (featuresHolding({ table, groundKinds: new Map() }, m.x, m.y).length === 0)
          problems.push({
            path: `${at}.models[${j}]`,
            message: `a sniper starts in a terrain feature; (${m.x}, ${m.y}) cm is in none`,
          });
      });
    const crewed = w?.rules.some((x) => x === "crewed" || x === "artillery") ?? false;
    if (u.packed !== undefined && !crewed)
      problems.push({ path: `${at}.packed`, message: "only a crewed weapon or artillery packs" });
    if (u.mounted && profile)
      problems.push({ path: `${at}.mounted`, message: "a vehicle is not mounted on horses" });
    const extra: Partial<Unit> = {};
    if (sniper) extra.hidden = true;
    if (u.packed) extra.packed = "a-turn";
    if (u.mounted) extra.mounted = true;
    if (u.inside !== undefined) extra.inside = u.inside;
    units.push({
      ...extra,
      id: u.id,
      side: u.side,
      name: u.name,
      training: u.training,
      weapon: weapon ?? "rifle",
      officer: u.officer ?? 0,
      vehicle: profile
        ? {
            profile: profile.id,
            hullPoints: profile.hullPoints,
            damage: [],
            heading: u.heading ?? 0,
            turret: u.heading ?? 0,
            ...(profile.unarmoured
              ? { damagePoints: profile.unarmoured.damagePoints, crew: profile.unarmoured.crew }
              : {}),
          }
        : null,
      morale: "ok",
      pinned: false,
      moved: false,
      sprinted: false,
      shot: false,
      charged: false,
      aliveAtTurnStart: u.models.length,
      testedThisTurn: false,
    });
  });
  const featureIds = new Set(table.features.map((f) => f.id));
  (d.cover ?? []).forEach((c, i) => {
    if (!featureIds.has(c.feature))
      problems.push({ path: `$.cover[${i}].feature`, message: `the table has no feature "${c.feature}"` });
  });
  const features = new Map(table.features.map((f) => [f.id, f]));
  (d.ground ?? []).forEach((g, i) => {
    const f = features.get(g.feature);
    if (!f)
      problems.push({ path: `$.ground[${i}].feature`, message: `the table has no feature "${g.feature}"` });
    else if (!("outline" in f))
      problems.push({
        path: `$.ground[${i}].feature`,
        message: `"${g.feature}" is a ${f.type}, not an area`,
      });
    else if (g.kind === "shallow" && f.type !== "water")
      problems.push({ path: `$.ground[${i}].kind`, message: `"${g.feature}" is ${f.type}, not water` });
  });
  d.units.forEach((u, i) => {
    if (u.inside === undefined) return;
    const v = units.find((x) => x.id === u.inside);
    const seats = v?.vehicle ? vehicleOf(v.vehicle.profile)?.unarmoured?.seats : undefined;
    if (!v || seats === undefined || v.side !== u.side)
      problems.push({
        path: `$.units[${i}].inside`,
        message: `"${u.inside}" is no unarmoured vehicle of side ${u.side}`,
      });
    else {
      // its models ride at the vehicle's model (transport.ts)
      const at = models.find((m) => m.unit === v.id);
      if (at) for (const m of models) if (m.unit === u.id) Object.assign(m, { x: at.x, y: at.y, storey: 0 });
      const riding = d.units.filter((x) => x.inside === u.inside).reduce((n, x) => n + x.models.length, 0);
      if (riding > seats)
        problems.push({
          path: `$.units[${i}].inside`,
          message: `${riding} models ride in ${v.name}, which seats ${seats}`,
        });
    }
  });
  for (const s of sideIds)
    if (!units.some((u) => u.side === s))
      problems.push({ path: "$.units", message: `side "${s}" has no units` });
  if (problems.length) return err(problems);
  return ok({
    table,
    tableJson: d.table,
    sides: d.sides,
    units,
    models,
    coverKinds: new Map((d.cover ?? []).map((c) => [c.feature, c.kind])),
    groundKinds: new Map((d.ground ?? []).map((g) => [g.feature, g.kind])),
    objectives: objectivesOf(table, d.objectives),
    turnLimit: d.turnLimit ?? 6,
    first: d.first ?? sideIds[0]!,
    json,
  });
}
