import { describe, expect, it } from "vitest";
import { gameResult, objectiveHolders } from "../../../../src/core/firestrike/match/result";
import type { Base, GameState } from "../../../../src/core/firestrike/state";
import { deployed } from "../../game/support";

/** End of game: objectives held (project default) and losses per side. */

const s0 = deployed();
const table = s0.file.body.table;
const at = (s: GameState, id: string, x: number, y: number, patch: Partial<Base> = {}): GameState => ({
  ...s,
  bases: { ...s.bases, [id]: { ...s.bases[id]!, x, y, ...patch } },
});

describe("objectives", () => {
  it("are held by the only side with a combat base touching their circle", () => {
    let s = at(s0.now.state!, "b1", 20, 25.5); // obj-a at (20, 24), radius 2: base edge within reach
    s = at(s, "r1", 50, 24);
    expect(objectiveHolders(s, s0.env, table).map((o) => [o.id, o.holder, o.contested])).toEqual([
      ["obj-a", "blue", false],
      ["obj-b", "red", false],
    ]);
  });

  it("are contested when both sides are there, and not held by HQs or routing bases", () => {
    let s = at(s0.now.state!, "b1", 20, 24);
    s = at(s, "r1", 21, 24);
    s = at(s, "bhq1", 50, 24);
    s = at(s, "r2", 50, 25, {
      retreat: { kind: "rout", direction: [0, 1], stage: "to-cover", pastCoverLeft: 0 },
    });
    expect(objectiveHolders(s, s0.env, table).map((o) => [o.id, o.holder, o.contested])).toEqual([
      ["obj-a", null, true],
      ["obj-b", null, false],
    ]);
  });
});

describe("the result", () => {
  it("goes to the side with more objective points, with each side's losses", () => {
    let s = at(s0.now.state!, "r1", 20, 24); // red holds obj-a (2 points)
    s = at(s, "b1", 50, 24); // blue holds obj-b (1 point)
    s = at(s, "r2", 40, 40, { status: "destroyed" });
    s = at(s, "r3", 41, 40, { status: "removed" });
    s = at(s, "b2", 30, 10, { status: "abandoned" });
    s = { ...s, over: true };
    const r = gameResult(s, s0.env, table, null);
    expect(r.winner).toBe("red");
    expect(r.over).toBe(true);
    expect(r.reason).toBe("turn limit of 3 reached; objectives decide");
    const byId = Object.fromEntries(r.sides.map((x) => [x.side, x]));
    expect(byId.red).toMatchObject({
      bases: 11,
      inPlay: 9,
      lost: 2,
      abandoned: 0,
      points: 2,
      objectives: ["obj-a"],
    });
    expect(byId.blue).toMatchObject({
      bases: 9,
      inPlay: 8,
      lost: 0,
      abandoned: 1,
      points: 1,
      objectives: ["obj-b"],
    });
  });

  it("with level objectives goes to the side that lost fewer bases, else it is a draw", () => {
    let s = at(s0.now.state!, "r2", 40, 40, { status: "destroyed" });
    s = { ...s, over: true };
    expect(gameResult(s, s0.env, table, null)).toMatchObject({
      winner: "blue",
      reason: "turn limit of 3 reached; objectives level, fewer losses decide",
    });
    expect(gameResult({ ...s0.now.state!, over: true }, s0.env, table, null)).toMatchObject({ winner: null });
  });

  it("goes to the other side when one concedes", () => {
    expect(gameResult(s0.now.state!, s0.env, table, "blue")).toMatchObject({
      over: true,
      winner: "red",
      reason: "blue conceded",
    });
  });
});
