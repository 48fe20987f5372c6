import type { StoreApi } from "zustand/vanilla";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { FireEvent, ShotPlan } from "../../../core/lnl/fire";
import type { LnlState } from "../../../core/lnl/state";
import { useAppStore } from "../../store/hooks";
import { partStoreOf, usePartStore } from "../../store/part-store";
import type { AppStore } from "../../store/store";
import type { OfferStack } from "./op-offer";

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

/** Lock 'n Load's UI state (its own store, `lnlStoreOf`): the snapshot on screen, the player's picks, the last refusal. */
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
  /** every hex's label drawn on the board (the header's switch; issue 38 item 3) */
  hexLabels: boolean;
  /** the shot this page fired, once the rules resolved it: the fire dialog (fire-dialog.tsx) until closed */
  shot: { plan: ShotPlan; event: FireEvent } | null;
  /** in an OF window this page may act in: the stacks that may fire (op-offer.ts); null: no offer here */
  offer: OfferStack[] | null;
}

/** Lock 'n Load's store: its UI state and the action that patches it. */
export interface LnlSlice {
  lnl: LnlShown;
  setLnl(patch: Partial<LnlShown>): void;
}

/** Lock 'n Load's UI before any game. */
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
  hexLabels: true,
  shot: null,
  offer: null,
};

/** Lock 'n Load's own store of an app store (issue 36 item 6): the shell never imports it. */
export const lnlStoreOf: (app: AppStore) => StoreApi<LnlSlice> = partStoreOf<LnlSlice>("lnl", (set, get) => ({
  lnl: NO_LNL,
  setLnl: (patch) => set({ lnl: { ...get().lnl, ...patch } }),
}));

/** Lock 'n Load's state now (for actions, event handlers and tools). */
export const lnlOf = (app: AppStore): LnlSlice => lnlStoreOf(app).getState();

/** Subscribes a component to part of Lock 'n Load's state (the app store from context). */
export function useLnlStore<T>(selector: (s: LnlSlice) => T): T {
  return usePartStore(lnlStoreOf(useAppStore()), selector);
}
