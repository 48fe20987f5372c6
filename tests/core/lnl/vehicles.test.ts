import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayText } from "../../../src/cli/replay";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { GAME_FORMAT, parseGameText, serializeGame } from "../../../src/core/game/format";
import { logFile, openSession, playAs } from "../../../src/core/game/session";
import { applyLnl, seatsToAct } from "../../../src/core/lnl/apply";
import { parseLnlCommand } from "../../../src/core/lnl/commands";
import { scriptedDice } from "../../../src/core/lnl/dice";
import { planShot, type ShotSpec } from "../../../src/core/lnl/fire";
import { lnlMapOf } from "../../../src/core/lnl/map";
import { lnlStart } from "../../../src/core/lnl/ruleset";
import { parseLnlBody } from "../../../src/core/lnl/setup";
import type { LnlState } from "../../../src/core/lnl/state";
import { createWorld } from "../../../src/geometry/los/world";
import { lnlRegistry } from "./support";

/**
 * Vehicles on the table (issue 21): hull and turret facing, hatches and pivots are state, and the
 * card's vehicle lines (OFT firer 5, 6, 7 and DFT 8) come from it. The board: a bare flat 1-inch grid;
 * facing 0 (hexside 5) looks up the column (C5 → C6 → C7…).
 */

const table = {
  format: "sightline-table/1",
  name: "vehicles test",
  width: 20,
  depth: 20,
  features: [],
  hex: { sizeInches: 1, overrides: [] },
  units: [{ id: "tk", side: "us", type: "MBT", x: 4, y: 7.79, facing: 178 }],
};
const gun = { id: "gun", kind: "ordnance", firepower: 4, range: 12 };
const vehicle = (id: string, hex: string, extra = {}) => ({
  id,
  side: "us",
  kind: "armored-vehicle",
  hex,
  firepower: 2,
  range: 8,
  movement: 6,
  morale: 5,
  sw: [gun],
  facing: 0,
  ...extra,
});
const enemyTank = (hex: string) => ({
  id: "et",
  side: "them",
  kind: "armored-vehicle",
  hex,
  firepower: 2,
  range: 8,
  movement: 6,
  morale: 5,
});
const enemySquad = (hex: string) => ({
  id: "es",
  side: "them",
  kind: "squad",
  hex,
  firepower: 2,
  range: 6,
  movement: 4,
  morale: 5,
});
function setup(counters: unknown[]) {
  const body = parseLnlBody({ table, counters }, builtinCatalog());
  if (!body.ok) throw new Error(JSON.stringify(body.error));
  const map = lnlMapOf(createWorld(body.value.table, builtinCatalog(), FIRESTRIKE_SIGHT))!;
  const state: LnlState = { ...lnlStart(body.value), phase: "operations", toAct: "us" };
  return { state, map };
}
const gunShot = (firer: string, targetHex: string): ShotSpec => ({
  firers: [{ unit: firer, sw: ["gun"], ifp: false }],
  targetHex,
  opportunity: false,
  spottedThisImpulse: false,
  movingNow: [],
});
const mgShot = (firer: string, targetHex: string): ShotSpec => ({
  ...gunShot(firer, targetHex),
  firers: [{ unit: firer }],
});
const lines = (ms: { line: string; value: number }[]) => ms.map((m) => [m.line, m.value]);
const vehicleLines = (ms: { line: string; value: number }[]) =>
  lines(ms).filter(([l]) => ["OFT firer 5", "OFT firer 6", "OFT firer 7", "DFT 8"].includes(l as string));
const play = (s: LnlState, map: ReturnType<typeof setup>["map"], c: unknown, rolls: number[] = []) => {
  const cmd = parseLnlCommand(c);
  if (!cmd.ok) throw new Error(cmd.error.message);
  return applyLnl(s, seatsToAct(s)[0]!, cmd.value, map, scriptedDice(rolls));
};
/** The enemy lets an Opportunity Fire chance pass, if the last step gave one. */
const letPass = (s: LnlState, map: ReturnType<typeof setup>["map"]) => {
  if (!s.opWindow) return s;
  const r = play(s, map, { type: "pass" });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};

