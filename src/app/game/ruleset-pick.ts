import { create } from "zustand";

/**
 * The ruleset picked on the toolbar: one select serves both "New game…" and "Play online…", so the
 * toolbar keeps to one row at 1600 px (tests/e2e/table-view.test.ts) however many rulesets the list has.
 * An empty id: the first listed.
 */
export const useRulesetPick = create<{ id: string; pick(id: string): void }>()((set) => ({
  id: "",
  pick: (id) => set({ id }),
}));
