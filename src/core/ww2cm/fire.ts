import type { Dice, RuleError } from "../game/ruleset";
import { refuse } from "../game/ruleset";
import { ok, type Result } from "../result";
import { CM, DEFENSIVE_FIRE_SHARE, SHRAPNEL, SKILL, vehicleOf, type Weapon, weaponOf } from "./data";
import type { Ww2Oracle } from "./measured";
import { lostQuarter, type MoraleEvent, moraleTest, withMorale } from "./morale";
import { hits, type Modifier, shotModifiers, total } from "./shooting";
import { alive, cmBetween, type Model, type Unit, unitOf, type Ww2State } from "./state";
import { type ChartRoll, damaged, majorRoll, minorRoll, shrapnelRadius, vehicleCan } from "./vehicles";

/** seed 002, Shooting: the circle, each firing model's roll, hits removed from the front. */

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

/** A shot at a circle, with everything rolled. */
export interface ShotEvent {
  type: "shot";
  unit: string;
  at: [number, number];
  rolls: FirerRoll[];
  /** models removed, front first */
  removed: string[];
  charts: { vehicle: string; roll: ChartRoll }[];
  /** a vehicle's explosion (major chart 12): its radius and each enemy model's d6 within it */
  shrapnel: {
    vehicle: string;
    radiusCm: number;
    rolls: { model: string; natural: number }[];
    killed: string[];
  }[];
}

/**
 * seed 002, major chart 12: "1d6 +3cm worth of shrapnel and fuel detonation damage that kills any
 * enemy model on a 4+": the vehicle's enemies within the radius of its centre each roll a d6.
 */
function blast(s: Ww2State, v: Model, side: string, dice: Dice): ShotEvent["shrapnel"][number] {
  const radiusCm = shrapnelRadius(dice);
  const near = s.models.filter(
    (m) =>
      !m.dead &&
      unitOf(s, m.unit)?.side !== side &&
      !unitOf(s, m.unit)?.vehicle &&
      cmBetween(m, v) <= radiusCm + 1e-9,
  );
  const rolls = near.map((m) => ({ model: m.id, natural: dice.roll(6) }));
  return {
    vehicle: v.unit,
    radiusCm,
    rolls,
    killed: rolls.filter((r) => r.natural >= SHRAPNEL.kills.value).map((r) => r.model),
  };
}

/** The enemy models a circle holds (centre within 6.5 cm), front first: nearest the firers. */
export function inCircle(s: Ww2State, side: string, at: [number, number], firers: readonly Model[]): Model[] {
  const r = CM.circleDiameter.value / 2;
  const cx = firers.reduce((n, m) => n + m.x, 0) / firers.length;
  const cy = firers.reduce((n, m) => n + m.y, 0) / firers.length;
  return s.models
    .filter(
      (m) => !m.dead && unitOf(s, m.unit)?.side !== side && cmBetween(m, { x: at[0], y: at[1] }) <= r + 1e-9,
    )
    .sort(
      (a, b) => cmBetween(a, { x: cx, y: cy }) - cmBetween(b, { x: cx, y: cy }) || (a.id < b.id ? -1 : 1),
    );
}

