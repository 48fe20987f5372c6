import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { deployBoth, gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";

/**
 * Regression (issue 23, item 4): the last combat calculator's rays (the LOS pair it set) were still
 * drawn at the start of the next turn. The pair and the calculator's picks end with their fire step.
 */

function doneUntil(g: ReturnType<typeof gameApp>, step: string) {
  for (let i = 0; i < 40 && gameOf(g.app).game.view!.state!.step !== step; i++)
    playAll(g.controller, { type: "done", side: gameOf(g.app).game.view!.actor });
  expect(gameOf(g.app).game.view!.state!.step).toBe(step);
}

/** What the calculator does when a firer and a target are picked. */
function pick(g: ReturnType<typeof gameApp>, firer: string, target: string) {
  gameOf(g.app).setGame({ fire: { firer, target, weapon: null, useSa: false } });
  g.app.getState().setLosPair(firer, target);
}

describe("the combat calculator's sight line", () => {
  it("stays while its fire step lasts, and is gone when the step ends", () => {
    const g = gameApp();
    g.controller.start(newGameJson(), "test");
    deployBoth(g.controller);
    doneUntil(g, "first-direct-fire");
    pick(g, "b2", "r2");
    // Another entry within the step (the other side's pick is its own business) keeps it.
    gameOf(g.app).setGame({ selected: "b2" });
    expect(g.app.getState().los).toMatchObject({ observerId: "b2", targetId: "r2" });
    for (let i = 0; i < 10 && gameOf(g.app).game.view!.state!.step === "first-direct-fire"; i++)
      playAll(g.controller, { type: "done", side: gameOf(g.app).game.view!.actor });
    expect(gameOf(g.app).game.view!.state!.step).not.toBe("first-direct-fire");
    expect(g.app.getState().los.observerId).toBeNull();
    expect(g.app.getState().los.targetId).toBeNull();
    expect(gameOf(g.app).game.fire).toEqual({ firer: null, target: null, weapon: null, useSa: false });
    expect(gameOf(g.app).game.preview).toBeNull();
  });

  it("from the 2nd direct fire step is not there at the start of the next turn", () => {
    const g = gameApp();
    g.controller.start(newGameJson(), "test");
    deployBoth(g.controller);
    doneUntil(g, "second-direct-fire");
    pick(g, "b2", "r2");
    for (let i = 0; i < 40 && gameOf(g.app).game.view!.turn === 1; i++)
      playAll(g.controller, { type: "done", side: gameOf(g.app).game.view!.actor });
    expect(gameOf(g.app).game.view!.turn).toBe(2);
    expect(g.app.getState().los.observerId).toBeNull();
  });
});
