import type { Catalog } from "../catalog/schema";
import { err, ok, type Result } from "../result";
import { apply } from "./apply";
import type { Env } from "./context";
import type { RngState } from "./rng";
import { newGame } from "./setup/new-game";
import type { GameState } from "./state";

/**
 * Replays a saved game (architecture habit 3: the command log is the save file): the same set-up,
 * seed and commands give the identical state, event log included.
 */

/** Why a replay stopped. */
export interface ReplayError {
  /** index of the command that was refused, or -1 for a bad set-up */
  index: number;
  message: string;
}

/** Replays `commands` from a set-up and seed. */
export function replay(
  setup: unknown,
  seed: string | number | RngState,
  commands: readonly unknown[],
  env: Env,
  catalog?: Catalog,
): Result<GameState, ReplayError> {
  const start = newGame(setup, seed, env, catalog);
  if (!start.ok)
    return err({ index: -1, message: start.error.map((p) => `${p.path}: ${p.message}`).join("; ") });
  let s = start.value;
  for (const [i, c] of commands.entries()) {
    const r = apply(s, c, env);
    if (!r.ok) return err({ index: i, message: `command ${i} (${JSON.stringify(c)}): ${r.error.message}` });
    s = r.state;
  }
  return ok(s);
}
