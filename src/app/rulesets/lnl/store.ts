import type { StateCreator } from "zustand";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { ShotPlan } from "../../../core/lnl/fire";
import type { LnlState } from "../../../core/lnl/state";
import type { AppState } from "../../store/store";

/** Lock 'n Load's part of the app store: the snapshot on screen and the last refusal. */
export interface LnlShown {
  snapshot: SeatSnapshot<LnlState> | null;
  error: string | null;
  /** the fire calculator's last check: the shot's firepower and modifiers with their card lines, or why not */
  preview: { plan: ShotPlan | null; why: string | null } | null;
}

/** The LnL slice. */
export interface LnlSlice {
  lnl: LnlShown;
  setLnl(patch: Partial<LnlShown>): void;
}

export const NO_LNL: LnlShown = { snapshot: null, error: null, preview: null };

/** The LnL slice. */
export const lnlSlice: StateCreator<AppState, [], [], LnlSlice> = (set, get) => ({
  lnl: NO_LNL,
  setLnl: (patch) => set({ lnl: { ...get().lnl, ...patch } }),
});
