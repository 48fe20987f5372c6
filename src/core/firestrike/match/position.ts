import type { Catalog } from "../../catalog/schema";
import { type Dice, refuse } from "../../game/ruleset";
import { own } from "../../own";
import type { Table } from "../../table/schema";
import { applyCommand } from "../apply";
import type { Charts } from "../charts/schema";
import type { Env } from "../context";
import type { GameError } from "../errors";
import type { GameEvent } from "../events";
import type { BattlefieldOracle } from "../oracle";
import { newGame } from "../setup/new-game";
import type { GameState } from "../state";
import type { StatBook } from "../stats/schema";
import {
  type DeploymentState,
  deployedForces,
  deployingSide,
  deployProblem,
  endProblem,
  normalFacing,
  presetProblem,
  startDeployment,
} from "./deployment";
import { type Entry, isMetaEntry, sideOfEntry } from "./entries";
import type { FirestrikeBody } from "./format";
import { actor, actors, freshProgress, type StepProgress, stepKey } from "./hotseat";

/**
 * One position of a game: everything after some prefix of its log. `step` plays one entry on a
 * position and returns the next, or the reason the entry is refused; it never changes its input.
 * Dice steps after an entry are played at once (hot-seat policy, hotseat.ts), and their events (and
 * dice: every roll comes from the engine's `Dice` for the entry) belong to the entry that led to them.
 */

/** A game's set-up: what its positions are played from (the dice are the engine's, never the seed). */
export type MatchSetup = FirestrikeBody;

/** What a game needs besides its file. */
export interface GameDeps {
  catalog: Catalog;
  charts: Charts;
  stats: StatBook;
  /** the battlefield oracle for a table (the measured one in the app, a fake in some tests) */
  oracleFor(table: Table): BattlefieldOracle;
}

/** The game after some entries. */
export interface Position {
  /** deployment so far (complete once the game has started) */
  deployment: DeploymentState;
  /** the rules state once the game has started; null while deploying */
  state: GameState | null;
  /** who has said "done" in the current step */
  progress: StepProgress | null;
  /** a side that conceded, ending the game */
  conceded: string | null;
  /** indexes of in-game entries in effect, latest first: what a take-back reverts */
  live: Live;
}

/**
 * The in-game entries in effect as a persistent stack, latest on top: pushing shares the rest, so a
 * position after n entries costs O(1) more than the one before (issue 18 item 7: an array copied
 * per entry made opening a long save quadratic).
 */
export type Live = { readonly last: number; readonly rest: Live } | null;

const push = (live: Live, index: number): Live => ({ last: index, rest: live });

/** One entry played: the position after it, the events it produced, and what it took back. */
export interface Played {
  position: Position;
  events: GameEvent[];
  side: string | null;
  takeBackOf: number | null;
}

/** The position before any entry: deploying, or (for a pre-deployed file) turn 1 after its dice. */
export function initialPosition(
  file: MatchSetup,
  env: Env,
  deps: GameDeps,
  dice: Dice,
): { ok: true; value: Played } | { ok: false; error: GameError } {
  const deployment = startDeployment(file.forces);
  const base: Position = { deployment, state: null, progress: null, conceded: null, live: null };
  if (!file.deployed)
    return { ok: true, value: { position: base, events: [], side: null, takeBackOf: null } };
  // A pre-deployed file gets the checks its deploy entries would have had (issue 18 item 14).
  const preset = presetProblem({
    table: file.table,
    forces: file.forces,
    stats: deps.stats,
    catalog: deps.catalog,
  });
  if (preset)
    return refuse(
      "illegal-move",
      `the game is saved as deployed, but ${preset.message}`,
      `$.forces.bases[${preset.index}]`,
    );
  return startGame(
    { ...base, deployment: { ...deployment, ended: [...deployment.order] } },
    env,
    deps,
    file.forces,
    dice,
  );
}

function startGame(
  pos: Position,
  env: Env,
  deps: GameDeps,
  forces: MatchSetup["forces"],
  dice: Dice,
): { ok: true; value: Played } | { ok: false; error: GameError } {
  const g = newGame(forces, dice, env, deps.catalog);
  if (!g.ok)
    return refuse(
      "bad-command",
      `the game cannot start: ${g.error.map((p) => `${p.path} ${p.message}`).join("; ")}`,
    );
  const events = [...g.value.events];
  const first = g.value.state;
  const settled = settle({ ...pos, state: first, progress: freshProgress(first) }, env, events, dice);
  if (!settled.ok) return settled;
  return { ok: true, value: { position: settled.value, events, side: null, takeBackOf: null } };
}

/** The automatic end of a step, as `parseCommand` gives it. */
const ADVANCE = { type: "advance" } as const;

/** Plays the automatic steps: `advance` while nobody has anything to do in the current step. */
export function settle(
  pos: Position,
  env: Env,
  events: GameEvent[],
  dice: Dice,
): { ok: true; value: Position } | { ok: false; error: GameError } {
  let s = pos.state;
  let p = pos.progress;
  for (let guard = 0; s && p && !s.over && !pos.conceded; guard++) {
    if (guard > 2000) return refuse("internal", "the game does not settle (internal)");
    if (p.key !== stepKey(s)) p = freshProgress(s);
    if (actor(s, env, p) !== null) break;
    const r = applyCommand(s, ADVANCE, env, dice);
    if (!r.ok) return { ok: false, error: r.error };
    events.push(...r.events);
    s = r.state;
    p = freshProgress(s);
  }
  return { ok: true, value: { ...pos, state: s, progress: p } };
}

