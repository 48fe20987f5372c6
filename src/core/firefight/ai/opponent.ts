import { chooseBest, type Decision, type Policy, type Seen, type Weighed, weigh } from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import type { Pt } from "../../geom2d";
import { inPlay } from "../fight";
import { inFight } from "../pairing";
import type { FirefightState } from "../state";
import { type Forces, unitSees } from "../world";
import { deployDecision, done, legalJoins, legalPairs, mayAct, stateOf } from "./common";
import { centreOf, expectedSlain, keptOutlook, outlookFactors, sidesOf, unitGap } from "./effect";
import { type FfDeps, type FfMeasure, firefightMeasure } from "./measure";
import { allowanceY, type Move, sampledMoves, stepFactor } from "./moves";
import { chargePreview, fightPreview, type Preview } from "./preview";
import { stanceOf } from "./victory";

/**
 * Firefight's measured opponent (issue 34 items 2 and 3, Firefight's specifics: pairing and the fights'
 * order). Per decision:
 * - move and advance steps: each unit's sampled legal moves and staying put, scored by the expected
 *   models it would slay in its best fire fight from there minus the stance's weight × the expected models it
 *   would lose there (effect.ts: the engine's calculator on the measured sight, the worst enemy's volley
 *   and a quarter of every other's), plus progress toward the nearest enemy (doubled when no unit of
 *   the seat has an enemy in its sights: advance to contact). The move that gains most over staying
 *   is sent; when none gains, "done". A unit covered, unseen and able to fire stays.
 * - pairing (obligatory while two units see each other, seed 003): the legal pair whose fire fight,
 *   previewed on the engine's rules (preview.ts: both volleys, the Cg checks, the fall backs), is worth
 *   most: models the enemy loses − the stance's weight × the seat's.
 * - joining: a unit joins a fight when the fight previewed with it beats the fight without it.
 * - the fights' order (non-priority player): the fight previewed best first.
 * - advance, a won fight's and a rally step: the best move as above, or a charge (previewed: the shots
 *   eaten, the big move, the melee, the fall back) at an enemy it sees within its big move, when the
 *   charge is worth more than CHARGE_MARGIN and than the move; otherwise it holds.
 * - the end (victory.ts): the weight of a model lost and the pace of closing in follow the seat's lead
 *   in standing models (ahead it guards the lead, level or behind it trades).
 * Every decision names its factors and the two best alternatives it beat.
 */

/** Worth of a full move's progress toward the nearest enemy, in models. */
const PROGRESS_WEIGHT = 0.15;
const MOVE_MARGIN = 0.01;
/** A charge is made when it is worth more than this (models) and more than the best move's gain. */
const CHARGE_MARGIN = 0.1;
/**
 * Moves measured per unit (the rest are passed over on a cheap look: sight lines are the cost). 4, not
 * 8: the same 12 bench games' results, turn p95 2.5 s against 4.1 s (docs/rulesets/firefight-ai.md).
 */
const MEASURED_MOVES = 4;

export function firefightOpponent(deps: FfDeps): Policy<FfMeasure> {
  return {
    ruleset: "firefight",
    level: "opponent",
    measure: firefightMeasure(deps),
    decide(seen: Seen, seat: Seat, m: FfMeasure, o): Decision | null {
      if (!mayAct(seen, seat)) return null;
      const s = stateOf(seen);
      if (!s || s.over) return null;
      const attempt = o.attempt ?? 0;
      const dep = deployDecision(m, s, seat, attempt);
      if (dep) return dep;
      if (attempt > 0 && s.step.kind !== "pair" && s.step.kind !== "fights")
        return done("its last command was refused");
      const out = () => o.budget.now() > o.budget.deadline;
      const k = s.step.kind;
      if (k === "move") return bestMove(m, s, seat, out)?.d ?? done("no unit gains by moving");
      if (k === "advance" || k === "winner" || k === "rally") {
        const mv = bestMove(m, s, seat, out);
        const ch = bestCharge(m, s, seat);
        if (ch && ch.score > CHARGE_MARGIN && ch.score > (mv?.gain ?? 0)) return ch;
        return (
          mv?.d ??
          done(k === "advance" ? "no unit gains by moving or charging" : "it holds: no move or charge gains")
        );
      }
      if (k === "pair") return bestPair(m, s, seat) ?? done("no pair left to make");
      if (k === "join") return bestJoin(m, s, seat) ?? done("no join worth its cost");
      if (k === "fights") return fightOrder(m, s, seat);
      return done("it holds");
    },
  };
}

/** The nearest enemy unit's centre, by centre distance. */
function nearestEnemy(f: Forces, seat: Seat, from: Pt): { id: string; at: Pt } | null {
  let best: { id: string; at: Pt; d: number } | null = null;
  for (const e of f.units) {
    if (e.side === seat || e.status !== "active") continue;
    const at = centreOf(f, e.id);
    if (!at) continue;
    const d = Math.hypot(at[0] - from[0], at[1] - from[1]);
    if (!best || d < best.d) best = { id: e.id, at, d };
  }
  return best;
}

