import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { nodePool } from "../../src/cli/node-pool";
import { buildCellRaster } from "../../src/core/los/cell-raster";
import { deadGroundMap } from "../../src/core/los/dead-ground";
import { ladderProblem, minHeightMap } from "../../src/core/los/min-height";
import { observerAtPoint, observerFromPlacement } from "../../src/core/los/observer";
import { placeUnit } from "../../src/core/units/placement";
import { shippedWorld } from "../support/worlds";

// Issue 22: the minimum-visible-height map (GDAL viewshed -om) must agree with plain dead-ground maps
// at every height of its ladder, cell for cell: where the map's height ≤ h the cell is seen at h, and
// where sight is monotone in target height (every cell but a few lines grazing wall ends) the cell
// seen at h has the map's height ≤ h.
const LADDER = [0.5, 1, 2, 3, 4];
const CASES: [string, string[]][] = [
  ["ridge-and-village.json", ["b1", "b4", "r3"]],
  ["river-town.json", ["b1", "r2"]],
];

describe("minimum visible height map", () => {
  for (const [table, ids] of CASES) {
    const world = shippedWorld(table);
    const raster = buildCellRaster(world, 0.5);
    const observerOf = (id: string) =>
      observerFromPlacement(
        world,
        placeUnit(world.terrain, world.catalog, world.table.units.find((u) => u.id === id)!),
      );
    const observers = [
      ...ids.map(observerOf),
      observerAtPoint(world, world.table.width / 2, world.table.depth / 3, 3),
    ];
    for (const o of observers)
      it(`${table}, observer ${o.id}: agrees with dead-ground maps at ${LADDER.join(", ")} yards`, () => {
        const map = minHeightMap(world, raster, o, LADDER);
        const seen = LADDER.map((h) => deadGroundMap(world, raster, o, { targetHeightYards: h }).visible);
        let monotone = 0;
        let checked = 0;
        for (let i = 0; i < map.level.length; i++) {
          // Seen at the map's height and every height above it; dead below it where sight is monotone.
          const bits = seen.map((v) => v[i] === 1);
          const isMonotone = bits.every((b, k) => !b || bits.slice(k).every(Boolean));
          for (let k = 0; k < LADDER.length; k++) {
            if (map.level[i]! <= k && !bits[k])
              throw new Error(`cell ${i}: map says seen at ${LADDER[k]} yd`);
            if (isMonotone && bits[k] && map.level[i]! > k)
              throw new Error(
                `cell ${i}: seen at ${LADDER[k]} yd, the map says ${LADDER[map.level[i]!] ?? "more"}`,
              );
          }
          // Exactly the reading chosen: the lowest height from which every taller one is seen too.
          let stays = LADDER.length;
          while (stays > 0 && bits[stays - 1]) stays--;
          if (map.level[i] !== stays)
            throw new Error(`cell ${i}: level ${map.level[i]}, the maps say ${stays}`);
          if (isMonotone) monotone++;
          checked++;
        }
        // Sight not monotone in height is rare (b4 on ridge-and-village: 2.2% of cells, lines grazing
        // the end of wall-2 from an eye 0.2 yards up).
        expect(monotone / checked).toBeGreaterThan(0.95);
        // The map is not trivial: it holds more than one level.
        expect(new Set(map.level).size).toBeGreaterThan(1);
      });
  }

  it("river-town, r3 in a wood, 0.25\" cells: each level is the full maps' reading (a smoke wall at a target once went unseen)", () => {
    const world = shippedWorld("river-town.json");
    const raster = buildCellRaster(world, 0.25);
    const u = world.table.units.find((x) => x.id === "r3")!;
    const o = observerFromPlacement(world, placeUnit(world.terrain, world.catalog, u));
    expect(o.own.length).toBeGreaterThan(0);
    const map = minHeightMap(world, raster, o, LADDER);
    const seen = LADDER.map((h) => deadGroundMap(world, raster, o, { targetHeightYards: h }).visible);
    let wrong = 0;
    for (let i = 0; i < map.level.length; i++) {
      let stays = LADDER.length;
      while (stays > 0 && seen[stays - 1]![i] === 1) stays--;
      if (map.level[i] !== stays) wrong++;
    }
    expect(wrong).toBe(0);
  });

  it("the top map knows, for most cells it sees, the lower heights seen there without their maps", () => {
    const world = shippedWorld("ridge-and-village.json");
    const raster = buildCellRaster(world, 0.5);
    const o = observerAtPoint(world, world.table.width / 2, world.table.depth / 3, 3);
    const lower = LADDER.slice(0, -1);
    const { visible, seenFrom } = deadGroundMap(world, raster, o, {
      targetHeightYards: 4,
      lowerHeightsYards: lower,
    });
    const seen = visible.reduce((a, v) => a + v, 0);
    let known = 0;
    for (let i = 0; i < visible.length; i++) if (visible[i] === 1 && seenFrom![i]! < lower.length) known++;
    expect(known / seen).toBeGreaterThan(0.5);
    // Where it says so, the lower maps agree (the repro above checks the whole map).
    const maps = lower.map((h) => deadGroundMap(world, raster, o, { targetHeightYards: h }).visible);
    for (let i = 0; i < visible.length; i++)
      for (let k = seenFrom![i]!; k < lower.length; k++)
        if (maps[k]![i] !== 1) throw new Error(`cell ${i}: said seen at ${lower[k]} yd`);
  });

  it("the worker pool gives the same map as one thread", async () => {
    const world = shippedWorld("ridge-and-village.json");
    const pool = nodePool(2);
    try {
      pool.setTable(world.table, world.scene, world.catalog, { sight: world.rules.name });
      const o = observerFromPlacement(
        world,
        placeUnit(world.terrain, world.catalog, world.table.units.find((u) => u.id === "b4")!),
      );
      const pooled = await pool.minHeight(o, { cellInches: 0.5, heightsYards: LADDER });
      const local = minHeightMap(world, buildCellRaster(world, 0.5), o, LADDER);
      expect(pooled.heightsYards).toEqual(LADDER);
      expect(Array.from(pooled.level)).toEqual(Array.from(local.level));
    } finally {
      pool.dispose();
    }
  });

  it("refuses a ladder that does not rise", () => {
    expect(ladderProblem([1, 1])).toMatch(/must rise/);
    expect(ladderProblem([])).toMatch(/1 to 32/);
    expect(ladderProblem([0, 2])).toMatch(/positive/);
    expect(ladderProblem([0.5, 2, 4])).toBeNull();
  });
});

