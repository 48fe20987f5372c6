import { createHash } from "node:crypto";
import { gameToJson, validateGame } from "../core/game/format";
import type { RuleError, RulesetRegistry, Seat } from "../core/game/ruleset";
import { openSession, playAs, type Session, seatView } from "../core/game/session";
import type { Problem } from "../core/problems";
import { err, ok, type Result } from "../core/result";
import type { SeatUpdate, Welcome } from "../net/protocol";
import type { GameStore } from "./store";

/**
 * The host of one online game: the server side of the referee. It holds the whole session (the seed
 * included) and plays every command through the same engine as hot-seat (`playAs`), stores each
 * accepted entry before anyone hears of it, and tells each seat only what it may see: `seatView`, the
 * log entries the ruleset lets it see (`entryVisible`), the seats to act. No Colyseus here: the room
 * (room.ts) is a thin transport over this.
 */

/** The placeholder for the seed in a file downloaded before the game ends. */
export const SEED_HIDDEN = "hidden-until-the-game-ends";

export const commitmentOf = (seed: string | number): string =>
  createHash("sha256").update(String(seed)).digest("hex");

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
    const file = validateGame(
      { ...g.file, commands: g.entries.map((e) => ({ ...e, seat: e.seat ?? undefined })) },
      rulesets,
    );
    if (!file.ok) return file;
    const s = openSession(file.value, rulesets);
    if (!s.ok) return s;
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
    if (!this.store.append(this.id, index, { seat, command: next.file.commands[index] }))
      return err({ code: "conflict", message: "another server wrote this game's log first; join again" });
    this.session = next;
    return ok({ index });
  }

  welcome(seat: Seat): Welcome {
    const f = this.session.file;
    const rules = this.rulesets.get(f.ruleset)!;
    return {
      game: this.id,
      seat,
      seats: [...f.seats],
      ruleset: f.ruleset,
      name: f.name,
      body: rules.bodyToJson(f.body),
      commitment: commitmentOf(f.seed),
    };
  }

  /** May `viewer` see entry `i` now? Its own entries, and the others' the ruleset does not hide. */
  private visible(i: number, viewer: Seat): boolean {
    const by = this.session.journal[i]?.seat ?? null;
    if (by === viewer) return true;
    const g = this.session.game;
    return g.entryVisible
      ? g.entryVisible(this.session.now, this.session.file.commands[i], by, viewer)
      : true;
  }

  /** What `seat` may see now, with the visible entries from `from` on. */
  update(seat: Seat, from: number): SeatUpdate {
    const s = this.session;
    const entries: SeatUpdate["entries"] = [];
    for (let i = Math.max(0, from); i < s.file.commands.length; i++)
      if (this.visible(i, seat))
        entries.push({ index: i, seat: s.journal[i]!.seat, command: s.file.commands[i] });
    return {
      n: s.file.commands.length,
      toAct: s.game.seatsToAct(s.now),
      over: this.over,
      view: seatView(s, seat),
      entries,
      seed: this.over ? s.file.seed : null,
    };
  }

  /**
   * The game file as `seat` may see it: the entries it may see, and the seed only once the game is over
   * (before, SEED_HIDDEN stands in: the file replays, but with other dice than the host's).
   */
  fileFor(seat: Seat): Record<string, unknown> {
    const s = this.session;
    const keep = s.file.commands.map((_, i) => this.visible(i, seat));
    const file = {
      ...s.file,
      savedAt: new Date().toISOString(),
      seed: this.over ? s.file.seed : SEED_HIDDEN,
      commands: s.file.commands.filter((_, i) => keep[i]),
      entrySeats: s.journal.map((j) => j.seat).filter((_, i) => keep[i]),
    };
    // The commitment travels in the welcome, not the file: sightline-game/2 has no field for it yet
    // (the seam-dice branch adds one), and a strict reader would refuse an unknown field.
    return gameToJson(file, this.rulesets);
  }
}
