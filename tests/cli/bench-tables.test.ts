import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { benchObserver, threatObservers } from "../../src/cli/bench-suite";
import { cliCatalog, loadTable } from "../../src/cli/io";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import { createWorld } from "../../src/geometry/los/world";

// `npm run bench` maps on every shipped table; it stopped with "no units to map from" on the first
// table shipped without units (Firefight's Brookside farm). Each table must give the bench an observer
// and threat observers: its units where it has them, bare points where it has none.
const files = readdirSync("terrain")
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("the bench's observers on every shipped table", () => {
  it.each(files)("%s", (file) => {
    const table = loadTable(`terrain/${file}`);
    const world = createWorld(table, cliCatalog(), FIRESTRIKE_SIGHT);
    const observer = benchObserver(world);
    const threat = threatObservers(world);
    expect(threat.observers.length).toBeGreaterThan(0);
    for (const o of [observer, ...threat.observers]) {
      expect(o.x).toBeGreaterThanOrEqual(0);
      expect(o.x).toBeLessThanOrEqual(table.width);
      expect(o.y).toBeGreaterThanOrEqual(0);
      expect(o.y).toBeLessThanOrEqual(table.depth);
    }
    if (table.units.length === 0) {
      expect(observer.id).toBe("centre");
      expect(threat.from).toBe("points");
      expect(threat.observers).toHaveLength(8);
    } else {
      expect(table.units.map((u) => u.id)).toContain(observer.id);
      expect(threat.from).toBe("units");
    }
  });
});