function bestMove(
  m: FfMeasure,
  s: FirefightState,
  seat: Seat,
  out: () => boolean,
): { gain: number; d: Decision } | null {
  const factor = stepFactor(m.world, s.step);
  if (factor === null) return null;
  const { mine, theirs } = sidesOf(s, seat);
  const seesAny = mine.some((u) => theirs.some((e) => expectedSlain(m.world, s, u.id, e.id) > 0));
  const cmd = s.step.kind === "move" ? "move" : "advance";
  const stance = stanceOf(s, seat);
  const step = `${s.turn}|${s.step.kind}`;
  const takenWeight = stance.takenWeight;
  let best: { gain: number; d: Decision } | null = null;
  for (const u of mine) {
    if (!mayMove(s, u.id)) continue;
    if (best && out()) break;
    const from = centreOf(s, u.id);
    if (!from) continue;
    const goal = nearestEnemy(s, seat, from);
    const allowance = allowanceY(m.world, s, u.id, factor);
    const fullInches = allowance / m.world.table.yardsPerInch;
    const stay = keptOutlook(m.outlooks, step, m.world, s, u.id);
    const stayW = weigh({ type: "done" }, `${u.id} stays at (${from[0].toFixed(1)}, ${from[1].toFixed(1)})`, [
      ...outlookFactors(stay, takenWeight, theirs.length),
      ...(stay.dealt > 0 && stay.seenBy === 0
        ? [{ name: "covered, unseen and able to fire", value: 0.05 }]
        : []),
    ]);
    const options: Weighed[] = [];
    for (const mv of shortlist(sampledMoves(m.world, s, u.id, allowance), from, goal?.at ?? null)) {
      const x = keptOutlook(m.outlooks, step, m.world, mv.forces, u.id);
      const to: Pt = [from[0] + mv.by[0], from[1] + mv.by[1]];
      const before = goal ? Math.hypot(goal.at[0] - from[0], goal.at[1] - from[1]) : 0;
      const after = goal ? Math.hypot(goal.at[0] - to[0], goal.at[1] - to[1]) : 0;
      const progress = goal
        ? ((before - after) / Math.max(1, fullInches)) * PROGRESS_WEIGHT * (seesAny ? 1 : 2) * stance.closeIn
        : 0;
      options.push(
        weigh({ type: cmd, unit: u.id, by: mv.by }, `${u.id} to (${to[0].toFixed(1)}, ${to[1].toFixed(1)})`, [
          ...outlookFactors(x, takenWeight, theirs.length),
          {
            name: seesAny ? "progress toward the enemy" : "advance to contact",
            value: progress,
            detail: goal ? `${goal.id}: ${before.toFixed(1)}" → ${after.toFixed(1)}"; ${stance.words}` : "",
          },
        ]),
      );
    }
    const ranked = options.sort((a, c) => c.score - a.score);
    const pick = ranked[0];
    if (!pick || pick.score <= stayW.score + MOVE_MARGIN) continue;
    const gain = pick.score - stayW.score;
    if (!best || gain > best.gain)
      best = { gain, d: { ...pick, alternatives: [stayW, ...ranked.slice(1, 2)] } };
  }
  return best;
}

/** Whether the seat's `unit` may move or charge in this step (the engine's checks, game.ts). */
function mayMove(s: FirefightState, unit: string): boolean {
  if (s.moved.includes(unit)) return false;
  const step = s.step;
  if (step.kind === "advance") return !inFight(s, unit);
  if (step.kind === "rally") return step.units.includes(unit);
  if (step.kind === "winner") {
    const f = s.fights[step.fight];
    return Boolean(f && (f.a.includes(unit) || f.b.includes(unit)));
  }
  return step.kind === "move";
}

/**
 * The charge worth most (seed 003 note "Charging: can try to eat shots to get big move"; charge.ts): each
 * unit that may act at each enemy it sees within its big move, previewed on the engine's rules
 * (preview.ts: the shots eaten, the melee, the Cg checks, the fall back and a flight off the board),
 * scored as models lost by the enemy − the stance's weight × the seat's.
 */
function bestCharge(m: FfMeasure, s: FirefightState, seat: Seat): Decision | null {
  const stance = stanceOf(s, seat);
  const { mine, theirs } = sidesOf(s, seat);
  const weighed: Weighed[] = [];
  for (const u of mine) {
    if (!mayMove(s, u.id)) continue;
    const reachInches =
      allowanceY(m.world, s, u.id, m.world.rules.settings.chargeFactor) / m.world.table.yardsPerInch;
    for (const e of theirs) {
      const gap = unitGap(m.world, s, u.id, e.id);
      if (gap > reachInches || !unitSees(m.world, s, u.id, e.id)) continue;
      const p = chargePreview(m.world, s, u.id, e.id);
      weighed.push(
        weigh({ type: "charge", unit: u.id, enemy: e.id }, `${u.id} charges ${e.id}`, [
          {
            name: "expected damage dealt",
            value: p.theirs,
            detail: `${p.theirs.toFixed(2)} models of ${e.id} slain or fled (${gap.toFixed(1)}" away, within its ${reachInches.toFixed(1)}" charge)`,
          },
          {
            name: "expected damage taken",
            value: -stance.takenWeight * p.mine,
            detail: `${p.mine.toFixed(2)} models of ${u.id} lost to the shots it eats and the melee; ${stance.words}`,
          },
        ]),
      );
    }
  }
  return chooseBest(weighed);
}

