import { describe, expect, it } from "vitest";
import type { Ctx } from "../../../src/core/firestrike/context";
import { applyHit, damage } from "../../../src/core/firestrike/fire/hits";
import type { HitResult } from "../../../src/core/firestrike/vocab";
import type { TestGame } from "./helpers";
import { atStep, eventsOf, run, start } from "./helpers";
import { refused } from "./support";

const army = () =>
  start([
    { id: "b-hq", statLine: "HQ", x: 10, y: 2, formation: "blue-bn" },
    { id: "b1", statLine: "infantry", x: 10, y: 10 },
    { id: "b2", statLine: "infantry", x: 12, y: 10 },
    { id: "b3", statLine: "infantry", x: 30, y: 10, formation: "blue-b" },
    { id: "b-mg", statLine: "HMG", x: 14, y: 10 },
    { id: "b-mortar", statLine: "mortar", x: 16, y: 10 },
    { id: "b-tank", statLine: "MBT", x: 20, y: 10, formation: "blue-b" },
    { id: "b-gun", statLine: "towed-gun", x: 24, y: 10, formation: "blue-b" },
    { id: "r1", statLine: "infantry", x: 60, y: 40 },
  ]);
const ctxOf = (g: TestGame): Ctx => ({ s: g.state, env: g.env, dice: g.dice, out: [] });
const hit = (g: TestGame, id: string, r: HitResult) => {
  const ctx = ctxOf(g);
  applyHit(ctx, g.state.bases[id]!, r, "test");
  return ctx.out;
};

describe("hit results (seed 000 §5.1)", () => {
  it.each([
    ["K destroys the base", "b-tank", "K", { status: "destroyed", damage: 0, immobilized: "none" }],
    ["D damages it", "b-tank", "D", { status: "active", damage: 1, immobilized: "none" }],
    [
      "I immobilizes a vehicle for the rest of the game",
      "b-tank",
      "I",
      { status: "active", damage: 0, immobilized: "permanent" },
    ],
    [
      "I immobilizes towed artillery",
      "b-gun",
      "I",
      { status: "active", damage: 0, immobilized: "permanent" },
    ],
    ["I against infantry is a D", "b1", "I", { status: "active", damage: 1, immobilized: "none" }],
    ["a machine gun is killed by a D", "b-mg", "D", { status: "destroyed" }],
    ["a mortar is killed by an I", "b-mortar", "I", { status: "destroyed" }],
  ] as const)("%s", (_n, id, result, expected) => {
    const g = army();
    hit(g, id, result);
    expect(g.state.bases[id]).toMatchObject(expected);
  });

  it("two damaged infantry bases of one unit combine into one Kill", () => {
    const g = army();
    hit(g, "b1", "D");
    const out = hit(g, "b2", "D");
    expect(g.state.bases.b1!.status).toBe("destroyed");
    expect(g.state.bases.b2!.damage).toBe(0);
    expect(eventsOf(out, "combined")).toEqual([expect.objectContaining({ base: "b2", into: "b1" })]);
  });

  it("damaged bases of different units do not combine", () => {
    const g = army();
    hit(g, "b1", "D");
    hit(g, "b3", "D");
    expect([g.state.bases.b1!.damage, g.state.bases.b3!.damage]).toEqual([1, 1]);
  });

  it("a damaged vehicle keeps its mobility", () => {
    const g = army();
    hit(g, "b-tank", "D");
    for (const f of Object.values(g.state.formations)) f.moveMarker = true;
    g.state = atStep(g.state, "movement");
    run(g, { type: "move", base: "b-tank", mode: "forward", path: [[20, 15]] });
  });

  it("immobilization from fire is permanent: step 5e does not free it", () => {
    const g = army();
    hit(g, "b-tank", "I");
    g.state = atStep(g.state, "second-direct-fire");
    run(g, { type: "advance" });
    expect(g.state.bases["b-tank"]!.immobilized).toBe("permanent");
  });

  it.each([
    ["HQ", "b-hq", 6, "active"],
    ["HQ", "b-hq", 7, "destroyed"],
    ["tank", "b-tank", 6, "active"],
    ["tank", "b-tank", 7, "destroyed"],
  ])("%s with %i damage points is %s (destroyed at more than six)", (_n, id, points, status) => {
    const g = army();
    damage(ctxOf(g), g.state.bases[id]!, points, "test");
    expect(g.state.bases[id]!.status).toBe(status);
  });

  it("losing an HQ is counted for its side", () => {
    const g = army();
    const out = (() => {
      const ctx = ctxOf(g);
      damage(ctx, g.state.bases["b-hq"]!, 7, "test");
      return ctx.out;
    })();
    expect(g.state.sides[0]!.hqLost).toBe(1);
    expect(eventsOf(out, "hq-lost")).toHaveLength(1);
  });
});

describe("machine gun resurrection (seed 000 §5.1)", () => {
  it("removes the closest infantry base of the same battalion, once", () => {
    const g = army();
    g.state = atStep(g.state, "first-direct-fire");
    hit(g, "b-mg", "D");
    run(g, { type: "resurrect-machine-gun", base: "b-mg" });
    expect(g.state.bases["b-mg"]!.status).toBe("active");
    expect(g.state.bases.b2!.status).toBe("removed");
    expect(g.state.bases.b1!.status).toBe("active");
    hit(g, "b-mg", "K");
    expect(refused(g, { type: "resurrect-machine-gun", base: "b-mg" }).message).toContain("once");
  });

  it("only immediately: not after the step ends", () => {
    const g = army();
    g.state = atStep(g.state, "first-direct-fire");
    hit(g, "b-mg", "D");
    run(g, { type: "advance" });
    expect(refused(g, { type: "resurrect-machine-gun", base: "b-mg" }).message).toContain("immediately");
  });

  it("needs an infantry base of its battalion", () => {
    const g = start([
      { id: "b-mg", statLine: "HMG", x: 14, y: 10 },
      { id: "b-tank", statLine: "MBT", x: 20, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    hit(g, "b-mg", "D");
    expect(refused(g, { type: "resurrect-machine-gun", base: "b-mg" }).message).toContain("no infantry");
  });
});
