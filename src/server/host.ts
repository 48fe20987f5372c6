import { type Fog, idFog } from "../core/game/fog";
import { gameToJson, serializeGame, validateGame } from "../core/game/format";
import type { RuleError, RulesetRegistry, Seat } from "../core/game/ruleset";
import { type SeatSnapshot, seatFileLength, seatSnapshot } from "../core/game/seat-snapshot";
import {
  type JournalItem,
  logFile,
  openSession,
  playAs,
  positionAt,
  type Session,
  undo,
  undoProblem,
} from "../core/game/session";
import type { Problem } from "../core/problems";
import { err, ok, type Result } from "../core/result";
import type { Welcome, WireUpdate } from "../net/protocol";
import { diffView } from "../net/view-patch";
import type { GameOptions, GameStore, StoredId } from "./store";

/**
 * What one client was sent: every log entry below `next`, but the `pending` ones (hidden then), and
 * the last view (the next update sends the change from it: `viewPatch`; absent: the whole view).
 */
export interface SeatCursor {
  next: number;
  pending: number[];
  view?: unknown;
}

/**
 * The host of one online game: the server side of the referee. It holds the whole session (the seed
 * included: the engine's host dice derive every roll from it) and plays every command through the
 * same engine as hot-seat (`playAs`), stores each accepted entry (with its rolls) before anyone hears
 * of it, and tells each seat only what it may see: the ruleset's `seatView`, the log entries as its
 * `logView` lets that seat see them, the seats to act. No Colyseus here: the room (room.ts) is a thin
 * transport over this.
 */

/** What every update shares at one session (`HostedGame.derive`). */
interface Derived {
  session: Session;
  toAct: Seat[];
  over: boolean;
  seats: Map<Seat, SeatDerived>;
}

/** One seat's part of `Derived`: its view, why it may not undo, the patch from each view held. */
interface SeatDerived {
  view: unknown;
  why: string | null;
  /** by the view a client holds (its identity): the patch from it to `view` (null: send it whole) */
  patches: Map<unknown, ReturnType<typeof diffView>>;
}

/** How many refusals (of messages with an id) a room remembers for re-sends. */
const REFUSALS_KEPT = 256;

/** The key of a seat's message id: ids are the seat's own, never matched across seats. */
const idKey = (seat: Seat, cid: string) => `${seat}\n${cid}`;

export class HostedGame {
  private constructor(
    readonly id: string,
    private session: Session,
    private readonly store: GameStore,
    private readonly rulesets: RulesetRegistry,
    readonly options: GameOptions,
  ) {}

  /**
   * What every update at the session now shares (`derived`): whose action it is, whether it is over,
   * and per seat its view (fog applied), why it may not undo and, by the view a client holds, the
   * patch from it. A command's updates go to every client of the room (the seats, up to 48 watchers
   * on one seat) and each client of a seat holds the same last view, so each is derived once per
   * command, not once per client. Keyed by the session object: a new one (a command, an undo) starts
   * afresh; sessions and views are never changed once made.
   */
  private derived: Derived | null = null;

  /** The fog of each seat at the log length it was judged at (fog games only). */
  private fogs = new Map<Seat, { n: number; fog: Fog }>();

  /** The ids of the commands and undos applied (stored: they outlive a restart), by `idKey`. */
  private readonly applied = new Map<string, { kind: StoredId["kind"]; index: number }>();
  /**
   * The refusals of commands and undos with an id, by `idKey`, while this room is open (at most
   * REFUSALS_KEPT): a re-send of a refused command whose answer was lost is refused the same way, not
   * judged on a later state the sender never saw. Not stored: after a restart a refused command is
   * judged again (a refusal changed nothing, so nothing is lost).
   */
  private readonly refusals = new Map<string, RuleError>();

