/**
 * The seeded dice generator, stored inside the game state (boardgame.io's habit) so a saved game
 * replays to the same rolls. sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit) is
 * seeded from a string with cyrb128. Both are public-domain, well-known and four words of state.
 *
 * Tests may fix dice with a "scripted" generator: a queue of natural values consumed in order, falling
 * back to sfc32 when the queue runs out. The queue lives in the state too, so replay still works.
 */

/** The generator's JSON state. */
export type RngState =
  | { kind: "sfc32"; s: [number, number, number, number] }
  | { kind: "scripted"; queue: number[]; then: { kind: "sfc32"; s: [number, number, number, number] } };

/** cyrb128: hashes a string into four 32-bit words for seeding. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A fresh sfc32 state from a seed string or number. The first 12 outputs are discarded to mix. */
export function seedRng(seed: string | number): RngState {
  const state: RngState = { kind: "sfc32", s: cyrb128(String(seed)) };
  for (let i = 0; i < 12; i++) nextUint32(state.s);
  return state;
}

/** A generator that deals `queue` first (natural die values), then continues from `seed`. */
export function scriptedRng(queue: readonly number[], seed: string | number = 0): RngState {
  const then = seedRng(seed);
  if (then.kind !== "sfc32") throw new Error("unreachable");
  return { kind: "scripted", queue: [...queue], then };
}

/** Advances sfc32 in place and returns the next 32-bit output. */
function nextUint32(s: [number, number, number, number]): number {
  let [a, b, c, d] = s;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  s[0] = a >>> 0;
  s[1] = b >>> 0;
  s[2] = c >>> 0;
  s[3] = d >>> 0;
  return t >>> 0;
}

/** Why a scripted die could not be dealt. */
export interface ScriptError {
  sides: number;
  value: number;
}

/**
 * Rolls one die with `sides` faces, mutating `rng` (callers work on a draft copy of the state).
 * A scripted value outside 1..sides is an error value, never a silent clamp.
 */
export function rollDie(
  rng: RngState,
  sides: number,
): { ok: true; value: number } | { ok: false; error: ScriptError } {
  if (rng.kind === "scripted" && rng.queue.length > 0) {
    const value = rng.queue.shift()!;
    if (!Number.isInteger(value) || value < 1 || value > sides) return { ok: false, error: { sides, value } };
    return { ok: true, value };
  }
  const s = rng.kind === "scripted" ? rng.then.s : rng.s;
  // Rejection sampling keeps every face equally likely.
  const limit = Math.floor(0x100000000 / sides) * sides;
  for (;;) {
    const u = nextUint32(s);
    if (u < limit) return { ok: true, value: (u % sides) + 1 };
  }
}
