import type { Pt } from "../../core/geom2d";
import type { Problem } from "../../core/problems";

/** Every tool the toolbar offers; editor tools load lazily. */
export const TOOL_IDS = [
  "select",
  "measure",
  "los",
  "deadground",
  "draw-area",
  "draw-path",
  "edit",
  "place-unit",
  "erase",
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** Tools that change the table; they live in the lazily loaded editor bundle. */
export const EDITOR_TOOL_IDS = ["draw-area", "draw-path", "edit", "place-unit", "erase"] as const;

/** One end of a tape measure: a point on the table or a unit (measured from its base edge). */
export type Anchor = { kind: "point"; at: Pt } | { kind: "unit"; id: string };

/** Problems to show the user: a title, each problem with its JSON path, and where on the table. */
export interface ProblemReport {
  title: string;
  problems: Problem[];
  /** table point near which to show the message (in-place edit errors) */
  at?: Pt;
}

/** A unit being dragged or turned, before the move is committed. */
export interface UnitPreview {
  unitId: string;
  x: number;
  y: number;
  facing: number;
}

/** A vertex being dragged in the editor, before the edit is committed. */
export interface VertexPreview {
  featureId: string;
  index: number;
  at: Pt;
}

/** How the camera looks at the table. */
export const CAMERA_MODES = ["orbit", "top", "eye"] as const;
export type CameraMode = (typeof CAMERA_MODES)[number];

/** Target heights the dead-ground tool offers (yards): a standing infantry base or a vehicle. */
export const TARGET_HEIGHTS = { infantry: 2, vehicle: 3 } as const;
export type TargetHeight = keyof typeof TARGET_HEIGHTS;
