import { describe, expect, it } from "vitest";
import { applyHit, damage } from "../../src/core/firestrike/fire/hits";
import { checkInvariants } from "../../src/core/firestrike/invariants";
import { parseSetup } from "../../src/core/firestrike/setup/validate";
import {
  atStep,
  catalog,
  charts,
  eventsOf,
  run,
  setup,
  start,
  stats,
  withDice,
} from "../core/firestrike/helpers";

// Regression (issue 17 item 4, seed 000 §5.1 "Machine gun and mortar bases are killed when hit"): only
// a K, D or I result from fire killed them. An HMG that won an assault on the natural low roll, or rode
// in a truck that took a D, survived with 1 damage. Every damage path now goes through one rule.

describe("repro: machine guns and mortars are killed when hit, on every path", () => {
  it.each(["HMG", "mortar"])("a %s that wins an assault on the natural low roll is killed", (statLine) => {
    const g = start([
      { id: "b-w", statLine, x: 10, y: 10, facing: 0, grade: "elite" },
      { id: "r1", statLine: "infantry", x: 10, y: 10.75, facing: 180 },
    ]);
    // Blue rolls the natural low 5 (+8 elite = 13) and wins against red's 10.
    g.state = withDice(g, atStep(g.state, "damage-morale"), [5, 10]);
    run(g, { type: "advance" });
    expect(eventsOf(g.log, "assault")[0]!.outcome).toContain("blue wins");
    expect(g.state.bases.r1!.status).toBe("destroyed");
    expect(g.state.bases["b-w"]).toMatchObject({ status: "destroyed", damage: 0 });
    expect(eventsOf(g.log, "destroyed").find((e) => e.base === "b-w")!.cause).toContain("killed when hit");
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
  });

  it.each(["HMG", "mortar"])(
    "a %s carried in a truck that takes a D is killed; the truck is damaged",
    (statLine) => {
      const g = start([
        { id: "b-truck", statLine: "truck", x: 10, y: 10, formation: "blue-b" },
        { id: "b-w", statLine, x: 10, y: 10, carriedBy: "b-truck" },
        { id: "r1", statLine: "infantry", x: 60, y: 40 },
      ]);
      const ctx = { s: g.state, env: g.env, dice: g.dice, out: [] };
      applyHit(ctx, g.state.bases["b-truck"]!, "D", "direct fire from r1");
      expect(g.state.bases["b-truck"]).toMatchObject({ status: "active", damage: 1 });
      expect(g.state.bases["b-w"]).toMatchObject({ status: "destroyed", damage: 0 });
    },
  );

  it("any damage point kills one, whatever the cause", () => {
    const g = start([
      { id: "b-mg", statLine: "HMG", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    const ctx = { s: g.state, env: g.env, dice: g.dice, out: [] };
    damage(ctx, g.state.bases["b-mg"]!, 1, "test");
    expect(g.state.bases["b-mg"]).toMatchObject({ status: "destroyed", damage: 0, resurrectable: true });
  });

  it("a set-up may not start one damaged, and checkInvariants flags one in play with damage", () => {
    const bases = [
      { id: "b-mg", statLine: "HMG", x: 10, y: 10, damage: 1 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ];
    const r = parseSetup(setup(bases), { charts, stats, catalog });
    expect(r.ok ? [] : r.error).toEqual([
      {
        path: "$.bases[0].damage",
        message:
          "Heavy machine gun bases are killed when hit (seed 000 §5.1), so one cannot start with damage",
      },
    ]);
    const g = start([{ ...bases[0]!, damage: 0 }, bases[1]!]);
    g.state.bases["b-mg"]!.damage = 1;
    expect(checkInvariants(g.state, g.env, g.log)).toEqual(["b-mg is a machine-gun in play with damage"]);
  });
});
