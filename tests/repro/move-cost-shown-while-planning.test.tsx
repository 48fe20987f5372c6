import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { createGameTool } from "../../src/app/rulesets/firestrike/tools/game-tool";
import { StepPanel } from "../../src/app/rulesets/firestrike/ui/StepPanel";
import { StoreContext } from "../../src/app/store/hooks";
import { deployBoth, gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";
import { at, key } from "../app/support";

/**
 * Regression (issue 39, item 6): planning a move in step 2b said only "2 waypoint(s)"; the player found
 * the limit by being refused ("the path costs 11.43\" but b7 has 10.00\" left"). The plan's cost and
 * the move left are now in the store beside the plan (worked out by the controller from the move
 * command's own price, per waypoint, not in render) and the movement panel shows them, warning when over.
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

function render(app: ReturnType<typeof gameApp>["app"]): string {
  const now = { ...app, getInitialState: app.getState };
  return renderToStaticMarkup(
    <StoreContext.Provider value={now}>
      <StepPanel />
    </StoreContext.Provider>,
  );
}

/** The cost line's markup, quotes unescaped. */
const costSpan = (html: string) =>
  html.match(/<span[^>]*data-testid="move-cost"[^>]*>[^<]*<\/span>/)?.[0]?.replaceAll("&quot;", '"') ?? "";

describe("a planned move's cost", () => {
  it("is the move left before any waypoint, and the path's cost of it after each one", () => {
    const g = atMovement();
    g.tool.click(at([20, 11]));
    expect(gameOf(g.app).game.plan).toMatchObject({ base: "b2", path: [] });
    expect(gameOf(g.app).game.planCost).toEqual({ costInches: 0, leftInches: 4, refused: null });
    g.tool.click(at([18, 12]));
    const one = gameOf(g.app).game.planCost!;
    expect(one.costInches).toBeCloseTo(Math.hypot(2, 1), 9);
    expect(one).toMatchObject({ leftInches: 4, refused: null });
    expect(costSpan(render(g.app))).toContain('path 2.24" of 4.00" left');
    expect(costSpan(render(g.app))).toContain('data-over="false"');
    g.tool.click(at([18, 13]));
    expect(gameOf(g.app).game.planCost!.costInches).toBeCloseTo(Math.hypot(2, 1) + 1, 9);
    g.tool.key(key("Backspace"));
    expect(gameOf(g.app).game.planCost!.costInches).toBeCloseTo(Math.hypot(2, 1), 9);
  });

  it("warns with the engine's own refusal before the move is pressed, and the figures are the rules'", () => {
    const g = atMovement();
    g.tool.click(at([20, 11]));
    g.tool.click(at([20, 2]));
    const planned = gameOf(g.app).game.planCost!;
    expect(planned.costInches).toBeCloseTo(9, 9);
    expect(planned.leftInches).toBe(4);
    const html = costSpan(render(g.app));
    expect(html).toContain('data-over="true"');
    expect(html).toContain('path 9.00" of 4.00" left: 5.00" too far');
    // Pressing Move anyway is refused with the very sentence the warning carries.
    g.tool.key(key("Enter"));
    expect(gameOf(g.app).game.refusal?.message).toBe(planned.refused);
    expect(planned.refused).toBe('the path costs 9.00" but b2 has 4.00" left');
  });

  it("follows the base's spent movement: after a short move, the next plan starts from what is left", () => {
    const g = atMovement();
    g.tool.click(at([20, 11]));
    g.tool.click(at([20, 12]));
    g.tool.key(key("Enter"));
    g.tool.click(at([20, 12]));
    expect(gameOf(g.app).game.planCost).toEqual({ costInches: 0, leftInches: 3, refused: null });
  });
});
