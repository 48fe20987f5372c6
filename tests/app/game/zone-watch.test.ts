import { describe, expect, it } from "vitest";
import { zoneWatch } from "../../../src/app/game/zone-watch";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { measuredOracle } from "../../../src/core/firestrike/measured/oracle";
import type { BasePose, Zone } from "../../../src/core/firestrike/oracle";
import { shippedWorld } from "../../support/worlds";

/** The impact-zone watch drawn on the table agrees with the measured oracle the rules use. */

const world = shippedWorld("ridge-and-village.json");
const oracle = measuredOracle(world);
const catalog = builtinCatalog();
const pose = (id: string): BasePose => {
  const u = world.table.units.find((x) => x.id === id)!;
  const [w, d] = u.baseInches ?? catalog.byType.get(u.type)!.baseInches;
  return {
    id: u.id,
    side: u.side,
    catalogType: u.type,
    x: u.x,
    y: u.y,
    facing: u.facing,
    frontageInches: w,
    depthInches: d,
    prone: u.posture === "prone",
    hullDown: u.posture === "hull-down",
    dugIn: u.posture === "dug-in",
  };
};

describe("zone watch", () => {
  const blue = world.table.units.filter((u) => u.side === "blue").map((u) => pose(u.id));
  const zones: Zone[] = [];
  for (let x = 6; x < 72; x += 12)
    for (let y = 6; y < 48; y += 12) zones.push({ shape: "disc", center: [x, y], diameterInches: 3 });

  it.each(zones.map((z) => [z.center.join(","), z]))(
    "zone at (%s): observed exactly when the oracle says so",
    (_at, z) => {
      const w = zoneWatch(world, z as Zone, blue);
      expect(w !== null).toBe(oracle.zoneObserved(z as Zone, blue));
      if (w) {
        expect(w.verdict.visible).toBe(true);
        expect(blue.map((b) => b.id)).toContain(w.observer);
      }
    },
  );

  it("some zones are observed and some are not on this table (the check has both answers)", () => {
    const answers = new Set(zones.map((z) => zoneWatch(world, z, blue) !== null));
    expect(answers).toEqual(new Set([true, false]));
  });
});
