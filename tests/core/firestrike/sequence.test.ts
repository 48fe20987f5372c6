import { describe, expect, it } from "vitest";
import { apply } from "../../../src/core/firestrike/apply";
import { STEP_PHASE, STEPS } from "../../../src/core/firestrike/vocab";
import { atStep, eventsOf, okState, run, start } from "./helpers";

const bases = [
  { id: "b-hq", statLine: "HQ", x: 10, y: 5, formation: "blue-bn" },
  { id: "b1", statLine: "MBT", x: 10, y: 10 },
  { id: "r-hq", statLine: "HQ", x: 60, y: 45, formation: "red-bn" },
  { id: "r1", statLine: "infantry", x: 60, y: 30 },
];

describe("turn sequence (seed 000 Turn Sequence)", () => {
  it("walks all five phases and every sub-step in the seed's order", () => {
    const g = start(bases);
    const seen: string[] = [g.state.step];
    for (let i = 0; i < STEPS.length - 1; i++) seen.push(run(g, { type: "advance" }).step);
    expect(seen).toEqual([...STEPS]);
    expect([...new Set(seen.map((s) => STEP_PHASE[s as keyof typeof STEP_PHASE]))]).toEqual([
      "command",
      "indirect-fire-movement",
      "airstrikes",
      "indirect-fire-impact",
      "direct-fire-assault",
    ]);
    expect(STEPS).toHaveLength(18);
  });

  it("logs the start of every step and starts turn 2 after step 5e", () => {
    const g = start(bases);
    for (let i = 0; i < STEPS.length; i++) run(g, { type: "advance" });
    expect(g.state.turn).toBe(2);
    expect(g.state.step).toBe("discovery");
    expect(eventsOf(g.log, "step-started")).toHaveLength(STEPS.length + 1);
    expect(eventsOf(g.log, "turn-started")).toHaveLength(1);
  });

  it("clears the per-turn markers at the new turn: Fired, Move, spent movement, SA dice", () => {
    const g = start(bases);
    g.state.bases.b1!.fired = "first";
    g.state.bases.b1!.spentInches = 5;
    g.state.formations["blue-a"]!.moveMarker = true;
    g.state.sides[0]!.saDice = 3;
    g.state = atStep(g.state, "immobilized-effects");
    const s = run(g, { type: "advance" });
    expect(s.bases.b1!.fired).toBe("none");
    expect(s.bases.b1!.spentInches).toBe(0);
    expect(s.formations["blue-a"]!.moveMarker).toBe(false);
    expect(s.sides[0]!.saDice).toBe(0);
  });

  it("ends the game after the last turn and refuses further commands", () => {
    const g = start(bases, { extra: { turnLimit: 1 } });
    g.state = atStep(g.state, "immobilized-effects");
    const s = run(g, { type: "advance" });
    expect(s.over).toBe(true);
    const r = apply(s, { type: "advance" }, g.env, g.dice);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("game-over");
  });

  it.each([
    [{ type: "direct-fire", firer: "b1", target: "r1" }, "wrong-step"],
    [{ type: "move", base: "b1", mode: "forward", path: [[10, 12]] }, "wrong-step"],
    [{ type: "place-impact-zone", firer: "b1", center: [1, 1] }, "wrong-step"],
    [{ type: "place-airstrike", side: "blue", strike: "rocket", center: [1, 1] }, "wrong-step"],
    [{ type: "teleport", base: "b1" }, "bad-command"],
    [{ type: "move", base: "b1", mode: "fly", path: [[1, 1]] }, "bad-command"],
  ])("refuses %j in step 1a with %s, leaving the state untouched", (cmd, code) => {
    const g = start(bases);
    const before = JSON.stringify(g.state);
    const r = apply(g.state, cmd, g.env, g.dice);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it("never throws on garbage input", () => {
    const g = start(bases);
    for (const junk of [null, 3, "advance", [], { type: 5 }, { type: "move" }])
      expect(apply(g.state, junk, g.env, g.dice).ok).toBe(false);
  });

  it("keeps no command log of its own: the engine's log is the save file (issue 36 item 7)", () => {
    const g = start(bases);
    const s = okState(apply(g.state, { type: "advance" }, g.env, g.dice));
    expect("commands" in s).toBe(false);
  });
});
