import { describe, expect, it } from "vitest";
import { castFan, castLine, newLineHit } from "../../../src/core/los/cast-line";
import type { OwnArea } from "../../../src/core/los/own-areas";
import type { SightGeometry } from "../../../src/core/los/sight-geometry";

// castLine casts a line through own areas in stretches (each end's own areas ignored near that end,
// nothing in the middle). Between them the stretches must cover the whole line, (1e-6, 1 − 1e-6), with
// every feature but an end's own areas looked at: until December 2026 the middle stopped 2e-3"
// short of an end that had no own areas, so a smoke cloud's wall at a target in the open went unseen
// from an observer in a wood (river-town, r3, at 3 yards), and dead-ground maps, which retry cached
// triangles over the whole line, disagreed with it.

/** A geometry that hits nothing and records each stretch cast, with the features ignored. */
function recorder() {
  const casts: { t0: number; t1: number; ignored: readonly number[] }[] = [];
  let ignored: readonly number[] = [];
  const record = (t0: number, t1: number, answer: number) => {
    casts.push({ t0, t1, ignored });
    return answer;
  };
  const geo = {
    featureIds: ["ground", "wood-a", "wood-b"],
    featureTypes: ["ground", "woods", "woods"],
    featureIndex: () => -1,
    setIgnored: (i: readonly number[]) => {
      ignored = i;
    },
    // Every cast records its stretch: t0 and t1, anyHit's and closestHit's 7th and 8th arguments,
    // fanClearFrom's 8th and 9th.
    anyHit: (...a: number[]) => record(a[6]!, a[7]!, -1),
    closestHit: (...a: number[]) => record(a[6]!, a[7]!, -1),
    fanClearFrom: (...a: unknown[]) => record(a[7] as number, a[8] as number, 0),
  } as unknown as SightGeometry;
  return { geo, casts };
}

const square = (x: number, y: number, r: number): [number, number][] => [
  [x - r, y - r],
  [x + r, y - r],
  [x + r, y + r],
  [x - r, y + r],
];
const woodA: OwnArea = { feature: {} as OwnArea["feature"], index: 1, ring: square(0, 0, 1), limitInches: 5 };
const woodB: OwnArea = {
  feature: {} as OwnArea["feature"],
  index: 2,
  ring: square(10, 0, 1),
  limitInches: 5,
};

describe("castLine's stretches cover the whole line", () => {
  const cases: [string, OwnArea[], OwnArea[]][] = [
    ["observer in a wood, target in the open", [woodA], []],
    ["observer in the open, target in a wood", [], [woodB]],
    ["both in woods", [woodA], [woodB]],
    ["neither", [], []],
  ];
  for (const [name, ownA, ownB] of cases)
    for (const closest of [false, true])
      it(`${name}, ${closest ? "closest" : "any"} hit`, () => {
        const { geo, casts } = recorder();
        castLine(geo, 0, 0, 1, 10, 0, 1, ownA, ownB, closest, newLineHit());
        const sorted = [...casts].sort((a, b) => a.t0 - b.t0);
        expect(sorted[0]!.t0).toBe(1e-6);
        expect(sorted.at(-1)!.t1).toBe(1 - 1e-6);
        for (let k = 1; k < sorted.length; k++) expect(sorted[k]!.t0).toBeLessThanOrEqual(sorted[k - 1]!.t1);
        // Only an end's own areas are ever passed through, and only in a stretch touching that end.
        for (const c of casts)
          for (const f of c.ignored) {
            const own =
              f === 1 ? c.t0 <= 1e-6 && ownA.length > 0 : f === 2 && c.t1 >= 1 - 1e-6 && ownB.length > 0;
            expect(own, `feature ${f} ignored over ${c.t0}..${c.t1}`).toBe(true);
          }
      });
});

describe("castFan casts a column of lines in the stretches castLine casts each line in", () => {
  const cases: [string, OwnArea[], OwnArea[]][] = [
    ["observer in a wood, target in the open", [woodA], []],
    ["observer in the open, target in a wood", [], [woodB]],
    ["both in woods", [woodA], [woodB]],
    ["neither", [], []],
  ];
  for (const [name, ownA, ownB] of cases)
    it(name, () => {
      const line = recorder();
      castLine(line.geo, 0, 0, 1, 10, 0, 1, ownA, ownB, false, newLineHit());
      const fan = recorder();
      expect(castFan(fan.geo, 0, 0, 1, 10, 0, [0.5, 1, 2], ownA, ownB)).toBe(0);
      expect(fan.casts).toEqual(line.casts);
    });
});
