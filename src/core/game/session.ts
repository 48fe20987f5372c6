import type { Problem } from "../problems";
import { err, ok, type Result } from "../result";
import { EntryDice, type HostDice, hostDice } from "./dice";
import type { GameFile } from "./format";
import {
  DiceExhausted,
  ENGINE_SEAT,
  type Game,
  type History,
  type RuleError,
  type Ruleset,
  type RulesetRegistry,
  refuse,
  type Seat,
  SPECTATOR_SEAT,
} from "./ruleset";

/**
 * A game being played, replayed or reviewed, for any ruleset: its file (the command log is the save
 * file), the state after every entry, and a journal of what each entry did (its dice included, even when
 * it was later taken back). Sessions are values: `play`, `undo` return a new session and never change
 * the old one. States are kept every CHECKPOINT entries; others are replayed from the nearest one.
 *
 * Every entry has a seat (issue 24 item 2). The engine refuses a spectator, a seat the game does not
 * have, and a seat that may not act now, before the ruleset's reducer sees the command; the reducer then
 * refuses a command its seat may not give (acting for the other side). An entry of a `sightline-game/1`
 * log has no seat: the rules imply it and the reducer checks it as it always did.
 *
 * Undo removes the last entry as if it had never been made, but only while no dice were rolled for it
 * (its own rolls or those of the automatic steps it led to), and when the ruleset allows it.
 *
 * Dice (dice.ts): the engine deals every entry's dice and records them in the file (`file.rolls`). A
 * session opened with the seed is the host's (`host`): it derives new rolls and checks recorded ones
 * against the seed; one opened without it replays from the recorded rolls and can play no entry that
 * needs dice. Replaying an entry already in the session uses its recorded rolls.
 */

/** How often a state is kept. */
export const CHECKPOINT = 16;

/** What one entry did. */
export interface JournalItem<C = unknown, E = unknown, N = unknown> {
  index: number;
  entry: C;
  /** the seat that sent it */
  seat: Seat;
  /** the side that made it: its seat, or null for the engine's */
  side: string | null;
  /** what the ruleset notes about it (Firestrike: turn and step) */
  note: N;
  /** the events it produced, the automatic steps it led to included */
  events: E[];
  /** dice were rolled for it */
  rolled: boolean;
  /** the rolls the engine dealt it, in order */
  rolls: number[];
  /** a later take-back reverted it */
  takenBack: boolean;
  /** for a take-back: the entry it reverted */
  takeBackOf: number | null;
}

/** A game in play. */
export interface Session<S = unknown, C = unknown, E = unknown, N = unknown, B = unknown> {
  readonly file: GameFile<B, C>;
  readonly game: Game<S, C, E, N>;
  /** the state after every entry */
  readonly now: S;
  /** events of the start of play (opening dice) that belong to no entry */
  readonly opening: E[];
  readonly journal: readonly JournalItem<C, E, N>[];
  /** states after 0, CHECKPOINT, 2·CHECKPOINT… entries */
  readonly checkpoints: ReadonlyMap<number, S>;
  /** the host's dice (the seed), or null when the seed is not known here */
  readonly host: HostDice | null;
}

/** How many recent states a session remembers besides its checkpoints. */
const RECENT = 2 * CHECKPOINT;
const recent = new WeakMap<object, Map<number, unknown>>();

/**
 * Remembers the state after `n` entries of this session object (states are values and a session's log
 * never changes, so the memo can never go stale). Only the latest RECENT are kept: a take-back needs
 * the state before the entry it reverts, usually a recent one (issue 18 item 7).
 */
function remember(session: object, n: number, pos: unknown): void {
  let m = recent.get(session);
  if (!m) recent.set(session, (m = new Map()));
  m.delete(n);
  m.set(n, pos);
  if (m.size > RECENT) m.delete(m.keys().next().value!);
}

type AnySession<S, C, E, N> = Pick<Session<S, C, E, N>, "file" | "game" | "now" | "checkpoints">;

/** The state after the first `n` entries (n = 0: before any). */
export function positionAt<S, C, E, N>(session: AnySession<S, C, E, N>, n: number): S {
  const count = Math.max(0, Math.min(n, session.file.commands.length));
  if (count === session.file.commands.length) return session.now;
  let c = count - (count % CHECKPOINT);
  while (c > 0 && !session.checkpoints.has(c)) c -= CHECKPOINT;
  let pos = session.checkpoints.get(c) as S;
  for (const [k, p] of recent.get(session) ?? [])
    if (k <= count && k > c) {
      c = k;
      pos = p as S;
    }
  for (let i = c; i < count; i++) {
    const dice = new EntryDice(null, i, session.file.rolls[i] ?? [], `$.commands[${i}]`);
    const r = checked(session.game, pos, session.file.entrySeats[i] ?? null, session.file.commands[i]!, {
      index: i,
      before: (k) => positionAt(session, k),
      dice,
    });
    // Every entry of a session was accepted once; a refusal here means the code changed under it.
    if (!r.ok) throw new Error(`entry ${i} no longer replays: ${r.error.message}`);
    pos = r.value.state;
    remember(session, i + 1, pos);
  }
  return pos;
}

