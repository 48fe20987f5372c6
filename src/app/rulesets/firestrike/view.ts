import type { Env } from "../../../core/firestrike/context";
import type { GameEvent } from "../../../core/firestrike/events";
import {
  baseSize,
  basesToPlace,
  deployingSide,
  zoneWatchPoints,
} from "../../../core/firestrike/match/deployment";
import type { Entry } from "../../../core/firestrike/match/entries";
import { actor, actors, type TodoItem, todoFor } from "../../../core/firestrike/match/hotseat";
import { describeEntry, type LogRow, logRows } from "../../../core/firestrike/match/log";
import type { GameDeps } from "../../../core/firestrike/match/position";
import { type GameResult, gameResult } from "../../../core/firestrike/match/result";
import type { Note, SeatView } from "../../../core/firestrike/match/ruleset";
import type { JournalItem } from "../../../core/firestrike/match/session";
import { PHASE_LABELS, stepLabel } from "../../../core/firestrike/match/steps";
import type { ZoneSighting } from "../../../core/firestrike/oracle";
import { inPlay, isHq, isVehicle, statOf } from "../../../core/firestrike/query";
import type { GameSetup } from "../../../core/firestrike/setup/schema";
import type { Base, GameState, Point } from "../../../core/firestrike/state";
import { STEP_PHASE } from "../../../core/firestrike/vocab";
import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { Table, TableUnit } from "../../../core/table/schema";

/**
 * What the game UI draws, built after every change from the seat's snapshot (what the GameClient gives
 * the page: the seat's view and the log as that seat may see it, never the session) and the public
 * set-up: plain data, so components only read it. Replay mode builds the same view for an earlier
 * position's snapshot.
 */

/** A Firestrike seat's snapshot, as its client gives it. */
export type FirestrikeSnapshot = SeatSnapshot<SeatView, Entry, GameEvent, Note>;

/** The set-up as a Firestrike seat sees it (its ruleset's `setupView`): the table and both sides' forces. */
export interface FirestrikeSetupView {
  table: Table;
  forces: GameSetup;
  deployed: boolean;
}

/** What the view is built with besides the snapshot: the public set-up, the rules data, the environment. */
export interface ViewContext {
  table: Table;
  forces: GameSetup;
  deps: Pick<GameDeps, "stats" | "catalog">;
  env: Env;
}

/** A marker on a base (seed 000 §1.1 game markers), shown on its label and as a token on the table. */
export interface Chip {
  kind:
    | "pinned"
    | "prone"
    | "damage"
    | "immobilized"
    | "fired"
    | "move"
    | "broadcast"
    | "discovered"
    | "hull-down"
    | "dug-in"
    | "digging"
    | "retreat"
    | "assault"
    | "carrying"
    | "towing"
    | "setup";
  text: string;
}

/** A base still to place in deployment. */
export interface ToPlace {
  id: string;
  name: string;
  size: [number, number];
  placed: boolean;
  /** bases riding in it */
  carries: string[];
}

/** A reaction move to animate (Hide, Withdraw, Rout: seed 000 §6.3). */
export interface Travel {
  base: string;
  from: Point;
  to: Point;
}

/** Everything the game UI shows. */
export interface GameView {
  name: string;
  sides: { id: string; name: string }[];
  stage: "deploy" | "play" | "over";
  /** entries in the log, and the replay position when replaying */
  entries: number;
  replayAt: number | null;
  deploying: string | null;
  toPlace: ToPlace[];
  /**
   * while deploying: points across the enemy's deployment zone, as bases of the enemy's tallest-eyed
   * ground type, for the "what can they see from there" threat map (the enemy's bases stay hidden)
   */
  watchers: { key: string; units: TableUnit[] } | null;
  /** the rules state (null while deploying) */
  state: GameState | null;
  turn: number;
  turnLimit: number;
  phaseLabel: string;
  stepLabel: string;
  actor: string | null;
  /** the sides that may act now (both in simultaneous movement, seed 000 §2.3), from the snapshot */
  toAct: string[];
  /**
   * the sides whose part of the step it is now (both in simultaneous movement until one says done;
   * `actor` is one of them: this page's seat when it is among them)
   */
  actors: string[];
  todo: TodoItem[];
  undo: { allowed: boolean; why: string | null };
  /** the question to ask before an undo, when it would undo an agreed take-back (null: undo at once) */
  undoAsks: string | null;
  takeBack: string | null;
  rows: LogRow[];
  result: GameResult | null;
  chips: Record<string, Chip[]>;
  wrecks: { id: string; side: string; x: number; y: number; facing: number; size: [number, number] }[];
  travels: Travel[];
  units: TableUnit[];
  /** the first entry of each turn, over the whole log (replay jumps to turns with it) */
  turnStarts: [number, number][];
  /** who observes each impact zone, with the sight lines, from the rules' oracle (filled in by the controller) */
  watches: Record<string, ZoneSighting | null>;
}

