import type { StateCreator } from "zustand";
import type { CellGrid } from "../../geometry/render/overlays";
import type { AppState } from "./store";
import type { TargetHeight } from "./types";

/** What the dead-ground tool is asked to show. */
export interface OverlayRequest {
  kind: "none" | "deadground" | "threat";
  /** dead ground: the observing unit */
  observerId: string | null;
  /** threat map: the side whose units look */
  side: string;
  targetHeight: TargetHeight;
  cellInches: number;
}

/** The computed map and its progress. */
export interface OverlayResult {
  status: "idle" | "running" | "done" | "error";
  /** 0..1 while running */
  progress: number;
  grid: CellGrid | null;
  /** share of cells visible (dead ground) */
  visibleFraction: number | null;
  error: string | null;
  /** the request and table revision the grid belongs to */
  key: string | null;
  ms: number | null;
}

/** The overlay slice. */
export interface OverlaySlice {
  overlay: OverlayRequest;
  overlayResult: OverlayResult;
  requestOverlay(patch: Partial<OverlayRequest>): void;
  setOverlayResult(patch: Partial<OverlayResult>): void;
}

/** The overlay slice. */
export const overlaySlice: StateCreator<AppState, [], [], OverlaySlice> = (set, get) => ({
  overlay: { kind: "none", observerId: null, side: "red", targetHeight: "infantry", cellInches: 0.25 },
  overlayResult: {
    status: "idle",
    progress: 0,
    grid: null,
    visibleFraction: null,
    error: null,
    key: null,
    ms: null,
  },
  requestOverlay: (patch) => set({ overlay: { ...get().overlay, ...patch } }),
  setOverlayResult: (patch) => set({ overlayResult: { ...get().overlayResult, ...patch } }),
});
