import type { HitRow } from "../../../core/firestrike/charts/schema";
import type { GameError } from "../../../core/firestrike/errors";
import type { FireCalculation } from "../../../core/firestrike/fire/direct-calc";
import type { BaseActions } from "../../../core/firestrike/match/base-actions";
import type { PlannedCost } from "../../../core/firestrike/match/move-cost";
import type { GameDeps } from "../../../core/firestrike/match/position";
import type { MoveMode } from "../../../core/firestrike/vocab";
import type { Pt } from "../../../core/geom2d";
import type { Problem } from "../../../core/problems";
import type { Result } from "../../../core/result";

/** Firestrike's rules data: the stat lines, charts and catalog a game is played with (rules.ts). */
export type FirestrikeRules = Pick<GameDeps, "charts" | "stats" | "catalog">;

/**
 * What the game UI asks of the game controller (src/app/rulesets/firestrike/controller.ts, loaded on demand so the
 * rules engine stays out of the page's first download). Every change goes through the session: a
 * refused entry comes back as the engine's reason and changes nothing.
 */
export interface GameApi {
  /** the stat lines, charts and catalog the game is played with (the UI reads them here) */
  readonly rules: FirestrikeRules;
  /** Starts a new game from a game file's JSON (table, forces, seed, maybe a log). */
  start(json: unknown, source: string): Result<void, Problem[]>;
  /** Opens a saved game file's text; a bad or newer file is refused with its problems. */
  load(text: string, fileName: string): Result<void, Problem[]>;
  /** Plays one log entry (an engine command or a hot-seat entry). */
  play(entry: unknown): Result<void, GameError>;
  /** Undoes the last entry (only while no dice were rolled for it). */
  undo(): Result<void, GameError>;
  /** Takes back the last command in effect with a visible log entry; its dice stay rolled. */
  takeBack(side: string): Result<void, GameError>;
  /** The game file's text as it stands (the command log is the save file). */
  saveText(): string | null;
  /** The file Save downloads: `saveText` hot-seat; online, the seat's own file from the server. */
  saveFile(): Promise<string | null>;
  /** Whether the game on is online (then `play` answers "sent" and the server's refusal comes later). */
  readonly isOnline: boolean;
  /** Replay: show the table after the first `n` entries (null leaves replay). */
  replayTo(n: number | null): void;
  /** Leaves the game and gives the table back as it was before. */
  leave(): void;
  /**
   * The combat calculator: the shot the engine would take now (every modifier with its rule and source,
   * from the measured oracle), and the hit table row it reads; null when the firer has no direct weapon.
   */
  previewFire(
    firer: string,
    target: string,
    weapon: string | null,
  ): { calc: FireCalculation; rows: HitRow[] } | null;
  /**
   * The legal movement area of a planned move: where a straight leg from the last waypoint can end with
   * the movement left (terrain costs, obstacles, impassable ground), as a polygon; null if it cannot move.
   */
  moveArea(base: string, mode: MoveMode, path: readonly Pt[]): { polygon: Pt[]; leftInches: number } | null;
  /**
   * What a planned move costs against the movement its base has left, priced as the move command
   * prices it, with the engine's refusal when it would refuse; null when the base may not move so now.
   */
  moveCost(base: string, mode: MoveMode, path: readonly Pt[], facing: number | null): PlannedCost | null;
  /** The size of what is being placed: an impact zone's diameter or an airstrike square's side, inches. */
  zoneSize(
    placing:
      | { kind: "impact-zone"; firer: string; weapon?: string | null }
      | { kind: "airstrike"; strike: string },
  ): number | null;
  /** What a base may do in the movement step besides moving: each action with the engine's answer now. */
  actionsFor(base: string): BaseActions | null;
}
