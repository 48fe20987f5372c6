import type { StateCreator } from "zustand";
import type { AppState } from "./store";
import type { ShapePreview, ShapeRef, UnitPreview } from "./types";

/** What is selected, and moves in progress that are not committed yet. */
export interface SelectionSlice {
  selectedUnitId: string | null;
  /** the feature, deployment zone or objective the editor has selected */
  selectedShape: ShapeRef | null;
  /** one point of the selected shape (Delete removes it), or null */
  selectedVertex: number | null;
  preview: UnitPreview | null;
  /** several units moved together (a formation), before the move is committed */
  groupPreview: UnitPreview[] | null;
  shapePreview: ShapePreview | null;
  selectUnit(id: string | null): void;
  selectShape(ref: ShapeRef | null): void;
  /** Shorthand for selecting a feature by id. */
  selectFeature(id: string | null): void;
  selectVertex(index: number | null): void;
  setPreview(p: UnitPreview | null): void;
  setGroupPreview(p: UnitPreview[] | null): void;
  setShapePreview(p: ShapePreview | null): void;
}

/** The selection slice. */
export const selectionSlice: StateCreator<AppState, [], [], SelectionSlice> = (set) => ({
  selectedUnitId: null,
  selectedShape: null,
  selectedVertex: null,
  preview: null,
  groupPreview: null,
  shapePreview: null,
  selectUnit: (id) => set({ selectedUnitId: id, selectedShape: null, selectedVertex: null }),
  selectShape: (ref) => set({ selectedShape: ref, selectedUnitId: null, selectedVertex: null }),
  selectFeature: (id) =>
    set({ selectedShape: id ? { kind: "feature", id } : null, selectedUnitId: null, selectedVertex: null }),
  selectVertex: (selectedVertex) => set({ selectedVertex }),
  setPreview: (preview) => set({ preview }),
  setGroupPreview: (groupPreview) => set({ groupPreview }),
  setShapePreview: (shapePreview) => set({ shapePreview }),
});
