import type { PolicyLevel } from "../../core/game/policy";
import type { Result } from "../../core/result";
import type { ComputerClient } from "../ai/computer-client";
import { computerSeen } from "../ai/computer-protocol";
import type { Refusal, SeatId, SeatSnapshot, Unsubscribe } from "../client/game-client";
import type { ComputerState } from "./computer-store";

/**
 * A computer player in a hot-seat game (issue 34): one seat of the shell played by the ruleset's policy
 * in the page's worker. It watches its own seat's snapshots (so the worker is sent that seat's view and
 * nothing else), asks the worker for a decision whenever its seat is among those to act, and sends the
 * command through the shell's `play(seat, command)`, as a person's click does. A refused command is
 * asked again with the refusal counted (a policy then ends its part); after `ATTEMPTS` refusals at one
 * point of the log it stops and says why. Every move is kept with its decision for the page's log.
 */

/** Refusals at one point of the log before the computer stops (a hook's random player walks its candidates). */
export const ATTEMPTS = 16;

/** What the computer seat needs of the shell and the page. */
export interface ComputerSeatDeps {
  client: ComputerClient;
  /** the seat's snapshots: now, and after every change */
  watch(seat: SeatId, listener: (s: SeatSnapshot) => void): Unsubscribe;
  /** the shell's play */
  play(seat: SeatId, command: unknown): Promise<Result<void, Refusal>>;
  /** false while the page shows a past position (replay): the computer waits */
  mayAct(): boolean;
  /** the computer's part of the page */
  state(): ComputerState;
  set(patch: Partial<ComputerState>): void;
  /** the decision's time budget, ms */
  budgetMs: number;
  /** seeds the policy's samples (the page's own numbers, never the game's dice) */
  rndSeed(): number;
}

export class ComputerSeat {
  /** true while its own command is in the shell's `play` (the shell refuses the seat to anyone else) */
  playing = false;
  private last: SeatSnapshot | null = null;
  private asking = false;
  private refusedAt = { n: -1, count: 0 };
  private stopWatching: Unsubscribe | null = null;
  private stopped = false;

  constructor(
    readonly seat: SeatId,
    readonly level: PolicyLevel,
    private readonly game: number,
    private readonly deps: ComputerSeatDeps,
  ) {}

  /** Starts watching its seat (and acting when it is to act). */
  start(): this {
    this.deps.set({
      playing: { seat: this.seat, level: this.level },
      thinking: null,
      moves: [],
      stuck: null,
    });
    this.stopWatching = this.deps.watch(this.seat, (s) => this.consider(s));
    return this;
  }

  /** Looks again (after replay ends). */
  poke(): void {
    if (this.last) this.consider(this.last);
  }

  /** Stops for good: the game was left or another one opened. */
  stop(): void {
    this.stopped = true;
    this.stopWatching?.();
    this.deps.client.stop();
    this.deps.set({ playing: null, thinking: null, toAct: [], moves: [], stuck: null });
  }

  private consider(snap: SeatSnapshot): void {
    if (this.stopped) return;
    this.last = snap;
    const moves = this.deps.state().moves;
    const kept = moves.filter((m) => m.entry < snap.entries);
    if (kept.length !== moves.length) this.deps.set({ moves: kept });
    this.deps.set({ toAct: snap.over ? [] : [...snap.seatsToAct] });
    if (this.asking) return;
    if (snap.over || !snap.seatsToAct.includes(this.seat) || !this.deps.mayAct()) {
      if (this.deps.state().thinking) this.deps.set({ thinking: null });
      return;
    }
    const attempt = this.refusedAt.n === snap.entries ? this.refusedAt.count : 0;
    if (attempt >= ATTEMPTS) return;
    void this.ask(snap, attempt);
  }

  private async ask(snap: SeatSnapshot, attempt: number): Promise<void> {
    this.asking = true;
    // its move in a row: one more than the entries its seat sent at the end of the log
    let move = 1;
    for (let i = snap.log.length - 1; i >= 0 && snap.log[i]!.seat === this.seat; i--) move++;
    this.deps.set({ thinking: { move, ms: 0 }, stuck: null });
    const answer = await this.deps.client.decide(
      {
        game: this.game,
        ruleset: snap.ruleset,
        level: this.level,
        seat: this.seat,
        seen: computerSeen(snap),
        attempt,
        budgetMs: this.deps.budgetMs,
        rndSeed: this.deps.rndSeed(),
      },
      (p) => {
        if (!this.stopped && this.last === snap) this.deps.set({ thinking: { move, ms: p.ms } });
      },
    );
    this.asking = false;
    if (this.stopped || answer.kind === "stopped") return;
    // the game moved on meanwhile (an undo, the other side's move): decide again from where it is now
    if (this.last !== snap) return this.consider(this.last!);
    if (answer.kind === "failed") return this.stuck(`the computer could not decide: ${answer.message}`);
    const d = answer.decision;
    if (!d) return this.stuck("the computer found nothing to send, though its side is to act");
    const entry = snap.entries;
    this.deps.set({
      thinking: null,
      moves: [...this.deps.state().moves, { entry, seat: this.seat, decision: d, ms: answer.ms }],
    });
    this.playing = true;
    let r: Result<void, Refusal>;
    try {
      r = await this.deps.play(this.seat, d.command);
    } finally {
      this.playing = false;
    }
    if (this.stopped) return;
    // accepted: its seat's new snapshot has already been considered (the host answers in the call)
    if (r.ok) return;
    this.deps.set({ moves: this.deps.state().moves.filter((m) => m.entry !== entry || m.decision !== d) });
    const n = snap.entries;
    this.refusedAt = { n, count: this.refusedAt.n === n ? this.refusedAt.count + 1 : 1 };
    if (this.refusedAt.count >= ATTEMPTS)
      return this.stuck(
        `the computer's commands were refused ${ATTEMPTS} times here; the last: ${r.error.message}`,
      );
    this.consider(this.last!);
  }

  private stuck(why: string): void {
    this.deps.set({ thinking: null, stuck: why });
  }
}
