import type { StateCreator } from "zustand";
import type { GameHost } from "../rulesets/ui";
import type { AppState } from "./store";

/**
 * The shell's part of a game, ruleset-neutral: which ruleset's game is on (the shell swaps in that
 * ruleset's header, panels, scene layer and tool), whose set-up dialog is open, the markers the unit
 * labels show, and the game's host (its controller, loaded on demand). Everything else a game shows
 * lives in its ruleset's own part of the store (src/app/rulesets/<name>/store).
 */

/** A marker on a unit's label (a ruleset's game marker: "Pinned", "Dmg 1"…). */
export interface UnitMark {
  kind: string;
  text: string;
}

/** The shell's view of the game on. */
export interface MatchShell {
  /** the ruleset of the game on; null when no game is on */
  ruleset: string | null;
  /** the ruleset whose set-up dialog is open, or null */
  setupOf: string | null;
  /** markers on units, by unit id, for their labels */
  marks: ReadonlyMap<string, readonly UnitMark[]>;
}

/** The match slice. */
export interface MatchSlice {
  match: MatchShell;
  /** the host of the game on (or of the set-up dialog open), once loaded */
  host: GameHost | null;
  /** loads a ruleset's host (its rules engine comes with it) and makes it the current one */
  loadHost(ruleset: string): Promise<GameHost>;
  setMatch(patch: Partial<MatchShell>): void;
  setHost(host: GameHost | null): void;
  setHostLoader(load: (ruleset: string) => Promise<GameHost>): void;
}

/** No game on. */
export const NO_MATCH: MatchShell = { ruleset: null, setupOf: null, marks: new Map() };

/** The match slice. */
export const matchSlice: StateCreator<AppState, [], [], MatchSlice> = (set, get) => ({
  match: NO_MATCH,
  host: null,
  loadHost: () => Promise.reject(new Error("games are not available here")),
  setMatch: (patch) => set({ match: { ...get().match, ...patch } }),
  setHost: (host) => set({ host }),
  setHostLoader: (loadHost) => set({ loadHost }),
});
