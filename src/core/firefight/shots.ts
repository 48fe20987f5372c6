import type { Model } from "./model";
import {
  type FirefightWorld,
  type Forces,
  gapY,
  profileOf,
  rangeY,
  sightOf,
  standing,
  unitOf,
  withinRange,
} from "./world";

/**
 * Seed 003 steps 1 and 2 and the allocation order of step 4, measured per model: which models shoot,
 * at which unit, with what to-hit number, and which target models may take the wounds in which order.
 */

/** One shooter model's line of a fire fight. */
export interface ShooterLine {
  model: string;
  unit: string;
  /** the enemy unit it shoots at (the nearest it can see and reach), or null when it cannot shoot */
  target: string | null;
  /** target models it has LOS to, and how many of them are concealed from it */
  sees: string[];
  concealed: string[];
  /** distance to the nearest model it sees, y (null: it sees none) */
  nearestY: number | null;
  rangeY: number;
  inRange: boolean;
  /** gathers a D6 (LOS and in range) */
  shoots: boolean;
  bs: number;
  /** Bs halved, rounded up, when most of the targets it sees are concealed (seed 003, Concealment) */
  halved: boolean;
  toHit: number;
  why: string;
}

/** Concealment (seed 003): a majority of `seen` concealed halves Bs, rounded up. */
export function concealedBs(bs: number, seen: number, concealed: number): { bs: number; halved: boolean } {
  const halved = seen > 0 && concealed * 2 > seen;
  return { bs: halved ? Math.ceil(bs / 2) : bs, halved };
}

/** What one shooter model can do against one enemy unit. */
function lineAgainst(w: FirefightWorld, f: Forces, m: Model, target: string) {
  const u = unitOf(f, m.unit)!;
  const range = rangeY(w, u);
  const sees: string[] = [];
  const concealed: string[] = [];
  let nearest: number | null = null;
  for (const t of standing(f, target)) {
    const s = sightOf(w, f, m, t);
    if (!s.visible) continue;
    sees.push(t.id);
    if (s.concealed) concealed.push(t.id);
    const d = gapY(w, m, t);
    if (nearest === null || d < nearest) nearest = d;
  }
  return { sees, concealed, nearest, range, inRange: nearest !== null && withinRange(nearest, range) };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The shooter lines of one unit in a fire fight against `enemies` (one unit, or several when this unit
 * is the one against several: each model shoots at the nearest enemy unit it can see and reach,
 * project default). One D6 per model with LOS to the enemy unit and in range.
 */
export function shooterLines(
  w: FirefightWorld,
  f: Forces,
  unit: string,
  enemies: readonly string[],
): ShooterLine[] {
  const u = unitOf(f, unit)!;
  const p = profileOf(w, u);
  return standing(f, unit).map((m) => {
    const options = enemies.map((e) => ({ e, l: lineAgainst(w, f, m, e) }));
    const able = options.filter((o) => o.l.inRange).sort((a, b) => a.l.nearest! - b.l.nearest!);
    const pick = able[0] ?? options.find((o) => o.l.sees.length > 0) ?? options[0]!;
    const l = pick.l;
    const shoots = l.inRange;
    const c = concealedBs(p.bs, l.sees.length, l.concealed.length);
    const why = shoots
      ? `sees ${l.sees.length} of ${pick.e}, nearest ${r1(l.nearest!)} y (range ${l.range} y)` +
        (c.halved
          ? `; ${l.concealed.length} of ${l.sees.length} concealed: Bs ${p.bs} halved to ${c.bs}`
          : "")
      : l.sees.length === 0
        ? "no line of sight to the enemy unit: no shot"
        : `nearest target ${r1(l.nearest!)} y, beyond range ${l.range} y: no shot`;
    return {
      model: m.id,
      unit,
      target: shoots ? pick.e : null,
      sees: l.sees,
      concealed: l.concealed,
      nearestY: l.nearest === null ? null : r1(l.nearest),
      rangeY: l.range,
      inRange: l.inRange,
      shoots,
      bs: p.bs,
      halved: shoots && c.halved,
      toHit: c.bs,
      why,
    };
  });
}

/** A target model's place in the wound allocation order against one attacking unit. */
export interface AllocationLine {
  model: string;
  /** distance to the nearest standing model of the attacking unit, y */
  distanceY: number;
  seen: boolean;
  inRange: boolean;
  /** may take wounds: some attacking model sees it and has it in range */
  eligible: boolean;
  /** behind cover from the attacking unit: so from most of the attacking models that see it */
  cover: boolean;
  why: string;
}

/**
 * Seed 003 step 4: wounds go from the model closest to the enemy unit to the farthest; models the
 * attacking unit cannot see, or has out of its weapon's range, cannot take wounds. Ties keep the
 * unit's model order. Cover (+1 save) is directional: measured from the attacking models that see it.
 */
export function allocationOrder(
  w: FirefightWorld,
  f: Forces,
  attacker: string,
  target: string,
): AllocationLine[] {
  const au = unitOf(f, attacker)!;
  const range = rangeY(w, au);
  const shooters = standing(f, attacker);
  const lines = standing(f, target).map((t, order) => {
    let distance = Number.POSITIVE_INFINITY;
    let seen = false;
    let inRange = false;
    let seeing = 0;
    let covered = 0;
    for (const s of shooters) {
      const d = gapY(w, s, t);
      distance = Math.min(distance, d);
      const v = sightOf(w, f, s, t);
      if (!v.visible) continue;
      seen = true;
      seeing++;
      if (v.cover) covered++;
      if (withinRange(d, range)) inRange = true;
    }
    const cover = covered * 2 > seeing;
    const why = !seen
      ? `${attacker} cannot see it: no wounds`
      : !inRange
        ? `beyond ${range} y of every ${attacker} model that sees it: no wounds`
        : `${r1(distance)} y from ${attacker}${cover ? `, behind cover from ${covered} of ${seeing} that see it` : ""}`;
    return {
      line: { model: t.id, distanceY: r1(distance), seen, inRange, eligible: seen && inRange, cover, why },
      order,
      distance,
    };
  });
  lines.sort((a, b) => a.distance - b.distance || a.order - b.order);
  return lines.map((l) => l.line);
}
