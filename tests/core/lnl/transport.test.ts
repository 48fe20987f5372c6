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

  it("Abandoned (card): the passengers dismount, each takes a morale check through the dice, and gets Moved", () => {
    const { s, map } = opsGame([
      unit("r", "red", "A1"),
      truck("t", "blue", "A2"),
      unit("a", "blue", "A2"),
      unit("l", "blue", "A2", { kind: "leader", morale: 5, lm: 1 }),
    ]);
    const m = must(
      run({ ...s, toAct: "blue" }, map, "blue", { type: "mount", units: ["a", "l"], vehicle: "t" }),
    );
    // the truck is already Shaken (M 3): a second Shaken result abandons it
    const shakenTruck = { ...m, units: m.units.map((x) => (x.id === "t" ? { ...x, shaken: true } : x)) };
    // 1 + 2 + 2 = 5 against 4: DCs (id order, − l's LM 1 except on l) a 2 + 1 − 1 = 2 ≤ 4, l 2 + 1 = 3 ≤ 5,
    // t 4 + 1 − 1 = 4 > 3 (Shaken again: Abandoned); then the MCs: a 6 > 4 + 1 fails, l 2 ≤ 5 passes
    const r = run(
      shakenTruck,
      map,
      "red",
      { type: "fire", firers: [{ unit: "r" }], target: "A2" },
      [1, 4, 2, 2, 4, 6, 2],
    );
    if (!r.ok) throw new Error(r.error.message);
    const st = r.value.state;
    expect(u(st, "t")).toMatchObject({ abandoned: true, wreck: false });
    expect(r.value.events.find((e) => e.type === "bailout")).toMatchObject({
      units: ["a", "l"],
      vehicle: "t",
      checks: [
        { unit: "a", roll: 6, need: 5, passed: false },
        { unit: "l", roll: 2, need: 5, passed: true },
      ],
    });
    expect(u(st, "a")).toMatchObject({ carriedBy: null, shaken: true, moved: true });
    expect(u(st, "l")).toMatchObject({ carriedBy: null, shaken: false, moved: true });
  });

  it("Abandoned: a morale check is 1d6 against the morale (+ LM), so a roll at the need passes", () => {
    const { s, map } = opsGame([unit("r", "red", "A1"), truck("t", "blue", "A2"), unit("a", "blue", "A2")]);
    const m = must(run({ ...s, toAct: "blue" }, map, "blue", { type: "mount", units: ["a"], vehicle: "t" }));
    const shakenTruck = { ...m, units: m.units.map((x) => (x.id === "t" ? { ...x, shaken: true } : x)) };
    // 5 against 4: a 2 + 1 = 3 ≤ 4; t 3 + 1 = 4 > 3, Abandoned; a's MC 4 ≤ 4 passes
    const r = run(
      shakenTruck,
      map,
      "red",
      { type: "fire", firers: [{ unit: "r" }], target: "A2" },
      [1, 4, 2, 3, 4],
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(u(r.value.state, "a")).toMatchObject({ carriedBy: null, shaken: false, moved: true });
  });
});
