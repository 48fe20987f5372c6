import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { apply } from "../../../src/core/firestrike/apply";
import type { Env } from "../../../src/core/firestrike/context";
import { measuredOracle } from "../../../src/core/firestrike/measured/oracle";
import { type BasePose, type BattlefieldOracle, tableUnitPose } from "../../../src/core/firestrike/oracle";
import { replay } from "../../../src/core/firestrike/replay";
import { setupFromTable } from "../../../src/core/firestrike/setup/from-table";
import { newGame } from "../../../src/core/firestrike/setup/new-game";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { scriptedDice } from "../../../src/core/game/dice";
import { losBetween } from "../../../src/core/los/line-of-sight";
import { lookupUnit } from "../../../src/core/los/world";
import type { Table } from "../../../src/core/table/schema";
import { parseTableText } from "../../../src/core/table/validate";
import { createWorld, type MeasuredWorld } from "../../../src/geometry/los/world";
import { catalog, charts, stats } from "./helpers";

/** The measured oracle on the shipped ridge-and-village table, against the LOS engine itself. */

let table: Table;
let world: MeasuredWorld;
let oracle: BattlefieldOracle;

beforeAll(() => {
  const parsed = parseTableText(readFileSync("terrain/ridge-and-village.json", "utf8"), catalog);
  if (!parsed.ok) throw new Error("shipped table is invalid");
  table = parsed.value;
  world = createWorld(table, catalog, FIRESTRIKE_SIGHT);
  oracle = measuredOracle(world);
});

const poseOf = (id: string): BasePose => tableUnitPose(table.units.find((x) => x.id === id)!, catalog);

describe("measured oracle (ridge-and-village)", () => {
  it.each([
    ["b1", "r4"],
    ["b2", "r1"],
    ["b4", "r6"],
    ["b6", "r7"],
    ["b1", "r3"],
  ])("sight %s → %s agrees with the LOS engine's verdict", (a, b) => {
    const place = (id: string) => {
      const found = lookupUnit(world, id);
      if (!found.ok) throw new Error(found.error);
      return found.placement;
    };
    const v = losBetween(world, place(a), place(b));
    const s = oracle.sight(poseOf(a), poseOf(b));
    expect(s.visible).toBe(v.visible);
    expect(s.coverFraction).toBe(v.coverFraction);
    expect(s.covered).toBe(v.covered);
    expect(oracle.edgeDistance(poseOf(a), poseOf(b))).toBeCloseTo(v.distanceInches, 1);
  });

  it.each([
    [[10, 35], "woods"],
    [[20, 29.8], "road"],
    [[43, 30], "built-up"],
    [[61, 17], "building"],
    [[25, 35], "rubble"],
    [[20, 37.2], "water"],
    [[37, 32], "minefield"],
    [[20, 27.45], "trench"],
    [[65, 45], "open"],
  ] as const)("terrain at %j includes %s", (p, kind) => {
    expect(oracle.terrainAt([p[0], p[1]]).terrain).toContain(kind);
  });

  it("a hill's slope band is hill-slope", () => {
    expect(oracle.terrainAt([6, 8 - 0.3]).terrain).toContain("hill-slope");
  });

  it("a path across the wire and the trench reports the crossing and the terrain in order", () => {
    const t = oracle.terrainAlong([
      [20, 26],
      [20, 30],
    ]);
    expect(t.crossings.map((c) => [c.kind, c.featureId])).toEqual([["wire-medium", "wire-1"]]);
    expect(t.crossings[0]!.alongPathInches).toBeCloseTo(2.5, 5);
    expect(t.crossings[0]!.alongFeatureInches).toBeCloseTo(8, 5);
    // The main road's half-inch tape covers y 29.53 to 30.03 at x = 20, so the path ends on it.
    expect(t.legs.map((l) => l.terrain.join("+"))).toEqual(["open", "trench", "open", "road"]);
    expect(t.legs.reduce((a, l) => a + l.lengthInches, 0)).toBeCloseTo(4, 6);
  });

  it("a path into the minefield names it", () => {
    expect(
      oracle.terrainAlong([
        [34, 32],
        [37, 32],
      ]).minefields,
    ).toEqual(["mines-1"]);
  });

  it("finds cover near a point and where a line first enters it", () => {
    const spots = oracle.coverNear([25, 30], 6, ["woods", "rubble"]);
    expect(spots[0]!.terrain).toBe("rubble");
    expect(spots[0]!.distanceInches).toBeLessThanOrEqual(4.1);
    expect(oracle.firstCoverAlong([30, 35], [20, 35], ["rubble"])).toBeCloseTo(3, 1);
    expect(oracle.firstCoverAlong([30, 45], [40, 45], ["rubble"])).toBeNull();
  });

  it("an impact zone is observed when a friendly base sees into it, and not with nobody looking", () => {
    const zone = { shape: "disc" as const, center: [38, 40] as [number, number], diameterInches: 3 };
    expect(oracle.zoneObserver(zone, [poseOf("r4")])?.observer).toBe("r4");
    expect(oracle.zoneObserver(zone, [])).toBeNull();
  });

  it("wire lying in a zone, one spot per segment width", () => {
    const spots = oracle.wireInZone({ shape: "disc", center: [20, 28.5], diameterInches: 3 });
    expect(spots.every((s) => s.featureId === "wire-1")).toBe(true);
    expect(spots.length).toBeGreaterThanOrEqual(3);
    expect(spots[1]!.alongFeatureInches - spots[0]!.alongFeatureInches).toBeCloseTo(0.8, 1);
  });
});

describe("a game on the shipped table with the measured oracle", () => {
  it("sets up from the table, fires with measured LOS and replays exactly", () => {
    const s = setupFromTable(table, stats);
    expect(s.ok).toBe(true);
    if (!s.ok) return;
    const env: Env = { charts, stats, oracle };
    const dice = (i: number | "start") => scriptedDice([], `ridge/${i}`);
    const g = newGame(s.value, dice("start"), env, catalog);
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    expect(g.value.state.formations["blue-a-coy"]!.parent).toBe("blue-1bn");
    let st = g.value.state;
    for (let i = 0; i < 13; i++) {
      const r = apply(st, { type: "advance" }, env, dice(i));
      if (!r.ok) throw new Error(r.error.message);
      st = r.state;
    }
    expect(st.step).toBe("first-direct-fire");
    const hidden = apply(st, { type: "direct-fire", firer: "b4", target: "r6" }, env, dice(13));
    expect(hidden.ok).toBe(false);
    if (!hidden.ok) expect(hidden.error.code).toBe("target-not-visible");
    const shot = apply(st, { type: "direct-fire", firer: "b1", target: "r4" }, env, dice(13));
    if (!shot.ok) throw new Error(shot.error.message);
    const commands = [
      ...Array.from({ length: 13 }, () => ({ type: "advance" })),
      { type: "direct-fire", firer: "b1", target: "r4" },
    ];
    const again = replay(s.value, dice, commands, env, catalog);
    expect(again.ok && again.value.state).toEqual(shot.state);
  });

  it("refuses a table whose units have no stat line, naming the unit", () => {
    const bad = { ...table, units: table.units.map((u, i) => (i === 0 ? { ...u, type: "zeppelin" } : u)) };
    const r = setupFromTable(bad, stats);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ path: "$.units[0].type" });
  });
});
