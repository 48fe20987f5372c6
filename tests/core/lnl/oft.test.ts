import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { applyLnl } from "../../../src/core/lnl/apply";
import { parseLnlCommand } from "../../../src/core/lnl/commands";
import { scriptedDice } from "../../../src/core/lnl/dice";
import { planShot, resolveShot, type ShotSpec } from "../../../src/core/lnl/fire";
import { lnlMapOf } from "../../../src/core/lnl/map";
import { DEFAULT_ARMOR, ORDNANCE_TO_HIT, rollOft } from "../../../src/core/lnl/oft";
import { lnlStart } from "../../../src/core/lnl/ruleset";
import { parseLnlBody } from "../../../src/core/lnl/setup";
import type { LnlState } from "../../../src/core/lnl/state";
import { createWorld } from "../../../src/geometry/los/world";

/** OFT to-hit and armour (project default after LnLT v5.1 13.0/15.0), on a bare hex table. */

const table = {
  format: "sightline-table/1",
  name: "oft test",
  width: 12,
  depth: 12,
  features: [],
  hex: { sizeInches: 1, overrides: [] },
};
const gunCrew = (hex: string, extra = {}) => ({
  id: "at",
  side: "us",
  kind: "crew",
  hex,
  firepower: 1,
  range: 6,
  movement: 3,
  morale: 5,
  sw: [{ id: "gun", kind: "ordnance", firepower: 4, range: 10 }],
  ...extra,
});
const tank = (id: string, hex: string, extra = {}) => ({
  id,
  side: "them",
  kind: "armored-vehicle",
  hex,
  firepower: 3,
  range: 8,
  movement: 6,
  morale: 5,
  ...extra,
});
function setup(counters: unknown[], overrides: unknown[] = []) {
  const body = parseLnlBody(
    { table: { ...table, hex: { ...table.hex, overrides } }, counters },
    builtinCatalog(),
  );
  if (!body.ok) throw new Error(JSON.stringify(body.error));
  const map = lnlMapOf(createWorld(body.value.table, builtinCatalog(), FIRESTRIKE_SIGHT))!;
  return { state: lnlStart(body.value), map };
}
const spec = (targetHex: string, extra: Partial<ShotSpec> = {}): ShotSpec => ({
  firers: [{ unit: "at", sw: ["gun"], ifp: false }],
  targetHex,
  opportunity: false,
  spottedThisImpulse: false,
  movingNow: [],
  ...extra,
});
function shoot(state: LnlState, map: ReturnType<typeof setup>["map"], s: ShotSpec, rolls: number[]) {
  const plan = planShot(state, map, s);
  if (!plan.ok) throw new Error(plan.error);
  const dice = scriptedDice(rolls);
  return { ...resolveShot(state, plan.value, s, dice), plan: plan.value, used: dice.used };
}

