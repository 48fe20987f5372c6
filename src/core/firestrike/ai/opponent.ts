import {
  chooseBest,
  type Decision,
  type Factor,
  type Policy,
  type Seen,
  type Weighed,
} from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import type { Pt } from "../../geom2d";
import { engineRefusal } from "../match/candidates";
import type { GameDeps } from "../match/position";
import type { Base, GameState } from "../state";
import {
  bookkeeping,
  candidatesOf,
  deployDecision,
  distance,
  done,
  mayAct,
  sidesOf,
  viewOf,
  weigh,
} from "./common";
import { shotValue } from "./effect";
import { type FsMeasure, firestrikeMeasure } from "./measure";
import { goesSomewhere, MIN_MOVE_INCHES, moveCommand, movedTo, sampledMoves } from "./moves";
import { goalOf, holdFactor } from "./objectives";
import { exposureAt, exposureFactors } from "./threat";

/**
 * Firestrike's measured opponent (issue 34 items 2 and 3). Per base and per decision:
 * - movement: its candidate positions (samples of its legal movement area, moves.ts) and staying put,
 *   each scored by the expected damage it could deal from there minus the weighted expected damage it
 *   would take there (threat.ts: measured sight at real poses × hit chances under the fire rules,
 *   enemies' reachable area included), plus progress toward the nearest objective (or, when it sees
 *   nothing, the nearest enemy: advance to contact). A base covered, unseen and able to fire stays.
 *   The move that gains most over staying is sent; when no base gains, "done".
 * - direct fire: every legal shot weighed by its expected worth, times the target's own threat to the
 *   seat (kill what hurts most) and its damage so far (focus fire).
 * - barrages and airstrikes: the offer that lands on the most enemy bases.
 * Every decision names its factors and the two best alternatives it beat. The budget bounds how many
 * bases it weighs per decision (it returns the best found when time runs out).
 */

/** Weight of damage taken against damage dealt (project default: a base kept is worth a bit less than one killed). */
export const TAKEN_WEIGHT = 0.8;
/** Worth of a full move's progress toward the goal, in bases. */
const PROGRESS_WEIGHT = 0.15;
/** A move must beat staying by this much. */
const MOVE_MARGIN = 0.01;

export function firestrikeOpponent(deps: GameDeps): Policy<FsMeasure> {
  return {
    ruleset: "firestrike",
    level: "opponent",
    measure: firestrikeMeasure(deps),
    decide(seen: Seen, seat: Seat, m: FsMeasure, o): Decision | null {
      if (!mayAct(seen, seat)) return null;
      const dep = deployDecision(seen, seat, m, o.rnd, 6, (at) => deployFactors(m, seat, at));
      if (dep) return dep;
      const s = viewOf(seen).state;
      if (!s) return null;
      if ((o.attempt ?? 0) > 0) return done(seat, "its last command was refused");
      const cands = candidatesOf(seen, seat, m, o.rnd);
      if (cands.length === 0) return null;
      const chore = bookkeeping(seen, seat, m, cands);
      if (chore) return chore;
      const out = () => o.budget.now() > o.budget.deadline;
      if (s.step === "movement") return bestMove(s, m, seat, out) ?? done(seat, "no base gains by moving");
      if (s.step === "first-direct-fire" || s.step === "second-direct-fire")
        return bestShot(s, m, seat) ?? done(seat, "no shot with any expected effect");
      const zones = cands.filter((c) => c.kind === "impact-zone" || c.kind === "airstrike");
      if (zones.length > 0) {
        const { theirs } = sidesOf(s, seat);
        return chooseBest(
          zones.map((c) => {
            const at = (c.entry as { center: Pt }).center;
            const under = theirs.filter((e) => distance([e.x, e.y], at) < 4 * s.scaleFactor).length;
            return weigh(
              c.entry as Record<string, unknown>,
              `${c.kind} at (${at[0].toFixed(1)}, ${at[1].toFixed(1)})`,
              [{ name: "enemy bases near its centre", value: under }],
            );
          }),
        );
      }
      return done(seat, "nothing to do in this step");
    },
  };
}

