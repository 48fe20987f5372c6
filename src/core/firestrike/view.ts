import type { GameState } from "./state";

/**
 * What one side may see of the rules state (boardgame.io's `playerView`). Everything on a Firestrike
 * table is in plain view, and the state holds no dice generator since the engine deals the dice
 * (issue 24 item 4), so a side sees the whole state; hidden deployment is the match's (match/ruleset.ts).
 */

/** A side's view of the game. */
export type PlayerView = GameState;

/** Strips hidden information for one side (nothing, today: see above). */
export function playerView(state: GameState, _side: string): PlayerView {
  return state;
}
