import type { StateCreator } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { TableUnit } from "../../core/table/schema";
import type { CellGrid } from "../../geometry/render/overlays";
import type { ObserverPoint, ThreatSight } from "../los/engine";
import type { AppState } from "./store";
import type { TargetHeight } from "./types";

/** What the dead-ground tool is asked to show. */
export interface OverlayRequest {
  kind: "none" | "deadground" | "threat" | "minheight";
  /** dead ground and minimum visible height: the observing unit */
  observerId: string | null;
  /** dead ground and minimum visible height from a bare point instead of a unit (wins over observerId) */
  at: ObserverPoint | null;
  /** eye height of a point observer above the ground, yards (as `sightline deadground --eye-yards`) */
  eyeYards: number;
  /** threat map: the side whose units look */
  side: string;
  targetHeight: TargetHeight;
  cellInches: number;
  /**
   * threat map: count these hypothetical units (all of one side) instead of the table's own, e.g. points
   * across an enemy deployment zone; `key` names them, so moving real units does not recompute the map;
   * `sight`: the ruleset page's own sight reading and reach for them (ThreatSight; key must cover it)
   */
  watchers: { key: string; units: TableUnit[]; sight?: ThreatSight } | null;
}

/** The computed map (its progress is in `overlayProgress`, not here). */
export interface OverlayResult {
  status: "idle" | "running" | "done" | "error";
  /** the map; a minimum-height map's values index `heightsYards` */
  grid: (CellGrid & { heightsYards?: readonly number[] }) | null;
  /** share of cells visible (dead ground) */
  visibleFraction: number | null;
  error: string | null;
  /** the request and table revision the grid belongs to */
  key: string | null;
  ms: number | null;
  /** a map following a dragged observer: "coarse" first, then "refined"; null for any other map */
  live: "coarse" | "refined" | null;
}

/**
 * How far the running map is, 0..1, in a store of its own: a map reports progress on every band of
 * rows, and writing that into the app store woke every app subscriber and re-rendered whatever read
 * `overlayResult` (issue 22: taking progress out alone saved about 40% of click → map). Only the
 * progress bar listens here, and it writes the DOM element directly.
 */
export type ProgressChannel = StoreApi<{ fraction: number }>;

/** The overlay slice. */
export interface OverlaySlice {
  overlay: OverlayRequest;
  overlayResult: OverlayResult;
  /** the running map's progress; never part of an app store update */
  overlayProgress: ProgressChannel;
  requestOverlay(patch: Partial<OverlayRequest>): void;
  setOverlayResult(patch: Partial<OverlayResult>): void;
}

/** The overlay slice. */
export const overlaySlice: StateCreator<AppState, [], [], OverlaySlice> = (set, get) => ({
  overlay: {
    kind: "none",
    observerId: null,
    at: null,
    eyeYards: 2,
    side: "red",
    targetHeight: "infantry",
    cellInches: 0.25,
    watchers: null,
  },
  overlayResult: {
    status: "idle",
    grid: null,
    visibleFraction: null,
    error: null,
    key: null,
    ms: null,
    live: null,
  },
  overlayProgress: createStore(() => ({ fraction: 0 })),
  requestOverlay: (patch) => set({ overlay: { ...get().overlay, ...patch } }),
  setOverlayResult: (patch) => set({ overlayResult: { ...get().overlayResult, ...patch } }),
});
