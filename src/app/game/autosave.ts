import type { Table } from "../../core/table/schema";
import type { KeyValueStorage } from "../files/autosave";

/**
 * The game's autosave: after every entry the whole game file (its command log) is written to
 * localStorage, synchronously, with the table that was on screen before the game so leaving the game
 * gives it back. A reload or a crash replays the log to the exact position. A record that no longer
 * replays is moved aside (not deleted) so a player can still rescue it.
 */

/** The storage key of the game in progress. */
export const GAME_AUTOSAVE_KEY = "sightline.game.v1";
/** Where an autosave that could not be resumed is kept. */
export const GAME_AUTOSAVE_UNREADABLE_KEY = "sightline.game.v1.unreadable";
const FORMAT = "sightline-game-autosave/1";

/** One autosaved game. */
export interface GameAutosave {
  /** the game file's text (sightline-game/1) */
  game: string;
  /** the table on screen before the game, and where it came from */
  before: { table: Table; source: string } | null;
}

/** Writes the record; returns an error message instead of throwing (storage full or blocked). */
export function writeGameAutosave(storage: KeyValueStorage, record: GameAutosave): string | null {
  try {
    storage.setItem(GAME_AUTOSAVE_KEY, JSON.stringify({ format: FORMAT, ...record }));
    return null;
  } catch (e) {
    return `Game autosave failed: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** Reads the record, or null when there is none or it is not one of ours. */
export function readGameAutosave(storage: KeyValueStorage): GameAutosave | null {
  try {
    const raw = storage.getItem(GAME_AUTOSAVE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<GameAutosave> & { format?: string };
    if (v.format !== FORMAT || typeof v.game !== "string") return null;
    return { game: v.game, before: v.before ?? null };
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

/** Moves an autosave that no longer replays aside, so the next start is clean but nothing is lost. */
export function setAsideGameAutosave(storage: KeyValueStorage, record: GameAutosave): void {
  try {
    storage.setItem(GAME_AUTOSAVE_UNREADABLE_KEY, JSON.stringify({ format: FORMAT, ...record }));
    storage.setItem(GAME_AUTOSAVE_KEY, "");
  } catch {
    // keep going: the player sees why the game did not resume
  }
}
