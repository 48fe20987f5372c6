import { describe, expect, it } from "vitest";
import { castFan, castLine, newLineHit } from "../../src/core/los/cast-line";
import { ownAreasAt } from "../../src/core/los/own-areas";
import { seededRandom as rng } from "../../src/core/random";
import { groundYardsAt } from "../../src/core/table/terrain";
import { PROOF_TABLES, shippedWorld } from "../support/worlds";

// castFan answers for a column of targets what castLine answers for each of them (the minimum-height
// map's top map relies on it): the own areas' stretches and limits at both ends, the ignored walls.
describe("castFan gives castLine's answer for every line of the column", () => {
  for (const [name, seed] of [...PROOF_TABLES, "firefight-farm.json"].map((n, i) => [n, 4700 + i] as const)) {
    it(`${name}: 400 columns from eyes in the open, in woods and towns, to targets anywhere, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const { table, terrain, geometry } = world;
      const rand = rng(seed);
      const areas = table.features.filter(
        (f) => "outline" in f && ["woods", "built-up", "building"].includes(f.type),
      );
      // A point: often inside an area (so both ends have own areas now and then), else anywhere.
      const point = (): [number, number] => {
        const a = areas[Math.floor(rand() * areas.length)];
        if (a && "outline" in a && rand() < 0.5) {
          const ring = a.outline;
          const p = ring[Math.floor(rand() * ring.length)]!;
          const q = ring[Math.floor(rand() * ring.length)]!;
          const s = rand();
          return [p[0] + (q[0] - p[0]) * s * 0.9, p[1] + (q[1] - p[1]) * s * 0.9];
        }
        return [rand() * table.width, rand() * table.depth];
      };
      const hit = newLineHit();
      const kinds = new Map<string, number>();
      for (let k = 0; k < 400; k++) {
        const [ax, ay] = point();
        // Half the targets near the eye, where more lines are clear.
        const near = rand() < 0.5;
        const [bx, by] = near
          ? [
              Math.min(table.width, Math.max(0, ax + (rand() - 0.5) * 16)),
              Math.min(table.depth, Math.max(0, ay + (rand() - 0.5) * 16)),
            ]
          : point();
        const az = groundYardsAt(terrain, ax, ay) + 0.2 + rand() * 2;
        const g = groundYardsAt(terrain, bx, by);
        const bz = [0.5, 1, 2, 3].map((h) => g + h);
        const ownA = ownAreasAt(world, ax, ay);
        const ownB = ownAreasAt(world, bx, by);
        const above = rand() < 0.5;
        let want = bz.length;
        while (want > 0) {
          castLine(geometry, ax, ay, az, bx, by, bz[want - 1]!, ownA, ownB, false, hit, above);
          if (hit.feature >= 0) break;
          want--;
        }
        expect(castFan(geometry, ax, ay, az, bx, by, bz, ownA, ownB, above), `column ${k}`).toBe(want);
        const kind = `${ownA.length > 0 ? "A" : "-"}${ownB.length > 0 ? "B" : "-"}:${want === 0 ? "clear" : want === bz.length ? "blocked" : "some"}`;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      // Lines from and to areas, clear and blocked, all occur.
      const count = (f: (k: string) => boolean) =>
        [...kinds].filter(([k]) => f(k)).reduce((a, [, v]) => a + v, 0);
      expect(count((k) => k.startsWith("A"))).toBeGreaterThan(20);
      expect(count((k) => k[1] === "B")).toBeGreaterThan(20);
      expect(count((k) => k.endsWith("clear"))).toBeGreaterThan(10);
      expect(count((k) => k.endsWith("blocked"))).toBeGreaterThan(10);
    });
  }
});
