import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../../src/core/game/dice";
import type { Ww2Command } from "../../../../src/core/ww2cm/commands";
import { airBody, airRules, beginAir } from "./air-game";

/**
 * The air sub-phase played through the ruleset (issue 35): after blue's melee phase its aircraft rolls
 * to arrive, flies a path from its (south) edge, red's AA fires at the first point it sees in range, and
 * the plane's attacks are made up to where it was destroyed. Open table 120 × 90 cm.
 */
const body = airBody;
const air = {
  aircraft: [{ id: "p1", side: "blue", type: "fighter-bomber", intended: 1 }],
  aa: [{ unit: "gun", weapon: "aa-cannon" }],
};
const rules = airRules;
const begin = (airJson: unknown = air) => beginAir(body(airJson) as Record<string, unknown>);
const toAir = (g: ReturnType<typeof begin>, arrival: number) => {
  g.play("blue", { type: "next" });
  g.play("blue", { type: "next" });
  return g.play("blue", { type: "next" }, scriptedDice([arrival]));
};
// north along x = 30 from the south edge
const fly = (attacks: { weapon: number; unit: string }[]): Ww2Command => ({
  type: "fly",
  aircraft: "p1",
  entry: [30, 0],
  exit: [30, 90],
  attacks,
});

describe("the air sub-phase", () => {
  it("follows the melee phase and rolls the arrival (intended turn: 3+)", () => {
    const g = begin();
    const r = toAir(g, 3);
    expect(r.ok && r.value.events).toEqual([
      { type: "phase", phase: "air" },
      { type: "arrival", aircraft: "p1", turn: 1, need: 3, natural: 3, arrived: true },
    ]);
    expect(g.state.phase).toBe("air");
  });

  it("AA fires at the first point it sees in range; destroyed there, the plane attacks nothing beyond", () => {
    const g = begin();
    toAir(g, 3);
    // the AA at (119, 89), range 120: the path x = 30 is in range from y 8.51 (89² + 80.49² = 120²);
    // first sample y 9 (s 9), 119.67 cm away. Cannon, regular 4+: 4→4, 4→4: 2 + 2 points: destroyed at s 9.
    // Its guns at squad A (passed over at s 4, before) roll 6, 6: two models; its bomb at B (s 50) is not made.
    const r = g.play(
      "blue",
      fly([
        { weapon: 0, unit: "a" },
        { weapon: 2, unit: "b" },
      ]),
      scriptedDice([4, 4, 4, 4, 6, 6]),
    );
    if (!r.ok) throw new Error(r.error.message);
    const [flight, ...attacks] = r.value.events as { type: string }[];
    expect(flight).toMatchObject({ type: "flight", destroyedAt: 9, pointsLeft: 0 });
    expect((flight as unknown as { aa: { first: { s: number } }[] }).aa[0]!.first.s).toBe(9);
    expect(attacks).toEqual([
      expect.objectContaining({ type: "air-attack", unit: "a", killed: ["a-0", "a-1"] }),
    ]);
    expect(g.state.models.filter((m) => m.dead).map((m) => m.id)).toEqual(["a-0", "a-1"]);
    expect(g.state.air!.planes[0]).toMatchObject({ status: "destroyed", points: 0 });
  });

  it("an AA gun that fired may not shoot in its side's next turn", () => {
    const g = begin();
    toAir(g, 3);
    g.play("blue", fly([]), scriptedDice([1, 1]));
    g.play("blue", { type: "next" }); // red's turn 1 begins
    g.play("red", { type: "next" });
    const r = g.play("red", { type: "shoot", unit: "gun", at: [10, 5] });
    expect(!r.ok && r.error).toMatchObject({ code: "cannot-shoot", path: "$.unit" });
    expect(!r.ok && r.error.message).toMatch(/fired at an aircraft/);
  });

  it("refuses a path not from the side's edge, a plane that did not arrive, and fly outside the air phase", () => {
    const g = begin();
    expect(g.play("blue", fly([]))).toMatchObject({ ok: false, error: { code: "wrong-phase" } });
    toAir(g, 2);
    expect(g.play("blue", fly([]))).toMatchObject({ ok: false, error: { code: "not-arrived" } });
    const h = begin();
    toAir(h, 6);
    const r = h.play("blue", { ...fly([]), entry: [30, 90], exit: [30, 0] } as Ww2Command);
    expect(r).toMatchObject({ ok: false, error: { code: "bad-path", path: "$.entry" } });
  });

  it("a game without aircraft has no air phase; aircraft at night are refused in the set-up", () => {
    const g = begin({ aa: [] });
    g.play("blue", { type: "next" });
    g.play("blue", { type: "next" });
    g.play("blue", { type: "next" });
    expect(g.state).toMatchObject({ side: "red", phase: "move" });
    const b = rules.parseBody(body({ ...air, night: true }) as Record<string, unknown>);
    expect(!b.ok && b.error).toEqual([
      { path: "$.air.aircraft", message: "aircraft cannot be used at night (seed 002, Night Fighting)" },
    ]);
  });

  it("writes the air part back with the set-up", () => {
    const b = rules.parseBody(body(air) as Record<string, unknown>);
    expect(b.ok && rules.bodyToJson(b.value)).toMatchObject({ air });
  });
});
