import type { Charts } from "./charts/schema";
import type { EventBody, GameEvent } from "./events";
import type { BattlefieldOracle } from "./oracle";
import type { GameState } from "./state";
import type { StatBook } from "./stats/schema";

/** What the rules need besides the state: the charts, the stat lines and the battlefield oracle. */
export interface Env {
  charts: Charts;
  stats: StatBook;
  oracle: BattlefieldOracle;
}

/** A command being applied: a draft copy of the state, the environment and the events so far. */
export interface Ctx {
  s: GameState;
  env: Env;
  out: GameEvent[];
}

/** Appends an event stamped with its sequence number, turn and step. */
export function emit(ctx: Ctx, body: EventBody): GameEvent {
  const seq = ctx.s.events.length + ctx.out.length;
  const e = { seq, turn: ctx.s.turn, step: ctx.s.step, ...body } as GameEvent;
  ctx.out.push(e);
  return e;
}
