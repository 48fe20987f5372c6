import { describe, expect, it } from "vitest";
import {
  actor,
  freshProgress,
  isDone,
  sideOrder,
  todoFor,
} from "../../../../src/core/firestrike/match/hotseat";
import type { Session } from "../../../../src/core/firestrike/match/session";
import type { GameState } from "../../../../src/core/firestrike/state";
import { deployed, playAll } from "../../game/support";

/** Who acts, what is left to do, and the automatic dice steps. */

/** Presses "done" for whoever acts until the game reaches `step` (of the current or a later turn). */
function doneUntil(s: Session, step: GameState["step"]): Session {
  let cur = s;
  for (let i = 0; i < 60 && cur.now.state!.step !== step; i++) {
    const side = actor(cur.now.state!, cur.env, cur.now.progress!);
    if (!side) throw new Error("nobody acts");
    cur = playAll(cur, { type: "done", side });
  }
  if (cur.now.state!.step !== step) throw new Error(`never reached ${step}`);
  return cur;
}

describe("side order", () => {
  it("alternates by turn: the first side of the forces acts first in odd turns", () => {
    const s = deployed();
    expect(sideOrder(s.now.state!)).toEqual(["blue", "red"]);
    expect(sideOrder({ ...s.now.state!, turn: 2 })).toEqual(["red", "blue"]);
  });
});

describe("what is left to do", () => {
  it("lists Move markers and HQ rolls in step 1c", () => {
    const s = deployed();
    expect(todoFor(s.now.state!, s.env, "blue")).toEqual([
      { kind: "move-marker", text: "2 units may take a Move marker", ids: ["blue-mech", "blue-tanks"] },
      { kind: "hq-roll", text: "1 HQ base may roll to move", ids: ["bhq1"] },
    ]);
  });

  it("skips steps where nobody decides anything, and a side with nothing to do in a step", () => {
    let s = deployed();
    s = doneUntil(s, "first-impact-zones");
    expect(todoFor(s.now.state!, s.env, "blue")).toEqual([]);
    expect(todoFor(s.now.state!, s.env, "red")).toEqual([
      { kind: "impact-zone", text: "2 bases or batteries may place an impact zone", ids: ["r10", "r9"] },
    ]);
    expect(actor(s.now.state!, s.env, s.now.progress!)).toBe("red");
    s = doneUntil(s, "place-airstrikes");
    // Rally, 2c (no 2nd impact zone technology) passed by themselves; parity gives one strike each.
    expect(todoFor(s.now.state!, s.env, "blue")).toEqual([
      { kind: "airstrike", text: "1 airstrike to place", ids: [] },
    ]);
    s = doneUntil(s, "first-direct-fire");
    const blue = todoFor(s.now.state!, s.env, "blue");
    expect(blue[0]!.kind).toBe("direct-fire");
    // HQs never fire, and riders inside the IFVs cannot.
    expect(blue[0]!.ids).toEqual(["b1", "b2", "b3", "b4", "b5", "b6"]);
  });

  it("ends a side's part by itself once it has nothing left to do", () => {
    let s = doneUntil(deployed(), "first-direct-fire");
    const shots = [
      ["b1", "r1"],
      ["b2", "r2"],
      ["b3", "r3"],
      ["b4", "r5"],
      ["b5", "r6"],
    ];
    s = playAll(
      s,
      ...shots.map(([firer, target]) => ({
        type: "direct-fire",
        firer,
        target,
        ...(firer === "b5" ? { weapon: "ATGM" } : {}),
      })),
    );
    expect(actor(s.now.state!, s.env, s.now.progress!)).toBe("blue");
    s = playAll(s, { type: "direct-fire", firer: "b6", target: "r7", weapon: "ATGM" });
    expect(s.now.state!.step).toBe("first-direct-fire");
    expect(actor(s.now.state!, s.env, s.now.progress!)).toBe("red");
  });
});

describe("a machine gun killed after its owner was done", () => {
  it("reopens the step for the owner's resurrect decision", () => {
    let s = doneUntil(deployed(), "first-direct-fire");
    s = playAll(s, { type: "done", side: "blue" });
    const state = s.now.state!;
    const mark = state.eventCount;
    const progress = { ...freshProgress(state), done: { red: mark } };
    expect(isDone(state, s.env, progress, "red")).toBe(true);
    // The HMG r4 dies after red said done (as when blue's fire lands in a later part of the step).
    const killed: GameState = {
      ...state,
      bases: {
        ...state.bases,
        r4: { ...state.bases.r4!, status: "destroyed", resurrectable: true, leftPlayAt: mark },
      },
      eventCount: mark + 1,
    };
    expect(isDone(killed, s.env, progress, "red")).toBe(false);
    expect(todoFor(killed, s.env, "red").at(-1)).toEqual({
      kind: "resurrect",
      text: "1 machine gun may be resurrected",
      ids: ["r4"],
    });
    expect(actor(killed, s.env, progress)).toBe("red");
  });
});