describe("sightline deadground --min-height", () => {
  const root = new URL("../../", import.meta.url).pathname;
  const run = (...args: string[]) => {
    const r = spawnSync(process.execPath, ["src/cli/sightline.mjs", "deadground", ...args], {
      cwd: root,
      encoding: "utf8",
    });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it("--json gives per cell the least height seen (null: more than the tallest), matching --target-height-yards maps", () => {
    const r = run(
      "terrain/ridge-and-village.json",
      "b4",
      "--min-height",
      "--heights",
      "1,3",
      "--cell",
      "1",
      "--json",
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const v = JSON.parse(r.out);
    expect(v.heightsYards).toEqual([1, 3]);
    expect(v.grid).toHaveLength(v.rows);
    const at3 = JSON.parse(
      run("terrain/ridge-and-village.json", "b4", "--target-height-yards", "3", "--cell", "1", "--json").out,
    );
    for (let r0 = 0; r0 < v.rows; r0++)
      for (let c = 0; c < v.cols; c++) {
        const m = v.grid[r0][c];
        // where the map's height is ≤ 3 yards the 3-yard map sees the cell
        if (m !== null) expect(at3.grid[r0][c]).toBe("1");
        else expect(at3.grid[r0][c]).toBe("0");
      }
  });

  it("explains a bad ladder and a clash with --target-height-yards", () => {
    const bad = run("terrain/ridge-and-village.json", "b4", "--min-height", "--heights", "2,1");
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--heights "2,1": heights must rise/);
    expect(bad.err).not.toMatch(/at .*\.ts:/);
    const clash = run("terrain/ridge-and-village.json", "b4", "--min-height", "--target-height-yards", "3");
    expect(clash.code).toBe(2);
    expect(clash.err).toMatch(/--min-height/);
  });
});
