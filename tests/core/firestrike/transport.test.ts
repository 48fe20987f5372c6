import { describe, expect, it } from "vitest";
import { applyHit, damage } from "../../../src/core/firestrike/fire/hits";
import { atStep, eventsOf, run, start } from "./helpers";
import { moving, refused } from "./support";

const convoy = () =>
  moving([
    { id: "b-truck", statLine: "truck", x: 10, y: 10, formation: "blue-b" },
    { id: "b1", statLine: "infantry", x: 10, y: 11.5 },
    { id: "b2", statLine: "infantry", x: 11.2, y: 10 },
    { id: "b3", statLine: "infantry", x: 8.8, y: 10 },
    { id: "b-tank", statLine: "MBT", x: 20, y: 10, formation: "blue-b" },
    { id: "r1", statLine: "infantry", x: 60, y: 40 },
  ]);

describe("transporting infantry (seed 000 §3.22)", () => {
  it("mounting costs the vehicle half its turn's movement; passengers move with it", () => {
    const g = convoy();
    run(g, { type: "mount", base: "b1", vehicle: "b-truck" });
    expect(g.state.bases["b-truck"]!.spentInches).toBe(7);
    expect(g.state.bases.b1!.carriedBy).toBe("b-truck");
    run(g, { type: "move", base: "b-truck", mode: "forward", path: [[10, 17]] });
    expect([g.state.bases.b1!.x, g.state.bases.b1!.y]).toEqual([10, 17]);
    expect(refused(g, { type: "move", base: "b-truck", mode: "forward", path: [[10, 17.5]] }).code).toBe(
      "out-of-movement",
    );
  });

  it("once per turn: a base that mounted cannot dismount the same turn", () => {
    const g = convoy();
    run(g, { type: "mount", base: "b1", vehicle: "b-truck" });
    expect(refused(g, { type: "dismount", base: "b1", at: [10, 11.5] }).message).toContain("once per turn");
  });

  it("a truck carries two bases, not three", () => {
    const g = convoy();
    g.state.bases["b-truck"]!.spentInches = -100;
    run(
      g,
      { type: "mount", base: "b1", vehicle: "b-truck" },
      { type: "mount", base: "b2", vehicle: "b-truck" },
    );
    expect(refused(g, { type: "mount", base: "b3", vehicle: "b-truck" }).message).toContain("full");
  });

  it("dismounting is placed next to the vehicle and costs it half its movement", () => {
    const g = convoy();
    g.state.bases.b1!.carriedBy = "b-truck";
    g.state.bases.b1!.riding = "inside";
    g.state.bases.b1!.x = 10;
    g.state.bases.b1!.y = 10;
    expect(refused(g, { type: "dismount", base: "b1", at: [10, 14] }).code).toBe("illegal-move");
    run(g, { type: "dismount", base: "b1", at: [10, 11.4] });
    expect(g.state.bases.b1!.carriedBy).toBeNull();
    expect(g.state.bases["b-truck"]!.spentInches).toBe(7);
  });

  it("seed example: a truck carrying two infantry bases takes two damage; each base takes two", () => {
    const g = start([
      { id: "b-truck", statLine: "truck", x: 10, y: 10, formation: "blue-b" },
      { id: "b1", statLine: "infantry", x: 10, y: 10, carriedBy: "b-truck", formation: "blue-a" },
      { id: "b2", statLine: "infantry", x: 10, y: 10, carriedBy: "b-truck", formation: "blue-b" },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    const ctx = { s: g.state, env: g.env, dice: g.dice, out: [] };
    damage(ctx, g.state.bases["b-truck"]!, 2, "test");
    expect(g.state.bases["b-truck"]!.damage).toBe(2);
    expect(g.state.bases.b1!.damage).toBe(2);
    expect(g.state.bases.b2!.damage).toBe(2);
  });

  it("reading: two passengers of the same unit each take the damage; §5.1 combines them when they get out", () => {
    const g = start([
      { id: "b-truck", statLine: "truck", x: 10, y: 10, formation: "blue-b" },
      { id: "b1", statLine: "infantry", x: 10, y: 10, carriedBy: "b-truck" },
      { id: "b2", statLine: "infantry", x: 10, y: 10, carriedBy: "b-truck" },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    const ctx = { s: g.state, env: g.env, dice: g.dice, out: [] };
    damage(ctx, g.state.bases["b-truck"]!, 2, "test");
    expect(g.state.bases.b1!.damage).toBe(2);
    expect(g.state.bases.b1!.status).toBe("active");
    expect(g.state.bases.b2!.damage).toBe(2);
    expect(g.state.bases.b2!.status).toBe("active");
  });

  it("a destroyed vehicle destroys the stands it carries", () => {
    const g = start([
      { id: "b-truck", statLine: "truck", x: 10, y: 10, formation: "blue-b" },
      { id: "b1", statLine: "infantry", x: 10, y: 10, carriedBy: "b-truck" },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    const ctx = { s: g.state, env: g.env, dice: g.dice, out: [] };
    applyHit(ctx, g.state.bases["b-truck"]!, "K", "test");
    expect(g.state.bases.b1!.status).toBe("destroyed");
    expect(eventsOf(ctx.out, "destroyed").map((e) => e.base)).toEqual(["b-truck", "b1"]);
  });

  it("carried bases cannot fire and cannot be fired at directly", () => {
    const g = start([
      { id: "b-truck", statLine: "truck", x: 10, y: 10, formation: "blue-b" },
      { id: "b1", statLine: "infantry", x: 10, y: 10, carriedBy: "b-truck" },
      { id: "r1", statLine: "infantry", x: 10, y: 14 },
    ]);
    g.state = atStep(g.state, "first-direct-fire");
    expect(refused(g, { type: "direct-fire", firer: "b1", target: "r1" }).message).toContain("carried");
    expect(refused(g, { type: "direct-fire", firer: "r1", target: "b1" }).code).toBe("illegal-target");
  });
});

describe("infantry as riders (seed 000 §3.22)", () => {
  it('one stand rides an MBT for 1" of its move and 2" of the tank\'s', () => {
    const g = convoy();
    g.state.bases.b1!.x = 20;
    g.state.bases.b1!.y = 11.5;
    run(g, { type: "mount", base: "b1", vehicle: "b-tank", as: "rider" });
    expect(g.state.bases.b1!.spentInches).toBe(1);
    expect(g.state.bases["b-tank"]!.spentInches).toBe(2);
    g.state.bases.b2!.x = 21.2;
    expect(refused(g, { type: "mount", base: "b2", vehicle: "b-tank", as: "rider" }).message).toContain(
      "rider",
    );
  });

  it("a truck takes no riders", () => {
    expect(
      refused(convoy(), { type: "mount", base: "b1", vehicle: "b-truck", as: "rider" }).message,
    ).toContain("rider");
  });

  it.each([
    ["a building", "building", false],
    ["water", "water", false],
    ["woods off the road", "woods", false],
    ["woods along a road", "woods+road", true],
  ])("with a rider the tank may enter %s: %s", (_n, kind, allowed) => {
    const g = convoy();
    g.state.bases.b1!.carriedBy = "b-tank";
    g.state.bases.b1!.riding = "rider";
    g.state.bases.b1!.x = 20;
    g.state.bases.b1!.y = 10;
    if (kind === "woods+road")
      g.oracle.areas.push(
        { id: "w", kind: "woods", rect: [15, 12, 25, 20] },
        { id: "rd", kind: "road", rect: [19, 0, 21, 48] },
      );
    else g.oracle.areas.push({ id: "x", kind: kind as "woods", rect: [15, 12, 25, 20] });
    const cmd = { type: "move", base: "b-tank", mode: "forward", path: [[20, 13]] };
    if (allowed) run(g, cmd);
    else expect(refused(g, cmd).message).toContain("riders");
  });
});
