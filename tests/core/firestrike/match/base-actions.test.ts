import { describe, expect, it } from "vitest";
import { apply } from "../../../../src/core/firestrike/apply";
import { baseActions } from "../../../../src/core/firestrike/match/base-actions";
import type { TestGame } from "../helpers";
import { moving } from "../support";

/** The movement-step actions offered for a base: the entries they play and what the engine says now. */

const actionsOf = (g: TestGame, id: string, minefields: string[] = []) =>
  baseActions(g.state, g.env, id, minefields)!;
const keys = (g: TestGame, id: string, minefields: string[] = []) =>
  actionsOf(g, id, minefields).actions.map((a) => `${a.key}${a.refused ? "!" : ""}`);
const play = (g: TestGame, entry: unknown) => {
  const r = apply(g.state, entry, g.env, g.dice);
  if (!r.ok) throw new Error(r.error.message);
  g.state = r.state;
};

describe("movement-step actions", () => {
  it("nothing outside the movement step", () => {
    const g = moving([{ id: "b1", statLine: "infantry", x: 10, y: 10 }]);
    g.state.step = "first-direct-fire";
    expect(baseActions(g.state, g.env, "b1", [])).toBeNull();
  });

  it("infantry: posture, digging, and the transports within reach, inside or as a rider", () => {
    const g = moving([
      { id: "b1", statLine: "infantry", x: 20, y: 10 },
      { id: "b-tank", statLine: "MBT", x: 20, y: 11.6 },
      { id: "b-apc", statLine: "APC", x: 21.8, y: 10, formation: "blue-b" },
      { id: "b-far", statLine: "APC", x: 40, y: 10, formation: "blue-b" },
    ]);
    expect(keys(g, "b1")).toEqual([
      "posture",
      "dig-hasty",
      "dig-foxholes",
      "mount-rider-b-tank",
      "mount-inside-b-apc",
    ]);
    const ride = actionsOf(g, "b1").actions.find((a) => a.key === "mount-rider-b-tank")!;
    expect(ride.entry).toEqual({ type: "mount", base: "b1", vehicle: "b-tank", as: "rider" });
    play(g, ride.entry);
    // Carried now: it may only dismount, at a point the player picks (behind the tank by default).
    const a = actionsOf(g, "b1");
    expect(a.actions).toEqual([]);
    expect(a.dismount).toMatchObject({
      vehicle: "b-tank",
      reachInches: 1,
      refused: "infantry may mount or dismount once per turn (seed 000 §3.22)",
    });
    // Next turn it may get off behind the tank, or at another point within reach, but not further away.
    Object.assign(g.state.bases.b1!, { mountedThisTurn: false, spentInches: 0 });
    g.state.bases["b-tank"]!.spentInches = 0;
    const next = actionsOf(g, "b1").dismount!;
    expect(next.refused).toBeNull();
    expect(next.defaultAt[1]).toBeLessThan(g.state.bases["b-tank"]!.y);
    const far = apply(g.state, { type: "dismount", base: "b1", at: [30, 10] }, g.env, g.dice);
    expect(far.ok ? null : far.error.message).toBe('dismounted bases are placed within 1" of their vehicle');
    // Beside the tank, turned to face away from it: 0.5" from its edge.
    const tank = g.state.bases["b-tank"]!;
    const x = tank.x + tank.frontageInches / 2 + g.state.bases.b1!.depthInches / 2 + 0.5;
    play(g, { type: "dismount", base: "b1", at: [x, 11.6], facing: 90 });
    expect(g.state.bases.b1).toMatchObject({ carriedBy: null, x, y: 11.6, facing: 90 });
  });

  it("a refused action carries the engine's reason", () => {
    const g = moving([{ id: "b1", statLine: "infantry", x: 10, y: 10 }]);
    g.state.bases.b1!.pinned = true;
    g.state.bases.b1!.prone = true;
    const posture = actionsOf(g, "b1").actions.find((a) => a.key === "posture")!;
    expect(posture.label).toBe("Stand up");
    expect(posture.refused).toBe("b1 is pinned: it stays prone until rallied (seed 000 §6.3)");
  });

  it("a towed gun limbers to a tow nearby; then both offer to unlimber it, and its set-up share shows", () => {
    const g = moving([
      { id: "b-gun", statLine: "towed-gun", x: 30, y: 10 },
      { id: "b-ht", statLine: "half-track", x: 30, y: 12, formation: "blue-b" },
      { id: "b-mbt", statLine: "MBT", x: 28, y: 10, formation: "blue-b" },
    ]);
    expect(keys(g, "b-gun")).toEqual(["limber-b-ht"]);
    expect(actionsOf(g, "b-gun").setupShare).toBe(0);
    play(g, actionsOf(g, "b-gun").actions[0]!.entry);
    expect(actionsOf(g, "b-gun").setupShare).toBe(0.5);
    expect(keys(g, "b-gun")).toEqual(["unlimber-b-gun"]);
    expect(actionsOf(g, "b-ht").towing).toEqual(["b-gun"]);
    expect(keys(g, "b-ht")).toContain("unlimber-b-gun");
    const unlimber = actionsOf(g, "b-ht").actions.find((a) => a.kind === "unlimber")!;
    expect(unlimber.entry).toEqual({ type: "unlimber", gun: "b-gun", facing: 0 });
    // Having limbered this turn, the half-track has 5" of its 10" left: unlimbering again costs the rest.
    play(g, { ...unlimber.entry, facing: 90 } as object);
    expect(g.state.bases["b-gun"]).toMatchObject({ towedBy: null, facing: 90, setupFraction: 1 });
  });

  it("cavalry take to or leave their horses", () => {
    const g = moving([{ id: "b1", statLine: "cavalry", x: 10, y: 10 }]);
    const horse = actionsOf(g, "b1").actions.find((a) => a.kind === "cavalry")!;
    expect(horse).toMatchObject({ label: "Dismount from horses", refused: null });
    play(g, horse.entry);
    const again = actionsOf(g, "b1").actions.find((a) => a.kind === "cavalry")!;
    expect(again.label).toBe("Mount horses");
    expect(again.refused).toBe("b1 already mounted or dismounted this turn");
  });

  it("an engineer in a minefield may clear it; one outside may not; it helps a base nearby dig in", () => {
    const g = moving([
      { id: "b-eng", statLine: "engineer", x: 10, y: 10 },
      { id: "b1", statLine: "infantry", x: 11.8, y: 10 },
    ]);
    g.oracle.areas.push({ id: "mines-1", kind: "minefield", rect: [8, 8, 12, 12] });
    expect(keys(g, "b-eng", ["mines-1"])).toContain("clear-mines-1");
    expect(keys(g, "b-eng", [])).not.toContain("clear-mines-1");
    expect(keys(g, "b1")).toContain("dig-hasty-b-eng");
    g.state.bases["b-eng"]!.x = 30;
    expect(keys(g, "b-eng", ["mines-1"])).not.toContain("clear-mines-1");
    expect(keys(g, "b1")).not.toContain("dig-hasty-b-eng");
  });
});
