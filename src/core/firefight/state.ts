import type { ChargeReport } from "./charge";
import type { FightReport } from "./fight";
import type { Model, Unit } from "./model";

/**
 * A firefight game's state (plain JSON). With the set-up's `deployment`, the game opens with each side
 * deploying (priority first, hidden from the other seat until both have). The turn (project default, the seed gives only the shooting
 * phase): a movement phase (priority side, then the other), then the shooting phase: pairing (priority),
 * joining (priority, then the other), advancing moves (priority, then the other), the fire fights in
 * the order the non-priority player picks, each won fight followed by the winner's advance (or charge)
 * and the rally of the losers that passed their Cg check (hold, advance or charge).
 */
export type Step =
  /** deployment (project default): the side places its units inside `zone` (table inches) */
  | { kind: "deploy"; side: string; zone: [number, number][] }
  | { kind: "move"; side: string }
  | { kind: "pair" }
  | { kind: "join"; side: string }
  | { kind: "advance"; side: string }
  | { kind: "fights" }
  | { kind: "winner"; side: string; fight: number }
  /** a lost fight's units that passed their Cg check choose: hold (done), advance or charge */
  | { kind: "rally"; side: string; fight: number; units: string[] };

export interface FightEntry {
  a: string[];
  b: string[];
  resolved: boolean;
  /** the losing units that passed their Cg check (project default: they may rally) */
  passed?: string[];
  /** the side that won it (null: a draw, or not yet fought) */
  winner: string | null;
}

export interface FirefightState {
  turn: number;
  turnLimit: number;
  /** the priority player this turn (project default: it alternates, the set-up's first) */
  priority: string;
  step: Step;
  units: Unit[];
  models: Model[];
  fights: FightEntry[];
  /** units that moved (or advanced) in this step */
  moved: string[];
  /** the report of the last fire fight resolved */
  lastFight: FightReport | null;
  /** the report of the last charge (its shots, move and melee) */
  lastCharge?: ChargeReport | null;
  over: { winner: string | null; reason: string } | null;
  /** the entries since the last die was rolled, with their seats: what a take-back may revert */
  quiet?: { entry: number; seat: string }[];
}
