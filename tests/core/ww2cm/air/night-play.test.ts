import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../../src/core/game/dice";
import type { ShotEvent } from "../../../../src/core/ww2cm/fire";
import { airBody, airRules, beginAir, openTable, squad } from "./air-game";

/**
 * seed 002, Night Fighting, played through the ruleset (issue 35) with the set-up's `air.night`, on an
 * open 120 × 90 cm table: blue's squad "me" at (5, 5), its bait at (40, 70); red's "far" at (5, 70), 65 cm
 * from "me", and "near" at (5, 45), 40 cm from it. Every die a 1 (a miss: no morale test follows).
 */
const units = [
  squad("me", "blue", "Blue squad", 5, 5, 1),
  squad("bait", "blue", "Bait", 40, 70, 1),
  squad("far", "red", "Far squad", 5, 70, 1),
  squad("near", "red", "Near squad", 5, 45, 1),
];
const begin = (night: boolean) =>
  beginAir(airBody(night ? { night: true } : {}, openTable(), units) as Record<string, unknown>);
const ones = () => scriptedDice([1, 1, 1, 1]);
const range = (r: { ok: boolean; value?: { events: unknown[] } }) =>
  (
    (r.value!.events.find((e) => (e as ShotEvent).type === "shot") as ShotEvent).rolls[0]!.modifiers ?? []
  ).find((m) => m.code === "range");

describe("night in the shooting phase", () => {
  it("fires only up to 50 cm unless the target fired and has not moved since; −2 a band (worked by hand)", () => {
    const g = begin(true);
    expect(g.state.night).toBe(true);
    g.play("blue", { type: "next" }); // blue's shooting phase
    const dark = g.play("blue", { type: "shoot", unit: "me", at: [5, 70] });
    expect(dark).toMatchObject({ ok: false, error: { code: "no-line", path: "$.at" } });
    expect(!dark.ok && dark.error.message).toMatch(/at night me-0 sees only 50 cm \(target 65\.0 cm away/);
    // 40 cm: in sight, under one band: no range modifier
    const close = g.play("blue", { type: "shoot", unit: "me", at: [5, 45] }, ones());
    expect(close.ok).toBe(true);
    expect(range(close as never)).toBeUndefined();
    g.play("blue", { type: "next" });
    g.play("blue", { type: "next" }); // red's turn 1
    g.play("red", { type: "next" });
    expect(g.play("red", { type: "shoot", unit: "far", at: [40, 70] }, ones()).ok).toBe(true);
    expect(g.state.units.find((u) => u.id === "far")!.revealed).toBe(true);
    g.play("red", { type: "next" });
    g.play("red", { type: "next" }); // blue's turn 2
    g.play("blue", { type: "next" });
    // "far" fired and stood still: seen at 65 cm, −2 for the one full band
    const lit = g.play("blue", { type: "shoot", unit: "me", at: [5, 70] }, ones());
    if (!lit.ok) throw new Error(lit.error.message);
    expect(range(lit as never)).toEqual({
      code: "range",
      value: -2,
      why: "65.0 cm at night: −2 for every 50 cm",
    });
    g.play("blue", { type: "next" });
    g.play("blue", { type: "next" }); // red's turn 2: "far" moves
    expect(g.play("red", { type: "move", unit: "far", to: [{ model: "far-0", x: 5, y: 72 }] }).ok).toBe(true);
    expect(g.state.units.find((u) => u.id === "far")!.revealed).toBe(false);
    g.play("red", { type: "next" });
    g.play("red", { type: "next" });
    g.play("red", { type: "next" }); // blue's turn 3
    g.play("blue", { type: "next" });
    expect(g.play("blue", { type: "shoot", unit: "me", at: [5, 72] })).toMatchObject({
      ok: false,
      error: { code: "no-line" },
    });
  });

  it("by day the same shot is in sight at 65 cm and costs −1", () => {
    const g = begin(false);
    g.play("blue", { type: "next" });
    const r = g.play("blue", { type: "shoot", unit: "me", at: [5, 70] }, ones());
    if (!r.ok) throw new Error(r.error.message);
    expect(range(r as never)?.value).toBe(-1);
    expect(g.state.units.every((u) => u.revealed === undefined)).toBe(true);
  });

  it("a night set-up writes back and reads again", () => {
    const b = airRules.parseBody(airBody({ night: true }, openTable(), units) as Record<string, unknown>);
    expect(b.ok && airRules.bodyToJson(b.value)).toMatchObject({ air: { night: true } });
  });
});
