import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import * as actions from "../../src/app/rulesets/firestrike/tools/actions";
import { createGameTool } from "../../src/app/rulesets/firestrike/tools/game-tool";
import { deployBoth, gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";
import { at } from "../app/support";

/**
 * Regression (issue 23, item 2): picking a mover from the step 2b list only selected it, with no mode
 * or waypoint controls, and the next click on the ground deselected it; only a click on the model
 * started a move. The list's buttons (MovementStep) call `pickMover`, which starts the move as a click does.
 */

function atMovement() {
  const g = gameApp();
  g.controller.start(newGameJson(), "test");
  deployBoth(g.controller);
  playAll(g.controller, { type: "place-move-marker", formation: "blue-a-coy" });
  for (let i = 0; i < 40 && gameOf(g.app).game.view!.state!.step !== "movement"; i++)
    playAll(g.controller, { type: "done", side: gameOf(g.app).game.view!.actor });
  expect(gameOf(g.app).game.view!.state!.step).toBe("movement");
  return { ...g, tool: createGameTool(g.app) };
}

describe("picking a mover from the step 2b list", () => {
  it("starts its move: the plan is there and a click on the ground is a waypoint", () => {
    const g = atMovement();
    const pick = (actions as Record<string, unknown>).pickMover as
      | ((app: typeof g.app, id: string) => void)
      | undefined;
    expect(typeof pick).toBe("function");
    pick!(g.app, "b2");
    expect(gameOf(g.app).game.selected).toBe("b2");
    expect(gameOf(g.app).game.plan).toMatchObject({ base: "b2", path: [] });
    g.tool.click(at([20, 12]));
    expect(gameOf(g.app).game.selected).toBe("b2");
    expect(gameOf(g.app).game.plan?.path).toEqual([[20, 12]]);
  });

  it("is the same move a click on the model starts", () => {
    const a = atMovement();
    a.tool.click(at([20, 11]));
    const b = atMovement();
    actions.pickMover(b.app, "b2");
    expect(gameOf(b.app).game.plan).toEqual(gameOf(a.app).game.plan);
  });
});
