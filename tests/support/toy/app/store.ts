import type { StoreApi } from "zustand/vanilla";
import { useAppStore } from "../../../../src/app/store/hooks";
import { partStoreOf, usePartStore } from "../../../../src/app/store/part-store";
import type { AppStore } from "../../../../src/app/store/store";
import type { SeatSnapshot } from "../../../../src/core/game/seat-snapshot";
import type { ToyCommand, ToyEvent, ToyState } from "../core/ruleset";

/**
 * The toy's own store (src/app/store/part-store.ts: the shell store never imports it): the snapshot of
 * the seat on screen, the last refusal, the hot-seat hand-over, and its adapter once loaded.
 */

/** What a seat sees of the toy's state: everything but the other unit's order, and its own order. */
export type ToyView = Omit<ToyState, "orders"> & { order: string | null };
export type ToySnapshot = SeatSnapshot<ToyView, ToyCommand, ToyEvent, { turn: number }>;

/** What the panel asks of the adapter (./adapter.ts), which plays through the shell. */
export interface ToyApi {
  /** a new game: `seed` for the dice (blank: random); online, the server makes it (and rolls its own) */
  start(seed: string, online: boolean): Promise<string | null>;
  play(command: ToyCommand): void;
  undo(): void;
  replayTo(n: number | null): void;
  handedOver(): void;
  leave(): void;
}

export interface ToyUi {
  snapshot: ToySnapshot | null;
  refusal: string | null;
  /** hot-seat: the seat the screen is to be handed to (the panel is covered until it says so) */
  handOver: string | null;
}

export interface ToySlice {
  toy: ToyUi;
  toyApi: ToyApi | null;
  setToy(patch: Partial<ToyUi>): void;
  setToyApi(api: ToyApi | null): void;
}

export const NO_TOY: ToyUi = { snapshot: null, refusal: null, handOver: null };

/** The toy's store of an app store. */
export const toyStoreOf: (app: AppStore) => StoreApi<ToySlice> = partStoreOf<ToySlice>("toy", (set, get) => ({
  toy: NO_TOY,
  toyApi: null,
  setToy: (patch) => set({ toy: { ...get().toy, ...patch } }),
  setToyApi: (toyApi) => set({ toyApi }),
}));

/** The toy's state now. */
export const toyOf = (app: AppStore): ToySlice => toyStoreOf(app).getState();

/** Subscribes a component to part of the toy's state. */
export function useToyStore<T>(selector: (s: ToySlice) => T): T {
  return usePartStore(toyStoreOf(useAppStore()), selector);
}