/** The markers on one base. */
export function chipsOf(s: GameState, env: Env, b: Base): Chip[] {
  const out: Chip[] = [];
  const line = statOf(env, b);
  if (b.pinned) out.push({ kind: "pinned", text: "Pinned" });
  if (b.prone) out.push({ kind: "prone", text: "Prone" });
  if (b.damage > 0) out.push({ kind: "damage", text: `Dmg ${b.damage}` });
  if (b.immobilized !== "none")
    out.push({ kind: "immobilized", text: b.immobilized === "permanent" ? "Immobilized" : "Stuck" });
  if (b.fired !== "none") out.push({ kind: "fired", text: "Fired" });
  if (isHq(line) ? b.hqMoveAllowed === true : s.formations[b.formation]?.moveMarker)
    out.push({ kind: "move", text: "Move" });
  if (s.markers.broadcast.some((m) => m.hq === b.id && m.turn === s.turn))
    out.push({ kind: "broadcast", text: "Broadcast" });
  if (b.discovered) out.push({ kind: "discovered", text: "Discovered" });
  if (b.hullDown) out.push({ kind: "hull-down", text: "Hull down" });
  if (b.entrenched || b.digIn?.complete)
    out.push({ kind: "dug-in", text: b.digIn?.kind === "foxholes" ? "Foxholes" : "Dug in" });
  else if (b.digIn) out.push({ kind: "digging", text: `Digging ${b.digIn.turns}/${b.digIn.needed}` });
  if (b.retreat) out.push({ kind: "retreat", text: b.retreat.kind === "rout" ? "Routing" : "Withdrawing" });
  if (b.assaultWith.length > 0) out.push({ kind: "assault", text: `Assault ${b.assaultWith.join(",")}` });
  const riders = Object.values(s.bases).filter((x) => x.carriedBy === b.id && inPlay(x));
  if (riders.length > 0)
    out.push({
      kind: "carrying",
      text: `Carries ${riders.map((x) => (x.riding === "rider" ? `${x.id} (rider)` : x.id)).join(",")}`,
    });
  const guns = Object.values(s.bases).filter((x) => x.towedBy === b.id && inPlay(x));
  if (guns.length > 0) out.push({ kind: "towing", text: `Tows ${guns.map((x) => x.id).join(",")}` });
  // seed 000 §3.22: the share of the turn a gun spent limbering, unlimbering and setting up.
  if (line.gunClass !== undefined && b.setupFraction > 0)
    out.push({ kind: "setup", text: `Set-up ${Math.round(b.setupFraction * 100)}%` });
  return out;
}

const posture = (b: Base): TableUnit["posture"] =>
  b.entrenched || b.digIn?.complete ? "dug-in" : b.hullDown ? "hull-down" : b.prone ? "prone" : "normal";

/** The table units for the bases on the table now (in play, not carried). */
export function unitsOf(s: GameState): TableUnit[] {
  return Object.values(s.bases)
    .filter((b) => inPlay(b) && !b.carriedBy && !b.towedBy)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((b) => ({
      id: b.id,
      side: b.side,
      type: b.catalogType,
      x: b.x,
      y: b.y,
      facing: b.facing,
      posture: posture(b),
      baseInches: [b.frontageInches, b.depthInches],
      formation: b.formation,
    }));
}

/** Spacing of the enemy-zone watch points, inches (project default: a base every 4"). */
export const WATCH_SPACING_INCHES = 4;

