import { useCallback, useSyncExternalStore } from "react";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { AppStore } from "./store";

/**
 * A part of the page's state that one part of the app owns (issue 36 item 6): each ruleset's UI keeps
 * its state in a store of its own, made here for each app store on first use, which the shell never
 * imports. The shell store holds the shell's state and `match` only; it knows these stores only as
 * data, for the test hooks' `storeJson` (`partStates`).
 */

/**
 * An app store's identity: its `getState`. A copy of the store's API object (a static render's, with
 * `getInitialState` swapped for `getState`) is the same store, and so has the same part stores.
 */
type AppKey = AppStore["getState"];

/** Every kind of part store made, with the store of each app store that has one. */
const kinds: { name: string; stores: WeakMap<AppKey, StoreApi<object>> }[] = [];

/**
 * Declares a part store: `init` builds its state (with the app store it belongs to, for actions that
 * also change the shell's state). Returns the function that gives an app store's part store, made on
 * first use. `name` is for the reader of `partStates`.
 */
export function partStoreOf<S extends object>(
  name: string,
  init: (set: StoreApi<S>["setState"], get: StoreApi<S>["getState"], app: AppStore) => S,
): (app: AppStore) => StoreApi<S> {
  const stores = new WeakMap<AppKey, StoreApi<S>>();
  kinds.push({ name, stores: stores as unknown as WeakMap<AppKey, StoreApi<object>> });
  return (app) => {
    let store = stores.get(app.getState);
    if (!store) {
      store = createStore<S>()((set, get) => init(set, get, app));
      stores.set(app.getState, store);
    }
    return store;
  };
}

/** The state of every part store this app store has, by the name each was declared with. */
export function partStates(app: AppStore): Record<string, object> {
  const out: Record<string, object> = {};
  for (const k of kinds) {
    const store = k.stores.get(app.getState);
    if (store) out[k.name] = store.getState();
  }
  return out;
}

/**
 * Subscribes a component to part of a part store. A static render (react-dom/server, the tests) reads
 * the state as it is now, as the page would show it: a part store is never rendered on a server, so
 * there is no initial state to match.
 */
export function usePartStore<S, T>(store: StoreApi<S>, selector: (s: S) => T): T {
  const now = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, now, now);
}