  /** Opens a stored game by replaying its log; problems when it is unknown or no longer replays. */
  static open(store: GameStore, rulesets: RulesetRegistry, id: string): Result<HostedGame, Problem[]> {
    const g = store.game(id);
    if (!g) return err([{ path: "$.game", message: `there is no game "${id}"` }]);
    const commands = g.entries.map((e) => ({
      command: e.command,
      ...(e.seat ? { seat: e.seat } : {}),
      ...(e.rolls.length ? { rolls: e.rolls } : {}),
    }));
    const file = validateGame({ ...g.file, commands }, rulesets);
    if (!file.ok) return file;
    const s = openSession(file.value, rulesets);
    if (!s.ok) return s;
    if (!s.value.host)
      return err([{ path: "$.seed", message: "a stored game has no seed: the server cannot host it" }]);
    if (g.options.fog && !s.value.game.fog)
      return err([{ path: "$.options.fog", message: `the ruleset "${g.file.ruleset}" has no fog of war` }]);
    const h = new HostedGame(id, s.value, store, rulesets, g.options);
    for (const a of g.ids) h.applied.set(idKey(a.seat, a.cid), { kind: a.kind, index: a.index });
    return ok(h);
  }

  /**
   * The answer already given to `seat`'s command or undo `cid`, if any: its acceptance (`again`: it is
   * not applied twice) or its refusal; an id used for the other kind of message is refused.
   */
  private answered(
    seat: Seat,
    cid: string | undefined,
    kind: StoredId["kind"],
  ): Result<{ index: number; again: true }, RuleError> | null {
    if (cid === undefined) return null;
    const key = idKey(seat, cid);
    const a = this.applied.get(key);
    if (a && a.kind !== kind)
      return err({
        code: "malformed",
        path: "$.cid",
        message: `the id "${cid}" was already used for ${a.kind === "undo" ? "an undo" : "a command"}: each message needs an id of its own`,
      });
    if (a) return ok({ index: a.index, again: true });
    const r = this.refusals.get(key);
    return r ? err(r) : null;
  }

  /** Remembers a refusal of `cid` (the oldest is forgotten past REFUSALS_KEPT). */
  private refused<T>(seat: Seat, cid: string | undefined, r: RuleError): Result<T, RuleError> {
    if (cid !== undefined) {
      this.refusals.set(idKey(seat, cid), r);
      if (this.refusals.size > REFUSALS_KEPT) this.refusals.delete(this.refusals.keys().next().value!);
    }
    return err(r);
  }

  get length(): number {
    return this.session.file.commands.length;
  }

  get over(): boolean {
    return this.session.game.over(this.session.now);
  }

  get seats(): readonly Seat[] {
    return this.session.game.seats;
  }

  /**
   * Plays `input` as `seat`; an accepted entry is stored first (with `cid`, the command's id).
   * Refusals leave the game as it was. A command whose id `seat` already sent is not played again: it
   * gets its first answer (`again`: its acceptance, the index of the entry it made).
   */
  play(seat: Seat, input: unknown, cid?: string): Result<{ index: number; again?: boolean }, RuleError> {
    const had = this.answered(seat, cid, "command");
    if (had) return had;
    const r = playAs(this.session, seat, input);
    if (!r.ok) return this.refused(seat, cid, r.error);
    const index = this.session.file.commands.length;
    const next = r.value;
    const item = next.journal[index]!;
    const entry = { seat, command: next.file.commands[index], rolls: item.rolls };
    if (!this.store.append(this.id, index, entry, cid))
      return err({ code: "conflict", message: "another server wrote this game's log first; join again" });
    this.session = next;
    if (cid !== undefined) this.applied.set(idKey(seat, cid), { kind: "command", index });
    return ok({ index });
  }

  /**
   * What `seat` may not see now under fog of war (null: no fog, or the game is over and everything is
   * shown). Judged once per log length: the ruleset's sight checks are the costly part.
   */
  fogOf(seat: Seat): Fog | null {
    const s = this.session;
    if (!this.options.fog || !s.game.fog || this.over) return null;
    const n = s.journal.length;
    const had = this.fogs.get(seat);
    if (had && had.n === n) return had.fog;
    const fog = idFog(s.game.fog(s.now, seat));
    this.fogs.set(seat, { n, fog });
    return fog;
  }

