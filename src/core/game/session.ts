import type { Env } from "../firestrike/context";
import type { GameError } from "../firestrike/errors";
import type { GameEvent } from "../firestrike/events";
import { type Entry, parseEntry } from "../firestrike/match/entries";
import { type GameDeps, initialPosition, type Position, step } from "../firestrike/match/position";
import type { Step } from "../firestrike/vocab";
import type { Problem } from "../problems";
import { err, ok, type Result } from "../result";
import type { GameFile } from "./format";

/**
 * A game being played, replayed or reviewed: its file (the command log is the save file), the position
 * after every entry, and a journal of what each entry did (its dice included, even when it was later
 * taken back). Sessions are values: `play`, `undo` and `takeBack` return a new session and never change
 * the old one. Positions are kept every CHECKPOINT entries; others are replayed from the nearest one.
 *
 * Undo removes the last entry as if it had never been made, but only while no dice were rolled for it
 * (its own rolls or those of the dice steps it led to). After that, only a take-back entry reverts it:
 * it stays in the log for everyone to see, and the dice generator keeps its place.
 */

/** How often a position is kept. */
export const CHECKPOINT = 16;

/** What one entry did. */
export interface JournalItem {
  index: number;
  entry: Entry;
  /** the side that made it (null for the engine's own advance) */
  side: string | null;
  /** when it was made (null before the first turn) */
  turn: number | null;
  step: Step | null;
  /** the events it produced, the dice steps it led to included */
  events: GameEvent[];
  /** dice were rolled for it */
  rolled: boolean;
  /** a later take-back reverted it */
  takenBack: boolean;
  /** for a take-back: the entry it reverted */
  takeBackOf: number | null;
}

/** A game in play. */
export interface Session {
  readonly file: GameFile;
  readonly deps: GameDeps;
  readonly env: Env;
  /** the position after every entry */
  readonly now: Position;
  /** events of the start of play (the first turn's opening dice) that belong to no entry */
  readonly opening: GameEvent[];
  readonly journal: readonly JournalItem[];
  /** positions after 0, CHECKPOINT, 2·CHECKPOINT… entries */
  readonly checkpoints: ReadonlyMap<number, Position>;
}

/** How many recent positions a session remembers besides its checkpoints. */
const RECENT = 2 * CHECKPOINT;
const recent = new WeakMap<object, Map<number, Position>>();

/**
 * Remembers the position after `n` entries of this session object (positions are values and a
 * session's log never changes, so the memo can never go stale). Only the latest RECENT are kept: a
 * take-back needs the position before the entry it reverts, usually a recent one, and replaying a
 * window that holds take-backs then finds theirs here instead of replaying again (issue 18 item 7).
 */
function remember(session: object, n: number, pos: Position): void {
  let m = recent.get(session);
  if (!m) recent.set(session, (m = new Map()));
  m.delete(n);
  m.set(n, pos);
  if (m.size > RECENT) m.delete(m.keys().next().value!);
}

/** The position after the first `n` entries (n = 0: before any). */
export function positionAt(session: Session | Draft, n: number): Position {
  const count = Math.max(0, Math.min(n, session.file.commands.length));
  if (count === session.file.commands.length) return session.now;
  let c = count - (count % CHECKPOINT);
  while (c > 0 && !session.checkpoints.has(c)) c -= CHECKPOINT;
  let pos = session.checkpoints.get(c)!;
  // Start from the latest remembered position at or before `count`, when it is past the checkpoint.
  for (const [k, p] of recent.get(session) ?? [])
    if (k <= count && k > c) {
      c = k;
      pos = p;
    }
  for (let i = c; i < count; i++) {
    const r = step(pos, session.file.commands[i]!, i, session.file, session.env, session.deps, (k) =>
      positionAt(session, k),
    );
    // Every entry of a session was accepted once; a refusal here means the code changed under it.
    if (!r.ok) throw new Error(`entry ${i} no longer replays: ${r.error.message}`);
    pos = r.value.position;
    remember(session, i + 1, pos);
  }
  return pos;
}

function journalItem(
  index: number,
  entry: Entry,
  before: Position,
  events: GameEvent[],
  side: string | null,
  takeBackOf: number | null,
): JournalItem {
  return {
    index,
    entry,
    side,
    turn: before.state?.turn ?? null,
    step: before.state?.step ?? null,
    events,
    rolled: events.some((e) => e.type === "roll"),
    takenBack: false,
    takeBackOf,
  };
}

/** A session being built entry by entry: its arrays and checkpoints are its own, extended in place. */
interface Draft {
  file: GameFile;
  deps: GameDeps;
  env: Env;
  now: Position;
  opening: GameEvent[];
  journal: JournalItem[];
  checkpoints: Map<number, Position>;
}

