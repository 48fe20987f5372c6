import { distSqPointSegment, lineIntersection, type Pt } from "../../geom2d";
import { inchesToCm } from "../../table/length-unit";
import type { Table } from "../../table/schema";
import { FLIGHT } from "./data";

/**
 * seed 002, Aircraft: "mark its point of entry and point of exit. It must enter from your side of the
 * table and exit on any table edge. It then moves its full distance following the line made." A flight
 * is a straight, level line at a stated altitude (project default); positions are table cm.
 */

import { EDGES, type Edge } from "../air-state";

export { EDGES, type Edge };

/** A flight across the table, cm, at `altitudeYards` above the table's base. */
export interface FlightPath {
  entry: [number, number];
  exit: [number, number];
  altitudeYards: number;
}

/** The table's size in cm. */
export const tableCm = (t: Table) => ({ width: inchesToCm(t.width), depth: inchesToCm(t.depth) });

/** The edges a point lies on (within the project default tolerance). */
export function edgesAt(p: readonly [number, number], t: Table): Edge[] {
  const { width, depth } = tableCm(t);
  const tol = FLIGHT.edgeToleranceCm.value;
  const inside = p[0] >= -tol && p[0] <= width + tol && p[1] >= -tol && p[1] <= depth + tol;
  if (!inside) return [];
  const out: Edge[] = [];
  if (Math.abs(p[1]) <= tol) out.push("south");
  if (Math.abs(p[1] - depth) <= tol) out.push("north");
  if (Math.abs(p[0]) <= tol) out.push("west");
  if (Math.abs(p[0] - width) <= tol) out.push("east");
  return out;
}

/** The path's length on the table, cm. */
export const pathLengthCm = (p: FlightPath): number =>
  Math.hypot(p.exit[0] - p.entry[0], p.exit[1] - p.entry[1]);

/**
 * Why a marked path breaks the seed's rule, or null: entry on the owner's edge (a dive bomber's entry
 * is over its target instead: attacks.ts `diveEntryProblem`), exit on any edge.
 */
export function pathProblem(
  p: FlightPath,
  t: Table,
  ownEdge: Edge,
  dive = false,
): { path: string; message: string } | null {
  if (!dive && !edgesAt(p.entry, t).includes(ownEdge))
    return {
      path: "$.entry",
      message: `the aircraft must enter from its side's edge (${ownEdge}); (${p.entry.join(", ")}) is not on it`,
    };
  if (edgesAt(p.exit, t).length === 0)
    return { path: "$.exit", message: `the exit (${p.exit.join(", ")}) is on no table edge` };
  const len = pathLengthCm(p);
  if (len < FLIGHT.edgeToleranceCm.value)
    return { path: "$.exit", message: "the exit is the entry: a flight must cross the table" };
  if (len > FLIGHT.lengthCm.value + 1e-9)
    return {
      path: "$.exit",
      message: `the path is ${len.toFixed(1)} cm; an aircraft flies at most ${FLIGHT.lengthCm.value} cm (project default)`,
    };
  return null;
}

/** The point `s` cm along the path from its entry. */
export function pointAt(p: FlightPath, s: number): [number, number] {
  const len = pathLengthCm(p);
  const k = len === 0 ? 0 : s / len;
  return [p.entry[0] + (p.exit[0] - p.entry[0]) * k, p.entry[1] + (p.exit[1] - p.entry[1]) * k];
}

/** Points every `stepCm` from the entry up to `untilCm` (default the exit), the last one included. */
export function samplePath(p: FlightPath, stepCm = FLIGHT.sampleCm.value, untilCm = pathLengthCm(p)) {
  const out: { s: number; x: number; y: number }[] = [];
  const n = Math.ceil(untilCm / stepCm - 1e-9);
  for (let i = 0; i <= n; i++) {
    const s = Math.min(i * stepCm, untilCm);
    const [x, y] = pointAt(p, s);
    out.push({ s, x, y });
  }
  return out;
}

/** How far along the path (cm) the point nearest `q` lies, and how far off the path `q` is. */
export function nearestAlong(p: FlightPath, q: { x: number; y: number }): { s: number; offCm: number } {
  const len = pathLengthCm(p);
  const [dx, dy] = [(p.exit[0] - p.entry[0]) / len, (p.exit[1] - p.entry[1]) / len];
  const s = Math.max(0, Math.min(len, (q.x - p.entry[0]) * dx + (q.y - p.entry[1]) * dy));
  const offCm = Math.sqrt(distSqPointSegment(q.x, q.y, p.entry as Pt, p.exit as Pt));
  return { s, offCm };
}

/**
 * seed 002: bombs target "any unit the craft passes over": the units with a standing model within the
 * project default distance of the path up to `untilCm` (a plane shot down attacks nothing beyond that
 * point), each with the first point along the path it is passed over.
 */
export function passedOver(
  p: FlightPath,
  models: readonly { unit: string; x: number; y: number; dead: boolean }[],
  untilCm = pathLengthCm(p),
): { unit: string; s: number }[] {
  const best = new Map<string, number>();
  for (const m of models) {
    if (m.dead) continue;
    const { s, offCm } = nearestAlong(p, m);
    if (offCm > FLIGHT.passOverCm.value + 1e-9 || s > untilCm + 1e-9) continue;
    const was = best.get(m.unit);
    if (was === undefined || s < was) best.set(m.unit, s);
  }
  return [...best].map(([unit, s]) => ({ unit, s })).sort((a, b) => a.s - b.s || (a.unit < b.unit ? -1 : 1));
}

/**
 * seed 002, interceptors: "an entry on his board an exit that crosses the path of the target aircraft":
 * where the two paths cross (cm along each), or null when they do not.
 */
export function crossing(
  a: FlightPath,
  b: FlightPath,
): { x: number; y: number; sA: number; sB: number } | null {
  const q = lineIntersection(a.entry as Pt, a.exit as Pt, b.entry as Pt, b.exit as Pt);
  if (!q) return null;
  const on = (p: FlightPath) => nearestAlong(p, { x: q[0], y: q[1] });
  const [ia, ib] = [on(a), on(b)];
  if (ia.offCm > 1e-6 || ib.offCm > 1e-6) return null;
  return { x: q[0], y: q[1], sA: ia.s, sB: ib.s };
}