/** Each firing model's modifiers and need, measured, before any die (the calculator's preview). */
export function planShot(
  s: Ww2State,
  oracle: Ww2Oracle,
  unit: Unit,
  firers: readonly Model[],
  at: [number, number],
  front: Model,
): Omit<FirerRoll, "naturals" | "hits">[] {
  const weapon = weaponOf(unit.weapon)!;
  const target = unitOf(s, front.unit)!;
  const vehicleMod = unit.vehicle ? vehicleCan(unit.vehicle).toHit : 0;
  return firers.map((m) => {
    const line = oracle.line(m, { x: at[0], y: at[1], storey: front.storey });
    const need = SKILL.get(unit.training)!.value;
    const noShot =
      line.blockedBy !== null
        ? `line blocked by ${line.blockedBy}`
        : line.distanceCm > weapon.rangeCm + 1e-9
          ? `${line.distanceCm.toFixed(1)} cm is beyond the ${weapon.name}'s ${weapon.rangeCm} cm`
          : null;
    const modifiers = shotModifiers({
      distanceCm: line.distanceCm,
      levels: line.levels,
      weapon,
      pieces: line.pieces,
      firerMoved: unit.moved,
      targetSprinted: target.sprinted,
      targetPinned: target.pinned,
      targetStill: !target.moved,
      ground: oracle.ground(front),
    });
    if (vehicleMod !== 0)
      modifiers.push({ code: "moved", value: vehicleMod, why: "damaged turret or sights" });
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
  if (unit.pinned) return `${unit.name} is pinned and may only keep its head down (project default)`;
  if (unit.charged) return `${unit.name} is in melee`;
  if (unit.vehicle && !vehicleCan(unit.vehicle).shoot) return `${unit.name} cannot fire (damage)`;
  return null;
}

/** Shoots: every firing model rolls, hits come off the front, anti-tank hits roll on their chart. */
export function shoot(
  s: Ww2State,
  oracle: Ww2Oracle,
  unit: Unit,
  at: [number, number],
  firerIds: readonly string[] | undefined,
  dice: Dice,
  defensive = false,
): Result<{ state: Ww2State; events: (ShotEvent | MoraleEvent)[] }, RuleError> {
  // Defensive fire (seed 002, Melee: "Any defensive weapons may fire before combat starts") is the
  // charged unit's own, whatever it did in its turn; only shock stops it.
  const problem = defensive
    ? unit.morale === "shock"
      ? `${unit.name} is in shock`
      : null
    : shootProblem(unit);
  if (problem) return refuse("cannot-shoot", problem, "$.unit");
  const mine = alive(s, unit.id);
  const firers = firerIds ? mine.filter((m) => firerIds.includes(m.id)) : mine;
  if (firerIds) {
    const standing = new Set(mine.map((m) => m.id));
    const bad = firerIds.findIndex((id) => !standing.has(id));
    if (bad >= 0)
      return refuse(
        "bad-firer",
        `"${firerIds[bad]}" is no standing model of ${unit.name}`,
        `$.firers[${bad}]`,
      );
  }
  if (firers.length === 0) return refuse("bad-firer", "no model fires", "$.firers");
  const targets = inCircle(s, unit.side, at, firers);
  if (targets.length === 0)
    return refuse("empty-circle", `the 13 cm circle at (${at[0]}, ${at[1]}) cm holds no enemy model`, "$.at");
  const weapon = weaponOf(unit.weapon)!;
  const aim = unit.vehicle ? turretProblem(unit, firers[0]!, at) : null;
  if (aim) return refuse("turret-locked", aim, "$.at");
  const plan = planShot(s, oracle, unit, firers, at, targets[0]!);
  if (plan.every((p) => p.noShot !== null))
    return refuse("no-line", `no model of ${unit.name} has a shot: ${plan[0]!.noShot}`, "$.at");
  const rolls: FirerRoll[] = plan.map((p) => {
    if (p.noShot) return { ...p, naturals: [], hits: 0 };
    const naturals = Array.from({ length: weapon.shots }, () => dice.roll(6));
    return { ...p, naturals, hits: naturals.filter((n) => hits(n, p.modifier, p.need)).length };
  });
  return ok(applyHits(s, oracle, unit, weapon, at, targets, rolls, dice, defensive));
}

function applyHits(
  s: Ww2State,
  _oracle: Ww2Oracle,
  unit: Unit,
  weapon: Weapon,
  at: [number, number],
  targets: readonly Model[],
  rolls: FirerRoll[],
  dice: Dice,
  defensive: boolean,
): { state: Ww2State; events: (ShotEvent | MoraleEvent)[] } {
  let count = rolls.reduce((n, r) => n + r.hits, 0);
  const at_ = weapon.rules.includes("major-at")
    ? "major"
    : weapon.rules.includes("minor-at")
      ? "minor"
      : null;
  const dead = new Set<string>();
  const charts: ShotEvent["charts"] = [];
  const shrapnel: ShotEvent["shrapnel"] = [];
  let units = s.units;
  const mean = rolls.reduce((n, r) => n + r.distanceCm, 0) / Math.max(1, rolls.length);
  for (const m of targets) {
    if (count === 0) break;
    const u = unitOf({ units }, m.unit)!;
    if (u.vehicle) {
      // seed 002: "Only weapons with the major or minor anti-tank rule may attempt to damage tanks."
      if (!at_) continue;
      while (count > 0 && unitOf({ units }, u.id)!.vehicle!.hullPoints > 0) {
        count--;
        const v = unitOf({ units }, u.id)!.vehicle!;
        const armour = vehicleOf(v.profile)!.armour;
        const roll =
          at_ === "major" ? majorRoll(dice, weapon.penetration, armour) : minorRoll(dice, weapon, mean);
        charts.push({ vehicle: u.id, roll });
        const after = damaged(v, roll.effects);
        units = units.map((x) => (x.id === u.id ? { ...x, vehicle: after } : x));
        if (after.hullPoints === 0) dead.add(m.id);
        if (roll.effects.includes("dead-explodes")) shrapnel.push(blast(s, m, u.side, dice));
      }
      continue;
    }
    dead.add(m.id);
    count--;
  }
  for (const b of shrapnel) for (const k of b.killed) dead.add(k);
  let state: Ww2State = {
    ...s,
    units: units.map((x) => {
      if (x.id !== unit.id) return x;
      // seed 002, Vehicles: "Turrets must aim at the target it shoots": the turret turns to the circle.
      const vehicle = x.vehicle
        ? {
            ...x.vehicle,
            turret: bearing(s.models.find((m) => m.unit === x.id && !m.dead) ?? { x: at[0], y: at[1] }, at),
          }
        : x.vehicle;
      return { ...x, vehicle, shot: x.shot || !defensive };
    }),
    models: s.models.map((m) => (dead.has(m.id) ? { ...m, dead: true } : m)),
  };
  const events: (ShotEvent | MoraleEvent)[] = [
    { type: "shot", unit: unit.id, at, rolls, removed: [...dead], charts, shrapnel },
  ];
  // seed 002, Moral: a unit shot at that has lost 25% in the turn tests (once a turn); Melee: a
  // charging squad that defensive fire claims 50% of tests.
  const hitUnits = [...new Set(targets.filter((m) => dead.has(m.id)).map((m) => m.unit))];
  for (const id of hitUnits) {
    const u = unitOf(state, id)!;
    if (u.vehicle || alive(state, id).length === 0) continue;
    const before = alive(s, id).length;
    const lost = before - alive(state, id).length;
    const due = defensive
      ? lost >= DEFENSIVE_FIRE_SHARE.value * before - 1e-9
      : !u.testedThisTurn && lostQuarter(state, u);
    if (!due) continue;
    const e = moraleTest(state, u, defensive ? "defensive-fire" : "casualties", dice);
    events.push(e);
    state = { ...state, units: state.units.map((x) => (x.id === id ? withMorale(x, e) : x)) };
  }
  return { state, events };
}
