import { z } from "zod";
import { refuse } from "../game/ruleset";
import { idSchema } from "../id-schema";
import { problemsFromZod } from "../problems";
import { ok } from "../result";

/** The commands of seed 002's ground game (docs/game-format.md, "ww2cm"); positions are table cm. */

const coord = z.number().finite();
export const commandSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("move"),
    unit: idSchema,
    to: z
      .array(
        z.strictObject({
          model: idSchema,
          x: coord,
          y: coord,
          /** the storey it climbs to (seed 002, Vertical feature: climbing) */
          storey: z.number().int().min(0).max(5).optional(),
        }),
      )
      .min(1)
      .max(30),
    sprint: z.boolean().optional(),
    /** a vehicle's new heading, degrees (each 90° pivot costs a quarter of its move) */
    heading: z.number().finite().min(-360).max(360).optional(),
  }),
  z.strictObject({
    type: z.literal("shoot"),
    unit: idSchema,
    /** the 13 cm circle's centre */
    at: z.tuple([coord, coord]),
    /** the models that fire (default: every standing model of the unit) */
    firers: z.array(idSchema).min(1).max(30).optional(),
    /** throw grenades instead of the unit's weapon (project default: every foot unit carries them) */
    grenades: z.boolean().optional(),
  }),
  /** seed 002, Crewed weapons: spend the turn packing the gun, or setting it up */
  z.strictObject({ type: z.literal("crew"), unit: idSchema, action: z.enum(["pack", "set-up"]) }),
  /** seed 002, Crewed weapons: a vehicle, horses or the crew tow a packed gun; the gun follows the tower */
  z.strictObject({
    type: z.literal("tow"),
    unit: idSchema,
    gun: idSchema,
    to: z.tuple([coord, coord]),
  }),
  /** a foot unit gets into an unarmoured vehicle of its side (project default, docs/rulesets/ww2cm.md) */
  z.strictObject({ type: z.literal("embark"), unit: idSchema, vehicle: idSchema }),
  /** a unit gets out of its vehicle, each model set within 4 cm of it */
  z.strictObject({
    type: z.literal("disembark"),
    unit: idSchema,
    to: z
      .array(z.strictObject({ model: idSchema, x: coord, y: coord }))
      .min(1)
      .max(30),
  }),
  /** the free move or fire owed after a melee (seed 002), taken by moving or shooting, or declined */
  z.strictObject({ type: z.literal("decline") }),
  z.strictObject({ type: z.literal("charge"), unit: idSchema, target: idSchema }),
  /** issue 35: fly an arrived aircraft across the table in its side's air sub-phase (air/phase.ts) */
  z.strictObject({
    type: z.literal("fly"),
    aircraft: idSchema,
    entry: z.tuple([coord, coord]),
    exit: z.tuple([coord, coord]),
    attacks: z.array(z.strictObject({ weapon: z.number().int().min(0).max(9), unit: idSchema })).max(10),
  }),
  /**
   * issue 35: the defender's answer to a flight waiting on it (seed 002, interceptors): an interceptor
   * of its side and its path, or `null` to let the flight pass (air/intercept.ts)
   */
  z.strictObject({
    type: z.literal("intercept"),
    interceptor: idSchema.nullable(),
    entry: z.tuple([coord, coord]).optional(),
    exit: z.tuple([coord, coord]).optional(),
  }),
  z.strictObject({ type: z.literal("next") }),
  z.strictObject({ type: z.literal("concede") }),
]);
export type Ww2Command = z.output<typeof commandSchema>;

/** Reads a command, naming the field at fault. */
export function parseCommand(input: unknown) {
  const r = commandSchema.safeParse(input);
  if (r.success) return ok(r.data as Ww2Command);
  const p = problemsFromZod(r.error, input, [], commandSchema)[0]!;
  return refuse("bad-command", p.message, p.path);
}
