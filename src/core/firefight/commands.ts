import { z } from "zod";
import { type RuleError, refuse } from "../game/ruleset";
import { idSchema } from "../id-schema";
import { problemsFromZod } from "../problems";
import { ok, type Result } from "../result";
import { FORMATIONS } from "./deploy";

/** The firefight's commands (docs/rulesets/firefight.md, "Turn"). Offsets are table inches. */
const offset = z.tuple([z.number().finite().min(-480).max(480), z.number().finite().min(-480).max(480)]);
const point = z.tuple([z.number().finite().min(0).max(480), z.number().finite().min(0).max(480)]);
export const commandSchema = z.discriminatedUnion("type", [
  /**
   * deployment (project default): a unit's standing models placed in a formation around `at` (table
   * inches) inside the side's zone; line (the default) across, column deep, block in rows
   */
  z.strictObject({
    type: z.literal("deploy"),
    unit: idSchema,
    at: point,
    formation: z.enum(FORMATIONS).optional(),
  }),
  /** deployment, model by model: one model's centre at `at` */
  z.strictObject({ type: z.literal("place"), model: idSchema, at: point }),
  /** movement phase (project default): a unit moves up to I y */
  z.strictObject({ type: z.literal("move"), unit: idSchema, by: offset }),
  /** the priority player pairs two mutually visible units into a fire fight */
  z.strictObject({ type: z.literal("pair"), unit: idSchema, enemy: idSchema }),
  /** a left-over unit with LOS joins a fire fight against a lone enemy unit */
  z.strictObject({ type: z.literal("join"), unit: idSchema, fight: z.number().int().min(0).max(99) }),
  /** a unit in no fire fight moves up to 2 × I y; in a won fight's step, the winner's unit up to I y */
  z.strictObject({ type: z.literal("advance"), unit: idSchema, by: offset }),
  /**
   * a unit charges an enemy unit it sees (project default for the seed's note "Charging"): in the
   * advance step instead of an advancing move, in a won fight's step, or after passing a Cg check
   */
  z.strictObject({ type: z.literal("charge"), unit: idSchema, enemy: idSchema }),
  /** the non-priority player picks the next fire fight */
  z.strictObject({ type: z.literal("resolve"), fight: z.number().int().min(0).max(99) }),
  /** ends this seat's part of the step */
  z.strictObject({ type: z.literal("done") }),
  z.strictObject({ type: z.literal("concede") }),
  /**
   * takes back this seat's last entry that no die has followed (project default, as Firestrike has):
   * the game goes back to before it, and the take-back stays in the log
   */
  z.strictObject({ type: z.literal("take-back") }),
]);
export type Command = z.output<typeof commandSchema>;

/** Validates one command; the error names the field at fault. */
export function parseCommand(input: unknown): Result<Command, RuleError> {
  const r = commandSchema.safeParse(input);
  if (r.success) return ok(r.data);
  const p = problemsFromZod(r.error, input, [], commandSchema)[0]!;
  return refuse("bad-command", p.message, p.path);
}
