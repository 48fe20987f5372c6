import type { Dice, RuleError } from "../game/ruleset";
import { refuse } from "../game/ruleset";
import { ok, type Result } from "../result";
import { type FirerRoll, inCircle, planShot, shootProblem, turretProblem } from "./aim";
import { crewShootProblem } from "./crewed";
import { DEFENSIVE_FIRE_SHARE, SHRAPNEL, vehicleOf, type Weapon, weaponOf } from "./data";
import type { Ww2Oracle } from "./measured";
import { fireIntoMelee, type IntoMelee, meleeInCircle } from "./melee-fire";
import { lostQuarter, type MoraleEvent, moraleTest, withMorale } from "./morale";
import { type BlastEvent, blastAt, land } from "./ordnance";
import { hits } from "./shooting";
import { sniperCheck } from "./snipers";
import { type SoftHit, softHit, softKind } from "./soft-vehicles";
import { alive, cmBetween, type Model, type Unit, unitOf, type Ww2State } from "./state";
import { type ChartRoll, damaged, majorRoll, minorRoll, shrapnelRadius } from "./vehicles";

export { bearing, type FirerRoll, inCircle, LOCKED_ARC, planShot, shootProblem, turretProblem } from "./aim";

/** seed 002, Shooting: the circle, each firing model's roll, hits removed from the front. */

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
  /** seed 002, Jamming: the d6 and the number needed; a jammed gun "cannot fire that turn" */
  jammed?: { natural: number; need: number; fired: boolean };
  /** seed 002, Blasts: where each round of a blast weapon landed and what it did */
  blasts?: BlastEvent[];
  /** seed 002, Unarmoured Vehicles: each hit on one */
  soft?: SoftHit[];
  /** the weapon fired, when not the unit's own (grenades) */
  weapon?: string;
  /** seed 002, Firing into a melee: the misses re-rolled and the firer's own models they killed */
  intoMelee?: IntoMelee;
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
      !unitOf(s, m.unit)?.inside &&
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

/** Shoots: every firing model rolls, hits come off the front, anti-tank hits roll on their chart. */
export function shoot(
  s: Ww2State,
  oracle: Ww2Oracle,
  unit: Unit,
  at: [number, number],
  firerIds: readonly string[] | undefined,
  dice: Dice,
  defensive = false,
  grenades = false,
): Result<{ state: Ww2State; events: (ShotEvent | MoraleEvent)[] }, RuleError> {
  // Defensive fire (seed 002, Melee: "Any defensive weapons may fire before combat starts") is the
  // charged unit's own, whatever it did in its turn; only shock stops it.
  const problem = defensive
    ? unit.morale === "shock"
      ? `${unit.name} is in shock`
      : null
    : (shootProblem(unit) ?? (grenades ? null : crewShootProblem(unit)));
  if (problem) return refuse("cannot-shoot", problem, "$.unit");
  if (grenades && unit.vehicle) return refuse("cannot-shoot", "vehicles throw no grenades", "$.grenades");
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
    return refuse(
      "empty-circle",
      `the 13 cm circle at (${at[0]}, ${at[1]}) cm holds no enemy model that may be shot at`,
      "$.at",
    );
  const weapon = weaponOf(grenades ? "grenades" : unit.weapon)!;
  const aim = unit.vehicle ? turretProblem(unit, firers[0]!, at) : null;
  if (aim) return refuse("turret-locked", aim, "$.at");
  const plan = planShot(s, oracle, unit, firers, at, targets[0]!, weapon);
  if (plan.every((p) => p.noShot !== null))
    return refuse("no-line", `no model of ${unit.name} has a shot: ${plan[0]!.noShot}`, "$.at");
  // seed 002, Jamming: "you must pass the test by getting the number needed on a d6 ... If the gun
  // jams it cannot fire that turn."
  let jammed: ShotEvent["jammed"];
  if (weapon.jam !== undefined) {
    const natural = dice.roll(6);
    jammed = { natural, need: weapon.jam, fired: natural >= weapon.jam };
    if (!jammed.fired) {
      const state = {
        ...s,
        units: s.units.map((x) => (x.id === unit.id ? { ...x, shot: x.shot || !defensive } : x)),
      };
      const rolls = plan.map((p) => ({ ...p, naturals: [], hits: 0 }));
      return ok({
        state,
        events: [{ type: "shot", unit: unit.id, at, rolls, removed: [], charts: [], shrapnel: [], jammed }],
      });
    }
  }
  const rolls: FirerRoll[] = plan.map((p) => {
    if (p.noShot) return { ...p, naturals: [], hits: 0 };
    const naturals = Array.from({ length: weapon.shots }, () => dice.roll(6));
    return { ...p, naturals, hits: naturals.filter((n) => hits(n, p.modifier, p.need)).length };
  });
  const r = applyHits(s, oracle, unit, weapon, at, targets, rolls, dice, defensive, firers);
  if (jammed) (r.events[0] as ShotEvent).jammed = jammed;
  if (grenades) (r.events[0] as ShotEvent).weapon = weapon.id;
  return ok(r);
}

