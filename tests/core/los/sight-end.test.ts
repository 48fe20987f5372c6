import { describe, expect, it } from "vitest";
import { buildCellRaster } from "../../../src/core/los/cell-raster";
import { deadGroundMap } from "../../../src/core/los/dead-ground";
import { lineOfSight } from "../../../src/core/los/line-of-sight";
import { observerAtPoint } from "../../../src/core/los/observer";
import { lineOfSightBetween, type SightEnd } from "../../../src/core/los/sight-end";
import { verdictFacts } from "../../../src/core/los/verdict-text";
import { shippedWorld } from "../../support/worlds";

/** A small seeded generator (mulberry32), so a failing case names its seed and replays. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("line of sight from and to bare points (issue 22)", () => {
  const world = shippedWorld("ridge-and-village.json");
  const point = (x: number, y: number, heightYards: number): SightEnd => ({
    kind: "point",
    x,
    y,
    heightYards,
  });

  // The point check and the dead-ground map from the same point are two codings of one question: a
  // point target at a cell's centre, `h` yards tall, is seen from the eye exactly when the map says so.
  for (const seed of [1, 2, 3]) {
    it(`agrees with the dead-ground map from that point, cell for cell (seed ${seed})`, () => {
      const rand = rng(seed);
      const raster = buildCellRaster(world, 1);
      const { width, depth } = world.table;
      const ox = Math.round(rand() * width * 100) / 100;
      const oy = Math.round(rand() * depth * 100) / 100;
      const eye = [1, 2, 5][seed % 3]!;
      const h = 2;
      const { visible } = deadGroundMap(world, raster, observerAtPoint(world, ox, oy, eye), {
        targetHeightYards: h,
      });
      let seen = 0;
      for (let k = 0; k < 150; k++) {
        const c = Math.floor(rand() * raster.cols);
        const r = Math.floor(rand() * raster.rows);
        const x = (c + 0.5) * raster.cellInches;
        const y = (r + 0.5) * raster.cellInches;
        if (Math.hypot(x - ox, y - oy) < 1) continue;
        const v = lineOfSightBetween(world, point(ox, oy, eye), point(x, y, h));
        if (!v.ok) throw new Error(v.error);
        expect(v.value.visible, `(${ox}, ${oy}) eye ${eye} → cell (${c}, ${r})`).toBe(
          visible[r * raster.cols + c] === 1,
        );
        if (v.value.visible) seen++;
      }
      // The sample mixes seen and unseen cells, so the comparison tests both answers.
      expect(seen).toBeGreaterThan(0);
      expect(seen).toBeLessThan(150);
    });
  }

  it("a point observer casts one eye to the unit's five top points, and names the point", () => {
    const r = lineOfSightBetween(world, point(30, 20, 2), { kind: "unit", id: "r4" });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.observer).toBe("point (30, 20)");
    expect(r.value.target).toBe("r4");
    expect(r.value.lines).toHaveLength(5);
    expect(r.value.coverSamples).toBeGreaterThan(0);
  });

  it("a unit to a point target: five lines, no cover measured, said so", () => {
    const r = lineOfSightBetween(world, { kind: "unit", id: "b1" }, point(10, 10, 2));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.lines).toHaveLength(5);
    expect(r.value.coverSamples).toBe(0);
    expect(r.value.reasons.map((x) => x.rule)).toContain("cover-not-measured");
    expect(verdictFacts(r.value).find((f) => f.label === "cover")?.value).toBe(
      "if it could be seen: not measured, no silhouette to sample",
    );
    // A point inside a covering area is covered by the area (seed 000 §5.1), as a unit there would be.
    const inTown = lineOfSightBetween(world, { kind: "unit", id: "b1" }, point(40, 30, 2));
    if (!inTown.ok) throw new Error(inTown.error);
    expect(inTown.value.covered).toBe(true);
    expect(inTown.value.reasons.find((x) => x.rule === "cover-more-than-half")?.featureId).toBe("village-1");
    expect(verdictFacts(inTown.value).find((f) => f.label === "cover")?.value).toMatch(
      /not measured, no silhouette to sample — covered by the area it is in/,
    );
  });

  it("a point at a unit's place and eye sees what the unit's centre eye sees", () => {
    // b1's centre eye is one of its five: whenever the point sees, the unit sees.
    const b1 = world.table.units.find((u) => u.id === "b1")!;
    const unit = lineOfSight(world, "b1", "r4");
    const at = lineOfSightBetween(world, point(b1.x, b1.y, 2), { kind: "unit", id: "r4" });
    if (!unit.ok || !at.ok) throw new Error("no verdict");
    if (at.value.visible) expect(unit.value.visible).toBe(true);
    expect(at.value.distanceInches).toBeGreaterThanOrEqual(unit.value.distanceInches);
  });

  it("refuses a point off the table, a point of no height, and the same point twice, naming them", () => {
    const off = lineOfSightBetween(world, point(-1, 5, 2), { kind: "unit", id: "r4" });
    expect(off).toEqual({
      ok: false,
      error: `the point (-1, 5) is off the ${world.table.width}×${world.table.depth}" table`,
    });
    const flat = lineOfSightBetween(world, point(5, 5, 0), { kind: "unit", id: "r4" });
    expect(flat.ok ? "" : flat.error).toMatch(/needs a height above the ground, not 0 yd/);
    const same = lineOfSightBetween(world, point(5, 5, 2), point(5, 5, 3));
    expect(same.ok ? "" : same.error).toMatch(/are the same point \(5, 5\)$/);
    const unknown = lineOfSightBetween(world, point(5, 5, 2), { kind: "unit", id: "nobody" });
    expect(unknown.ok ? "" : unknown.error).toMatch(/no unit "nobody"/);
  });
});
