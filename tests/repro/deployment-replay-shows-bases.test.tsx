import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { createGameTool } from "../../src/app/rulesets/firestrike/tools/game-tool";
import { GameSide } from "../../src/app/rulesets/firestrike/ui/GameSide";
import { PhaseBar } from "../../src/app/rulesets/firestrike/ui/PhaseBar";
import { StoreContext } from "../../src/app/store/hooks";
import { deployBoth, gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";
import { at, key } from "../app/support";
import { BLUE_AT, RED_AT } from "../fixtures/games/skirmish-deployment";

/**
 * Regression (issue 39, item 7): replaying a Firestrike deployment showed an empty table (entries 1–15:
 * no bases, a live "Finish deployment" button, "The table gives Blue no deployment zone"). The view
 * showed deployment only to the seat deploying at that entry, and the deploy panel ignored replay.
 * Replay now shows every base placed so far that the seat's view holds, and nothing to act on.
 */

const blue = BLUE_AT.map(([id]) => id);

/** A game past deployment with Red's seat on screen (Red places its Move markers). */
function redOnScreen() {
  const g = gameApp();
  g.controller.start(newGameJson(), "test");
  deployBoth(g.controller);
  for (let i = 0; i < 40 && g.controller.seatOnScreen !== "red"; i++)
    playAll(g.controller, { type: "done", side: gameOf(g.app).game.view!.actor });
  expect(g.controller.seatOnScreen).toBe("red");
  return { ...g, tool: createGameTool(g.app) };
}

function render(app: ReturnType<typeof gameApp>["app"]): string {
  const now = { ...app, getInitialState: app.getState };
  return renderToStaticMarkup(
    <StoreContext.Provider value={now}>
      <PhaseBar />
      <GameSide />
    </StoreContext.Provider>,
  );
}

const units = (g: ReturnType<typeof gameApp>) => g.app.getState().table.units.map((u) => u.id);

/** What a live deploy panel offers, none of which belongs in replay. */
function expectNoLiveControls(html: string) {
  expect(html).toContain('data-replay="true"');
  expect(html).not.toContain('data-testid="end-deployment"');
  expect(html).not.toContain("Finish deployment");
  expect(html).not.toContain('data-testid="deploy-tray"');
  expect(html).not.toContain('data-testid="threat-toggle"');
  expect(html).not.toContain("no deployment zone");
  expect(html).not.toContain("then finish");
}

describe("replaying a deployment", () => {
  it("shows the bases placed so far, whichever seat is on screen, with no live controls", () => {
    const g = redOnScreen();
    g.controller.replayTo(5);
    expect(gameOf(g.app).game.view).toMatchObject({ stage: "deploy", deploying: "blue", replayAt: 5 });
    expect(units(g)).toEqual(blue.slice(0, 5));
    expectNoLiveControls(render(g.app));
    // Red deploying at entry 15: Blue's whole deployment and Red's first three bases.
    g.controller.replayTo(15);
    expect(gameOf(g.app).game.view!.deploying).toBe("red");
    expect(units(g)).toEqual([...blue, ...RED_AT.slice(0, 3).map(([id]) => id)]);
    expectNoLiveControls(render(g.app));
    g.controller.replayTo(null);
    expect(gameOf(g.app).game.view!.stage).toBe("play");
  });

  it("while deployment is still on, shows only what the seat may see: its own placements", () => {
    const g = gameApp();
    g.controller.start(newGameJson(), "test");
    playAll(
      g.controller,
      ...BLUE_AT.map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 0 })),
      { type: "end-deployment", side: "blue" },
      ...RED_AT.slice(0, 2).map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 180 })),
    );
    expect(g.controller.seatOnScreen).toBe("red");
    g.controller.replayTo(5);
    expect(units(g)).toEqual([]);
    expectNoLiveControls(render(g.app));
    g.controller.replayTo(14);
    expect(units(g)).toEqual(["rhq1", "r1"]);
    g.controller.replayTo(null);
    expect(render(g.app)).toContain('data-testid="end-deployment"');
  });

  it("the table tool places and turns nothing in replay, and what was being placed is dropped", () => {
    const g = redOnScreen();
    gameOf(g.app).setGame({ placing: { kind: "deploy", base: "b3", facing: 0 } });
    g.controller.replayTo(5);
    expect(gameOf(g.app).game.placing).toBeNull();
    gameOf(g.app).setGame({ selected: "b1" });
    expect(g.tool.key(key("]"))).toBe(false);
    g.tool.click(at([30, 6]));
    expect(gameOf(g.app).game.refusal).toBeNull();
    expect(gameOf(g.app).game.view!.replayAt).toBe(5);
  });
});
