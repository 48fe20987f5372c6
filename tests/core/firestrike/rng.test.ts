import { describe, expect, it } from "vitest";
import { rollDie, scriptedRng, seedRng } from "../../../src/core/firestrike/rng";

const rolls = (seed: string, n: number) => {
  const s = seedRng(seed);
  return Array.from({ length: n }, () => {
    const r = rollDie(s, 20);
    if (!r.ok) throw new Error("bad");
    return r.value;
  });
};

describe("seeded dice", () => {
  it("the same seed gives the same rolls; another seed differs", () => {
    expect(rolls("alpha", 50)).toEqual(rolls("alpha", 50));
    expect(rolls("alpha", 50)).not.toEqual(rolls("beta", 50));
  });

  it("every face 1..20 comes up, and nothing else (seed 'faces', 20000 rolls)", () => {
    const counts = new Array(21).fill(0);
    for (const v of rolls("faces", 20000)) counts[v]++;
    expect(counts[0]).toBe(0);
    for (let f = 1; f <= 20; f++) {
      expect(counts[f]).toBeGreaterThan(850);
      expect(counts[f]).toBeLessThan(1150);
    }
  });

  it("the state is plain JSON and resumes exactly after a round trip", () => {
    const s = seedRng(7);
    rollDie(s, 20);
    const copy = JSON.parse(JSON.stringify(s));
    expect(rollDie(copy, 20)).toEqual(rollDie(s, 20));
  });

  it("scripted dice come first, then the seeded generator", () => {
    const s = scriptedRng([3, 17], "x");
    expect(rollDie(s, 20)).toEqual({ ok: true, value: 3 });
    expect(rollDie(s, 20)).toEqual({ ok: true, value: 17 });
    const after = rollDie(s, 20);
    const fresh = seedRng("x");
    expect(after).toEqual(rollDie(fresh, 20));
  });

  it("a scripted value the die cannot show is an error value", () => {
    expect(rollDie(scriptedRng([21]), 20)).toEqual({ ok: false, error: { sides: 20, value: 21 } });
    expect(rollDie(scriptedRng([0]), 20).ok).toBe(false);
  });
});
