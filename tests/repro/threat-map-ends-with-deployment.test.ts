import { describe, expect, it } from "vitest";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { gameApp, newGameJson, playAll } from "../app/rulesets/firestrike/support";
import { BLUE_AT, RED_AT } from "../fixtures/games/skirmish-deployment";

/**
 * Regression (issue 23, item 1): the enemy threat map ticked during deployment stayed on for the whole
 * game, for both players, over the impact-zone discs, until a reload: the deployment panel that asked
 * for it went away with deployment without taking it back. It ends with the deploying side's deployment.
 */

/** What the deployment panel does when its box is ticked. */
function tickThreat(app: ReturnType<typeof gameApp>["app"]): void {
  const s = app.getState();
  const watchers = gameOf(app).game.view?.watchers;
  if (!watchers) throw new Error("no watchers to tick the threat map with");
  gameOf(app).setGame({ threat: true });
  s.requestOverlay({ kind: "threat", side: watchers.units[0]!.side, watchers, cellInches: 0.5 });
}

describe("the deployment threat map", () => {
  it("is gone once the last side ends its deployment", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    playAll(
      controller,
      ...BLUE_AT.map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 0 })),
      { type: "end-deployment", side: "blue" },
      ...RED_AT.map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 180 })),
    );
    tickThreat(app);
    expect(app.getState().overlay.kind).toBe("threat");
    playAll(controller, { type: "end-deployment", side: "red" });
    expect(gameOf(app).game.view?.stage).toBe("play");
    expect(app.getState().overlay.kind).toBe("none");
    expect(app.getState().overlay.watchers).toBeNull();
    expect(gameOf(app).game.threat).toBe(false);
  });

  it("is gone when the first side hands over, and stays toggleable while deploying", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    playAll(controller, ...BLUE_AT.map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 0 })));
    tickThreat(app);
    // Placing and moving bases keeps it on: it is still this side's deployment.
    const [id, x, y] = BLUE_AT[0]!;
    playAll(controller, { type: "deploy", base: id, at: [x + 0.5, y], facing: 0 });
    expect(app.getState().overlay.kind).toBe("threat");
    expect(gameOf(app).game.threat).toBe(true);
    playAll(controller, { type: "end-deployment", side: "blue" });
    expect(app.getState().overlay.kind).toBe("none");
    expect(gameOf(app).game.threat).toBe(false);
  });

  it("leaves a threat map the dead-ground tool asked for in play alone", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    playAll(
      controller,
      ...BLUE_AT.map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 0 })),
      { type: "end-deployment", side: "blue" },
      ...RED_AT.map(([base, x, y]) => ({ type: "deploy", base, at: [x, y], facing: 180 })),
      { type: "end-deployment", side: "red" },
    );
    app.getState().requestOverlay({ kind: "threat", side: "red", watchers: null });
    playAll(controller, { type: "done", side: gameOf(app).game.view!.actor! });
    expect(app.getState().overlay.kind).toBe("threat");
  });
});
