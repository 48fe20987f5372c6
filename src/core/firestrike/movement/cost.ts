import type { Ctx } from "../context";
import { type Outcome, refuse } from "../errors";
import { isGapped } from "../fire/wire";
import type { Crossing, PathTerrain } from "../oracle";
import { passengersOf, statOf } from "../query";
import type { Base, Point } from "../state";
import type { AreaTerrain, Mobility } from "../vocab";

/**
 * What a path costs a base: terrain multipliers per mobility from the charts, linear obstacles, and
 * wire (seed 000 §1.2). Also the terrain bans: riders (§3.22), cavalry assault (§3.2), vehicle assault
 * speed over open ground only (§3.21).
 */

/** A priced path. */
export interface PricedPath {
  costInches: number;
  lengthInches: number;
  terrain: PathTerrain;
  /** medium wire a tracked vehicle crosses (it destroys one segment, seed 000 §1.2) */
  wireCut: Crossing[];
}

const VEHICLE_BLOCKED_BY_RIDER: readonly AreaTerrain[] = ["building", "water", "deep-water"];
const CAVALRY_ASSAULT_BANNED: readonly AreaTerrain[] = [
  "woods",
  "water",
  "deep-water",
  "building",
  "built-up",
];
const OPEN: readonly AreaTerrain[] = ["open", "road"];

/** Prices a path for a base moving in a mode; refuses impassable terrain and the bans. */
export function pricePath(
  ctx: Ctx,
  base: Base,
  path: readonly Point[],
  assaultSpeed: boolean,
): Outcome<PricedPath> {
  const line = statOf(ctx.env, base);
  const mobility: Mobility = line.mobility;
  const charts = ctx.env.charts;
  const terrain = ctx.env.oracle.terrainAlong(path);
  const hasRider = passengersOf(ctx.s, base.id).some((p) => p.riding === "rider");
  let cost = 0;
  let length = 0;
  for (const [i, leg] of terrain.legs.entries()) {
    length += leg.lengthInches;
    const onRoad = leg.terrain.includes("road");
    if (hasRider) {
      // seed 000 §3.22: a vehicle carrying riders may not enter buildings, water, or woods not along a road.
      const bad = leg.terrain.find((t) => VEHICLE_BLOCKED_BY_RIDER.includes(t) || (t === "woods" && !onRoad));
      if (bad)
        return refuse(
          "illegal-move",
          `${base.id} carries riders and may not enter ${bad} (seed 000 §3.22)`,
          `$.path[${i}]`,
        );
    }
    if (assaultSpeed && line.class === "cavalry" && !base.dismounted) {
      const bad = leg.terrain.find((t) => CAVALRY_ASSAULT_BANNED.includes(t));
      if (bad)
        return refuse(
          "illegal-move",
          `cavalry may not use assault movement into ${bad} (seed 000 §3.2)`,
          `$.path[${i}]`,
        );
    }
    if (assaultSpeed && mobility !== "foot") {
      const bad = leg.terrain.find((t) => !OPEN.includes(t));
      if (bad)
        return refuse(
          "illegal-move",
          `vehicle assault speed is over open ground only, not ${bad} (seed 000 §3.21)`,
          `$.path[${i}]`,
        );
    }
    let mult = 1;
    const kinds: AreaTerrain[] = onRoad ? ["road"] : leg.terrain;
    for (const t of kinds) {
      const c = charts.terrain[t].cost[mobility];
      if (c === "impassable") return refuse("illegal-move", `${line.name} cannot enter ${t}`, `$.path[${i}]`);
      mult = Math.max(mult, c);
    }
    cost += leg.lengthInches * mult;
  }
  const wireCut: Crossing[] = [];
  for (const x of terrain.crossings) {
    if (
      (x.kind === "wire-heavy" || x.kind === "wire-medium") &&
      isGapped(ctx.s, x.featureId, x.alongFeatureInches)
    )
      continue;
    const c = charts.linear[x.kind].cross[mobility];
    if (c === "impassable")
      return refuse(
        "illegal-move",
        `${line.name} cannot cross ${x.kind} ${x.featureId} (seed 000 §1.2 for wire)`,
        "$.path",
      );
    if (x.kind === "wire-heavy") {
      // seed 000 §1.2: foot troops cross heavy fence at one-quarter speed (a half-inch base costs 2").
      cost += x.widthInches * (charts.movement.heavyWireFootMultiplier.value - 1);
    } else cost += c * ctx.s.scaleFactor;
    if (x.kind === "wire-medium" && mobility === "tracked") wireCut.push(x);
  }
  return { ok: true, value: { costInches: cost, lengthInches: length, terrain, wireCut } };
}
