import type { Dice } from "./dice";
import { applyWounds, type FightReport, settle, type Volley, volley } from "./fight";
import type { Model } from "./model";
import { checkMove, moved } from "./movement";
import { type AllocationLine, type ShooterLine, shooterLines } from "./shots";
import { type FirefightWorld, type Forces, gapY, profileOf, standing, unitOf } from "./world";

/**
 * Charging and melee (project defaults for the seed's unfinished note "Charging: can try to eat shots
 * to get big move", docs/rulesets/firefight.md, "Charge" and "Melee"):
 * 1. the charged unit shoots the charger first, as in a fire fight (its models with LOS and range);
 * 2. the charger, if it still stands, moves up to `chargeFactor` × I y (the big move) straight from its
 *    model nearest the target into base contact with the target's nearest model; difficult terrain
 *    counts as for any move; a charge that cannot reach (too far, impassable, a base in the way) stays
 *    where it is, having eaten the shots for nothing;
 * 3. in contact, a melee: every standing model of both units strikes once (a D6 ≤ `meleeToHit`, the
 *    charger's + `chargeBonus`), saves from the S-vs-T table without cover, wounds closest first (every
 *    model may take them), then the fire fight's resolution: the side that inflicted fewer tests Cg and
 *    a failure falls back I + CRV y.
 */

export interface ChargeReport {
  charger: string;
  target: string;
  /** the target's shots at the charger before it moves (null: none of its models could shoot) */
  shots: Volley | null;
  /** the big move allowed, y */
  reachY: number;
  /** edge to edge from the charger's nearest standing model to the target's, y, after the shots */
  gapY: number | null;
  /** the move made, table inches (null: it did not move) */
  by: [number, number] | null;
  contact: boolean;
  why: string;
  melee: FightReport | null;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The closest pair (charger model, target model) and the offset that brings them into base contact. */
function contactMove(w: FirefightWorld, f: Forces, charger: string, target: string) {
  const b = w.rules.settings.baseInches;
  let best: { m: Model; t: Model; gap: number } | null = null;
  for (const m of standing(f, charger))
    for (const t of standing(f, target)) {
      const gap = gapY(w, m, t);
      if (!best || gap < best.gap - 1e-9) best = { m, t, gap };
    }
  if (!best) return null;
  const dx = best.t.x - best.m.x;
  const dy = best.t.y - best.m.y;
  const close = (d: number) => Math.sign(d) * Math.max(0, Math.abs(d) - b);
  return { gap: best.gap, by: [close(dx), close(dy)] as [number, number] };
}

/** Melee lines: every standing model of `unit` strikes `enemy` once, hitting on `toHit` or less. */
function meleeLines(w: FirefightWorld, f: Forces, unit: string, enemy: string, toHit: number): ShooterLine[] {
  const p = profileOf(w, unitOf(f, unit)!);
  const foes = standing(f, enemy);
  return standing(f, unit).map((m) => {
    const near = foes.length ? Math.min(...foes.map((t) => gapY(w, m, t))) : null;
    return {
      model: m.id,
      unit,
      target: enemy,
      sees: [],
      concealed: [],
      nearestY: near === null ? null : Math.round(near * 10) / 10,
      rangeY: 0,
      inRange: true,
      shoots: true,
      bs: p.bs,
      halved: false,
      toHit,
      why: `in melee: strikes once, hits on ${toHit} or less`,
    };
  });
}

/** Melee allocation: every standing model of `target`, closest to the attacker first, no cover. */
function meleeAllocation(w: FirefightWorld, f: Forces, attacker: string, target: string): AllocationLine[] {
  const foes = standing(f, attacker);
  return standing(f, target)
    .map((t, order) => ({ t, order, d: Math.min(...foes.map((m) => gapY(w, m, t))) }))
    .sort((a, b) => a.d - b.d || a.order - b.order)
    .map(({ t, d }) => ({
      model: t.id,
      distanceY: Math.round(d * 10) / 10,
      seen: true,
      inRange: true,
      eligible: true,
      cover: false,
      why: `${Math.round(d * 10) / 10} y from ${attacker}, in melee (no cover)`,
    }));
}

/** A melee between a charger and its target in base contact (both strike, then the resolution). */
export function resolveMelee(
  w: FirefightWorld,
  f: Forces,
  charger: string,
  target: string,
  dice: Dice,
): { forces: Forces; report: FightReport } {
  const s = w.rules.settings;
  const mine = meleeLines(w, f, charger, target, Math.min(6, s.meleeToHit + s.chargeBonus));
  const theirs = meleeLines(w, f, target, charger, s.meleeToHit);
  const wounds = new Map<string, number>();
  const volleys = [
    volley(w, f, charger, target, mine, wounds, dice, meleeAllocation(w, f, charger, target)),
    volley(w, f, target, charger, theirs, wounds, dice, meleeAllocation(w, f, target, charger)),
  ];
  return settle(
    w,
    applyWounds(w, f, wounds),
    { a: [charger], b: [target] },
    [...mine, ...theirs],
    volleys,
    dice,
  );
}

/** Makes a charge (checked by the caller: the charger may act and sees the target). */
export function charge(
  w: FirefightWorld,
  f: Forces,
  charger: string,
  target: string,
  dice: Dice,
): { forces: Forces; report: ChargeReport } {
  const reachY = profileOf(w, unitOf(f, charger)!).i * w.rules.settings.chargeFactor;
  const base = { charger, target, reachY };
  // 1. Eat shots: the target fires at the charger.
  const lines = shooterLines(w, f, target, [charger]);
  const wounds = new Map<string, number>();
  const shots = lines.some((l) => l.shoots) ? volley(w, f, target, charger, lines, wounds, dice) : null;
  let after = shots ? applyWounds(w, f, wounds) : f;
  if (standing(after, charger).length === 0)
    return {
      forces: after,
      report: {
        ...base,
        shots,
        gapY: null,
        by: null,
        contact: false,
        why: "the charge was shot down",
        melee: null,
      },
    };
  // 2. The big move into base contact.
  const c = contactMove(w, after, charger, target)!;
  const fail = (why: string) => ({
    forces: after,
    report: { ...base, shots, gapY: r2(c.gap), by: null, contact: false, why, melee: null },
  });
  if (c.gap > reachY + 1e-9)
    return fail(`${r2(c.gap)} y to ${target}, beyond the charge's ${reachY} y: it stays where it is`);
  if (c.gap > 1e-9) {
    const m = checkMove(w, after, charger, c.by, reachY);
    if (!m.ok) return fail(`the charge cannot be made (${m.error}): it stays where it is`);
    after = moved(after, charger, c.by);
  }
  // 3. Melee.
  const melee = resolveMelee(w, after, charger, target, dice);
  return {
    forces: melee.forces,
    report: {
      ...base,
      shots,
      gapY: r2(c.gap),
      by: [r2(c.by[0]), r2(c.by[1])],
      contact: true,
      why: `${r2(c.gap)} y to ${target}, within the charge's ${reachY} y: base contact, melee`,
      melee: melee.report,
    },
  };
}
