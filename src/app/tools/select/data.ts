import type { Pt } from "../../../core/geom2d";

/** The select tool's private memory during a gesture. */
export interface SelectData {
  unitId: string | null;
  startScreen: readonly [number, number];
  startPoint: Pt;
  start: { x: number; y: number; facing: number };
}

/** A fresh, empty memory. */
export function emptySelectData(): SelectData {
  return { unitId: null, startScreen: [0, 0], startPoint: [0, 0], start: { x: 0, y: 0, facing: 0 } };
}
