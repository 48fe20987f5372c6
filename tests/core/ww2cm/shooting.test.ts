import { describe, expect, it } from "vitest";
import { weaponOf } from "../../../src/core/ww2cm/data";
import {
  bandCm,
  coverModifiers,
  rangePenalty,
  type ShotFacts,
  shotModifiers,
  total,
} from "../../../src/core/ww2cm/shooting";

/** seed 002, Shooting: each modifier at its boundaries, table-driven, with the seed's own examples. */

const rifle = weaponOf("rifle")!; // penetration 2
const sniper = weaponOf("sniper-rifle")!; // scope, penetration 3
const smg = weaponOf("smg")!; // shoot on the run

describe("range bands (seed 002: −1 every 50 cm, +15 cm scope, +15 cm per storey or level)", () => {
  it.each([
    // [scope, levels, band]
    [false, 0, 50],
    [true, 0, 65],
    [false, 1, 65],
    [true, 2, 95], // the seed's example: "a soldier with a scope on a two story building will -1 to hit every 95cm"
    [false, 3, 95],
  ])("scope %s, %i levels: a band of %i cm", (scope, levels, band) => {
    expect(bandCm(scope, levels)).toBe(band);
  });

  it.each([
    [49.999, 50, 0],
    [50, 50, -1],
    [99.999, 50, -1],
    [100, 50, -2],
    [94.999, 95, 0],
    [95, 95, -1],
    [190, 95, -2],
    // float noise from a measured distance (50 cm through inches and back) stays on its side
    [(50 / 2.54) * 2.54, 50, -1],
    [0, 50, 0],
  ])("%f cm in bands of %i cm: %i", (d, band, want) => {
    expect(rangePenalty(d, band) + 0).toBe(want);
  });
});

describe("cover pieces and cover values", () => {
  const piece = (id: string, value: number) => ({ featureId: id, kind: "walls" as const, value });
  it("is −1 per piece crossed", () => {
    expect(total(coverModifiers([piece("a", 0), piece("b", 0)], rifle))).toBe(-2);
    expect(coverModifiers([], rifle)).toEqual([]);
  });
  it("takes −1 and −1 more per point of shortfall for a value above the penetration (pen 3 vs 5: −3, then the piece's −1)", () => {
    const mods = coverModifiers([piece("w", 5)], sniper);
    expect(mods.find((m) => m.code === "cover-value")!.value).toBe(-3);
    expect(total(mods)).toBe(-4);
  });
  it("adds nothing when the penetration equals or beats the value", () => {
    expect(total(coverModifiers([piece("w", 2)], rifle))).toBe(-1);
    expect(total(coverModifiers([piece("w", 3)], rifle))).toBe(-3);
  });
  it("counts each piece's value for itself", () => {
    expect(total(coverModifiers([piece("a", 3), piece("b", 4)], rifle))).toBe(-2 - 2 - 3);
  });
});

describe("the other modifiers", () => {
  const base: ShotFacts = {
    distanceCm: 30,
    levels: 0,
    weapon: rifle,
    pieces: [],
    firerMoved: false,
    targetSprinted: false,
    targetPinned: false,
    targetStill: false,
    ground: "open",
  };
  const sum = (f: Partial<ShotFacts>) => total(shotModifiers({ ...base, ...f }));
  const codes = (f: Partial<ShotFacts>) => shotModifiers({ ...base, ...f }).map((m) => `${m.code}${m.value}`);
  it.each<[string, Partial<ShotFacts>, string[]]>([
    ["in the open, no obstruction: +1", {}, ["open1"]],
    ["pinned in the open: a further +1", { targetPinned: true }, ["open1", "pinned-open1"]],
    [
      "pinned behind cover: no open bonus",
      { targetPinned: true, pieces: [{ featureId: "h", kind: "bushes", value: 0 }] },
      ["cover-1"],
    ],
    ["moved without move and shoot: −1", { firerMoved: true }, ["moved-1", "open1"]],
    ["moved with shoot on the run: nothing", { firerMoved: true, weapon: smg }, ["open1"]],
    ["target sprinted: −1", { targetSprinted: true }, ["open1", "sprinted-1"]],
    ["rubble: −1", { ground: "rubble" }, ["rubble-1"]],
    ["dense foliage: −1", { ground: "foliage" }, ["foliage-1"]],
    ["dense foliage, stayed still: −2", { ground: "foliage", targetStill: true }, ["foliage-2"]],
    ["trench: −2", { ground: "trench" }, ["trench-2"]],
    ["wading: +1", { ground: "wading" }, ["wading1"]],
    ["swimming: +2", { ground: "swimming" }, ["swimming2"]],
    [
      "range and cover together",
      { distanceCm: 120, pieces: [{ featureId: "w", kind: "walls", value: 2 }] },
      ["range-2", "cover-1"],
    ],
  ])("%s", (_name, f, want) => {
    expect(codes(f)).toEqual(want);
    expect(sum(f)).toBe(want.reduce((n, c) => n + Number(c.match(/-?\d+$/)![0]), 0));
  });
  it("the scope and the firer's levels widen the band", () => {
    expect(codes({ distanceCm: 94, weapon: sniper, levels: 2 })).toEqual(["open1"]);
    expect(codes({ distanceCm: 95, weapon: sniper, levels: 2 })).toEqual(["range-1", "open1"]);
    expect(shotModifiers({ ...base, distanceCm: 95, weapon: sniper, levels: 2 })[0]!.why).toBe(
      "95.0 cm in bands of 95 cm (50 + 15 scope + 2×15 height)",
    );
  });
});
