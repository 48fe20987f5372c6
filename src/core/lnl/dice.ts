import type { Dice } from "../game/ruleset";

/**
 * The dice the LnL rules draw from: the engine's `Dice` (core/game/ruleset.ts, issue 24 item 4). The
 * rules never hold a seed: every roll goes through it, in an order that depends only on the state and
 * the command.
 */
export type { Dice };

/** Scripted dice for tests and the calculator's `--roll`: the given rolls in order, then an error. */
export function scriptedDice(rolls: readonly number[]): Dice & { used: number } {
  const d = {
    used: 0,
    roll(sides: number): number {
      const v = rolls[d.used];
      if (v === undefined) throw new Error(`scripted dice ran out after ${d.used} rolls`);
      if (!Number.isInteger(v) || v < 1 || v > sides)
        throw new Error(`scripted roll ${v} is not a d${sides}`);
      d.used++;
      return v;
    },
  };
  return d;
}
