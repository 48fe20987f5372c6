import { describe, expect, it } from "vitest";
import { signedArea } from "../../../src/core/geom2d";
import { castLine, newLineHit } from "../../../src/core/los/cast-line";
import { buildCellRaster } from "../../../src/core/los/cell-raster";
import { eyesOutsideSolid } from "../../../src/core/los/eye-clearance";
import { PolarHorizon, solidField } from "../../../src/core/los/horizon";
import { observerAtPoint } from "../../../src/core/los/observer";
import { seededRandom as rng } from "../../../src/core/random";
import { buildLosMesh } from "../../../src/geometry/los-mesh";
import { shippedWorld, PROOF_TABLES as TABLES } from "../../support/worlds";

describe("horizon proofs only ever prove lines that a cast finds blocked", () => {
  TABLES.forEach((name, k) => {
    const seed = 5100 + k;
    it(`${name}: 40 random eyes × 600 random target cells, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const raster = buildCellRaster(world, 0.25);
      const field = solidField(raster, []);
      const rand = rng(seed);
      const horizon = new PolarHorizon();
      const hit = newLineHit();
      world.geometry.setIgnored([]);
      let proven = 0;
      let blocked = 0;
      for (let e = 0; e < 40; e++) {
        const ex = rand() * world.table.width;
        const ey = rand() * world.table.depth;
        const ci = Math.floor(ey / 0.25) * raster.cols + Math.floor(ex / 0.25);
        if (raster.solid.unsafe[ci] === 1) continue; // not standing inside a block
        const ez = raster.ground[ci]! + 0.5 + rand() * 30;
        horizon.build(raster, field, ex, ey, ez);
        for (let s = 0; s < 600; s++) {
          const i = Math.floor(rand() * raster.cols * raster.rows);
          if (raster.solid.unsafe[i] === 1) continue;
          const x = ((i % raster.cols) + 0.5) * 0.25;
          const y = (Math.floor(i / raster.cols) + 0.5) * 0.25;
          const z = raster.ground[i]! + 0.1 + rand() * 4;
          castLine(world.geometry, ex, ey, ez, x, y, z, [], [], false, hit);
          const p = horizon.blocked(x, y, z);
          if (hit.feature >= 0) blocked++;
          if (p) {
            proven++;
            expect(hit.feature, `eye ${e} (${ex}, ${ey}, ${ez}) → cell ${i} at ${z}`).toBeGreaterThanOrEqual(
              0,
            );
          }
        }
      }
      // Not vacuous: most blocked lines on these tables run through ground, hills or blocks.
      expect(proven).toBeGreaterThan(blocked * 0.4);
    });
  });
});

describe("from an eye clear of the solid, a proof up to a reach means the cast to that reach is blocked", () => {
  TABLES.forEach((name, k) => {
    const seed = 5300 + k;
    it(`${name}: 40 random eyes × 600 targets anywhere (in blocks and woods too), seed ${seed}`, () => {
      const world = shippedWorld(name);
      const raster = buildCellRaster(world, 0.25);
      const field = solidField(raster, []);
      const rand = rng(seed);
      const horizon = new PolarHorizon();
      const g = world.geometry;
      g.setIgnored([]);
      let proven = 0;
      let eyes = 0;
      for (let e = 0; e < 40; e++) {
        const o = observerAtPoint(
          world,
          rand() * world.table.width,
          rand() * world.table.depth,
          0.5 + rand() * 30,
        );
        if (o.own.length > 0 || !eyesOutsideSolid(world, raster, o, [])) continue;
        eyes++;
        const [ex, ey, ez] = [o.eyeX[0]!, o.eyeY[0]!, o.eyeZ[0]!];
        horizon.build(raster, field, ex, ey, ez);
        for (let s = 0; s < 600; s++) {
          const i = Math.floor(rand() * raster.cols * raster.rows);
          const x = ((i % raster.cols) + 0.5) * 0.25;
          const y = (Math.floor(i / raster.cols) + 0.5) * 0.25;
          const z = raster.ground[i]! + rand() * 4;
          const len = Math.hypot(x - ex, y - ey);
          const reach = rand() < 0.5 ? Number.POSITIVE_INFINITY : rand() * len;
          if (!horizon.blocked(x, y, z, reach)) continue;
          proven++;
          const t1 = Math.min(1 - 1e-6, reach / len);
          expect(
            g.anyHit(ex, ey, ez, x, y, z, 1e-6, t1),
            `eye (${ex}, ${ey}, ${ez}) → (${x}, ${y}, ${z}) reach ${reach}`,
          ).toBeGreaterThanOrEqual(0);
        }
      }
      expect(eyes).toBeGreaterThan(10);
      expect(proven).toBeGreaterThan(1000);
    });
  });
});

describe("the pruned horizon build proves what the full build proves, and nothing more", () => {
  TABLES.forEach((name, k) => {
    const seed = 5400 + k;
    it(`${name}: 30 random eyes, every cell at three heights, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const raster = buildCellRaster(world, 0.25);
      const field = solidField(raster, []);
      const rand = rng(seed);
      const full = new PolarHorizon();
      const pruned = new PolarHorizon();
      let fullProofs = 0;
      let prunedProofs = 0;
      let skipped = 0;
      for (let e = 0; e < 30; e++) {
        const ex = rand() * world.table.width;
        const ey = rand() * world.table.depth;
        const ci = Math.floor(ey / 0.25) * raster.cols + Math.floor(ex / 0.25);
        const ez = raster.ground[ci]! + 0.5 + rand() * 30;
        full.build(raster, field, ex, ey, ez, undefined, false);
        skipped += pruned.build(raster, field, ex, ey, ez);
        for (let i = 0; i < raster.cols * raster.rows; i++) {
          const x = ((i % raster.cols) + 0.5) * 0.25;
          const y = (Math.floor(i / raster.cols) + 0.5) * 0.25;
          for (const h of [0.1, 2, 6]) {
            const z = raster.ground[i]! + h;
            const f = full.blocked(x, y, z);
            const p = pruned.blocked(x, y, z);
            if (f) fullProofs++;
            if (!p) continue;
            prunedProofs++;
            if (!f)
              expect.fail(`eye ${e} (${ex}, ${ey}, ${ez}) → cell ${i} at ${z}: pruned proves, full does not`);
          }
        }
      }
      // The tiles skipped whole span a few pieces beyond their cells, where the pruned build gives up
      // its proofs: that must stay rare. And the pruning must have happened at all.
      expect(prunedProofs).toBeGreaterThan(fullProofs * 0.99);
      expect(skipped).toBeGreaterThan(30 * field.tiles.hi.length * 0.3);
    });
  });
});

