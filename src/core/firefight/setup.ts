import { z } from "zod";
import type { Catalog } from "../catalog/schema";
import { idSchema } from "../id-schema";
import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";
import type { Table } from "../table/schema";
import { validateTable } from "../table/validate";
import type { Model, Unit } from "./model";
import { type FirefightRules, WEAPON_CLASSES } from "./rules-data";

/**
 * The firefight's part of a save file (docs/game-format.md): the table, two sides, the units with their
 * models placed (project default: the set-up deploys them; a side's models stand in its deployment zone
 * when the table has one), who has priority in turn 1 and the game's length.
 */

const point = z.number().finite();
const unitSchema = z.strictObject({
  id: idSchema,
  side: idSchema,
  name: z.string().max(60).optional(),
  profile: z.string().min(1).max(40),
  /** the profile's weapon unless given */
  weapon: z.enum(WEAPON_CLASSES).optional(),
  models: z
    .array(z.strictObject({ id: idSchema, x: point, y: point }))
    .min(1)
    .max(30),
});
export const bodySchema = z.strictObject({
  table: z.unknown(),
  sides: z.array(z.strictObject({ id: idSchema, name: z.string().min(1).max(60) })).length(2),
  units: z.array(unitSchema).min(2).max(40),
  /** the side with priority in turn 1 (project default: the first side) */
  priority: idSchema.optional(),
  turnLimit: z.number().int().min(1).max(99).optional(),
  /**
   * project default: each side deploys its units in its zone before turn 1 (the page's new games set
   * it); without it the units stand where the set-up puts them
   */
  deployment: z.boolean().optional(),
  /** a game option: a natural 1 always fails a save (without it, the rules data's `naturalOneFails`) */
  naturalOneFails: z.boolean().optional(),
});
export type BodyJson = z.output<typeof bodySchema>;

export interface FirefightBody {
  table: Table;
  tableJson: unknown;
  sides: { id: string; name: string }[];
  units: Unit[];
  models: Model[];
  priority: string;
  turnLimit: number;
  deployment: boolean;
  naturalOneFails: boolean;
  json: Record<string, unknown>;
}

const prefix = (p: Problem, at: string): Problem => ({
  path: p.path === "$" ? at : `${at}${p.path.slice(1)}`,
  message: p.message,
});

/** Reads and checks a firefight set-up: ids unique, profiles known, models on the board and in zone. */
export function parseFirefightBody(
  json: Record<string, unknown>,
  refs: { catalog: Catalog; rules: FirefightRules },
): Result<FirefightBody, Problem[]> {
  const r = bodySchema.safeParse(json);
  if (!r.success) return err(problemsFromZod(r.error, json, [], bodySchema));
  const d = r.data;
  const t = validateTable(d.table, refs.catalog);
  if (!t.ok) return err(t.error.map((p) => prefix(p, "$.table")));
  const table = t.value;
  const problems: Problem[] = [];
  const sideIds = d.sides.map((s) => s.id);
  if (sideIds[0] === sideIds[1])
    problems.push({ path: "$.sides[1].id", message: `"${sideIds[1]}" is used twice` });
  if (d.priority !== undefined && !sideIds.includes(d.priority))
    problems.push({ path: "$.priority", message: `must be a side (${sideIds.join(", ")})` });
  const seen = new Set<string>();
  const units: Unit[] = [];
  const models: Model[] = [];
  const half = refs.rules.settings.baseInches / 2;
  d.units.forEach((u, i) => {
    const at = `$.units[${i}]`;
    if (seen.has(u.id)) problems.push({ path: `${at}.id`, message: `"${u.id}" is used twice` });
    seen.add(u.id);
    if (!sideIds.includes(u.side))
      problems.push({ path: `${at}.side`, message: `must be a side (${sideIds.join(", ")})` });
    const profile = refs.rules.profiles.get(u.profile);
    if (!profile)
      problems.push({
        path: `${at}.profile`,
        message: `no profile "${u.profile}" (profiles: ${[...refs.rules.profiles.keys()].join(", ")})`,
      });
    units.push({
      id: u.id,
      side: u.side,
      name: u.name ?? u.id,
      profile: u.profile,
      weapon: u.weapon ?? profile?.weapon ?? "rifle",
      status: "active",
    });
    u.models.forEach((m, j) => {
      const mat = `${at}.models[${j}]`;
      if (seen.has(m.id)) problems.push({ path: `${mat}.id`, message: `"${m.id}" is used twice` });
      seen.add(m.id);
      if (m.x - half < 0 || m.y - half < 0 || m.x + half > table.width || m.y + half > table.depth)
        problems.push({
          path: mat,
          message: `(${m.x}, ${m.y}) puts the base off the ${table.width}×${table.depth}" board`,
        });
      models.push({ id: m.id, unit: u.id, x: m.x, y: m.y, wounds: 0, slain: false });
    });
  });
  for (const s of sideIds)
    if (!units.some((u) => u.side === s))
      problems.push({ path: "$.units", message: `side "${s}" has no unit` });
  if (problems.length) return err(problems.slice(0, 50));
  return ok({
    table,
    tableJson: d.table,
    sides: d.sides,
    units,
    models,
    priority: d.priority ?? sideIds[0]!,
    turnLimit: d.turnLimit ?? refs.rules.settings.turnLimit,
    deployment: d.deployment ?? false,
    naturalOneFails: d.naturalOneFails ?? refs.rules.settings.naturalOneFails,
    json,
  });
}
