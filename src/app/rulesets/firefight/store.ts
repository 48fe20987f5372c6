import type { StoreApi } from "zustand/vanilla";
import type { Command } from "../../../core/firefight/commands";
import type { Formation } from "../../../core/firefight/deploy";
import type { FirefightEvent, FirefightNote } from "../../../core/firefight/game";
import type { FirefightState } from "../../../core/firefight/state";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { Result } from "../../../core/result";
import { useAppStore } from "../../store/hooks";
import { partStoreOf, usePartStore } from "../../store/part-store";
import type { AppStore } from "../../store/store";
import type { FirefightAim } from "./aim";

/**
 * The firefight's own store (issue 36 item 6; the shell never imports it): the acting seat's snapshot (hot-seat: the page shows the seat
 * whose part of the turn it is), the last refusal, and the controller once loaded.
 */

export type FirefightView = FirefightState;
export type FirefightSnapshot = SeatSnapshot<FirefightView, Command, FirefightEvent, FirefightNote>;

/** What the panels ask of the firefight's adapter (src/app/rulesets/firefight/adapter.ts). */
export interface FirefightApi {
  /**
   * a new game: the two ready forces by id, on a table (by default the shipped farm; another table is
   * played at 1 y = 1 inch, docs/rulesets/firefight.md, "Scale") for `turnLimit` turns
   */
  start(blueForce: string, redForce: string, opts?: FirefightStartOptions): void;
  /** the same choice as a new game's file JSON (for an online game), or why not */
  gameJson(
    blueForce: string,
    redForce: string,
    opts?: FirefightStartOptions,
  ): Result<Record<string, unknown>, string>;
  /** takes back the last entry of a seat that has one no die has followed */
  takeBack(): void;
  /** shows the game after the first n entries (null: now); nothing can be played meanwhile */
  replayTo(n: number | null): void;
  /** the next player has the page: the hand-over screen goes */
  handedOver(): void;
  play(command: Command): void;
  undo(): void;
  /** the game file's text, for download */
  saveText(): Promise<string | null>;
  /** the move of `unit`'s centre to `to` priced now (the Play tool's ring and path), or null: no move */
  aim(unit: string, to: readonly [number, number]): FirefightAim | null;
  /** the fire-fight calculator's lines for two units now, or why not */
  calculate(unit: string, enemy: string): string[];
  leave(): void;
}

export interface FirefightStartOptions {
  /** a table file's JSON (as written) and where it came from */
  table?: { json: Record<string, unknown>; name: string };
  turnLimit?: number;
  /** the game option: a natural 1 always fails a save (docs/rulesets/firefight.md, "1+ and 7+") */
  naturalOneFails?: boolean;
}

/**
 * What the seat to act has picked on the page (issue 38 item 2): a unit (by clicking one of its models or
 * in the panel), in deployment a formation or one model of it to place alone.
 */
export interface FirefightPick {
  unit: string | null;
  /** deployment: place this one model at the click instead of the whole unit */
  model: string | null;
  formation: Formation;
}

export interface FirefightUi {
  snapshot: FirefightSnapshot | null;
  refusal: string | null;
  /** hot-seat: the seat the page is to be handed to (the table is covered until it says so) */
  handOver: string | null;
  pick: FirefightPick;
  /** the picked unit's move to the pointer, priced (null: nothing to show) */
  aim: FirefightAim | null;
}

export interface FirefightSlice {
  firefight: FirefightUi;
  firefightApi: FirefightApi | null;
  setFirefight(patch: Partial<FirefightUi>): void;
  setFirefightApi(api: FirefightApi | null): void;
}

/** Nothing picked. */
export const NO_PICK: FirefightPick = { unit: null, model: null, formation: "line" };

export const NO_FIREFIGHT: FirefightUi = {
  snapshot: null,
  refusal: null,
  handOver: null,
  pick: NO_PICK,
  aim: null,
};

/** The firefight's own store of an app store. */
export const firefightStoreOf: (app: AppStore) => StoreApi<FirefightSlice> = partStoreOf<FirefightSlice>(
  "firefight",
  (set, get) => ({
    firefight: NO_FIREFIGHT,
    firefightApi: null,
    setFirefight: (patch) => set({ firefight: { ...get().firefight, ...patch } }),
    setFirefightApi: (firefightApi) => set({ firefightApi }),
  }),
);

/** The firefight's state now (for actions, event handlers and tools). */
export const firefightOf = (app: AppStore): FirefightSlice => firefightStoreOf(app).getState();

/** Subscribes a component to part of the firefight's state (the app store from context). */
export function useFirefightStore<T>(selector: (s: FirefightSlice) => T): T {
  return usePartStore(firefightStoreOf(useAppStore()), selector);
}
