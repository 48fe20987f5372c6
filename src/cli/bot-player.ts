import { type Candidate, candidateCommands } from "../core/firestrike/match/candidates";
import { basesToPlace, type DeploymentState, deployProblem } from "../core/firestrike/match/deployment";
import type { FirestrikeBody } from "../core/firestrike/match/format";
import { type GameRefs, parseBody } from "../core/firestrike/match/format";
import type { StepProgress } from "../core/firestrike/match/hotseat";
import { measuredOracle } from "../core/firestrike/measured/oracle";
import { FIRESTRIKE_SIGHT } from "../core/firestrike/sight/rules";
import type { GameState } from "../core/firestrike/state";
import { seededRandom } from "../core/random";
import type { Table } from "../core/table/schema";
import { createWorld } from "../geometry/los/world";
import { OnlineGame } from "../net/online-client";
import type { Invite, Refusal, SeatUpdate } from "../net/protocol";

/**
 * A bot for one seat of an online Firestrike game: random legal commands for its seat, found by trying
 * candidates (placements checked locally with the deployment rules, then sent) and learning from the
 * engine's refusals. In play, when it is its part of a step, it draws the ruleset's candidate commands
 * (core/firestrike/match/candidates.ts: moves inside the legal area, fire at enemy bases, Move markers,
 * HQ rolls, base actions, each tried locally on its seat view with the measured LOS), sends one, and
 * ends its part with "done" after a few commands or refusals in the step. It sends one command at a
 * time and waits for its answer (one lost with a dropped connection or a restarted server is re-sent by
 * OnlineGame with its id and answered then; one never confirmed ends the wait as an error after
 * COMMAND_TIMEOUT_MS); its own seeded generator makes its choices reproducible. The tests and bench:server play games with it, and
 * it is the base for an AI opponent later.
 */

export interface BotOptions {
  seed: number;
  /** stop after this many accepted commands */
  maxCommands: number;
  /** stop after this long (ms) */
  timeoutMs?: number;
  /** stop as soon as its seat may not act, or its "done" is refused as out of turn (a test's "play my part, then go") */
  stopWhenWaiting?: boolean;
  /** the least time between two commands (ms; default 60, under the server's 20 a second) */
  minIntervalMs?: number;
  /**
   * spread of that time (0–1, default 0): each wait is drawn in minIntervalMs × [1 − j, 1 + j] from a
   * generator of its own (the bot's choices stay as its seed makes them). The bench's paced bots: bots
   * that all wait the same time act in bursts, every game at once, which no set of players does.
   */
  paceJitter?: number;
  /** how many firer/target pairs its fire candidates try on the measured LOS (default 200; the bench
   * passes fewer so that a bot's thinking does not hold up the event loop that reads answers) */
  fireTries?: number;
  /** every command round trip, in ms (the benchmark's samples) */
  onRoundTrip?(ms: number): void;
  /**
   * every accepted command, with the step it was sent in (`deploy`, or `turn:step`): the benchmark
   * records one game's commands this way and replays them (`script`)
   */
  onAccepted?(step: string, command: Record<string, unknown>): void;
  /**
   * commands to send first in each step (by the step key `onAccepted` gives), in order, without
   * thinking: the benchmark's cheap load (a recorded game's commands). A refused one is passed over;
   * once a step's are used up the bot thinks as usual.
   */
  script?: ReadonlyMap<string, readonly Record<string, unknown>[]>;
  /** everything the bot was sent (the tests' recorded traffic) */
  onTraffic?(type: string, message: unknown): void;
  /**
   * act only once this settles (the bench: every bot has joined and has its first view, so that no
   * round trip waits behind other games' rooms being opened)
   */
  start?: Promise<void>;
  /** stop (reason "stopped") when this is aborted: a test's "play until the other bot is done" */
  signal?: AbortSignal;
}

export interface BotResult {
  seat: string;
  accepted: number;
  refused: number;
  over: boolean;
  /** why it stopped */
  reason: "over" | "max-commands" | "timeout" | "gave-up" | "waiting" | "stopped";
  entries: number;
  seed: string | number | null;
  /** how many of its commands came from `script` (sent without thinking) */
  scripted?: number;
}

interface FsView {
  deployment: DeploymentState;
  state: GameState | null;
  progress: StepProgress | null;
  /** whose part of the step it is, judged by the server on the whole position (absent from older servers) */
  acting?: string | null;
  /** every side that may act now (both in a simultaneous step), judged the same way */
  actors?: string[];
}

/** At most this many commands besides "done" in one step, and this many refusals, before "done". */
const STEP_COMMANDS = 6;
const STEP_REFUSALS = 3;

