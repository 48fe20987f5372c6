import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { losBetween } from "../../../src/core/los/line-of-sight";
import { placeUnit } from "../../../src/core/units/placement";
import { SHIPPED, shippedWorld } from "../../support/worlds";

/**
 * The symmetry rule: with eye height equal to silhouette height, a unit's eye points and its
 * silhouette's top points coincide, so the 25 sight lines from A to B are those from B to A run
 * backwards, and every rule (hill edge, woods edge) treats the pair alike: los(A, B) = los(B, A).
 */
describe("line of sight is symmetric when eye height equals silhouette height", () => {
  for (const name of SHIPPED) {
    it(`${name} (fast-check, seed 4242)`, () => {
      const world = shippedWorld(name);
      const types = ["infantry", "MBT", "HQ", "APC"];
      const unit = fc.record({
        x: fc.double({ min: 1, max: 71, noNaN: true }),
        y: fc.double({ min: 1, max: 47, noNaN: true }),
        facing: fc.integer({ min: 0, max: 359 }),
        type: fc.constantFrom(...types),
        height: fc.double({ min: 0.5, max: 4, noNaN: true }),
      });
      let visible = 0;
      let hidden = 0;
      fc.assert(
        fc.property(unit, unit, (a, b) => {
          const place = (u: typeof a, id: string) =>
            placeUnit(world.terrain, world.catalog, {
              id,
              side: id,
              type: u.type,
              x: u.x,
              y: u.y,
              facing: u.facing,
              posture: "normal",
              heightYards: u.height,
              eyeYards: u.height,
            });
          const pa = place(a, "a");
          const pb = place(b, "b");
          const ab = losBetween(world, pa, pb, { coverSamples: 16 }).visible;
          const ba = losBetween(world, pb, pa, { coverSamples: 16 }).visible;
          if (ab) visible++;
          else hidden++;
          return ab === ba;
        }),
        { seed: 4242, numRuns: 150 },
      );
      expect(visible).toBeGreaterThan(5);
      expect(hidden).toBeGreaterThan(5);
    });
  }
});
