import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import { startDismount } from "../../../../src/app/rulesets/firestrike/tools/actions";
import { createGameTool } from "../../../../src/app/rulesets/firestrike/tools/game-tool";
import { at, key } from "../../support";
import { gameApp, playAll } from "./support";

/**
 * The game's actions beyond plain moves, driven through the store and the game tool in Node: riders,
 * dismounting at a clicked point with a facing, limbering and unlimbering with the gun's set-up share,
 * cavalry horses, clearing a minefield, a foot move's final facing, the indirect weapon and a turned
 * airstrike square. The game is tests/fixtures/games/actions.json (already deployed).
 */

const root = new URL("../../../..", import.meta.url).pathname;
const actionsGame = () => readFileSync(`${root}tests/fixtures/games/actions.json`, "utf8");

function started() {
  const g = gameApp();
  const r = g.controller.load(actionsGame(), "actions.json");
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return { ...g, tool: createGameTool(g.app) };
}
type G = ReturnType<typeof started>;
const view = (g: G) => gameOf(g.app).game.view!;
const base = (g: G, id: string) => view(g).state!.bases[id]!;

/** Presses "done" until the game reaches a step. */
function doneUntil(g: G, step: string) {
  for (let i = 0; i < 40 && view(g).state!.step !== step; i++)
    playAll(g.controller, { type: "done", side: view(g).actor });
  expect(view(g).state!.step).toBe(step);
}

/** Both sides' Move markers, then on to the movement step (blue acts first in turn 1). */
function toMovement(g: G) {
  playAll(g.controller, { type: "place-move-marker", formation: "blue-coy" }, { type: "done", side: "blue" });
  playAll(g.controller, { type: "place-move-marker", formation: "red-coy" });
  doneUntil(g, "movement");
  expect(view(g).actor).toBe("blue");
}

/** Selects a base and plays one of its actions by key; fails with the engine's reason if refused. */
function act(g: G, id: string, actionKey: string, patch: object = {}) {
  gameOf(g.app).setGame({ selected: id });
  const a = gameOf(g.app).game.actions?.actions.find((x) => x.key === actionKey);
  if (!a) throw new Error(`${id} has no action ${actionKey}: ${JSON.stringify(gameOf(g.app).game.actions)}`);
  if (a.refused) throw new Error(`${actionKey} refused: ${a.refused}`);
  expect(g.controller.play({ ...a.entry, ...patch }).ok).toBe(true);
}

