import type { Dice } from "../game/ruleset";
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

/** A command being applied: a draft copy of the state, the environment, the dice and the events so far. */
export interface Ctx {
  s: GameState;
  env: Env;
  /** the engine's dice for this entry: every roll goes through it */
  dice: Dice;
  out: GameEvent[];
}

/** The dice of a query that must never roll (legality checks, invariants): rolling is a bug. */
export const NO_DICE: Dice = {
  roll(): number {
    throw new Error("a query rolled a die (internal)");
  },
};

/** Appends an event stamped with its sequence number, turn and step. */
export function emit(ctx: Ctx, body: EventBody): GameEvent {
  const seq = ctx.s.eventCount + ctx.out.length;
  const e = { seq, turn: ctx.s.turn, step: ctx.s.step, ...body } as GameEvent;
  ctx.out.push(e);
  return e;
}
