import { describe, expect, it } from "vitest";
import {
  commitmentOf,
  derivedRoll,
  EntryDice,
  hostDice,
  scriptedDice,
  sha256Hex,
} from "../../../src/core/game/dice";
import { DiceExhausted } from "../../../src/core/game/ruleset";
import { seedSfc32, sfc32Roll } from "../../../src/core/game/sfc32";

/** The engine's dice (issue 24 item 4): derived rolls, the legacy stream, recording and checking. */

const derived = (seed: string, n: number, sides = 20) =>
  Array.from({ length: n }, (_, j) => derivedRoll(seed, 0, j, sides));

describe("derived rolls (scheme sha256)", () => {
  it("the commitment is the SHA-256 of the seed (the FIPS 180-2 'abc' vector)", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(commitmentOf("abc")).toBe(sha256Hex("abc"));
    expect(commitmentOf(7)).toBe(sha256Hex("7"));
  });

  it("the same seed, entry and draw give the same roll; another seed, entry or draw differs", () => {
    expect(derived("alpha", 50)).toEqual(derived("alpha", 50));
    expect(derived("alpha", 50)).not.toEqual(derived("beta", 50));
    const byEntry = Array.from({ length: 50 }, (_, i) => derivedRoll("alpha", i, 0, 20));
    expect(byEntry).not.toEqual(derived("alpha", 50));
    expect(derivedRoll("alpha", "start", 0, 20)).toBe(derivedRoll("alpha", "start", 0, 20));
  });

  it("every face 1..20 comes up about equally, and nothing else (seed 'faces', 20000 rolls)", () => {
    const counts = new Array(21).fill(0);
    for (const v of derived("faces", 20000)) counts[v]++;
    expect(counts[0]).toBe(0);
    for (let f = 1; f <= 20; f++) {
      expect(counts[f]).toBeGreaterThan(850);
      expect(counts[f]).toBeLessThan(1150);
    }
  });

  it("a die of 6, 3 or 1000 faces stays in range (seed 'sides')", () => {
    for (const sides of [1, 3, 6]) {
      const v = derived("sides", 2000, sides);
      expect(Math.min(...v)).toBe(1);
      expect(Math.max(...v)).toBe(sides);
    }
    const big = derived("sides", 2000, 1000);
    expect(big.every((v) => Number.isInteger(v) && v >= 1 && v <= 1000)).toBe(true);
    expect(new Set(big).size).toBeGreaterThan(800);
  });
});

describe("the legacy sfc32 stream (files migrated from sightline-game/1 and /2)", () => {
  it("resumes exactly from a plain-JSON state", () => {
    const s = seedSfc32(7);
    sfc32Roll(s, 20);
    const copy = JSON.parse(JSON.stringify(s));
    expect(sfc32Roll(copy, 20)).toBe(sfc32Roll(s, 20));
  });

  it("the host's entries draw one stream in order, and an entry never moves the host it came from", () => {
    const fresh = seedSfc32("x");
    const stream = Array.from({ length: 3 }, () => sfc32Roll(fresh, 20));
    const host = hostDice("sfc32", "x");
    const first = new EntryDice(host, 0, null, "$.commands[0]");
    expect([first.roll(20), first.roll(20)]).toEqual(stream.slice(0, 2));
    const second = new EntryDice(first.after(), 1, null, "$.commands[1]");
    expect(second.roll(20)).toBe(stream[2]);
    // A refused entry is dropped with its dice: the host it started from still deals the first roll.
    expect(new EntryDice(host, 0, null, "$.commands[0]").roll(20)).toBe(stream[0]);
  });
});

describe("an entry's dice: recorded, derived, checked", () => {
  const host = hostDice("sha256", "secret");

  it("the host derives and records; a replay of the record gives the same rolls", () => {
    const d = new EntryDice(host, 4, null, "$.commands[4]");
    const rolls = [d.roll(20), d.roll(6)];
    expect(rolls).toEqual([derivedRoll("secret", 4, 0, 20), derivedRoll("secret", 4, 1, 6)]);
    expect(d.drawn).toEqual(rolls);
    const again = new EntryDice(null, 4, d.drawn, "$.commands[4]");
    expect([again.roll(20), again.roll(6)]).toEqual(rolls);
    expect(again.unused()).toBeNull();
  });

  it("with the seed, a recorded roll the seed does not give is a mismatch naming the entry and draw", () => {
    const truth = derivedRoll("secret", 2, 0, 20);
    const forged = (truth % 20) + 1;
    const d = new EntryDice(host, 2, [forged], "$.commands[2]");
    expect(d.roll(20)).toBe(forged);
    expect(d.mismatches).toEqual([
      { path: "$.commands[2].rolls[0]", message: `recorded ${forged}, the seed gives ${truth}` },
    ]);
  });

  it("without the seed, asking past the record throws DiceExhausted naming the entry", () => {
    const d = new EntryDice(null, 3, [5], "$.commands[3]");
    expect(d.roll(20)).toBe(5);
    expect(() => d.roll(20)).toThrow(DiceExhausted);
    try {
      d.roll(20);
    } catch (e) {
      expect((e as DiceExhausted).path).toBe("$.commands[3]");
      expect((e as DiceExhausted).message).toContain("more dice than the 1 recorded");
    }
    expect(() => new EntryDice(null, 0, null, "$.commands[0]").roll(6)).toThrow(/its seed is not revealed/);
  });

  it("a recorded roll the die cannot show is refused naming the draw; unused rolls are a problem", () => {
    const d = new EntryDice(null, 1, [2, 9], "$.commands[1]");
    expect(d.roll(6)).toBe(2);
    expect(() => d.roll(6)).toThrow(expect.objectContaining({ path: "$.commands[1].rolls[1]" }));
    const u = new EntryDice(null, 1, [2, 3], "$.commands[1]");
    u.roll(6);
    expect(u.unused()).toEqual({
      path: "$.commands[1].rolls",
      message: "2 rolls are recorded, but the entry uses 1",
    });
  });
});

describe("scripted dice (tests, previews)", () => {
  it("deal the queue first, as given, then rolls derived from their own seed", () => {
    const d = scriptedDice([3, 17, 25], "x");
    expect([d.roll(20), d.roll(20), d.roll(20)]).toEqual([3, 17, 25]);
    expect(d.roll(20)).toBe(derivedRoll("x", -1, 0, 20));
    expect(d.roll(20)).toBe(derivedRoll("x", -1, 1, 20));
  });
});
