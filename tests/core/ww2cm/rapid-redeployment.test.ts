import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/core/game/dice";
import { crewShootProblem } from "../../../src/core/ww2cm/crewed";
import { shoot } from "../../../src/core/ww2cm/fire";
import { moveProblem } from "../../../src/core/ww2cm/moves";
import { clear, models, state, unit } from "./hand";

/** seed 002, Crewed weapons: "Weapons with the rapid redeployment rule may not move and shoot however doesn't have to set up or pack up its gun." */

describe("rapid redeployment (the heavy machine gun, project default)", () => {
  const s = (moved: boolean) =>
    state(
      [unit("h", "blue", { weapon: "hmg", moved }), unit("r", "red")],
      [...models("h", 50, 10, 2), ...models("r", 50, 40, 2)],
      { phase: "shoot" },
    );
  it("moves without packing", () => {
    expect(moveProblem(s(false).units[0]!)).toBeNull();
  });
  it("may not shoot after it moved", () => {
    const moved = s(true);
    expect(crewShootProblem(moved.units[0]!)).toBe('h has rapid redeployment: it "may not move and shoot"');
    const r = shoot(moved, clear, moved.units[0]!, [50, 40], undefined, scriptedDice([]));
    expect(r.ok ? null : r.error.code).toBe("cannot-shoot");
  });
  it("shoots where it stood without setting up", () => {
    const still = s(false);
    // two models × 4 shots, all 1s: a shot rolled, nothing hit
    const r = shoot(still, clear, still.units[0]!, [50, 40], undefined, scriptedDice(Array(8).fill(1)));
    expect(r.ok).toBe(true);
  });
});
