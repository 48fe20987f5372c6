import { describe, expect, it } from "vitest";
import { GAME_AUTOSAVE_KEY, readGameAutosave } from "../../../../src/app/game/autosave";
import { shellWith } from "../../../../src/app/game/shell";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import { FirestrikeGame } from "../../../../src/app/rulesets/firestrike/adapter";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../../src/core/firestrike/sight/rules";
import { storeWith } from "../../support";
import { deployBoth, gameApp, newGameJson, playAll } from "./support";

/** The game controller: the session behind the UI, the table it shows, autosave, undo, replay and leaving. */

describe("starting and deploying", () => {
  it("opens a new game in deployment, showing only the deploying side's bases", () => {
    const { app, controller } = gameApp();
    const before = app.getState().table;
    expect(controller.start(newGameJson(), "test").ok).toBe(true);
    const s = app.getState();
    expect(gameOf(app).game.view?.stage).toBe("deploy");
    expect(gameOf(app).game.view?.deploying).toBe("blue");
    expect(gameOf(app).game.handOverTo).toBe("blue");
    expect(s.table.name).toBe("Crossroads skirmish");
    expect(s.table.units).toEqual([]);
    expect(s.tool).toBe("game");
    playAll(controller, { type: "deploy", base: "b1", at: [10, 5], facing: 0 });
    expect(app.getState().table.units.map((u) => u.id)).toEqual(["b1"]);
    playAll(
      controller,
      ...Array.from({ length: 10 }, (_, i) => ({
        type: "deploy",
        base: i === 0 ? "bhq1" : `b${i + 1}`,
        at: [2 + i * 4, 8],
        facing: 0,
      })),
    );
    playAll(controller, { type: "end-deployment", side: "blue" });
    // Red deploys on an empty table: blue's bases are hidden from it.
    expect(app.getState().table.units).toEqual([]);
    expect(gameOf(app).game.handOverTo).toBe("red");
    expect(before.name).not.toBe("Crossroads skirmish");
  });

  it("refuses a base outside the zone with the reason, and changes nothing", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    const r = controller.play({ type: "deploy", base: "b1", at: [10, 20], facing: 0 });
    expect(r.ok).toBe(false);
    expect(gameOf(app).game.refusal?.message).toBe(
      "b1 must stand wholly inside blue's deployment zone (South)",
    );
    expect(app.getState().table.units).toEqual([]);
  });

  it("a bad game file is refused with its problems and the table stays", () => {
    const { app, controller } = gameApp();
    const table = app.getState().table;
    const r = controller.load('{"format": "sightline-game/9"}', "future.json");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.message).toMatch(/saved by a newer Sightline/);
    expect(app.getState().table).toBe(table);
    expect(gameOf(app).game.view).toBeNull();
  });
});

describe("playing", () => {
  it("puts the bases in play on the table with their postures, and markers on them", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    deployBoth(controller);
    const v = gameOf(app).game.view!;
    expect(v.stage).toBe("play");
    expect(v.stepLabel).toBe("1c Move markers & HQ move rolls");
    expect(v.actor).toBe("blue");
    expect(app.getState().table.units).toHaveLength(22);
    playAll(controller, { type: "place-move-marker", formation: "blue-a-coy" });
    expect(gameOf(app).game.view!.chips.b1!.map((c) => c.kind)).toEqual(["move"]);
  });

  it("Ctrl+Z-style undo and the take-back of a roll, with the table following", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    deployBoth(controller);
    playAll(controller, { type: "place-move-marker", formation: "blue-a-coy" });
    expect(controller.undo().ok).toBe(true);
    expect(gameOf(app).game.view!.chips.b1).toEqual([]);
    playAll(controller, { type: "roll-hq-move", base: "bhq1" });
    expect(gameOf(app).game.view!.undo).toEqual({
      allowed: false,
      why: "dice were rolled for it: only a take-back can revert it now",
    });
    expect(gameOf(app).game.view!.takeBack).toBe("blue: HQ bhq1 rolls to move");
    expect(controller.takeBack("blue").ok).toBe(true);
    expect(gameOf(app).game.view!.rows.filter((r) => r.takenBack).length).toBeGreaterThan(1);
  });

  it("previews a shot with every modifier, from the measured oracle", () => {
    const { controller } = gameApp();
    controller.start(newGameJson(), "test");
    deployBoth(controller);
    const p = controller.previewFire("b2", "r2", null);
    expect(p?.calc.weapon).toBe("rifles");
    expect(p?.calc.dieModifiers.map((m) => m.rule)).toEqual(["attack-defence", "range-under-8"]);
    expect(p?.calc.halvings.map((h) => h.rule)).toEqual(["covered"]);
  });
});

describe("autosave, resume and leave", () => {
  it("writes the log after every entry; a new controller resumes the exact same game", () => {
    const { app, controller, storage } = gameApp();
    const before = app.getState().table;
    controller.start(newGameJson(), "test");
    deployBoth(controller);
    playAll(
      controller,
      { type: "place-move-marker", formation: "blue-a-coy" },
      { type: "roll-hq-move", base: "bhq1" },
    );
    const saved = readGameAutosave(storage, builtinCatalog())!;
    expect(saved.game).toBe(controller.saveText());
    expect(saved.before?.table).toEqual(before);

    const app2 = storeWith();
    const c2 = shellWith(
      app2,
      storage,
      (s) =>
        new FirestrikeGame(
          app2,
          bvhEngine(builtinCatalog(), null, () => FIRESTRIKE_SIGHT),
          s,
        ),
      () => new Date("2026-01-02T03:04:05.000Z"),
    ).api;
    expect(c2.resume(saved.game, saved.before).ok).toBe(true);
    expect(c2.local!.snapshot("blue")).toEqual(controller.local!.snapshot("blue"));
    expect(app2.getState().table.units).toEqual(app.getState().table.units);
    c2.leave();
    expect(app2.getState().table).toEqual(before);
    expect(gameOf(app2).game.view).toBeNull();
    expect(storage.getItem(GAME_AUTOSAVE_KEY)).toBe("");
  });
});

describe("replay", () => {
  it("shows the table as it was after any number of entries, and comes back", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    deployBoth(controller);
    const live = app.getState().table.units;
    controller.replayTo(3);
    expect(gameOf(app).game.view!.replayAt).toBe(3);
    expect(app.getState().table.units.map((u) => u.id)).toEqual(["bhq1", "b1", "b2"]);
    expect(controller.play({ type: "done", side: "blue" }).ok).toBe(false);
    controller.replayTo(null);
    expect(app.getState().table.units).toEqual(live);
  });
});

describe("the combat calculator's working", () => {
  it("is filled in outside React when a firer and a target are picked, and cleared with them", () => {
    const { app, controller } = gameApp();
    controller.start(newGameJson(), "test");
    deployBoth(controller);
    gameOf(app).setGame({ fire: { firer: "b2", target: "r2", weapon: null, useSa: false } });
    expect(gameOf(app).game.preview?.calc).toEqual(controller.previewFire("b2", "r2", null)?.calc);
    gameOf(app).setGame({ fire: { firer: null, target: null, weapon: null, useSa: false } });
    expect(gameOf(app).game.preview).toBeNull();
  });
});
