import { afterAll, describe, expect, it } from "vitest";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { deployThreatWatchers } from "../../../../src/app/rulesets/firefight/threat";
import { nodePool } from "../../../../src/cli/node-pool";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { builtinFirefightRules } from "../../../../src/core/firefight/builtin";
import { FIREFIGHT_SIGHT, measuredFirefightOracle } from "../../../../src/core/firefight/measured";
import { baseGap } from "../../../../src/core/firefight/model";
import { FIRESTRIKE_SIGHT } from "../../../../src/core/firestrike/sight/rules";
import { buildCellRaster } from "../../../../src/core/los/cell-raster";
import { observerFromPlacement } from "../../../../src/core/los/observer";
import { threatMap } from "../../../../src/core/los/threat-map";
import { placeUnit } from "../../../../src/core/units/placement";
import { createWorld } from "../../../../src/geometry/los/world";
import { shippedTable } from "../../../support/worlds";

/**
 * Issue 20: the firefight's deployment threat map read sight as the app (Firestrike) does and had no
 * range. Now the page asks for it under FIREFIGHT_SIGHT with firefight models as watchers, each reaching
 * the enemy's longest weapon range, through the app's engine (worker pool) like any threat map.
 */
const pools: { dispose(): void }[] = [];
afterAll(() => {
  for (const p of pools) p.dispose();
});
const never = new AbortController().signal;

describe("the firefight deployment threat map, through the app's engine", () => {
  const table = shippedTable("firefight-farm.json");
  const catalog = builtinCatalog();
  const rules = builtinFirefightRules();
  const sides = ["blue", "red"];
  // red (the enemy) carries rifles only; blue's artillery must not lengthen red's reach
  const units = [
    { side: "red", weapon: "rifle" as const },
    { side: "red", weapon: "pistol" as const },
    { side: "blue", weapon: "artillery" as const },
  ];
  const watchers = deployThreatWatchers(table, rules, units, "red", sides)!;
  const watched = { ...table, units: watchers.units };
  const rangeInches = rules.rangeY.get("rifle")! / table.yardsPerInch;
  const base = rules.settings.baseInches;

  it("counts only cells within the longest enemy range, under the firefight's sight, as the core map does", async () => {
    expect(watchers.units.length).toBeGreaterThan(0);
    expect(watchers.units.every((u) => u.side === "red" && u.type === rules.settings.catalogType)).toBe(true);
    const engine = bvhEngine(
      catalog,
      () => {
        const p = nodePool(2);
        pools.push(p);
        return p;
      },
      () => FIRESTRIKE_SIGHT,
    );
    const req = { side: "red", targetHeightYards: 2, cellInches: 1 };
    const ff = await engine.threat(watched, { ...req, sight: watchers.sight }, () => {}, never);
    const old = await engine.threat(watched, req, () => {}, never);
    expect(ff.cols * ff.rows).toBe(old.cols * old.rows);
    const centre = (i: number) => ({
      x: ((i % ff.cols) + 0.5) * ff.cellInches,
      y: (Math.floor(i / ff.cols) + 0.5) * ff.cellInches,
    });
    const inReach = (i: number) =>
      watchers.units.some((w) => baseGap(w, centre(i), base) <= rangeInches + 1e-9);

    // beyond every red weapon's range: threatened with the old settings, not now
    const cells = Array.from({ length: ff.cols * ff.rows }, (_, i) => i);
    const beyond = cells.filter((i) => !inReach(i));
    const seenBeyond = beyond.filter((i) => old.values[i]! > 0);
    expect(seenBeyond.length).toBeGreaterThan(0);
    for (const i of beyond) expect(ff.values[i], `cell ${i}`).toBe(0);

    // in range and in sight: threatened; a firefight model there is seen by a watcher in range
    const oracle = measuredFirefightOracle(createWorld(watched, catalog, FIREFIGHT_SIGHT), rules);
    const hit = cells.find((i) => ff.values[i]! > 0 && inReach(i) && old.values[i]! > 0);
    expect(hit).toBeDefined();
    const c = centre(hit!);
    const seers = watchers.units.filter(
      (w) =>
        baseGap(w, c, base) <= rangeInches + 1e-9 &&
        oracle.sight({ id: w.id, side: "red", x: w.x, y: w.y }, { id: "t", side: "blue", ...c }).visible,
    );
    expect(seers.length).toBeGreaterThan(0);

    // cell for cell the same as the core threat map under FIREFIGHT_SIGHT with the same reach, and
    // not the same as under the app's (Firestrike's) sight: the workers map under the firefight's rules
    const coreMap = (sight?: typeof FIREFIGHT_SIGHT) => {
      const world = createWorld(watched, catalog, sight ?? FIRESTRIKE_SIGHT);
      const observers = watchers.units.map((u) => ({
        ...observerFromPlacement(world, placeUnit(world.terrain, catalog, u)),
        reach: watchers.sight!.reach.get(u.id)!,
      }));
      return Array.from(threatMap(world, buildCellRaster(world, 1), observers, { targetHeightYards: 2 }));
    };
    expect(Array.from(ff.values)).toEqual(coreMap(FIREFIGHT_SIGHT));
    expect(Array.from(ff.values)).not.toEqual(coreMap());
  }, 240_000);
});
