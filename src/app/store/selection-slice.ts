import type { StateCreator } from "zustand";
import type { AppState } from "./store";
import type { UnitPreview, VertexPreview } from "./types";

/** What is selected, and moves in progress that are not committed yet. */
export interface SelectionSlice {
  selectedUnitId: string | null;
  selectedFeatureId: string | null;
  preview: UnitPreview | null;
  vertexPreview: VertexPreview | null;
  selectUnit(id: string | null): void;
  selectFeature(id: string | null): void;
  setPreview(p: UnitPreview | null): void;
  setVertexPreview(p: VertexPreview | null): void;
}

/** The selection slice. */
export const selectionSlice: StateCreator<AppState, [], [], SelectionSlice> = (set) => ({
  selectedUnitId: null,
  selectedFeatureId: null,
  preview: null,
  vertexPreview: null,
  selectUnit: (id) => set({ selectedUnitId: id, selectedFeatureId: null }),
  selectFeature: (id) => set({ selectedFeatureId: id, selectedUnitId: null }),
  setPreview: (preview) => set({ preview }),
  setVertexPreview: (vertexPreview) => set({ vertexPreview }),
});
