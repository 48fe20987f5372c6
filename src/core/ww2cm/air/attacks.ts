import { type Dice, refuse } from "../../game/ruleset";
import { SCATTER_DICE, SKILL, type Weapon } from "../data";
import { type MoraleEvent, moraleTest, withMorale } from "../morale";
import type { BlastEvent, Landing } from "../ordnance";
import { blastAt } from "../ordnance";
import { alive, cmBetween, type Model, unitOf, type Ww2State } from "../state";
import { type AircraftType, DIVE_MORALE } from "./data";
import { type FlightPath, nearestAlong, passedOver, pathLengthCm } from "./path";

/**
 * seed 002, Aircraft: "select for bomb weapons any unit the craft passes over to be the target using the
 * ordinance rule. For rocket weapons use the propelled weapons rule. Bullets follow normal shooting
 * rules. Each weapon may fire once. So it must shoot its rockets at one target but not two. It may fire
 * all weapons at one target." Dive bombers "drop their payload with perfect accuracy which forces a moral
 * check with -1 penalty to the target". A plane shot down "may not attack anything beyond the point it
 * was destroyed" (chosen reading: whoever shot it down, the fighter or AA).
 * Chosen readings: every weapon attacks a unit the plane passes over (its guns and rockets point along
 * its line), at the first point it passes over it; a shot hits on the crew's training value with no
 * range band or cover; a gun hit kills the target's standing model nearest the path; a bomb or rocket
 * that hits bursts on that model, one that misses scatters 2d6 cm along the flight, short on a d6 of 1–3
 * and over on 4–6 (the ordnance scatter's project default), and a scattered rocket spares its target
 * (the propelled rule). Vehicles under a blast are listed, not yet damaged (the vehicle charts are the
 * ground rules'; see docs "Not done").
 */

/** One weapon's attack order: the weapon (its index in the aircraft's list) and the target unit. */
export interface AttackOrder {
  weapon: number;
  unit: string;
}

/** What one weapon did. */
export interface AttackEvent {
  type: "air-attack";
  aircraft: string;
  weapon: "bombs" | "rockets" | "guns";
  unit: string;
  /** cm along the path where it attacked */
  s: number;
  need: number | null;
  naturals: number[];
  killed: string[];
  blasts: BlastEvent[];
  /** vehicles under a blast (inner or outer), not damaged here */
  vehicles: string[];
  morale: MoraleEvent | null;
}

/** Why a plane's attack orders break the rules, or null. */
export function attackProblem(
  s: Ww2State,
  side: string,
  type: AircraftType,
  path: FlightPath,
  orders: readonly AttackOrder[],
): ReturnType<typeof refuse> | null {
  const over = passedOver(path, s.models);
  const used = new Set<number>();
  for (const [i, o] of orders.entries()) {
    const at = `$.attacks[${i}]`;
    const w = type.weapons[o.weapon];
    if (!w) return refuse("bad-weapon", `${type.name} has no weapon ${o.weapon}`, `${at}.weapon`);
    if (used.has(o.weapon))
      return refuse("fired-once", `each weapon may fire once: ${w.kind} is ordered twice`, `${at}.weapon`);
    used.add(o.weapon);
    const u = unitOf(s, o.unit);
    if (!u || alive(s, u.id).length === 0)
      return refuse("bad-unit", `no standing unit "${o.unit}"`, `${at}.unit`);
    if (u.side === side) return refuse("own-unit", `${u.name} is ${side}'s own`, `${at}.unit`);
    if (!over.some((p) => p.unit === u.id))
      return refuse("not-passed-over", `the flight does not pass over ${u.name}`, `${at}.unit`);
    if (w.kind === "guns" && u.vehicle)
      return refuse("not-done", `guns at vehicles from the air are not done yet (${u.name})`, `${at}.unit`);
  }
  return null;
}

const kill = (s: Ww2State, ids: readonly string[]): Ww2State =>
  ids.length === 0
    ? s
    : { ...s, models: s.models.map((m) => (ids.includes(m.id) ? { ...m, dead: true } : m)) };

/** The target's standing model nearest the path. */
function nearestModel(s: Ww2State, unit: string, path: FlightPath): Model {
  return alive(s, unit).reduce((a, b) => (nearestAlong(path, b).offCm < nearestAlong(path, a).offCm ? b : a));
}

