import type { StateCreator } from "zustand";
import type { Catalog } from "../../core/catalog/schema";
import type { Pt } from "../../core/geom2d";
import type { Table } from "../../core/table/schema";
import { validateTable } from "../../core/table/validate";
import { blankTableJson } from "../files/blank";
import type { AppState } from "./store";
import type { ProblemReport } from "./types";

/**
 * The table being viewed and edited, with undo/redo. Every change goes through the one validator: an
 * edit that makes the table invalid is refused, its problems shown, and the table stays as it was.
 */

/** How many steps undo remembers. */
export const HISTORY_LIMIT = 200;

/** The table slice. */
export interface TableSlice {
  catalog: Catalog;
  table: Table;
  /** where the table came from: "default", "url:<url>", "file:<name>", "share:<key>", "autosave" */
  source: string;
  /** bumps on every change to the table, so pipelines can tell stale results */
  revision: number;
  past: Table[];
  future: Table[];
  /** a file or link that failed to load (the table is unchanged) */
  loadError: ProblemReport | null;
  /** the last refused edit (the table is unchanged) */
  editError: ProblemReport | null;
  /** a short message for the status line */
  notice: string | null;
  /** the file name the table was last saved as since it loaded, shown in place of its source */
  savedAs: string | null;
  /** the revision last loaded or saved: any other revision is unsaved work */
  savedRevision: number;
  /** Replaces the table (undoable). */
  loadTable(table: Table, source: string, notice?: string): void;
  /** Shows why a file or link could not be loaded; the table stays as it was. */
  reportLoadError(report: ProblemReport): void;
  /**
   * Applies an edit to a copy of the table and validates it. Commits and returns true when valid;
   * otherwise records the problems (shown in place near `at`, or next to the form `field` it came from)
   * and returns false.
   */
  tryEdit(label: string, mutate: (draft: Table) => void, at?: Pt, field?: string): boolean;
  undo(): void;
  redo(): void;
  clearErrors(): void;
  setNotice(notice: string | null): void;
  /** Records a save: the status line names the file and drops the last action's message. */
  markSaved(fileName: string): void;
  /** Replaces the table with an empty one of this size (undoable); false with the problems if invalid. */
  newBlankTable(widthInches: number, depthInches: number): boolean;
}

/** Whether the table has changed since it was loaded or last saved. */
export const hasUnsavedWork = (s: Pick<TableSlice, "revision" | "savedRevision">): boolean =>
  s.revision !== s.savedRevision;

/**
 * Keeps the previous arrays where an edit left them unchanged, so a unit move does not look like a
 * terrain change to the pipelines that rebuild geometry (they compare by identity).
 */
export function shareUnchanged(prev: Table, next: Table): Table {
  const out = { ...next };
  for (const k of ["features", "units", "deploymentZones", "objectives"] as const) {
    if (JSON.stringify(prev[k]) === JSON.stringify(next[k])) (out as Record<string, unknown>)[k] = prev[k];
  }
  return out;
}

/** Builds the table slice around a catalog and a first table. */
export function tableSlice(
  catalog: Catalog,
  initial: Table,
  source: string,
): StateCreator<AppState, [], [], TableSlice> {
  return (set, get) => ({
    catalog,
    table: initial,
    source,
    revision: 0,
    past: [],
    future: [],
    loadError: null,
    editError: null,
    notice: null,
    savedAs: null,
    savedRevision: 0,
    loadTable(table, source, notice) {
      const s = get();
      // Another table: a selection by id must not carry over to a unit or feature that shares the id.
      set({
        selectedUnitId: null,
        selectedShape: null,
        selectedVertex: null,
        savedAs: null,
        savedRevision: s.revision + 1,
        table,
        source,
        revision: s.revision + 1,
        past: [...s.past, s.table].slice(-HISTORY_LIMIT),
        future: [],
        loadError: null,
        editError: null,
        notice: notice ?? null,
      });
      get().afterTableChange();
    },
    reportLoadError(report) {
      set({ loadError: report });
    },
    tryEdit(label, mutate, at, field) {
      const s = get();
      const draft = structuredClone(s.table);
      mutate(draft);
      const checked = validateTable(draft, s.catalog);
      if (!checked.ok) {
        set({
          editError: {
            title: `${label}: not applied`,
            problems: checked.error,
            ...(at ? { at } : {}),
            ...(field ? { field } : {}),
          },
        });
        return false;
      }
      set({
        table: shareUnchanged(s.table, checked.value),
        revision: s.revision + 1,
        past: [...s.past, s.table].slice(-HISTORY_LIMIT),
        future: [],
        editError: null,
        notice: label,
      });
      get().afterTableChange();
      return true;
    },
    undo() {
      const s = get();
      const prev = s.past[s.past.length - 1];
      if (!prev) return;
      set({
        table: prev,
        past: s.past.slice(0, -1),
        future: [s.table, ...s.future],
        revision: s.revision + 1,
        editError: null,
        notice: "Undone",
      });
      get().afterTableChange();
    },
    redo() {
      const s = get();
      const next = s.future[0];
      if (!next) return;
      set({
        table: next,
        past: [...s.past, s.table],
        future: s.future.slice(1),
        revision: s.revision + 1,
        editError: null,
        notice: "Redone",
      });
      get().afterTableChange();
    },
    clearErrors() {
      set({ loadError: null, editError: null });
    },
    setNotice(notice) {
      set({ notice });
    },
    markSaved(fileName) {
      set({ savedAs: fileName, savedRevision: get().revision, notice: `Saved as ${fileName}` });
    },
    newBlankTable(widthInches, depthInches) {
      const checked = validateTable(blankTableJson(widthInches, depthInches), get().catalog);
      if (!checked.ok) {
        set({ editError: { title: "New blank table: not made", problems: checked.error } });
        return false;
      }
      get().loadTable(checked.value, "blank", `New blank table, ${widthInches} × ${depthInches} in`);
      return true;
    },
  });
}