  /**
   * Undoes the last entry for `seat` (online undo): only the seat that made it, before anyone acted
   * after it (it is still the last), and only as the engine's undo allows (no dice rolled for it, and
   * the ruleset's `undoProblem`). The stored entry is removed first (and the undo's id, `cid`,
   * stored with it: a re-sent undo is answered with its first answer, never undoing a second entry).
   */
  undo(seat: Seat, cid?: string): Result<{ index: number; again?: boolean }, RuleError> {
    const had = this.answered(seat, cid, "undo");
    if (had) return had;
    const why = this.undoRefusal(seat);
    if (why) return this.refused(seat, cid, { code: "not-allowed", message: why });
    const r = undo(this.session);
    if (!r.ok) return this.refused(seat, cid, r.error);
    const index = this.session.file.commands.length - 1;
    if (!this.store.removeLast(this.id, index, cid === undefined ? undefined : { seat, cid }))
      return err({ code: "conflict", message: "another server changed this game's log; join again" });
    this.session = r.value;
    this.fogs.clear();
    if (cid !== undefined) this.applied.set(idKey(seat, cid), { kind: "undo", index });
    return ok({ index });
  }

  /** Why `seat` may not undo the last entry now (null: it may). */
  private undoRefusal(seat: Seat): string | null {
    const s = this.session;
    const last = s.journal[s.journal.length - 1];
    if (!last) return "there is nothing to undo";
    if (this.over) return "the game is over";
    if (!s.game.seats.includes(seat)) return `${seat} may not undo in this game`;
    if (last.seat !== seat)
      return `only ${last.seat}, who made the last entry, may undo it (and only before anyone acts after it)`;
    return undoProblem(s);
  }

  /**
   * `seat`'s snapshot after the first `n` entries (online replay), only what the seat may see: the
   * ruleset's `replayView` and `logView` (core/game/seat-snapshot.ts) and, under fog of war, the fog of
   * that moment (what the seat saw then: never a base it did not see then, even if it sees it now).
   */
  snapshotAt(seat: Seat, n: number): Result<SeatSnapshot, RuleError> {
    const s = this.session;
    const total = s.journal.length;
    if (!Number.isInteger(n) || n < 0 || n > total)
      return err({
        code: "malformed",
        path: "$.n",
        message: `a snapshot is asked after n entries, 0 to ${total} (this game's log now), not ${n}`,
      });
    const snap = seatSnapshot(s, seat, n);
    const fog =
      this.options.fog && s.game.fog && !this.over ? idFog(s.game.fog(positionAt(s, n), seat)) : null;
    if (!fog) return ok(snap);
    return ok({
      ...snap,
      setup: fog.redact(snap.setup),
      view: fog.redact(snap.view),
      opening: fog.redact(snap.opening) as unknown[],
      log: snap.log.filter((j) => !fog.hides(j)),
    });
  }

  welcome(seat: Seat): Welcome {
    const s = this.session;
    const f = s.file;
    const rules = this.rulesets.get(f.ruleset)!;
    const fog = this.fogOf(seat);
    const hide = (x: unknown) => (fog ? fog.redact(x) : x);
    return {
      game: this.id,
      seat,
      seats: [...f.seats],
      ruleset: f.ruleset,
      name: f.name,
      body: hide(rules.bodyToJson(f.body)) as Record<string, unknown>,
      setup: hide(s.game.setupView ? s.game.setupView(seat) : rules.bodyToJson(f.body)),
      opening: hide(s.opening) as unknown[],
      commitment: f.commitment,
      options: { ...this.options },
    };
  }

  /** How `seat` sees entry `j` now: as it is, redacted, or not at all (null); the fog hides it whole. */
  private seen(j: JournalItem, seat: Seat, fog: Fog | null): JournalItem | null {
    const g = this.session.game;
    let v: JournalItem | null = j;
    if (g.logView) {
      const r = g.logView(this.session.now, seat, j);
      v = r ? { ...j, entry: r.entry, events: r.events } : null;
    }
    if (v && fog?.hides(v)) return null;
    return v;
  }

