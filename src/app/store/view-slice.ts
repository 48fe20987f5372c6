import type { StateCreator } from "zustand";
import { DEFAULT_VERTICAL_EXAGGERATION } from "../../geometry/render/scale";
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
  exaggeration: number;
  showZones: boolean;
  showLabels: boolean;
  debug: boolean;
}

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
    exaggeration: DEFAULT_VERTICAL_EXAGGERATION,
    showZones: true,
    showLabels: true,
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
