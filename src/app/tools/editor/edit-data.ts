import type { Pt } from "../../../core/geom2d";
import type { ShapeRef } from "../../store/types";
import type { ShapeHandle } from "../shapes";

/** What a press in the edit tool has taken hold of. */
export type EditGesture =
  /** a handle or the body of the selected shape */
  | { kind: "shape"; ref: ShapeRef; handle: ShapeHandle }
  /** a unit, or with Shift every unit of its formation */
  | { kind: "units"; ids: string[]; lead: string };

/** The edit tool's memory during a gesture. */
export interface EditData {
  gesture: EditGesture | null;
  startScreen: readonly [number, number];
  startPoint: Pt;
}

/** A fresh, empty memory. */
export function emptyEditData(): EditData {
  return { gesture: null, startScreen: [0, 0], startPoint: [0, 0] };
}

/** Vertex and midpoint handle hit tolerance, screen pixels. */
export const HANDLE_HIT_PX = 9;
