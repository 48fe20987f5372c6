import type { Factor } from "../../game/policy";
import { inPlay } from "../fight";
import { baseGap } from "../model";
import { saveTarget } from "../rules-data";
import { allocationOrder, shooterLines } from "../shots";
import type { FirefightState } from "../state";
import { type FirefightWorld, type Forces, profileOf, standing, unitOf } from "../world";

/**
 * Expected effect in a fire fight (issue 34 item 2 for Firefight): the engine's own calculator
 * (calculator.ts: measured sight per model pair, range, concealment halving Bs, the allocation order
 * with directional cover and the S-vs-T save table) read against the dice. A shooter that gathers a D6
 * hits on D6 ≤ its to-hit number; each hit wounds unless saved (target+: 7+ never, 1+ always unless a
 * natural 1 fails); the save read is the first model in the allocation order's (project reading: the
 * first wounds go there). Wounds are counted in models' worth: W wounds slay one model.
 */

/** Expected models slain by `attacker`'s volley at `target` where both stand in `f`. */
export function expectedSlain(w: FirefightWorld, f: Forces, attacker: string, target: string): number {
  const a = unitOf(f, attacker);
  const t = unitOf(f, target);
  if (!a || !t || !inPlay(f, attacker) || !inPlay(f, target)) return 0;
  // the calculator's two halves (calculator.ts), for this one direction
  const shots = shooterLines(w, f, attacker, [target]).filter((l) => l.shoots);
  if (shots.length === 0) return 0;
  const first = allocationOrder(w, f, attacker, target).find((l) => l.eligible);
  if (!first) return 0;
  const oneFails = w.rules.settings.naturalOneFails;
  const tableTarget = saveTarget(w.rules, profileOf(w, a).s, profileOf(w, t).t);
  const save = Math.max(1, tableTarget - (first.cover ? 1 : 0));
  const pSaved = save >= 7 ? 0 : save <= 1 ? (oneFails ? 5 / 6 : 1) : (7 - save) / 6;
  const hits = shots.reduce((n, l) => n + Math.min(6, Math.max(0, l.toHit)) / 6, 0);
  const wounds = hits * (1 - pSaved);
  const perModel = profileOf(w, t).w;
  return Math.min(standing(f, target).length, wounds / perModel);
}

/** The centre of a unit's standing models (null: none stands). */
export function centreOf(f: Forces, unit: string): [number, number] | null {
  const ms = standing(f, unit);
  if (ms.length === 0) return null;
  return [ms.reduce((s, m) => s + m.x, 0) / ms.length, ms.reduce((s, m) => s + m.y, 0) / ms.length];
}

/** The nearest gap (table inches) between two units' bases. */
export function unitGap(w: FirefightWorld, f: Forces, a: string, b: string): number {
  let best = Number.POSITIVE_INFINITY;
  const size = w.rules.settings.baseInches;
  for (const x of standing(f, a)) for (const y of standing(f, b)) best = Math.min(best, baseGap(x, y, size));
  return best;
}

/** A unit's fire-fight outlook where it stands in `f`: its best fight, and what it is exposed to. */
export interface Outlook {
  /** expected models it slays in its best fight (the enemy it would do best against) */
  dealt: number;
  bestTarget: string | null;
  /** expected models it loses: the worst single enemy's volley, plus a quarter of every other's */
  taken: number;
  /** enemy units that could shoot it, and that it could shoot */
  seenBy: number;
  sees: number;
}

/** The share of a second enemy's volley counted (it may join the fight: project default). */
export const JOIN_CREDIT = 0.25;

/** `unit`'s outlook against every enemy unit in play, in `f`. */
export function outlookOf(w: FirefightWorld, f: Forces, unit: string): Outlook {
  const u = unitOf(f, unit)!;
  const out: Outlook = { dealt: 0, bestTarget: null, taken: 0, seenBy: 0, sees: 0 };
  const taken: number[] = [];
  for (const e of f.units) {
    if (e.side === u.side || !inPlay(f, e.id)) continue;
    const d = expectedSlain(w, f, unit, e.id);
    if (d > 0) out.sees++;
    if (d > out.dealt) {
      out.dealt = d;
      out.bestTarget = e.id;
    }
    const t = expectedSlain(w, f, e.id, unit);
    if (t > 0) {
      out.seenBy++;
      taken.push(t);
    }
  }
  taken.sort((a, b) => b - a);
  out.taken = (taken[0] ?? 0) + JOIN_CREDIT * taken.slice(1).reduce((a, b) => a + b, 0);
  return out;
}

/** How many outlooks are kept at most (emptied when full or when the step changes). */
const KEPT = 20_000;

/**
 * `outlookOf`, kept in `cache` under everything it reads: the unit's record and standing models and
 * every enemy unit's (fire fights are measured model to model, on the table alone), and the step.
 * `step` names the turn and step the cache belongs to.
 */
export function keptOutlook(
  cache: Map<string, unknown>,
  step: string,
  w: FirefightWorld,
  f: Forces,
  unit: string,
): Outlook {
  if (cache.get("step") !== step || cache.size > KEPT) {
    cache.clear();
    cache.set("step", step);
  }
  const u = unitOf(f, unit);
  const enemies = new Set(f.units.filter((e) => e.side !== u?.side).map((e) => e.id));
  const key = JSON.stringify([
    u,
    f.models.filter((m) => m.unit === unit),
    f.units.filter((e) => enemies.has(e.id)),
    f.models.filter((m) => enemies.has(m.unit)),
  ]);
  const kept = cache.get(key) as Outlook | undefined;
  if (kept) return kept;
  const o = outlookOf(w, f, unit);
  cache.set(key, o);
  return o;
}

/** An outlook as factors, `weight` the worth of a model lost against one slain. */
export function outlookFactors(o: Outlook, weight: number, enemies: number): Factor[] {
  return [
    {
      name: "expected damage dealt",
      value: o.dealt,
      detail: o.bestTarget
        ? `${o.dealt.toFixed(2)} models of ${o.bestTarget} expected in a fire fight`
        : "no enemy unit in sight and range",
    },
    {
      name: "expected damage taken",
      value: -weight * o.taken,
      detail: `seen and in range of ${o.seenBy} of ${enemies} enemy units (${o.taken.toFixed(2)} models expected lost)`,
    },
  ];
}

/** The units of `seat` and of the enemy, in play. */
export function sidesOf(s: FirefightState, seat: string) {
  const live = s.units.filter((u) => inPlay(s, u.id));
  return { mine: live.filter((u) => u.side === seat), theirs: live.filter((u) => u.side !== seat) };
}