/** Deployment: cover under the point, and nearness to the table's objectives. */
function deployFactors(m: FsMeasure, _seat: Seat, at: Pt): Factor[] {
  const t = m.env.oracle.terrainAt([at[0], at[1]]).terrain;
  const cover = t.some((x) => x === "woods" || x === "built-up" || x === "building" || x === "rubble");
  const obj = m.body.table.objectives.map((x) => distance(at, x.at));
  const near = obj.length > 0 ? Math.min(...obj) : 0;
  return [
    { name: "cover", value: cover ? 0.3 : 0, detail: cover ? t.join(", ") : "open ground" },
    {
      name: "nearness to an objective",
      value: -near / 100,
      detail: obj.length > 0 ? `${near.toFixed(1)}"` : "no objectives",
    },
  ];
}

/** The move of one base that gains most over staying put, across the seat's bases. */
function bestMove(s: GameState, m: FsMeasure, seat: Seat, out: () => boolean): Decision | null {
  const { mine, theirs } = sidesOf(s, seat);
  const seesAny = mine.some((b) => exposureAt(s, m, b, theirs).sees > 0);
  const objectives = m.body.table.objectives;
  let best: { gain: number; d: Decision } | null = null;
  for (const b of mine) {
    if (b.spentInches > 0 || b.carriedBy || b.towedBy) continue;
    if (best && out()) break;
    const goal = goalOf(m.env, objectives, b, mine, theirs);
    const stay = exposureAt(s, m, b, theirs);
    const stayW = weigh(
      { type: "done", side: seat },
      `${b.id} stays at (${b.x.toFixed(1)}, ${b.y.toFixed(1)})`,
      [
        ...exposureFactors(stay, TAKEN_WEIGHT, theirs.length),
        holdFactor(s, m.env, objectives, b, b, mine),
        ...(stay.dealt > 0 && stay.seenBy === 0
          ? [{ name: "covered, unseen and able to fire", value: 0.05 }]
          : []),
      ],
    );
    const options: Weighed[] = [stayW];
    const samples = sampledMoves(s, m.env, b);
    // a full move: the farthest sample (progress is counted in full moves, so farther is better)
    const full = Math.max(1, ...samples.map((mv) => distance([b.x, b.y], mv.to)));
    // onto the objective it heads for, when within a move (the rays' samples may pass it by)
    const first = samples[0];
    // (not when it stands on it: a move to where it stands is no move, moves.ts MIN_MOVE_INCHES)
    const toGoal = goal ? distance([b.x, b.y], goal.at) : 0;
    if (first && goal?.what.startsWith("objective") && toGoal <= full && toGoal >= MIN_MOVE_INCHES)
      samples.push({ mode: first.mode, to: goal.at, command: moveCommand(b, first.mode, goal.at) });
    for (const mv of shortlist(m, b, samples, goal?.at ?? null)) {
      const x = exposureAt(s, m, b, theirs, mv.to as [number, number]);
      const before = goal ? distance([b.x, b.y], goal.at) : 0;
      const after = goal ? distance(mv.to, goal.at) : 0;
      const progress = goal ? ((before - after) / full) * PROGRESS_WEIGHT * (seesAny ? 1 : 2) : 0;
      options.push(
        weigh(mv.command, `${b.id} to (${mv.to[0].toFixed(1)}, ${mv.to[1].toFixed(1)})`, [
          ...exposureFactors(x, TAKEN_WEIGHT, theirs.length),
          holdFactor(s, m.env, objectives, b, movedTo(b, mv.to), mine),
          {
            name:
              seesAny || goal?.what.startsWith("objective") ? "progress to the goal" : "advance to contact",
            value: progress,
            detail: goal ? `${goal.what}: ${before.toFixed(1)}" → ${after.toFixed(1)}"` : "",
          },
        ]),
      );
    }
    const ranked = options.slice(1).sort((a, c) => c.score - a.score);
    const pick = ranked.find(
      (w) =>
        w.score > stayW.score + MOVE_MARGIN &&
        goesSomewhere(s, m.env, { mode: "walking", to: [0, 0], command: w.command }),
    );
    if (!pick) continue;
    const gain = pick.score - stayW.score;
    if (!best || gain > best.gain)
      best = { gain, d: { ...pick, alternatives: [stayW, ...ranked.filter((w) => w !== pick).slice(0, 1)] } };
  }
  return best?.d ?? null;
}

