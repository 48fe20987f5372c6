import { describe, expect, it } from "vitest";
import { eventText } from "../../../../src/app/rulesets/ww2cm/log-text";
import { scriptedDice } from "../../../../src/core/game/dice";
import type { DropEvent } from "../../../../src/core/ww2cm/air/drop";
import type { GliderEvent } from "../../../../src/core/ww2cm/air/glider";
import { airBody, airRules, beginAir, openTable, squad } from "./air-game";
import { LANDING_FEATURES } from "./landing-features";

/**
 * issue 35: paratroopers and gliders brought in by the set-up's `air.airborne`, resolved when the game
 * starts with the opening dice, on a hand-built table (cm): building B x 40–60, y 40–55 (8 yd); wood W
 * x 61–75, y 30–50 (15 yd); a wall at y 66 from x 10 to 30. The drop and the landing are the ones worked
 * by hand in airborne.test.ts, here played through the ruleset's start.
 */
const table = openTable(LANDING_FEATURES);
const units = [
  squad("para", "blue", "Paras", 2, 2, 12),
  squad("me", "blue", "Blue squad", 5, 10, 1),
  squad("glide", "red", "Glider troops", 100, 80, 3),
  squad("a", "red", "Squad A", 100, 70, 2),
];
const airborne = [
  { unit: "glide", by: "glider", at: [20, 60], heading: 90 },
  { unit: "para", by: "drop", at: [58.5, 30] },
];
const json = (extra: Record<string, unknown> = {}) =>
  airBody({ airborne, ...extra }, table, units) as Record<string, unknown>;

describe("airborne forces from the set-up", () => {
  it("rolls off, drops the paratroopers and lands the glider before the first turn; casualties removed (worked by hand)", () => {
    // roll-off 5 : 2, blue first; blue's drop (airborne.test.ts: plane 1 / 1,1,2,1 → (58.5, 35), drop
    // 1 / 2,2,2 → (58.5, 41): para-0, -2, -3, -4, -8, -9 on the building B, -10 and -11 in the wood W);
    // then red's glider (skill 4 passes; 5d6 30 cm east to (50, 60); wings touch B and the wall: 4+;
    // 3, 4, 6: glide-1 and glide-2 die; glide-0 stands at the stop).
    const g = beginAir(json(), scriptedDice([5, 2, 1, 1, 1, 2, 1, 1, 2, 2, 2, 4, 6, 6, 6, 6, 6, 3, 4, 6]));
    expect(g.opening.map((e) => e.type)).toEqual(["drop-order", "drop", "glider"]);
    expect(g.opening[0]).toEqual({ type: "drop-order", first: "blue", rolls: [[5, 2]] });
    const dead = g.state.models.filter((m) => m.dead).map((m) => m.id);
    expect(dead).toEqual([...[0, 2, 3, 4, 8, 9, 10, 11].map((i) => `para-${i}`), "glide-1", "glide-2"]);
    // every model stands where its event put it; the dead ones too (the log shows where they fell)
    const drop = g.opening[1] as DropEvent;
    for (const m of drop.models) {
      const s = g.state.models.find((x) => x.id === m.model)!;
      expect([s.x, s.y]).toEqual([m.x, m.y]);
    }
    const glide = g.opening[2] as GliderEvent;
    expect(glide.touched).toEqual(["B", "wall"]);
    const g0 = g.state.models.find((m) => m.id === "glide-0")!;
    expect(g0.x).toBeCloseTo(50, 9);
    expect(g0.y).toBeCloseTo(60, 9);
    // the turn's 25% casualty count starts from what landed
    expect(g.state.units.find((u) => u.id === "para")!.aliveAtTurnStart).toBe(4);
    expect(g.state).toMatchObject({ turn: 1, side: "blue", phase: "move" });
    // the log gives the reasons: which building or tree, which pieces the wings touched
    const text = g.opening.map((e) => eventText(g.state, e));
    expect(text[1]).toMatch(/para-0 on building B/);
    expect(text[1]).toMatch(/para-10 in a tree W/);
    expect(text[2]).toMatch(/wings touch B, wall/);
    expect(text[2]).toMatch(/glide-1, glide-2 killed/);
  });

  it("one side's airborne alone: no roll-off", () => {
    const g = beginAir(json({ airborne: [airborne[1]] }), scriptedDice([1, 1, 1, 2, 1, 1, 2, 2, 2]));
    expect(g.opening.map((e) => e.type)).toEqual(["drop"]);
  });

  it("refuses a vehicle, a point off the table, a drop with a heading, a unit twice, naming the field", () => {
    const bad = airRules.parseBody(
      json({
        airborne: [
          { unit: "para", by: "drop", at: [130, 30] },
          { unit: "para", by: "drop", at: [10, 10], heading: 90 },
          { unit: "nobody", by: "glider", at: [10, 10] },
        ],
      }),
    );
    expect(!bad.ok && bad.error).toEqual([
      { path: "$.air.airborne[0].at", message: "(130, 30) cm is off the table" },
      { path: "$.air.airborne[1].unit", message: '"para" comes in twice' },
      { path: "$.air.airborne[1].heading", message: "a heading is a glider's: a drop has none" },
      { path: "$.air.airborne[2].unit", message: 'no unit "nobody"' },
    ]);
  });

  it("airborne infantry deploy at night; aircraft do not", () => {
    expect(airRules.parseBody(json({ night: true })).ok).toBe(true);
    const r = airRules.parseBody(
      json({ night: true, aircraft: [{ id: "p1", side: "blue", type: "fighter", intended: 1 }] }),
    );
    expect(!r.ok && r.error[0]).toEqual({
      path: "$.air.aircraft",
      message: "aircraft cannot be used at night (seed 002, Night Fighting)",
    });
  });
});
