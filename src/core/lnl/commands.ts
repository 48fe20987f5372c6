import { z } from "zod";
import { type RuleError, refuse } from "../game/ruleset";
import { problemsFromZod } from "../problems";
import { ok, type Result } from "../result";

/** LnL's commands (docs/rulesets/lnl.md "Commands"). Ids and hexes are checked against the state. */
const ref = z.string().min(1).max(64);
const fireOrder = z.strictObject({
  unit: ref,
  sw: z.array(ref).max(2).optional(),
  ifp: z.boolean().optional(),
});
const commandSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("rally"), unit: ref }),
  z.strictObject({ type: z.literal("end-rally") }),
  /** a medic's heal attempt on a Wounded unit in its hex (heal.ts) */
  z.strictObject({ type: z.literal("heal"), medic: ref, unit: ref }),
  /** a sniper's attack on one enemy unit (sniper.ts) */
  z.strictObject({ type: z.literal("snipe"), unit: ref, target: ref }),
  z.strictObject({
    type: z.literal("move"),
    units: z.array(ref).min(1).max(12),
    to: z.string().min(1).max(8),
    mode: z.enum(["normal", "assault", "low-crawl", "stealth"]).default("normal"),
  }),
  z.strictObject({
    type: z.literal("fire"),
    firers: z.array(fireOrder).min(1).max(12),
    target: z.string().min(1).max(8),
  }),
  z.strictObject({ type: z.literal("op-fire"), firers: z.array(fireOrder).min(1).max(12) }),
  z.strictObject({ type: z.literal("mount"), units: z.array(ref).min(1).max(3), vehicle: ref }),
  z.strictObject({ type: z.literal("dismount"), units: z.array(ref).min(1).max(3) }),
  /** vehicles.ts: the stack's vehicles turn in their hex to face `toward` (1 MP a hexside) */
  z.strictObject({
    type: z.literal("pivot"),
    units: z.array(ref).min(1).max(12),
    toward: z.string().min(1).max(8),
  }),
  z.strictObject({ type: z.literal("hatches"), unit: ref, open: z.boolean() }),
  z.strictObject({ type: z.literal("smoke"), unit: ref, hex: z.string().min(1).max(8) }),
  /** star-shell.ts: at night, a unit lights a hex and the six around it until the end of the turn */
  z.strictObject({ type: z.literal("star-shell"), unit: ref, hex: z.string().min(1).max(8) }),
  z.strictObject({ type: z.literal("pass") }),
]);
export type LnlCommand = z.output<typeof commandSchema>;

/** Validates one command; the error names the field at fault. */
export function parseLnlCommand(input: unknown): Result<LnlCommand, RuleError> {
  const r = commandSchema.safeParse(input);
  if (r.success) return ok(r.data);
  const p = problemsFromZod(r.error, input, [], commandSchema)[0]!;
  return refuse("bad-command", p.message, p.path);
}
