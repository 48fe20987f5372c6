import { describe, expect, it } from "vitest";
import { abandon, applyHit, damage } from "../../src/core/firestrike/fire/hits";
import { checkInvariants } from "../../src/core/firestrike/invariants";
import { eventsOf, run } from "../core/firestrike/helpers";
import { moving } from "../core/firestrike/support";

// Regression (issue 17 item 2): with both passengers of a truck in one unit (the normal payload), the
// §5.1 one-damaged-base rule turned the seed's own §3.22 example ("each infantry base being carried will
// also receive two points of damage") into one base destroyed and the other undamaged. Reading
// (docs/rules-coverage.md 3.22.5): carried stands take their vehicle's damage as the example says; §5.1
// combines a unit's damaged bases on the table, so it applies to a carried stand when it gets out.
const loaded = () => {
  const g = moving([
    { id: "b-truck", statLine: "truck", x: 10, y: 10, formation: "blue-b" },
    { id: "b1", statLine: "infantry", x: 10, y: 10, carriedBy: "b-truck" },
    { id: "b2", statLine: "infantry", x: 10, y: 10, carriedBy: "b-truck" },
    { id: "b3", statLine: "infantry", x: 14, y: 10 },
    { id: "r1", statLine: "infantry", x: 60, y: 40 },
  ]);
  return { g, ctx: { s: g.state, env: g.env, dice: g.dice, out: [] } };
};

describe("repro: transport damage with both passengers from one unit (seed 000 §3.22, §5.1)", () => {
  it("the seed's example: a truck with two bases of one unit takes two damage; each base takes two", () => {
    const { g, ctx } = loaded();
    damage(ctx, g.state.bases["b-truck"]!, 2, "test");
    expect(g.state.bases["b-truck"]!.damage).toBe(2);
    for (const id of ["b1", "b2"]) {
      expect(g.state.bases[id]!.status, id).toBe("active");
      expect(g.state.bases[id]!.damage, id).toBe(2);
    }
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
  });

  it("two D results on the truck give each passenger two points, as the example does", () => {
    const { g, ctx } = loaded();
    applyHit(ctx, g.state.bases["b-truck"]!, "D", "test");
    applyHit(ctx, g.state.bases["b-truck"]!, "D", "test");
    expect(["b-truck", "b1", "b2"].map((id) => g.state.bases[id]!.damage)).toEqual([2, 2, 2]);
    expect(eventsOf(ctx.out, "destroyed")).toEqual([]);
  });

  it("a unit-mate on the table hit meanwhile is not combined with the passengers", () => {
    const { g, ctx } = loaded();
    damage(ctx, g.state.bases["b-truck"]!, 2, "test");
    applyHit(ctx, g.state.bases.b3!, "D", "test");
    expect(g.state.bases.b3!.damage).toBe(1);
    expect(["b1", "b2", "b3"].map((id) => g.state.bases[id]!.status)).toEqual(["active", "active", "active"]);
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
  });

  it("getting out: the second damaged base to reach the table combines with the first into one Kill", () => {
    const { g, ctx } = loaded();
    damage(ctx, g.state.bases["b-truck"]!, 2, "test");
    g.state.bases.b3!.status = "removed";
    run(g, { type: "dismount", base: "b1", at: [10, 11.4] });
    expect(g.state.bases.b1!.damage).toBe(2);
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
    g.state.bases["b-truck"]!.spentInches = 0;
    run(g, { type: "dismount", base: "b2", at: [10, 8.6] });
    expect(g.state.bases.b1!.status).toBe("destroyed");
    expect(g.state.bases.b2!.status).toBe("active");
    expect(g.state.bases.b2!.damage).toBe(0);
    expect(g.log.some((e) => e.type === "combined" && e.base === "b2" && e.into === "b1")).toBe(true);
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
  });

  it("bailing out of an abandoned truck applies the same combination", () => {
    const { g, ctx } = loaded();
    damage(ctx, g.state.bases["b-truck"]!, 2, "test");
    g.state.bases.b3!.status = "removed";
    abandon(ctx, g.state.bases["b-truck"]!, "test");
    const left = ["b1", "b2"].filter((id) => g.state.bases[id]!.status === "active");
    expect(left).toHaveLength(1);
    expect(g.state.bases[left[0]!]!.damage).toBe(0);
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
  });
});
