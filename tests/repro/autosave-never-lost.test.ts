import { describe, expect, it } from "vitest";
import { readAutosave, startAutosave, writeAutosave } from "../../src/app/files/autosave";
import { encodeShare } from "../../src/app/files/share";
import { resolveStartup } from "../../src/app/files/startup";
import { installGames } from "../../src/app/game/launcher";
import { bvhEngine } from "../../src/app/los/bvh-engine";
import type { FirestrikeGame } from "../../src/app/rulesets/firestrike/adapter";
import { gameOf } from "../../src/app/rulesets/firestrike/store/game-store";
import { createAppStore } from "../../src/app/store/store";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import { validateTable } from "../../src/core/table/validate";
import { MemoryStorage, PAGE, repoFetch } from "../app/files/fakes";
import { gameApp, newGameJson } from "../app/rulesets/firestrike/support";
import { makeTable, shippedTable } from "../app/support";

/**
 * Regression (issue 18, item 2): autosaved work vanished without a word. A table autosave that no
 * longer validated was dropped and overwritten; a share link took the only slot; a game autosave's
 * `before` table was trusted unvalidated (leaving the game threw and wrote it into the table autosave);
 * a full storage gave a bare browser message. The keys are spelled out so the test reads the storage as
 * the browser holds it.
 */

const catalog = builtinCatalog();
const KEY = "sightline.autosave.v1";
const mine = makeTable({ name: "My table", units: [{ id: "u1", side: "blue", type: "MBT", x: 10, y: 10 }] });
const deps = (storage: MemoryStorage) => ({
  catalog,
  storage,
  fetchImpl: repoFetch,
  defaultTable: shippedTable("open-plain"),
});

/** What main.tsx does at load, without the scene. */
async function boot(storage: MemoryStorage, href = PAGE) {
  const start = await resolveStartup(href, deps(storage));
  const app = createAppStore(catalog, start.table, start.source);
  app.setState({ kept: start.kept });
  startAutosave(app, storage, undefined, start.edited);
  return { app, start };
}

describe("an autosave that no longer validates", () => {
  it("is copied aside before anything overwrites it, and the user is told and can download it", async () => {
    const storage = new MemoryStorage();
    const bad = JSON.stringify({
      format: "sightline-autosave/1",
      source: "file:mine.json",
      savedAt: "2026-01-01T00:00:00.000Z",
      table: { ...mine, units: [{ ...mine.units[0], type: "Unknown Tank" }] },
      los: null,
    });
    storage.setItem(KEY, bad);
    const { app, start } = await boot(storage);
    expect(start.source).toBe("default");
    // The next change overwrites the slot: the copy must already be there.
    app.getState().setLosPair("b1", "r1");
    app.getState().loadTable(shippedTable("open-plain"), "file:other.json");
    expect(storage.getItem(KEY)).not.toBe(bad);
    expect(storage.getItem(`${KEY}.unreadable`)).toBe(bad);
    const kept = app.getState().kept;
    expect(kept).toHaveLength(1);
    expect(kept[0]!.message).toMatch(/could not be restored/);
    expect(kept[0]!.message).toMatch(/Unknown Tank|type/);
    expect(kept[0]!.message).toContain("sightline.autosave.v1.unreadable");
    // The download is the table, ready to fix and open.
    expect(JSON.parse(kept[0]!.text).units[0].type).toBe("Unknown Tank");
  });
});

describe("opening a link over the autosave", () => {
  it("keeps the edited table in a second slot, restorable", async () => {
    const storage = new MemoryStorage();
    const first = await boot(storage);
    first.app.getState().loadTable(mine, "file:mine.json");
    first.app.getState().tryEdit("move", (d) => {
      d.units[0]!.x = 12;
    });
    const work = first.app.getState().table;
    const link = `${PAGE}#share=${await encodeShare({ table: shippedTable(), los: null })}`;
    const second = await boot(storage, link);
    expect(second.start.table.name).toBe(shippedTable().name);
    second.app.getState().setLosPair("b1", "r1"); // the link's table now takes the slot
    expect(readAutosave(storage, catalog)?.table.name).toBe(shippedTable().name);
    const previous = JSON.parse(storage.getItem(`${KEY}.previous`) ?? "null");
    expect(previous?.table).toEqual(work);
    const kept = second.app.getState().kept;
    expect(kept.map((k) => k.id)).toEqual(["autosave-previous"]);
    expect(kept[0]!.restore?.table).toEqual(work);
    expect(kept[0]!.message).toContain("My table");
  });

  it("does not push a link's untouched table into the second slot over real work", async () => {
    const storage = new MemoryStorage();
    const first = await boot(storage);
    first.app.getState().loadTable(makeTable({ ...mine, units: [] }), "file:mine.json");
    first.app.getState().tryEdit("place", (d) => {
      d.units = mine.units;
    });
    // Link A displaces the work into the second slot; link B, opened over untouched A, must not.
    const a = await boot(storage, `${PAGE}?table=terrain/ridge-and-village.json`);
    a.app.getState().setLosPair("b1", "r1");
    expect(JSON.parse(storage.getItem(`${KEY}.previous`)!).table).toEqual(mine);
    const b = await boot(storage, `${PAGE}?table=terrain/open-plain.json`);
    b.app.getState().setLosPair("b1", "r1");
    expect(JSON.parse(storage.getItem(`${KEY}.previous`)!).table).toEqual(mine);
    expect(b.app.getState().kept).toEqual([]);
  });
});

describe("a game autosave whose `before` table does not validate", () => {
  it("resumes the game; leaving it neither throws nor writes the bad table into the table autosave", async () => {
    const storage = new MemoryStorage();
    writeAutosave(storage, { source: "file:mine.json", savedAt: "", table: mine, los: null });
    const { controller } = gameApp(storage);
    expect(controller.start(newGameJson(), "test").ok).toBe(true);
    const rec = JSON.parse(storage.getItem("sightline.game.v1")!);
    storage.setItem("sightline.game.v1", JSON.stringify({ ...rec, before: { table: { name: 42 } } }));

    const { app } = await boot(storage);
    installGames(
      app,
      bvhEngine(catalog, null, () => FIRESTRIKE_SIGHT),
      storage,
    );
    const c = (await app.getState().loadHost("firestrike")).api as FirestrikeGame;
    await new Promise((r) => setTimeout(r, 0));
    expect(gameOf(app).game.view).not.toBeNull();
    expect(app.getState().notice).toMatch(/table saved with the game could not be read/);
    expect(() => c.leave()).not.toThrow();
    expect(app.getState().table).toEqual(mine);
    const saved = JSON.parse(storage.getItem(KEY)!);
    expect(validateTable(saved.table, catalog).ok).toBe(true);
    expect(saved.table).toEqual(mine);
  });
});

describe("storage full", () => {
  it("says so and keeps the last good save", async () => {
    const storage = new MemoryStorage();
    writeAutosave(storage, { source: "file:mine.json", savedAt: "", table: mine, los: null });
    const good = storage.getItem(KEY);
    const full = {
      getItem: (k: string) => storage.getItem(k),
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      },
    };
    const app = createAppStore(catalog, mine, "file:mine.json");
    startAutosave(app, full);
    app.getState().tryEdit("move", (d) => {
      d.units[0]!.x = 20;
    });
    expect(app.getState().notice).toMatch(/storage is full/);
    expect(app.getState().notice).toMatch(/last good autosave is kept/);
    expect(storage.getItem(KEY)).toBe(good);
  });
});