function watchersFor(ctx: ViewContext, enemy: string): GameView["watchers"] {
  const { stats, catalog } = ctx.deps;
  const types = ctx.forces.bases
    .filter((b) => b.side === enemy)
    .map((b) => catalog.byType.get(stats.byId.get(b.statLine)?.catalogType ?? ""))
    .filter((e) => e !== undefined && e.altitudeYards === 0);
  const eye = types.sort((a, b) => b!.eyeYards - a!.eyeYards || a!.type.localeCompare(b!.type))[0];
  if (!eye) return null;
  const points = zoneWatchPoints(ctx.table, enemy, WATCH_SPACING_INCHES);
  if (points.length === 0) return null;
  return {
    key: `zone:${enemy}:${eye.type}:${WATCH_SPACING_INCHES}`,
    units: points.map(([x, y], i) => ({
      id: `watch-${i + 1}`,
      side: enemy,
      type: eye.type,
      x,
      y,
      facing: 0,
      posture: "normal" as const,
    })),
  };
}

/** The table units of placed bases: where the deployment put them, as `placed` (the seat's view) says. */
function placedUnits(
  ctx: ViewContext,
  placed: SeatView["deployment"]["placed"],
  side: string | null,
): TableUnit[] {
  const { stats, catalog } = ctx.deps;
  return ctx.forces.bases
    .filter((def) => (side === null || def.side === side) && !def.carriedBy && !def.towedBy)
    .filter((def) => Object.hasOwn(placed, def.id))
    .map((def) => {
      const p = placed[def.id]!;
      return {
        id: def.id,
        side: def.side,
        type: stats.byId.get(def.statLine)?.catalogType ?? "infantry",
        x: p.x,
        y: p.y,
        facing: p.facing,
        posture: "normal" as const,
        baseInches: baseSize(def, stats, catalog),
        formation: def.formation,
      };
    });
}

function deployView(
  ctx: ViewContext,
  seen: SeatView,
  seat: string,
  replay: boolean,
): Pick<GameView, "deploying" | "toPlace" | "units" | "watchers"> {
  const { forces } = ctx;
  const side = deployingSide(seen.deployment);
  // Replay (issue 39 item 7): every base placed so far that the seat's view holds (its own; every
  // side's once the game has begun), whichever side deploys at that entry, and nothing to act on: no
  // tray, no threat map.
  if (replay)
    return {
      deploying: side,
      toPlace: [],
      units: placedUnits(ctx, seen.deployment.placed, null),
      watchers: null,
    };
  // Another seat deploying (online, the page shows only its own seat): nothing of theirs to show.
  if (!side || (seat !== side && forces.sides.some((x) => x.id === seat)) || seat === "spectator")
    return { deploying: side, toPlace: [], units: [], watchers: null };
  const { stats, catalog } = ctx.deps;
  const enemy = forces.sides.find((x) => x.id !== side)?.id ?? side;
  const placed = seen.deployment.placed;
  const toPlace = basesToPlace(forces, side).map((b) => ({
    id: b.id,
    name: stats.byId.get(b.statLine)?.name ?? b.statLine,
    size: baseSize(b, stats, catalog),
    placed: Object.hasOwn(placed, b.id),
    carries: forces.bases.filter((x) => x.carriedBy === b.id || x.towedBy === b.id).map((x) => x.id),
  }));
  // Only the deploying side's own bases are on the table; the seat's view holds no others anyway.
  return {
    deploying: side,
    toPlace,
    units: placedUnits(ctx, placed, side),
    watchers: watchersFor(ctx, enemy),
  };
}

/** Reaction moves among events (Hide, Withdraw and Rout are moves of mode "reaction"). */
export const travelsIn = (events: readonly GameEvent[]): Travel[] =>
  events.flatMap((e) =>
    e.type === "moved" && e.mode === "reaction" ? [{ base: e.base, from: e.from, to: e.to }] : [],
  );

const entryAt = (log: readonly JournalItem[], index: number): JournalItem | undefined =>
  log.find((j) => j.index === index);

/**
 * Undoing a take-back brings the taken-back entry and its dice back (issue 23 item 5): the players
 * agreed to it, so the app asks first and says what will happen.
 */
function undoQuestion(snap: FirestrikeSnapshot): string | null {
  const last = entryAt(snap.log, snap.entries - 1);
  if (!last || last.takeBackOf === null || !snap.undo.allowed) return null;
  const back = entryAt(snap.log, last.takeBackOf);
  const what = back ? `"${describeEntry(back.entry, back.side)}"` : "the entry taken back";
  return `Undo the agreed take-back? ${what} comes back into effect with the dice it rolled, as if it had never been taken back.`;
}

