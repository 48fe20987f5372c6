import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import type { LosWorld } from "../../../../src/core/los/world";
import { cmToInches } from "../../../../src/core/table/length-unit";
import { aaSight, eyeOf, ownFeatures } from "../../../../src/core/ww2cm/air/aa-sight";
import type { FlightPath } from "../../../../src/core/ww2cm/air/path";
import { WW2CM_SIGHT } from "../../../../src/core/ww2cm/sight";
import { createWorld } from "../../../../src/geometry/los/world";
import { cmTable } from "../hand";

/**
 * issue 35, "Done when": AA visibility along a flight path, on two tables built by hand, agrees with a
 * per-point line-of-sight check (the `sightline los` first-hit cast, `geometry.anyHit`, a different
 * query from the all-hits one aaSight uses) from the AA model's eye to every sampled point, and with
 * the cases worked by hand below. Heights in yards; a straight line's height is linear along it in any
 * units, so the hand work mixes cm across and yards up.
 */
const catalog = builtinCatalog();
/** a cast's ends never count as hits (core/los/cast-line.ts) */
const T_EPS = 1e-6;
const worldOf = (features: unknown[], extra: Record<string, unknown> = {}) =>
  createWorld(cmTable(features, { depth: 90, ...extra }), catalog, WW2CM_SIGHT);

/** The independent check: one first-hit cast per sampled point, the AA's own features ignored. */
function anyHitSees(world: LosWorld, at: { x: number; y: number }, p: { x: number; y: number }, alt: number) {
  const g = world.geometry;
  const [ax, ay, az] = eyeOf(world.terrain, at);
  g.setIgnored([...ownFeatures(world.terrain, at)].map((id) => g.featureIndex(id)));
  const hit = g.anyHit(ax, ay, az, cmToInches(p.x), cmToInches(p.y), alt, T_EPS, 1 - T_EPS);
  g.setIgnored([]);
  return hit < 0;
}

// A flight from the east edge to the west edge along y = 45 at 40 yd.
const westward: FlightPath = { entry: [120, 45], exit: [0, 45], altitudeYards: 40 };

describe("a plane behind a ridge", () => {
  // A ridge across the table, x 30–50 cm, level 1 of 20 yd: its top at 20 yd.
  const world = worldOf(
    [
      {
        id: "ridge",
        type: "hill",
        level: 1,
        outline: [
          [30, 2],
          [50, 2],
          [50, 88],
          [30, 88],
        ],
      },
    ],
    { levelHeightYards: 20 },
  );
  const aa = { x: 10, y: 45 };

  it("sees the plane once it is within 51.86 cm of the table's west edge (worked by hand)", () => {
    // eye 1.7 yd at x 10; the line to the plane at x X rises 38.3 yd over X − 10 cm and must clear the
    // ridge's near top edge (x 30, 20 yd): 1.7 + 38.3 · 20 / (X − 10) ≥ 20 ⇔ X ≤ 51.86. Sampled every
    // 1 cm from x 120: the first sample seen is x 51, s = 69 cm, 41 cm from the AA.
    const sight = aaSight(world.terrain, world.hits!, aa, westward, 150);
    expect(sight.first).toMatchObject({ s: 69, x: 51, distanceCm: 41 });
    expect(sight.seen).toEqual([[69, 120]]);
    expect(sight.samples.find((p) => p.s === 68)!.blockedBy).toBe("ridge");
  });

  it("an AA gun with a 30 cm range first sees it in range at x 40", () => {
    const sight = aaSight(world.terrain, world.hits!, aa, westward, 30);
    expect(sight.first).toMatchObject({ s: 80, x: 40, distanceCm: 30 });
  });

  it("never sees a plane that turns back east of the ridge, and names the ridge", () => {
    const short: FlightPath = { entry: [120, 45], exit: [120, 0], altitudeYards: 40 };
    const sight = aaSight(world.terrain, world.hits!, aa, short, 150);
    expect(sight.first).toBeNull();
    expect(sight.blockers).toEqual(["ridge"]);
  });

  it("agrees with a first-hit cast to every sampled point", () => {
    for (const path of [westward, { entry: [120, 10], exit: [0, 80], altitudeYards: 25 } as FlightPath]) {
      const sight = aaSight(world.terrain, world.hits!, aa, path, 500);
      for (const p of sight.samples)
        expect([p.s, p.blockedBy === null]).toEqual([p.s, anyHitSees(world, aa, p, path.altitudeYards)]);
    }
  });
});

describe("a plane over a wood", () => {
  // A wood x 60–80, y 30–60, 15 yd tall. AA west of it at x 40; AA east of it at x 90.
  const world = worldOf([
    {
      id: "wood",
      type: "woods",
      outline: [
        [60, 30],
        [80, 30],
        [80, 60],
        [60, 60],
      ],
      heightYards: 15,
    },
  ]);

  it("the west AA sees it from x 97.59 on, over the wood and past it (worked by hand)", () => {
    // clearing the wood's near top edge (x 60, 15 yd): 1.7 + 38.3 · 20 / (X − 40) ≥ 15 ⇔ X ≤ 97.59;
    // the first sample seen is x 97 (s 23), 57 cm away; from there to the west edge, all seen.
    const sight = aaSight(world.terrain, world.hits!, { x: 40, y: 45 }, westward, 150);
    expect(sight.first).toMatchObject({ s: 23, x: 97, distanceCm: 57 });
    expect(sight.seen).toEqual([[23, 120]]);
    expect(sight.samples.find((p) => p.s === 22)!.blockedBy).toBe("wood");
  });

  it("the east AA loses it behind the wood once it passes x 61.2 (worked by hand)", () => {
    // from x 90 the binding edge is x 80: 1.7 + 38.3 · 10 / (90 − X) ≥ 15 ⇔ X ≥ 61.20; seen from the
    // entry (30 cm away) to x 62 (s 58), hidden from x 61 on to the west edge.
    const sight = aaSight(world.terrain, world.hits!, { x: 90, y: 45 }, westward, 150);
    expect(sight.first).toMatchObject({ s: 0, x: 120, distanceCm: 30 });
    expect(sight.seen).toEqual([[0, 58]]);
    expect(sight.samples.find((p) => p.s === 59)!.blockedBy).toBe("wood");
  });

  it("an AA inside the wood fires out of it (its firing position, as on the ground)", () => {
    const sight = aaSight(world.terrain, world.hits!, { x: 70, y: 45 }, westward, 150);
    expect(sight.seen).toEqual([[0, 120]]);
  });

  it("agrees with a first-hit cast to every sampled point", () => {
    for (const at of [
      { x: 40, y: 45 },
      { x: 90, y: 45 },
      { x: 70, y: 20 },
    ]) {
      const sight = aaSight(world.terrain, world.hits!, at, westward, 500);
      for (const p of sight.samples)
        expect([p.s, p.blockedBy === null]).toEqual([p.s, anyHitSees(world, at, p, 40)]);
    }
  });
});
