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
      .array(z.strictObject({ model: idSchema, x: coord, y: coord }))
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
  }),
  z.strictObject({ type: z.literal("charge"), unit: idSchema, target: idSchema }),
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
