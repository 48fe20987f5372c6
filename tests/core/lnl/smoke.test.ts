import { describe, expect, it } from "vitest";
import { planShot } from "../../../src/core/lnl/fire";
import { opsGame, run, unit } from "./board";

/** Laying smoke through the smoke command (project default), and the card's smoke lines it makes reachable. */

describe("laying smoke", () => {
  it("a squad lays smoke in its own or an adjacent hex; then DFT 6 applies to fire from it", () => {
    const { s, map } = opsGame([unit("a", "blue", "A1"), unit("b", "blue", "A1"), unit("r", "red", "A4")]);
    const st = { ...s, toAct: "blue" };
    const far = run(st, map, "blue", { type: "smoke", unit: "a", hex: "A3" });
    expect(far.ok ? null : far.error.message).toMatch(/not a's hex or next to it/);
    const r = run(st, map, "blue", { type: "smoke", unit: "a", hex: "A1" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.smoke).toEqual(["A1"]);
    expect(r.value.state.units.find((x) => x.id === "a")).toMatchObject({ fired: true, opsComplete: true });
    const p = planShot(r.value.state, map, {
      firers: [{ unit: "b" }],
      targetHex: "A4",
      opportunity: false,
      spottedThisImpulse: false,
      movingNow: [],
    });
    if (!p.ok) throw new Error(p.error);
    expect(p.value.attacker.map((x) => [x.line, x.value])).toContainEqual(["DFT 6", -1]);
  });

  it("a smoke hex on the line degrades it (DFT 4); leaders and Shaken units lay none", () => {
    const { s, map } = opsGame([
      unit("a", "blue", "A1"),
      unit("b", "blue", "A1"),
      unit("l", "blue", "A1", { kind: "leader", firepower: 1 }),
      unit("r", "red", "A4"),
    ]);
    const st = { ...s, toAct: "blue" };
    const lead = run(st, map, "blue", { type: "smoke", unit: "l", hex: "A2" });
    expect(lead.ok ? null : lead.error.message).toMatch(/only squads and half-squads/);
    const sh = run(
      { ...st, units: st.units.map((x) => (x.id === "a" ? { ...x, shaken: true } : x)) },
      map,
      "blue",
      {
        type: "smoke",
        unit: "a",
        hex: "A2",
      },
    );
    expect(sh.ok ? null : sh.error.message).toMatch(/Shaken/);
    const r = run(st, map, "blue", { type: "smoke", unit: "a", hex: "A2" });
    if (!r.ok) throw new Error(r.error.message);
    const p = planShot(r.value.state, map, {
      firers: [{ unit: "b" }],
      targetHex: "A4",
      opportunity: false,
      spottedThisImpulse: false,
      movingNow: [],
    });
    if (!p.ok) throw new Error(p.error);
    expect(p.value.attacker.map((x) => [x.line, x.value])).toContainEqual(["DFT 4", -1]);
  });
});
