import type { Catalog } from "../../core/catalog/schema";
import { POLICY_LEVELS, type PolicyLevel } from "../../core/game/policy";
import type { Problem } from "../../core/problems";
import type { Table } from "../../core/table/schema";
import { validateTable } from "../../core/table/validate";
import { type KeyValueStorage, storageFailure } from "../files/autosave";

/**
 * The game's autosave: after every entry the whole game file (its command log) is written to
 * localStorage, synchronously, with the table that was on screen before the game so leaving the game
 * gives it back. A reload or a crash replays the log to the exact position. A record that no longer
 * replays is moved aside (not deleted) so a player can still rescue it. The `before` table is validated
 * like any table file: one that does not validate is not given back (the table on screen at resume,
 * i.e. the table autosave, takes its place) and the reader says why.
 */

/** The storage key of the game in progress. */
export const GAME_AUTOSAVE_KEY = "sightline.game.v1";
/** Where an autosave that could not be resumed is kept. */
export const GAME_AUTOSAVE_UNREADABLE_KEY = "sightline.game.v1.unreadable";
const FORMAT = "sightline-game-autosave/1";

/** One autosaved game. */
export interface GameAutosave {
  /** the game file's text (sightline-game/3, the host's copy: with the seed) */
  game: string;
  /** the table on screen before the game, and where it came from */
  before: { table: Table; source: string } | null;
  /** why the record's `before` was dropped (it did not validate); absent when it was fine or absent */
  beforeProblems?: Problem[];
  /** the computer's seat in a game against it (the set-up's first or second side, its level); null: people only */
  computer?: AutosavedComputer | null;
}

/** Which side of the set-up the computer plays, at which level (New game's choice, kept for a reload). */
export interface AutosavedComputer {
  side: 0 | 1;
  level: PolicyLevel;
}

/** The record's `computer`, checked: a side 0 or 1 and a known level, else null (played by people). */
function checkComputer(v: unknown): AutosavedComputer | null {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return null;
  const c = v as { side?: unknown; level?: unknown };
  const level = POLICY_LEVELS.find((l) => l === c.level);
  return (c.side === 0 || c.side === 1) && level ? { side: c.side, level } : null;
}

/** Writes the record; returns an error message instead of throwing (storage full or blocked). */
export function writeGameAutosave(storage: KeyValueStorage, record: GameAutosave): string | null {
  const text = JSON.stringify({
    format: FORMAT,
    game: record.game,
    before: record.before,
    computer: record.computer ?? null,
  });
  try {
    storage.setItem(GAME_AUTOSAVE_KEY, text);
    return null;
  } catch (e) {
    return storageFailure("Game autosave", text.length, e);
  }
}

const BEFORE_PATH = `${GAME_AUTOSAVE_KEY}.before`;

/** Checks the record's `before`: a table that validates and a source string, or null. */
function checkBefore(v: unknown, catalog: Catalog): { before: GameAutosave["before"]; problems?: Problem[] } {
  if (v === null || v === undefined) return { before: null };
  if (typeof v !== "object" || Array.isArray(v))
    return { before: null, problems: [{ path: BEFORE_PATH, message: "must be an object or null" }] };
  const b = v as { table?: unknown; source?: unknown };
  const table = validateTable(b.table, catalog);
  if (!table.ok)
    return {
      before: null,
      problems: table.error.map((p) => ({ ...p, path: p.path.replace(/^\$/, `${BEFORE_PATH}.table`) })),
    };
  if (typeof b.source !== "string")
    return { before: null, problems: [{ path: `${BEFORE_PATH}.source`, message: "must be a string" }] };
  return { before: { table: table.value, source: b.source } };
}

/** Reads the record, or null when there is none or it is not one of ours; `before` is validated. */
export function readGameAutosave(storage: KeyValueStorage, catalog: Catalog): GameAutosave | null {
  try {
    const raw = storage.getItem(GAME_AUTOSAVE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as (Partial<Record<keyof GameAutosave, unknown>> & { format?: string }) | null;
    if (v === null || typeof v !== "object" || v.format !== FORMAT || typeof v.game !== "string") return null;
    const before = checkBefore(v.before, catalog);
    const computer = checkComputer(v.computer);
    return before.problems
      ? { game: v.game, before: null, beforeProblems: before.problems, computer }
      : { game: v.game, before: before.before, computer };
  } catch {
    return null;
  }
}

/** Forgets the game in progress (the player left it). */
export function clearGameAutosave(storage: KeyValueStorage): void {
  try {
    storage.setItem(GAME_AUTOSAVE_KEY, "");
  } catch {
    // nothing to do: a blocked storage has nothing saved either
  }
}

/**
 * Moves an autosave that no longer replays aside, so the next start is clean but nothing is lost; false
 * when the browser refused the copy, and then the record stays where it was.
 */
export function setAsideGameAutosave(storage: KeyValueStorage, record: GameAutosave): boolean {
  try {
    // The stored text as it is, so a `before` the reader dropped is kept too.
    const raw = storage.getItem(GAME_AUTOSAVE_KEY);
    storage.setItem(
      GAME_AUTOSAVE_UNREADABLE_KEY,
      raw || JSON.stringify({ format: FORMAT, game: record.game, before: record.before }),
    );
  } catch {
    return false;
  }
  try {
    storage.setItem(GAME_AUTOSAVE_KEY, "");
  } catch {
    // the copy is made; the record staying as well loses nothing
  }
  return true;
}