describe("vehicle state: facing, turret, hatches", () => {
  it("starts from the counters: facing rounded to a hexside, turret by kind, hatches buttoned", () => {
    const { state } = setup([
      vehicle("a", "C5", { facing: 100 }),
      vehicle("b", "D5", { kind: "unarmored-vehicle", sw: [] }),
      vehicle("c", "E5", { turret: false, hatches: "open" }),
      enemyTank("H9"),
    ]);
    const by = (id: string) => state.units.find((u) => u.id === id)!;
    expect(by("a")).toMatchObject({ facing: 1, turret: 1, hatchesOpen: false });
    expect(by("b").turret).toBeUndefined();
    expect(by("c")).toMatchObject({ facing: 5, hatchesOpen: true });
    expect(by("c").turret).toBeUndefined();
    expect(by("et")).toMatchObject({ facing: 5, turret: 5 });
  });

  it("without a counter facing, a vehicle takes its table unit's (178° → hexside 2)", () => {
    const { facing: _f, ...noFacing } = vehicle("tk", "C5");
    const { state } = setup([noFacing, enemyTank("H9")]);
    expect(state.units.find((u) => u.id === "tk")!.facing).toBe(2);
  });

  it.each([
    ["a turret on a squad", { ...enemySquad("A1"), turret: true }, "$.counters[1].turret"],
    ["hatches on a squad", { ...enemySquad("A1"), hatches: "open" }, "$.counters[1].hatches"],
    ["a facing on a squad", { ...enemySquad("A1"), facing: 60 }, "$.counters[1].facing"],
    ["an MG SW on a vehicle", enemyTank("A1"), "$.counters[0].sw[0].kind"],
  ])("refuses %s, naming where", (_n, bad, path) => {
    const first = path.startsWith("$.counters[0]")
      ? vehicle("v", "C5", { sw: [{ id: "mg", kind: "mg", firepower: 2, range: 8 }] })
      : vehicle("v", "C5");
    const r = parseLnlBody({ table, counters: [first, bad] }, builtinCatalog());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.path)).toContain(path);
  });
});

describe("the card's vehicle lines come from the state", () => {
  // C5 facing 0 looks at C8; C2 is behind it; turret/hull as given
  it.each([
    ["turret gun, target in its arc: no line", { facing: 0 }, "C8", "gun", []],
    [
      "turret gun, target behind: the turret turns (OFT firer 6)",
      { facing: 0 },
      "C2",
      "gun",
      [["OFT firer 6", 1]],
    ],
    ["open hatches (OFT firer 5)", { hatches: "open" }, "C8", "gun", [["OFT firer 5", -1]]],
    ["turretless, in its arc: no line", { turret: false }, "C8", "gun", []],
    [
      "turretless, behind: pivots to fire (OFT firer 7)",
      { turret: false },
      "C2",
      "gun",
      [["OFT firer 7", 1]],
    ],
    [
      "turretless, open hatches, behind",
      { turret: false, hatches: "open" },
      "C2",
      "gun",
      [
        ["OFT firer 5", -1],
        ["OFT firer 7", 1],
      ],
    ],
    ["turretless MGs behind: pivot (DFT 8)", { turret: false }, "C2", "mg", [["DFT 8", -1]]],
    ["turretless MGs in the arc: no line", { turret: false }, "C8", "mg", []],
    ["turret MGs behind: the turret turns, no DFT line", {}, "C2", "mg", []],
  ] as const)("%s", (_n, extra, targetHex, how, want) => {
    const target = how === "gun" ? enemyTank(targetHex) : enemySquad(targetHex);
    const { state, map } = setup([vehicle("v", "C5", extra), target]);
    const p = planShot(state, map, how === "gun" ? gunShot("v", targetHex) : mgShot("v", targetHex));
    if (!p.ok) throw new Error(p.error);
    const ms = how === "gun" ? p.value.oft!.modifiers : p.value.attacker;
    expect(vehicleLines(ms)).toEqual(want);
  });

  it("a gun crew pivots to fire (OFT firer 7); a crew without ordnance has no facing", () => {
    const crew = {
      id: "at",
      side: "us",
      kind: "crew",
      hex: "C5",
      firepower: 1,
      range: 6,
      movement: 3,
      morale: 5,
      sw: [gun],
    };
    const { state, map } = setup([crew, enemyTank("C2")]);
    expect(state.units.find((u) => u.id === "at")!.facing).toBe(5);
    const p = planShot(state, map, gunShot("at", "C2"));
    expect(p.ok && vehicleLines(p.value.oft!.modifiers)).toEqual([["OFT firer 7", 1]]);
  });

  it("the shot leaves the turret (or the turretless hull) facing the target", () => {
    const t = setup([vehicle("v", "C5"), enemyTank("C2")]);
    const r = play(
      t.state,
      t.map,
      { type: "fire", firers: [{ unit: "v", sw: ["gun"], ifp: false }], target: "C2" },
      [6],
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.units.find((u) => u.id === "v")).toMatchObject({ facing: 5, turret: 2 });
    const fire = r.value.events.find((e) => e.type === "fire")!;
    expect(fire.type === "fire" && fire.aims?.[0]).toMatchObject({ unit: "v", turretTurns: true, turret: 2 });
    const h = setup([vehicle("v", "C5", { turret: false }), enemyTank("C2")]);
    const r2 = play(
      h.state,
      h.map,
      { type: "fire", firers: [{ unit: "v", sw: ["gun"], ifp: false }], target: "C2" },
      [6],
    );
    expect(r2.ok && r2.value.state.units.find((u) => u.id === "v")!.facing).toBe(2);
  });
});

