import { type Dice, type RuleError, refuse } from "../game/ruleset";
import { ok, type Result } from "../result";
import { cmToInches } from "../table/length-unit";
import type { PathFeature, Table } from "../table/schema";
import { crewKind, touchProblem } from "./crewed";
import { CM, HORSES, TERRAIN_MOVE, vehicleOf } from "./data";
import { STOREY_YARDS, type Ww2Oracle } from "./measured";
import { alive, cmBetween, type Model, type Unit, unitOf, type Ww2State } from "./state";
import { featuresHolding, onPath, pathTerrain, storeysAt, type Ww2Terrain } from "./terrain-move";
import { vehicleCan } from "./vehicles";

/** seed 002, Movement and Vehicles: 4 cm, 8 cm sprinting, a vehicle's profile move less its pivots. */

/** One model's new position, table cm, and the storey it climbs to. */
export interface MoveTo {
  model: string;
  x: number;
  y: number;
  storey?: number;
}

/**
 * How far a unit's models may go: 4 cm, 8 cm sprinting (seed 002, Movement); mounted 16 cm (Horses); a
 * vehicle its profile's move, halved by damaged tracks, and "Each 90degree pivot quarters the tanks
 * movement" (chosen reading: each quarter turn costs a quarter of the move).
 */
export function allowanceCm(unit: Unit, sprint: boolean, pivots = 0): number {
  if (!unit.vehicle) {
    if (unit.mounted) return HORSES.moveCm.value;
    return sprint ? CM.sprint.value : CM.move.value;
  }
  const p = vehicleOf(unit.vehicle.profile)!;
  const base = vehicleCan(unit.vehicle).halfMove ? p.moveCm / 2 : p.moveCm;
  return Math.max(0, base * (1 - 0.25 * pivots));
}

/** Why a unit may not move now, or null. */
export function moveProblem(unit: Unit): string | null {
  if (unit.moved) return `${unit.name} has already moved this turn`;
  if (unit.morale === "shock")
    return `${unit.name} is in shock: it ran back in its rally and does nothing else`;
  if (unit.wire === "reached") return `${unit.name} counts as pinned at the wire this turn`;
  if (unit.pinned) return `${unit.name} is pinned (${unit.morale}) and may not move until it recovers`;
  if (unit.charged) return `${unit.name} is in melee`;
  if (unit.inside) return `${unit.name} rides in ${unit.inside}`;
  if (unit.vehicle && !vehicleCan(unit.vehicle).move) return `${unit.name} cannot move (damage)`;
  const kind = crewKind(unit);
  if (kind && !unit.packed)
    return `${unit.name} is set up: it packs before it moves (seed 002, Crewed weapons)`;
  if (kind === "artillery" && unit.crewBusy === "packing")
    return `${unit.name} spends this turn packing the gun (seed 002: "a full turn packing")`;
  if (unit.crewBusy === "setting-up") return `${unit.name} spends this turn setting up`;
  return null;
}

/** What a move rolled and did beyond the positions (seed 002, Moving through terrain). */
export interface MoveEvent {
  type: "moved";
  unit: string;
  sprint: boolean;
  /** hedges and walls climbed: the unit's whole turn */
  climbed?: string[];
  /** each climbing model's d6 (a 6 is out of action) */
  falls?: { model: string; natural: number; dead: boolean }[];
  /** the unit came to rest on wire: pinned for a turn */
  wire?: string[];
}

/**
 * Moves some of a unit's models (each no further than its allowance and the terrain chart's caps, on
 * the table), marks it moved or sprinted. seed 002, Moving through terrain: marsh, rubble, wading and
 * dense foliage cap a move at 4 cm, swimming at 2 cm; a hedge or wall is climbed with the unit's whole
 * turn (chosen reading: it may neither sprint nor shoot nor charge that turn); a hedge deeper than 4 cm
 * is pushed through at 4 cm; wire pins the unit a turn before it crosses; a trench with an enemy model
 * in it is not crossed; a new storey is climbed at 4 cm, each climber out of action on a 6.
 */
