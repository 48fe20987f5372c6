import { ENGINE_SEAT, type Game, type Ruleset, refuse, type Seat } from "../../game/ruleset";
import { own } from "../../own";
import { err, ok } from "../../result";
import type { Env } from "../context";
import type { GameEvent } from "../events";
import type { GameState } from "../state";
import { playerView } from "../view";
import type { Step } from "../vocab";
import { deployingSide } from "./deployment";
import { type Entry, parseEntry } from "./entries";
import { firestrikeFog } from "./fog";
import { bodyToJson, type FirestrikeBody, parseBody } from "./format";
import {
  actor,
  actors,
  freshProgress,
  pendingResurrects,
  SIMULTANEOUS_STEPS,
  type StepProgress,
  stepKey,
} from "./hotseat";
import { entrySide, type GameDeps, initialPosition, type MatchSetup, type Position, step } from "./position";

/**
 * Firestrike as a ruleset (issue 24): the seam's first implementation. Its state is a match position
 * (deployment, rules state, hot-seat progress); its commands are the log entries of entries.ts.
 *
 * Seats (project reading, docs/architecture.md): each side of the forces is a seat; the engine's seat
 * plays `advance` (the automatic end of a step) and nothing else, and a side's seat never plays it.
 * `seatsToAct` is whose action it is: during deployment the deploying side; in play the side whose part
 * of the step it is in the hot-seat order (hotseat.ts), both sides in the simultaneous movement step
 * (2b), and a side that may resurrect a machine gun out of turn; the engine's seat only when nobody has
 * anything left (never in a settled position: `step` plays the automatic steps at once). Either side
 * may concede or ask for a take-back at any time in play (`outOfTurn`). A side's seat may never act for
 * the other side: a command naming the other side's base, formation or side is refused.
 */

/** What the journal notes about an entry: the turn and step it was made in (null before turn 1). */
export interface Note {
  turn: number | null;
  step: Step | null;
}

/** Firestrike's game, bound to one set-up: the rules as a reducer, plus the environment the app reads. */
export interface FirestrikeGame extends Game<Position, Entry, GameEvent, Note> {
  readonly env: Env;
  readonly setup: MatchSetup;
}

/** What one seat sees of a position. */
export type SeatView = ReturnType<typeof viewOf>;

/** The progress of the state's own step (fresh when the marks are of an earlier one). */
const progressOf = (s: GameState, p: StepProgress | null): StepProgress =>
  p && p.key === stepKey(s) ? p : freshProgress(s);

/**
 * Whose action it is at a position (`actor`, `actors`: hotseat.ts), judged once per position: the
 * engine asks before every entry and each seat's view and snapshot ask again, and positions are values
 * that never change, so the judgement can be kept with them.
 */
const judged = new WeakMap<Position, { acting: string | null; actors: string[] }>();
function turnOf(pos: Position, env: Env): { acting: string | null; actors: string[] } {
  const s = pos.state;
  if (!s) return { acting: null, actors: [] };
  let j = judged.get(pos);
  if (!j) {
    const p = progressOf(s, pos.progress);
    j = { acting: actor(s, env, p), actors: actors(s, env, p) };
    judged.set(pos, j);
  }
  return j;
}

function viewOf(setup: MatchSetup, env: Env, pos: Position, seat: Seat, revealed = false) {
  // Hidden deployment: before the first turn a seat sees only its own placed bases (once the first
  // turn has begun every placement is on the table, so a replay of the deployment shows them all).
  const placed =
    pos.state || revealed
      ? pos.deployment.placed
      : Object.fromEntries(
          Object.entries(pos.deployment.placed).filter(
            ([id]) => setup.forces.bases.find((b) => b.id === id)?.side === seat,
          ),
        );
  return {
    seat,
    deployment: { ...pos.deployment, placed },
    state: pos.state ? playerView(inStep(pos, seat), seat) : null,
    progress: pos.progress ? { key: pos.progress.key, done: pos.progress.done } : null,
    /**
     * whose part of the step it is (null: nobody's, or before turn 1), judged on the whole position.
     * Under fog of war the seat's own copy of the state lacks the enemy bases that decide it (a
     * direct-fire step waits for a side while the enemy has any base in play), so a client judging it
     * from the view alone could wait for a side that waits for it.
     */
    acting: turnOf(pos, env).acting,
    /** every side that may act now, judged the same way (both sides in a simultaneous step) */
    actors: turnOf(pos, env).actors,
    conceded: pos.conceded,
    /** the entry a take-back would revert now (null: none) */
    lastInEffect: pos.live?.last ?? null,
  };
}

/**
 * Simultaneous movement (hotseat.ts): until the step ends a seat sees the other side's bases where
 * they stood when the step began (and `logView` hides the step's entries: the state holds no events).
 * A spectator (no side) sees every side that way.
 */
function inStep(pos: Position, seat: Seat): GameState {
  const s = pos.state!;
  const start = pos.progress?.key === stepKey(s) ? pos.progress.start : undefined;
  if (!start) return s;
  const bases = { ...s.bases };
  for (const [id, b] of Object.entries(s.bases))
    if (b.side !== seat) {
      const then = own(start.bases, id);
      if (then) bases[id] = then;
    }
  return { ...s, bases };
}

/**
 * Whether a journal entry was made in the still running simultaneous step of `pos`: its events come
 * after the step began (an entry with no events has nothing to hide).
 */
