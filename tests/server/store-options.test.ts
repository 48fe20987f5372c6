import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { GameStore } from "../../src/server/store";
import { tempDir } from "./support";

// Games made before options existed (a store without the column) open as games without fog; a game's
// options are stored with it; an undo removes only the last entry.

describe("GameStore options and undo", () => {
  it("adds the options column to an older store and keeps each game's options", () => {
    const dir = tempDir("store-options");
    const old = new Database(join(dir, "games.sqlite"));
    old.exec(`
      CREATE TABLE games (id TEXT PRIMARY KEY, file TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE tokens (token TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat TEXT NOT NULL);
      CREATE TABLE entries (game_id TEXT NOT NULL, idx INTEGER NOT NULL, seat TEXT,
        command TEXT NOT NULL, rolls TEXT NOT NULL DEFAULT '[]', PRIMARY KEY (game_id, idx));
      INSERT INTO games VALUES ('old', '{"format":"x"}', '2026-01-01');
    `);
    old.close();
    const store = new GameStore(dir);
    expect(store.game("old")!.options).toEqual({ fog: false });
    const { id } = store.create({ format: "x" }, ["blue", "red"], { fog: true });
    expect(store.game(id)!.options).toEqual({ fog: true });
    for (let i = 0; i < 3; i++)
      expect(store.append(id, i, { seat: "blue", command: { i }, rolls: [] })).toBe(true);
    expect(store.removeLast(id, 1)).toBe(false);
    expect(store.removeLast(id, 2)).toBe(true);
    expect(store.game(id)!.entries.map((e) => e.command)).toEqual([{ i: 0 }, { i: 1 }]);
    store.close();
  });

  it("an older store gets the command ids' table; an id is stored with its entry or its undo", () => {
    const dir = tempDir("store-ids");
    const old = new Database(join(dir, "games.sqlite"));
    old.exec(`
      CREATE TABLE games (id TEXT PRIMARY KEY, file TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE tokens (token TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat TEXT NOT NULL);
      CREATE TABLE entries (game_id TEXT NOT NULL, idx INTEGER NOT NULL, seat TEXT,
        command TEXT NOT NULL, rolls TEXT NOT NULL DEFAULT '[]', PRIMARY KEY (game_id, idx));
      INSERT INTO games VALUES ('old', '{"format":"x"}', '2026-01-01');
      INSERT INTO entries VALUES ('old', 0, 'blue', '{"i":0}', '[]');
    `);
    old.close();
    const store = new GameStore(dir);
    expect(store.game("old")!.ids).toEqual([]);
    expect(store.append("old", 1, { seat: "red", command: { i: 1 }, rolls: [] }, "r.1")).toBe(true);
    // The same id of the same seat again is refused with its entry (one transaction).
    expect(store.append("old", 2, { seat: "red", command: { i: 2 }, rolls: [] }, "r.1")).toBe(false);
    expect(store.length("old")).toBe(2);
    expect(store.removeLast("old", 1, { seat: "red", cid: "r.2" })).toBe(true);
    expect(store.game("old")!.ids).toEqual([
      { seat: "red", cid: "r.1", kind: "command", index: 1 },
      { seat: "red", cid: "r.2", kind: "undo", index: 1 },
    ]);
    store.close();
  });
});