  /**
   * What `seat` may see now, with the log entries it was not sent yet as it may see them (`cursor`:
   * what it was sent so far, updated here). An entry hidden or redacted now is tried again at every
   * later update (it may be revealed: the end of deployment, a base coming into sight).
   */
  update(seat: Seat, cursor: SeatCursor): WireUpdate {
    const s = this.session;
    // After an undo the log is shorter than what the client was sent: it drops entries from `n` on.
    if (cursor.next > s.journal.length) cursor.next = s.journal.length;
    const fog = this.fogOf(seat);
    const entries: JournalItem[] = [];
    const pending: number[] = [];
    const look = (i: number) => {
      const j = s.journal[i]!;
      const v = this.seen(j, seat, fog);
      if (v) entries.push(v);
      if (!v || v.entry !== j.entry) pending.push(i);
    };
    for (const i of cursor.pending) if (i < s.journal.length) look(i);
    for (let i = Math.max(0, cursor.next); i < s.journal.length; i++) look(i);
    cursor.pending = pending;
    cursor.next = s.journal.length;
    const d = this.derive();
    const own = this.seatDerived(d, seat, fog);
    const view = own.view;
    // The change from the view this client holds, when it has one and the change is small; clients
    // of one seat that hold the same view get the same patch, found once.
    let patch: ReturnType<typeof diffView> = null;
    if (cursor.view !== undefined) {
      const had = own.patches.get(cursor.view);
      patch = had === undefined ? diffView(cursor.view, view) : had;
      if (had === undefined) own.patches.set(cursor.view, patch);
    }
    cursor.view = view;
    return {
      n: s.journal.length,
      toAct: d.toAct,
      over: d.over,
      ...(patch ? { viewPatch: patch } : { view }),
      entries,
      undo: { allowed: own.why === null, why: own.why },
      seed: d.over ? (s.host?.seed ?? null) : null,
    };
  }

  /** What every seat's update shares at the session now (made again once the session changed). */
  private derive(): Derived {
    const s = this.session;
    if (this.derived?.session !== s)
      this.derived = { session: s, toAct: s.game.seatsToAct(s.now), over: this.over, seats: new Map() };
    return this.derived;
  }

  /** `seat`'s view (under its fog) and undo refusal at the session now, derived once. */
  private seatDerived(d: Derived, seat: Seat, fog: Fog | null): SeatDerived {
    const had = d.seats.get(seat);
    if (had) return had;
    const seen = this.session.game.seatView(this.session.now, seat);
    const own: SeatDerived = {
      view: fog ? fog.redact(seen) : seen,
      why: this.undoRefusal(seat),
      patches: new Map(),
    };
    d.seats.set(seat, own);
    return own;
  }

  /**
   * The game file as `seat` may see it: the log up to the first entry hidden from it (so it replays
   * from its recorded rolls), the commitment, and the seed only once the game is over.
   */
  fileFor(seat: Seat): Result<string, Problem> {
    const s = this.session;
    // Under fog the file (its set-up names every base) waits for the end of the game.
    if (this.fogOf(seat))
      return err({
        path: "$.seat",
        message: "this game is played with fog of war: its file can be downloaded once the game is over",
      });
    const f = logFile(s, new Date().toISOString());
    const n = seatFileLength(s, seat);
    return ok(
      serializeGame(
        {
          ...f,
          commands: f.commands.slice(0, n),
          entrySeats: f.entrySeats.slice(0, n),
          rolls: f.rolls.slice(0, n),
        },
        this.rulesets,
      ),
    );
  }

  /** The whole file with the seed (the host's copy), for tests and operators. */
  hostJson(): Record<string, unknown> {
    return gameToJson(logFile(this.session, null, { host: true }), this.rulesets);
  }
}