function inRunningStep(pos: Position, events: readonly GameEvent[]): boolean {
  const s = pos.state;
  if (!s || s.over || pos.conceded || !SIMULTANEOUS_STEPS.has(s.step)) return false;
  const start = pos.progress?.key === stepKey(s) ? pos.progress.start : undefined;
  const first = events[0];
  return start !== undefined && first !== undefined && first.seq >= start.events;
}

/** The side of a deploy entry's base (null for any other entry). */
const deployer = (setup: MatchSetup, e: Entry): string | null =>
  e.type === "deploy" ? (setup.forces.bases.find((b) => b.id === e.base)?.side ?? null) : null;

function game(setup: MatchSetup, env: Env, deps: GameDeps): FirestrikeGame {
  const seats = setup.forces.sides.map((s) => s.id);
  return {
    env,
    setup,
    seats,
    parseCommand: parseEntry,
    impliedSeat: (pos, e) => entrySide(pos.state, setup, e) ?? ENGINE_SEAT,
    seatsToAct(pos) {
      if (!pos.state) {
        const d = deployingSide(pos.deployment);
        return d ? [d] : [];
      }
      const s = pos.state;
      if (s.over || pos.conceded) return [];
      // The side whose part of the step it is (both sides in the simultaneous movement step, 2b)...
      const now = turnOf(pos, env).actors;
      // ...and a side whose machine gun was just killed: it may resurrect it out of turn (seed 000
      // §5.1, "immediately"; hotseat.ts).
      const resurrecting = seats.filter((x) => !now.includes(x) && pendingResurrects(s, env, x).length > 0);
      const sides = [...now, ...resurrecting];
      // Nobody has anything left: the automatic end of the step (advance) is the engine's. `step`
      // plays it at once after every entry (settle), so a settled position always names a side.
      return sides.length > 0 ? sides : [ENGINE_SEAT];
    },
    // Either side may concede or ask for a take-back at any time in play (project default).
    outOfTurn: (pos, seat, e) =>
      pos.state !== null &&
      !pos.state.over &&
      pos.conceded === null &&
      seats.includes(seat) &&
      (e.type === "concede" || e.type === "take-back"),
    apply(pos, seat, e, history) {
      const side = entrySide(pos.state, setup, e);
      if (seat === ENGINE_SEAT && e.type !== "advance" && side !== null)
        return refuse(
          "wrong-seat",
          `the engine's seat plays only the automatic steps (advance); this ${e.type} is ${side}'s`,
        );
      if (seat !== ENGINE_SEAT && e.type === "advance")
        return refuse(
          "wrong-seat",
          `advance is the engine's (the automatic end of a step): ${seat} ends its part with "done"`,
        );
      if (seat !== ENGINE_SEAT && side !== null && side !== seat)
        return refuse("wrong-seat", `${seat} may not act for ${side}`);
      const r = step(pos, e, history.index, setup, env, deps, history.before, history.dice);
      if (!r.ok) return r;
      return ok({ state: r.value.position, events: r.value.events, takeBackOf: r.value.takeBackOf });
    },
    rolled: (events) => events.some((x) => x.type === "roll"),
    undoProblem: (e) =>
      e.type === "end-deployment"
        ? "a finished deployment is handed over and cannot be undone (the other side has seen the hand-over)"
        : null,
    note: (before) => ({ turn: before.state?.turn ?? null, step: before.state?.step ?? null }),
    seatView: (pos, seat) => viewOf(setup, env, pos, seat),
    replayView: (then, now, seat) => viewOf(setup, env, then, seat, now.state !== null),
    // Both sides' forces and the table are public in Firestrike; where each base stands is the view's.
    setupView: () => ({ table: setup.table, forces: setup.forces, deployed: setup.deployed }),
    // Hidden deployment: before the first turn a seat does not see where the other side placed its
    // bases, in the log either (it does see that the other side ended its deployment).
    // Simultaneous movement: the other side's entries of the running movement step are held back until
    // the step ends (the host tries held entries again at every update).
    logView: (pos, seat, item) => {
      const side = deployer(setup, item.entry);
      if (!(pos.state || side === null || side === seat)) return null;
      if (inRunningStep(pos, item.events)) {
        const by = entrySide(pos.state, setup, item.entry);
        if (by !== null && by !== seat) return null;
      }
      return item;
    },
    over: (pos) => pos.conceded !== null || pos.state?.over === true,
    fog: (pos, seat) => firestrikeFog(setup, env, pos, seat),
  };
}

/** The Firestrike ruleset, with the catalog, charts, stat lines and LOS oracle the edge gives it. */
export function firestrikeRuleset(
  deps: GameDeps,
): Ruleset<FirestrikeBody, Position, Entry, GameEvent, Note> & { deps: GameDeps } {
  return {
    id: "firestrike",
    name: "Firestrike",
    deps,
    parseBody: (json) => parseBody(json, deps),
    bodyToJson,
    parseCommand: parseEntry,
    seatsOf: (b) => b.forces.sides.map((s) => s.id),
    start(body, dice) {
      const setup: MatchSetup = body;
      const env: Env = { charts: deps.charts, stats: deps.stats, oracle: deps.oracleFor(body.table) };
      const start = initialPosition(setup, env, deps, dice);
      if (!start.ok) return err([{ path: start.error.path ?? "$.forces", message: start.error.message }]);
      return ok({ game: game(setup, env, deps), state: start.value.position, events: start.value.events });
    },
  };
}

/** The seat view of a Firestrike position (what `seatView` gives). */
export const firestrikeSeatView = (g: FirestrikeGame, pos: Position, seat: Seat): SeatView =>
  viewOf(g.setup, g.env, pos, seat);