/** The ruleset's reducer, with the dice that could not be dealt turned into a refusal naming the record. */
function applied<S, C, E, N>(game: Game<S, C, E, N>, state: S, seat: Seat, command: C, history: History<S>) {
  try {
    const r = game.apply(state, seat, command, history);
    return r.ok ? ok({ ...r.value, seat }) : r;
  } catch (e) {
    if (e instanceof DiceExhausted) return refuse("no-dice", e.message, e.path);
    throw e;
  }
}

/**
 * The engine's checks on an entry's seat, then the ruleset's reducer. `seat` null: an entry of a log
 * that recorded no seats; the rules imply it.
 */
function checked<S, C, E, N>(
  game: Game<S, C, E, N>,
  state: S,
  seat: Seat | null,
  command: C,
  history: History<S>,
) {
  if (seat === null) return applied(game, state, game.impliedSeat(state, command), command, history);
  if (seat === SPECTATOR_SEAT) return refuse("wrong-seat", "a spectator may act on nothing");
  if (seat !== ENGINE_SEAT && !game.seats.includes(seat))
    return refuse(
      "unknown-seat",
      `there is no seat "${seat}" in this game (its seats are ${[...game.seats, ENGINE_SEAT].map((x) => `"${x}"`).join(", ")})`,
    );
  const now = game.seatsToAct(state);
  if (!now.includes(seat) && !(seat !== ENGINE_SEAT && game.outOfTurn?.(state, seat, command)))
    return refuse(
      "wrong-seat",
      `${seat} may not act now (${now.length ? `${now.join(", ")} may` : "nobody may: the game is over"})`,
    );
  return applied(game, state, seat, command, history);
}

/** A session being built entry by entry: its arrays and checkpoints are its own, extended in place. */
interface Draft<S, C, E, N> {
  file: GameFile<unknown, C>;
  game: Game<S, C, E, N>;
  now: S;
  opening: E[];
  journal: JournalItem<C, E, N>[];
  checkpoints: Map<number, S>;
  host: HostDice | null;
}

/**
 * Plays one entry onto a draft, extending its log, journal and checkpoints in place (O(1) beyond the
 * entry's own work), or says why it is refused and leaves the draft as it was (issue 18 item 7).
 * `recorded`: the rolls the file records for it (null: none recorded, the host derives them).
 */
function extend<S, C, E, N>(
  d: Draft<S, C, E, N>,
  seat: Seat | null,
  entry: C,
  recorded: readonly number[] | null,
): { error: RuleError } | { dice: EntryDice } {
  const index = d.file.commands.length;
  const dice = new EntryDice(d.host, index, recorded, `$.commands[${index}]`);
  const r = checked(d.game, d.now, seat, entry, { index, before: (k) => positionAt(d, k), dice });
  if (!r.ok) return { error: r.error };
  const { state, events, seat: by } = r.value;
  const takeBackOf = r.value.takeBackOf ?? null;
  d.journal.push({
    index,
    entry,
    seat: by,
    side: by === ENGINE_SEAT ? null : by,
    note: d.game.note(d.now, entry, by),
    events,
    rolled: dice.drawn.length > 0 || d.game.rolled(events),
    rolls: dice.drawn,
    takenBack: false,
    takeBackOf,
  });
  if (takeBackOf !== null) d.journal[takeBackOf] = { ...d.journal[takeBackOf]!, takenBack: true };
  d.file.commands.push(entry);
  d.file.entrySeats.push(seat);
  d.file.rolls.push(dice.drawn);
  d.host = dice.after();
  d.now = state;
  remember(d, index + 1, state);
  if ((index + 1) % CHECKPOINT === 0) d.checkpoints.set(index + 1, state);
  return { dice };
}

/** A draft of a session, with copies of everything `extend` changes (the session stays as it was). */
function draftOf<T extends Session>(session: T): T & Draft<unknown, unknown, unknown, unknown> {
  return {
    ...session,
    file: {
      ...session.file,
      commands: [...session.file.commands],
      entrySeats: [...session.file.entrySeats],
      rolls: [...session.file.rolls],
    },
    journal: [...session.journal],
    checkpoints: new Map(session.checkpoints),
  };
}

/**
 * Opens a game file with its ruleset: starts the game and replays its whole log; an entry the rules
 * refuse is a problem naming it (`$.commands[i]`). With the seed (a finished game, or the host's copy)
 * every recorded roll is checked against it: a roll the seed does not give is a problem naming the
 * entry and the draw (`$.commands[4].rolls[1]: recorded 5, the seed gives 3`). Without it, the log
 * replays from its recorded rolls.
 */