/** Everything the hits did, gathered before the state is written. */
interface Damage {
  dead: Set<string>;
  units: Ww2State["units"];
  charts: ShotEvent["charts"];
  shrapnel: ShotEvent["shrapnel"];
  soft: SoftHit[];
  blasts: BlastEvent[];
}

/** One hit on a vehicle model: the charts for an armoured one, the seed's list for an unarmoured one. */
function vehicleHit(
  s: Ww2State,
  dmg: Damage,
  m: Model,
  weapon: Weapon,
  inner: boolean | null,
  distanceCm: number,
  dice: Dice,
): boolean {
  const u = unitOf({ units: dmg.units }, m.unit)!;
  const v = u.vehicle!;
  const profile = vehicleOf(v.profile)!;
  if (profile.unarmoured) {
    const r = softHit(u.id, v, softKind(weapon, weapon.rules.includes("ordnance") ? inner : null), dice);
    dmg.soft.push(r.hit);
    dmg.units = dmg.units.map((x) => (x.id === u.id ? { ...x, vehicle: r.vehicle } : x));
    // seed 002, Ordinance: "Any models under the inner blast are dead including the vehicle" (its riders).
    const riders = s.models.filter((x) => !x.dead && unitOf(s, x.unit)?.inside === u.id);
    if (r.hit.by === "ordnance-inner") for (const x of riders) dmg.dead.add(x.id);
    for (let k = 0; k < r.hit.passengersKilled; k++) {
      const p = s.models.find((x) => !x.dead && !dmg.dead.has(x.id) && unitOf(s, x.unit)?.inside === u.id);
      if (p) dmg.dead.add(p.id);
    }
    if (r.hit.outOfAction) dmg.dead.add(m.id);
    return true;
  }
  // seed 002: "Only weapons with the major or minor anti-tank rule may attempt to damage tanks."
  const at = weapon.rules.includes("major-at") ? "major" : weapon.rules.includes("minor-at") ? "minor" : null;
  if (!at || inner === false || v.hullPoints === 0) return false;
  const roll =
    at === "major"
      ? majorRoll(dice, weapon.penetration, profile.armour)
      : minorRoll(dice, weapon, distanceCm);
  dmg.charts.push({ vehicle: u.id, roll });
  const after = damaged(v, roll.effects);
  dmg.units = dmg.units.map((x) => (x.id === u.id ? { ...x, vehicle: after } : x));
  if (after.hullPoints === 0) dmg.dead.add(m.id);
  if (roll.effects.includes("dead-explodes")) dmg.shrapnel.push(blast(s, m, u.side, dice));
  return true;
}

