import { describe, expect, it } from "vitest";
import { attackFirepower, type Firer } from "../../src/core/lnl/firepower";

// Regression (issue 39 item 4): every Opportunity Fire halved SW MGs, flamethrowers and vehicle MGs.
// Seed 004's OF paragraph puts the halving in the Ops Complete sentence ("OpsComplete MMC ведет огонь
// со штрафом -1 FP (…); SW MG, огнеметы и пулеметы на технике ведут огонь с ополовиненной огневой
// мощью"), as the LnLT v5.1 PAC 5.3 the project quotes does ("Units under Ops Complete markers can
// conduct OF but subtract one (–1) from their IFP… SWs that use the DFT halve their FP"): both are the
// price of firing while Ops Complete (docs/rulesets/lnl.md, "Readings of the card's own lines").
const mg = { id: "mg", kind: "mg" as const, firepower: 3, range: 10, captured: false };
const ft = { id: "ft", kind: "flamethrower" as const, firepower: 5, range: 1, captured: false };
const vmg = { id: "vmg", kind: "mg" as const, firepower: 4, range: 8, captured: false };
const firer = (extra: Partial<Firer>): Firer => ({
  id: "a",
  kind: "squad",
  ifp: 2,
  shaken: false,
  hex: "C4",
  usParatrooper: false,
  opsComplete: false,
  sw: [mg, ft],
  firing: ["mg"],
  withIfp: true,
  ...extra,
});
const fp = (f: Firer, spotted = false) => {
  const r = attackFirepower([f], { opportunity: true, spottedThisImpulse: spotted });
  if (!r.ok) throw new Error(r.reason);
  return r.fp;
};

describe("repro: Opportunity Fire halves MGs and flamethrowers only when Ops Complete (seed 004)", () => {
  it("OF by a unit that is not Ops Complete: its MG and flamethrower fire at full FP", () => {
    expect(fp(firer({}))).toBe(2 + 3);
    expect(fp(firer({ firing: ["ft"] }))).toBe(2 + 5);
    expect(fp(firer({ kind: "armored-vehicle", ifp: 0, withIfp: false, sw: [vmg], firing: ["vmg"] }))).toBe(
      4,
    );
  });

  it("OF by an Ops Complete unit: −1 IFP, and the MG and flamethrower at half FP (round up)", () => {
    expect(fp(firer({ opsComplete: true }))).toBe(1 + 2);
    expect(fp(firer({ opsComplete: true, firing: ["ft"] }))).toBe(1 + 3);
    expect(
      fp(
        firer({
          kind: "armored-vehicle",
          opsComplete: true,
          ifp: 0,
          withIfp: false,
          sw: [vmg],
          firing: ["vmg"],
        }),
      ),
    ).toBe(2);
  });

  it("spotted in its hex this impulse lifts only the −1 IFP: the halving stays (reading)", () => {
    expect(fp(firer({ opsComplete: true }), true)).toBe(2 + 2);
  });

  it("the part says why it is halved", () => {
    const r = attackFirepower([firer({ opsComplete: true })], {
      opportunity: true,
      spottedThisImpulse: false,
    });
    expect(r.ok && r.parts.find((p) => p.what.startsWith("SW mg"))!.rule).toMatch(/Ops Complete/);
  });
});
