import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../src/core/firestrike/sight/rules";
import { scriptedDice } from "../../../src/core/lnl/dice";
import { planShot, resolveShot, type ShotSpec } from "../../../src/core/lnl/fire";
import { lnlMapOf } from "../../../src/core/lnl/map";
import { lnlStart } from "../../../src/core/lnl/ruleset";
import { parseLnlBody } from "../../../src/core/lnl/setup";
import type { LnlState } from "../../../src/core/lnl/state";
import { createWorld } from "../../../src/geometry/los/world";

/** The DFT procedure with scripted dice on a bare hex table: A1 fires down column A. */

const table = (overrides: unknown[] = []) => ({
  format: "sightline-table/1",
  name: "fire test",
  width: 12,
  depth: 12,
  features: [],
  hex: { sizeInches: 1, overrides },
});
const squad = (id: string, side: string, hex: string, extra = {}) => ({
  id,
  side,
  kind: "squad",
  hex,
  firepower: 2,
  range: 6,
  movement: 4,
  morale: 4,
  ...extra,
});

function setup(counters: unknown[], overrides: unknown[] = []) {
  const body = parseLnlBody({ table: table(overrides), counters }, builtinCatalog());
  if (!body.ok) throw new Error(JSON.stringify(body.error));
  const map = lnlMapOf(createWorld(body.value.table, builtinCatalog(), FIRESTRIKE_SIGHT))!;
  return { state: lnlStart(body.value), map };
}
const spec = (firers: ShotSpec["firers"], targetHex: string): ShotSpec => ({
  firers,
  targetHex,
  opportunity: false,
  spottedThisImpulse: false,
  movingNow: [],
});
function shoot(state: LnlState, map: ReturnType<typeof setup>["map"], s: ShotSpec, rolls: number[]) {
  const plan = planShot(state, map, s);
  if (!plan.ok) throw new Error(plan.error);
  const dice = scriptedDice(rolls);
  const r = resolveShot(state, plan.value, s, dice);
  return { ...r, plan: plan.value, used: dice.used };
}

