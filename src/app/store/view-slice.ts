import type { StateCreator } from "zustand";
import { tableExaggeration } from "../../geometry/render/scale";
import type { AppState } from "./store";
import type { CameraMode } from "./types";

/** How the table is shown. */
export interface ViewState {
  camera: CameraMode;
  /** unit's-eye view: whose eye, looking toward which unit */
  eyeUnitId: string | null;
  eyeTargetId: string | null;
  /** bumps to ask the camera rig to re-apply the mode (e.g. "top view" pressed twice) */
  cameraRequest: number;
  /** the chosen height stretch, or "table": the one the table's ground scale needs (tableExaggeration) */
  exaggeration: number | "table";
  showZones: boolean;
  showLabels: boolean;
  /** show the unit labels of this side only (null: every side) */
  labelSide: string | null;
  debug: boolean;
}

/**
 * The height stretch the picture is drawn with: the chosen `exaggeration` (by default the one the table's
 * ground scale needs, issue 38 item 1), except in a unit's-eye view, which shows true heights (issue 23
 * item 9: stretched, a crest became a wall the eye could not see past, and the sight lines, measured at
 * true heights, passed under the plateau).
 */
export const renderExaggeration = (
  view: Pick<ViewState, "camera" | "exaggeration">,
  yardsPerInch: number,
): number =>
  view.camera === "eye"
    ? 1
    : view.exaggeration === "table"
      ? tableExaggeration(yardsPerInch)
      : view.exaggeration;

/** The view slice. */
export interface ViewSlice {
  view: ViewState;
  setCamera(mode: CameraMode): void;
  eyeView(unitId: string, targetId: string | null): void;
  setView(patch: Partial<Omit<ViewState, "camera" | "cameraRequest">>): void;
}

/** The view slice. */
export const viewSlice: StateCreator<AppState, [], [], ViewSlice> = (set, get) => ({
  view: {
    camera: "orbit",
    eyeUnitId: null,
    eyeTargetId: null,
    cameraRequest: 0,
    exaggeration: "table",
    showZones: true,
    showLabels: true,
    labelSide: null,
    debug: false,
  },
  setCamera: (camera) =>
    set({ view: { ...get().view, camera, cameraRequest: get().view.cameraRequest + 1 } }),
  eyeView: (eyeUnitId, eyeTargetId) =>
    set({
      view: {
        ...get().view,
        camera: "eye",
        eyeUnitId,
        eyeTargetId,
        cameraRequest: get().view.cameraRequest + 1,
      },
    }),
  setView: (patch) => set({ view: { ...get().view, ...patch } }),
});
