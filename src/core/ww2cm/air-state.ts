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
  /** the units brought in by parachute or glider before the first turn (air/airborne.ts) */
  airborne: AirborneGroup[];
}

/** A unit that comes in by parachute (`drop`) or glider: its aimed point (cm) and a glider's heading. */
export interface AirborneGroup {
  unit: string;
  by: "drop" | "glider";
  at: [number, number];
  /** degrees, 0 = +y, clockwise: the way a glider slides (project default 0) */
  heading?: number;
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
  /**
   * seed 002, interceptors: a flight ordered and checked, waiting for the defender to choose whether an
   * interceptor or fighter of its side tries to intercept it (air/intercept.ts); absent when none waits
   */
  pending?: PendingFlight;
}

/** A `fly` order held while the defender chooses to intercept it or not (its fields are the command's). */
export interface PendingFlight {
  /** the side flying and the side that may intercept */
  side: string;
  defender: string;
  aircraft: string;
  entry: [number, number];
  exit: [number, number];
  attacks: { weapon: number; unit: string }[];
  /** the defender's aircraft that may try */
  interceptors: string[];
}
