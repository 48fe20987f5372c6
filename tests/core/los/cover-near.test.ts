import { describe, expect, it } from "vitest";
import { measureCover } from "../../../src/core/los/line-of-sight";
import type { SightGeometry } from "../../../src/core/los/sight-geometry";
import { placeUnit } from "../../../src/core/units/placement";
import { shippedWorld } from "../../support/worlds";

/** The same geometry with near gathers always refused (too many triangles): cover then casts every sample. */
function withoutNearGathers(g: SightGeometry, used: { n: number }): SightGeometry {
  return new Proxy(g, {
    get(target, prop) {
      if (prop === "gatherNear")
        return (...args: Parameters<SightGeometry["gatherNear"]>) => {
          if (target.gatherNear(...args) >= 0) used.n++;
          return -1;
        };
      const v = Reflect.get(target, prop, target);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

// Near gathers are a shortcut to each sample's nearest hit; they must never change what cover reports.
describe("cover with near gathers reports exactly what casting every sample reports", () => {
  for (const name of ["ridge-and-village.json", "open-plain.json", "river-town.json", "bench-dense.json"]) {
    it(`${name}: every pair of units (up to 150), 64 and 256 samples`, () => {
      const world = shippedWorld(name);
      const used = { n: 0 };
      const plain = { ...world, geometry: withoutNearGathers(world.geometry, used) };
      const ps = world.table.units.map((u) => placeUnit(world.terrain, world.catalog, u));
      let pairs = 0;
      let covered = 0;
      for (let i = 0; i < ps.length && pairs < 150; i++)
        for (let j = 0; j < ps.length && pairs < 150; j++) {
          if (i === j || (ps.length > 14 && (i * 7 + j) % 5 !== 0)) continue;
          pairs++;
          for (const samples of [64, 256]) {
            const fast = measureCover(world, ps[i]!, ps[j]!, samples);
            const slow = measureCover(plain, ps[i]!, ps[j]!, samples);
            expect(fast.fraction, `${ps[i]!.id} → ${ps[j]!.id}, ${samples}`).toBe(slow.fraction);
            expect([...fast.byFeature], `${ps[i]!.id} → ${ps[j]!.id}, ${samples}`).toEqual([
              ...slow.byFeature,
            ]);
            if (fast.fraction > 0) covered++;
          }
        }
      // The shortcut was taken, on pairs where something hides part of the target.
      expect(covered).toBeGreaterThan(10);
      expect(used.n).toBeGreaterThan(10);
    });
  }
});
