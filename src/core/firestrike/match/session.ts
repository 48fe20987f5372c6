import type { GameFile as AnyGameFile } from "../../game/format";
import * as engine from "../../game/session";
import type { Result } from "../../result";
import type { Env } from "../context";
import type { GameError } from "../errors";
import type { GameEvent } from "../events";
import type { Entry } from "./entries";
import type { FirestrikeBody, GameFile } from "./format";
import type { GameDeps, Position } from "./position";
import { type FirestrikeGame, firestrikeRuleset, type Note } from "./ruleset";

/**
 * The generic session (core/game/session.ts) bound to Firestrike: what the app, the CLI and the tests
 * of Firestrike games call. Take-backs are Firestrike's: a visible entry that reverts the last entry in
 * effect while its dice stay spent.
 */

export { CHECKPOINT, positionAt } from "../../game/session";

/** What one entry did. */
export type JournalItem = engine.JournalItem<Entry, GameEvent, Note>;

/** A Firestrike game in play. */
export type Session = engine.Session<Position, Entry, GameEvent, Note, FirestrikeBody> & {
  readonly game: FirestrikeGame;
  readonly deps: GameDeps;
  readonly env: Env;
};

/** Opens a game file: replays its whole log; an entry the rules refuse is a problem naming it. */
export function openSession(file: GameFile, deps: GameDeps) {
  const r = engine.openWith(firestrikeRuleset(deps), file);
  if (!r.ok) return r;
  const game = r.value.game as FirestrikeGame;
  return { ok: true as const, value: { ...r.value, game, deps, env: game.env } as Session };
}

/** Plays one entry as the seat its rules imply (hot-seat); refused entries leave the session as it was. */
export const play = (session: Session, input: unknown): Result<Session, GameError> =>
  engine.playAs(session as unknown as engine.Session, null, input) as unknown as Result<Session, GameError>;

/** Plays one entry as `seat` (a side or the engine); refused when that seat may not give it. */
export const playAs = (session: Session, seat: string, input: unknown): Result<Session, GameError> =>
  engine.playAs(session as unknown as engine.Session, seat, input) as unknown as Result<Session, GameError>;

/** Why the last entry cannot be undone, or null when it can. */
export const undoProblem = (session: Session): string | null =>
  engine.undoProblem(session as unknown as engine.Session);

/** Removes the last entry as if it had never been made (only while no dice were rolled for it). */
export const undo = (session: Session): Result<Session, GameError> =>
  engine.undo(session as unknown as engine.Session) as unknown as Result<Session, GameError>;

/** The entry a take-back would revert now, or null. */
export function takeBackTarget(session: Session): JournalItem | null {
  const k = session.now.live?.last;
  return k === undefined ? null : (session.journal[k] ?? null);
}

/** Reverts the last entry in effect with a visible take-back entry; its dice stay spent. */
export function takeBack(session: Session, side: string): Result<Session, GameError> {
  return play(session, { type: "take-back", side });
}

/**
 * The game file to save: the log so far, every entry with its seat and rolls. The seed only when the
 * game is over, or in the host's copy (`host: true`: the hot-seat page's save and autosave).
 */
export function fileOf(session: Session, savedAt: string | null, opts: { host?: boolean } = {}): GameFile {
  const f = engine.logFile(
    session as unknown as engine.Session<unknown, Entry, unknown, unknown, FirestrikeBody>,
    savedAt,
    opts,
  );
  return {
    ...f,
    body: {
      ...f.body,
      rules: {
        chartsVersion: session.deps.charts.chartsVersion,
        statsVersion: session.deps.stats.statsVersion,
      },
    },
  } satisfies AnyGameFile<FirestrikeBody, Entry>;
}
