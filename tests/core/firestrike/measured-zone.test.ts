import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { measuredOracle } from "../../../src/core/firestrike/measured/oracle";
import { type BasePose, tableUnitPose, type Zone } from "../../../src/core/firestrike/oracle";
import { losBetween } from "../../../src/core/los/line-of-sight";
import { placeBase } from "../../../src/core/units/placement";
import { shippedWorld } from "../../support/worlds";

/**
 * Who observes an impact zone (seed 000 indirect fire), as the measured oracle reports it: the base, the
 * zone point it sees and its sight with the sight lines, which the game draws on the table. Each answer
 * is checked against the LOS engine directly.
 */

const world = shippedWorld("ridge-and-village.json");
const oracle = measuredOracle(world);
const catalog = builtinCatalog();
const infantry = catalog.byType.get("infantry")!;

const pose = (id: string): BasePose => tableUnitPose(world.table.units.find((x) => x.id === id)!, catalog);
const placed = (p: BasePose) =>
  placeBase(world.terrain, catalog.byType.get(p.catalogType)!, {
    id: p.id,
    side: p.side,
    type: p.catalogType,
    x: p.x,
    y: p.y,
    facing: p.facing,
    posture: "normal",
    baseInches: [p.frontageInches, p.depthInches],
  });
/** Can this base see a standing infantry base at a point (the LOS engine itself)? */
const sees = (o: BasePose, at: [number, number]) =>
  losBetween(
    world,
    placed(o),
    placeBase(world.terrain, infantry, {
      id: "mark",
      side: "zone",
      type: "infantry",
      x: at[0],
      y: at[1],
      facing: 0,
      posture: "normal",
    }),
    { coverSamples: 16 },
  ).visible;

describe("zone observer (measured oracle, ridge-and-village)", () => {
  const blue = world.table.units.filter((u) => u.side === "blue").map((u) => pose(u.id));
  const zones: Zone[] = [];
  for (let x = 6; x < 72; x += 12)
    for (let y = 6; y < 48; y += 12) zones.push({ shape: "disc", center: [x, y], diameterInches: 3 });

  it.each(zones.map((z) => [z.center.join(","), z]))("zone at (%s)", (_at, z) => {
    const zone = z as Zone & { shape: "disc" };
    const w = oracle.zoneObserver(zone, blue);
    if (w === null) {
      // Nobody sees the centre of an unobserved zone.
      for (const o of blue) expect(sees(o, zone.center)).toBe(false);
      return;
    }
    const i = blue.findIndex((b) => b.id === w.observer);
    expect(i).toBeGreaterThanOrEqual(0);
    expect(Math.hypot(w.at[0] - zone.center[0], w.at[1] - zone.center[1])).toBeLessThanOrEqual(1.5 + 1e-9);
    // The observer sees that point; the observers before it in the list do not.
    expect(sees(blue[i]!, w.at)).toBe(true);
    for (const o of blue.slice(0, i)) expect(sees(o, w.at)).toBe(false);
    expect(w.sight.visible).toBe(true);
    expect(w.sight.lines?.length ?? 0).toBeGreaterThan(0);
    expect(w.sight.lines!.some((l) => l.blockedBy === null)).toBe(true);
  });

  it("some zones are observed and some are not on this table (the check has both answers)", () => {
    const answers = new Set(zones.map((z) => oracle.zoneObserver(z, blue) !== null));
    expect(answers).toEqual(new Set([true, false]));
  });

  it("with nobody looking, no zone is observed", () => {
    expect(oracle.zoneObserver(zones[0]!, [])).toBeNull();
  });
});
