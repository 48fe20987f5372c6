import { gameToJson, serializeGame, validateGame } from "../core/game/format";
import type { RuleError, RulesetRegistry, Seat } from "../core/game/ruleset";
import { seatFileLength } from "../core/game/seat-snapshot";
import {
  type JournalItem,
  logFile,
  openSession,
  playAs,
  type Session,
  undoProblem,
} from "../core/game/session";
import type { Problem } from "../core/problems";
import { err, ok, type Result } from "../core/result";
import type { SeatUpdate, Welcome } from "../net/protocol";
import type { GameStore } from "./store";

/**
 * The host of one online game: the server side of the referee. It holds the whole session (the seed
 * included: the engine's host dice derive every roll from it) and plays every command through the
 * same engine as hot-seat (`playAs`), stores each accepted entry (with its rolls) before anyone hears
 * of it, and tells each seat only what it may see: the ruleset's `seatView`, the log entries as its
 * `logView` lets that seat see them, the seats to act. No Colyseus here: the room (room.ts) is a thin
 * transport over this.
 */

export class HostedGame {
  private constructor(
    readonly id: string,
    private session: Session,
    private readonly store: GameStore,
    private readonly rulesets: RulesetRegistry,
  ) {}

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
    return ok(new HostedGame(id, s.value, store, rulesets));
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

  /** Plays `input` as `seat`; an accepted entry is stored first. Refusals leave the game as it was. */
  play(seat: Seat, input: unknown): Result<{ index: number }, RuleError> {
    const r = playAs(this.session, seat, input);
    if (!r.ok) return r;
    const index = this.session.file.commands.length;
    const next = r.value;
    const item = next.journal[index]!;
    if (!this.store.append(this.id, index, { seat, command: next.file.commands[index], rolls: item.rolls }))
      return err({ code: "conflict", message: "another server wrote this game's log first; join again" });
    this.session = next;
    return ok({ index });
  }

  welcome(seat: Seat): Welcome {
    const s = this.session;
    const f = s.file;
    const rules = this.rulesets.get(f.ruleset)!;
    return {
      game: this.id,
      seat,
      seats: [...f.seats],
      ruleset: f.ruleset,
      name: f.name,
      body: rules.bodyToJson(f.body),
      setup: s.game.setupView ? s.game.setupView(seat) : rules.bodyToJson(f.body),
      opening: s.opening,
      commitment: f.commitment,
    };
  }

  /** How `seat` sees entry `j` now: as it is, redacted, or not at all (null). */
  private seen(j: JournalItem, seat: Seat): JournalItem | null {
    const g = this.session.game;
    if (!g.logView) return j;
    const v = g.logView(this.session.now, seat, j);
    return v ? { ...j, entry: v.entry, events: v.events } : null;
  }

  /**
   * What `seat` may see now, with the log entries from `from` on as it may see them; `low` is the
   * first entry it was not sent as it is (hidden or redacted: the next update sends it again from there).
   */
  update(seat: Seat, from: number): { update: SeatUpdate; low: number } {
    const s = this.session;
    const entries: JournalItem[] = [];
    let low = s.journal.length;
    for (let i = Math.max(0, from); i < s.journal.length; i++) {
      const j = s.journal[i]!;
      const v = this.seen(j, seat);
      if (v) entries.push(v);
      if ((!v || v.entry !== j.entry) && low === s.journal.length) low = i;
    }
    const why = undoProblem(s);
    return {
      update: {
        n: s.journal.length,
        toAct: s.game.seatsToAct(s.now),
        over: this.over,
        view: s.game.seatView(s.now, seat),
        entries,
        undo: {
          allowed: false,
          why: why ?? "online games are not undone: ask your opponent for a take-back",
        },
        seed: this.over ? (s.host?.seed ?? null) : null,
      },
      low,
    };
  }

  /**
   * The game file as `seat` may see it: the log up to the first entry hidden from it (so it replays
   * from its recorded rolls), the commitment, and the seed only once the game is over.
   */
  fileFor(seat: Seat): string {
    const s = this.session;
    const f = logFile(s, new Date().toISOString());
    const n = seatFileLength(s, seat);
    return serializeGame(
      {
        ...f,
        commands: f.commands.slice(0, n),
        entrySeats: f.entrySeats.slice(0, n),
        rolls: f.rolls.slice(0, n),
      },
      this.rulesets,
    );
  }

  /** The whole file with the seed (the host's copy), for tests and operators. */
  hostJson(): Record<string, unknown> {
    return gameToJson(logFile(this.session, null, { host: true }), this.rulesets);
  }
}
