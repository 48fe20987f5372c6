import { describe, expect, it } from "vitest";
import { AUTOSAVE_KEY, readAutosave, startAutosave } from "../../../../src/app/files/autosave";
import { resolveStartup } from "../../../../src/app/files/startup";
import { GAME_AUTOSAVE_KEY, readGameAutosave } from "../../../../src/app/game/autosave";
import { installGames } from "../../../../src/app/game/launcher";
import { bvhEngine } from "../../../../src/app/los/bvh-engine";
import type { FirestrikeGame } from "../../../../src/app/rulesets/firestrike/adapter";
import { gameOf } from "../../../../src/app/rulesets/firestrike/store/game-store";
import { createAppStore } from "../../../../src/app/store/store";
import { builtinCatalog } from "../../../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../../../src/core/firestrike/sight/rules";
import { MemoryStorage, PAGE, repoFetch } from "../../files/fakes";
import { makeTable, shippedTable } from "../../support";
import { deployBoth, newGameJson, playAll } from "./support";

/**
 * The two autosaves side by side, as the page runs them (src/app/main.tsx): the table autosave stands
 * still while a game is on, so a reload in the middle of a game resumes the game, and leaving it gives
 * back the user's own table, which is also what the table autosave still holds.
 */

const catalog = builtinCatalog();

/** What the page does at load: the starting table, the store, both autosaves, games installed. */
async function boot(storage: MemoryStorage) {
  const start = await resolveStartup(PAGE, {
    catalog,
    storage,
    fetchImpl: repoFetch,
    defaultTable: shippedTable("open-plain"),
  });
  const app = createAppStore(catalog, start.table, start.source);
  startAutosave(app, storage, () => new Date("2026-01-02T03:04:05.000Z"));
  installGames(
    app,
    bvhEngine(catalog, null, () => FIRESTRIKE_SIGHT),
    storage,
  );
  return { app, start };
}

/** The controller, once installGames has loaded it (and resumed an autosaved game, if any). */
async function controllerOf(app: Awaited<ReturnType<typeof boot>>["app"]): Promise<FirestrikeGame> {
  const c = (await app.getState().loadHost("firestrike")).api as FirestrikeGame;
  // installGames resumes in a then() after the load; let it run.
  await new Promise((r) => setTimeout(r, 0));
  return c;
}

describe("table autosave and game autosave", () => {
  it("a reload during a game resumes the game; leaving it gives back the user's own table", async () => {
    const storage = new MemoryStorage();
    const first = await boot(storage);
    // The user edits a table of their own; the table autosave keeps it.
    const mine = makeTable({
      name: "My edited table",
      units: [{ id: "u1", side: "blue", type: "MBT", x: 10, y: 10 }],
    });
    first.app.getState().loadTable(mine, "file:mine.json");
    expect(readAutosave(storage, catalog)?.table).toEqual(mine);

    // A game starts and is played: the game's table never lands in the table autosave.
    const c1 = await controllerOf(first.app);
    expect(c1.start(newGameJson(), "test").ok).toBe(true);
    deployBoth(c1);
    playAll(
      c1,
      { type: "place-move-marker", formation: "blue-a-coy" },
      { type: "roll-hq-move", base: "bhq1" },
    );
    expect(first.app.getState().table.name).toBe("Crossroads skirmish");
    expect(readAutosave(storage, catalog)).toMatchObject({ table: mine, source: "file:mine.json" });
    const log = c1.saveText();

    // Reload: the page starts on the user's table, then the game autosave resumes the game.
    const second = await boot(storage);
    expect(second.start.table).toEqual(mine);
    const c2 = await controllerOf(second.app);
    expect(gameOf(second.app).game.view?.stage).toBe("play");
    expect(second.app.getState().table.name).toBe("Crossroads skirmish");
    expect(JSON.parse(c2.saveText()!).commands).toEqual(JSON.parse(log!).commands);
    expect(c2.local!.snapshot("blue")).toEqual(c1.local!.snapshot("blue"));
    expect(readAutosave(storage, catalog)?.table).toEqual(mine);

    // Leaving the game: the user's table is back on screen and in the table autosave; the game is gone.
    c2.leave();
    expect(second.app.getState().table).toEqual(mine);
    expect(second.app.getState().source).toBe("file:mine.json");
    expect(readAutosave(storage, catalog)).toMatchObject({ table: mine, source: "file:mine.json" });
    expect(readGameAutosave(storage, catalog)).toBeNull();
    expect(storage.getItem(GAME_AUTOSAVE_KEY)).toBe("");

    // And a further reload opens the user's table with no game.
    const third = await boot(storage);
    expect(third.start.table).toEqual(mine);
    await controllerOf(third.app);
    expect(gameOf(third.app).game.view).toBeNull();
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(true);
  });
});
