import { describe, expect, it } from "vitest";
import { seededRandom as rng } from "../../src/core/random";
import { SHIPPED, shippedWorld } from "../support/worlds";

describe("a clear shaft means every line through it is clear", () => {
  for (const [name, seed] of SHIPPED.map((n, i) => [n, 2000 + i] as const)) {
    it(`${name}, 300 random eye/box pairs, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const g = world.geometry;
      const rand = rng(seed);
      let clear = 0;
      let notClear = 0;
      for (let k = 0; k < 300; k++) {
        const ex = rand() * 72;
        const ey = rand() * 48;
        const ez = 5 + rand() * 30;
        const x0 = rand() * 70;
        const y0 = rand() * 46;
        const z0 = rand() * 15;
        const [x1, y1, z1] = [x0 + rand() * 1.5, y0 + rand() * 1.5, z0 + rand() * 3];
        if (!g.shaftClear(ex, ey, ez, x0, y0, z0, x1, y1, z1)) {
          notClear++;
          continue;
        }
        clear++;
        g.setIgnored([]);
        for (let s = 0; s < 30; s++) {
          const tx = x0 + rand() * (x1 - x0);
          const ty = y0 + rand() * (y1 - y0);
          const tz = z0 + rand() * (z1 - z0);
          expect(g.anyHit(ex, ey, ez, tx, ty, tz, 0, 1), `pair ${k}, line ${s}`).toBe(-1);
        }
      }
      expect(clear).toBeGreaterThan(20);
      expect(notClear).toBeGreaterThan(20);
    });
  }
});