/**
 * Plays one entry onto a draft, extending its log, journal and checkpoints in place (O(1) beyond
 * the entry's own work), or says why it is refused and leaves the draft as it was. Opening a file
 * drafts every entry onto one draft, so replay is linear in the log (issue 18 item 7: copying the
 * journal and the log for every entry made 32,000 entries take 51 s).
 */
function extend(d: Draft, entry: Entry): GameError | null {
  const index = d.file.commands.length;
  const r = step(d.now, entry, index, d.file, d.env, d.deps, (k) => positionAt(d, k));
  if (!r.ok) return r.error;
  d.journal.push(journalItem(index, entry, d.now, r.value.events, r.value.side, r.value.takeBackOf));
  if (r.value.takeBackOf !== null)
    d.journal[r.value.takeBackOf] = { ...d.journal[r.value.takeBackOf]!, takenBack: true };
  d.file.commands.push(entry);
  d.now = r.value.position;
  remember(d, index + 1, r.value.position);
  if ((index + 1) % CHECKPOINT === 0) d.checkpoints.set(index + 1, r.value.position);
  return null;
}

/** A draft of a session, with copies of everything `extend` changes (the session stays as it was). */
const draftOf = (session: Session): Draft => ({
  ...session,
  file: { ...session.file, commands: [...session.file.commands] },
  journal: [...session.journal],
  checkpoints: new Map(session.checkpoints),
});

/** Appends one validated entry, or says why it is refused. */
function append(session: Session, entry: Entry): Result<Session, GameError> {
  const d = draftOf(session);
  const why = extend(d, entry);
  return why ? err(why) : ok(d);
}

/** Opens a game file: replays its whole log; an entry the rules refuse is a problem naming it. */
export function openSession(file: GameFile, deps: GameDeps): Result<Session, Problem[]> {
  const env: Env = { charts: deps.charts, stats: deps.stats, oracle: deps.oracleFor(file.table) };
  const start = initialPosition(file, env, deps);
  if (!start.ok) return err([{ path: start.error.path ?? "$.forces", message: start.error.message }]);
  const d: Draft = {
    file: { ...file, commands: [] },
    deps,
    env,
    now: start.value.position,
    opening: start.value.events,
    journal: [],
    checkpoints: new Map([[0, start.value.position]]),
  };
  for (const [i, entry] of file.commands.entries()) {
    const why = extend(d, entry);
    if (why)
      return err([
        { path: `$.commands[${i}]`, message: `${JSON.stringify(entry)} is refused: ${why.message}` },
      ]);
  }
  return ok(d);
}

/** Plays one entry (plain JSON from the UI); refused entries leave the session as it was. */
export function play(session: Session, input: unknown): Result<Session, GameError> {
  const e = parseEntry(input);
  if (!e.ok) return err(e.error);
  return append(session, e.value);
}

/** Why the last entry cannot be undone, or null when it can. */
export function undoProblem(session: Session): string | null {
  const last = session.journal[session.journal.length - 1];
  if (!last) return "there is nothing to undo";
  if (last.entry.type === "end-deployment")
    return "a finished deployment is handed over and cannot be undone (the other side has seen the hand-over)";
  if (last.rolled) return "dice were rolled for it: only a take-back can revert it now";
  return null;
}

/** Removes the last entry as if it had never been made (only while no dice were rolled for it). */
export function undo(session: Session): Result<Session, GameError> {
  const why = undoProblem(session);
  if (why) return err({ code: "not-allowed", message: why });
  const n = session.file.commands.length - 1;
  const last = session.journal[n]!;
  const journal = session.journal.slice(0, n);
  if (last.takeBackOf !== null) journal[last.takeBackOf] = { ...journal[last.takeBackOf]!, takenBack: false };
  const checkpoints = new Map(session.checkpoints);
  checkpoints.delete(n + 1);
  const now = positionAt(session, n);
  return ok({
    ...session,
    file: { ...session.file, commands: session.file.commands.slice(0, n) },
    now,
    journal,
    checkpoints,
  });
}

/** The entry a take-back would revert now, or null. */
export function takeBackTarget(session: Session): JournalItem | null {
  const k = session.now.live?.last;
  return k === undefined ? null : (session.journal[k] ?? null);
}

/** Reverts the last entry in effect with a visible take-back entry; its dice stay spent. */
export function takeBack(session: Session, side: string): Result<Session, GameError> {
  return play(session, { type: "take-back", side });
}

/** The game file to save: the log so far. */
export function fileOf(session: Session, savedAt: string | null): GameFile {
  return {
    ...session.file,
    savedAt,
    rules: {
      chartsVersion: session.deps.charts.chartsVersion,
      statsVersion: session.deps.stats.statsVersion,
    },
  };
}
