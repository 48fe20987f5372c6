import { describe, expect, it } from "vitest";
import { calculateDirectFire } from "../../../src/core/firestrike/fire/direct-calc";
import { atStep, charts, run, stats } from "./helpers";
import { moving, refused } from "./support";

const battery = () =>
  moving([
    { id: "b-gun", statLine: "towed-gun", x: 10, y: 10 },
    { id: "b-truck", statLine: "truck", x: 10, y: 11.2, formation: "blue-b" },
    { id: "b-ht", statLine: "half-track", x: 14, y: 10, formation: "blue-b" },
    { id: "b-apc", statLine: "APC", x: 6, y: 10, formation: "blue-b" },
    { id: "r1", statLine: "infantry", x: 10, y: 30 },
  ]);

describe("towing, limbering and set-up (seed 000 §3.22)", () => {
  it("limbering costs the tow its share of movement and the gun goes with it", () => {
    const g = battery();
    run(g, { type: "limber", gun: "b-gun", vehicle: "b-truck" });
    expect(g.state.bases["b-truck"]!.spentInches).toBe(7);
    run(g, { type: "move", base: "b-truck", mode: "forward", path: [[10, 16]] });
    expect(g.state.bases["b-gun"]!.y).toBe(16);
  });

  it("only a vehicle able to tow the gun's class can limber it", () => {
    const g = battery();
    expect(refused(g, { type: "limber", gun: "b-gun", vehicle: "b-apc" }).message).toContain("cannot tow");
  });

  it("a limbered gun cannot fire", () => {
    const g = battery();
    run(g, { type: "limber", gun: "b-gun", vehicle: "b-truck" });
    g.state = atStep(g.state, "first-direct-fire");
    expect(refused(g, { type: "direct-fire", firer: "b-gun", target: "r1" }).message).toContain("limbered");
  });

  it("unlimbering and setting up a medium gun takes half the turn: it fires with the Moved modifier", () => {
    const g = battery();
    g.state.bases["b-gun"]!.towedBy = "b-truck";
    g.state.bases["b-gun"]!.x = 10;
    g.state.bases["b-gun"]!.y = 11.2;
    run(g, { type: "unlimber", gun: "b-gun" });
    expect(g.state.bases["b-gun"]!.towedBy).toBeNull();
    expect(g.state.bases["b-gun"]!.setupFraction).toBe(0.5);
    g.state = atStep(g.state, "first-direct-fire");
    run(g, { type: "direct-fire", firer: "b-gun", target: "r1" });
    const roll = g.log.filter((e) => e.type === "roll").at(-1)!;
    expect(roll.type === "roll" && roll.modifiers.map((m) => m.rule)).toContain("firer-moved");
  });

  const gun = stats.byId.get("towed-gun")!.weapons[0]!;
  const target = {
    defence: { heavy: 4, light: 6, codes: "C" },
    damage: 0,
    vehicleRow: false,
    hq: false,
    air: false,
  };
  it.each([
    [0.25, true, false],
    [0.5, true, true],
    [0.75, true, true],
    [1, false, false],
  ])("a gun that spent %f of the turn setting up: may fire %s, Moved modifier %s", (frac, legal, moved) => {
    const calc = calculateDirectFire(charts, {
      weapon: gun,
      firer: { damage: 0, pinned: false, setupFraction: frac, hq: false, air: false, enemyAviation: false },
      target,
      visible: true,
      rangeInches: 12,
      coverFraction: 0,
      scaleFactor: 1,
    });
    expect(calc.legal).toBe(legal);
    expect(calc.dieModifiers.some((m) => m.rule === "firer-moved")).toBe(moved);
  });
});
