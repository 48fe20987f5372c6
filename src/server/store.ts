import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";

/**
 * Where online games live: one SQLite file (better-sqlite3) holding each game's set-up file (the
 * sightline-game/2 header and body with an empty log, the host's seed included: it never leaves the
 * server before the game ends), its command log one entry per row, and its invite tokens. A game is its
 * log: any process that opens the same file (WAL mode, so several readers and one writer at a time)
 * resumes it by replaying the log (docs/architecture.md, "src/server").
 */

/** One stored log entry. */
export interface StoredEntry {
  seat: string | null;
  command: unknown;
  /** the rolls the engine dealt it (checked against the seed when the game is opened again) */
  rolls: number[];
}

/**
 * A command's or undo's id (protocol.ts COMMAND_ID) with what it did: the entry it made or removed.
 * Kept in a table of its own, not in the entry's row, because an undo removes that row and its own id
 * has no row: both must outlive a restart so that neither is applied again when re-sent.
 */
export interface StoredId {
  seat: string;
  cid: string;
  kind: "command" | "undo";
  index: number;
}

/** A stored game: its set-up file (no commands) and its log. */
export interface StoredGame {
  id: string;
  /** the game file's JSON with `commands: []` */
  file: Record<string, unknown>;
  entries: StoredEntry[];
  /** the ids of the commands and undos applied, for answering their re-sends */
  ids: StoredId[];
  createdAt: string;
  /** the game's options: how the server hosts it, not part of the rules (docs/playing.md) */
  options: GameOptions;
}

/** How the server hosts a game (chosen when it is made). */
export interface GameOptions {
  /** measured fog of war: a seat is sent only what its side sees (docs/playing.md, "Fog of war") */
  fog: boolean;
}

export const DEFAULT_OPTIONS: GameOptions = { fog: false };

/** What an invite token opens: a game and the seat it plays (or "spectator"). */
export interface Invite {
  gameId: string;
  seat: string;
}

/** An unguessable token: 24 random bytes, base64url (192 bits). */
export const newToken = (): string => randomBytes(24).toString("base64url");
/** A game id: 9 random bytes, base64url (not a secret: the tokens are). */
export const newGameId = (): string => randomBytes(9).toString("base64url");

export class GameStore {
  private readonly db: Database.Database;
  private readonly insertGame: Database.Statement;
  private readonly insertToken: Database.Statement;
  private readonly insertEntry: Database.Statement;
  private readonly selectGame: Database.Statement;
  private readonly selectEntries: Database.Statement;
  private readonly selectToken: Database.Statement;
  private readonly selectTokens: Database.Statement;
  private readonly countEntries: Database.Statement;
  private readonly deleteEntry: Database.Statement;
  private readonly insertId: Database.Statement;
  private readonly selectIds: Database.Statement;

  /**
   * `append`'s transaction, made once: better-sqlite3's `transaction()` builds a new wrapper each time
   * it is called, which `append` did once per command.
   */
  private readonly appendTx: (gameId: string, index: number, entry: StoredEntry, cid?: string) => void;

