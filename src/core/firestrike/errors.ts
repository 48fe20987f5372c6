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

/** A refused command: a code for programs and a sentence for people. */
export interface GameError {
  code: ErrorCode;
  message: string;
  /** where in the command the problem is, e.g. `$.path[2]` */
  path?: string;
}

/** Builds a refusal. */
export const refuse = (code: ErrorCode, message: string, path?: string): { ok: false; error: GameError } => ({
  ok: false,
  error: path === undefined ? { code, message } : { code, message, path },
});

/** The success value of a handler that returns nothing. */
export const DONE = { ok: true, value: undefined } as const;

/** What a handler returns. */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; error: GameError };
