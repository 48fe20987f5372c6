import type { Dice } from "../game/ruleset";

/**
 * Dice for the firefight. Rulesets never hold the seed (issue 24 item 4): every D6 of a game comes
 * through the engine's `Dice` (core/game/ruleset.ts), the entry's `History.dice`. Here: a listed source
 * for tests and the calculator's `--dice`, and a recorder that keeps an entry's rolls for its events.
 */
export type { Dice };

/** Raised by listed dice that have run out of numbers (the calculator's `--dice`, tests). */
export class DiceListExhausted extends Error {
  constructor(public readonly used: number) {
    super(`the listed dice ran out after ${used} rolls`);
  }
}

/** Dice that give the listed numbers in order (each checked against the die's sides), and count them. */
export function listedDice(rolls: readonly number[]): Dice & { used(): number } {
  let n = 0;
  return {
    roll(sides) {
      if (n >= rolls.length) throw new DiceListExhausted(n);
      const r = rolls[n++]!;
      if (!Number.isInteger(r) || r < 1 || r > sides)
        throw new RangeError(`listed roll ${n} is ${r}, not a d${sides} (1 to ${sides})`);
      return r;
    },
    used: () => n,
  };
}

/** The dice one step used, in order (each step's events carry them, so a log shows every roll). */
export function recordingDice(inner: Dice): Dice & { rolls: number[] } {
  const rolls: number[] = [];
  return {
    rolls,
    roll(sides) {
      const r = inner.roll(sides);
      rolls.push(r);
      return r;
    },
  };
}