/** The side a command is for, looked up in the state. */
export function entrySide(s: GameState | null, file: MatchSetup, e: Entry): string | null {
  return sideOfEntry(e, {
    base: (id) =>
      own(s?.bases, id)?.side ??
      s?.sides.find((x) => x.offBoardArtillery.some((b) => b.id === id))?.id ??
      file.forces.bases.find((b) => b.id === id)?.side ??
      null,
    formation: (id) => own(s?.formations, id)?.side ?? null,
  });
}

/** How a take-back finds the position before the entry it reverts. */
export type Before = (index: number) => Position;

/** Plays entry number `index` on `pos`. */
export function step(
  pos: Position,
  e: Entry,
  index: number,
  file: MatchSetup,
  env: Env,
  deps: GameDeps,
  before: Before,
  dice: Dice,
): { ok: true; value: Played } | { ok: false; error: GameError } {
  const s = pos.state;
  const side = entrySide(s, file, e);
  const done = (position: Position, events: GameEvent[] = [], takeBackOf: number | null = null) => ({
    ok: true as const,
    value: { position, events, side, takeBackOf },
  });
  // An entry naming a side names one of the game's two (issue 18 item 14: a concede by "green"
  // once ended the game).
  if ("side" in e && !file.forces.sides.some((x) => x.id === e.side))
    return refuse(
      "unknown-side",
      `there is no side "${e.side}" in this game (its sides are ${file.forces.sides.map((x) => x.id).join(" and ")})`,
    );
  if (e.type === "deploy" || e.type === "end-deployment") {
    if (s)
      return refuse("not-allowed", `${e.type} entries belong before the first turn; the game has started`);
    const refs = { table: file.table, forces: file.forces, stats: deps.stats, catalog: deps.catalog };
    if (e.type === "deploy") {
      const at = { x: e.at[0], y: e.at[1], facing: normalFacing(e.facing) };
      const why = deployProblem(refs, pos.deployment, e.base, at);
      if (why) return refuse("illegal-move", why);
      return done({
        ...pos,
        deployment: { ...pos.deployment, placed: { ...pos.deployment.placed, [e.base]: at } },
      });
    }
    const why = endProblem(refs, pos.deployment, e.side);
    if (why) return refuse("not-allowed", why);
    const deployment = { ...pos.deployment, ended: [...pos.deployment.ended, e.side] };
    if (deployingSide(deployment)) return done({ ...pos, deployment });
    const started = startGame(
      { ...pos, deployment },
      env,
      deps,
      deployedForces(file.forces, deployment),
      dice,
    );
    return started.ok ? { ok: true, value: { ...started.value, side } } : started;
  }
  if (!s || !pos.progress)
    return refuse(
      "wrong-step",
      `${e.type} needs a game in progress: ${deployingSide(pos.deployment) ?? "nobody"} is still deploying`,
    );
  if (pos.conceded) return refuse("game-over", `the game is over: ${pos.conceded} conceded`);
  if (s.over) return refuse("game-over", "the game is over");
  const progress = pos.progress.key === stepKey(s) ? pos.progress : freshProgress(s);
  // Simultaneous steps (hotseat.ts) let every side still at it act; elsewhere `now` is one side.
  const now = actors(s, env, progress);
  const first = now[0] ?? null;
  if (e.type === "take-back") {
    const target = pos.live?.last;
    if (target === undefined) return refuse("not-allowed", "there is nothing to take back");
    const b = before(target);
    if (!b.state) return refuse("not-allowed", "there is nothing to take back");
    // The dice stay rolled: the engine deals every entry its own dice, so the command made again (a
    // later entry) gets fresh ones and taking back cannot fish for a better roll.
    return done(b, [], target);
  }
  if (e.type === "concede") return done({ ...pos, conceded: e.side, live: push(pos.live, index) });
  if (e.type === "done") {
    if (!now.includes(e.side))
      return refuse(
        "not-allowed",
        first
          ? `it is ${now.join(" and ")}'s part of this step, not ${e.side}'s`
          : "nobody is acting in this step",
      );
    const events: GameEvent[] = [];
    const next = settle(
      {
        ...pos,
        progress: { ...progress, done: { ...progress.done, [e.side]: s.eventCount } },
        live: push(pos.live, index),
      },
      env,
      events,
      dice,
    );
    return next.ok ? done(next.value, events) : next;
  }
  if (
    !isMetaEntry(e) &&
    e.type !== "advance" &&
    e.type !== "resurrect-machine-gun" &&
    side &&
    first &&
    !now.includes(side)
  )
    return refuse("not-allowed", `it is ${first}'s part of this step: ${side} acts when ${first} is done`);
  const r = applyCommand(s, e, env, dice);
  if (!r.ok) return { ok: false, error: r.error };
  const events = [...r.events];
  const next = settle({ ...pos, state: r.state, progress, live: push(pos.live, index) }, env, events, dice);
  return next.ok ? done(next.value, events) : next;
}
