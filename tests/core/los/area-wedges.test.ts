import { describe, expect, it } from "vitest";
import { pointInPolygon } from "../../../src/core/geom2d";
import { AreaWedges } from "../../../src/core/los/area-wedges";
import { castLine, newLineHit } from "../../../src/core/los/cast-line";
import { observerAtPoint } from "../../../src/core/los/observer";
import { seededRandom as rng } from "../../../src/core/random";
import { shippedWorld, PROOF_TABLES as TABLES } from "../../support/worlds";

describe("the woods rule by wedge only rules out lines that castLine rules out by the woods rule", () => {
  TABLES.forEach((name, k) => {
    const seed = 5500 + k;
    it(`${name}: 40 eyes in woods or towns × 400 targets, and boxes, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const areas = world.table.features.flatMap((f) =>
        f.type === "woods" || f.type === "built-up" ? [f.outline] : [],
      );
      if (areas.length === 0) return;
      const rand = rng(seed);
      const wedges = new AreaWedges();
      const hit = newLineHit();
      let ruledByCast = 0;
      let ruledByTable = 0;
      let boxes = 0;
      for (let e = 0; e < 40; e++) {
        // An eye inside a random area: a random point of its box that falls inside it.
        const ring = areas[Math.floor(rand() * areas.length)]!;
        const xs = ring.map((p) => p[0]);
        const ys = ring.map((p) => p[1]);
        let ex = 0;
        let ey = 0;
        do {
          ex = Math.min(...xs) + rand() * (Math.max(...xs) - Math.min(...xs));
          ey = Math.min(...ys) + rand() * (Math.max(...ys) - Math.min(...ys));
        } while (!pointInPolygon(ex, ey, ring));
        const o = observerAtPoint(world, ex, ey, 1);
        const ez = o.eyeZ[0]!;
        wedges.build(ex, ey, o.own);
        for (let s = 0; s < 400; s++) {
          const x = rand() * world.table.width;
          const y = rand() * world.table.depth;
          const ruled = wedges.rules(x, y);
          castLine(world.geometry, ex, ey, ez, x, y, ez, o.own, [], false, hit);
          if (hit.areaRule !== null) ruledByCast++;
          if (!ruled) continue;
          ruledByTable++;
          expect(hit.areaRule, `eye (${ex}, ${ey}) → (${x}, ${y})`).not.toBeNull();
        }
        // A box the table rules out whole: every point of it is ruled out one by one too.
        for (let s = 0; s < 40; s++) {
          const x0 = rand() * (world.table.width - 2);
          const y0 = rand() * (world.table.depth - 2);
          const x1 = x0 + rand() * 2;
          const y1 = y0 + rand() * 2;
          if (!wedges.rulesBox(x0, y0, x1, y1)) continue;
          boxes++;
          for (let j = 0; j < 25; j++) {
            const x = x0 + ((j % 5) / 4) * (x1 - x0);
            const y = y0 + (Math.floor(j / 5) / 4) * (y1 - y0);
            expect(wedges.rules(x, y), `box (${x0}, ${y0})-(${x1}, ${y1}) at (${x}, ${y})`).toBe(true);
          }
        }
      }
      // Not vacuous: the table settles most of what the woods rule stops, and rules out whole boxes.
      expect(ruledByTable).toBeGreaterThan(ruledByCast * 0.8);
      expect(boxes).toBeGreaterThan(100);
    });
  });
});
