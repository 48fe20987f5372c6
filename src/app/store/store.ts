import { createStore, type StoreApi } from "zustand/vanilla";
import type { Catalog } from "../../core/catalog/schema";
import type { Table } from "../../core/table/schema";
import { type LosSlice, losSlice } from "./los-slice";
import { type OverlaySlice, overlaySlice } from "./overlay-slice";
import { type SelectionSlice, selectionSlice } from "./selection-slice";
import { type TableSlice, tableSlice } from "./table-slice";
import { type ToolSlice, toolSlice } from "./tool-slice";
import { type ViewSlice, viewSlice } from "./view-slice";

/**
 * The app's state: zustand slices with their actions, in a vanilla store so tools and tests drive it
 * without React. Components read it through `useApp` (app/store/hooks.ts).
 */

/** Housekeeping after any table change: drop references to units or features that no longer exist. */
interface Housekeeping {
  afterTableChange(): void;
}

/** The whole app state. */
export type AppState = TableSlice &
  SelectionSlice &
  ToolSlice &
  LosSlice &
  ViewSlice &
  OverlaySlice &
  Housekeeping;
/** The store holding it. */
export type AppStore = StoreApi<AppState>;

/** Creates a store around a catalog and a first table. */
export function createAppStore(catalog: Catalog, initial: Table, source = "default"): AppStore {
  return createStore<AppState>()((set, get, api) => ({
    ...tableSlice(catalog, initial, source)(set, get, api),
    ...selectionSlice(set, get, api),
    ...toolSlice(set, get, api),
    ...losSlice(set, get, api),
    ...viewSlice(set, get, api),
    ...overlaySlice(set, get, api),
    afterTableChange() {
      const s = get();
      const units = new Set(s.table.units.map((u) => u.id));
      const features = new Set(s.table.features.map((f) => f.id));
      const keep = (id: string | null) => (id && units.has(id) ? id : null);
      set({
        selectedUnitId: keep(s.selectedUnitId),
        selectedFeatureId:
          s.selectedFeatureId && features.has(s.selectedFeatureId) ? s.selectedFeatureId : null,
        preview: null,
        vertexPreview: null,
        los: {
          ...s.los,
          observerId: keep(s.los.observerId),
          targetId: keep(s.los.targetId),
        },
        overlay: { ...s.overlay, observerId: keep(s.overlay.observerId) },
        view: {
          ...s.view,
          eyeUnitId: keep(s.view.eyeUnitId),
          eyeTargetId: keep(s.view.eyeTargetId),
          camera: s.view.camera === "eye" && !keep(s.view.eyeUnitId) ? "orbit" : s.view.camera,
        },
      });
    },
  }));
}