  /** Opens (creating it if need be) `<dir>/games.sqlite`, or an in-memory store for ":memory:". */
  constructor(dir: string) {
    let path = ":memory:";
    if (dir !== ":memory:") {
      mkdirSync(dir, { recursive: true });
      path = join(dir, "games.sqlite");
    }
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 5000");
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, file TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS tokens (token TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS entries (game_id TEXT NOT NULL, idx INTEGER NOT NULL, seat TEXT,
        command TEXT NOT NULL, rolls TEXT NOT NULL DEFAULT '[]', PRIMARY KEY (game_id, idx));
      CREATE TABLE IF NOT EXISTS command_ids (game_id TEXT NOT NULL, seat TEXT NOT NULL, cid TEXT NOT NULL,
        kind TEXT NOT NULL, idx INTEGER NOT NULL, PRIMARY KEY (game_id, seat, cid));
    `);
    // Stores made before games had options get the column (every old game: no fog).
    const columns = this.db.prepare("PRAGMA table_info(games)").all() as { name: string }[];
    if (!columns.some((c) => c.name === "options"))
      this.db.exec("ALTER TABLE games ADD COLUMN options TEXT NOT NULL DEFAULT '{}'");
    this.insertGame = this.db.prepare(
      "INSERT INTO games (id, file, created_at, options) VALUES (?, ?, ?, ?)",
    );
    this.insertToken = this.db.prepare("INSERT INTO tokens (token, game_id, seat) VALUES (?, ?, ?)");
    this.insertEntry = this.db.prepare(
      "INSERT INTO entries (game_id, idx, seat, command, rolls) VALUES (?, ?, ?, ?, ?)",
    );
    this.selectGame = this.db.prepare("SELECT id, file, created_at, options FROM games WHERE id = ?");
    this.selectEntries = this.db.prepare(
      "SELECT seat, command, rolls FROM entries WHERE game_id = ? ORDER BY idx",
    );
    this.selectToken = this.db.prepare("SELECT game_id, seat FROM tokens WHERE token = ?");
    this.selectTokens = this.db.prepare("SELECT token, seat FROM tokens WHERE game_id = ?");
    this.countEntries = this.db.prepare("SELECT COUNT(*) AS n FROM entries WHERE game_id = ?");
    this.deleteEntry = this.db.prepare("DELETE FROM entries WHERE game_id = ? AND idx = ?");
    this.insertId = this.db.prepare(
      "INSERT INTO command_ids (game_id, seat, cid, kind, idx) VALUES (?, ?, ?, ?, ?)",
    );
    this.appendTx = this.db.transaction((gameId: string, index: number, entry: StoredEntry, cid?: string) => {
      this.insertEntry.run(
        gameId,
        index,
        entry.seat,
        JSON.stringify(entry.command),
        JSON.stringify(entry.rolls),
      );
      if (cid !== undefined) this.insertId.run(gameId, entry.seat ?? "", cid, "command", index);
    });
    this.selectIds = this.db.prepare(
      "SELECT seat, cid, kind, idx FROM command_ids WHERE game_id = ? ORDER BY rowid",
    );
  }

  /**
   * Stores a new game (its file, or the file's JSON text with an empty log) and a token for each seat
   * (and one for spectators); returns the tokens by seat.
   */
  create(
    file: Record<string, unknown> | string,
    seats: readonly string[],
    options: GameOptions = DEFAULT_OPTIONS,
  ): { id: string; tokens: Map<string, string> } {
    const id = newGameId();
    const tokens = new Map<string, string>();
    this.db.transaction(() => {
      this.insertGame.run(
        id,
        typeof file === "string" ? file : JSON.stringify({ ...file, commands: [] }),
        new Date().toISOString(),
        JSON.stringify(options),
      );
      for (const seat of seats) {
        const t = newToken();
        tokens.set(seat, t);
        this.insertToken.run(t, id, seat);
      }
    })();
    return { id, tokens };
  }

  /** The game and its log, or null. */
  game(id: string): StoredGame | null {
    const row = this.selectGame.get(id) as
      | { id: string; file: string; created_at: string; options: string }
      | undefined;
    if (!row) return null;
    const rows = this.selectEntries.all(id) as { seat: string | null; command: string; rolls: string }[];
    const entries = rows.map((e) => ({
      seat: e.seat,
      command: JSON.parse(e.command) as unknown,
      rolls: JSON.parse(e.rolls) as number[],
    }));
    const ids = (
      this.selectIds.all(id) as { seat: string; cid: string; kind: StoredId["kind"]; idx: number }[]
    ).map((r) => ({ seat: r.seat, cid: r.cid, kind: r.kind, index: r.idx }));
    return {
      id: row.id,
      file: JSON.parse(row.file) as Record<string, unknown>,
      entries,
      ids,
      createdAt: row.created_at,
      options: { ...DEFAULT_OPTIONS, ...(JSON.parse(row.options) as Partial<GameOptions>) },
    };
  }

  /** What a token opens, or null for an unknown one. */
  invite(token: string): Invite | null {
    const row = this.selectToken.get(token) as { game_id: string; seat: string } | undefined;
    return row ? { gameId: row.game_id, seat: row.seat } : null;
  }

  /** The tokens of a game, by seat. */
  tokens(gameId: string): Map<string, string> {
    const rows = this.selectTokens.all(gameId) as { token: string; seat: string }[];
    return new Map(rows.map((r) => [r.seat, r.token]));
  }

  /**
   * Appends entry number `index`, with the id of the command that made it (`cid`, one transaction);
   * false when another process already wrote that index (or that id).
   */
  append(gameId: string, index: number, entry: StoredEntry, cid?: string): boolean {
    try {
      this.appendTx(gameId, index, entry, cid);
      return true;
    } catch (e) {
      if (e instanceof Error && /UNIQUE|PRIMARY KEY/.test(e.message)) return false;
      throw e;
    }
  }

  /**
   * Removes entry `index` when it is the last of the log (an undo), recording the undo's id
   * (`undoBy`) in the same transaction; false when it is not the last.
   */
  removeLast(gameId: string, index: number, undoBy?: { seat: string; cid: string }): boolean {
    return this.db.transaction(() => {
      if (this.length(gameId) !== index + 1) return false;
      if (this.deleteEntry.run(gameId, index).changes !== 1) return false;
      if (undoBy) this.insertId.run(gameId, undoBy.seat, undoBy.cid, "undo", index);
      return true;
    })();
  }

  /** How many entries a game's log has. */
  length(gameId: string): number {
    return (this.countEntries.get(gameId) as { n: number }).n;
  }

  close(): void {
    this.db.close();
  }
}
