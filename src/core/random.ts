/**
 * mulberry32: a tiny seeded generator (one word of state) for reproducible scatter and test inputs, so
 * a failing seed replays. Not the game's dice: the engine deals those (core/game/dice.ts).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
