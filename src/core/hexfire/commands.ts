import { z } from "zod";
import { type RuleError, refuse } from "../game/ruleset";
import { problemsFromZod } from "../problems";
import { ok, type Result } from "../result";

/** The ruleset's commands (docs/rulesets/hexfire.md "Commands"). Ids and hexes are checked against the state. */
const ref = z.string().min(1).max(64);
const hex = z.string().min(1).max(8);
const commandSchema = z.discriminatedUnion("type", [
  /** the unit moves along `path` (each hex next to the last), opening its activation */
  z.strictObject({ type: z.literal("move"), unit: ref, path: z.array(hex).min(1).max(20) }),
  z.strictObject({
    type: z.literal("fire"),
    unit: ref,
    target: ref,
    assist: z.array(ref).max(6).optional(),
    command: ref.optional(),
  }),
  /** the other side's fire at a unit that has just moved (the Op Fire window) */
  z.strictObject({ type: z.literal("op-fire"), unit: ref, target: ref, command: ref.optional() }),
  z.strictObject({
    type: z.literal("assault"),
    units: z.array(ref).min(1).max(6),
    target: ref,
    command: ref.optional(),
  }),
  /** an APC takes the infantry unit in its hex aboard / sets it down in its hex */
  z.strictObject({ type: z.literal("load"), unit: ref, passenger: ref }),
  z.strictObject({ type: z.literal("unload"), unit: ref }),
  /** the active unit's activation ends (it is marked Finished) */
  z.strictObject({ type: z.literal("end"), unit: ref }),
  /** the deployment step: a unit placed in a hex of its side's zone; the side has placed all it will */
  z.strictObject({ type: z.literal("place"), unit: ref, hex }),
  z.strictObject({ type: z.literal("deployed") }),
  /** no activation: the side passes; in an Op Fire window: no Op Fire */
  z.strictObject({ type: z.literal("pass") }),
]);
export type HexfireCommand = z.output<typeof commandSchema>;

/** Validates one command; the error names the field at fault. */
export function parseHexfireCommand(input: unknown): Result<HexfireCommand, RuleError> {
  const r = commandSchema.safeParse(input);
  if (r.success) return ok(r.data);
  const p = problemsFromZod(r.error, input, [], commandSchema)[0]!;
  return refuse("bad-command", p.message, p.path);
}
