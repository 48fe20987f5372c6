import {
  chooseBest,
  type Decision,
  type Factor,
  type Policy,
  type Seen,
  type Weighed,
  weigh,
} from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import { mayActivate, ofEligible } from "../movement";
import { type LnlState, onMap, type UnitState } from "../state";
import { isMmc } from "../vocab";
import { pass, rallyDecision, stateOf } from "./common";
import { ableToFire, enemyHexes, exposureAt, exposureFactors, fireSpec, shotValue, stacksOf } from "./effect";
import { END_WEIGHT, staysShaken } from "./end-worth";
import { type LnlMeasure, type LnlPolicyDeps, lnlMeasure } from "./measure";
import { mmcShare, ownMmcShare, stanceOf } from "./victory";

/**
 * Lock 'n Load's measured opponent (issue 34 items 2 and 3; Lock 'n Load's specifics: Opportunity Fire
 * lanes, degrading hexes and smoke through the engine's measured hex LOS). Per decision:
 * - its impulse: every stack's fire at every enemy hex, weighed by its expected worth (effect.ts: the
 *   engine's plan of the shot against every face of the dice) × (1 + that hex's threat to the seat:
 *   kill what hurts most); and every stack's move to a next hex, weighed by what it could deal from
 *   there minus the stance's weight × what the enemy stacks that may still fire (their impulse or Opportunity
 *   Fire, the lanes into the hex) would deal to it there, against staying, plus progress toward the
 *   nearest enemy (doubled when no stack of the seat sees one: advance to contact). The best is sent;
 *   when nothing is worth more than nothing, it passes.
 * - a moving stack goes on while the next hex beats stopping where it is.
 * - Opportunity Fire: the eligible stack with the best expected worth at the moving stack fires when
 *   that is at least OF_FLOOR (else it keeps its fire for its own impulse).
 * - Shaken units: a stack is its hex's Good Order units (a Shaken one does not freeze the rest); a
 *   Shaken stack may step away (never toward an enemy in its LOS) to a leader or out of fire; only
 *   legal rallies are tried; a Good Order leader heads for Shaken MMCs with no leader.
 * - worth is counted toward the end (end-worth.ts), and progress heads for the nearest enemy hex
 *   holding Good Order MMCs (what the end counts), else the nearest enemy.
 * Every decision names its factors and the two best alternatives it beat.
 */

const PROGRESS_WEIGHT = 0.15;
/**
 * Worth of a Good Order leader reaching a hex of Shaken MMCs with no leader (they may rally next Rally
 * Phase), per MMC; half of it per hex nearer (project defaults).
 */
export const RALLY_WEIGHT = 0.5;

/** A unit that may act in its impulse: not yet activated, and in Good Order (a Shaken unit holds and may not fire). */
const able = (u: UnitState) => mayActivate(u) && !u.shaken;

/**
 * The seat's hexes holding Shaken MMCs with no Good Order leader once `moving` has left (their rally
 * needs one, apply.ts rally), and how many MMCs each holds.
 */
export function needyHexes(s: LnlState, seat: Seat, moving: readonly UnitState[]): Map<string, number> {
  const ids = new Set(moving.map((u) => u.id));
  const mine = onMap(s).filter((u) => u.side === seat && !u.carriedBy);
  const out = new Map<string, number>();
  for (const u of mine)
    if (isMmc(u.kind) && u.shaken && !u.wreck && !ids.has(u.id))
      if (!mine.some((l) => l.hex === u.hex && l.kind === "leader" && !l.shaken && !ids.has(l.id)))
        out.set(u.hex, (out.get(u.hex) ?? 0) + 1);
  return out;
}

/** A stack with a Good Order leader heading for (or leaving) Shaken MMCs that need it to rally. */
function rallyFactor(
  s: LnlState,
  m: LnlMeasure,
  seat: Seat,
  stack: UnitState[],
  from: string,
  to: string,
): Factor[] {
  if (!stack.some((u) => u.kind === "leader" && !u.shaken)) return [];
  const needy = needyHexes(s, seat, stack);
  if (needy.size === 0) return [];
  const dist = (h: string) => Math.min(...[...needy.keys()].map((n) => m.map.distance(h, n)));
  const value =
    RALLY_WEIGHT * ((needy.get(to) ?? 0) - (needy.get(from) ?? 0)) +
    (RALLY_WEIGHT / 2) * (dist(from) - dist(to));
  if (value === 0) return [];
  return [
    {
      name: "a leader to rally Shaken squads",
      value,
      detail: `Shaken MMCs with no leader in ${[...needy.keys()].join(", ")}`,
    },
  ];
}
/**
 * A Shaken stack's step toward the end's count: END_WEIGHT × the change in the chance that its MMCs
 * are still Shaken at the end (end-worth.ts: beside a Good Order leader they may rally).
 */
