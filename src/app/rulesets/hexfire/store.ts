import type { StoreApi } from "zustand/vanilla";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { Calc } from "../../../core/hexfire/combat";
import type { HexfireState } from "../../../core/hexfire/state";
import { useAppStore } from "../../store/hooks";
import { partStoreOf, usePartStore } from "../../store/part-store";
import type { AppStore } from "../../store/store";

/** A hex the picked unit may enter now (the rules' own dry run, picks.ts), with the path it takes. */
export interface HexfireMove {
  hex: string;
  path: string[];
  /** its MP */
  cost: number;
  /** a hex of the side's zone in the deployment step (the click places the unit there) */
  place?: true;
}

/** The fire or assault the picks make, as the rules' calculation prices it, or why it may not be played. */
export interface HexfirePreview {
  kind: "fire" | "op-fire" | "assault";
  calc: Calc | null;
  why: string | null;
}

/** The hex fire/assault page's UI state (its own store): the snapshot on screen and the player's picks. */
export interface HexfireShown {
  snapshot: SeatSnapshot<HexfireState> | null;
  error: string | null;
  /** the unit picked to act (a click on its hex) */
  picked: string | null;
  /** friendly units picked to assist (group fire) or to join the assault */
  assist: string[];
  /** the enemy unit clicked as the target */
  target: string | null;
  /** the own CO/2IC whose bonus the fire or assault adds (the card's CO/2IC line), or none */
  command: string | null;
  /** the hexes the picked unit may move to */
  moves: HexfireMove[];
  /** what Fire / Op Fire and Assault would do now */
  fire: HexfirePreview | null;
  assault: HexfirePreview | null;
  /** hot-seat: the side the page is to be handed to */
  handOver: string | null;
  /** the enemy threat map is shown (threat.ts): the hexes the other side's units see and reach */
  threat: boolean;
}

export interface HexfireSlice {
  hexfire: HexfireShown;
  setHexfire(patch: Partial<HexfireShown>): void;
}

export const NO_HEXFIRE: HexfireShown = {
  snapshot: null,
  error: null,
  picked: null,
  assist: [],
  target: null,
  command: null,
  moves: [],
  fire: null,
  assault: null,
  handOver: null,
  threat: false,
};

/** The ruleset's own store of an app store (the shell store never imports it). */
export const hexfireStoreOf: (app: AppStore) => StoreApi<HexfireSlice> = partStoreOf<HexfireSlice>(
  "hexfire",
  (set, get) => ({
    hexfire: NO_HEXFIRE,
    setHexfire: (patch) => set({ hexfire: { ...get().hexfire, ...patch } }),
  }),
);

/** Its state now (actions, tools). */
export const hexfireOf = (app: AppStore): HexfireSlice => hexfireStoreOf(app).getState();

/** Subscribes a component to part of its state. */
export function useHexfireStore<T>(selector: (s: HexfireSlice) => T): T {
  return usePartStore(hexfireStoreOf(useAppStore()), selector);
}
