import type { Pt } from "../../core/geom2d";
import type { Problem } from "../../core/problems";

/** Tools that change the table; they live in the lazily loaded editor bundle. */
export const EDITOR_TOOL_IDS = [
  "draw-area",
  "draw-path",
  "draw-zone",
  "edit",
  "place-unit",
  "place-objective",
  "place-smoke",
  "hex-terrain",
  "erase",
] as const;

/** Every tool the toolbar offers; editor tools load lazily. */
export const TOOL_IDS = [
  "select",
  "measure",
  "los",
  "hexlos",
  "deadground",
  ...EDITOR_TOOL_IDS,
  "game",
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

/** One end of a tape measure: a point on the table or a unit (measured from its base edge). */
export type Anchor = { kind: "point"; at: Pt } | { kind: "unit"; id: string };

/** Problems to show the user: a title, each problem with its JSON path, and where on the table. */
export interface ProblemReport {
  title: string;
  problems: Problem[];
  /** problems beyond those listed, only counted (a worker sends a capped list) */
  omitted?: number;
  /** table point near which to show the message (in-place edit errors) */
  at?: Pt;
  /** the form field the refused edit came from, so the message shows next to it */
  field?: string;
}

/** A unit being dragged or turned, before the move is committed. */
export interface UnitPreview {
  unitId: string;
  x: number;
  y: number;
  facing: number;
}

/**
 * Something the editor can select and reshape: a feature (by id), a deployment zone (by its index in
 * `deploymentZones`, which have no ids) or an objective (by id).
 */
export type ShapeRef =
  | { kind: "feature"; id: string }
  | { kind: "zone"; index: number }
  | { kind: "objective"; id: string };

/** True when two refs name the same shape. */
export function sameShape(a: ShapeRef | null, b: ShapeRef | null): boolean {
  if (!a || !b || a.kind !== b.kind) return false;
  return a.kind === "zone" ? a.index === (b as typeof a).index : a.id === (b as typeof a).id;
}

/**
 * A shape being reshaped or moved in the editor, before the edit is committed: its points as they would
 * be (the centre alone for smoke and objectives) and, for those, the radius.
 */
export interface ShapePreview {
  ref: ShapeRef;
  points: Pt[];
  radiusInches?: number;
}

/** How the camera looks at the table. */
export const CAMERA_MODES = ["orbit", "top", "eye"] as const;
export type CameraMode = (typeof CAMERA_MODES)[number];

/** Target heights the dead-ground tool offers (yards): a standing infantry base or a vehicle. */
export const TARGET_HEIGHTS = { infantry: 2, vehicle: 3 } as const;
export type TargetHeight = keyof typeof TARGET_HEIGHTS;
