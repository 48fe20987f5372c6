import { describe, expect, it } from "vitest";
import { seededRandom as rng } from "../../src/core/random";
import { groundYardsAt } from "../../src/core/table/terrain";
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

describe("a clear shaft over the side tree means every line through it that ends above the terrain is clear", () => {
  for (const [name, seed] of SHIPPED.map((n, i) => [n, 2050 + i] as const)) {
    it(`${name}, 300 random eye/box pairs, each box reaching below the ground, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const g = world.geometry;
      const rand = rng(seed);
      let clear = 0;
      let lines = 0;
      for (let k = 0; k < 300; k++) {
        const ex = rand() * 72;
        const ey = rand() * 48;
        const ez = groundYardsAt(world.terrain, ex, ey) + 1 + rand() * 6;
        const x0 = rand() * 70;
        const y0 = rand() * 46;
        const [x1, y1] = [x0 + rand() * 1.5, y0 + rand() * 1.5];
        // The box reaches half a yard below the lowest ground under it, so over the whole mesh it is
        // never clear: only the lines' ends above the terrain make it so over the side tree.
        let lo = Number.POSITIVE_INFINITY;
        let hi = Number.NEGATIVE_INFINITY;
        for (let j = 0; j < 9; j++) {
          const gy = groundYardsAt(
            world.terrain,
            x0 + ((j % 3) / 2) * (x1 - x0),
            y0 + (Math.floor(j / 3) / 2) * (y1 - y0),
          );
          lo = Math.min(lo, gy);
          hi = Math.max(hi, gy);
        }
        expect(g.shaftClear(ex, ey, ez, x0, y0, lo - 0.5, x1, y1, hi + 4)).toBe(false);
        if (!g.shaftClear(ex, ey, ez, x0, y0, lo - 0.5, x1, y1, hi + 4, true)) continue;
        clear++;
        g.setIgnored([]);
        for (let s = 0; s < 30; s++) {
          const tx = x0 + rand() * (x1 - x0);
          const ty = y0 + rand() * (y1 - y0);
          const tz = groundYardsAt(world.terrain, tx, ty) + 0.5 + rand() * 3;
          if (tz > hi + 4) continue;
          lines++;
          // Over the whole mesh, flat tops included.
          expect(g.closestHit(ex, ey, ez, tx, ty, tz, 1e-6, 1 - 1e-6), `pair ${k}, line ${s}`).toBe(-1);
        }
      }
      expect(clear).toBeGreaterThan(20);
      expect(lines).toBeGreaterThan(500);
    });
  }
});

describe("a near gather, narrowed to a column of points, finds each point's nearest hit toward the eye", () => {
  for (const [name, seed] of SHIPPED.map((n, i) => [n, 2100 + i] as const)) {
    it(`${name}, 200 random eye/box pairs, 8 points each, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const g = world.geometry;
      g.setIgnored([]);
      const rand = rng(seed);
      const xs = new Float64Array(8);
      const ys = new Float64Array(8);
      const zs = new Float64Array(8);
      let hits = 0;
      let misses = 0;
      for (let k = 0; k < 200; k++) {
        const ex = rand() * 72;
        const ey = rand() * 48;
        const ez = 2 + rand() * 20;
        const x0 = rand() * 70;
        const y0 = rand() * 46;
        const z0 = rand() * 12;
        const [x1, y1, z1] = [x0 + rand() * 1.5, y0 + rand() * 1.5, z0 + rand() * 3];
        const reach = 0.02 + rand() * 0.6;
        if (g.gatherNear(ex, ey, ez, x0, y0, z0, x1, y1, z1, reach, 100_000) < 0) continue;
        // A column up a vertical face, or along a line over the box with heights off it (draped).
        const vertical = rand() < 0.5;
        const [ax, ay, bx, by] = [
          x0 + rand() * (x1 - x0),
          y0 + rand() * (y1 - y0),
          x0 + rand() * (x1 - x0),
          y0 + rand() * (y1 - y0),
        ];
        for (let i = 0; i < 8; i++) {
          const u = (i + 0.5) / 8;
          xs[i] = vertical ? ax : ax + (bx - ax) * u;
          ys[i] = vertical ? ay : ay + (by - ay) * u;
          zs[i] = vertical ? z0 + (z1 - z0) * u : z0 + rand() * (z1 - z0);
        }
        g.narrowNear(xs, ys, zs, 0, 8, ex, ey, ez);
        for (let i = 0; i < 8; i++) {
          const want = g.closestHit(xs[i]!, ys[i]!, zs[i]!, ex, ey, ez, 1e-6, reach);
          const wantT = g.lastT;
          const got = g.closestHitNear(xs[i]!, ys[i]!, zs[i]!, ex, ey, ez, 1e-6, reach);
          expect(got, `pair ${k}, point ${i}`).toBe(want);
          if (want >= 0) {
            expect(g.lastT, `pair ${k}, point ${i}`).toBe(wantT);
            hits++;
          } else misses++;
        }
      }
      expect(hits).toBeGreaterThan(50);
      expect(misses).toBeGreaterThan(50);
    });
  }
});
