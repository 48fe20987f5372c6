import { type SegmentHitQuery, segmentSolids } from "../../los/segment-hits";
import { cmToInches } from "../../table/length-unit";
import { areasAt, standingAt, type TerrainIndex } from "../../table/terrain";
import { EYE_YARDS, type Spot, STOREY_YARDS } from "../measured";
import { FLIGHT } from "./data";
import { type FlightPath, pathLengthCm, samplePath } from "./path";

/**
 * seed 002, Aircraft: "Any AA weapon may shoot the aircraft ... provided it can see the plan at any point
 * of its flight and is in range". Measured through the 3D table: from the AA model's eye (its ground, its
 * storey, 1.7 yd) a segment is cast to each point sampled along the flight (every `FLIGHT.sampleCm`, at
 * the flight's altitude) with the all-hits query (core/los/segment-hits.ts, the BVH at the edge); a
 * point is seen when the segment passes through no solid but the features the AA stands in (its firing
 * position, as for ground fire: measured.ts). Range is measured on the table, as every distance of the
 * game (chosen reading: the plane's height is not added to the tape).
 */

/** One sampled point of the flight as an AA model sees it. */
export interface PathSight {
  /** cm along the path from the entry */
  s: number;
  x: number;
  y: number;
  /** table distance from the AA model, cm */
  distanceCm: number;
  inRange: boolean;
  /** the first feature the line meets, or null when it sees the point */
  blockedBy: string | null;
}

/** What an AA model sees of a flight. */
export interface AaSight {
  /** the first point along the flight it sees within range, or null ("never seen") */
  first: PathSight | null;
  /** the stretches of the path (cm along it) it sees within range */
  seen: [number, number][];
  /** when never seen: the features that blocked the points in range (empty: none was in range) */
  blockers: string[];
  samples: PathSight[];
}

/** The AA model's eye: its ground, storey and a man's eye height (inches, yards). */
export function eyeOf(terrain: TerrainIndex, at: Spot): [number, number, number] {
  const [x, y] = [cmToInches(at.x), cmToInches(at.y)];
  return [x, y, standingAt(terrain, x, y).groundYards + (at.storey ?? 0) * STOREY_YARDS + EYE_YARDS];
}

/** The features holding a point (the AA's firing position: its lines pass them). */
export const ownFeatures = (terrain: TerrainIndex, at: Spot): Set<string> =>
  new Set(areasAt(terrain, cmToInches(at.x), cmToInches(at.y)).map((f) => f.id));

/** Every sampled point of the flight (up to `untilCm`) as the AA model at `at` sees it. */
export function aaSight(
  terrain: TerrainIndex,
  hits: SegmentHitQuery,
  at: Spot,
  path: FlightPath,
  rangeCm: number,
  untilCm = pathLengthCm(path),
  stepCm = FLIGHT.sampleCm.value,
): AaSight {
  const [ax, ay, az] = eyeOf(terrain, at);
  const own = ownFeatures(terrain, at);
  const samples: PathSight[] = samplePath(path, stepCm, untilCm).map(({ s, x, y }) => {
    const distanceCm = Math.hypot(x - at.x, y - at.y);
    const inRange = distanceCm <= rangeCm + 1e-9;
    const block = segmentSolids(hits, ax, ay, az, cmToInches(x), cmToInches(y), path.altitudeYards).find(
      (c) => !own.has(c.featureId),
    );
    return { s, x, y, distanceCm, inRange, blockedBy: block ? block.featureId : null };
  });
  const seen: [number, number][] = [];
  samples.forEach((p, i) => {
    if (!p.inRange || p.blockedBy !== null) return;
    const last = seen[seen.length - 1];
    if (last && i > 0 && last[1] === samples[i - 1]!.s) last[1] = p.s;
    else seen.push([p.s, p.s]);
  });
  const first = samples.find((p) => p.inRange && p.blockedBy === null) ?? null;
  const blockers = first
    ? []
    : [...new Set(samples.filter((p) => p.inRange && p.blockedBy).map((p) => p.blockedBy!))].sort();
  return { first, seen, blockers, samples };
}
