import { type Dice, refuse } from "../../game/ruleset";
import type { SegmentHitQuery } from "../../los/segment-hits";
import { ok } from "../../result";
import type { Table } from "../../table/schema";
import type { TerrainIndex } from "../../table/terrain";
import type { AirSetup, AirState } from "../air-state";
import { alive, unitOf, type Ww2State } from "../state";
import { type AaSight, aaSight } from "./aa-sight";
import { type ArrivalEvent, rollArrival } from "./arrival";
import {
  type AttackEvent,
  type AttackOrder,
  attackProblem,
  diveEntryProblem,
  resolveAttacks,
} from "./attacks";
import { fireAtPlane, type PlaneVolley } from "./damage";
import { aaWeaponOf, aircraftOf, FLIGHT } from "./data";
import { fightAt, type InterceptCommand, type Interception, interceptorsOf, tryIntercept } from "./intercept";
import { type FlightPath, pathLengthCm, pathProblem } from "./path";

/**
 * The air sub-phase (seed 002, Aircraft: "Aircraft have a sub phase at the end of each players turn"),
 * after the melee phase of a side's turn. Entering it rolls the arrival of each of that side's aircraft
 * that may roll this turn; each that arrived may then `fly` once: its path is checked, every enemy AA
 * unit that sees the flight within range fires at the first point it sees (chosen reading: AA always
 * fires when it may; the defender is not asked), in the order of those points along the path, and a
 * plane destroyed there attacks nothing beyond it; then its attacks are made and it is gone. An AA unit
 * that fired may not shoot in its side's next turn (seed: "however it cannot shoot on the next turn").
 */

/** One AA unit's part in a flight. */
export interface AaFire {
  unit: string;
  first: AaSight["first"];
  seen: AaSight["seen"];
  blockers: string[];
  volley: PlaneVolley | null;
}

/** A flight across the table. */
export interface FlightEvent {
  type: "flight";
  aircraft: string;
  path: FlightPath;
  aa: AaFire[];
  /** cm along the path where it was destroyed, or null */
  destroyedAt: number | null;
  pointsLeft: number;
  /** the defender's interception of it (seed 002, interceptors), when one was tried */
  intercept?: Interception;
}

export type AirEvent = ArrivalEvent | FlightEvent | AttackEvent | InterceptChanceEvent;

/** The 3D table the air rules measure on. */
export interface AirWorld {
  table: Table;
  terrain: TerrainIndex;
  hits: SegmentHitQuery;
}

/** The air state at the start of a game. */
export const initialAir = (air: AirSetup): AirState => ({
  planes: air.aircraft.map((a) => ({
    ...a,
    status: "waiting",
    points: aircraftOf(a.type)!.damagePoints.value,
  })),
  silenced: [],
});

/** Whether a side's turn has an air sub-phase (it has aircraft to roll for or to fly). */
export const hasAirPhase = (s: Ww2State): boolean =>
  (s.air?.planes ?? []).some((p) => p.side === s.side && (p.status === "waiting" || p.status === "arrived"));

/** The air sub-phase begins: each of the side's waiting aircraft that may roll does. */
export function enterAirPhase(
  s: Ww2State,
  air: AirSetup,
  dice: Dice,
): { state: Ww2State; events: ArrivalEvent[] } {
  const events: ArrivalEvent[] = [];
  const planes = s.air!.planes.map((p) => {
    if (p.side !== s.side || p.status !== "waiting") return p;
    const r = rollArrival(p.id, s.turn, p.intended, air.night, dice);
    if ("none" in r) return r.none === "never" || r.none === "night" ? { ...p, status: "never" as const } : p;
    events.push(r);
    return r.arrived ? { ...p, status: "arrived" as const, arrival: r.natural } : p;
  });
  return { state: { ...s, air: { ...s.air!, planes } }, events };
}

/** Planes that arrived and did not fly leave with the phase ("Once it is gone it is gone"). */
export const leaveAirPhase = (s: Ww2State): Ww2State =>
  s.air
    ? {
        ...s,
        air: {
          ...s.air,
          planes: s.air.planes.map((p) => (p.status === "arrived" ? { ...p, status: "gone" } : p)),
        },
      }
    : s;

/** Why a unit may not shoot now (an AA unit sitting out the turn after it fired), or null. */
export function aaSilentProblem(s: Ww2State, unit: string): string | null {
  const x = s.air?.silenced.find((q) => q.unit === unit && q.turn === s.turn && q.side === s.side);
  return x
    ? `${unitOf(s, unit)?.name ?? unit} fired at an aircraft and may not shoot this turn (seed 002, Aircraft)`
    : null;
}

/** The `fly` command: an arrived aircraft's path and its attack orders. */
export interface FlyCommand {
  aircraft: string;
  entry: [number, number];
  exit: [number, number];
  attacks: AttackOrder[];
}

/** Checks a `fly` order: the aircraft, its path, its attack orders; refused, or what the flight needs. */
export function checkFly(s: Ww2State, air: AirSetup, world: AirWorld, seat: string, c: FlyCommand) {
  const plane = s.air?.planes.find((p) => p.id === c.aircraft);
  if (!plane) return refuse("bad-aircraft", `no aircraft "${c.aircraft}"`, "$.aircraft");
  if (plane.side !== seat) return refuse("not-yours", `${plane.id} is ${plane.side}'s`, "$.aircraft");
  if (plane.status !== "arrived")
    return refuse(
      "not-arrived",
      `${plane.id} is ${plane.status === "waiting" ? "not on the table" : plane.status}`,
      "$.aircraft",
    );
  const type = aircraftOf(plane.type)!;
  const path: FlightPath = { entry: c.entry, exit: c.exit, altitudeYards: FLIGHT.altitudeYards.value };
  const edge = air.edges.find((e) => e.side === seat)!.edge;
  const bad = pathProblem(path, world.table, edge, type.dive);
  if (bad) return refuse("bad-path", bad.message, bad.path);
  if (type.dive)
    for (const [i, o] of c.attacks.entries()) {
      const p = diveEntryProblem(s, path, o.unit);
      if (p) return refuse("dive-entry", p, `$.attacks[${i}].unit`);
    }
  const wrong = attackProblem(s, seat, type, path, c.attacks);
  if (wrong) return wrong;
  return ok({ plane, type, path });
}