describe("movement-step actions in the game", () => {
  it("picking a base fills in its actions as the engine judges them, and they follow the game", () => {
    const g = started();
    toMovement(g);
    g.tool.click(at([10, 6]));
    expect(gameOf(g.app).game.actions?.actions.map((a) => a.key)).toEqual([
      "posture",
      "dig-hasty",
      "dig-foxholes",
      "mount-rider-b2",
    ]);
    act(g, "b1", "mount-rider-b2");
    expect(view(g).chips.b2!.map((c) => c.text)).toContain("Carries b1 (rider)");
    expect(g.app.getState().table.units.map((u) => u.id)).not.toContain("b1");
    // Carried now: it can only get off again, and not in the turn it got on.
    gameOf(g.app).setGame({ selected: "b1" });
    expect(gameOf(g.app).game.actions?.actions).toEqual([]);
    expect(gameOf(g.app).game.actions?.dismount?.refused).toMatch(/once per turn/);
  });

  it("dismounts a passenger where the table is clicked, turned with [ and ]", () => {
    const g = started();
    toMovement(g);
    gameOf(g.app).setGame({ selected: "b4" });
    startDismount(g.app, "b4");
    expect(gameOf(g.app).game.placing).toEqual({ kind: "dismount", base: "b4", vehicle: "b3", facing: 0 });
    g.tool.key(key("]"));
    g.tool.key(key("]"));
    g.tool.key(key("]", { shift: true }));
    // A click too far from the APC is refused with the engine's reason; the placing stays.
    g.tool.click(at([25, 8]));
    expect(gameOf(g.app).game.refusal?.message).toBe(
      'dismounted bases are placed within 1" of their vehicle',
    );
    expect(gameOf(g.app).game.placing?.kind).toBe("dismount");
    // Beside the APC, to its right.
    g.tool.click(at([17.2, 8]));
    expect(gameOf(g.app).game.placing).toBeNull();
    expect(base(g, "b4")).toMatchObject({ carriedBy: null, x: 17.2, y: 8, facing: 31 });
    expect(g.app.getState().table.units.find((u) => u.id === "b4")).toMatchObject({ x: 17.2, y: 8 });
  });

  it("limbers a gun to its half-track and unlimbers it facing the chosen way, showing its set-up share", () => {
    const g = started();
    toMovement(g);
    act(g, "b5", "limber-b6");
    expect(g.app.getState().table.units.map((u) => u.id)).not.toContain("b5");
    expect(view(g).chips.b6!.map((c) => c.text)).toContain("Tows b5");
    gameOf(g.app).setGame({ selected: "b5" });
    expect(gameOf(g.app).game.actions?.setupShare).toBe(0.5);
    act(g, "b6", "unlimber-b5", { facing: 90 });
    expect(base(g, "b5")).toMatchObject({ towedBy: null, facing: 90, setupFraction: 1 });
    expect(view(g).chips.b5!.map((c) => c.text)).toContain("Set-up 100%");
  });

  it("cavalry leave their horses; an engineer clears the minefield it stands in", () => {
    const g = started();
    toMovement(g);
    act(g, "b8", "cavalry");
    expect(base(g, "b8").dismounted).toBe(true);
    act(g, "b7", "clear-mines");
    expect(view(g).state!.markers.clearedMinefields).toEqual(["mines"]);
  });

  it("a foot move ends facing the way [ and ] turned it; a vehicle's plan ignores the keys", () => {
    const g = started();
    toMovement(g);
    g.tool.click(at([30, 5]));
    g.tool.key(key("["));
    g.tool.click(at([30, 7]));
    expect(gameOf(g.app).game.plan).toMatchObject({ base: "b8", facing: 345, path: [[30, 7]] });
    g.tool.key(key("Enter"));
    expect(base(g, "b8")).toMatchObject({ x: 30, y: 7, facing: 345 });
    g.tool.click(at([10, 7.5]));
    expect(g.tool.key(key("["))).toBe(false);
    expect(gameOf(g.app).game.plan?.facing).toBeNull();
  });

  it("an impact zone goes down with the weapon chosen; an airstrike square turns before it is placed", () => {
    const g = started();
    playAll(
      g.controller,
      { type: "place-move-marker", formation: "blue-coy" },
      { type: "done", side: "blue" },
    );
    doneUntil(g, "first-impact-zones");
    g.tool.click(at([34, 3]));
    expect(gameOf(g.app).game.placing).toEqual({ kind: "impact-zone", firer: "b9", weapon: null });
    gameOf(g.app).setGame({ placing: { kind: "impact-zone", firer: "b9", weapon: "medium mortar" } });
    g.tool.click(at([30, 20]));
    const entries = JSON.parse(g.controller.saveText()!).commands;
    expect(entries.at(-1)).toEqual({
      seat: "blue",
      command: { type: "place-impact-zone", firer: "b9", center: [30, 20], weapon: "medium mortar" },
    });
    doneUntil(g, "place-airstrikes");
    const who = view(g).actor!;
    gameOf(g.app).setGame({ placing: { kind: "airstrike", side: who, strike: "rocket", facing: 0 } });
    g.tool.key(key("]"));
    g.tool.key(key("]"));
    g.tool.click(at([24, 24]));
    expect(view(g).state!.markers.airstrikes).toMatchObject([{ side: who, type: "rocket", facing: 30 }]);
  });
});
