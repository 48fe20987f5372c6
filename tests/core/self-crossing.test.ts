import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Pt } from "../../src/core/geom2d";
import { orient2d } from "../../src/core/orient2d";
import {
  allPairsSelfIntersection,
  findSelfIntersection,
  segmentsMeet,
  sweepSelfIntersection,
} from "../../src/core/self-crossing";

/**
 * The sweep against the every-pair oracle, and both against rings whose answer is known by
 * construction. Seeds are in the test names so a failure replays.
 */

/** Rings on a small integer grid: collinear edges, shared vertices and touching corners galore. */
const gridRing = fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })), {
  minLength: 3,
  maxLength: 14,
});

/** A star-shaped (so simple) ring: angles that step round the centre, each step under half a turn. */
const starRing = fc
  .tuple(
    fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 3, maxLength: 400 }),
    fc.double({ min: 1, max: 100, noNaN: true }),
    fc.double({ min: 1, max: 100, noNaN: true }),
    fc.array(fc.double({ min: 0.5, max: 20, noNaN: true }), { minLength: 400, maxLength: 400 }),
  )
  .filter(([steps]) => Math.max(...steps) * 2.2 < steps.reduce((a, b) => a + b, 0))
  .map(([steps, cx, cy, radii]) => {
    const total = steps.reduce((a, b) => a + b, 0);
    let turned = 0;
    return steps.map((step, i): Pt => {
      const t = (2 * Math.PI * turned) / total;
      turned += step;
      return [cx + radii[i]! * Math.cos(t), cy + radii[i]! * Math.sin(t)];
    });
  });

/** A convex ring (an ellipse sampled at increasing angles) with two neighbouring points swapped. */
const convexSwapped = fc
  .tuple(
    fc.integer({ min: 5, max: 3000 }),
    fc.double({ min: 0.5, max: 30, noNaN: true }),
    fc.double({ min: 0.3, max: 3, noNaN: true }),
    fc.nat(),
  )
  .map(([n, r, squash, k]) => {
    const ring = Array.from({ length: n }, (_, i): Pt => {
      const t = (2 * Math.PI * i) / n;
      return [40 + r * Math.cos(t), 40 + squash * r * Math.sin(t)];
    });
    const i = k % n;
    const j = (i + 1) % n;
    [ring[i], ring[j]] = [ring[j]!, ring[i]!];
    return ring;
  });

const meets = (ring: readonly Pt[], hit: { edgeA: number; edgeB: number }): boolean => {
  const n = ring.length;
  const { edgeA: i, edgeB: j } = hit;
  if (j === i + 1 || (i === 0 && j === n - 1)) return true; // a fold-back; the oracle checks those
  return segmentsMeet(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!);
};

describe("self-crossing: the sweep agrees with every pair", () => {
  it("on integer-grid rings, both find a meeting or neither does (seed 18050101)", () => {
    fc.assert(
      fc.property(gridRing, (ring) => {
        const all = allPairsSelfIntersection(ring);
        // the sweep's list as an array, as a tree from the start, and moving into a tree midway
        for (const treeAfter of [256, 0, 2]) {
          const sweep = sweepSelfIntersection(ring, undefined, treeAfter);
          expect(sweep === null).toBe(all === null);
          if (sweep) expect(meets(ring, sweep)).toBe(true);
        }
      }),
      { seed: 18050101, numRuns: 6000 },
    );
  });

  it("random simple (star-shaped) rings are accepted by both (seed 18050102)", () => {
    fc.assert(
      fc.property(starRing, (ring) => {
        expect(sweepSelfIntersection(ring)).toBeNull();
        expect(findSelfIntersection(ring)).toBeNull();
      }),
      { seed: 18050102, numRuns: 400 },
    );
  });

  it("rings with a forced crossing are rejected by both (seed 18050103)", () => {
    fc.assert(
      fc.property(convexSwapped, (ring) => {
        const sweep = sweepSelfIntersection(ring);
        expect(sweep).not.toBeNull();
        expect(findSelfIntersection(ring)).not.toBeNull();
        expect(meets(ring, sweep!)).toBe(true);
      }),
      { seed: 18050103, numRuns: 200 },
    );
  });

  it("finely sampled circles of any radius are simple (seed 18050104)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 40000 }),
        fc.double({ min: 0.25, max: 24, noNaN: true }),
        (n, r) => {
          const ring = Array.from({ length: n }, (_, i): Pt => {
            const t = (2 * Math.PI * i) / n;
            return [r + 1 + r * Math.cos(t), r + 1 + r * Math.sin(t)];
          });
          expect(findSelfIntersection(ring)).toBeNull();
        },
      ),
      { seed: 18050104, numRuns: 20 },
    );
  });
});

describe("self-crossing: long edge lists", () => {
  it("a serpentine whose edges all lie under the sweep line at once is simple; one strip bent onto the next is not", () => {
    // m long strips joined at alternate ends, closed down the left side: every strip spans the table.
    const m = 20_000;
    const ring: Pt[] = [];
    for (let i = 0; i < m; i++) {
      const y = 1 + (i * 40) / m;
      ring.push(
        ...((i % 2 === 0
          ? [
              [1, y],
              [70, y],
            ]
          : [
              [70, y],
              [1, y],
            ]) as Pt[]),
      );
    }
    ring.push([0.5, 41], [0.5, 0.5]);
    expect(findSelfIntersection(ring)).toBeNull();
    // and with one strip bent down onto the one below it
    const bent = ring.map((p) => [...p] as [number, number]);
    bent[2 * 5000 + 1]![1] = bent[2 * 4999]![1]! - 0.001;
    expect(findSelfIntersection(bent)).not.toBeNull();
  });
});

describe("orient2d is exact", () => {
  it("matches integer arithmetic on near-collinear triples (seed 18050105)", () => {
    // Coordinates are integers k × 2^-20, so the exact determinant is a BigInt sum of products of the
    // k. c sits on the line a→b nudged by a few units, where the rounded products often tie.
    const K = 2 ** 26;
    const coord = fc.integer({ min: 0, max: K });
    fc.assert(
      fc.property(
        coord,
        coord,
        coord,
        coord,
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        (a0, a1, b0, b1, t, n0, n1) => {
          const c0 = a0 + Math.round(((b0 - a0) * t) / 1000) + n0;
          const c1 = a1 + Math.round(((b1 - a1) * t) / 1000) + n1;
          const det =
            (BigInt(a0) - BigInt(c0)) * (BigInt(b1) - BigInt(c1)) -
            (BigInt(a1) - BigInt(c1)) * (BigInt(b0) - BigInt(c0));
          const want = det > 0n ? 1 : det < 0n ? -1 : 0;
          const s = 2 ** -20;
          expect(orient2d([a0 * s, a1 * s], [b0 * s, b1 * s], [c0 * s, c1 * s])).toBe(want);
        },
      ),
      { seed: 18050105, numRuns: 20000 },
    );
  });

  it("settles a case the floating-point determinant gets wrong", () => {
    // Classic: (0.5+k·ulp, 0.5) against the line through (12, 12) and (24, 24).
    const a: Pt = [12, 12];
    const b: Pt = [24, 24];
    expect(orient2d(a, b, [0.5, 0.5])).toBe(0);
    expect(orient2d(a, b, [0.5 + 2 ** -53, 0.5])).toBe(-1);
    expect(orient2d(a, b, [0.5, 0.5 + 2 ** -53])).toBe(1);
  });
});