function rallyByEnd(s: LnlState, stack: readonly UnitState[], to: string): Factor[] {
  const ids = new Set(stack.map((u) => u.id));
  const there: LnlState = { ...s, units: s.units.map((u) => (ids.has(u.id) ? { ...u, hex: to } : u)) };
  let value = 0;
  for (const u of stack)
    if (u.shaken && isMmc(u.kind))
      value += END_WEIGHT * (staysShaken(s, u) - staysShaken(there, { ...u, hex: to }));
  return value === 0
    ? []
    : [
        {
          name: "a rally before the end",
          value,
          detail: "a Shaken MMC beside a Good Order leader may rally",
        },
      ];
}
const MOVE_MARGIN = 0.01;
/** The least expected worth for which a stack gives up its impulse to Opportunity Fire (project default). */
export const OF_FLOOR = 0.1;

export function lnlOpponent(deps: LnlPolicyDeps): Policy<LnlMeasure> {
  return {
    ruleset: "lnl",
    level: "opponent",
    measure: lnlMeasure(deps),
    decide(seen: Seen, seat: Seat, m: LnlMeasure, o): Decision | null {
      if (!seen.toAct.includes(seat)) return null;
      const s = stateOf(seen);
      if (!s || s.phase === "over") return null;
      const attempt = o.attempt ?? 0;
      const rally = rallyDecision(s, seat, attempt, true);
      if (rally) return rally;
      if (attempt > 0) return pass("its last command was refused");
      if (s.opWindow) return opFire(s, m, seat) ?? pass(`no Opportunity Fire worth ${OF_FLOOR}`);
      const out = () => o.budget.now() > o.budget.deadline;
      if (s.activation) {
        const stack = onMap(s).filter((u) => s.activation!.units.includes(u.id));
        return bestStep(s, m, seat, stack, out) ?? pass("stopping here beats every next hex");
      }
      const fire = bestFire(s, m, seat);
      let move: Decision | null = null;
      for (const [, stack] of stacksOf(s, seat, able)) {
        if (move && out()) break;
        // a Good Order leader may also go alone, to rally Shaken squads elsewhere
        const leader = stack.find((u) => u.kind === "leader");
        const groups =
          leader && stack.length > 1 && needyHexes(s, seat, [leader]).size > 0 ? [stack, [leader]] : [stack];
        for (const g of groups) {
          const d = bestStep(s, m, seat, g, out);
          if (d && (!move || d.score > move.score)) move = d;
        }
      }
      // a Shaken stack may still step away from the enemy: to a leader to rally, or out of its LOS
      for (const [, stack] of stacksOf(s, seat, (u) => mayActivate(u) && u.shaken)) {
        if (move && out()) break;
        const d = bestStep(s, m, seat, stack, out);
        if (d && (!move || d.score > move.score)) move = d;
      }
      // the better of the two (fire first on a tie); chooseBest copies, so compare the originals
      const best = fire && (!move || fire.score >= move.score) ? fire : move;
      if (!best || best.score <= 0) return pass("no fire or move is worth more than passing");
      const alternatives = [
        ...(best === move && fire ? [fire] : []),
        ...(best === fire && move ? [move] : []),
        ...best.alternatives,
      ];
      return { ...best, alternatives: alternatives.slice(0, 2) };
    },
  };
}

/** Each enemy hex's threat: its stack's best expected worth against any hex of the seat. */
function threats(s: LnlState, m: LnlMeasure, seat: Seat): Map<string, number> {
  const mine = [
    ...new Set(
      onMap(s)
        .filter((u) => u.side === seat)
        .map((u) => u.hex),
    ),
  ];
  const out = new Map<string, number>();
  const other = s.sides.find((x) => x !== seat) ?? seat;
  for (const [hex, stack] of stacksOf(s, other, ableToFire))
    out.set(hex, Math.max(0, ...mine.map((h) => shotValue(s, m, fireSpec(stack, h)).expected)));
  return out;
}

/** The seat's best fire this impulse (with its two best alternatives), or null. */
function bestFire(s: LnlState, m: LnlMeasure, seat: Seat): Decision | null {
  const threat = threats(s, m, seat);
  const stance = stanceOf(s, seat);
  const shots: Weighed[] = [];
  for (const [hex, stack] of stacksOf(s, seat, able))
    for (const t of enemyHexes(s, seat)) {
      const spec = fireSpec(stack, t);
      const v = shotValue(s, m, spec);
      if (v.refusal !== null || v.expected <= 0) continue;
      const th = threat.get(t) ?? 0;
      shots.push(
        weigh({ type: "fire", firers: spec.firers, target: t }, `${hex} fires at ${t}`, [
          {
            name: "expected effect",
            value: v.expected,
            detail: `${Math.round(v.pHit * 100)}% to hit at ${v.distance} hexes`,
          },
          {
            name: "its threat to us",
            value: v.expected * th,
            detail: `${t}'s best fire at us is worth ${th.toFixed(2)}`,
          },
          {
            name: "the end: Good Order MMCs",
            value: v.expected * stance.mmcBonus * mmcShare(s, t, seat),
            detail: `${Math.round(mmcShare(s, t, seat) * 100)}% of ${t}'s units are Good Order MMCs; ${stance.words}`,
          },
        ]),
      );
    }
  return chooseBest(shots);
}

