import { describe, expect, it } from "vitest";
import { checkInvariants } from "../../../src/core/firestrike/invariants";
import { baseActions } from "../../../src/core/firestrike/match/base-actions";
import { isVehicle } from "../../../src/core/firestrike/query";
import { eventsOf, run } from "./helpers";
import { moving, refused } from "./support";

// seed 000 §6.3 Break-up: an abandoned vehicle "remains as obstacle and capture/recovery object". The
// procedure is a project default (movement/recovery.ts): in step 2b an infantry or engineer base in
// contact spends its whole movement to put a crew back in its own side's vehicle, or to disable an
// enemy one, which then is a wreck.
describe("abandoned vehicles: recovery and capture (seed 000 §6.3, project default)", () => {
  // The wreck's base is 0.75" deep: its far edge is at y 13.375; the infantry's near edge at 13.425.
  const table = () => {
    const g = moving([
      { id: "b-hq", statLine: "HQ", x: 5, y: 2, formation: "blue-bn" },
      { id: "b-tank", statLine: "MBT", x: 20, y: 13 },
      { id: "b-inf", statLine: "infantry", x: 20, y: 13.8 },
      { id: "b-far", statLine: "infantry", x: 26, y: 13.8 },
      { id: "b-mbt", statLine: "MBT", x: 21.05, y: 13 },
      { id: "r-inf", statLine: "infantry", x: 19, y: 12.2, facing: 180 },
      { id: "r-hq", statLine: "HQ", x: 60, y: 44, formation: "red-bn" },
    ]);
    const tank = g.state.bases["b-tank"]!;
    tank.status = "abandoned";
    tank.damage = 2;
    return g;
  };

  it("a friendly infantry base in contact puts a crew back in: the vehicle returns where it stands", () => {
    const g = table();
    run(g, { type: "recover-vehicle", base: "b-inf", vehicle: "b-tank" });
    const tank = g.state.bases["b-tank"]!;
    expect([tank.status, tank.damage, tank.x, tank.y]).toEqual(["active", 2, 20, 13]);
    expect(eventsOf(g.log, "recovered")).toMatchObject([{ base: "b-tank", by: "b-inf" }]);
    // Both used the turn: the crew's base cannot move on, nor can the vehicle this turn.
    expect(refused(g, { type: "move", base: "b-inf", mode: "walking", path: [[20, 16]] }).code).toBe(
      "out-of-movement",
    );
    expect(refused(g, { type: "move", base: "b-tank", mode: "forward", path: [[20, 8]] }).code).toBe(
      "out-of-movement",
    );
    expect(checkInvariants(g.state, g.env, g.log)).toEqual([]);
  });

  it("an enemy infantry base in contact captures it: a wreck that can no longer be recovered", () => {
    const g = table();
    run(g, { type: "capture-vehicle", base: "r-inf", vehicle: "b-tank" });
    expect(g.state.bases["b-tank"]!.status).toBe("destroyed");
    expect(eventsOf(g.log, "captured")).toMatchObject([{ base: "b-tank", by: "r-inf", side: "red" }]);
    const r = refused(g, { type: "recover-vehicle", base: "b-inf", vehicle: "b-tank" });
    expect(r.message).toBe("b-tank is not an abandoned vehicle (it is destroyed)");
    // Still an obstacle to vehicles.
    expect(refused(g, { type: "move", base: "b-mbt", mode: "forward", path: [[19, 13]] }).message).toContain(
      "wreck of b-tank",
    );
  });

  it.each([
    [
      "not in contact",
      { type: "recover-vehicle", base: "b-far", vehicle: "b-tank" },
      "b-far is not in contact with b-tank",
    ],
    [
      "an enemy vehicle is captured, not recovered",
      { type: "recover-vehicle", base: "r-inf", vehicle: "b-tank" },
      "b-tank is the enemy's: capture it instead",
    ],
    [
      "an own vehicle is recovered, not captured",
      { type: "capture-vehicle", base: "b-inf", vehicle: "b-tank" },
      "b-tank is blue's own: recover it instead",
    ],
    [
      "only infantry and engineers",
      { type: "recover-vehicle", base: "b-mbt", vehicle: "b-tank" },
      "b-mbt is not an infantry or engineer base on the table",
    ],
    [
      "only abandoned vehicles",
      { type: "capture-vehicle", base: "r-inf", vehicle: "b-mbt" },
      "b-mbt is not an abandoned vehicle (it is active)",
    ],
    [
      "unknown vehicle",
      { type: "recover-vehicle", base: "b-inf", vehicle: "b-nope" },
      'there is no base "b-nope"',
    ],
  ])("refused: %s, and nothing changes", (_name, cmd, message) => {
    const g = table();
    const before = JSON.stringify(g.state);
    expect(refused(g, cmd).message).toBe(message);
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it("a lost HQ stays lost: an abandoned HQ vehicle is not recovered", () => {
    const g = moving([
      { id: "b-hq", statLine: "HQ", x: 20, y: 13, formation: "blue-bn" },
      { id: "b-inf", statLine: "infantry", x: 20, y: 13.8 },
      { id: "r-hq", statLine: "HQ", x: 60, y: 44, formation: "red-bn" },
    ]);
    const hq = g.state.bases["b-hq"]!;
    if (!isVehicle(g.env.stats.byId.get(hq.statLine)!)) throw new Error("the HQ line must be a vehicle here");
    hq.status = "abandoned";
    expect(refused(g, { type: "recover-vehicle", base: "b-inf", vehicle: "b-hq" }).message).toContain(
      "a lost HQ stays lost",
    );
  });

  it("only in step 2b, with a Move marker, and with the whole movement left", () => {
    const g = table();
    g.state.step = "first-direct-fire";
    expect(refused(g, { type: "recover-vehicle", base: "b-inf", vehicle: "b-tank" }).code).toBe("wrong-step");
    const h = table();
    h.state.formations["blue-a"]!.moveMarker = false;
    expect(refused(h, { type: "recover-vehicle", base: "b-inf", vehicle: "b-tank" }).message).toContain(
      "no Move marker",
    );
    const k = table();
    run(k, { type: "move", base: "b-inf", mode: "walking", path: [[20.2, 13.8]] });
    expect(refused(k, { type: "recover-vehicle", base: "b-inf", vehicle: "b-tank" }).code).toBe(
      "out-of-movement",
    );
  });

  it("the base card offers them to bases in contact", () => {
    const g = table();
    const keys = (id: string) => baseActions(g.state, g.env, id, [])!.actions.map((a) => a.key);
    expect(keys("b-inf")).toContain("recover-b-tank");
    expect(keys("r-inf")).toContain("capture-b-tank");
    expect(keys("b-far").some((k) => k.endsWith("b-tank"))).toBe(false);
    const recover = baseActions(g.state, g.env, "b-inf", [])!.actions.find(
      (a) => a.key === "recover-b-tank",
    )!;
    expect(recover).toMatchObject({ kind: "recover", label: "Recover b-tank", refused: null });
  });
});
