/**
 * The legacy dice stream (`"dice": "sfc32"`): the seeded generator Firestrike games used before
 * commit–reveal dice (sightline-game/1 and /2, whose seed was public). sfc32 (Chris Doty-Humphrey's
 * Small Fast Counting generator, 32-bit) is seeded from a string with cyrb128; both are public-domain,
 * well-known and four words of state. Every roll of a game came from one stream, in order, so a file
 * migrated from those versions replays with exactly its old rolls (docs/game-format.md).
 */

/** The generator's place in its stream: plain JSON, copied before use (values are never shared). */
export type Sfc32 = [number, number, number, number];

/** cyrb128: hashes a string into four 32-bit words for seeding. */
function cyrb128(str: string): Sfc32 {
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
export function seedSfc32(seed: string | number): Sfc32 {
  const s = cyrb128(String(seed));
  for (let i = 0; i < 12; i++) nextUint32(s);
  return s;
}

/** Advances sfc32 in place and returns the next 32-bit output. */
function nextUint32(s: Sfc32): number {
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

/** Rolls one die with `sides` faces from the stream, advancing `s` in place. */
export function sfc32Roll(s: Sfc32, sides: number): number {
  // Rejection sampling keeps every face equally likely.
  const limit = Math.floor(0x100000000 / sides) * sides;
  for (;;) {
    const u = nextUint32(s);
    if (u < limit) return (u % sides) + 1;
  }
}
