import type { Catalog } from "../catalog/schema";
import type { Dice } from "../game/ruleset";
import { err, ok, type Result } from "../result";
import { apply } from "./apply";
import type { Env } from "./context";
import type { GameEvent } from "./events";
import { newGame } from "./setup/new-game";
import type { GameState } from "./state";

/**
 * Replays a list of rules commands (architecture habit 3: the command log is the save file): the same
 * set-up, dice and commands give the identical state and events. Games are replayed by the
 * engine (core/game/session.ts); this is the rules reducer on its own, for tests.
 */

/** Why a replay stopped. */
export interface ReplayError {
  /** index of the command that was refused, or -1 for a bad set-up */
  index: number;
  message: string;
}

/** Replays `commands` from a set-up; `dice(i)` deals command i's rolls (`"start"`: the opening ones). */
export function replay(
  setup: unknown,
  dice: (index: number | "start") => Dice,
  commands: readonly unknown[],
  env: Env,
  catalog?: Catalog,
): Result<{ state: GameState; events: GameEvent[] }, ReplayError> {
  const start = newGame(setup, dice("start"), env, catalog);
  if (!start.ok)
    return err({ index: -1, message: start.error.map((p) => `${p.path}: ${p.message}`).join("; ") });
  let s = start.value.state;
  const events = [...start.value.events];
  for (const [i, c] of commands.entries()) {
    const r = apply(s, c, env, dice(i));
    if (!r.ok) return err({ index: i, message: `command ${i} (${JSON.stringify(c)}): ${r.error.message}` });
    s = r.state;
    events.push(...r.events);
  }
  return ok({ state: s, events });
}
