import type { StateCreator } from "zustand";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { ShotPlan } from "../../../core/lnl/fire";
import type { LnlState } from "../../../core/lnl/state";
import type { AppState } from "../../store/store";

/** How a picked stack moves (the `move` command's modes). */
export type MoveMode = "normal" | "assault" | "low-crawl" | "stealth";

/** A hex the picked stack may enter now, as the rules priced it (moves.ts). */
export interface LegalMove {
  hex: string;
  /** MPs the step costs (0 for a Low Crawl, which spends them all) */
  cost: number;
  /** an enemy holds the hex: the move starts a melee */
  melee: boolean;
}

/** Lock 'n Load's part of the app store: the snapshot on screen, the player's picks, the last refusal. */
export interface LnlShown {
  snapshot: SeatSnapshot<LnlState> | null;
  error: string | null;
  /** the fire calculator's last check: the shot's firepower and modifiers with their card lines, or why not */
  preview: { plan: ShotPlan | null; why: string | null } | null;
  /** the counters picked to act (one hex's units: the moving stack or the firers) */
  picked: string[];
  /** the hex clicked as the target of fire (or smoke) */
  target: string | null;
  /** a lone picked sniper's chosen unit in the target hex (sniper.ts: it attacks one unit) */
  aimAt: string | null;
  mode: MoveMode;
  /** the hexes the picked stack may enter, worked out on each pick (never in render) */
  moves: LegalMove[];
  /** hot-seat: the side the page is to be handed to before it shows its controls */
  handOver: string | null;
  /** the replay slider's position: null for the game now */
  replayAt: number | null;
}

/** The LnL slice. */
export interface LnlSlice {
  lnl: LnlShown;
  setLnl(patch: Partial<LnlShown>): void;
}

export const NO_LNL: LnlShown = {
  snapshot: null,
  error: null,
  preview: null,
  picked: [],
  target: null,
  aimAt: null,
  mode: "normal",
  moves: [],
  handOver: null,
  replayAt: null,
};

/** The LnL slice. */
export const lnlSlice: StateCreator<AppState, [], [], LnlSlice> = (set, get) => ({
  lnl: NO_LNL,
  setLnl: (patch) => set({ lnl: { ...get().lnl, ...patch } }),
});
