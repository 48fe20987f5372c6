import { describe, expect, it } from "vitest";
import { todoFor } from "../../src/core/firestrike/match/hotseat";
import { atStep, eventsOf, run, start, withDice } from "../core/firestrike/helpers";
import { refused } from "../core/firestrike/support";

// Regression (issue 17 item 6, seed 000 §6.4 "Defending foot troops involved in an assault may still
// employ small arms fire"): a defender in contact could fire its heavy AT launcher. Reading: small arms
// are a stat line's light direct-fire weapons; a defender in contact fires only those.

/** b1 assaulted r1 (r1 defends); a red towed gun defends against b2; a blue tank stands off. */
const melee = () => {
  const g = start([
    { id: "b1", statLine: "infantry", x: 10, y: 10 },
    { id: "b2", statLine: "infantry", x: 20, y: 10 },
    { id: "b-tank", statLine: "MBT", x: 13, y: 14, facing: 180 },
    { id: "r1", statLine: "infantry", x: 10, y: 10.8, facing: 180 },
    { id: "r-gun", statLine: "towed-gun", x: 20, y: 11, facing: 180 },
  ]);
  for (const [a, d] of [
    ["b1", "r1"],
    ["b2", "r-gun"],
  ] as const) {
    g.state.bases[a]!.assaultWith = [d];
    g.state.bases[a]!.assaulting = true;
    g.state.bases[d]!.assaultWith = [a];
  }
  g.state = withDice(g, atStep(g.state, "first-direct-fire"), [12, 12, 12, 12]);
  return g;
};

describe("repro: assault defenders fire small arms only", () => {
  it("a defender may not fire its heavy AT launcher, at the assaulter or at anyone else", () => {
    for (const target of ["b1", "b-tank"]) {
      const r = refused(melee(), { type: "direct-fire", firer: "r1", target, weapon: "AT launcher" });
      expect(r).toMatchObject({ code: "cannot-fire", path: "$.firer" });
      expect(r.message).toBe(
        "r1 is defending in an assault and may fire small arms (light direct fire) only (seed 000 §6.4)",
      );
    }
  });

  it("a defender still fires its rifles, named or chosen for it", () => {
    const g = melee();
    run(g, { type: "direct-fire", firer: "r1", target: "b1", weapon: "rifles" });
    const h = melee();
    run(h, { type: "direct-fire", firer: "r1", target: "b-tank" });
    expect(eventsOf(h.log, "fire").at(-1)).toMatchObject({ firer: "r1", weapon: "rifles" });
  });

  it("a defending towed gun has no small arms: refused, and not offered as a firer", () => {
    const g = melee();
    const r = refused(g, { type: "direct-fire", firer: "r-gun", target: "b2" });
    expect(r.message).toContain("small arms (light direct fire) only");
    const firers = todoFor(g.state, g.env, "red").find((t) => t.kind === "direct-fire")?.ids ?? [];
    expect(firers).toContain("r1");
    expect(firers).not.toContain("r-gun");
  });

  it("out of contact the same bases fire their heavy weapons as before", () => {
    const g = melee();
    g.state.bases.r1!.assaultWith = [];
    g.state.bases.b1!.assaultWith = [];
    run(g, { type: "direct-fire", firer: "r1", target: "b-tank", weapon: "AT launcher" });
  });
});