describe("vehicle commands", () => {
  it("a move faces the hull the way of the step", () => {
    const { state, map } = setup([vehicle("v", "C5"), enemyTank("K9")]);
    const r = play(state, map, { type: "move", units: ["v"], to: "D5" });
    if (!r.ok) throw new Error(r.error.message);
    // C5 → D5 (odd column, same row): the lower-right neighbour, hexside 0
    expect(r.value.state.units.find((u) => u.id === "v")!.facing).toBe(0);
  });

  it("a pivot costs 1 MP a hexside, then the vehicle may fire from its hex with the pivot's lines", () => {
    const { state, map } = setup([vehicle("v", "C5", { turret: false }), enemyTank("C2")]);
    const r = play(state, map, { type: "pivot", units: ["v"], toward: "C2" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events[0]).toMatchObject({
      type: "pivot",
      cost: 3,
      mpLeft: 3,
      facings: [{ unit: "v", facing: 2 }],
    });
    const s = letPass(r.value.state, map);
    expect(s.activation).toMatchObject({ units: ["v"], steps: 0, pivots: 3, mpLeft: 3 });
    const p = planShot(s, map, gunShot("v", "C2"));
    expect(p.ok && vehicleLines(p.value.oft!.modifiers)).toEqual([["OFT firer 7", 1]]);
    const f = play(
      s,
      map,
      { type: "fire", firers: [{ unit: "v", sw: ["gun"], ifp: false }], target: "C2" },
      [6],
    );
    expect(f.ok).toBe(true);
  });

  it("after a pivot the MGs fire with DFT 8; a hex step first and the vehicle may not fire", () => {
    const { state, map } = setup([vehicle("v", "C5", { turret: false }), enemySquad("F5")]);
    const r = play(state, map, { type: "pivot", units: ["v"], toward: "F5" });
    if (!r.ok) throw new Error(r.error.message);
    const p = planShot(letPass(r.value.state, map), map, mgShot("v", "F5"));
    expect(p.ok && vehicleLines(p.value.attacker)).toEqual([["DFT 8", -1]]);
    const m = play(state, map, { type: "move", units: ["v"], to: "C6" });
    if (!m.ok) throw new Error(m.error.message);
    const f = play(
      letPass(m.value.state, map),
      map,
      { type: "fire", firers: [{ unit: "v" }], target: "F5" },
      [6, 1],
    );
    expect(f.ok ? null : f.error.message).toMatch(/only an Assault Move, or a vehicle that only pivoted/);
  });

  it.each([
    [
      "a squad",
      [vehicle("v", "C5"), { ...enemySquad("C5"), id: "sq", side: "us" }, enemyTank("K9")],
      ["sq"],
      "C2",
      /not a vehicle/,
    ],
    ["toward its front", [vehicle("v", "C5"), enemyTank("K9")], ["v"], "C8", /already in the front arc/],
    ["toward its own hex", [vehicle("v", "C5"), enemyTank("K9")], ["v"], "C5", /another hex/],
    [
      "with too few MPs",
      [vehicle("v", "C5", { movement: 2 }), enemyTank("K9")],
      ["v"],
      "C2",
      /costs 3 MP; the stack has 2/,
    ],
  ] as const)("refuses a pivot of %s", (_n, counters, units, toward, why) => {
    const { state, map } = setup([...counters]);
    const r = play(state, map, { type: "pivot", units, toward });
    expect(r.ok ? null : r.error.message).toMatch(why);
  });

  it("hatches open and close in the side's impulse; a squad has none", () => {
    const { state, map } = setup([
      vehicle("v", "C5"),
      { ...enemySquad("C6"), id: "sq", side: "us" },
      enemyTank("C8"),
    ]);
    const r = play(state, map, { type: "hatches", unit: "v", open: true });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.units.find((u) => u.id === "v")!.hatchesOpen).toBe(true);
    expect(r.value.state.toAct).toBe("us");
    const p = planShot(r.value.state, map, gunShot("v", "C8"));
    expect(p.ok && vehicleLines(p.value.oft!.modifiers)).toEqual([["OFT firer 5", -1]]);
    const again = play(r.value.state, map, { type: "hatches", unit: "v", open: true });
    expect(again.ok ? null : again.error.message).toMatch(/already open/);
    const sq = play(state, map, { type: "hatches", unit: "sq", open: true });
    expect(sq.ok ? null : sq.error.message).toMatch(/no hatches/);
  });
});

