import { describe, expect, it } from "vitest";
import { castLine, newLineHit } from "../../../src/core/los/cast-line";
import { buildCellRaster } from "../../../src/core/los/cell-raster";
import { deadGroundMap } from "../../../src/core/los/dead-ground";
import { hillEdgeMask } from "../../../src/core/los/hill-edge-mask";
import { losBetween } from "../../../src/core/los/line-of-sight";
import { type MapObserver, observerAtPoint, observerFromPlacement } from "../../../src/core/los/observer";
import { threatMap } from "../../../src/core/los/threat-map";
import { placeBase, placeUnit } from "../../../src/core/units/placement";
import { shippedWorld } from "../../support/worlds";

/** The reference: every cell cast from every eye, no caches, no shafts. */
function bruteForce(
  world: ReturnType<typeof shippedWorld>,
  raster: ReturnType<typeof buildCellRaster>,
  o: MapObserver,
  heightYards = 2,
) {
  const rule = hillEdgeMask(world, raster, o).ok;
  const hit = newLineHit();
  const out = new Uint8Array(raster.cols * raster.rows);
  for (let i = 0; i < out.length; i++) {
    if (!rule[i]) continue;
    const r = Math.floor(i / raster.cols);
    const c = i % raster.cols;
    const set = raster.areaSet[i]!;
    const own = set >= 0 ? raster.areaSets[set]! : [];
    for (let e = 0; e < o.eyeX.length && !out[i]; e++) {
      castLine(
        world.geometry,
        o.eyeX[e]!,
        o.eyeY[e]!,
        o.eyeZ[e]!,
        (c + 0.5) * raster.cellInches,
        (r + 0.5) * raster.cellInches,
        raster.ground[i]! + heightYards,
        o.own,
        own,
        false,
        hit,
      );
      if (hit.feature < 0) out[i] = 1;
    }
  }
  return out;
}

describe("dead-ground maps equal casting every cell", () => {
  const cases: [string, string[]][] = [
    ["ridge-and-village.json", ["b1", "b3", "r4", "r6"]],
    ["open-plain.json", []],
    ["river-town.json", []],
  ];
  for (const [name, ids] of cases) {
    it(`${name}: unit observers (on hills, in woods, in the open) and a point observer`, () => {
      const world = shippedWorld(name);
      const raster = buildCellRaster(world, 0.25);
      const units = ids.length
        ? world.table.units.filter((u) => ids.includes(u.id))
        : world.table.units.slice(0, 3);
      const observers = [
        ...units.map((u) => observerFromPlacement(world, placeUnit(world.terrain, world.catalog, u))),
        observerAtPoint(world, 36, 24, 2),
      ];
      for (const o of observers) {
        const { visible } = deadGroundMap(world, raster, o);
        const reference = bruteForce(world, raster, o);
        let differ = 0;
        for (let i = 0; i < visible.length; i++) if (visible[i] !== reference[i]) differ++;
        expect(differ, `observer ${o.id}`).toBe(0);
      }
    });
  }

  // The bench tables: finely contoured three-level hills, woods, towns and walls, where the horizon
  // proofs, block proofs and blocker caches all do most of their work.
  const benchCases: [string, string[], [number, number, number][]][] = [
    ["bench-dense.json", ["b5", "b25", "r15", "b11"], [[12, 12, 2]]],
    ["bench-clutter.json", ["b3", "r22", "b24"], [[60, 36, 3]]],
  ];
  for (const [name, ids, points] of benchCases) {
    it(`${name}: observers in the open, on hills and slopes, in woods, and on a hill top`, () => {
      const world = shippedWorld(name);
      const raster = buildCellRaster(world, 0.25);
      const observers = [
        ...world.table.units
          .filter((u) => ids.includes(u.id))
          .map((u) => observerFromPlacement(world, placeUnit(world.terrain, world.catalog, u))),
        ...points.map(([x, y, eye]) => observerAtPoint(world, x, y, eye)),
      ];
      expect(observers.length).toBe(ids.length + points.length);
      let horizonDead = 0;
      for (const o of observers) {
        const { visible, stats } = deadGroundMap(world, raster, o);
        const reference = bruteForce(world, raster, o);
        let differ = 0;
        for (let i = 0; i < visible.length; i++) if (visible[i] !== reference[i]) differ++;
        expect(differ, `observer ${o.id}`).toBe(0);
        expect(stats.cells).toBe(visible.length);
        horizonDead += stats.horizonDeadCells;
      }
      // The horizon proofs really were exercised (and so checked) here.
      expect(horizonDead).toBeGreaterThan(10_000);
    });
  }

  it("bench-dense.json: a short target (0.5 yd) equals casting every cell", () => {
    const world = shippedWorld("bench-dense.json");
    const raster = buildCellRaster(world, 0.25);
    const b25 = world.table.units.find((u) => u.id === "b25")!;
    const o = observerFromPlacement(world, placeUnit(world.terrain, world.catalog, b25));
    const { visible } = deadGroundMap(world, raster, o, { targetHeightYards: 0.5 });
    const reference = bruteForce(world, raster, o, 0.5);
    let differ = 0;
    for (let i = 0; i < visible.length; i++) if (visible[i] !== reference[i]) differ++;
    expect(differ).toBe(0);
  });

  it("a cell agrees with lineOfSight for a point-sized target standing there", () => {
    const world = shippedWorld("ridge-and-village.json");
    const raster = buildCellRaster(world, 0.25);
    const b1 = world.table.units.find((u) => u.id === "b1")!;
    const observer = placeUnit(world.terrain, world.catalog, b1);
    const { visible } = deadGroundMap(world, raster, observerFromPlacement(world, observer));
    const entry = world.catalog.byType.get("infantry")!;
    let checked = 0;
    let seen = 0;
    for (let i = 0; i < visible.length; i += 997) {
      const r = Math.floor(i / raster.cols);
      const c = i % raster.cols;
      // A tiny base so its five top points sit on the cell centre: the map's point target.
      const target = placeBase(world.terrain, entry, {
        id: "probe",
        side: "red",
        type: "infantry",
        x: (c + 0.5) * 0.25,
        y: (r + 0.5) * 0.25,
        facing: 0,
        posture: "normal",
        heightYards: 2,
        baseInches: [0.001, 0.001],
      });
      const v = losBetween(world, observer, target, { coverSamples: 16 }).visible;
      expect(v ? 1 : 0, `cell ${r},${c}`).toBe(visible[i]);
      checked++;
      if (v) seen++;
    }
    expect(checked).toBeGreaterThan(50);
    expect(seen).toBeGreaterThan(5);
    expect(checked - seen).toBeGreaterThan(5);
  });

  it("threat map counts are the sum of the side's dead-ground maps", () => {
    const world = shippedWorld("ridge-and-village.json");
    const raster = buildCellRaster(world, 0.5);
    const reds = world.table.units
      .filter((u) => u.side === "red")
      .slice(0, 3)
      .map((u) => observerFromPlacement(world, placeUnit(world.terrain, world.catalog, u)));
    const counts = threatMap(world, raster, reds);
    const maps = reds.map((o) => deadGroundMap(world, raster, o).visible);
    for (let i = 0; i < counts.length; i++) expect(counts[i]).toBe(maps.reduce((s, m) => s + m[i]!, 0));
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(2); // overlapping views really add up
  });
});