describe("the solid's premises hold for the shipped meshes", () => {
  TABLES.forEach((name, k) => {
    const seed = 5200 + k;
    it(`${name}: the mesh surface is never below the terrain lower bound (2000 vertical casts, seed ${seed})`, () => {
      const world = shippedWorld(name);
      const raster = buildCellRaster(world, 0.25);
      const rand = rng(seed);
      const g = world.geometry;
      // Only the ground and hill surfaces: a block or wall above must not stand in for them.
      g.setIgnored(g.featureTypes.flatMap((t, f) => (t === "hill" || t === "ground" ? [] : [f])));
      let onHills = 0;
      for (let s = 0; s < 2000; s++) {
        const x = rand() * world.table.width;
        const y = rand() * world.table.depth;
        const i =
          Math.min(raster.rows - 1, Math.floor(y / 0.25)) * raster.cols +
          Math.min(raster.cols - 1, Math.floor(x / 0.25));
        const lo = raster.solid.terrainLo[i]!;
        if (lo <= 0) continue;
        onHills++;
        // From high above straight down to just under the bound: the mesh must be met on the way.
        expect(
          g.anyHit(x, y, 1000, x, y, lo - 1e-3, 0, 1),
          `(${x}, ${y}) bound ${lo}`,
        ).toBeGreaterThanOrEqual(0);
      }
      g.setIgnored([]);
      expect(onHills).toBeGreaterThan(50);
    });
  });

  it("flat tops are covered whole by their triangles (no holes for a line to slip through)", () => {
    for (const name of TABLES) {
      const world = shippedWorld(name);
      const mesh = buildLosMesh(world.table);
      const area = new Map<number, number>();
      const p = mesh.positions;
      for (let t = 0; t < mesh.triFeature.length; t++) {
        const o = t * 9;
        if (p[o + 2] !== p[o + 5] || p[o + 2] !== p[o + 8]) continue;
        const a =
          Math.abs(
            (p[o + 3]! - p[o]!) * (p[o + 7]! - p[o + 1]!) - (p[o + 6]! - p[o]!) * (p[o + 4]! - p[o + 1]!),
          ) / 2;
        area.set(mesh.triFeature[t]!, (area.get(mesh.triFeature[t]!) ?? 0) + a);
      }
      world.table.features.forEach((f, j) => {
        if (!("outline" in f) || !["hill", "woods", "built-up", "building", "rubble"].includes(f.type))
          return;
        const ring = Math.abs(signedArea(f.outline));
        expect(Math.abs((area.get(j + 1) ?? 0) - ring) / ring, `${name} ${f.id}`).toBeLessThan(1e-4);
      });
    }
  });
});
