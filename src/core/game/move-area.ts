import type { Charts } from "../firestrike/charts/schema";
import type { BattlefieldOracle } from "../firestrike/oracle";
import type { AreaTerrain, LinearTerrain, Mobility } from "../firestrike/vocab";
import { type Pt, segmentsIntersect } from "../geom2d";
import type { Table } from "../table/schema";

/**
 * The legal movement area drawn while a move is planned: where a straight move from the base (or from
 * its last waypoint) can end with the movement it has left, paying the charts' terrain costs for its
 * mobility, linear obstacles (walls, hedges, wire) and stopping at impassable ground or the table edge.
 * Rays are marched outward in small steps; the area is the polygon through each ray's furthest reach.
 * It is a guide drawn for the player: the rules engine prices the exact path when the move is made.
 */

/** The price of ground for one mobility: a multiplier per inch, or impassable. */
export type CostAt = (p: Pt) => number | "impassable";
/** Extra inches (or impassable) for crossing linear obstacles between two nearby points. */
export type CrossCost = (a: Pt, b: Pt) => number | "impassable";

/** Marching settings. */
export interface AreaOptions {
  rays?: number;
  stepInches?: number;
}

/** The reach polygon: one point per ray, counter-clockwise from +x. */
export function moveArea(
  from: Pt,
  budgetInches: number,
  bounds: { width: number; depth: number },
  costAt: CostAt,
  crossCost: CrossCost,
  opts: AreaOptions = {},
): Pt[] {
  const rays = opts.rays ?? 96;
  const step = opts.stepInches ?? 0.2;
  const out: Pt[] = [];
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    let spent = 0;
    let reach = 0;
    let prev: Pt = from;
    for (let d = step; d <= budgetInches + 1e-9; d += step) {
      const p: Pt = [from[0] + dx * d, from[1] + dy * d];
      if (p[0] < 0 || p[1] < 0 || p[0] > bounds.width || p[1] > bounds.depth) break;
      const c = costAt([from[0] + dx * (d - step / 2), from[1] + dy * (d - step / 2)]);
      const x = crossCost(prev, p);
      if (c === "impassable" || x === "impassable") break;
      spent += c * step + x;
      if (spent > budgetInches + 1e-9) break;
      reach = d;
      prev = p;
    }
    out.push([from[0] + dx * reach, from[1] + dy * reach]);
  }
  return out;
}

/** The charts' cost of the ground at a point for a mobility (a road wins over what lies beside it). */
export function chartCostAt(charts: Charts, oracle: BattlefieldOracle, mobility: Mobility): CostAt {
  return (p) => {
    const here = oracle.terrainAt([p[0], p[1]]).terrain;
    const kinds: AreaTerrain[] = here.includes("road") ? ["road"] : here;
    let mult = 1;
    for (const t of kinds) {
      const c = charts.terrain[t].cost[mobility];
      if (c === "impassable") return "impassable";
      mult = Math.max(mult, c);
    }
    return mult;
  };
}

/** The charts' price of crossing the table's walls, hedges and wire between two points. */
export function chartCrossCost(
  charts: Charts,
  table: Table,
  mobility: Mobility,
  scaleFactor: number,
): CrossCost {
  const lines: { kind: LinearTerrain; path: readonly Pt[]; width: number }[] = [];
  for (const f of table.features) {
    if (f.type === "wall" || f.type === "hedge")
      lines.push({ kind: f.type, path: f.path, width: f.thicknessInches });
    if (f.type === "wire")
      lines.push({
        kind: f.wireType === "heavy" ? "wire-heavy" : "wire-medium",
        path: f.path,
        width: f.widthInches,
      });
  }
  return (a, b) => {
    let extra = 0;
    for (const l of lines)
      for (let i = 0; i + 1 < l.path.length; i++) {
        if (!segmentsIntersect(a, b, l.path[i]!, l.path[i + 1]!)) continue;
        const c = charts.linear[l.kind].cross[mobility];
        if (c === "impassable") return "impassable";
        extra +=
          l.kind === "wire-heavy"
            ? l.width * (charts.movement.heavyWireFootMultiplier.value - 1)
            : c * scaleFactor;
      }
    return extra;
  };
}
