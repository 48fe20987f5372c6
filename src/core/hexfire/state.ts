import type { UnitType } from "./data";

/**
 * The state of a hex fire/assault game: JSON only, every field public (counters are face up and the
 * dice are the engine's), so every seat sees all of it.
 */

/** One unit in play. */
export interface HexfireUnit {
  id: string;
  side: string;
  type: UnitType;
  label: string | null;
  /** its hex, or null while carried by an APC (then `carriedBy` names it) */
  hex: string | null;
  carriedBy: string | null;
  shaken: boolean;
  reduced: boolean;
  /** the card's "Finished": it has acted this turn (cleared at the end of the turn) */
  finished: boolean;
  /** an enemy unit moved into a hex adjacent to it this turn (the card's concealment line) */
  enemyMovedAdjacent: boolean;
}

/** The unit acting now: it may move once and then fire or assault, or end. */
export interface Activation {
  unit: string;
  /** it has moved (a helicopter that has not moved hovers: project default) */
  moved: boolean;
}

/** The Op Fire window a move opens for the other side (project default: once per move). */
export interface OpWindow {
  /** the unit that moved */
  mover: string;
  /** the side that may Op Fire */
  side: string;
}

/** A whole game. */
export interface HexfireState {
  turn: number;
  turnLimit: number;
  sides: string[];
  /** the side placing its units now (the deployment step, deploy.ts), or null once play has begun */
  deploying: string | null;
  /** whose activation it is */
  toAct: string;
  /** who went first this turn (initiative) */
  first: string;
  /** consecutive passes (both sides passing ends the turn) */
  passes: number;
  activation: Activation | null;
  opWindow: OpWindow | null;
  units: HexfireUnit[];
  /** hexes where an eliminated unit left its weapons (the card's 3-hit line) */
  weapons: { hex: string; unit: string }[];
  sandbags: string[];
  objectives: { hex: string; points: number }[];
  /** the attackers of the last command when it was an assault (the card: no Op Fire against them) */
  assaulters: string[];
  /** victory points by side, in `sides` order */
  points: number[];
  over: boolean;
  winner: string | null;
}
