import type { GameState } from "./state";

/**
 * What one side may see (boardgame.io's `playerView`). Everything on a Firestrike table is in plain
 * view, so only the dice generator is hidden: a player who could read it could predict the next roll.
 */

/** A side's view of the game. */
export type PlayerView = Omit<GameState, "rng"> & { rng: null };

/** Strips hidden information for one side. */
export function playerView(state: GameState, _side: string): PlayerView {
  return { ...state, rng: null };
}
