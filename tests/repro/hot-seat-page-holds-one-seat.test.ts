import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";
import { BLUE_AT, RED_AT } from "../fixtures/games/skirmish-deployment";

// Regression (issue 24 item 3): hidden deployment was a screen filter. The page's store held the
// session's whole journal (the log panel's rows named where the other side had placed every base),
// so during red's deployment blue's placements were in the page. The page now holds only the seat's
// snapshot: nothing of the store's data names blue's placed bases until the first turn.

/** The store's data as JSON: plain objects, arrays and maps; the controller (the host) left out. */
function storeData(state: unknown): string {
  return JSON.stringify(state, (_k, v: unknown) => {
    if (typeof v === "function") return undefined;
    if (v instanceof Map) return [...v.entries()];
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null ? v : undefined;
  });
}

const blueIds = BLUE_AT.map(([id]) => id);
const named = (json: string) => blueIds.filter((id) => json.includes(`"${id}"`));

describe("the hot-seat page holds one seat's view", () => {
  it("during red's deployment the store names none of blue's placed bases; once play starts it does", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    playAll(controller, ...BLUE_AT.map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 0 })));
    // Blue's own view has them (so the check below can fail).
    expect(named(storeData(app.getState()))).toEqual(blueIds);
    playAll(controller, { type: "end-deployment", side: "blue" });
    expect(gameOf(app).game.handOverTo).toBe("red");
    expect(controller.seatOnScreen).toBe("red");
    expect(named(storeData(app.getState()))).toEqual([]);
    playAll(
      controller,
      ...RED_AT.slice(0, 3).map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 180 })),
    );
    expect(named(storeData(app.getState()))).toEqual([]);
    expect(gameOf(app).game.view!.rows.some((r) => r.text.includes("blue"))).toBe(true);
    playAll(
      controller,
      ...RED_AT.slice(3).map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 180 })),
      { type: "end-deployment", side: "red" },
    );
    // Deployment over: every placement is on the table for both sides, and in the log.
    expect(app.getState().table.units.map((u) => u.id)).toEqual(expect.arrayContaining(blueIds));
  });
});
