import { z } from "zod";
import { idSchema } from "../../id-schema";
import { type Problem, problemsFromZod } from "../../problems";
import { err, ok, type Result } from "../../result";
import type { AirSetup } from "../air-state";
import { nightDeployProblem } from "../night";
import type { Ww2Body } from "../setup";
import { AA_WEAPONS, AIRCRAFT } from "./data";
import { EDGES, tableCm } from "./path";

/**
 * A set-up's air part (issue 35), the body's optional `air` field: the aircraft each side holds off
 * table with the turn each is intended to arrive (seed 002: "Before the game you must for each
 * aircraft select a turn"), the units that carry an AA weapon, each side's edge (project default: the
 * first side listed south, the second north), whether the game is fought at night, and the units that
 * come in by parachute or glider before the first turn (air/airborne.ts).
 */
export const airSchema = z.strictObject({
  night: z.boolean().optional(),
  aircraft: z
    .array(
      z.strictObject({
        id: idSchema,
        side: idSchema,
        type: z.enum(AIRCRAFT.map((a) => a.id) as [string, ...string[]]),
        intended: z.number().int().min(1).max(30),
      }),
    )
    .max(20)
    .optional(),
  aa: z
    .array(
      z.strictObject({
        unit: idSchema,
        weapon: z.enum(AA_WEAPONS.map((a) => a.id) as [string, ...string[]]),
      }),
    )
    .max(40)
    .optional(),
  edges: z
    .array(z.strictObject({ side: idSchema, edge: z.enum(EDGES) }))
    .max(2)
    .optional(),
  /** seed 002, Paratroopers and Glider Airborne: units that come in before the first turn */
  airborne: z
    .array(
      z.strictObject({
        unit: idSchema,
        by: z.enum(["drop", "glider"]),
        /** the aimed point (a drop's area, a glider's landing zone), table cm */
        at: z.tuple([z.number().finite(), z.number().finite()]),
        /** a glider's heading, degrees, 0 = +y, clockwise */
        heading: z.number().finite().min(-360).max(360).optional(),
      }),
    )
    .max(40)
    .optional(),
});

/** Reads the body's `air` field against the ground set-up (its sides and units), naming the path at fault. */
export function parseAir(json: unknown, body: Ww2Body): Result<AirSetup, Problem[]> {
  const r = airSchema.safeParse(json ?? {});
  if (!r.success)
    return err(
      problemsFromZod(r.error, json, [], airSchema).map((p) => ({ ...p, path: `$.air${p.path.slice(1)}` })),
    );
  const d = r.data;
  const sides = body.sides.map((s) => s.id);
  const problems: Problem[] = [];
  const ids = new Set(body.units.map((u) => u.id));
  (d.aircraft ?? []).forEach((a, i) => {
    if (!sides.includes(a.side))
      problems.push({
        path: `$.air.aircraft[${i}].side`,
        message: `"${a.side}" is not a side (${sides.join(", ")})`,
      });
    if (ids.has(a.id))
      problems.push({ path: `$.air.aircraft[${i}].id`, message: `the id "${a.id}" is used twice` });
    ids.add(a.id);
  });
  if (d.night && (d.aircraft ?? []).length > 0)
    problems.push({ path: "$.air.aircraft", message: nightDeployProblem("aircraft")! });
  const dropped = new Set<string>();
  const { width, depth } = tableCm(body.table);
  (d.airborne ?? []).forEach((g, i) => {
    const at = `$.air.airborne[${i}]`;
    const u = body.units.find((x) => x.id === g.unit);
    if (!u) problems.push({ path: `${at}.unit`, message: `no unit "${g.unit}"` });
    else if (u.vehicle || u.inside)
      problems.push({
        path: `${at}.unit`,
        message: `${u.name} is ${u.vehicle ? "a vehicle" : "riding in a vehicle"}: only infantry drops or lands by glider`,
      });
    if (dropped.has(g.unit)) problems.push({ path: `${at}.unit`, message: `"${g.unit}" comes in twice` });
    dropped.add(g.unit);
    if (g.at[0] < 0 || g.at[0] > width || g.at[1] < 0 || g.at[1] > depth)
      problems.push({ path: `${at}.at`, message: `(${g.at.join(", ")}) cm is off the table` });
    if (g.by === "drop" && g.heading !== undefined)
      problems.push({ path: `${at}.heading`, message: "a heading is a glider's: a drop has none" });
  });
  (d.aa ?? []).forEach((a, i) => {
    if (!body.units.some((u) => u.id === a.unit))
      problems.push({ path: `$.air.aa[${i}].unit`, message: `no unit "${a.unit}"` });
  });
  (d.edges ?? []).forEach((e, i) => {
    if (!sides.includes(e.side))
      problems.push({
        path: `$.air.edges[${i}].side`,
        message: `"${e.side}" is not a side (${sides.join(", ")})`,
      });
  });
  if (problems.length) return err(problems);
  const edges: AirSetup["edges"] = sides.map((side, i) => ({
    side,
    edge: d.edges?.find((e) => e.side === side)?.edge ?? (i === 0 ? "south" : "north"),
  }));
  return ok({
    night: d.night ?? false,
    aircraft: d.aircraft ?? [],
    aa: d.aa ?? [],
    edges,
    airborne: (d.airborne ?? []) as AirSetup["airborne"],
  });
}
