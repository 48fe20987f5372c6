import { describe, expect, it } from "vitest";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import { createGameTool } from "../../../../src/app/rulesets/firestrike/tools/game-tool";
import { at, key } from "../../support";
import { deployBoth, gameApp, newGameJson, playAll } from "./support";

/** The game tool, driven by plain pointer and key events in Node (no browser). */

const started = () => {
  const g = gameApp();
  g.controller.start(newGameJson(), "test");
  return { ...g, tool: createGameTool(g.app) };
};

/** Presses "done" until the game reaches a step. */
function doneUntil(g: ReturnType<typeof started>, step: string) {
  for (let i = 0; i < 40 && gameOf(g.app).game.view!.state!.step !== step; i++)
    playAll(g.controller, { type: "done", side: gameOf(g.app).game.view!.actor });
  expect(gameOf(g.app).game.view!.state!.step).toBe(step);
}

describe("deployment", () => {
  it("places the base picked in the tray where the table is clicked, facing as set", () => {
    const g = started();
    gameOf(g.app).setGame({ placing: { kind: "deploy", base: "b3", facing: 0 } });
    g.tool.key(key("]"));
    g.tool.click(at([30, 6]));
    expect(g.app.getState().table.units).toMatchObject([{ id: "b3", x: 30, y: 6, facing: 15 }]);
    expect(gameOf(g.app).game.placing).toBeNull();
  });

  it("drags a placed base to a new place; a drop outside the zone is refused and it stays", () => {
    const g = started();
    playAll(g.controller, { type: "deploy", base: "b3", at: [30, 6], facing: 0 });
    expect(g.tool.down(at([30, 6]))).toBe(true);
    g.tool.move(at([31, 6]));
    g.tool.move(at([34, 7]));
    g.tool.up(at([34, 7]));
    expect(g.app.getState().table.units).toMatchObject([{ id: "b3", x: 34, y: 7 }]);
    g.tool.down(at([34, 7]));
    g.tool.move(at([34, 20]));
    g.tool.up(at([34, 20]));
    expect(g.app.getState().table.units).toMatchObject([{ id: "b3", x: 34, y: 7 }]);
    expect(gameOf(g.app).game.refusal?.message).toMatch(/wholly inside blue's deployment zone/);
  });
});

describe("movement", () => {
  it("clicking a base with orders plans a move; clicks add waypoints; Enter makes the move", () => {
    const g = started();
    deployBoth(g.controller);
    playAll(g.controller, { type: "place-move-marker", formation: "blue-a-coy" });
    doneUntil(g, "movement");
    g.tool.click(at([20, 11]));
    expect(gameOf(g.app).game.plan).toMatchObject({ base: "b2", mode: "walking", path: [] });
    g.tool.click(at([18, 12]));
    g.tool.click(at([18, 13]));
    g.tool.key(key("Backspace"));
    expect(gameOf(g.app).game.plan!.path).toEqual([[18, 12]]);
    expect(g.tool.key(key("Enter"))).toBe(true);
    expect(gameOf(g.app).game.plan).toBeNull();
    const b2 = gameOf(g.app).game.view!.state!.bases.b2!;
    expect([b2.x, b2.y]).toEqual([18, 12]);
    expect(b2.movedInches).toBeCloseTo(Math.hypot(2, 1), 9);
  });

  it("a move the rules refuse keeps the plan and shows the engine's reason", () => {
    const g = started();
    deployBoth(g.controller);
    playAll(g.controller, { type: "place-move-marker", formation: "blue-a-coy" });
    doneUntil(g, "movement");
    g.tool.click(at([20, 11]));
    g.tool.click(at([20, 2]));
    g.tool.key(key("Enter"));
    expect(gameOf(g.app).game.plan?.path).toEqual([[20, 2]]);
    expect(gameOf(g.app).game.refusal?.message).toMatch(/^the path costs 9\.00" but b2 has 4\.00" left$/);
    expect(gameOf(g.app).gameApi!.moveArea("b2", "walking", [])?.leftInches).toBe(4);
  });
});

describe("direct fire", () => {
  it("click a firer, then an enemy: the LOS pair is set for the calculator; Enter fires", () => {
    const g = started();
    deployBoth(g.controller);
    doneUntil(g, "first-direct-fire");
    g.tool.click(at([20, 11]));
    g.tool.click(at([20, 18.5]));
    expect(gameOf(g.app).game.fire).toMatchObject({ firer: "b2", target: "r2" });
    expect(g.app.getState().los).toMatchObject({ observerId: "b2", targetId: "r2" });
    g.tool.key(key("Enter"));
    const rows = gameOf(g.app).game.view!.rows;
    expect(rows.at(-1)?.text).toMatch(/^b2 fires rifles at r2/);
    expect(rows.some((r) => r.roll?.purpose === "direct-fire" && r.roll.base === "b2")).toBe(true);
    expect(gameOf(g.app).game.view!.state!.bases.b2!.fired).toBe("first");
  });

  it("Escape drops what is being picked", () => {
    const g = started();
    deployBoth(g.controller);
    doneUntil(g, "first-direct-fire");
    g.tool.click(at([20, 11]));
    g.tool.key(key("Escape"));
    expect(gameOf(g.app).game.fire.firer).toBeNull();
  });
});

describe("moving into contact", () => {
  it("a click on an enemy base while a move is planned adds a waypoint there, not a new pick", () => {
    const g = started();
    deployBoth(g.controller);
    playAll(g.controller, { type: "place-move-marker", formation: "blue-a-coy" });
    doneUntil(g, "movement");
    g.tool.click(at([24.8, 11.6]));
    g.tool.click(at([24.8, 16.1]));
    expect(gameOf(g.app).game.plan).toMatchObject({ base: "b1", path: [[24.8, 16.1]] });
    expect(gameOf(g.app).game.selected).toBe("b1");
  });
});
