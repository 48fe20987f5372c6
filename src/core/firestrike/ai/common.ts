import type { Decision, Factor, Seen, Weighed } from "../../game/policy";
import { chooseBest, scoreOf } from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import type { Pt } from "../../geom2d";
import { type Candidate, candidateCommands } from "../match/candidates";
import { basesToPlace, deployProblem } from "../match/deployment";
import { pendingResurrects } from "../match/hotseat";
import type { SeatView } from "../match/ruleset";
import { allBases, inPlay } from "../query";
import type { Base, GameState } from "../state";
import type { FsMeasure } from "./measure";

/**
 * What every Firestrike computer player shares: reading the seat's view, deployment, the steps that
 * are bookkeeping (Move markers, HQ move rolls, resurrecting a machine gun), and turning a list of
 * weighed commands into a decision. Everything here reads the seat's view and the set-up it was shown.
 */

/** The seat's view, typed (core/firestrike/match/ruleset.ts `viewOf`). */
export const viewOf = (seen: Seen): SeatView => seen.view as SeatView;

/** A weighed command with one factor. */
export const weigh = (command: Record<string, unknown>, summary: string, factors: Factor[]): Weighed => ({
  command,
  score: scoreOf(factors),
  factors,
  summary,
});

/** A decision with no alternative worth naming (a rule leaves one thing to do). */
export const only = (command: Record<string, unknown>, summary: string, why: string): Decision => ({
  ...weigh(command, summary, [{ name: why, value: 0 }]),
  alternatives: [],
});

/** The seat's "done" (its part of the step ends). */
export const done = (seat: Seat, why: string): Decision =>
  only({ type: "done", side: seat }, `${seat}: done`, why);

/** My bases in play and theirs (not carried: a carried base is fired at through its vehicle). */
export function sidesOf(s: GameState, seat: Seat): { mine: Base[]; theirs: Base[] } {
  const live = allBases(s).filter((b) => inPlay(b) && !b.carriedBy);
  return { mine: live.filter((b) => b.side === seat), theirs: live.filter((b) => b.side !== seat) };
}

export const distance = (a: Pt, b: Pt): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A point of a polygon's box that lies inside it, drawn with `rnd` (null after 40 misses). */
export function pointIn(ring: readonly Pt[], rnd: () => number): Pt | null {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (let k = 0; k < 40; k++) {
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
  return null;
}

/**
 * A deployment decision: the next base of the seat at a point of its zone, facing the enemy's side of
 * the table. `score(at)` weighs each of `tries` legal points (the baseline: none, the first legal
 * point); its end when every base stands. Null when the seat is not deploying.
 */
export function deployDecision(
  seen: Seen,
  seat: Seat,
  m: FsMeasure,
  rnd: () => number,
  tries: number,
  score: ((at: Pt) => Factor[]) | null,
): Decision | null {
  const v = viewOf(seen);
  if (v.state || !seen.toAct.includes(seat)) return null;
  const refs = { table: m.body.table, forces: m.body.forces, stats: m.env.stats, catalog: m.catalog };
  const left = basesToPlace(m.body.forces, seat).filter((b) => !Object.hasOwn(v.deployment.placed, b.id));
  const b = left[0];
  if (!b) return only({ type: "end-deployment", side: seat }, `${seat}: end deployment`, "every base placed");
  const zones = m.body.table.deploymentZones.filter((z) => z.side === seat);
  const enemyZone = m.body.table.deploymentZones.find((z) => z.side !== seat);
  const toward = enemyZone ? centre(enemyZone.outline) : [m.body.table.width / 2, m.body.table.depth / 2];
  const weighed: Weighed[] = [];
  for (let k = 0; k < tries * 10 && weighed.length < tries; k++) {
    const zone = zones[Math.floor(rnd() * zones.length)];
    const at = zone ? pointIn(zone.outline, rnd) : [rnd() * m.body.table.width, rnd() * m.body.table.depth];
    if (!at) continue;
    const facing = Math.round(facingTo(at as Pt, toward as Pt));
    if (deployProblem(refs, v.deployment, b.id, { x: at[0], y: at[1], facing })) continue;
    const p: [number, number] = [round(at[0]), round(at[1])];
    weighed.push(
      weigh(
        { type: "deploy", base: b.id, at: p, facing },
        `${b.id} deploys at (${p[0]}, ${p[1]})`,
        score ? score(p) : [],
      ),
    );
    if (!score) break;
  }
  // No legal point found: where the set-up has it (the engine judges it; a refusal ends in "done").
  if (weighed.length === 0)
    return only(
      { type: "deploy", base: b.id, at: [b.x, b.y], facing: b.facing },
      `${b.id} deploys where listed`,
      "no legal point drawn",
    );
  return chooseBest(weighed);
}

const round = (x: number) => Math.round(x * 100) / 100;

/** The centre of a polygon's box. */
export function centre(ring: readonly Pt[]): Pt {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

/** The facing (degrees, 0 = +y, clockwise) from `a` toward `b`. */
export const facingTo = (a: Pt, b: Pt): number =>
  ((((Math.atan2(b[0] - a[0], b[1] - a[1]) * 180) / Math.PI) % 360) + 360) % 360;

/** The step's candidate commands (core/firestrike/match/candidates.ts), every one tried on the engine. */
export function candidatesOf(
  seen: Seen,
  seat: Seat,
  m: FsMeasure,
  rnd: () => number,
  o: { fireTries?: number; movers?: number } = {},
): Candidate[] {
  const v = viewOf(seen);
  if (!v.state) return [];
  return candidateCommands(v.state, m.env, v.progress, seat, rnd, {
    fireTries: o.fireTries ?? 0,
    movers: o.movers ?? 0,
    acting: v.acting,
    actors: v.actors,
    minefields: m.minefields,
  });
}

/**
 * The bookkeeping every level does the same way: resurrect a machine gun when it may, place every
 * formation's Move marker (without one a formation may not move), roll every HQ's move. Null when
 * there is none of these to do.
 */
export function bookkeeping(
  seen: Seen,
  seat: Seat,
  m: FsMeasure,
  cands: readonly Candidate[],
): Decision | null {
  const v = viewOf(seen);
  const s = v.state;
  if (!s) return null;
  const dead = pendingResurrects(s, m.env, seat)[0];
  if (dead)
    return only(
      { type: "resurrect-machine-gun", base: dead.id },
      `${dead.id} is resurrected`,
      "a machine gun may be resurrected once (seed 000 §5.1)",
    );
  const marker = cands.find((c) => c.kind === "marker");
  if (marker)
    return only(
      marker.entry as Record<string, unknown>,
      `Move marker for ${(marker.entry as { formation: string }).formation}`,
      "without a Move marker a formation may not move",
    );
  const hq = cands.find((c) => c.kind === "hq-roll");
  if (hq)
    return only(
      hq.entry as Record<string, unknown>,
      `HQ move roll for ${(hq.entry as { base: string }).base}`,
      "an HQ rolls to move",
    );
  return null;
}

/** Whether the seat may act now at all. */
export const mayAct = (seen: Seen, seat: Seat): boolean => seen.toAct.includes(seat);