/** The first entry of each turn in a log (replay jumps to turns with it). */
export function turnStartsOf(log: readonly JournalItem[]): [number, number][] {
  const out: [number, number][] = [];
  for (const j of log)
    if (j.note.turn !== null && !out.some(([t]) => t === j.note.turn)) out.push([j.note.turn, j.index]);
  return out;
}

/**
 * Builds the view of a seat's snapshot (now, or at `snap.replayAt`). `turnStarts` come from the
 * snapshot of now, so replay can jump to any turn.
 */
export function buildView(
  snap: FirestrikeSnapshot,
  ctx: ViewContext,
  turnStarts: [number, number][] = turnStartsOf(snap.log),
): GameView {
  const seen = snap.view;
  // The seat's view of the rules state has no dice generator (playerView); nothing here rolls.
  const s = seen.state as GameState | null;
  const env = ctx.env;
  const replayAt = snap.replayAt;
  const journal = snap.log;
  const sides = ctx.forces.sides.map((x) => ({ id: x.id, name: x.name ?? x.id }));
  const back = seen.lastInEffect === null ? undefined : entryAt(journal, seen.lastInEffect);
  const base = {
    name: snap.name,
    turnStarts,
    sides,
    entries: snap.entries,
    toAct: snap.seatsToAct.filter((x) => sides.some((d) => d.id === x)),
    replayAt,
    rows: logRows(snap.opening, journal, s),
    undo: { allowed: replayAt === null && snap.undo.allowed, why: snap.undo.why },
    undoAsks: replayAt === null ? undoQuestion(snap) : null,
    takeBack: back && replayAt === null ? describeEntry(back.entry, back.side) : null,
  };
  if (!s) {
    return {
      ...base,
      ...deployView(ctx, seen, snap.seat, replayAt !== null),
      stage: "deploy",
      state: null,
      turn: 0,
      turnLimit: ctx.forces.turnLimit,
      phaseLabel: "Deployment",
      stepLabel: "Deployment",
      actor: deployingSide(seen.deployment),
      actors: [],
      todo: [],
      result: null,
      chips: {},
      wrecks: [],
      travels: [],
      watches: {},
    };
  }
  const over = s.over || seen.conceded !== null;
  // Whose part it is as the server judged it on the whole position (under fog of war the view lacks
  // the enemy bases that decide it); judged here on a view without it.
  const now =
    over || !seen.progress ? null : seen.acting !== undefined ? seen.acting : actor(s, env, seen.progress);
  // Simultaneous movement: every side in `actors` may act at once, so a page whose seat is among them
  // acts for that seat (online the other seat's page does the same; the server judges each move).
  const acting = over
    ? []
    : seen.actors !== undefined
      ? seen.actors
      : seen.progress
        ? actors(s, env, seen.progress)
        : [];
  const me = snap.seat !== null && acting.includes(snap.seat) ? snap.seat : now;
  const chips: Record<string, Chip[]> = {};
  for (const b of Object.values(s.bases)) if (inPlay(b) && !b.carriedBy) chips[b.id] = chipsOf(s, env, b);
  const wrecks = Object.values(s.bases)
    .filter((b) => !inPlay(b) && !b.carriedBy && (b.status === "abandoned" || isVehicle(statOf(env, b))))
    .map((b) => ({
      id: b.id,
      side: b.side,
      x: b.x,
      y: b.y,
      facing: b.facing,
      size: [b.frontageInches, b.depthInches] as [number, number],
    }));
  const last = journal[journal.length - 1];
  return {
    ...base,
    stage: over ? "over" : "play",
    deploying: null,
    toPlace: [],
    watchers: null,
    state: s,
    turn: s.turn,
    turnLimit: s.turnLimit,
    phaseLabel: `${PHASE_LABELS[STEP_PHASE[s.step]].n} ${PHASE_LABELS[STEP_PHASE[s.step]].name}`,
    stepLabel: stepLabel(s.step),
    actor: me,
    actors: acting,
    todo: me ? todoFor(s, env, me) : [],
    result: gameResult(s, env, ctx.table, seen.conceded),
    chips,
    wrecks,
    travels: last ? travelsIn(last.events) : [],
    units: unitsOf(s),
    watches: {},
  };
}
