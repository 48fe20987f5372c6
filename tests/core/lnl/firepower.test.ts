import { describe, expect, it } from "vitest";
import { swCarry } from "../../../src/core/lnl/counters";
import { attackFirepower, type Firer } from "../../../src/core/lnl/firepower";

const mg = { id: "mg", kind: "mg" as const, firepower: 3, range: 10, captured: false };
const baz = { id: "baz", kind: "other" as const, firepower: 3, range: 4, captured: false };
const f = (id: string, extra: Partial<Firer> = {}): Firer => ({
  id,
  kind: "squad",
  ifp: 2,
  shaken: false,
  hex: "C4",
  usParatrooper: false,
  opsComplete: false,
  sw: [],
  firing: [],
  withIfp: true,
  ...extra,
});
const direct = { opportunity: false, spottedThisImpulse: false };
const of = { opportunity: true, spottedThisImpulse: false };
const fp = (firers: Firer[], kind = direct) => {
  const r = attackFirepower(firers, kind);
  return r.ok ? r.fp : r.reason;
};

describe("combined fire (seed 004)", () => {
  it("one unit fires full IFP; each further MMC adds half, rounded up", () => {
    expect(fp([f("a", { ifp: 3 })])).toBe(3);
    expect(fp([f("a", { ifp: 2 }), f("b", { ifp: 3 })])).toBe(3 + 1);
    expect(fp([f("a", { ifp: 3 }), f("b", { ifp: 3 }), f("c", { ifp: 1 })])).toBe(3 + 2 + 1);
  });
  it("exceptions add in full: heroes, US paratroopers, MGs", () => {
    expect(fp([f("a", { ifp: 2 }), f("h", { kind: "hero", ifp: 1 })])).toBe(3);
    expect(fp([f("a", { ifp: 2 }), f("p", { ifp: 2, usParatrooper: true })])).toBe(4);
    expect(fp([f("a", { ifp: 2, sw: [mg], firing: ["mg"] }), f("b", { ifp: 2 })])).toBe(2 + 3 + 1);
  });
  it("the strongest unit leads at full IFP, whatever the order (project default)", () => {
    expect(fp([f("a", { ifp: 1 }), f("b", { ifp: 4 })])).toBe(4 + 1);
  });
  it("flamethrowers and satchel charges add their FP in full (the card's exceptions)", () => {
    const ft = { id: "ft", kind: "flamethrower" as const, firepower: 5, range: 1, captured: false };
    const sc = { id: "sc", kind: "satchel-charge" as const, firepower: 3, range: 1, captured: false };
    expect(fp([f("a", { sw: [ft], firing: ["ft"] }), f("b", { sw: [sc], firing: ["sc"] })])).toBe(
      2 + 5 + 1 + 3,
    );
  });
  it("one hex only, and Shaken units cannot fire", () => {
    expect(fp([f("a"), f("b", { hex: "C5" })])).toContain("one hex");
    expect(fp([f("a", { shaken: true })])).toContain("Shaken");
  });
});

describe("support weapons (seed 004 SW table)", () => {
  it("carrying: squad 2, half-squad and crew 1, SMC 1, medics, armour leaders and snipers none", () => {
    expect([swCarry("squad"), swCarry("half-squad"), swCarry("crew"), swCarry("leader")]).toEqual([
      2, 1, 1, 1,
    ]);
    expect([swCarry("medic"), swCarry("armor-leader"), swCarry("sniper")]).toEqual([0, 0, 0]);
  });
  it("a squad fires 1 SW with its IFP, or 2 SWs without it", () => {
    expect(fp([f("a", { sw: [mg, baz], firing: ["mg"] })])).toBe(2 + 3);
    expect(fp([f("a", { sw: [mg, baz], firing: ["mg", "baz"], withIfp: false })])).toBe(6);
    expect(fp([f("a", { sw: [mg, baz], firing: ["mg", "baz"] })])).toContain("loses its IFP");
  });
  it("a half-squad or crew fires 1 SW and loses its IFP", () => {
    expect(fp([f("a", { kind: "half-squad", sw: [mg], firing: ["mg"] })])).toContain("loses its IFP");
    expect(fp([f("a", { kind: "crew", sw: [mg], firing: ["mg"], withIfp: false })])).toBe(3);
  });
  it("an SMC fires an SW at half FP, rounded up; two SMCs at full FP", () => {
    expect(fp([f("l", { kind: "leader", ifp: 0, sw: [mg], firing: ["mg"], withIfp: false })])).toBe(2);
    expect(
      fp([
        f("l", { kind: "leader", ifp: 0, sw: [mg], firing: ["mg"], withIfp: false }),
        f("m", { kind: "leader", ifp: 0, withIfp: false }),
      ]),
    ).toBe(3);
  });
  it("medics, armour leaders and snipers cannot use SWs", () => {
    expect(fp([f("m", { kind: "medic", sw: [mg], firing: ["mg"], withIfp: false })])).toContain(
      "cannot use SWs",
    );
  });
});

describe("Opportunity Fire firepower (seed 004)", () => {
  it("an Ops Complete MMC fires at −1 IFP, unless spotted in the hex this impulse", () => {
    expect(fp([f("a", { ifp: 3, opsComplete: true })], of)).toBe(2);
    expect(fp([f("a", { ifp: 3, opsComplete: true })], { opportunity: true, spottedThisImpulse: true })).toBe(
      3,
    );
    expect(fp([f("a", { ifp: 3, opsComplete: true })], direct)).toBe(3);
  });
  it("an Ops Complete unit's SW MGs, flamethrowers and vehicle MGs at half FP, rounded up", () => {
    const oc = { opsComplete: true };
    expect(fp([f("a", { ...oc, sw: [mg], firing: ["mg"] })], of)).toBe(1 + 2);
    const flame = { id: "ft", kind: "flamethrower" as const, firepower: 5, range: 1, captured: false };
    expect(fp([f("a", { ...oc, sw: [flame], firing: ["ft"] })], of)).toBe(1 + 3);
    // not Ops Complete: no halving (reading, docs/rulesets/lnl.md; tests/repro/lnl-of-halving-ops-complete)
    expect(fp([f("a", { sw: [mg], firing: ["mg"] })], of)).toBe(2 + 3);
  });
});
