/**
 * Dice for the firefight. Rulesets never hold the seed (issue 24 item 4): every D6 comes through a
 * `Dice` the engine gives. Until core/game's `Dice` lands (work/seam-dice), this is the same interface,
 * declared here, with a scripted source for tests and the calculator's `--dice`.
 */
export interface Dice {
  /** an integer 1..sides */
  roll(sides: number): number;
}

/** Raised by a scripted source that has run out of numbers. */
export class DiceExhausted extends Error {
  constructor(public readonly used: number) {
    super(`the scripted dice ran out after ${used} rolls`);
  }
}

/** Dice that give the listed numbers in order (each checked against the die's sides), and count them. */
export function scriptedDice(rolls: readonly number[]): Dice & { used(): number } {
  let n = 0;
  return {
    roll(sides) {
      if (n >= rolls.length) throw new DiceExhausted(n);
      const r = rolls[n++]!;
      if (!Number.isInteger(r) || r < 1 || r > sides)
        throw new RangeError(`scripted roll ${n} is ${r}, not a d${sides} (1 to ${sides})`);
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

/**
 * A seeded source whose whole state is one number kept in the game state (mulberry32), so the reducer
 * stays pure: the stand-in until the engine hands every ruleset its `Dice` (issue 24 item 4).
 */
export function stateDice(state: number): Dice & { state(): number } {
  let a = state >>> 0;
  return {
    roll(sides) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return Math.floor(u * sides) + 1;
    },
    state: () => a,
  };
}

/** A seed's starting generator state. */
export const seedState = (seed: string | number): number =>
  [...String(seed)].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 2166136261);