export function move(
  s: Ww2State,
  terrain: Ww2Terrain,
  unit: Unit,
  to: readonly MoveTo[],
  sprint: boolean,
  heading: number | undefined,
  dice: Dice,
): Result<{ state: Ww2State; event: MoveEvent }, RuleError> {
  const table = terrain.table;
  const problem = moveProblem(unit);
  if (problem) return refuse("cannot-move", problem, "$.unit");
  if (sprint && unit.vehicle) return refuse("cannot-move", "vehicles do not sprint", "$.sprint");
  if (sprint && unit.mounted)
    return refuse("cannot-move", "horses move 16 cm and do not sprint (project default)", "$.sprint");
  const mine = alive(s, unit.id);
  let pivots = 0;
  if (unit.vehicle && heading !== undefined) {
    const turn = Math.abs(((((heading - unit.vehicle.heading) % 360) + 540) % 360) - 180);
    pivots = Math.ceil(Math.round(turn * 1e6) / 90e6);
  }
  const limit = allowanceCm(unit, sprint, pivots);
  const foot = !unit.vehicle;
  const enemyIn = (f: PathFeature) =>
    s.models.some((m) => !m.dead && unitOf(s, m.unit)?.side !== unit.side && onPath(f, m.x, m.y));
  const seen = new Set<string>();
  const climbed = new Set<string>();
  const reached = new Set<string>();
  const climbers: string[] = [];
  for (let i = 0; i < to.length; i++) {
    const t = to[i]!;
    const at = `$.to[${i}]`;
    const m = mine.find((x) => x.id === t.model);
    if (!m) return refuse("bad-model", `"${t.model}" is no standing model of ${unit.name}`, `${at}.model`);
    if (seen.has(t.model)) return refuse("bad-model", `"${t.model}" is moved twice`, `${at}.model`);
    seen.add(t.model);
    const [xi, yi] = [cmToInches(t.x), cmToInches(t.y)];
    if (xi < 0 || yi < 0 || xi > table.width || yi > table.depth)
      return refuse("off-table", `(${t.x}, ${t.y}) cm is off the table`, at);
    const d = cmBetween(m, t);
    let cap = limit;
    let why = "";
    const path = pathTerrain(terrain, m, t);
    if (foot && path.cap && path.cap.cm < cap) {
      cap = path.cap.cm;
      why = ` through ${path.cap.why}`;
    }
    const storey = t.storey ?? m.storey;
    if (storey !== m.storey) {
      if (!foot) return refuse("cannot-climb", "vehicles do not climb", `${at}.storey`);
      const top = storeysAt(terrain, t.x, t.y, STOREY_YARDS);
      if (storey > 0 && storey >= top)
        return refuse(
          "cannot-climb",
          top === 0
            ? `(${t.x}, ${t.y}) cm is in no building: a model climbs only a building's storeys`
            : `the building at (${t.x}, ${t.y}) cm has ${top} storey${top === 1 ? "" : "s"} (0–${top - 1})`,
          `${at}.storey`,
        );
      if (Math.abs(storey - m.storey) > 1)
        return refuse("cannot-climb", "a model climbs one storey a move", `${at}.storey`);
      if (TERRAIN_MOVE.climbCm.value < cap) {
        cap = TERRAIN_MOVE.climbCm.value;
        why = " climbing";
      }
      climbers.push(m.id);
    }
    if (Math.round(d * 1e6) > Math.round(cap * 1e6))
      return refuse(
        "too-far",
        `${t.model} would go ${d.toFixed(1)} cm; ${unit.name} may go ${cap} cm${sprint ? " sprinting" : ""}${pivots ? ` after ${pivots} pivot${pivots > 1 ? "s" : ""}` : ""}${why}`,
        at,
      );
    const held = path.trenches.find(enemyIn);
    if (held)
      return refuse(
        "trench-held",
        `${t.model} would cross the trench ${held.id}, which enemy models hold (seed 002: "Enemies cannot cross a trench with enemy models in it")`,
        at,
      );
    if (foot && path.wireCrossed.length > 0 && unit.wire !== "may-cross")
      return refuse(
        "wire",
        `${t.model} would cross the wire ${path.wireCrossed[0]}: a unit stops on wire and counts as pinned for one turn before crossing (seed 002)`,
        at,
      );
    if (foot && path.climbed.length > 0) {
      if (sprint)
        return refuse("climb", `${t.model} climbs ${path.climbed[0]}: climbing takes the whole turn`, at);
      for (const c of path.climbed) climbed.add(c);
    }
    if (foot) for (const w of path.wireReached) reached.add(w);
  }
  const falls = climbers.map((id) => {
    const natural = dice.roll(6);
    return { model: id, natural, dead: natural >= TERRAIN_MOVE.fallOn.value };
  });
  const fallen = new Set(falls.filter((f) => f.dead).map((f) => f.model));
  const models = s.models.map((m): Model => {
    const t = to.find((x) => x.model === m.id);
    if (!t) return m;
    return { ...m, x: t.x, y: t.y, storey: t.storey ?? m.storey, dead: m.dead || fallen.has(m.id) };
  });
  const untouched = touchProblem(unit, models);
  if (untouched) return refuse("untouched", untouched, "$.to");
  const units = s.units.map((u): Unit => {
    if (u.id !== unit.id) return u;
    const next: Unit = {
      ...u,
      moved: true,
      sprinted: sprint,
      // seed 002, Hedge/wall: "you must spend a whole turn to get over/through it": no shot, no charge.
      shot: u.shot || climbed.size > 0,
      charged: u.charged,
      vehicle: u.vehicle && heading !== undefined ? { ...u.vehicle, heading } : u.vehicle,
    };
    // A crewed weapon that moves the turn it packed sets up with a turn's work (crewed.ts).
    if (u.crewBusy === "packing" && crewKind(u) === "crewed") next.packed = "at-once";
    if (reached.size > 0) next.wire = "reached";
    else if (u.wire === "may-cross") delete next.wire;
    // seed 002, Snipers: "visible until he finds a new piece of cover".
    if (u.seenAt && newCover(terrain, models, u)) {
      delete next.seenAt;
      next.hidden = true;
    }
    return next;
  });
  const event: MoveEvent = { type: "moved", unit: unit.id, sprint };
  if (climbed.size) event.climbed = [...climbed];
  if (falls.length) event.falls = falls;
  if (reached.size) event.wire = [...reached];
  return ok({ state: { ...s, models, units }, event });
}

