import type { StoreApi } from "zustand/vanilla";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { Ww2Command } from "../../../core/ww2cm/commands";
import type { Ww2Event, Ww2Note } from "../../../core/ww2cm/game";
import type { Ww2State } from "../../../core/ww2cm/state";
import { useAppStore } from "../../store/hooks";
import { partStoreOf, usePartStore } from "../../store/part-store";
import type { AppStore } from "../../store/store";

/**
 * Seed 002's own store (src/app/store/part-store.ts: the shell store never imports it): the snapshot of
 * the seat on screen, the unit picked on the table, the last shot's measured lines, the last refusal,
 * the hot-seat hand-over, and its adapter once loaded.
 */

export type Ww2Snapshot = SeatSnapshot<Ww2State, Ww2Command, Ww2Event, Ww2Note>;

/** What the panels and the table tool ask of the adapter (./adapter.ts), which plays through the shell. */
export interface Ww2Api {
  /** a new hot-seat game on the shipped table with the shipped forces; resolves with why not, or null */
  start(opts: Ww2StartOptions): Promise<string | null>;
  play(command: Ww2Command): void;
  /**
   * the shooting calculator's lines for `unit` at the circle `at` (table cm), as the CLI prints them,
   * for the models `firers` (null: all)
   */
  measure(unit: string, at: [number, number], firers: readonly string[] | null): string[];
  /** downloads the game's file (hot-seat the host's whole log; online this seat's, from the server) */
  save(): Promise<void>;
  undo(): void;
  replayTo(n: number | null): void;
  handedOver(): void;
  leave(): void;
}

export interface Ww2StartOptions {
  /** blank: 128 random bits; a test's seed makes its game replay */
  seed?: string;
  turnLimit?: number;
  /** which side moves first */
  first?: "blue" | "red";
  online?: boolean;
  /** issue 35: paratroopers, a glider and aircraft by day ("air"), or the landings at night ("night") */
  air?: "none" | "air" | "night";
}

export interface Ww2Ui {
  snapshot: Ww2Snapshot | null;
  /** the unit picked on the table (a unit of the side to act) */
  pick: string | null;
  /** a sprint (8 cm) rather than a move (4 cm) for the next move click */
  sprint: boolean;
  /** a picked vehicle's new heading (degrees, 0 = up the table) for its next move, or null: no pivot */
  heading: number | null;
  /** the picked unit's models chosen to fire (null: every standing model) */
  firers: string[] | null;
  /** the 13 cm circle placed by a click in the shooting phase (table cm), or null */
  aim: [number, number] | null;
  /** the calculator's lines for the picked unit's firing models at `aim`, shown in the side panel */
  lines: string[];
  refusal: string | null;
  /** whether the units' labels are drawn over the table (the header's Labels box) */
  labels: boolean;
  /** hot-seat: the side the screen is to be handed to (the panel is covered until it says so) */
  handOver: string | null;
  /** a free fire owed with a free move: table clicks aim the circle instead of moving (unit-actions.tsx) */
  freeFire: boolean;
  /** the next shot throws grenades instead of the unit's weapon */
  grenades: boolean;
  /** the packed gun the picked unit tows to the next table click, or null */
  towGun: string | null;
  /**
   * issue 35, the air sub-phase by clicks: the aircraft picked to fly (or, answering a flight, to
   * intercept), the entry and exit its path takes from table clicks (snapped to the nearest edge), and
   * the target chosen for each of its weapons (index → unit)
   */
  flight: {
    plane: string;
    entry: [number, number] | null;
    exit: [number, number] | null;
    targets: (string | null)[];
  } | null;
}

export interface Ww2Slice {
  ww2: Ww2Ui;
  ww2Api: Ww2Api | null;
  setWw2(patch: Partial<Ww2Ui>): void;
  setWw2Api(api: Ww2Api | null): void;
}

export const NO_WW2: Ww2Ui = {
  snapshot: null,
  pick: null,
  sprint: false,
  heading: null,
  firers: null,
  aim: null,
  lines: [],
  refusal: null,
  labels: true,
  handOver: null,
  freeFire: false,
  grenades: false,
  towGun: null,
  flight: null,
};

/** Seed 002's store of an app store. */
export const ww2StoreOf: (app: AppStore) => StoreApi<Ww2Slice> = partStoreOf<Ww2Slice>(
  "ww2cm",
  (set, get) => ({
    ww2: NO_WW2,
    ww2Api: null,
    setWw2: (patch) => set({ ww2: { ...get().ww2, ...patch } }),
    setWw2Api: (ww2Api) => set({ ww2Api }),
  }),
);

/** Seed 002's state now. */
export const ww2Of = (app: AppStore): Ww2Slice => ww2StoreOf(app).getState();

/** Subscribes a component to part of seed 002's state. */
export function useWw2Store<T>(selector: (s: Ww2Slice) => T): T {
  return usePartStore(ww2StoreOf(useAppStore()), selector);
}
