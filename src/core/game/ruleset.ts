import type { Problem } from "../problems";
import type { Result } from "../result";

/**
 * The seam between the game engine and a rule system (issue 24 item 1; in the spirit of chessops'
 * `Rules` and boardgame.io's `Game`). `core/game` (session, format) knows only this file; each ruleset
 * (src/core/firestrike/match is the first) implements it, and the edge (app, CLI) hands the engine a
 * registry of the rulesets it knows. `core/game` never imports a ruleset (tests/layering.test.ts).
 *
 * A ruleset reads its part of a save file (the set-up, `B`) and its commands (`C`), and starts a game
 * from a set-up and the engine's dice. The started game (`Game`) is a pure reducer over the ruleset's
 * state `S`: `apply(state, seat, command)` returns the next state and the events (`E`) it produced, or
 * the reason it is refused, and never changes its input.
 *
 * Dice (issue 24 item 4, commit–reveal): a ruleset never holds the seed or a generator. The engine
 * hands it a `Dice` for the start and for every entry (`History.dice`); it records every roll in the
 * game file, derives new ones from the host's secret seed, and replays a log from its recorded rolls
 * (core/game/dice.ts). A ruleset draws its dice ONLY through `Dice`, in an order that depends only on
 * the state and the command, so a replay asks for the same rolls in the same order.
 */

/** The engine's dice, for one entry (or the start). */
export interface Dice {
  /**
   * One die with `sides` faces (an integer 1..1000): an integer 1..sides. May throw `DiceExhausted`
   * (a replay without the seed asked for more rolls than the file records): let it through.
   */
  roll(sides: number): number;
}

/**
 * Thrown by `Dice.roll` when no roll can be dealt: the file records fewer rolls for the entry than it
 * asks for and the seed is not known, or a recorded roll is no roll of the die asked for. Engine-internal:
 * a ruleset that catches errors must rethrow it (the engine turns it into a problem naming the entry).
 */
export class DiceExhausted extends Error {
  constructor(
    message: string,
    /** the JSON path of the file's record at fault, e.g. `$.commands[4].rolls[2]` */
    readonly path: string,
  ) {
    super(message);
    this.name = "DiceExhausted";
  }
}

/** Who sends a command: a side id, the engine (automatic steps), or a spectator. */
export type Seat = string;
/** The engine's seat: the automatic steps the host plays (e.g. Firestrike's `advance`). */
export const ENGINE_SEAT = "engine";
/** A spectator's seat: it sees the public view and may act on nothing. */
export const SPECTATOR_SEAT = "spectator";

/**
 * Why a command is refused: a code, words for the player, and the field at fault when there is one. The
 * one refusal type of the engine and every ruleset (issue 36 item 7); a ruleset may narrow `Code` to
 * its own `as const` vocabulary (Firestrike's `ERROR_CODES`).
 */
export interface RuleError<Code extends string = string> {
  code: Code;
  message: string;
  /** the field at fault, as a JSON path from the command (`$.path[2]`) or the file (`$.commands[4]`) */
  path?: string;
}

/**
 * A refusal as a value (`Result`'s error side): the one helper the engine and every ruleset build
 * refusals with, always in this order: code, words for the player, the field at fault.
 */
export const refuse = <const Code extends string>(
  code: Code,
  message: string,
  path?: string,
): { ok: false; error: RuleError<Code> } => ({
  ok: false,
  error: path === undefined ? { code, message } : { code, message, path },
});

/** What one command did. */
export interface Applied<S, E> {
  state: S;
  events: E[];
  /** for a take-back: the index of the entry it reverted (the session marks it taken back) */
  takeBackOf?: number | null;
}

/**
 * What a command may look up besides the state: its own index, the state before an earlier entry, and
 * the dice for this entry (the automatic steps it leads to draw from the same dice).
 */
export interface History<S> {
  index: number;
  before(entry: number): S;
  dice: Dice;
}

