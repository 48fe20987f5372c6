import type { RuleError } from "../game/ruleset";

/** Why a command was refused. Errors are values (chessops' habit): `apply` never throws. */
export const ERROR_CODES = [
  "bad-command",
  "game-over",
  "wrong-step",
  "unknown-base",
  "unknown-formation",
  "unknown-side",
  "out-of-play",
  "not-allowed",
  "hq-cannot-move",
  "no-move-marker",
  "out-of-movement",
  "illegal-move",
  "target-not-visible",
  "out-of-range",
  "already-fired",
  "cannot-fire",
  "illegal-target",
  "no-dice-left",
  "bad-dice-script",
  "wrong-seat",
  "unknown-seat",
  "internal",
] as const;
/** One refusal code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refused command: the engine's `RuleError`, its code one of Firestrike's (refusals: `refuse`). */
export type GameError = RuleError<ErrorCode>;

/** The success value of a handler that returns nothing. */
export const DONE = { ok: true, value: undefined } as const;

/** What a handler returns. */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; error: GameError };
