import { describe, expect, it } from "vitest";
import { seededRandom as rng } from "../../src/core/random";
import { FanCaster } from "../../src/geometry/bvh/fan-cast";
import { sideTree, type TreeData } from "../../src/geometry/bvh/los-scene";
import { SegmentCaster } from "../../src/geometry/bvh/segment-cast";
import { PROOF_TABLES, shippedWorld } from "../support/worlds";

// A fan cast (the minimum-height map's top map, issue 22) asks from which of several stacked targets
// up every line from one eye is clear, in one walk. Its answer must be exactly what casting each line
// on its own gives, or the map would differ from the dead-ground maps it stands for.

/** The least k0 from which every segment k0..count-1 is clear, cast one by one. */
function oneByOne(
  caster: SegmentCaster,
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: Float64Array,
) {
  let k0 = dz.length;
  while (k0 > 0 && caster.anyHit(ox, oy, oz, dx, dy, dz[k0 - 1]!) < 0) k0--;
  return k0;
}

describe("Fan casts agree with one cast per segment, and the WebAssembly walk with the JavaScript one", () => {
  for (const [name, seed] of PROOF_TABLES.map((n, i) => [n, 4100 + i] as const)) {
    it(`${name}, whole and side trees, 500 fans of 1-6 segments with ignored features, seed ${seed}`, () => {
      const { scene } = shippedWorld(name);
      const features = scene.features.length;
      const rand = rng(seed);
      const outcomes = new Map<string, number>();
      for (const tree of [scene as TreeData, sideTree(scene)]) {
        const wasm = new SegmentCaster(tree.root, tree.tris, tree.triFeature, features);
        const js = new SegmentCaster(tree.root, tree.tris, tree.triFeature, features, false);
        expect(wasm.walksInWasm).toBe(true);
        const fans = new FanCaster(wasm);
        for (let k = 0; k < 500; k++) {
          if (k % 50 === 0) {
            wasm.ignore.fill(0);
            js.ignore.fill(0);
            for (let j = 0; j < 3; j++) wasm.ignore[Math.floor(rand() * features)] = 1;
            js.ignore.set(wasm.ignore);
          }
          // Eyes low over the table, columns of targets across it or nearby, a few hundredths of an
          // inch apart (yards on the mesh's scale), as a map's lines run.
          const ox = rand() * 72;
          const oy = rand() * 48;
          const oz = rand() * 0.3;
          const far = rand() < 0.6;
          const dx = far ? rand() * 72 - ox : (rand() - 0.5) * 6;
          const dy = far ? rand() * 48 - oy : (rand() - 0.5) * 6;
          const count = 1 + Math.floor(rand() * 6);
          const base = rand() * 0.3;
          const dz = new Float64Array(count);
          let z = base;
          for (let s = 0; s < count; s++) {
            dz[s] = z - oz;
            z += 0.005 + rand() * 0.05;
          }
          const want = oneByOne(js, ox, oy, oz, dx, dy, dz);
          const got = fans.clearFrom(ox, oy, oz, dx, dy, dz, count);
          expect(got, `fan ${k}: WebAssembly walk`).toBe(want);
          expect(fans.clearFromJs(ox, oy, oz, dx, dy, dz, count), `fan ${k}: JavaScript walk`).toBe(want);
          const kind = want === 0 ? "all clear" : want === count ? "top blocked" : "some clear";
          outcomes.set(kind, (outcomes.get(kind) ?? 0) + 1);
        }
      }
      // Each outcome occurs often enough for the comparison to mean something.
      for (const kind of ["all clear", "top blocked", "some clear"])
        expect(outcomes.get(kind) ?? 0, kind).toBeGreaterThan(20);
    });
  }
});
