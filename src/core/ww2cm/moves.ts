import { type RuleError, refuse } from "../game/ruleset";
import { ok, type Result } from "../result";
import { cmToInches } from "../table/length-unit";
import type { Table } from "../table/schema";
import { CM, vehicleOf } from "./data";
import type { Ww2Oracle } from "./measured";
import { alive, cmBetween, type Model, type Unit, type Ww2State } from "./state";
import { vehicleCan } from "./vehicles";

/** seed 002, Movement and Vehicles: 4 cm, 8 cm sprinting, a vehicle's profile move less its pivots. */

/** One model's new position, table cm. */
export interface MoveTo {
  model: string;
  x: number;
  y: number;
}

/**
 * How far a unit's models may go: 4 cm, 8 cm sprinting (seed 002, Movement); a vehicle its profile's
 * move, halved by damaged tracks, and "Each 90degree pivot quarters the tanks movement" (chosen
 * reading: each quarter turn costs a quarter of the move).
 */
export function allowanceCm(unit: Unit, sprint: boolean, pivots = 0): number {
  if (!unit.vehicle) return sprint ? CM.sprint.value : CM.move.value;
  const p = vehicleOf(unit.vehicle.profile)!;
  const base = vehicleCan(unit.vehicle).halfMove ? p.moveCm / 2 : p.moveCm;
  return Math.max(0, base * (1 - 0.25 * pivots));
}

/** Why a unit may not move now, or null. */
export function moveProblem(unit: Unit): string | null {
  if (unit.moved) return `${unit.name} has already moved this turn`;
  if (unit.morale === "shock")
    return `${unit.name} is in shock: it ran back in its rally and does nothing else`;
  if (unit.pinned) return `${unit.name} is pinned (${unit.morale}) and may not move until it recovers`;
  if (unit.charged) return `${unit.name} is in melee`;
  if (unit.vehicle && !vehicleCan(unit.vehicle).move) return `${unit.name} cannot move (damage)`;
  return null;
}

/**
 * Moves some of a unit's models (each no further than its allowance, on the table), marks it moved or
 * sprinted. Straight-line distance only: the terrain's movement rows (marsh, climbing, hedges, wire,
 * a trench held by the enemy) are not applied yet (docs/rulesets/ww2cm.md, "Not done").
 */
export function move(
  s: Ww2State,
  table: Table,
  unit: Unit,
  to: readonly MoveTo[],
  sprint: boolean,
  heading: number | undefined,
  _oracle: Ww2Oracle,
): Result<Ww2State, RuleError> {
  const problem = moveProblem(unit);
  if (problem) return refuse("cannot-move", problem, "$.unit");
  if (sprint && unit.vehicle) return refuse("cannot-move", "vehicles do not sprint", "$.sprint");
  const mine = alive(s, unit.id);
  let pivots = 0;
  if (unit.vehicle && heading !== undefined) {
    const turn = Math.abs(((((heading - unit.vehicle.heading) % 360) + 540) % 360) - 180);
    pivots = Math.ceil(Math.round(turn * 1e6) / 90e6);
  }
  const limit = allowanceCm(unit, sprint, pivots);
  const seen = new Set<string>();
  for (let i = 0; i < to.length; i++) {
    const t = to[i]!;
    const m = mine.find((x) => x.id === t.model);
    if (!m)
      return refuse("bad-model", `"${t.model}" is no standing model of ${unit.name}`, `$.to[${i}].model`);
    if (seen.has(t.model)) return refuse("bad-model", `"${t.model}" is moved twice`, `$.to[${i}].model`);
    seen.add(t.model);
    const d = cmBetween(m, t);
    if (Math.round(d * 1e6) > Math.round(limit * 1e6))
      return refuse(
        "too-far",
        `${t.model} would go ${d.toFixed(1)} cm; ${unit.name} may go ${limit} cm${sprint ? " sprinting" : ""}${pivots ? ` after ${pivots} pivot${pivots > 1 ? "s" : ""}` : ""}`,
        `$.to[${i}]`,
      );
    const [xi, yi] = [cmToInches(t.x), cmToInches(t.y)];
    if (xi < 0 || yi < 0 || xi > table.width || yi > table.depth)
      return refuse("off-table", `(${t.x}, ${t.y}) cm is off the table`, `$.to[${i}]`);
  }
  const models = s.models.map((m): Model => {
    const t = to.find((x) => x.model === m.id);
    return t ? { ...m, x: t.x, y: t.y } : m;
  });
  const units = s.units.map((u) =>
    u.id === unit.id
      ? {
          ...u,
          moved: true,
          sprinted: sprint,
          vehicle: u.vehicle && heading !== undefined ? { ...u.vehicle, heading } : u.vehicle,
        }
      : u,
  );
  return ok({ ...s, models, units });
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
