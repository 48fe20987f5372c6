/** A value or an error, returned instead of thrown (chessops / boardgame.io style). */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** Wraps a success value. */
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** Wraps an error value. */
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