export function openWith<B, S, C, E, N>(
  rules: Ruleset<B, S, C, E, N>,
  file: GameFile<B, C>,
): Result<Session<S, C, E, N, B>, Problem[]> {
  const host = file.seed === null ? null : hostDice(file.dice, file.seed);
  const opening = new EntryDice(host, "start", file.openingRolls, "$", "$.openingRolls");
  let start: ReturnType<typeof rules.start>;
  try {
    start = rules.start(file.body, opening);
  } catch (e) {
    if (e instanceof DiceExhausted)
      return err([{ path: e.path, message: `the start of the game: ${e.message}` }]);
    throw e;
  }
  if (!start.ok) return start;
  const problems: Problem[] = [...opening.mismatches];
  const unusedAtStart = opening.unused();
  if (unusedAtStart) problems.push(unusedAtStart);
  const d: Draft<S, C, E, N> = {
    file: { ...file, commands: [], entrySeats: [], rolls: [], openingRolls: opening.drawn },
    game: start.value.game,
    now: start.value.state,
    opening: start.value.events,
    journal: [],
    checkpoints: new Map([[0, start.value.state]]),
    host: opening.after(),
  };
  for (const [i, entry] of file.commands.entries()) {
    const r = extend(d, file.entrySeats[i] ?? null, entry, file.rolls[i] ?? null);
    if ("error" in r) {
      const e = r.error;
      problems.push(
        e.code === "no-dice" && e.path
          ? { path: e.path, message: e.message }
          : { path: `$.commands[${i}]`, message: `${JSON.stringify(entry)} is refused: ${e.message}` },
      );
      return err(problems);
    }
    problems.push(...r.dice.mismatches);
    const unused = r.dice.unused();
    if (unused) problems.push(unused);
  }
  if (problems.length > 0) return err(problems);
  return ok(d as Session<S, C, E, N, B>);
}

/** Opens a game file with the ruleset it names. */
export function openSession(file: GameFile, rulesets: RulesetRegistry): Result<Session, Problem[]> {
  const rules = rulesets.get(file.ruleset);
  if (!rules) return err([{ path: "$.ruleset", message: `this Sightline has no ruleset "${file.ruleset}"` }]);
  return openWith(rules, file);
}

/**
 * Plays one entry (plain JSON from the UI) as `seat`; refused entries leave the session as it was.
 * Without a seat the rules imply it (the hot-seat screen, where every player sits at the same page).
 */
export function playAs<T extends Session>(
  session: T,
  seat: Seat | null,
  input: unknown,
): Result<T, RuleError> {
  const e = session.game.parseCommand(input);
  if (!e.ok) return e;
  const d = draftOf(session);
  const r = extend(d, seat, e.value, null);
  if (!("error" in r)) return ok(d);
  if (r.error.code !== "no-dice") return err(r.error);
  // A session without the seed replays a log but cannot roll: only the host can.
  return refuse("no-dice", "dice are rolled by the game's host: this copy has no seed");
}

/** Why the last entry cannot be undone, or null when it can. */
export function undoProblem(session: Session): string | null {
  const last = session.journal[session.journal.length - 1];
  if (!last) return "there is nothing to undo";
  const ruled = session.game.undoProblem(last.entry);
  if (ruled) return ruled;
  if (last.rolled) return "dice were rolled for it: only a take-back can revert it now";
  return null;
}

/** Removes the last entry as if it had never been made (only while no dice were rolled for it). */
export function undo<T extends Session>(session: T): Result<T, RuleError> {
  const why = undoProblem(session);
  if (why) return refuse("not-allowed", why);
  const n = session.file.commands.length - 1;
  const last = session.journal[n]!;
  const journal = session.journal.slice(0, n);
  if (last.takeBackOf !== null) journal[last.takeBackOf] = { ...journal[last.takeBackOf]!, takenBack: false };
  const checkpoints = new Map(session.checkpoints);
  checkpoints.delete(n + 1);
  const now = positionAt(session, n);
  return ok({
    ...session,
    file: {
      ...session.file,
      commands: session.file.commands.slice(0, n),
      entrySeats: session.file.entrySeats.slice(0, n),
      rolls: session.file.rolls.slice(0, n),
    },
    now,
    journal,
    checkpoints,
  });
}

/** What `seat` may see now (the ruleset's `seatView`). */
export function seatView(session: Session, seat: Seat): unknown {
  return session.game.seatView(session.now, seat);
}

/**
 * The game file to save: the log so far, every entry with the seat that sent it and its rolls. The seed
 * is written only when the game is over (it is revealed, so anyone can verify the rolls) or into the
 * host's own copy (`host: true`: the hot-seat page's save and autosave, which must be able to go on
 * rolling); any other copy carries only the commitment.
 */
export function logFile<B, C>(
  session: Session<unknown, C, unknown, unknown, B>,
  savedAt: string | null,
  opts: { host?: boolean } = {},
): GameFile<B, C> {
  const reveal = opts.host === true || session.game.over(session.now);
  return {
    ...session.file,
    savedAt,
    seed: reveal ? (session.host?.seed ?? null) : null,
    entrySeats: session.journal.map((j) => j.seat),
    rolls: session.journal.map((j) => j.rolls),
  };
}
