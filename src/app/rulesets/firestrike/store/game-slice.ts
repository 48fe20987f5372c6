import type { HitRow } from "../../../../core/firestrike/charts/schema";
import type { FireCalculation } from "../../../../core/firestrike/fire/direct-calc";
import type { BaseActions } from "../../../../core/firestrike/match/base-actions";
import type { LogFilter } from "../../../../core/firestrike/match/log";
import type { PlannedCost } from "../../../../core/firestrike/match/move-cost";
import type { AirstrikeType, MoveMode } from "../../../../core/firestrike/vocab";
import type { Pt } from "../../../../core/geom2d";
import type { GameApi } from "../api";
import type { GameView } from "../view";

/**
 * Firestrike's UI state (its own store: store/game-store.ts). The session itself lives in the
 * controller; the store holds the view of it that the UI draws (who acts, what is left, markers, the
 * log) plus what the players are picking on screen. Types only here, so the rules engine loads with the
 * game, not with the page.
 */

/** A move being planned: the base, its mode and the waypoints clicked so far. */
export interface MovePlan {
  base: string;
  mode: MoveMode;
  path: Pt[];
  facing: number | null;
}

/** What a click on the table places next. */
export type Placing =
  | { kind: "impact-zone"; firer: string; weapon: string | null }
  | { kind: "airstrike"; side: string; strike: AirstrikeType; facing: number }
  | { kind: "deploy"; base: string; facing: number }
  /** a carried base getting off its vehicle where the table is clicked */
  | { kind: "dismount"; base: string; vehicle: string; facing: number }
  | null;

/** The game UI state. */
export interface GameUi {
  /** what the game looks like now; null when no game is on */
  view: GameView | null;
  /** the last refused action, with the engine's reason */
  refusal: { message: string; at: number } | null;
  /** a hand-over screen hides the table until the named side says it is ready */
  handOverTo: string | null;
  /** the selected base (own or enemy) */
  selected: string | null;
  /** direct fire: firer and target picked, the weapon and whether an SA die backs the shot */
  fire: { firer: string | null; target: string | null; weapon: string | null; useSa: boolean };
  /** the combat calculator's working for the picked shot (the controller fills it in) */
  preview: { calc: FireCalculation; rows: HitRow[] } | null;
  /** what the selected base may do in the movement step besides moving, as the engine judges it now (the controller fills it in) */
  actions: BaseActions | null;
  plan: MovePlan | null;
  /** what the planned move costs against the movement left, as the rules price it (the controller fills it in) */
  planCost: PlannedCost | null;
  placing: Placing;
  /** where the pointer is, while a move is planned or something is being placed */
  cursor: Pt | null;
  logFilter: LogFilter;
  /** deployment: show the enemy zone's threat map */
  threat: boolean;
  /** the result screen was closed to look at the table */
  resultClosed: boolean;
  /**
   * "done" asked first, as bases may still act in the step: the question, and the turn, step and side
   * it was asked at (`stepAt`), so it lapses when the step moves on by other means
   */
  confirmDone: { text: string; at: string } | null;
  /** the log entry whose automatic results were last dismissed (ui/step-end.ts) */
  autoSeen: number | null;
}

/** Firestrike's store: the game UI (its key `game` is older than the ruleset seam) and the controller. */
export interface GameSlice {
  game: GameUi;
  /** the controller, once loaded */
  gameApi: GameApi | null;
  setGame(patch: Partial<GameUi>): void;
  setGameApi(api: GameApi | null): void;
}

/** The game UI before any game. */
export const NO_GAME: GameUi = {
  view: null,
  refusal: null,
  handOverTo: null,
  selected: null,
  fire: { firer: null, target: null, weapon: null, useSa: false },
  preview: null,
  actions: null,
  plan: null,
  planCost: null,
  placing: null,
  cursor: null,
  logFilter: { turn: null, phase: null, unit: null, rollsOnly: false },
  threat: false,
  resultClosed: false,
  confirmDone: null,
  autoSeen: null,
};