/** The moves worth measuring: the best MEASURED_MOVES on progress toward the goal, in sample order on ties. */
function shortlist(moves: readonly Move[], from: Pt, goal: Pt | null): Move[] {
  if (moves.length <= MEASURED_MOVES || !goal) return moves.slice(0, MEASURED_MOVES);
  const d = (mv: Move) => Math.hypot(goal[0] - from[0] - mv.by[0], goal[1] - from[1] - mv.by[1]);
  // half toward the goal, half the rest spread round (cover and flanks are found by measuring)
  const order = moves.map((mv, i) => ({ mv, i, d: d(mv) })).sort((a, b) => a.d - b.d || a.i - b.i);
  const near = order.slice(0, MEASURED_MOVES / 2);
  const rest = order
    .slice(MEASURED_MOVES / 2)
    .filter((_, i, xs) => i % Math.max(1, Math.floor(xs.length / (MEASURED_MOVES / 2))) === 0);
  return [...near, ...rest].slice(0, MEASURED_MOVES).map((x) => x.mv);
}

/**
 * The legal pair whose fire fight is worth most, previewed on the engine's rules (preview.ts: the
 * shots, the Cg checks, a fall back off the board): models the enemy loses − the stance's weight × the
 * seat's. Pick fights it wins: a beaten unit near its own edge flees with every model.
 */
function bestPair(m: FfMeasure, s: FirefightState, seat: Seat): Decision | null {
  const takenWeight = stanceOf(s, seat).takenWeight;
  const weighed = legalPairs(m, s, seat).map(([a, b]) => {
    const p = fightPreview(m.world, s, [a], [b]);
    return weigh({ type: "pair", unit: a, enemy: b }, `${a} pairs with ${b}`, exchange(p, b, a, takenWeight));
  });
  return chooseBest(weighed);
}

/** A preview as the two factors every choice is weighed by. */
function exchange(p: Preview, enemy: string, mine: string, takenWeight: number) {
  return [
    {
      name: "expected damage dealt",
      value: p.theirs,
      detail: `${p.theirs.toFixed(2)} models of ${enemy} slain or fled`,
    },
    {
      name: "expected damage taken",
      value: -takenWeight * p.mine,
      detail: `${p.mine.toFixed(2)} models of ${mine} slain or fled`,
    },
  ];
}

/**
 * A join that adds to the fight: the fight previewed with the joiner against it previewed without
 * (focus fire: two units on one enemy win by more, and the lone enemy's shots are shared).
 */
function bestJoin(m: FfMeasure, s: FirefightState, seat: Seat): Decision | null {
  const takenWeight = stanceOf(s, seat).takenWeight;
  const weighed = legalJoins(m, s, seat).map(([u, i, e]) => {
    const f = s.fights[i]!;
    const ours = f.a.includes(e) ? f.b : f.a;
    const without = fightPreview(m.world, s, ours, [e]);
    const withIt = fightPreview(m.world, s, [...ours, u], [e]);
    const p: Preview = { theirs: withIt.theirs - without.theirs, mine: withIt.mine - without.mine };
    return weigh(
      { type: "join", unit: u, fight: i },
      `${u} joins fight ${i} against ${e}`,
      exchange(p, e, `${ours.join("+")}+${u}`, takenWeight),
    );
  });
  const best = chooseBest(weighed);
  return best && best.score > 0 ? best : null;
}

/** The fights' order: the one worth most to the seat first (previewed, as the pairs are). */
function fightOrder(m: FfMeasure, s: FirefightState, seat: Seat): Decision | null {
  const takenWeight = stanceOf(s, seat).takenWeight;
  const weighed: Weighed[] = [];
  s.fights.forEach((f, i) => {
    if (f.resolved) return;
    const mineA = f.a.some((x) => s.units.find((u) => u.id === x)?.side === seat);
    const [ours, theirs] = mineA ? [f.a, f.b] : [f.b, f.a];
    const p = fightPreview(
      m.world,
      s,
      ours.filter((u) => inPlay(s, u)),
      theirs.filter((u) => inPlay(s, u)),
    );
    weighed.push(
      weigh(
        { type: "resolve", fight: i },
        `fight ${i} (${ours.join("+")} against ${theirs.join("+")}) first`,
        exchange(p, theirs.join("+"), ours.join("+"), takenWeight),
      ),
    );
  });
  return chooseBest(weighed);
}
