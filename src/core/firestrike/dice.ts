import { refuse } from "../game/ruleset";
import { type Ctx, emit } from "./context";
import type { Outcome } from "./errors";
import type { Modifier, RollEvent, RollPurpose } from "./events";

/** What to roll and why. */
export interface RollSpec {
  purpose: RollPurpose;
  /** faces; Firestrike rolls D20 throughout */
  sides?: number;
  modifiers?: Modifier[];
  side?: string;
  base?: string;
  against?: number;
  /** decides the outcome word from the total and the natural roll */
  decide: (total: number, natural: number) => string;
}

/**
 * Rolls one die from the engine's dice (the state holds no generator: issue 24 item 4) and logs it with
 * its modifiers and outcome. The engine never deals a value the die cannot show; scripted test dice may,
 * and that is refused, never clamped.
 */
export function roll(ctx: Ctx, spec: RollSpec): Outcome<RollEvent> {
  const sides = spec.sides ?? 20;
  const natural = ctx.dice.roll(sides);
  if (!Number.isInteger(natural) || natural < 1 || natural > sides)
    return refuse(
      "bad-dice-script",
      `the scripted dice gave ${natural} for a ${spec.purpose} roll on a d${sides}`,
    );
  const r = { value: natural };
  const modifiers = spec.modifiers ?? [];
  const total = r.value + modifiers.reduce((a, m) => a + m.value, 0);
  const event = emit(ctx, {
    type: "roll",
    purpose: spec.purpose,
    die: sides,
    natural: r.value,
    modifiers,
    total,
    ...(spec.side !== undefined ? { side: spec.side } : {}),
    ...(spec.base !== undefined ? { base: spec.base } : {}),
    ...(spec.against !== undefined ? { against: spec.against } : {}),
    outcome: spec.decide(total, r.value),
  }) as RollEvent;
  return { ok: true, value: event };
}
