import type { StateCreator } from "zustand";
import type { GameHost } from "./game-host";
import type { AppState } from "./store";

/**
 * The shell's part of a game, ruleset-neutral: which ruleset's game is on (the shell swaps in that
 * ruleset's header, panels, scene layer and tool), whose set-up dialog is open, the markers the unit
 * labels show, and the game's host (its controller, loaded on demand). Everything else a game shows
 * lives in its ruleset's own store (src/app/rulesets/<name>/, made with store/part-store.ts).
 */

/** A marker on a unit's label (a ruleset's game marker: "Pinned", "Dmg 1"…). */
export interface UnitMark {
  kind: string;
  text: string;
}

/** The invite links of a game just made online (`POST /api/games`'s answer). */
export interface OnlineLinks {
  id: string;
  seats: Record<string, { url: string }>;
  watch: string;
}

/**
 * An online game on this page (src/app/game/online-page.ts): the seat the invite link holds
 * ("spectator" for a watch link), the connection, and how many commands wait for the server's answer.
 */
export interface OnlineShell {
  /** the seat this page plays; "" while it joins */
  seat: string;
  spectator: boolean;
  connected: boolean;
  /** the connection dropped and could not come back */
  gaveUp: boolean;
  /** commands sent and not yet answered */
  sending: number;
  /**
   * of those, the ones not confirmed when the connection dropped: sent again on the next connection
   * (the server answers a command it already applied without applying it twice)
   */
  resending?: number;
  /** the game is played with measured fog of war */
  fog?: boolean;
}

/** The shell's view of the game on. */
export interface MatchShell {
  /** the ruleset of the game on; null when no game is on */
  ruleset: string | null;
  /** the ruleset whose set-up dialog is open, or null */
  setupOf: string | null;
  /** markers on units, by unit id, for their labels */
  marks: ReadonlyMap<string, readonly UnitMark[]>;
  /** the set-up dialog open makes an online game (the server hosts it) instead of a hot-seat one */
  setupOnline: boolean;
  /** the links of the online game just made, shown until closed */
  links: OnlineLinks | null;
  /** the online game this page plays or watches; null for a hot-seat game or none */
  online: OnlineShell | null;
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
export const NO_MATCH: MatchShell = {
  ruleset: null,
  setupOf: null,
  marks: new Map(),
  setupOnline: false,
  links: null,
  online: null,
};

/** The match slice. */
export const matchSlice: StateCreator<AppState, [], [], MatchSlice> = (set, get) => ({
  match: NO_MATCH,
  host: null,
  loadHost: () => Promise.reject(new Error("games are not available here")),
  setMatch: (patch) => set({ match: { ...get().match, ...patch } }),
  setHost: (host) => set({ host }),
  setHostLoader: (loadHost) => set({ loadHost }),
});