/** A seen sniper's models all stand in some terrain feature that held none of them when it was seen. */
function newCover(terrain: Ww2Terrain, models: readonly Model[], u: Unit): boolean {
  const mine = models.filter((m) => m.unit === u.id && !m.dead);
  const old = new Set((u.seenAt ?? []).flatMap((p) => featuresHolding(terrain, p.x, p.y)));
  return (
    mine.length > 0 &&
    mine.every((m) => {
      const held = featuresHolding(terrain, m.x, m.y);
      return held.length > 0 && held.every((f) => !old.has(f));
    })
  );
}

/** A point `cm` further from `from` than `p`, along the line from `from` through `p`. */
export function awayFrom(p: { x: number; y: number }, from: { x: number; y: number }, cm: number) {
  const d = cmBetween(p, from);
  if (d === 0) return { x: p.x, y: p.y - cm };
  return { x: p.x + ((p.x - from.x) / d) * cm, y: p.y + ((p.y - from.y) / d) * cm };
}

/** Keeps a point on a table of this size (cm). */
export function onTable(p: { x: number; y: number }, table: Table) {
  const w = table.width * 2.54;
  const d = table.depth * 2.54;
  return { x: Math.min(w, Math.max(0, p.x)), y: Math.min(d, Math.max(0, p.y)) };
}

/**
 * The nearest point within `reach` cm of a model that cover protects from the enemy (seed 002,
 * Instinct: "sprint directly into or behind the nearest piece of cover that protects them from the
 * enemy"; Melee: the loser "must run to the nearest cover"): a point some cover holds, or one where
 * every enemy model's line (measured) crosses cover or is blocked. Searched on rings of 1 cm steps in 32
 * directions; null when none is in reach. Without enemies, cover holding the point is enough.
 */
export function nearestCover(
  m: Model,
  reach: number,
  oracle: Ww2Oracle,
  table: Table,
  enemies: readonly { x: number; y: number; storey: number }[] = [],
) {
  const safe = (p: { x: number; y: number }) =>
    oracle.inCover(p) ||
    (enemies.length > 0 &&
      enemies.every((e) => {
        const l = oracle.line(e, p);
        return l.blockedBy !== null || l.pieces.length > 0;
      }));
  if (safe(m)) return { x: m.x, y: m.y };
  for (let r = 1; r <= reach + 1e-9; r++)
    for (let k = 0; k < 32; k++) {
      const a = (k / 32) * 2 * Math.PI;
      const p = onTable({ x: m.x + r * Math.sin(a), y: m.y + r * Math.cos(a) }, table);
      if (safe(p)) return p;
    }
  return null;
}
