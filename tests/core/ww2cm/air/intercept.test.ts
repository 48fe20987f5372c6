import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../../src/core/game/dice";
import type { FlightEvent } from "../../../../src/core/ww2cm/air/phase";
import { ww2cmBot } from "../../../../src/core/ww2cm/bot";
import type { Ww2Command } from "../../../../src/core/ww2cm/commands";
import { airBody, beginAir } from "./air-game";

/**
 * seed 002, interceptors, played through the ruleset (issue 35): blue's fighter-bomber p1 (4 points)
 * flies north along x = 30 from (30, 0); red's fighter f1 (veteran, 4 MG shots) waits off the table and
 * may answer. Red's AA cannon at (119, 89) first sees the flight 9 cm along (air-phase.test.ts). An
 * interceptor from (0, 90) to (60, 0) crosses x = 30 at y = 45: 45 cm along p1's path.
 */
const air = {
  aircraft: [
    { id: "p1", side: "blue", type: "fighter-bomber", intended: 1 },
    { id: "f1", side: "red", type: "fighter", intended: 3 },
  ],
  aa: [{ unit: "gun", weapon: "aa-cannon" }],
};
const begin = () => {
  const g = beginAir(airBody(air) as Record<string, unknown>);
  g.play("blue", { type: "next" });
  g.play("blue", { type: "next" });
  g.play("blue", { type: "next" }, scriptedDice([3])); // p1 arrives on a 3
  return g;
};
// guns (weapon 0) at squad A, passed over 4 cm along; the bomb (weapon 2) at squad B, 50 cm along
const fly: Ww2Command = {
  type: "fly",
  aircraft: "p1",
  entry: [30, 0],
  exit: [30, 90],
  attacks: [
    { weapon: 0, unit: "a" },
    { weapon: 2, unit: "b" },
  ],
};
const across = { type: "intercept", interceptor: "f1", entry: [0, 90], exit: [60, 0] } as Ww2Command;
const flight = (events: unknown[]) => events.find((e) => (e as FlightEvent).type === "flight") as FlightEvent;

