import type { StateCreator } from "zustand";
import type { AppState } from "../store/store";
import { type FirefightSlice, firefightSlice, firefightUi } from "./firefight";
import { type FirestrikeSlice, firestrikeSlice, firestrikeUi } from "./firestrike";
import { type LnlSlice, lnlSlice, lnlUi } from "./lnl";
import type { RulesetUi } from "./ui";

/**
 * The rulesets' UIs the page knows (issue 24 item 7): the one place the shell reaches a ruleset's UI
 * folder (tests/app/rulesets-layering.test.ts). Each entry is light (its parts load on demand); each
 * ruleset's part of the store is composed into the app store here.
 *
 * Adding a ruleset's UI: a folder src/app/rulesets/<name>/ whose index.ts exports a `RulesetUi` (and its
 * store slice, keyed by its own name), listed below.
 */

/** Every ruleset's UI, in the order the "New game" menu lists them. */
export const RULESET_UIS: readonly RulesetUi[] = [firestrikeUi, lnlUi, firefightUi];

/** The UI of a ruleset, by id (null when this page has none for it). */
export const rulesetUi = (id: string): RulesetUi | null => RULESET_UIS.find((r) => r.id === id) ?? null;

/** Every ruleset's part of the app store. */
export type RulesetSlices = FirestrikeSlice & LnlSlice & FirefightSlice;

/** Creates every ruleset's part of the app store. */
export const rulesetSlices: StateCreator<AppState, [], [], RulesetSlices> = (set, get, api) => ({
  ...firestrikeSlice(set, get, api),
  ...lnlSlice(set, get, api),
  ...firefightSlice(set, get, api),
});
