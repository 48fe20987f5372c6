import type { Catalog } from "../../core/catalog/schema";
import type { Problem } from "../../core/problems";
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
 *
 * Nothing autosaved is dropped without a word (docs/app.md, "Autosave"): a record that no longer
 * validates is copied to AUTOSAVE_UNREADABLE_KEY before anything overwrites it, a record a link is about
 * to replace is copied to AUTOSAVE_PREVIOUS_KEY (src/app/files/startup.ts), and a write the browser
 * refuses (storage full) leaves the last good record in place and says so.
 */

/** The storage key. */
export const AUTOSAVE_KEY = "sightline.autosave.v1";
/** Where an autosaved table that no longer validates is kept. */
export const AUTOSAVE_UNREADABLE_KEY = "sightline.autosave.v1.unreadable";
/** Where the autosaved table a link replaced is kept (the second slot). */
export const AUTOSAVE_PREVIOUS_KEY = "sightline.autosave.v1.previous";
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
  /**
   * false when the table is as it was loaded from its source (the default table, a link, a file), so
   * it can be had again; missing in older records, which count as edited.
   */
  edited?: boolean;
}

/** What the autosave slot holds: nothing, a good record, or a record that no longer loads (kept raw). */
export type AutosaveSlot =
  | { kind: "none" }
  | { kind: "ok"; record: AutosaveRecord; raw: string }
  | { kind: "unreadable"; raw: string; problems: Problem[] };

/** True when a storage error is the browser's "storage full" (the name differs between browsers). */
export function isQuotaError(e: unknown): boolean {
  const name = (e as { name?: unknown } | null)?.name;
  const code = (e as { code?: unknown } | null)?.code;
  return (
    name === "QuotaExceededError" ||
    name === "NS_ERROR_DOM_QUOTA_REACHED" ||
    code === 22 ||
    code === 1014 ||
    /quota/i.test(e instanceof Error ? e.message : String(e))
  );
}

/** A refused write, in words: what failed, why, and that the last good save is still there. */
export function storageFailure(what: string, size: number, e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  if (isQuotaError(e))
    return `${what} failed: the browser's storage is full (${message}; this save is ${Math.ceil(size / 1024)} KB). The last good autosave is kept; use Save to keep this version in a file.`;
  return `${what} failed: ${message}. The last good autosave is kept.`;
}

/** Writes a record; returns an error message instead of throwing (e.g. storage full or blocked). */
export function writeAutosave(storage: KeyValueStorage, record: AutosaveRecord): string | null {
  const text = JSON.stringify({ format: FORMAT, ...record });
  try {
    storage.setItem(AUTOSAVE_KEY, text);
    return null;
  } catch (e) {
    return storageFailure("Autosave", text.length, e);
  }
}

/** Writes `text` under `key`; true when the browser took it. */
export function keepCopy(storage: KeyValueStorage, key: string, text: string): boolean {
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

const problem = (path: string, message: string): Problem[] => [{ path, message }];

/** Parses an autosave record's text; problems when it is not one or its table no longer validates. */
export function parseAutosave(
  raw: string,
  catalog: Catalog,
): { ok: true; record: AutosaveRecord } | { ok: false; problems: Problem[] } {
  let v: (Partial<AutosaveRecord> & { format?: unknown }) | null;
  try {
    v = JSON.parse(raw) as typeof v;
  } catch {
    return { ok: false, problems: problem(AUTOSAVE_KEY, "is not JSON") };
  }
  if (v === null || typeof v !== "object" || v.format !== FORMAT)
    return { ok: false, problems: problem(`${AUTOSAVE_KEY}.format`, `must be "${FORMAT}"`) };
  if (typeof v.source !== "string")
    return { ok: false, problems: problem(`${AUTOSAVE_KEY}.source`, "must be a string") };
  const table = validateTable(v.table, catalog);
  if (!table.ok)
    return {
      ok: false,
      problems: table.error.map((p) => ({ ...p, path: p.path.replace(/^\$/, `${AUTOSAVE_KEY}.table`) })),
    };
  const los =
    Array.isArray(v.los) && v.los.length === 2
      ? ([String(v.los[0]), String(v.los[1])] as [string, string])
      : null;
  return {
    ok: true,
    record: {
      source: v.source,
      savedAt: String(v.savedAt ?? ""),
      table: table.value,
      los,
      edited: v.edited !== false,
    },
  };
}

/** Reads the autosave slot, telling a record that no longer loads apart from none at all. */
export function inspectAutosave(storage: KeyValueStorage, catalog: Catalog): AutosaveSlot {
  let raw: string | null;
  try {
    raw = storage.getItem(AUTOSAVE_KEY);
  } catch {
    return { kind: "none" };
  }
  if (!raw) return { kind: "none" };
  const parsed = parseAutosave(raw, catalog);
  return parsed.ok
    ? { kind: "ok", record: parsed.record, raw }
    : { kind: "unreadable", raw, problems: parsed.problems };
}

/** Reads the last record; a missing, unreadable or invalid one counts as none (see inspectAutosave). */
export function readAutosave(storage: KeyValueStorage, catalog: Catalog): AutosaveRecord | null {
  const slot = inspectAutosave(storage, catalog);
  return slot.kind === "ok" ? slot.record : null;
}

/** Tables put back from a kept save: work, not a source's own version, whatever their source. */
const restoredWork = new WeakSet<Table>();

/** Marks a table being restored from a kept save as edited work, so a later link keeps it too. */
export function markAsWork(table: Table): void {
  restoredWork.add(table);
}

/**
 * Saves after every table change and LOS pick, except while a game is on; returns the unsubscribe
 * function. `edited` says whether the starting table already differs from its source's version.
 */
export function startAutosave(
  app: AppStore,
  storage: KeyValueStorage,
  now: () => Date = () => new Date(),
  edited = false,
): () => void {
  let lastTable: Table | null = null;
  let lastLos = "";
  const first = app.getState();
  let loaded = { source: first.source, table: first.table };
  let isEdited = edited;
  return app.subscribe((s) => {
    // The game's table is not the user's: the game autosave keeps it, and gives the user's back on leaving.
    if (s.match.ruleset !== null) return;
    const los: [string, string] | null =
      s.los.observerId && s.los.targetId ? [s.los.observerId, s.los.targetId] : null;
    const losKey = los ? los.join(",") : "";
    if (s.table === lastTable && losKey === lastLos) return;
    lastTable = s.table;
    lastLos = losKey;
    // A new source starts unedited; any other change of table (an edit, an undo, a revert) counts as
    // an edit, which errs towards keeping the record when a link would replace it.
    if (s.source !== loaded.source) {
      loaded = { source: s.source, table: s.table };
      isEdited = restoredWork.has(s.table);
    } else if (s.table !== loaded.table) isEdited = true;
    const failed = writeAutosave(storage, {
      source: s.source,
      savedAt: now().toISOString(),
      table: s.table,
      los,
      edited: isEdited,
    });
    if (failed && s.notice !== failed) app.getState().setNotice(failed);
  });
}
