import { CM, SKILL, type Weapon, weaponOf } from "./data";
import type { Ww2Oracle } from "./measured";
import { nightShotProblem } from "./night";
import { type Modifier, shotModifiers, total } from "./shooting";
import { alive, cmBetween, type Model, pinnedNow, type Unit, unitOf, type Ww2State } from "./state";
import { vehicleCan } from "./vehicles";

/** seed 002, Shooting: the circle, who may fire and each firing model's need, measured before any die. */

/** One firing model's roll. */
export interface FirerRoll {
  model: string;
  /** the feature that blocks its line, or why it has no shot; then it rolls nothing */
  noShot: string | null;
  distanceCm: number;
  levels: number;
  modifiers: Modifier[];
  modifier: number;
  need: number;
  naturals: number[];
  hits: number;
}

/**
 * The enemy models a circle holds (centre within 6.5 cm), front first: nearest the firers. Hidden snipers
 * (seed 002: "They may only get shot at if the sniper fired at a unit and failed to pin it") and models
 * riding in a vehicle are not in it.
 */
export function inCircle(s: Ww2State, side: string, at: [number, number], firers: readonly Model[]): Model[] {
  const r = CM.circleDiameter.value / 2;
  const cx = firers.reduce((n, m) => n + m.x, 0) / firers.length;
  const cy = firers.reduce((n, m) => n + m.y, 0) / firers.length;
  return s.models
    .filter((m) => {
      const u = unitOf(s, m.unit);
      return (
        !m.dead &&
        u !== undefined &&
        u.side !== side &&
        !u.hidden &&
        !u.inside &&
        cmBetween(m, { x: at[0], y: at[1] }) <= r + 1e-9
      );
    })
    .sort(
      (a, b) => cmBetween(a, { x: cx, y: cy }) - cmBetween(b, { x: cx, y: cy }) || (a.id < b.id ? -1 : 1),
    );
}

/**
 * seed 002, Ordinance weapons: "They must be able to see their targets still unless in radio contact
 * with a friendly who is in view of the target" (project default: officers carry the radio): the first
 * friendly officer model with a clear line to the circle's centre, or null.
 */
export function radioContact(s: Ww2State, oracle: Ww2Oracle, side: string, at: [number, number]) {
  for (const u of s.units) {
    if (u.side !== side || u.officer === 0) continue;
    for (const m of alive(s, u.id))
      if (oracle.line(m, { x: at[0], y: at[1] }).blockedBy === null) return m.id;
  }
  return null;
}

/** Each firing model's modifiers and need, measured, before any die (the calculator's preview). */
export function planShot(
  s: Ww2State,
  oracle: Ww2Oracle,
  unit: Unit,
  firers: readonly Model[],
  at: [number, number],
  front: Model,
  weapon: Weapon = weaponOf(unit.weapon)!,
): Omit<FirerRoll, "naturals" | "hits">[] {
  const target = unitOf(s, front.unit)!;
  const vehicleMod = unit.vehicle ? vehicleCan(unit.vehicle).toHit : 0;
  const ordnance = weapon.rules.includes("ordnance");
  const radio = ordnance ? radioContact(s, oracle, unit.side, at) : null;
  // seed 002, Occupying buildings: "For each window 2 models are able to shoot".
  const used = new Map<string, number>();
  // seed 002, Night Fighting: each firer sees only 50 cm, except a unit that fired and has not moved
  const circle = s.night ? inCircle(s, unit.side, at, firers) : [];
  const revealed = circle.some((t) => unitOf(s, t.unit)?.revealed);
  const unseen = circle.filter((t) => !unitOf(s, t.unit)?.revealed);
  return firers.map((m) => {
    const line = oracle.line(m, { x: at[0], y: at[1], storey: front.storey });
    const need = SKILL.get(unit.training)!.value;
    const building = oracle.buildingAt?.(m) ?? null;
    const n = building ? (used.get(building.id) ?? 0) : 0;
    if (building) used.set(building.id, n + 1);
    const noShot =
      building && n >= 2 * building.openings
        ? `no free opening in ${building.id} (2 models to each opening, ${building.openings} openings)`
        : line.blockedBy !== null && !radio
          ? `line blocked by ${line.blockedBy}`
          : line.distanceCm > weapon.rangeCm + 1e-9
            ? `${line.distanceCm.toFixed(1)} cm is beyond the ${weapon.name}'s ${weapon.rangeCm} cm`
            : s.night
              ? nightShotProblem(m, unseen, revealed)
              : null;
    const modifiers = shotModifiers({
      distanceCm: line.distanceCm,
      levels: line.levels,
      weapon,
      pieces: line.pieces,
      firerMoved: unit.moved,
      targetSprinted: target.sprinted,
      targetPinned: pinnedNow(target),
      targetStill: !target.moved,
      ground: oracle.ground(front),
      night: s.night === true,
    });
    if (vehicleMod !== 0)
      modifiers.push({ code: "moved", value: vehicleMod, why: "damaged turret or sights" });
    if (line.blockedBy !== null && radio)
      modifiers.push({
        code: "no-range",
        value: 0,
        why: `ordnance fired by radio: ${radio} sees the target`,
      });
    return {
      model: m.id,
      noShot,
      distanceCm: line.distanceCm,
      levels: line.levels,
      modifiers,
      modifier: total(modifiers),
      need,
    };
  });
}

/** Degrees from a point to another, 0 = +y, clockwise (the table's facing convention). */
export function bearing(from: { x: number; y: number }, to: [number, number]): number {
  const deg = (Math.atan2(to[0] - from.x, to[1] - from.y) * 180) / Math.PI;
  return ((deg % 360) + 360) % 360;
}

/**
 * project default: a locked turret (major chart 6, "can only shoot in the direction the turret was last
 * pointing in") covers 22.5° either side of where it points.
 */
export const LOCKED_ARC = 22.5;

/** Why a vehicle's turret cannot bear on the circle, or null. */
export function turretProblem(unit: Unit, model: Model, at: [number, number]): string | null {
  const v = unit.vehicle;
  if (!v || vehicleCan(v).turnTurret) return null;
  const b = bearing(model, at);
  const off = Math.abs(((b - v.turret + 540) % 360) - 180);
  return off <= LOCKED_ARC + 1e-9
    ? null
    : `${unit.name}'s turret is locked pointing ${v.turret.toFixed(0)}°; the circle is at ${b.toFixed(0)}°`;
}

/** Why a unit may not shoot now, or null. */
export function shootProblem(unit: Unit): string | null {
  if (unit.shot) return `${unit.name} has already shot this turn`;
  if (unit.sprinted) return `${unit.name} sprinted, "at the expense of shooting" (seed 002, Movement)`;
  if (unit.morale === "shock") return `${unit.name} is in shock and can do nothing else this turn`;
  if (unit.wire === "reached") return `${unit.name} counts as pinned at the wire this turn`;
  if (unit.pinned) return `${unit.name} is pinned and may only keep its head down (project default)`;
  if (unit.charged) return `${unit.name} is in melee`;
  if (unit.inside) return `${unit.name} rides in a vehicle`;
  if (unit.vehicle && !vehicleCan(unit.vehicle).shoot) return `${unit.name} cannot fire (damage)`;
  return null;
}