/** A bomb's or rocket's landing: on the model when it hit, else 2d6 cm along the flight, short or over. */
function landing(path: FlightPath, front: Model, hit: boolean, dice: Dice): Landing {
  if (hit)
    return { hit, scatter: [], wouldLand: [front.x, front.y], stoppedBy: null, at: [front.x, front.y] };
  const dir = dice.roll(6);
  const dist = Array.from({ length: SCATTER_DICE.value }, () => dice.roll(6));
  const cm = dist.reduce((a, b) => a + b, 0) * (dir <= 3 ? -1 : 1);
  const len = pathLengthCm(path);
  const [ux, uy] = [(path.exit[0] - path.entry[0]) / len, (path.exit[1] - path.entry[1]) / len];
  const at: [number, number] = [front.x + ux * cm, front.y + uy * cm];
  return { hit, scatter: [dir, ...dist], wouldLand: at, stoppedBy: null, at };
}

/**
 * Carries out a plane's attack orders (checked by attackProblem) in the order they lie along the path,
 * up to `untilCm` (where it was shot down; an attack beyond it is not made).
 */
export function resolveAttacks(
  s0: Ww2State,
  id: string,
  type: AircraftType,
  path: FlightPath,
  orders: readonly AttackOrder[],
  dice: Dice,
  untilCm = pathLengthCm(path),
): { state: Ww2State; events: AttackEvent[] } {
  const over = new Map(passedOver(path, s0.models).map((p) => [p.unit, p.s]));
  const sorted = [...orders].sort((a, b) => over.get(a.unit)! - over.get(b.unit)! || a.weapon - b.weapon);
  const need = SKILL.get(type.crew)!.value;
  let s = s0;
  const events: AttackEvent[] = [];
  for (const o of sorted) {
    const w = type.weapons[o.weapon]!;
    const at = over.get(o.unit)!;
    if (at > untilCm + 1e-9 || alive(s, o.unit).length === 0) continue;
    const e: AttackEvent = {
      type: "air-attack",
      aircraft: id,
      weapon: w.kind,
      unit: o.unit,
      s: at,
      need: type.dive && w.kind === "bombs" ? null : need,
      naturals: [],
      killed: [],
      blasts: [],
      vehicles: [],
      morale: null,
    };
    for (let i = 0; i < w.shots && alive(s, o.unit).length > 0; i++) {
      const front = nearestModel(s, o.unit, path);
      // seed 002, Dive bombers: "perfect accuracy": no roll
      const natural = e.need === null ? null : dice.roll(6);
      if (natural !== null) e.naturals.push(natural);
      const hit = natural === null || natural >= need;
      if (w.kind === "guns") {
        if (hit && !unitOf(s, o.unit)!.vehicle) {
          e.killed.push(front.id);
          s = kill(s, [front.id]);
        }
        continue;
      }
      const l = landing(path, front, hit, dice);
      const spare = w.kind === "rockets" && !hit ? o.unit : null;
      const b = blastAt(s, { blast: w.blast } as Weapon, l, spare, dice);
      e.blasts.push(b.event);
      e.vehicles.push(...b.vehicles.map((v) => v.model.id));
      const dead = [...b.event.inner, ...b.event.outer.filter((x) => x.dead).map((x) => x.model)];
      e.killed.push(...dead);
      s = kill(s, dead);
    }
    if (type.dive && w.kind === "bombs" && alive(s, o.unit).length > 0) {
      const u = unitOf(s, o.unit)!;
      e.morale = moraleTest(s, u, "casualties", dice, DIVE_MORALE.value);
      const next = withMorale(u, e.morale);
      s = { ...s, units: s.units.map((x) => (x.id === u.id ? next : x)) };
    }
    events.push(e);
  }
  return { state: s, events };
}

/** seed 002, Dive bombers: "they choose their entry on the board directly above their target". */
export function diveEntryProblem(s: Ww2State, path: FlightPath, target: string): string | null {
  const near = alive(s, target).some((m) => cmBetween(m, { x: path.entry[0], y: path.entry[1] }) <= 1e-6);
  return near
    ? null
    : `a dive bomber enters directly above its target: put its entry on a model of ${target}`;
}