function applyHits(
  s: Ww2State,
  oracle: Ww2Oracle,
  unit: Unit,
  weapon: Weapon,
  at: [number, number],
  targets: readonly Model[],
  rolls: FirerRoll[],
  dice: Dice,
  defensive: boolean,
  firers: readonly Model[],
): { state: Ww2State; events: (ShotEvent | MoraleEvent)[] } {
  const dmg: Damage = { dead: new Set(), units: s.units, charts: [], shrapnel: [], soft: [], blasts: [] };
  const mean = rolls.reduce((n, r) => n + r.distanceCm, 0) / Math.max(1, rolls.length);
  const front = targets[0]!;
  if (weapon.blast) {
    // Each round lands (scattering on a miss) and blasts what is under it.
    for (const r of rolls) {
      const gun = firers.find((m) => m.id === r.model)!;
      r.naturals.forEach((n) => {
        const hit = hits(n, r.modifier, r.need);
        const landing = land(oracle, gun, at, front, hit, dice);
        const spare = !hit && weapon.rules.includes("propelled") ? front.unit : null;
        const now = { ...s, models: s.models.map((m) => (dmg.dead.has(m.id) ? { ...m, dead: true } : m)) };
        const b = blastAt(now, weapon, landing, spare, dice);
        dmg.blasts.push(b.event);
        for (const id of b.event.inner) dmg.dead.add(id);
        for (const o of b.event.outer) if (o.dead) dmg.dead.add(o.model);
        for (const v of b.vehicles) vehicleHit(s, dmg, v.model, weapon, v.inner, r.distanceCm, dice);
      });
    }
  } else {
    let count = rolls.reduce((n, r) => n + r.hits, 0);
    for (const m of targets) {
      if (count === 0) break;
      if (dmg.dead.has(m.id)) continue;
      const u = unitOf({ units: dmg.units }, m.unit)!;
      if (u.vehicle) {
        while (count > 0 && !dmg.dead.has(m.id)) {
          if (!vehicleHit(s, dmg, m, weapon, null, mean, dice)) break;
          count--;
        }
        continue;
      }
      count--;
      dmg.dead.add(m.id);
      const building = oracle.buildingAt?.(m) ?? null;
      if (!building) continue;
      // seed 002, Occupying buildings: "they take double hits from grenades. They also die if a flame
      // thrower successfully makes an attack" (every enemy model in that building).
      const inside = (x: Model) =>
        !x.dead &&
        !dmg.dead.has(x.id) &&
        unitOf(s, x.unit)?.side !== unit.side &&
        oracle.buildingAt?.(x)?.id === building.id;
      if (weapon.rules.includes("flame")) for (const x of s.models.filter(inside)) dmg.dead.add(x.id);
      else if (weapon.rules.includes("grenade")) {
        const next = targets.find(inside);
        if (next) dmg.dead.add(next.id);
      }
    }
  }
  const lock = weapon.blast || defensive ? undefined : meleeInCircle(s, unit.side, targets);
  const into = lock ? fireIntoMelee(s, lock, unit.side, rolls, firers, dmg.dead, dice) : null;
  for (const b of dmg.shrapnel) for (const k of b.killed) dmg.dead.add(k);
  // A vehicle out of action lets its riders out where it stood.
  const wrecked = new Set(
    dmg.units
      .filter((u) => u.vehicle && s.models.some((m) => m.unit === u.id && dmg.dead.has(m.id)))
      .map((u) => u.id),
  );
  const dead = dmg.dead;
  let state: Ww2State = {
    ...s,
    units: dmg.units.map((x) => {
      if (x.inside && wrecked.has(x.inside)) {
        const { inside: _gone, ...rest } = x;
        return rest;
      }
      if (x.id !== unit.id) return x;
      // seed 002, Vehicles: "Turrets must aim at the target it shoots": the turret turns to the circle.
      const vehicle = x.vehicle
        ? {
            ...x.vehicle,
            turret: bearingTo(s.models.find((m) => m.unit === x.id && !m.dead) ?? { x: at[0], y: at[1] }, at),
          }
        : x.vehicle;
      return { ...x, vehicle, shot: x.shot || !defensive };
    }),
    models: s.models.map((m) => (dead.has(m.id) ? { ...m, dead: true } : m)),
  };
  if (into) state.melees = into.melees;
  // A melee one of whose units is gone is over.
  if (state.melees) {
    const st = state;
    const left = st.melees!.filter((l) => l.units.every((u) => alive(st, u).length > 0));
    state = {
      ...st,
      units: st.units.map((x) =>
        left.some((l) => l.units.includes(x.id)) || !st.melees!.some((l) => l.units.includes(x.id))
          ? x
          : { ...x, charged: false },
      ),
    };
    if (left.length) state.melees = left;
    else delete state.melees;
  }
  const shot: ShotEvent = {
    type: "shot",
    unit: unit.id,
    at,
    rolls,
    removed: [...dead],
    charts: dmg.charts,
    shrapnel: dmg.shrapnel,
  };
  if (dmg.blasts.length) shot.blasts = dmg.blasts;
  if (dmg.soft.length) shot.soft = dmg.soft;
  if (into) shot.intoMelee = into.event;
  const events: (ShotEvent | MoraleEvent)[] = [shot];
  // seed 002, Moral: a unit shot at, or "under an enemy radius attack" (chosen reading: a blast or a
  // vehicle's explosion), that has lost 25% in the turn tests (once a turn); Melee: a charging squad
  // that defensive fire claims 50% of tests.
  const hitUnits = [
    ...new Set(
      s.models.filter((m) => dead.has(m.id) && unitOf(s, m.unit)?.side !== unit.side).map((m) => m.unit),
    ),
  ];
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
    state = { ...state, units: state.units.map((x) => (x.id === id ? withMorale(x, e, oracle, state) : x)) };
  }
  // seed 002, Snipers: "They always cause a pinning check even if they missed."
  if (weapon.rules.includes("sniper") && !defensive) {
    const c = sniperCheck(state, oracle, unit, front.unit, dice);
    state = c.state;
    if (c.event) events.push(c.event);
  }
  return { state, events };
}

/** Degrees from a point to another, 0 = +y, clockwise. */
function bearingTo(from: { x: number; y: number }, to: [number, number]): number {
  const deg = (Math.atan2(to[0] - from.x, to[1] - from.y) * 180) / Math.PI;
  return ((deg % 360) + 360) % 360;
}
