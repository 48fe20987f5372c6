import { describe, expect, it } from "vitest";
import { AUTOSAVE_KEY, readAutosave, startAutosave, writeAutosave } from "../../../src/app/files/autosave";
import { fetchTable, openTableText } from "../../../src/app/files/load";
import { encodeShare, shareKey } from "../../../src/app/files/share";
import { resolveStartup } from "../../../src/app/files/startup";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { makeTable, shippedTable, storeWith } from "../support";
import { MemoryStorage, PAGE, repoFetch } from "./fakes";

const catalog = builtinCatalog();
const tiny = makeTable({ name: "Tiny", units: [{ id: "a", side: "blue", type: "MBT", x: 5, y: 5 }] });
const deps = (storage = new MemoryStorage()) => ({
  catalog,
  storage,
  fetchImpl: repoFetch,
  defaultTable: tiny,
});

describe("startup", () => {
  it("opens the default table when there is no link and no autosave", async () => {
    const s = await resolveStartup(PAGE, deps());
    expect(s).toMatchObject({ table: tiny, source: "default", los: null, error: null, debug: false });
  });

  it("?table= loads a same-origin table and &los= opens that check", async () => {
    const s = await resolveStartup(`${PAGE}?table=terrain/ridge-and-village.json&los=b1,r1&debug=1`, deps());
    expect(s.table.name).toBe("Ridge and village");
    expect(s).toMatchObject({
      source: "url:terrain/ridge-and-village.json",
      los: ["b1", "r1"],
      error: null,
      debug: true,
    });
  });

  it("a missing or foreign table link is reported and the page falls back", async () => {
    const missing = await resolveStartup(`${PAGE}?table=terrain/nope.json`, deps());
    expect(missing.table).toBe(tiny);
    expect(missing.error?.problems[0]?.message).toMatch(/404/);
    const foreign = await resolveStartup(`${PAGE}?table=https://elsewhere.example/t.json`, deps());
    expect(foreign.error?.title).toMatch(/another site/);
  });

  it("&los= naming a unit that is not on the table is reported and ignored", async () => {
    const s = await resolveStartup(`${PAGE}?table=terrain/ridge-and-village.json&los=b1,zz`, deps());
    expect(s.los).toBeNull();
    expect(s.error?.problems[0]).toMatchObject({
      path: "&los",
      message: expect.stringMatching(/"zz" is not a unit/),
    });
  });

  it("a share link wins over ?table= and brings its LOS check", async () => {
    const encoded = await encodeShare({ table: shippedTable(), los: ["r3", "b2"] });
    const s = await resolveStartup(`${PAGE}?table=terrain/nope.json#share=${encoded}`, deps());
    expect(s).toMatchObject({ source: shareKey(encoded), los: ["r3", "b2"], error: null });
    expect(s.table).toEqual(shippedTable());
  });

  it("reload restores autosaved edits, also over the link they were made to", async () => {
    const storage = new MemoryStorage();
    const app = storeWith();
    app.getState().loadTable(shippedTable(), "url:terrain/ridge-and-village.json");
    const stop = startAutosave(app, storage);
    app.getState().tryEdit("delete", (d) => {
      d.features = d.features.filter((f) => f.id !== "wall-2");
    });
    app.getState().setLosPair("b2", "r3");
    stop();
    const again = await resolveStartup(`${PAGE}?table=terrain/ridge-and-village.json`, deps(storage));
    expect(again.table.features.some((f) => f.id === "wall-2")).toBe(false);
    expect(again.original?.features.some((f) => f.id === "wall-2")).toBe(true);
    expect(again.los).toEqual(["b2", "r3"]);
    const plain = await resolveStartup(PAGE, deps(storage));
    expect(plain.table.features.some((f) => f.id === "wall-2")).toBe(false);
    expect(plain.notice).toMatch(/autosaved/);
  });

  it("a corrupt autosave is ignored", async () => {
    const storage = new MemoryStorage();
    storage.setItem(AUTOSAVE_KEY, "{not json");
    expect(readAutosave(storage, catalog)).toBeNull();
    expect((await resolveStartup(PAGE, deps(storage))).table).toBe(tiny);
    writeAutosave(storage, { source: "x", savedAt: "", table: { ...tiny, width: -1 }, los: null });
    expect(readAutosave(storage, catalog)).toBeNull();
  });

  it("a storage that throws gives a message, not an exception", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota exceeded");
      },
    };
    expect(writeAutosave(full, { source: "x", savedAt: "", table: tiny, los: null })).toMatch(
      /quota exceeded/,
    );
  });
});

describe("opening files", () => {
  it("a bad file is reported with its problems and the current table stays as it was", () => {
    const app = storeWith();
    const before = app.getState().table;
    expect(
      openTableText(
        app,
        '{"format":"sightline-table/1","name":"x","width":-5,"depth":48,"features":[]}',
        "bad.json",
      ),
    ).toBe(false);
    const s = app.getState();
    expect(s.table).toBe(before);
    expect(s.loadError?.title).toBe("bad.json could not be opened");
    expect(s.loadError?.problems).toContainEqual({ path: "$.width", message: expect.any(String) });
    expect(openTableText(app, "{oops", "worse.json")).toBe(false);
    expect(app.getState().loadError?.problems[0]?.message).toMatch(/not valid JSON at line 1/);
  });

  it("a good file replaces the table and can be undone", () => {
    const app = storeWith();
    const before = app.getState().table;
    expect(openTableText(app, JSON.stringify(tiny), "tiny.json")).toBe(true);
    expect(app.getState().table.name).toBe("Tiny");
    expect(app.getState().source).toBe("file:tiny.json");
    app.getState().undo();
    expect(app.getState().table).toBe(before);
  });

  it("fetchTable refuses other origins before fetching", async () => {
    let called = false;
    const spy: typeof fetch = async () => {
      called = true;
      return new Response("{}");
    };
    const r = await fetchTable("//evil.example/t.json", PAGE, catalog, spy);
    expect(r.ok).toBe(false);
    expect(called).toBe(false);
  });
});
