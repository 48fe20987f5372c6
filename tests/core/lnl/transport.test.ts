import { describe, expect, it } from "vitest";
import { planShot } from "../../../src/core/lnl/fire";
import type { LnlState } from "../../../src/core/lnl/state";
import { must, opsGame, run, unit } from "./board";

/** Transports, passengers (DFT 5/6 reachable) and bailout, through the commands (project defaults). */

const truck = (id: string, side: string, hex: string) =>
  unit(id, side, hex, { kind: "unarmored-vehicle", firepower: 0, movement: 8, morale: 4 });
const u = (s: LnlState, id: string) => s.units.find((x) => x.id === id)!;

describe("transports", () => {
  it("mount, ride, dismount; a passenger cannot move alone; capacity one MMC", () => {
    const { s, map } = opsGame([
      unit("a", "blue", "A1"),
      unit("b", "blue", "A1"),
      truck("t", "blue", "A1"),
      unit("r", "red", "F6"),
    ]);
    const full = run(s, map, "blue", { type: "mount", units: ["a", "b"], vehicle: "t" });
    expect(full.ok ? null : full.error.message).toMatch(/at most 1 MMC/);
    const m = must(run(s, map, "blue", { type: "mount", units: ["a"], vehicle: "t" }));
    expect(u(m, "a")).toMatchObject({ carriedBy: "t", opsComplete: true });
    const r1 = must(run(m, map, "red", { type: "pass" }));
    const moved = must(run(r1, map, "blue", { type: "move", units: ["t"], to: "A2" }));
    expect(u(moved, "a").hex).toBe("A2");
    const alone = run(s, map, "blue", { type: "move", units: ["a"], to: "A2" });
    expect(alone.ok).toBe(true); // not aboard yet
    const aboardAlone = run(
      { ...m, toAct: "blue", units: m.units.map((x) => ({ ...x, opsComplete: false, moved: false })) },
      map,
      "blue",
      { type: "move", units: ["a"], to: "B1" },
    );
    expect(aboardAlone.ok ? null : aboardAlone.error.message).toMatch(/rides t/);
    const off = run(
      { ...m, toAct: "blue", units: m.units.map((x) => ({ ...x, opsComplete: false, moved: false })) },
      map,
      "blue",
      {
        type: "dismount",
        units: ["a"],
      },
    );
    if (!off.ok) throw new Error(off.error.message);
    expect(u(off.value.state, "a").carriedBy).toBe(null);
  });

  it("a passenger fires at DFT 6 (still transport) or DFT 5 (moving/Moved transport)", () => {
    const { s, map } = opsGame([unit("a", "blue", "A1"), truck("t", "blue", "A1"), unit("r", "red", "A4")]);
    const m = must(run(s, map, "blue", { type: "mount", units: ["a"], vehicle: "t" }));
    const fresh = { ...m, units: m.units.map((x) => ({ ...x, opsComplete: false, moved: false })) };
    const spec = {
      firers: [{ unit: "a" }],
      targetHex: "A4",
      opportunity: false,
      spottedThisImpulse: false,
      movingNow: [],
    };
    const still = planShot(fresh, map, spec);
    if (!still.ok) throw new Error(still.error);
    expect(still.value.attacker.map((x) => [x.line, x.value])).toContainEqual(["DFT 6", -1]);
    const vMoved = { ...fresh, units: fresh.units.map((x) => (x.id === "t" ? { ...x, moved: true } : x)) };
    const moving = planShot(vMoved, map, spec);
    if (!moving.ok) throw new Error(moving.error);
    expect(moving.value.attacker.map((x) => [x.line, x.value])).toContainEqual(["DFT 5", -2]);
  });

  it("bailout: a vehicle's Destroyed result puts its passengers out, Shaken", () => {
    const { s, map } = opsGame([unit("r", "red", "A1"), truck("t", "blue", "A2"), unit("a", "blue", "A2")]);
    // blue mounts, then red fires at A2: 1 + 2 + 2 (adjacent) = 5 against 1; DCs (id order): a 2 + 4, t 6 + 4 = 10 (Destroyed)
    const m = must(run({ ...s, toAct: "blue" }, map, "blue", { type: "mount", units: ["a"], vehicle: "t" }));
    const r = run(m, map, "red", { type: "fire", firers: [{ unit: "r" }], target: "A2" }, [1, 1, 2, 6]);
    if (!r.ok) throw new Error(r.error.message);
    const st = r.value.state;
    expect(u(st, "t")).toMatchObject({ wreck: true });
    expect(r.value.events.find((e) => e.type === "bailout")).toMatchObject({ units: ["a"], vehicle: "t" });
    expect(u(st, "a")).toMatchObject({ carriedBy: null, shaken: true });
  });
});