/** One game's rules, bound to its set-up (which never changes during the game). */
export interface Game<S, C, E, N = unknown> {
  /** the seats that play (side ids), in the set-up's order */
  readonly seats: readonly Seat[];
  /** validates one command (the error names the field at fault) */
  parseCommand(input: unknown): Result<C, RuleError>;
  /** the seat a command implies, for a log that did not record seats (sightline-game/1) */
  impliedSeat(state: S, command: C): Seat;
  /**
   * Exactly the seats whose action it is now: the side (or sides, in a simultaneous step) the game
   * waits for, and the engine's seat only when an automatic step may be sent. A page, a bot or a
   * computer opponent reads whose action it is from this; the engine refuses any other seat, but for
   * what `outOfTurn` allows.
   */
  seatsToAct(state: S): Seat[];
  /**
   * True for a command a side's seat may send while it is not among `seatsToAct` (e.g. conceding,
   * asking for a take-back); the reducer still rules on it. Without it: none.
   */
  outOfTurn?(state: S, seat: Seat, command: C): boolean;
  /** the pure reducer: the next state and the events, or why the command is refused */
  apply(state: S, seat: Seat, command: C, history: History<S>): Result<Applied<S, E>, RuleError>;
  /** true when these events rolled dice (the engine also knows: an entry that drew from `Dice`) */
  rolled(events: readonly E[]): boolean;
  /** why the ruleset never lets this entry be undone, beyond dice (null: it may be) */
  undoProblem(command: C): string | null;
  /** what the journal notes about an entry, from the state before it (turn, step…) */
  note(before: S, command: C, seat: Seat): N;
  /** everything `seat` may see: never another seat's hidden things (the state holds no seed or generator) */
  seatView(state: S, seat: Seat): unknown;
  /** true when the game is over */
  over(state: S): boolean;
  /**
   * How `seat` may see one entry of the log, judged at `state` (the position shown): null hides it,
   * or a redacted entry and events. Without it every seat sees every entry as it is (seat-snapshot.ts).
   */
  logView?(
    state: S,
    seat: Seat,
    item: { entry: C; seat: Seat; events: E[] },
  ): { entry: C; events: E[] } | null;
  /**
   * What `seat` may see of an earlier state `then` now that the game is at `now` (replay): what was
   * hidden then may have been revealed since. Without it: `seatView(then, seat)`.
   */
  replayView?(then: S, now: S, seat: Seat): unknown;
  /** the set-up as `seat` may see it (without it: the file's set-up as it is) */
  setupView?(seat: Seat): unknown;
  /**
   * Measured fog of war (a game option, issue 19): the ids `seat` may not see at `state` (core/game/
   * fog.ts takes them out of everything sent to it). A ruleset without it cannot be played with fog.
   */
  fog?(state: S, seat: Seat): ReadonlySet<string>;
}

/** A ruleset: reads its part of a save file and starts games. */
export interface Ruleset<B, S, C, E, N = unknown> {
  /** the `ruleset` field of a save file */
  readonly id: string;
  readonly name: string;
  /** reads the ruleset's part of a save file (every field but the engine's header); paths from `$` */
  parseBody(json: Record<string, unknown>): Result<B, Problem[]>;
  /** the inverse of `parseBody`: the fields written into the file */
  bodyToJson(body: B): Record<string, unknown>;
  /** validates one command of the log, before any game is started */
  parseCommand(input: unknown): Result<C, RuleError>;
  /** the seats of a set-up */
  seatsOf(body: B): Seat[];
  /** starts a game: the bound rules, the first state and the events of the start (its opening dice) */
  start(body: B, dice: Dice): Result<{ game: Game<S, C, E, N>; state: S; events: E[] }, Problem[]>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds rulesets of every type
export type AnyRuleset = Ruleset<any, any, any, any, any>;

/** The rulesets an edge (app, CLI, a test) knows, by id. */
export type RulesetRegistry = ReadonlyMap<string, AnyRuleset>;

/** A registry of the given rulesets. */
export const registryOf = (...rulesets: AnyRuleset[]): RulesetRegistry =>
  new Map(rulesets.map((r) => [r.id, r]));
