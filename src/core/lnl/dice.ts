/**
 * The dice the LnL rules draw from: the engine's planned `Dice` (issue 24 item 4; the preamble's
 * interface, landing on work/seam-dice). The rules never hold a seed: every roll goes through this.
 * Until the engine passes one in, the ruleset binds a generator kept in its state (ruleset.ts).
 */
export interface Dice {
  /** an integer 1..sides */
  roll(sides: number): number;
}

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