describe("OFT to-hit and armour", () => {
  it("to-hit: 1d6 + OFT modifiers at most the to-hit number; then 1d6 + FP against armour", () => {
    expect(rollOft([], 4, 3, scriptedDice([4, 1]))).toMatchObject({
      hit: true,
      penTotal: 5,
      penetrated: true,
    });
    expect(rollOft([], 4, 3, scriptedDice([5]))).toMatchObject({
      hit: false,
      penRoll: null,
      penetrated: false,
    });
    const m = [{ line: "OFT target 1", section: "5.0", value: -2, text: "adjacent" }];
    expect(rollOft(m, 4, 3, scriptedDice([6, 1])).hit).toBe(true); // 6 − 2 = 4 ≤ 4
    expect(rollOft([], 2, 3, scriptedDice([1, 1])).penetrated).toBe(false); // 1 + 2 = 3, not > 3
    expect(ORDNANCE_TO_HIT).toBe(4);
  });

  it("ordnance at an armoured vehicle rolls the OFT: the card's lines change the roll", () => {
    const far = setup([gunCrew("A1"), tank("t1", "A4")]);
    const miss = shoot(far.state, far.map, spec("A4"), [5]);
    expect(miss.plan.oft?.modifiers).toEqual([]);
    expect(miss.event.oft).toMatchObject({ hit: false, toHitTotal: 5 });
    expect(miss.used).toBe(1);
    // the same roll adjacent: OFT target 1 (−2) makes it a hit
    const near = setup([gunCrew("A1"), tank("t1", "A2")]);
    const r = shoot(near.state, near.map, spec("A2"), [5, 3, 6]);
    expect(r.plan.oft?.modifiers.map((x) => x.line)).toEqual(["OFT target 1"]);
    expect(r.event.oft).toMatchObject({ hit: true, toHitTotal: 3, penTotal: 7, armor: DEFAULT_ARMOR });
    // penetrated by 4: the armour column's DC 6 + 4 = 10 against morale 5 (2M ≤ DR < 3M): Shaken
    expect(r.event.damage).toHaveLength(1);
    expect(r.event.damage[0]).toMatchObject({ unit: "t1", column: "armor", dr: 10, result: "shaken" });
    expect(r.units.find((u) => u.id === "t1")!.shaken).toBe(true);
  });

  it("firer lines from the board: degrading hexes on the line (OFT firer 2, at most two), smoke in the gun's hex (firer 9)", () => {
    const brush = ["A2", "A3"].map((hex) => ({ hex, terrain: "brush" }));
    const { state, map } = setup([gunCrew("A1"), tank("t1", "A4")], [...brush, { hex: "A1", smoke: true }]);
    const plan = planShot(state, map, spec("A4"));
    expect(plan.ok && plan.value.oft?.modifiers.map((x) => [x.line, x.value])).toEqual([
      ["OFT firer 2", 2],
      ["OFT firer 9", 1],
    ]);
  });

  it("armour stops a weak gun; the counter's armour factor is used", () => {
    const { state, map } = setup([gunCrew("A1"), tank("t1", "A2", { armor: 9 })]);
    const r = shoot(state, map, spec("A2"), [1, 6, 1]);
    expect(r.event.oft).toMatchObject({ hit: true, penTotal: 10, armor: 9, penetrated: true });
    const s = shoot(state, map, spec("A2"), [1, 5]);
    expect(s.event.oft).toMatchObject({ penetrated: false });
    expect(s.event.hit).toBe(false);
    expect(s.event.damage).toEqual([]);
  });

  it("firer lines from the game: an SMC with the gun (OFT firer 4), a moved target (OFT target 2)", () => {
    const { state, map } = setup([gunCrew("A1", { kind: "leader" }), tank("t1", "A4")]);
    state.units.find((u) => u.id === "t1")!.moved = true;
    const p = planShot(state, map, spec("A4"));
    if (!p.ok) throw new Error(p.error);
    expect(p.value.oft?.modifiers.map((x) => [x.line, x.value])).toEqual([
      ["OFT firer 4", 1],
      ["OFT target 2", 1],
    ]);
  });

  it("a gun fires alone at armour; ordnance at infantry stays a DFT attack", () => {
    const { state, map } = setup([gunCrew("A1", { kind: "squad" }), tank("t1", "A4")]);
    const p = planShot(state, map, spec("A4", { firers: [{ unit: "at", sw: ["gun"], ifp: true }] }));
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.error).toMatch(/fires alone/);
    const inf = setup([
      gunCrew("A1"),
      { id: "sq", side: "them", kind: "squad", hex: "A4", firepower: 2, range: 6, movement: 4, morale: 4 },
    ]);
    const q = planShot(inf.state, inf.map, spec("A4"));
    expect(q.ok && q.value.oft).toBe(null);
  });

  it("is reachable through the fire command in a game (sides us/them, Operations Phase)", () => {
    const { state, map } = setup([gunCrew("A1"), tank("t1", "A2")]);
    let s = state;
    for (const side of [s.toAct, s.sides.find((x) => x !== s.toAct)!]) {
      const r = applyLnl(s, side, { type: "end-rally" }, map, scriptedDice([]));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    const cmd = parseLnlCommand({
      type: "fire",
      firers: [{ unit: "at", sw: ["gun"], ifp: false }],
      target: "A2",
    });
    if (!cmd.ok) throw new Error(cmd.error.message);
    const r = applyLnl(s, "us", cmd.value, map, scriptedDice([6, 3, 6]));
    if (!r.ok) throw new Error(r.error.message);
    const ev = r.value.events.find((e) => e.type === "fire") as { oft: { hit: boolean; toHitTotal: number } };
    expect(ev.oft).toMatchObject({ hit: true, toHitTotal: 4 }); // 6 − 2 (OFT target 1)
  });
});