/** Opportunity Fire at the moving stack: the eligible stack with the best expected worth, if ≥ OF_FLOOR. */
function opFire(s: LnlState, m: LnlMeasure, seat: Seat): Decision | null {
  const w = s.opWindow!;
  const shots: Weighed[] = [];
  for (const [hex, stack] of stacksOf(s, seat, ofEligible)) {
    const spec = {
      ...fireSpec(stack, w.hex),
      opportunity: true,
      spottedThisImpulse: w.spotted,
      movingNow: w.movers,
    };
    const v = shotValue(s, m, spec);
    if (v.refusal !== null || v.expected < OF_FLOOR) continue;
    shots.push(
      weigh({ type: "op-fire", firers: spec.firers }, `${hex} fires at the moving stack in ${w.hex}`, [
        {
          name: "expected effect",
          value: v.expected,
          detail: `${Math.round(v.pHit * 100)}% to hit at ${v.distance} hexes`,
        },
      ]),
    );
  }
  return chooseBest(shots);
}

/** The stack's best next hex by what it gains over staying where it is, or null when none gains. */
function bestStep(
  s: LnlState,
  m: LnlMeasure,
  seat: Seat,
  stack: UnitState[],
  _out: () => boolean,
): Decision | null {
  const hex = stack[0]?.hex;
  if (!hex || stack.some((u) => u.carriedBy)) return null;
  const enemies = enemyHexes(s, seat);
  // a Shaken stack may not advance toward an enemy unit in its LOS (card, Shaken; movement.ts)
  const shaken = stack.some((u) => u.shaken);
  const inLos = shaken ? enemies.filter((e) => m.map.los(hex, e, s.smoke).visible) : [];
  const mayEnter = (to: string) =>
    !inLos.some((e) => m.map.distance(to, e) < m.map.distance(hex, e)) && m.map.tm(to) >= 0;
  const seesAny = onMap(s).some(
    (u) => u.side === seat && enemies.some((e) => m.map.los(u.hex, e, s.smoke).visible),
  );
  // the end counts Good Order MMCs: head for the nearest hex holding some, else the nearest enemy
  const counted = enemies.filter((e) => mmcShare(s, e, seat) > 0);
  const near = [...(counted.length > 0 ? counted : enemies)].sort(
    (a, b) => m.map.distance(hex, a) - m.map.distance(hex, b),
  )[0];
  const ids = stack.map((u) => u.id);
  const stance = stanceOf(s, seat);
  // the stack's Good Order MMCs are what the end counts: their losses weigh more (victory.ts)
  const takenWeight = stance.takenWeight * (1 + stance.mmcBonus * ownMmcShare(stack));
  const here = exposureAt(s, m, stack, hex);
  const stayW = weigh(
    { type: "pass" },
    `${ids.join("+")} stays in ${hex}`,
    exposureFactors(here, takenWeight),
  );
  const options: Weighed[] = [];
  for (const to of m.neighbours.get(hex) ?? []) {
    if (enemies.includes(to)) continue; // melee is not weighed (project reading)
    if (shaken && !mayEnter(to)) continue;
    const x = exposureAt(s, m, stack, to);
    const progress = near
      ? (m.map.distance(hex, near) - m.map.distance(to, near)) *
        PROGRESS_WEIGHT *
        (seesAny ? 1 : 2) *
        stance.closeIn
      : 0;
    options.push(
      weigh({ type: "move", units: ids, to }, `${ids.join("+")} to ${to}`, [
        ...exposureFactors(x, takenWeight),
        ...rallyFactor(s, m, seat, stack, hex, to),
        ...(shaken ? rallyByEnd(s, stack, to) : []),
        {
          name: seesAny ? "progress toward the enemy" : "advance to contact",
          value: progress,
          detail: near ? `nearest enemy hex ${near}; ${stance.words}` : "",
        },
      ]),
    );
  }
  const ranked = options.sort((a, b) => b.score - a.score);
  const pick = ranked[0];
  if (!pick || pick.score <= stayW.score + MOVE_MARGIN) return null;
  // scored by its gain over staying, so that moves compare with fire on what they change
  const gain = pick.score - stayW.score;
  return {
    ...pick,
    score: gain,
    factors: [...pick.factors, { name: "staying's score", value: -stayW.score }],
    alternatives: [stayW, ...ranked.slice(1, 2)],
  };
}