/**
 * Flies one arrived aircraft: its path, the interceptor's dogfight (if one met it) and the enemy AA's
 * fire, each where it meets the flight, in the order of those points along the path; then its attacks
 * up to where it was destroyed.
 */
export function resolveFlight(
  s: Ww2State,
  air: AirSetup,
  world: AirWorld,
  first: string,
  seat: string,
  c: FlyCommand,
  dice: Dice,
  meet: Interception | null = null,
) {
  const checked = checkFly(s, air, world, seat, c);
  if (!checked.ok) return checked;
  const { plane, type, path } = checked.value;

  // The enemy's AA, in the order of the first point each sees along the path.
  const aa: AaFire[] = [];
  for (const a of air.aa) {
    const u = unitOf(s, a.unit);
    const model = alive(s, a.unit)[0];
    if (!u || u.side === seat || !model) continue;
    const w = aaWeaponOf(a.weapon)!;
    const sight = aaSight(world.terrain, world.hits, model, path, w.rangeCm.value);
    aa.push({ unit: u.id, first: sight.first, seen: sight.seen, blockers: sight.blockers, volley: null });
  }
  aa.sort((x, y) => (x.first?.s ?? Infinity) - (y.first?.s ?? Infinity) || (x.unit < y.unit ? -1 : 1));
  let points = plane.points;
  let destroyedAt: number | null = null;
  const silenced = [...s.air!.silenced];
  const nextTurn = seat === first ? s.turn : s.turn + 1;
  // the dogfight happens where the paths cross: before the AA whose first point lies beyond it
  let fought = meet === null || meet.crossing === null;
  let planes = s.air!.planes;
  const fight = () => {
    fought = true;
    if (destroyedAt !== null || !meet?.crossing) return;
    const r = fightAt(planes, meet, { type, points }, dice);
    meet.dogfight = r.dogfight;
    planes = r.planes;
    points = r.dogfight.defenderLeft;
    if (points === 0) destroyedAt = meet.crossing.sA;
  };
  for (const f of aa) {
    if (!f.first) continue;
    if (!fought && meet!.crossing!.sA <= f.first.s) fight();
    if (destroyedAt !== null) continue;
    const a = air.aa.find((q) => q.unit === f.unit)!;
    const w = aaWeaponOf(a.weapon)!;
    const u = unitOf(s, f.unit)!;
    f.volley = fireAtPlane(u.training, w.shots, w.chart, w.toHit.value, dice);
    points = Math.max(0, points - f.volley.points);
    silenced.push({ unit: u.id, side: u.side, turn: nextTurn });
    if (points === 0) destroyedAt = f.first.s;
  }
  if (!fought) fight();
  const flight: FlightEvent = {
    type: "flight",
    aircraft: plane.id,
    path,
    aa,
    destroyedAt,
    pointsLeft: points,
  };
  if (meet) flight.intercept = meet;
  const r = resolveAttacks(s, plane.id, type, path, c.attacks, dice, destroyedAt ?? pathLengthCm(path));
  planes = planes.map((p) =>
    p.id === plane.id
      ? { ...p, points, status: destroyedAt === null ? ("gone" as const) : ("destroyed" as const) }
      : p,
  );
  return ok({ state: { ...r.state, air: { planes, silenced } }, events: [flight as AirEvent, ...r.events] });
}

/** An event: a flight waits for the defender's choice to intercept it (seed 002, interceptors). */
export interface InterceptChanceEvent {
  type: "intercept-chance";
  aircraft: string;
  defender: string;
  interceptors: string[];
}

/**
 * The `fly` command: checked at once; when the defender has an interceptor that may try, the flight
 * waits for its `intercept` answer (nothing rolled yet), else it is flown.
 */
export function fly(
  s: Ww2State,
  air: AirSetup,
  world: AirWorld,
  first: string,
  seat: string,
  c: FlyCommand,
  dice: Dice,
) {
  const checked = checkFly(s, air, world, seat, c);
  if (!checked.ok) return checked;
  const defender = air.edges.find((e) => e.side !== seat)!.side;
  const by = interceptorsOf(s, defender, air.night).map((p) => p.id);
  if (by.length === 0) return resolveFlight(s, air, world, first, seat, c, dice);
  const pending = { side: seat, defender, ...c, interceptors: by };
  const e: InterceptChanceEvent = {
    type: "intercept-chance",
    aircraft: c.aircraft,
    defender,
    interceptors: by,
  };
  return ok({ state: { ...s, air: { ...s.air!, pending } }, events: [e as AirEvent] });
}

/** The defender's `intercept` answer to a waiting flight: the try rolled, then the flight flown. */
export function intercept(
  s: Ww2State,
  air: AirSetup,
  world: AirWorld,
  first: string,
  seat: string,
  c: InterceptCommand,
  dice: Dice,
) {
  const t = tryIntercept(s, air, world.table, seat, c, dice);
  if (!t.ok) return t;
  const p = s.air!.pending!;
  const order: FlyCommand = { aircraft: p.aircraft, entry: p.entry, exit: p.exit, attacks: p.attacks };
  return resolveFlight(t.value.state, air, world, first, p.side, order, dice, t.value.meet);
}
