/**
 * The air part's records (issue 35) that the ground game's state and set-up hold: kept here, beside
 * state.ts and setup.ts, so that they import nothing of air/ (tests/import-circles.test.ts); the rules
 * that read and write them are in air/.
 */

/** A table edge: south y = 0, north y = depth, west x = 0, east x = width. */
export const EDGES = ["south", "north", "west", "east"] as const;
export type Edge = (typeof EDGES)[number];

/** The air part, read. */
export interface AirSetup {
  night: boolean;
  aircraft: { id: string; side: string; type: string; intended: number }[];
  aa: { unit: string; weapon: string }[];
  edges: { side: string; edge: Edge }[];
}

/** An aircraft in the game. */
export interface PlaneState {
  id: string;
  side: string;
  type: string;
  intended: number;
  status: "waiting" | "arrived" | "gone" | "destroyed" | "never";
  points: number;
  /** the d6 it arrived on (the interceptor's contest reads it) */
  arrival?: number;
}

/** The game's air state. */
export interface AirState {
  planes: PlaneState[];
  /** AA units that fired, and the turn in which their side may not shoot */
  silenced: { unit: string; side: string; turn: number }[];
}
