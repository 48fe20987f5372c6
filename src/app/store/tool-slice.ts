import type { StateCreator } from "zustand";
import type { Pt } from "../../core/geom2d";
import type { HexTerrain } from "../../core/table/hex-terrain";
import type { AREA_FEATURE_TYPES, PATH_FEATURE_TYPES } from "../../core/table/schema";
import type { AppState } from "./store";
import type { Anchor, ToolId } from "./types";

/** Area types the editor draws: every area feature, a single building or a ruin included. */
export const DRAWABLE_AREAS = [
  "hill",
  "woods",
  "built-up",
  "building",
  "rubble",
  "water",
  "minefield",
] as const satisfies readonly (typeof AREA_FEATURE_TYPES)[number][];
export type DrawableArea = (typeof DRAWABLE_AREAS)[number];
/** Path types the editor draws. */
export const DRAWABLE_PATHS = [
  "road",
  "trench",
  "wall",
  "hedge",
  "wire",
] as const satisfies readonly (typeof PATH_FEATURE_TYPES)[number][];
export type DrawablePath = (typeof DRAWABLE_PATHS)[number];

/** The tape measure's ends; `cursor` follows the pointer while the second end is being chosen. */
export interface MeasureState {
  a: Anchor | null;
  b: Anchor | null;
  cursor: Pt | null;
  showRings: boolean;
}

/** An outline or path being drawn. */
export interface Draft {
  kind: "area" | "path";
  points: Pt[];
  cursor: Pt | null;
}

/** What the editor draws or places next. */
export interface EditorSettings {
  areaType: DrawableArea;
  pathType: DrawablePath;
  hillLevel: number;
  unitType: string;
  /** side of placed units and drawn deployment zones */
  side: string;
  /** radius of placed smoke clouds, inches */
  smokeRadiusInches: number;
  /** the hex-terrain tool's override: a terrain type or "" (the features say), a level or null */
  hexTerrain: HexTerrain | "";
  hexLevel: number | null;
}

/** The active tool and the state each tool shows on screen. */
export interface ToolSlice {
  tool: ToolId;
  measure: MeasureState;
  draft: Draft | null;
  editor: EditorSettings;
  /** the CSS cursor the canvas shows over what the active tool would take hold of ("" for the default) */
  pointerStyle: string;
  setTool(tool: ToolId): void;
  setMeasure(patch: Partial<MeasureState>): void;
  setDraft(draft: Draft | null): void;
  setEditor(patch: Partial<EditorSettings>): void;
  setPointerStyle(style: string): void;
}

/** The tool slice. */
export const toolSlice: StateCreator<AppState, [], [], ToolSlice> = (set, get) => ({
  tool: "select",
  measure: { a: null, b: null, cursor: null, showRings: true },
  draft: null,
  editor: {
    areaType: "hill",
    pathType: "road",
    hillLevel: 1,
    unitType: "infantry",
    side: "blue",
    smokeRadiusInches: 2,
    hexTerrain: "woods",
    hexLevel: null,
  },
  setTool(tool) {
    if (tool === get().tool) return;
    set({
      tool,
      draft: null,
      preview: null,
      groupPreview: null,
      shapePreview: null,
      editError: null,
      pointerStyle: "",
    });
  },
  setMeasure: (patch) => set({ measure: { ...get().measure, ...patch } }),
  setDraft: (draft) => set({ draft }),
  setEditor: (patch) => set({ editor: { ...get().editor, ...patch } }),
  pointerStyle: "",
  setPointerStyle(style) {
    if (style !== get().pointerStyle) set({ pointerStyle: style });
  },
});
