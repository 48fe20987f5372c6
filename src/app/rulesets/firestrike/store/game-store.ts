import type { StoreApi } from "zustand/vanilla";
import { useAppStore } from "../../../store/hooks";
import { partStoreOf, usePartStore } from "../../../store/part-store";
import type { AppStore } from "../../../store/store";
import { type GameSlice, NO_GAME } from "./game-slice";

/**
 * Firestrike's own store (issue 36 item 6): the game UI state and the controller, one store per app
 * store, made on first use. The shell never imports it; Firestrike's controller, tools, panels and
 * scene read and write it here.
 */

/** The Firestrike store of an app store. */
export const firestrikeStoreOf: (app: AppStore) => StoreApi<GameSlice> = partStoreOf<GameSlice>(
  "firestrike",
  (set, get, app) => ({
    game: NO_GAME,
    gameApi: null,
    setGame: (patch) => {
      set({ game: { ...get().game, ...patch } });
      // The scene rings the app's selected unit: keep it on the game's selected base.
      if (patch.selected !== undefined) app.setState({ selectedUnitId: patch.selected });
    },
    setGameApi: (gameApi) => set({ gameApi }),
  }),
);

/** Firestrike's state now (for actions, event handlers and frame loops). */
export const gameOf = (app: AppStore): GameSlice => firestrikeStoreOf(app).getState();

/** Subscribes a component to part of Firestrike's state (the app store from context). */
export function useFirestrikeStore<T>(selector: (s: GameSlice) => T): T {
  return usePartStore(firestrikeStoreOf(useAppStore()), selector);
}
