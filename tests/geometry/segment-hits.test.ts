import { describe, expect, it } from "vitest";
import { segmentCrossings } from "../../src/core/los/crossings";
import { type SurfaceHit, segmentSolids, solidCrossings } from "../../src/core/los/segment-hits";
import { seededRandom as rng } from "../../src/core/random";
import type { LosScene } from "../../src/geometry/bvh/los-scene";
import { BvhSegmentHits, byHit } from "../../src/geometry/los/bvh-segment-hits";
import { SHIPPED, shippedWorld, worldOf } from "../support/worlds";

/**
 * The all-hits query (issue 24 item 6): everything a segment crosses in 3D, from the BVH, against a
 * brute-force oracle that tests every triangle of the mesh in its original order (float64, its own
 * segment–triangle test), and the 3D stretches against the 2D footprint crossings for a wood.
 */

/** Every meeting of the segment with every triangle of the scene's mesh, no BVH. */
function bruteHits(scene: LosScene, ipy: number, a: number[], b: number[]): SurfaceHit[] {
  const p = scene.mesh.positions;
  const [ox, oy, oz] = [a[0]!, a[1]!, a[2]! * ipy];
  const [dx, dy, dz] = [b[0]! - ox, b[1]! - oy, b[2]! * ipy - oz];
  const out: SurfaceHit[] = [];
  for (let i = 0; i < scene.mesh.triFeature.length; i++) {
    const v = Array.from(p.subarray(i * 9, i * 9 + 9));
    const e1 = [v[3]! - v[0]!, v[4]! - v[1]!, v[5]! - v[2]!];
    const e2 = [v[6]! - v[0]!, v[7]! - v[1]!, v[8]! - v[2]!];
    // Solve o + t d = v0 + u e1 + w e2 by Cramer's rule.
    const m = [
      [-dx, e1[0]!, e2[0]!],
      [-dy, e1[1]!, e2[1]!],
      [-dz, e1[2]!, e2[2]!],
    ];
    const r = [ox - v[0]!, oy - v[1]!, oz - v[2]!];
    const det3 = (c: number[][]) =>
      c[0]![0]! * (c[1]![1]! * c[2]![2]! - c[1]![2]! * c[2]![1]!) -
      c[0]![1]! * (c[1]![0]! * c[2]![2]! - c[1]![2]! * c[2]![0]!) +
      c[0]![2]! * (c[1]![0]! * c[2]![1]! - c[1]![1]! * c[2]![0]!);
    const d = det3(m);
    if (Math.abs(d) < 1e-18) continue;
    const col = (k: number) => m.map((row, j) => row.map((x, c) => (c === k ? r[j]! : x)));
    const t = det3(col(0)) / d;
    const u = det3(col(1)) / d;
    const w = det3(col(2)) / d;
    if (t < 0 || t > 1 || u < 0 || w < 0 || u + w > 1) continue;
    const n = [
      e1[1]! * e2[2]! - e1[2]! * e2[1]!,
      e1[2]! * e2[0]! - e1[0]! * e2[2]!,
      e1[0]! * e2[1]! - e1[1]! * e2[0]!,
    ];
    const f = scene.mesh.triFeature[i]!;
    out.push({
      t,
      inches: t * Math.hypot(dx, dy),
      featureIndex: f,
      featureId: scene.features[f]!.id,
      type: scene.features[f]!.type,
      entering: dx * n[0]! + dy * n[1]! + dz * n[2]! < 0,
    });
  }
  return out.sort(byHit);
}

describe("everything a segment crosses, from the BVH, agrees with every triangle tried", () => {
  for (const [name, seed] of SHIPPED.map((n, i) => [n, 2400 + i] as const)) {
    it(`${name}, 300 random segments, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const ipy = 1 / world.table.yardsPerInch;
      const q = new BvhSegmentHits(world.scene, world.table.yardsPerInch);
      const rand = rng(seed);
      const { width, depth } = world.table;
      let many = 0;
      for (let k = 0; k < 300; k++) {
        // Low lines, from the ground to 12 yards: they run into and out of hills, woods and buildings.
        const a = [rand() * width, rand() * depth, rand() * 12];
        const b = [rand() * width, rand() * depth, rand() * 12];
        const got = q.surfaceHits(a[0]!, a[1]!, a[2]!, b[0]!, b[1]!, b[2]!);
        const want = bruteHits(world.scene, ipy, a, b);
        const what = (hs: SurfaceHit[]) => hs.map((h) => `${h.featureId}${h.entering ? "+" : "-"}`);
        expect(what(got), `segment ${k}`).toEqual(what(want));
        got.forEach((h, i) => {
          expect(h.t, `segment ${k}, hit ${i}`).toBeCloseTo(want[i]!.t, 5);
          expect(h.inches).toBeCloseTo(want[i]!.inches, 3);
        });
        for (let i = 1; i < got.length; i++) expect(got[i]!.t).toBeGreaterThanOrEqual(got[i - 1]!.t);
        if (new Set(got.map((h) => h.featureId)).size >= 2) many++;
      }
      // The test means something only if lines cross several features.
      expect(many).toBeGreaterThan(20);
    });
  }
});

describe("the stretches inside each feature's solid", () => {
  const wood = {
    id: "copse",
    type: "woods",
    outline: [
      [20, 10],
      [30, 10],
      [30, 20],
      [20, 20],
    ],
  };

  it("a low line through a wood enters and leaves it where its footprint's 2D crossing does", () => {
    const world = worldOf({ features: [wood] });
    const q = world.hits;
    const solids = segmentSolids(q, 5, 12, 1, 45, 17, 1).filter((s) => s.featureId === "copse");
    const flat = segmentCrossings(world.table, 5, 12, 45, 17).filter((c) => c.featureId === "copse");
    expect(solids).toHaveLength(1);
    expect(flat).toHaveLength(1);
    expect(solids[0]!.enterInches).toBeCloseTo(flat[0]!.enterInches, 4);
    expect(solids[0]!.exitInches).toBeCloseTo(flat[0]!.exitInches, 4);
    expect(solids[0]!.enterT).toBeCloseTo(flat[0]!.enterT, 5);
    // A line high over the wood crosses nothing of it; one starting inside it runs from 0.
    expect(segmentSolids(q, 5, 12, 500, 45, 17, 500).some((s) => s.featureId === "copse")).toBe(false);
    const from = segmentSolids(q, 25, 15, 1, 45, 15, 1).find((s) => s.featureId === "copse");
    expect(from).toMatchObject({ enterT: 0 });
    expect(from!.exitInches).toBeCloseTo(5, 4);
  });

  it("pairs entries and exits per feature: a start inside, a re-entry, an end inside", () => {
    const h = (t: number, featureId: string, entering: boolean): SurfaceHit => ({
      t,
      inches: t * 10,
      featureIndex: featureId === "w" ? 1 : 2,
      featureId,
      type: "woods",
      entering,
    });
    const spans = solidCrossings(
      [h(0.1, "w", false), h(0.2, "w", true), h(0.3, "h", true), h(0.4, "w", false), h(0.6, "w", true)],
      10,
    );
    expect(spans.map((s) => [s.featureId, s.enterT, s.exitT])).toEqual([
      ["w", 0, 0.1],
      ["w", 0.2, 0.4],
      ["h", 0.3, 1],
      ["w", 0.6, 1],
    ]);
    expect(spans[1]!.exitInches).toBeCloseTo(4, 9);
  });
});
