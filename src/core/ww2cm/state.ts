import type { AirState } from "./air-state";
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
  /** an unarmoured vehicle's damage points and crew left (seed 002, Unarmoured Vehicles) */
  damagePoints?: number;
  crew?: number;
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
  /**
   * seed 002, Barbed wire: "units count as pinned for one turn before crossing": "reached" the turn it
   * comes to rest on wire (pinned), "may-cross" from its next turn
   */
  wire?: "reached" | "may-cross";
  /** seed 002, Snipers: a sniper the enemy may not shoot at (true from the start) */
  hidden?: boolean;
  /** seed 002, Snipers: where its models stood when it was seen ("visible until he finds a new piece of cover") */
  seenAt?: { x: number; y: number }[];
  /**
   * seed 002, Crewed weapons: packed to move (it may not shoot): "a-turn" when it spent a turn packing
   * (it may shoot the turn it sets up), "at-once" when it moved the turn it packed (setting up takes a turn)
   */
  packed?: "a-turn" | "at-once";
  /** seed 002, Crewed weapons: it spent this turn packing or setting up */
  crewBusy?: "packing" | "setting-up";
  /** seed 002, Horses: a mounted unit (16 cm; tows 8 cm) */
  mounted?: boolean;
  /** the unarmoured vehicle it rides in (seed 002, Unarmoured Vehicles: passengers) */
  inside?: string;
  /**
   * seed 002, Night Fighting: it fired and has not moved since, so it may be shot at beyond 50 cm at
   * night ("if the target that fired moved in their next turn you must wait for them to fire again")
   */
  revealed?: boolean;
}

/**
 * The part of a player turn (project default turn sequence: rally, movement, shooting, melee; then the
 * air sub-phase of issue 35 when the side has aircraft: air/phase.ts).
 */
export type Phase = "move" | "shoot" | "melee" | "air";

export interface Ww2State {
  turn: number;
  turnLimit: number;
  side: string;
  phase: Phase;
  units: Unit[];
  models: Model[];
  over: { winner: string | null; reason: string } | null;
  /**
   * seed 002, Melee: "The winning unit may choose to make a move or fire at the fleeing unit"; "If a unit
   * willingly flees melee then the other player gets to fire and move": the unit owed that free action,
   * its side (who acts until it is used or declined) and the unit that fled
   */
  free?: {
    unit: string;
    side: string;
    fleeing: string;
    fire: boolean;
    move: boolean;
    /** both are owed (a unit fled willingly: "the other player gets to fire and move"); else one of them */
    both?: boolean;
  } | null;
  /** melees fought to the round cap without an end: their units stay locked in them (melee.ts) */
  melees?: MeleeLock[];
  /** the aircraft and the AA that fired (issue 35; absent in a game without aircraft) */
  air?: AirState;
  /** seed 002, Night Fighting: the game is fought at night (the set-up's `air.night`; night.ts) */
  night?: true;
}

/**
 * Two units locked in a melee that reached the round cap (project default): it fights on in every later
 * melee phase, keeping its streak; fire into it (seed 002, "Firing into a melee") adds its casualties to
 * the next round's (`credit`: the models each side's fire took from the other, counted for that side).
 */
export interface MeleeLock {
  units: [string, string];
  streak: { side: 0 | 1 | null; n: number };
  credit: [number, number];
}

/** The melee a unit is locked in, if any. */
export const lockOf = (s: Pick<Ww2State, "melees">, unit: string): MeleeLock | undefined =>
  s.melees?.find((m) => m.units.includes(unit));

/** Pinned by morale, by wire, or neither (seed 002: pinned actions). */
export const pinnedNow = (u: Unit): boolean => u.pinned || u.wire === "reached";

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