describe("interception", () => {
  it("a flight waits for the defender's answer; nothing else is taken meanwhile", () => {
    const g = begin();
    const r = g.play("blue", fly);
    expect(r.ok && r.value.events).toEqual([
      { type: "intercept-chance", aircraft: "p1", defender: "red", interceptors: ["f1"] },
    ]);
    expect(g.game.seatsToAct(g.state)).toEqual(["red"]);
    expect(g.play("blue", { type: "next" })).toMatchObject({ ok: false, error: { code: "intercept-owed" } });
    expect(g.play("blue", { ...across })).toMatchObject({ ok: false, error: { code: "not-your-turn" } });
    // the bot lets it pass; it offers the side that waits nothing
    const rnd = () => 0.5;
    expect(ww2cmBot.candidates(g.state, "red", rnd)).toEqual([{ type: "intercept", interceptor: null }]);
    expect(ww2cmBot.candidates(g.state, "blue", rnd)).toEqual([]);
  });

  it("shot down where the paths cross, it attacks nothing beyond that point (worked by hand)", () => {
    const g = begin();
    g.play("blue", fly);
    // intercept 5 against p1's arrival 3: success. AA at 9 cm: 1, 1 (misses, cannon 4+).
    // At 45 cm: f1's 4 shots (veteran 3+) 6 then damage 6, four times: 4 points: p1 down at 45.
    // p1's guns at A (4 cm, before it): 6, 6: two models; its bomb at B (50 cm) is not made.
    const r = g.play("red", across, scriptedDice([5, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]));
    if (!r.ok) throw new Error(r.error.message);
    const f = flight(r.value.events);
    expect(f.intercept).toMatchObject({
      interceptor: "f1",
      roll: { natural: 5, against: 3, success: true },
      crossing: { x: 30, y: 45, sA: 45 },
    });
    expect(f.intercept!.dogfight!.defenderLeft).toBe(0);
    expect(f.intercept!.dogfight!.back).toBeNull(); // a fighter-bomber has no tail gunner
    expect(f.aa[0]!.volley!.points).toBe(0);
    expect(f).toMatchObject({ destroyedAt: 45, pointsLeft: 0 });
    const attacks = r.value.events.filter((e) => e.type === "air-attack");
    expect(attacks).toEqual([expect.objectContaining({ unit: "a", killed: ["a-0", "a-1"] })]);
    expect(g.state.models.filter((m) => m.dead).map((m) => m.id)).toEqual(["a-0", "a-1"]);
    expect(g.state.air!.planes.map((p) => [p.id, p.status])).toEqual([
      ["p1", "destroyed"],
      ["f1", "gone"],
    ]);
    expect(g.state.air!.pending).toBeUndefined();
    expect(g.game.seatsToAct(g.state)).toEqual(["blue"]);
  });

  it("a failed roll leaves the interceptor off the table and the flight goes on", () => {
    const g = begin();
    g.play("blue", fly);
    // intercept 2 < 3: fails. AA 1, 1. Guns at A 1, 1; the bomb at B: 6 hits (bursts on b-0).
    const r = g.play("red", across, scriptedDice([2, 1, 1, 1, 1, 6, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.message);
    const f = flight(r.value.events);
    expect(f.intercept).toMatchObject({
      roll: { natural: 2, success: false },
      crossing: null,
      dogfight: null,
    });
    expect(f.destroyedAt).toBeNull();
    expect(
      r.value.events.filter((e) => e.type === "air-attack").map((e) => (e as { unit: string }).unit),
    ).toEqual(["a", "b"]);
    expect(g.state.air!.planes.find((p) => p.id === "f1")!.status).toBe("waiting");
  });

  it("the defender may let it pass; a path that does not cross, or not from its edge, is refused", () => {
    const g = begin();
    g.play("blue", fly);
    const wide = { ...across, entry: [60, 90], exit: [120, 0] } as Ww2Command;
    expect(g.play("red", wide)).toMatchObject({ ok: false, error: { code: "no-crossing", path: "$.exit" } });
    const south = { ...across, entry: [0, 0], exit: [60, 90] } as Ww2Command;
    expect(g.play("red", south)).toMatchObject({ ok: false, error: { code: "bad-path", path: "$.entry" } });
    const other = { ...across, interceptor: "p1" } as Ww2Command;
    expect(g.play("red", other)).toMatchObject({ ok: false, error: { code: "bad-interceptor" } });
    const r = g.play("red", { type: "intercept", interceptor: null }, scriptedDice([1, 1, 1, 1, 1, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.message);
    expect(flight(r.value.events).intercept).toBeUndefined();
    expect(g.state.air!.planes.map((p) => p.status)).toEqual(["gone", "waiting"]);
  });

  it("a dive bomber's tail gunner fires back at the same time: both volleys count", () => {
    const g = beginAir(
      airBody({
        aircraft: [
          { id: "p1", side: "blue", type: "dive-bomber", intended: 1 },
          { id: "f1", side: "red", type: "fighter", intended: 3 },
        ],
      }) as Record<string, unknown>,
    );
    g.play("blue", { type: "next" });
    g.play("blue", { type: "next" });
    g.play("blue", { type: "next" }, scriptedDice([4]));
    // the dive bomber enters over b-0 (30, 50) and leaves north; f1 from (0, 90) to (60, 30) crosses
    // x = 30 at y = 60: 10 cm along. No AA.
    const dive: Ww2Command = { type: "fly", aircraft: "p1", entry: [30, 50], exit: [30, 90], attacks: [] };
    expect(g.play("blue", dive).ok).toBe(true);
    const meet = { type: "intercept", interceptor: "f1", entry: [0, 90], exit: [60, 30] } as Ww2Command;
    // that exit is on no edge
    expect(g.play("red", meet)).toMatchObject({ ok: false, error: { code: "bad-path", path: "$.exit" } });
    const ok = { ...meet, exit: [120, 0] } as Ww2Command; // crosses x = 30 at y = 67.5
    // roll 4 ≥ 4; f1's 4 shots: 6→6, 6→6, 6→6, 6→6 (4 points: down); the gunner's 2 shots (regular 4+):
    // 4→6, 5→6: 2 of f1's 3 points
    const r = g.play("red", ok, scriptedDice([4, 6, 6, 6, 6, 6, 6, 6, 6, 4, 6, 5, 6]));
    if (!r.ok) throw new Error(r.error.message);
    const f = flight(r.value.events);
    expect(f.intercept!.crossing!.sA).toBeCloseTo(17.5, 9);
    expect(f.intercept!.dogfight).toMatchObject({ attackerLeft: 1, defenderLeft: 0 });
    expect(f.destroyedAt).toBeCloseTo(17.5, 9);
    expect(g.state.air!.planes.map((p) => [p.status, p.points])).toEqual([
      ["destroyed", 0],
      ["gone", 1],
    ]);
  });
});
