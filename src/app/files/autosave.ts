import type { Catalog } from "../../core/catalog/schema";
import type { Table } from "../../core/table/schema";
import { validateTable } from "../../core/table/validate";
import type { AppStore } from "../store/store";

/**
 * Autosave: after every change the table (with the LOS check on screen) is written to localStorage,
 * synchronously, so a reload or a crash loses nothing. The record says where the table came from, so a
 * reload of the same link restores the edits made to it. While a game is on, the table on screen is the
 * game's (its bases move with every entry) and the game keeps its own autosave (src/app/game/autosave.ts,
 * with the table from before the game): this one then stands still, so the user's own table is what a
 * reload or leaving the game finds here.
 */

/** The storage key. */
export const AUTOSAVE_KEY = "sightline.autosave.v1";
const FORMAT = "sightline-autosave/1";

/** The part of Storage autosave uses (localStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** One autosaved state. */
export interface AutosaveRecord {
  source: string;
  savedAt: string;
  table: Table;
  los: [string, string] | null;
}

/** Writes a record; returns an error message instead of throwing (e.g. storage full or blocked). */
export function writeAutosave(storage: KeyValueStorage, record: AutosaveRecord): string | null {
  try {
    storage.setItem(AUTOSAVE_KEY, JSON.stringify({ format: FORMAT, ...record }));
    return null;
  } catch (e) {
    return `Autosave failed: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** Reads the last record; a missing, unreadable or invalid one counts as none. */
export function readAutosave(storage: KeyValueStorage, catalog: Catalog): AutosaveRecord | null {
  let raw: string | null;
  try {
    raw = storage.getItem(AUTOSAVE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<AutosaveRecord> & { format?: string };
    if (v.format !== FORMAT || typeof v.source !== "string") return null;
    const table = validateTable(v.table, catalog);
    if (!table.ok) return null;
    const los =
      Array.isArray(v.los) && v.los.length === 2
        ? ([String(v.los[0]), String(v.los[1])] as [string, string])
        : null;
    return { source: v.source, savedAt: String(v.savedAt ?? ""), table: table.value, los };
  } catch {
    return null;
  }
}

/** Saves after every table change and LOS pick, except while a game is on; returns the unsubscribe function. */
export function startAutosave(
  app: AppStore,
  storage: KeyValueStorage,
  now: () => Date = () => new Date(),
): () => void {
  let lastTable: Table | null = null;
  let lastLos = "";
  return app.subscribe((s) => {
    // The game's table is not the user's: the game autosave keeps it, and gives the user's back on leaving.
    if (s.game.view !== null) return;
    const los: [string, string] | null =
      s.los.observerId && s.los.targetId ? [s.los.observerId, s.los.targetId] : null;
    const losKey = los ? los.join(",") : "";
    if (s.table === lastTable && losKey === lastLos) return;
    lastTable = s.table;
    lastLos = losKey;
    const failed = writeAutosave(storage, {
      source: s.source,
      savedAt: now().toISOString(),
      table: s.table,
      los,
    });
    if (failed && s.notice !== failed) app.getState().setNotice(failed);
  });
}