describe("a vehicle game saved and replayed", () => {
  it("pivot, hatches, move and fire replay to the same state", () => {
    const counters = [
      vehicle("v", "C5", { turret: false }),
      vehicle("w", "E5"),
      enemyTank("C2"),
      enemySquad("J9"),
    ];
    const text = JSON.stringify({
      format: GAME_FORMAT,
      ruleset: "lnl",
      name: "vehicles",
      seed: "vehicles-1",
      table,
      counters,
      commands: [],
    });
    const f = parseGameText(text, lnlRegistry);
    if (!f.ok) throw new Error(JSON.stringify(f.error));
    const o = openSession(f.value, lnlRegistry);
    if (!o.ok) throw new Error(JSON.stringify(o.error));
    let s = o.value;
    const seatFor = () => ((s.now as LnlState).opWindow ? "them" : (s.now as LnlState).toAct);
    const cmds: unknown[] = [
      { type: "end-rally" },
      { type: "end-rally" },
      { type: "hatches", unit: "v", open: true },
      { type: "pivot", units: ["v"], toward: "C2" },
      { type: "fire", firers: [{ unit: "v", sw: ["gun"], ifp: false }], target: "C2" },
    ];
    for (const c of cmds) {
      const seat = (s.now as LnlState).opWindow ? "them" : seatFor();
      const r = playAs(s, seat, (s.now as LnlState).opWindow ? { type: "pass" } : c);
      if (!r.ok) throw new Error(`${JSON.stringify(c)}: ${r.error.message}`);
      s = r.value;
      if ((s.now as LnlState).opWindow) {
        const p = playAs(s, "them", { type: "pass" });
        if (!p.ok) throw new Error(p.error.message);
        s = p.value;
      }
    }
    const v = (s.now as LnlState).units.find((u) => u.id === "v")!;
    expect(v).toMatchObject({ facing: 2, hatchesOpen: true, fired: true });
    const saved = serializeGame(logFile(s, null), lnlRegistry);
    const again = parseGameText(saved, lnlRegistry);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    const reopened = openSession(again.value, lnlRegistry);
    if (!reopened.ok) throw new Error(JSON.stringify(reopened.error));
    expect(reopened.value.now).toEqual(s.now);
    const r = replayText("vehicles.json", saved, lnlRegistry);
    expect(r.ok).toBe(true);
  });
});

describe("the shipped vehicle table (terrain/lnl-crossroads.json)", () => {
  it("plays: its vehicles face as their bases do, the tank destroyer pivots and fires the OFT with the pivot's line", () => {
    const json = JSON.parse(
      readFileSync(new URL("../../../terrain/lnl-crossroads.json", import.meta.url), "utf8"),
    );
    const body = parseLnlBody({ table: json }, builtinCatalog());
    if (!body.ok) throw new Error(JSON.stringify(body.error));
    const map = lnlMapOf(createWorld(body.value.table, builtinCatalog(), FIRESTRIKE_SIGHT))!;
    const s0: LnlState = { ...lnlStart(body.value), phase: "operations", toAct: "blue" };
    const by = (s: LnlState, id: string) => s.units.find((u) => u.id === id)!;
    expect(by(s0, "b-tank")).toMatchObject({ facing: 5, turret: 5, hatchesOpen: false });
    expect(by(s0, "b-td").facing).toBe(4);
    expect(by(s0, "b-td").turret).toBeUndefined();
    expect(by(s0, "r-gun")).toMatchObject({ kind: "crew", facing: 2 });
    expect(by(s0, "r-ht").turret).toBeUndefined();
    const r = play(s0, map, { type: "pivot", units: ["b-td"], toward: "M4" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events[0]).toMatchObject({ cost: 2, facings: [{ unit: "b-td", facing: 0 }] });
    const p = planShot(letPass(r.value.state, map), map, gunShot("b-td", "M4"));
    if (!p.ok) throw new Error(p.error);
    expect(vehicleLines(p.value.oft!.modifiers)).toEqual([["OFT firer 7", 1]]);
  });
});

describe("the OFT night line comes from the lit hexes (OFT firer 11, 20.2; star-shell.ts)", () => {
  const cases: { name: string; night: boolean; lit: string[]; line: boolean }[] = [
    { name: "night, the target not lit: +3", night: true, lit: [], line: true },
    { name: "night, the target lit by a star shell: none", night: true, lit: ["D9", "D8"], line: false },
    { name: "night, another hex lit: +3", night: true, lit: ["A1"], line: true },
    { name: "day: none", night: false, lit: [], line: false },
  ];
  for (const c of cases)
    it(c.name, () => {
      const { state, map } = setup([vehicle("tk", "D5"), enemyTank("D9")]);
      expect(map.distance("D5", "D9")).toBeGreaterThan(2);
      const p = planShot({ ...state, night: c.night, lit: c.lit }, map, gunShot("tk", "D9"));
      if (!p.ok) throw new Error(p.error);
      const has = lines(p.value.oft!.modifiers).some(([l, v]) => l === "OFT firer 11" && v === 3);
      expect(has).toBe(c.line);
    });
});