describe("the DFT procedure (project default after LnLT v5.1 5.0)", () => {
  it("attack 1d6 + FP + modifiers against defence 1d6 + TM; no hit, no damage check", () => {
    const { state, map } = setup(
      [squad("a", "blue", "A1"), squad("b", "red", "A4")],
      [{ hex: "A4", terrain: "woods" }],
    );
    const r = shoot(state, map, spec([{ unit: "a" }], "A4"), [1, 6]);
    expect(r.plan.defenderTm.value).toBe(2);
    expect(r.event).toMatchObject({ attackTotal: 3, defenceTotal: 8, hit: false, damage: [] });
    expect(r.used).toBe(2);
  });

  it("a hit: each unit in the hex takes a DC of 1d6 + the difference − a GO leader's LM", () => {
    const { state, map } = setup([
      squad("a", "blue", "A1"),
      squad("b", "red", "A3"),
      {
        id: "l",
        side: "red",
        kind: "leader",
        hex: "A3",
        firepower: 1,
        range: 4,
        movement: 5,
        morale: 6,
        lm: 1,
      },
    ]);
    // attack 6 + 2 = 8, defence 1 + 0 = 1: difference 7. b: DC 2 + 7 − 1 = 8 ≥ 2×4 → casualty; l: 3 + 7 = 10 vs 6 → shaken
    const r = shoot(state, map, spec([{ unit: "a" }], "A3"), [6, 1, 2, 3]);
    expect(r.event.damage.map((d) => [d.unit, d.dr, d.result])).toEqual([
      ["b", 8, "casualty"],
      ["l", 10, "shaken"],
    ]);
    const b = r.units.find((u) => u.id === "b")!;
    expect(b).toMatchObject({ kind: "half-squad", ifp: 1 });
    expect(r.units.find((u) => u.id === "l")!.shaken).toBe(true);
  });

  it("hero creation: a squad's natural DC of 1, then an even 1d6, puts a hero in the hex", () => {
    const { state, map } = setup([squad("a", "blue", "A1"), squad("b", "red", "A3")]);
    // the fifth roll draws the hero's skill card (skills.ts): 3, the deck's third card
    const made = shoot(state, map, spec([{ unit: "a" }], "A3"), [6, 1, 1, 4, 3]);
    expect(made.event.damage[0]!.hero).toEqual({
      roll: 4,
      appears: true,
      id: "hero-1",
      skill: { roll: 3, card: "fleet-footed" },
    });
    expect(made.units.find((u) => u.id === "hero-1")).toMatchObject({
      kind: "hero",
      side: "red",
      hex: "A3",
      skill: "fleet-footed",
      mf: 6,
    });
    const odd = shoot(state, map, spec([{ unit: "a" }], "A3"), [6, 1, 1, 3]);
    expect(odd.event.damage[0]!.hero).toEqual({ roll: 3, appears: false, id: null });
    const notOne = shoot(state, map, spec([{ unit: "a" }], "A3"), [6, 1, 2]);
    expect(notOne.event.damage[0]!.hero).toBeNull();
    expect(notOne.used).toBe(3);
  });

  it("hero creation counts a Shaken squad too (card: 'even Shaken')", () => {
    const { state, map } = setup([squad("a", "blue", "A1"), squad("b", "red", "A3")]);
    const shaken = { ...state, units: state.units.map((u) => (u.id === "b" ? { ...u, shaken: true } : u)) };
    const r = shoot(shaken, map, spec([{ unit: "a" }], "A3"), [6, 1, 1, 2, 1]);
    expect(r.event.damage[0]).toMatchObject({ column: "shaken-mmc", natural: 1 });
    expect(r.event.damage[0]!.hero).toEqual({
      roll: 2,
      appears: true,
      id: "hero-1",
      skill: { roll: 1, card: "marksman" },
    });
  });

  it("the DC's leader: a Shaken leader gives no LM, a wounded one its LM − 1 (card, Shaken, Wounded)", () => {
    const l = {
      id: "l",
      side: "red",
      kind: "leader",
      hex: "A3",
      firepower: 1,
      range: 4,
      movement: 5,
      morale: 6,
      lm: 2,
    };
    const { state, map } = setup([squad("a", "blue", "A1"), squad("b", "red", "A3"), l]);
    const as = (extra: object) => ({
      ...state,
      units: state.units.map((u) => (u.id === "l" ? { ...u, ...extra } : u)),
    });
    // attack 6 + 2 vs defence 1: difference 7; b's DC 1 + 7 − LM
    const lmOf = (st: LnlState) =>
      shoot(st, map, spec([{ unit: "a" }], "A3"), [6, 1, 1, 1, 1, 1]).event.damage[0]!.leaderLm;
    expect(lmOf(state)).toBe(2);
    expect(lmOf(as({ shaken: true }))).toBe(0);
    expect(lmOf(as({ wounded: true }))).toBe(1);
  });

  it("the target's markers give DFT 3 (Moved, not Low Crawl) and DFT 7 (a vehicle that moved); a mixed hex neither", () => {
    const { state, map } = setup([
      squad("a", "blue", "A1"),
      squad("b", "red", "A4"),
      {
        id: "t",
        side: "red",
        kind: "armored-vehicle",
        hex: "E4",
        firepower: 3,
        range: 8,
        movement: 6,
        morale: 4,
      },
    ]);
    const mark = (marks: Record<string, object>) => ({
      ...state,
      units: state.units.map((u) => ({ ...u, ...(marks[u.id] ?? {}) })),
    });
    const lines = (st: LnlState, hex: string) => {
      const p = planShot(st, map, spec([{ unit: "a" }], hex));
      if (!p.ok) throw new Error(p.error);
      return p.value.attacker.map((m) => [m.line, m.value]);
    };
    expect(lines(mark({ b: { moved: true } }), "A4")).toEqual([["DFT 3", 1]]);
    expect(lines(mark({ b: { assaultMoved: true } }), "A4")).toEqual([["DFT 3", 1]]);
    expect(lines(mark({ b: { lowCrawl: true } }), "A4")).toEqual([]);
    expect(lines(mark({ t: { moved: true } }), "E4")).toEqual([["DFT 7", -1]]);
    expect(lines(state, "E4")).toEqual([]);
    const mixed = { ...state, units: [...state.units, { ...state.units[1]!, id: "b2", moved: true }] };
    expect(lines(mixed, "A4")).toEqual([]);
  });

  it("three degrading hexes block: no shot (card DFT 4)", () => {
    const brush = ["A2", "A3", "A4"].map((hex) => ({ hex, terrain: "brush" }));
    const { state, map } = setup([squad("a", "blue", "A1"), squad("b", "red", "A6")], brush);
    const r = planShot(state, map, spec([{ unit: "a" }], "A6"));
    expect(r.ok ? null : r.error).toMatch(/no LOS/);
    const two = setup([squad("a", "blue", "A1"), squad("b", "red", "A6")], brush.slice(0, 2));
    const ok = planShot(two.state, two.map, spec([{ unit: "a" }], "A6"));
    expect(ok.ok && ok.value.attacker.map((m) => [m.line, m.value])).toEqual([["DFT 4", -2]]);
  });

  it("the LOS and the board give the modifiers: adjacent, degrading hexes, smoke, TM", () => {
    const { state, map } = setup(
      [squad("a", "blue", "A1"), squad("b", "red", "A2"), squad("c", "red", "A5")],
      [
        { hex: "A1", smoke: true },
        { hex: "A3", terrain: "brush" },
        { hex: "A5", terrain: "building" },
      ],
    );
    const near = planShot(state, map, spec([{ unit: "a" }], "A2"));
    expect(near.ok && near.value.attacker.map((m) => m.line)).toEqual(["DFT 2", "DFT 6"]);
    const far = planShot(state, map, spec([{ unit: "a" }], "A5"));
    expect(far.ok && far.value.attacker.map((m) => [m.line, m.value])).toEqual([
      ["DFT 4", -1],
      ["DFT 6", -1],
    ]);
    expect(far.ok && far.value.defenderTm.value).toBe(3);
  });

  // the card's SW footnote: "if during the first attack an SMC with a captured SW (or together with an
  // MMC, SMC, or two SMCs) does no damage…, the SW is destroyed"
  const leader = (id: string, side: string, hex: string, extra = {}) =>
    squad(id, side, hex, { kind: "leader", firepower: 1, morale: 5, lm: 0, ...extra });
  const capturedMg = () => ({ id: "mg42", kind: "mg", firepower: 3, range: 8, captured: true });

  it("a captured SW an SMC fires that does no damage on its first attack is destroyed", () => {
    const { state, map } = setup([
      leader("a", "blue", "A1", { sw: [capturedMg()] }),
      squad("b", "red", "A4"),
    ]);
    const r = shoot(state, map, spec([{ unit: "a", sw: ["mg42"] }], "A4"), [1, 6]);
    expect(r.event.hit).toBe(false);
    expect(r.event.destroyedSw).toEqual(["mg42"]);
    expect(r.units.find((u) => u.id === "a")!.sw).toEqual([]);
  });

  it("…and so when the SMC fires it together with an MMC", () => {
    const { state, map } = setup([
      leader("a", "blue", "A1", { sw: [capturedMg()] }),
      squad("c", "blue", "A1"),
      squad("b", "red", "A4"),
    ]);
    const r = shoot(state, map, spec([{ unit: "c" }, { unit: "a", sw: ["mg42"] }], "A4"), [1, 6]);
    expect(r.event.hit).toBe(false);
    expect(r.event.destroyedSw).toEqual(["mg42"]);
  });

  it("an MMC's captured SW is not destroyed by a harmless attack (the footnote names an SMC)", () => {
    const { state, map } = setup([squad("a", "blue", "A1", { sw: [capturedMg()] }), squad("b", "red", "A4")]);
    const r = shoot(state, map, spec([{ unit: "a", sw: ["mg42"] }], "A4"), [1, 6]);
    expect(r.event.hit).toBe(false);
    expect(r.event.destroyedSw).toEqual([]);
    expect(r.units.find((u) => u.id === "a")!.sw).toEqual([capturedMg()]);
  });

  it("only the first attack decides: a captured SW that did damage is kept when a later attack misses", () => {
    const { state, map } = setup([
      leader("a", "blue", "A1", { sw: [capturedMg()] }),
      squad("b", "red", "A4", { morale: 6 }),
    ]);
    // 6 + the SMC's FP against 1: a DC of 2 + the difference against M 6, Shaken
    const first = shoot(state, map, spec([{ unit: "a", sw: ["mg42"] }], "A4"), [6, 1, 2]);
    expect(first.event.damage[0]!.result).toBe("shaken");
    expect(first.event.destroyedSw).toEqual([]);
    const later = shoot(
      { ...state, units: first.units },
      map,
      spec([{ unit: "a", sw: ["mg42"] }], "A4"),
      [1, 6],
    );
    expect(later.event.hit).toBe(false);
    expect(later.event.destroyedSw).toEqual([]);
    expect(later.units.find((u) => u.id === "a")!.sw.map((w) => w.id)).toEqual(["mg42"]);
  });

  it("refuses what the rules forbid, with the reason", () => {
    const { state, map } = setup(
      [squad("a", "blue", "A1"), squad("b", "red", "A6")],
      [{ hex: "A3", terrain: "woods" }],
    );
    const r = planShot(state, map, spec([{ unit: "a" }], "A6"));
    expect(r.ok ? null : r.error).toMatch(/no LOS/);
    const far = setup([squad("a", "blue", "A1", { range: 2 }), squad("b", "red", "A5")]);
    const out = planShot(far.state, far.map, spec([{ unit: "a" }], "A5"));
    expect(out.ok ? null : out.error).toMatch(/range is 2 hexes/);
    const offBoard = parseLnlBody(
      { table: table(), counters: [squad("a", "blue", "A9"), squad("b", "red", "A2")] },
      builtinCatalog(),
    );
    expect(offBoard.ok ? null : offBoard.error[0]).toMatchObject({ path: "$.counters[0].hex" });
    // the SW table's carrying column: a half-squad carries one SW, a squad two
    const sw = (id: string) => ({ id, kind: "other", firepower: 2, range: 4, captured: false });
    const overload = parseLnlBody(
      {
        table: table(),
        counters: [
          squad("a", "blue", "A1", { kind: "half-squad", sw: [sw("x"), sw("y")] }),
          squad("b", "red", "A2"),
        ],
      },
      builtinCatalog(),
    );
    expect(overload.ok ? null : overload.error[0]).toMatchObject({ path: "$.counters[0].sw" });
    const two = parseLnlBody(
      {
        table: table(),
        counters: [squad("a", "blue", "A1", { sw: [sw("x"), sw("y")] }), squad("b", "red", "A2")],
      },
      builtinCatalog(),
    );
    expect(two.ok).toBe(true);
  });
});
