import type { MajorResult, MinorResult, Training } from "./data";

/**
 * The game's state (JSON only: plain arrays of records, looked up by id, never object keys from files).
 * Positions are table centimetres.
 */

/** One model on the table. */
export interface Model {
  id: string;
  unit: string;
  x: number;
  y: number;
  /** the storey of a building it stands on (0: the ground) */
  storey: number;
  dead: boolean;
}

/** seed 002, Moral: the D3 chart's results, and "ok" for a unit in good order. */
export type MoraleState = "ok" | "shock" | "stunned" | "instinct";

/** A vehicle's damage (seed 002, Vehicles and the two anti-tank charts). */
export interface VehicleState {
  profile: string;
  hullPoints: number;
  /** every chart result it has taken, in order */
  damage: (MajorResult | MinorResult)[];
  /** degrees, 0 = +y; its turret points where it last shot */
  heading: number;
  turret: number;
}

/** A unit: a squad, a team, an officer, a vehicle. */
export interface Unit {
  id: string;
  side: string;
  name: string;
  training: Training;
  weapon: string;
  /** an officer's level of command (seed 002, Moral: "his level of command"), or 0 */
  officer: number;
  vehicle: VehicleState | null;
  morale: MoraleState;
  pinned: boolean;
  moved: boolean;
  sprinted: boolean;
  shot: boolean;
  charged: boolean;
  /** its models standing when its side's turn began, and whether it has tested this turn */
  aliveAtTurnStart: number;
  testedThisTurn: boolean;
}

/** The part of a player turn (project default turn sequence: rally, movement, shooting, melee). */
export type Phase = "move" | "shoot" | "melee";

export interface Ww2State {
  turn: number;
  turnLimit: number;
  side: string;
  phase: Phase;
  units: Unit[];
  models: Model[];
  over: { winner: string | null; reason: string } | null;
}

/** The unit with this id. */
export const unitOf = (s: Pick<Ww2State, "units">, id: string): Unit | undefined =>
  s.units.find((u) => u.id === id);
/** A unit's standing models. */
export const alive = (s: Pick<Ww2State, "models">, unit: string): Model[] =>
  s.models.filter((m) => m.unit === unit && !m.dead);
/** A side's standing models. */
export const sideModels = (s: Ww2State, side: string): Model[] =>
  s.models.filter((m) => !m.dead && unitOf(s, m.unit)?.side === side);
/** Distance between two points, cm. */
export const cmBetween = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.hypot(a.x - b.x, a.y - b.y);