/** The measured LOS oracles of the tables bots play in this process (shared: a world is big). */
const oracles = new Map<string, ReturnType<typeof measuredOracle>>();
function oracleOf(table: Table, refs: GameRefs) {
  const key = JSON.stringify(table);
  let o = oracles.get(key);
  if (!o) {
    o = measuredOracle(createWorld(table, refs.catalog, FIRESTRIKE_SIGHT));
    oracles.set(key, o);
    if (oracles.size > 4) oracles.delete(oracles.keys().next().value!);
  }
  return o;
}

/** A random point of a polygon's bounding box that lies inside it (or its centre of box). */
function pointIn(ring: readonly (readonly [number, number])[], rnd: () => number): [number, number] {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (let k = 0; k < 50; k++) {
    const x = x0 + rnd() * (x1 - x0);
    const y = y0 + rnd() * (y1 - y0);
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    if (inside) return [x, y];
  }
  return [(x0 + x1) / 2, (y0 + y1) / 2];
}

/** Plays one seat until the game ends, `maxCommands` commands were accepted, or time runs out. */
export async function runBot(invite: Invite, refs: GameRefs, o: BotOptions): Promise<BotResult> {
  const rnd = seededRandom(o.seed);
  const paceRnd = seededRandom(o.seed + 0x9e37);
  const jitter = Math.min(1, Math.max(0, o.paceJitter ?? 0));
  /** the wait before the next command (drawn once per command) */
  let interval = o.minIntervalMs ?? 60;
  let body: FirestrikeBody | null = null;
  let accepted = 0;
  let refused = 0;
  let pending: {
    ref: number;
    at: number;
    type: unknown;
    step: string;
    command: Record<string, unknown>;
  } | null = null;
  /** how far the bot is into each step's script */
  const used = new Map<string, number>();
  let scripted = 0;
  /** The next command of `step`'s script (null: none left). */
  const fromScript = (step: string): Record<string, unknown> | null => {
    const list = o.script?.get(step);
    const i = used.get(step) ?? 0;
    if (!list || i >= list.length) return null;
    used.set(step, i + 1);
    scripted++;
    return list[i]!;
  };
  /** the log length at which "done" was last refused: wait for the game to move before trying again */
  let waitingAt = -1;
  let lastSent = -Infinity;
  /** the step the bot last acted in, and its commands and refusals there */
  let stepAt = "";
  let stepCommands = 0;
  let stepRefusals = 0;
  let scheduled = false;
  let started = !o.start;
  let finish: (r: BotResult["reason"]) => void = () => undefined;
  const finished = new Promise<BotResult["reason"]>((r) => {
    finish = r;
  });

  const think = () => {
    const u = game.update;
    const seat = game.seat;
    if (!u || !seat || !body || pending || !started) return;
    const wait = lastSent + interval - performance.now();
    if (wait > 0) {
      if (!scheduled) {
        scheduled = true;
        setTimeout(() => {
          scheduled = false;
          think();
        }, wait);
      }
      return;
    }
    if (u.over) return finish("over");
    if (accepted >= o.maxCommands) return finish("max-commands");
    if (!u.toAct.includes(seat) && o.stopWhenWaiting) return finish("waiting");
    if (!u.toAct.includes(seat) || waitingAt === u.n) return;
    const v = u.view as FsView;
    let command: Record<string, unknown>;
    const step = v.state ? `${v.state.turn}:${v.state.step}` : "deploy";
    const scriptedCommand = fromScript(step);
    if (scriptedCommand) {
      command = scriptedCommand;
      if (v.state && step !== stepAt) [stepAt, stepCommands, stepRefusals] = [step, 0, 0];
      if (command.type !== "done") stepCommands++;
    } else if (!v.state) {
      const refsD = { table: body.table, forces: body.forces, stats: refs.stats, catalog: refs.catalog };
      const left = basesToPlace(body.forces, seat).filter((b) => !Object.hasOwn(v.deployment.placed, b.id));
      const zones = body.table.deploymentZones.filter((z) => z.side === seat);
      const b = left[0];
      if (!b) command = { type: "end-deployment", side: seat };
      else {
        let at: [number, number] = [b.x, b.y];
        let facing = b.facing;
        for (let k = 0; k < 200; k++) {
          const zone = zones[Math.floor(rnd() * zones.length)];
          at = zone ? pointIn(zone.outline, rnd) : [rnd() * body.table.width, rnd() * body.table.depth];
          facing = at[1] < body.table.depth / 2 ? 0 : 180;
          if (!deployProblem(refsD, v.deployment, b.id, { x: at[0], y: at[1], facing })) break;
        }
        command = { type: "deploy", base: b.id, at, facing };
      }
    } else {
      const key = `${v.state.turn}:${v.state.step}`;
      if (key !== stepAt) [stepAt, stepCommands, stepRefusals] = [key, 0, 0];
      const env = { charts: refs.charts, stats: refs.stats, oracle: oracleOf(body.table, refs) };
      // Whose part it is comes from the server: under fog of war the view lacks the enemy bases that
      // decide it.
      const cands = candidateCommands(v.state, env, v.progress, seat, rnd, {
        fireTries: o.fireTries ?? 200,
        acting: v.acting,
        actors: v.actors,
      });
      if (cands.length === 0) {
        // Not its part of the step: wait for the log to move on.
        if (o.stopWhenWaiting) return finish("waiting");
        waitingAt = u.n;
        return;
      }
      const others = cands.filter((c) => c.kind !== "done");
      // Fire and moves first when there are any (base actions are mostly toggles).
      const fire = others.filter((c) => c.kind === "fire");
      const moves = others.filter((c) => c.kind === "move");
      const from = fire.length > 0 ? fire : moves.length > 0 && rnd() < 0.7 ? moves : others;
      let pick: Candidate = cands[cands.length - 1]!;
      if (others.length > 0 && stepCommands < STEP_COMMANDS && stepRefusals < STEP_REFUSALS && rnd() < 0.9)
        pick = from[Math.floor(rnd() * from.length)]!;
      if (pick.kind !== "done") stepCommands++;
      command = pick.entry as Record<string, unknown>;
    }
    lastSent = performance.now();
    interval = (o.minIntervalMs ?? 60) * (1 - jitter + 2 * jitter * paceRnd());
    pending = { ref: game.send(command), at: lastSent, type: command.type, step, command };
  };

  const answered = (ref: number | undefined, ok: boolean, r?: Refusal) => {
    if (!pending || ref !== pending.ref) return;
    o.onRoundTrip?.(performance.now() - pending.at);
    const { type, step, command } = pending;
    pending = null;
    if (ok) {
      accepted++;
      o.onAccepted?.(step, command);
    } else {
      refused++;
      // "done" out of turn: wait until the log moves on (a refused placement tries another spot).
      if (r && game.update && type === "done") waitingAt = game.update.n;
      else if (type !== "deploy" && type !== "end-deployment") stepRefusals++;
      if (type === "done" && o.stopWhenWaiting) finish("waiting");
      if (refused > 2000) finish("gave-up");
    }
  };

  const game: OnlineGame = await OnlineGame.join(invite, {
    welcome(w) {
      o.onTraffic?.("welcome", w);
      const b = parseBody(w.body, refs);
      if (b.ok) body = b.value;
      else finish("gave-up");
    },
    update(u: SeatUpdate) {
      o.onTraffic?.("update", u);
      answered(u.accepted, true);
      setTimeout(think, 0);
    },
    refused(r) {
      o.onTraffic?.("refused", r);
      answered(r.ref, false, r);
      setTimeout(think, 0);
    },
    error(r) {
      o.onTraffic?.("error", r);
      // An error without a ref answers whatever is pending (it is the only message in flight).
      answered(r.ref ?? pending?.ref, false, r);
      setTimeout(think, r.code === "rate-limited" ? 1000 : 50);
    },
    connection(c) {
      if (c.gaveUp) finish("gave-up");
    },
  });
  setTimeout(think, 0);
  void o.start?.then(() => {
    started = true;
    think();
  });
  return endBot(game, finished, finish, o.timeoutMs, () => ({ accepted, refused, scripted }), o.signal);
}

/**
 * How every bot ends (this file's and hook-bot.ts's): after `timeoutMs` it finishes with "timeout",
 * when `signal` is aborted with "stopped"; once `finished` settles it leaves the room and reports its counts and where the game stood.
 */
export async function endBot(
  game: OnlineGame,
  finished: Promise<BotResult["reason"]>,
  finish: (r: BotResult["reason"]) => void,
  timeoutMs: number | undefined,
  counts: () => { accepted: number; refused: number; scripted?: number },
  signal?: AbortSignal,
): Promise<BotResult> {
  const timer = timeoutMs ? setTimeout(() => finish("timeout"), timeoutMs) : null;
  const stop = () => finish("stopped");
  if (signal?.aborted) stop();
  signal?.addEventListener("abort", stop);
  const reason = await finished;
  if (timer) clearTimeout(timer);
  signal?.removeEventListener("abort", stop);
  const u = game.update;
  await game.leave();
  return {
    seat: game.seat ?? "?",
    ...counts(),
    over: u?.over ?? false,
    reason,
    entries: u?.n ?? 0,
    seed: u?.seed ?? null,
  };
}
