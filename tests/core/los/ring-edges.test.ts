import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Pt } from "../../../src/core/geom2d";
import { ringExitParam } from "../../../src/core/los/ring-edges";
import { shippedTable } from "../../support/worlds";

/** The reference: every edge tested, as the engine did before the edges were bucketed. */
function scan(ax: number, ay: number, bx: number, by: number, ring: readonly Pt[], fromEnd: boolean): number {
  const rx = bx - ax;
  const ry = by - ay;
  let best = fromEnd ? 0 : 1;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % ring.length]!;
    const sx = q[0] - p[0];
    const sy = q[1] - p[1];
    const den = rx * sy - ry * sx;
    if (den === 0) continue;
    const t = ((p[0] - ax) * sy - (p[1] - ay) * sx) / den;
    const u = ((p[0] - ax) * ry - (p[1] - ay) * rx) / den;
    if (u < 0 || u > 1 || t <= 0 || t >= 1) continue;
    if (fromEnd ? t > best : t < best) best = t;
  }
  return best;
}

/** A wobbly star-shaped ring round (cx, cy): n points at radii between r/2 and r. */
const ringArb = fc
  .record({
    cx: fc.double({ min: 5, max: 60, noNaN: true }),
    cy: fc.double({ min: 5, max: 40, noNaN: true }),
    r: fc.double({ min: 0.5, max: 12, noNaN: true }),
    radii: fc.array(fc.double({ min: 0.5, max: 1, noNaN: true }), { minLength: 3, maxLength: 160 }),
  })
  .map(({ cx, cy, r, radii }) =>
    radii.map((k, i): Pt => {
      const a = (i / radii.length) * 2 * Math.PI;
      return [cx + Math.cos(a) * r * k, cy + Math.sin(a) * r * k];
    }),
  );
const point = fc.tuple(
  fc.double({ min: 0, max: 72, noNaN: true }),
  fc.double({ min: 0, max: 48, noNaN: true }),
);

function agrees(ring: readonly Pt[], a: Pt, b: Pt, fromEnd: boolean, within: number): void {
  const want = scan(a[0], a[1], b[0], b[1], ring, fromEnd);
  const got = ringExitParam(a[0], a[1], b[0], b[1], ring, fromEnd, within);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const from = (t: number) => (fromEnd ? 1 - t : t) * len;
  if (from(want) <= within) expect(got).toBe(want);
  else expect(from(got)).toBeGreaterThan(within);
}

describe("bucketed ring crossings equal testing every edge", () => {
  it("random rings and segments, whole segments and 0.8-inch stretches (fast-check seed 7301)", () => {
    fc.assert(
      fc.property(
        ringArb,
        point,
        point,
        fc.boolean(),
        fc.constantFrom(Number.POSITIVE_INFINITY, 0.8, 3),
        (ring, a, b, e, w) => agrees(ring, a, b, e, w),
      ),
      { seed: 7301, numRuns: 3000 },
    );
  });

  it("segments from inside the shipped woods outward and inward (fast-check seed 7302)", () => {
    const rings = shippedTable("bench-dense.json").features.flatMap((f) =>
      f.type === "woods" || f.type === "built-up" ? [f.outline] : [],
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: rings.length - 1 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        point,
        fc.boolean(),
        (k, s, t, far, e) => {
          // A point near the ring's centre, between two of its vertices, and a far point.
          const ring = rings[k]!;
          const p = ring[Math.floor(s * ring.length)]!;
          const q = ring[Math.floor(t * ring.length)]!;
          const near: Pt = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
          agrees(ring, e ? far : near, e ? near : far, e, 0.8);
          agrees(ring, near, far, false, Number.POSITIVE_INFINITY);
        },
      ),
      { seed: 7302, numRuns: 3000 },
    );
  });
});
