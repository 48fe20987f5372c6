import type { StateCreator } from "zustand";
import type { Table } from "../../core/table/schema";
import type { AppState } from "./store";

/**
 * Saves the page kept aside instead of losing them (an autosave that no longer validates, the table a
 * link replaced, a game that no longer resumes): the status bar lists each with a download and, where
 * it can be loaded, a restore. Dismissing one only hides it; the copy in localStorage stays.
 */

/** One kept save, with its text held in memory so it can be downloaded even if storage refused it. */
export interface KeptSave {
  id: string;
  /** what happened and where the copy is, in words */
  message: string;
  fileName: string;
  text: string;
  /** a table that can be put back on screen */
  restore?: { table: Table; source: string };
}

/** The kept-saves slice. */
export interface KeptSlice {
  kept: KeptSave[];
  keepSave(save: KeptSave): void;
  dismissKept(id: string): void;
}

/** The kept-saves slice. */
export const keptSlice: StateCreator<AppState, [], [], KeptSlice> = (set, get) => ({
  kept: [],
  keepSave(save) {
    set({ kept: [...get().kept.filter((k) => k.id !== save.id), save] });
  },
  dismissKept(id) {
    set({ kept: get().kept.filter((k) => k.id !== id) });
  },
});
