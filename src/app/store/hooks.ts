import { createContext, useContext } from "react";
import { useStore } from "zustand";
import type { AppState, AppStore } from "./store";

/** The store the React tree reads; provided once at the root. */
export const StoreContext = createContext<AppStore | null>(null);

/** The app store from context (for actions and `getState()` in event handlers and frame loops). */
export function useAppStore(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error("useAppStore outside <StoreContext.Provider>");
  return store;
}

/** Subscribes a component to one slice of state. */
export function useApp<T>(selector: (s: AppState) => T): T {
  return useStore(useAppStore(), selector);
}
