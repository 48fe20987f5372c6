import { describe, expect, it } from "vitest";
import { apply } from "../../../src/core/firestrike/apply";
import { start } from "./helpers";

describe("firestrike smoke", () => {
  it("starts a game and advances through a whole turn", () => {
    const g = start([
      { id: "b-hq", statLine: "HQ", x: 10, y: 5, formation: "blue-bn" },
      { id: "b1", statLine: "MBT", x: 10, y: 10 },
      { id: "r-hq", statLine: "HQ", x: 10, y: 45, formation: "red-bn" },
      { id: "r1", statLine: "infantry", x: 10, y: 30 },
    ]);
    let s = g.state;
    expect(s.step).toBe("discovery");
    for (let i = 0; i < 18; i++) {
      const r = apply(s, { type: "advance" }, g.env, g.dice);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(s.turn).toBe(2);
    expect(s.step).toBe("discovery");
  });
});
