import { refuse } from "../../game/ruleset";
import type { Charts } from "../charts/schema";
import type { Ctx } from "../context";
import type { Outcome } from "../errors";
import { isGapped } from "../fire/wire";
import type { Crossing, PathTerrain } from "../oracle";
import { passengersOf, statOf } from "../query";
import type { Base, GameState, Point } from "../state";
import type { AreaTerrain, Mobility } from "../vocab";

/**
 * What a path costs a base: terrain multipliers per mobility from the charts, linear obstacles, and
 * wire (seed 000 §1.2). Also the terrain bans: riders (§3.22), cavalry assault (§3.2), vehicle assault
 * speed over open ground only (§3.21). The prices and bans are pure functions of one stretch of ground
 * or one crossing (`legPrice`, `crossingPrice`), so the move command and the movement area drawn while
 * a move is planned (movement/reach.ts) ask the same questions and get the same answers.
 */

/** A priced path. */
export interface PricedPath {
  costInches: number;
  lengthInches: number;
  terrain: PathTerrain;
  /** medium wire a tracked vehicle crosses (it destroys one segment, seed 000 §1.2) */
  wireCut: Crossing[];
}

/** What decides the price of ground for one mover in one mode, read from the state once. */
export interface Mover {
  id: string;
  /** its stat line's name, for refusals */
  name: string;
  mobility: Mobility;
  /** a vehicle with riders on it (seed 000 §3.22) */
  carriesRiders: boolean;
  /** mounted cavalry at assault speed (seed 000 §3.2) */
  cavalryAssault: boolean;
  /** a vehicle (anything not on foot) at assault speed (seed 000 §3.21) */
  vehicleAssault: boolean;
}

/** A price per inch, or why the ground may not be entered. */
export type LegPrice = { ok: true; perInch: number } | { ok: false; why: string };
/** The extra inches a crossing costs (0 through a gap), or why it may not be crossed. */
export type CrossingPrice = { ok: true; extraInches: number; cutsWire: boolean } | { ok: false; why: string };

const VEHICLE_BLOCKED_BY_RIDER: readonly AreaTerrain[] = ["building", "water", "deep-water"];
const CAVALRY_ASSAULT_BANNED: readonly AreaTerrain[] = [
  "woods",
  "water",
  "deep-water",
  "building",
  "built-up",
];
const OPEN: readonly AreaTerrain[] = ["open", "road"];

/** The mover a base is for pricing, in a mode at assault speed or not. */
export function moverOf(ctx: Ctx, base: Base, assaultSpeed: boolean): Mover {
  const line = statOf(ctx.env, base);
  return {
    id: base.id,
    name: line.name,
    mobility: line.mobility,
    carriesRiders: passengersOf(ctx.s, base.id).some((p) => p.riding === "rider"),
    cavalryAssault: assaultSpeed && line.class === "cavalry" && !base.dismounted,
    vehicleAssault: assaultSpeed && line.mobility !== "foot",
  };
}

/** Why a mover may not enter ground of these kinds at all (the seed's bans), or null. */
export function groundBan(m: Mover, terrain: readonly AreaTerrain[]): string | null {
  const onRoad = terrain.includes("road");
  if (m.carriesRiders) {
    // seed 000 §3.22: a vehicle carrying riders may not enter buildings, water, or woods not along a road.
    const bad = terrain.find((t) => VEHICLE_BLOCKED_BY_RIDER.includes(t) || (t === "woods" && !onRoad));
    if (bad) return `${m.id} carries riders and may not enter ${bad} (seed 000 §3.22)`;
  }
  if (m.cavalryAssault) {
    const bad = terrain.find((t) => CAVALRY_ASSAULT_BANNED.includes(t));
    if (bad) return `cavalry may not use assault movement into ${bad} (seed 000 §3.2)`;
  }
  if (m.vehicleAssault) {
    const bad = terrain.find((t) => !OPEN.includes(t));
    if (bad) return `vehicle assault speed is over open ground only, not ${bad} (seed 000 §3.21)`;
  }
  return null;
}

/** The price per inch of one stretch of ground for a mover: its bans, then the charts' multipliers. */
export function legPrice(charts: Charts, m: Mover, terrain: readonly AreaTerrain[]): LegPrice {
  const ban = groundBan(m, terrain);
  if (ban) return { ok: false, why: ban };
  // A road wins over what lies beside it.
  const kinds: readonly AreaTerrain[] = terrain.includes("road") ? ["road"] : terrain;
  let mult = 1;
  for (const t of kinds) {
    const c = charts.terrain[t].cost[m.mobility];
    if (c === "impassable") return { ok: false, why: `${m.name} cannot enter ${t}` };
    mult = Math.max(mult, c);
  }
  return { ok: true, perInch: mult };
}

/** The price of crossing one linear obstacle: free through a gap cut in wire (seed 000 §1.2). */
export function crossingPrice(s: GameState, charts: Charts, m: Mover, x: Crossing): CrossingPrice {
  const wire = x.kind === "wire-heavy" || x.kind === "wire-medium";
  if (wire && isGapped(s, x.featureId, x.alongFeatureInches))
    return { ok: true, extraInches: 0, cutsWire: false };
  const c = charts.linear[x.kind].cross[m.mobility];
  if (c === "impassable")
    return { ok: false, why: `${m.name} cannot cross ${x.kind} ${x.featureId} (seed 000 §1.2 for wire)` };
  // seed 000 §1.2: foot troops cross heavy fence at one-quarter speed (a half-inch base costs 2").
  const extra =
    x.kind === "wire-heavy"
      ? x.widthInches * (charts.movement.heavyWireFootMultiplier.value - 1)
      : c * s.scaleFactor;
  return { ok: true, extraInches: extra, cutsWire: x.kind === "wire-medium" && m.mobility === "tracked" };
}

/** Prices a path for a base moving in a mode; refuses impassable terrain and the bans. */
export function pricePath(
  ctx: Ctx,
  base: Base,
  path: readonly Point[],
  assaultSpeed: boolean,
): Outcome<PricedPath> {
  const m = moverOf(ctx, base, assaultSpeed);
  const charts = ctx.env.charts;
  const terrain = ctx.env.oracle.terrainAlong(path);
  let cost = 0;
  let length = 0;
  for (const [i, leg] of terrain.legs.entries()) {
    length += leg.lengthInches;
    const p = legPrice(charts, m, leg.terrain);
    if (!p.ok) return refuse("illegal-move", p.why, `$.path[${i}]`);
    cost += leg.lengthInches * p.perInch;
  }
  const wireCut: Crossing[] = [];
  for (const x of terrain.crossings) {
    const p = crossingPrice(ctx.s, charts, m, x);
    if (!p.ok) return refuse("illegal-move", p.why, "$.path");
    cost += p.extraInches;
    if (p.cutsWire) wireCut.push(x);
  }
  return { ok: true, value: { costInches: cost, lengthInches: length, terrain, wireCut } };
}
