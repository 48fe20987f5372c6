import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { scriptedDice } from "../../../../src/core/game/dice";
import type { Dice } from "../../../../src/core/game/ruleset";
import type { Ww2Command } from "../../../../src/core/ww2cm/commands";
import { measuredWw2Oracle } from "../../../../src/core/ww2cm/measured";
import { ww2cmRuleset } from "../../../../src/core/ww2cm/ruleset";
import { WW2CM_SIGHT } from "../../../../src/core/ww2cm/sight";
import type { Ww2State } from "../../../../src/core/ww2cm/state";
import { createWorld } from "../../../../src/geometry/los/world";
import { hist } from "../hand";

/**
 * The air sub-phase played through the ruleset (issue 35): after blue's melee phase its aircraft rolls
 * to arrive, flies a path from its (south) edge, red's AA fires at the first point it sees in range, and
 * the plane's attacks are made up to where it was destroyed. Open table 120 × 90 cm.
 */
const catalog = builtinCatalog();
const tableJson = {
  format: "sightline-table/1",
  lengthUnit: "cm",
  name: "air",
  yardsPerInch: 1.5,
  width: 120,
  depth: 90,
  levelHeightYards: 3,
  features: [],
};
const row = (id: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${id}-${i}`, x: x + i * 2, y }));
const body = (air: unknown) => ({
  table: tableJson,
  sides: [
    { id: "blue", name: "Blue" },
    { id: "red", name: "Red" },
  ],
  units: [
    {
      id: "me",
      side: "blue",
      name: "Blue squad",
      training: "regular",
      weapon: "rifle",
      models: row("me", 5, 5, 1),
    },
    {
      id: "a",
      side: "red",
      name: "Squad A",
      training: "regular",
      weapon: "rifle",
      models: row("a", 30, 4, 4),
    },
    {
      id: "b",
      side: "red",
      name: "Squad B",
      training: "regular",
      weapon: "rifle",
      models: row("b", 30, 50, 4),
    },
    {
      id: "gun",
      side: "red",
      name: "AA gun",
      training: "regular",
      weapon: "rifle",
      models: row("gun", 119, 89, 1),
    },
  ],
  air,
});
const air = {
  aircraft: [{ id: "p1", side: "blue", type: "fighter-bomber", intended: 1 }],
  aa: [{ unit: "gun", weapon: "aa-cannon" }],
};
const rules = ww2cmRuleset({
  catalog,
  oracleFor: (t, kinds) => {
    const w = createWorld(t, catalog, WW2CM_SIGHT);
    return measuredWw2Oracle(w, w.hits!, kinds);
  },
  airWorldFor: (t) => {
    const w = createWorld(t, catalog, WW2CM_SIGHT);
    return { table: w.table, terrain: w.terrain, hits: w.hits! };
  },
});

function begin(airJson: unknown = air) {
  const b = rules.parseBody(body(airJson) as Record<string, unknown>);
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  const st = rules.start(b.value, scriptedDice([]));
  if (!st.ok) throw new Error(JSON.stringify(st.error));
  const { game } = st.value;
  let state: Ww2State = st.value.state;
  const play = (seat: string, c: Ww2Command, dice: Dice = scriptedDice([])) => {
    const r = game.apply(state, seat, c, hist(dice));
    if (r.ok) state = r.value.state;
    return r;
  };
  return {
    play,
    get state() {
      return state;
    },
  };
}
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