/** How many sampled moves of a base are measured (the rest are passed over on a cheap look). */
const MEASURED_MOVES = 10;
const COVER_TERRAIN = new Set(["woods", "built-up", "building", "rubble", "trench"]);

/**
 * The moves worth measuring: casting sight lines is the cost of a decision (tens of them per
 * position), so the samples are first ranked on what costs nothing to read, progress toward the goal
 * and cover terrain under the point, and the best MEASURED_MOVES of them are measured.
 */
function shortlist<T extends { to: Pt }>(m: FsMeasure, b: Base, moves: readonly T[], goal: Pt | null): T[] {
  if (moves.length <= MEASURED_MOVES) return [...moves];
  const cheap = (mv: T) => {
    const gain = goal ? distance([b.x, b.y], goal) - distance(mv.to, goal) : 0;
    const cover = m.env.oracle.terrainAt([mv.to[0], mv.to[1]]).terrain.some((t) => COVER_TERRAIN.has(t));
    return gain / 10 + (cover ? 1 : 0);
  };
  return moves
    .map((mv, i) => ({ mv, i, v: cheap(mv) }))
    .sort((a, c) => c.v - a.v || a.i - c.i)
    .slice(0, MEASURED_MOVES)
    .map((x) => x.mv);
}

/** The legal shot of the seat's bases with the most expected worth, threat and focus weighed in. */
function bestShot(s: GameState, m: FsMeasure, seat: Seat): Decision | null {
  const { mine, theirs } = sidesOf(s, seat);
  const threat = new Map<string, number>();
  for (const e of theirs) {
    let t = 0;
    for (const b of mine) t = Math.max(t, exposureOfShot(s, m, e, b));
    threat.set(e.id, t);
  }
  const shots: Weighed[] = [];
  for (const b of mine) {
    if (b.fired !== "none" || b.towedBy) continue;
    for (const e of theirs) {
      const v = shotValue(s, m.env, b, e);
      if (v.refusal !== null || v.expected <= 0) continue;
      // Results apply when the step ends (seed 000 §6.5 reading): a target already killed this step
      // is not shot again, and each hit already on it lessens what another is worth.
      const pending = s.markers.pendingHits.filter((h) => h.target === e.id);
      if (pending.some((h) => h.result === "K")) continue;
      const t = threat.get(e.id) ?? 0;
      shots.push(
        weigh({ type: "direct-fire", firer: b.id, target: e.id }, `${b.id} fires at ${e.id}`, [
          {
            name: "expected effect",
            value: v.expected,
            detail: `${Math.round(v.pHit * 100)}% to hit at ${v.rangeInches.toFixed(1)}", cover ${Math.round(v.coverFraction * 100)}%`,
          },
          {
            name: "its threat to us",
            value: v.expected * t,
            detail: `${e.id}'s best shot at us is worth ${t.toFixed(2)}`,
          },
          {
            name: "focus fire",
            value: v.expected * 0.3 * (e.damage + pending.length),
            detail: `${e.id} has ${e.damage} damage and ${pending.length} hits this step`,
          },
        ]),
      );
    }
  }
  const ranked = [...shots].sort((a, c) => c.score - a.score);
  // biome-ignore lint/suspicious/noExplicitAny: a direct-fire entry built above
  const i = ranked.findIndex((w) => engineRefusal(s, m.env, w.command as any) === null);
  if (i < 0) return null;
  return { ...ranked[i]!, alternatives: ranked.filter((_, k) => k !== i).slice(0, 2) };
}

const exposureOfShot = (s: GameState, m: FsMeasure, from: Base, to: Base): number => {
  if (distance([from.x, from.y], [to.x, to.y]) > 60 * s.scaleFactor) return 0;
  return shotValue(s, m.env, from, to).expected;
};
