import type { Pt } from "../../../core/geom2d";
import { cmToInches } from "../../../core/table/length-unit";
import type { TerrainIndex } from "../../../core/table/terrain";
import { FLIGHT, NIGHT } from "../../../core/ww2cm/air/data";
import type { FlightPath } from "../../../core/ww2cm/air/path";
import type { FlightEvent } from "../../../core/ww2cm/air/phase";
import type { Ww2Event } from "../../../core/ww2cm/game";
import type { Ww2State } from "../../../core/ww2cm/state";
import { drapePolyline } from "../../../geometry/render/overlays";
import { type RenderScale, renderZ } from "../../../geometry/render/scale";
import type { Flight } from "./air-clicks";

/**
 * issue 35's marks on the 3D table (pure: the scene layer draws what this returns): the last flight
 * at its altitude, with the stretches each AA unit saw in range drawn over it in red; the path being
 * clicked; the interceptor's path; each drop's scatter (aimed → plane's zone → circle's centre) and
 * every model's landing point (green landed, red removed); each glider's chosen zone → zone → stop and
 * its swept footprint; at night the 50 cm ring round the picked unit.
 */

export const AIR = {
  path: "#4fc3f7",
  seen: "#ff1744",
  planned: "#ffffff",
  interceptor: "#b388ff",
  scatter: "#ffd600",
  landed: "#19d94a",
  removed: "#ff1744",
  swept: "#ffb300",
  night: "#7e57c2",
} as const;

export interface Mark {
  key: string;
  positions: Float32Array;
  colour: string;
}

const inches = (p: readonly [number, number]): Pt => [cmToInches(p[0]), cmToInches(p[1])];
const ring = (c: readonly [number, number], rCm: number, n = 48): Pt[] =>
  Array.from({ length: n }, (_, i) =>
    inches([c[0] + Math.cos((i / n) * 2 * Math.PI) * rCm, c[1] + Math.sin((i / n) * 2 * Math.PI) * rCm]),
  );

/** A straight line at the flight's altitude between two points `a` and `b` cm along a path. */
function aloft(p: FlightPath, a: number, b: number, scale: RenderScale, lift = 0): Float32Array {
  const len = Math.hypot(p.exit[0] - p.entry[0], p.exit[1] - p.entry[1]) || 1;
  const at = (s: number) =>
    inches([
      p.entry[0] + ((p.exit[0] - p.entry[0]) * s) / len,
      p.entry[1] + ((p.exit[1] - p.entry[1]) * s) / len,
    ]);
  const z = renderZ(p.altitudeYards, scale) + lift;
  const [u, v] = [at(a), at(b)];
  return new Float32Array([u[0], u[1], z, v[0], v[1], z]);
}

/** The last flight among the log's events, if any. */
export function lastFlight(events: readonly Ww2Event[]): FlightEvent | null {
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i]!.type === "flight") return events[i] as FlightEvent;
  return null;
}

/** The air marks to draw now. */
export function airMarks(
  v: Ww2State,
  opening: readonly Ww2Event[],
  logEvents: readonly Ww2Event[],
  flight: Flight | null,
  pickCentre: [number, number] | null,
  index: TerrainIndex,
  scale: RenderScale,
): Mark[] {
  const out: Mark[] = [];
  const f = lastFlight(logEvents);
  if (f) {
    const len = Math.hypot(f.path.exit[0] - f.path.entry[0], f.path.exit[1] - f.path.entry[1]);
    out.push({ key: "flight", positions: aloft(f.path, 0, len, scale), colour: AIR.path });
    for (const a of f.aa)
      for (const [k, [s0, s1]] of a.seen.entries())
        out.push({
          key: `seen-${a.unit}-${k}`,
          // a little above the path, so the red stretch is not lost in the path's own line
          positions: aloft(f.path, s0, Math.max(s1, s0 + 0.5), scale, 0.15),
          colour: AIR.seen,
        });
    if (f.intercept) {
      const p = f.intercept.path;
      const l = Math.hypot(p.exit[0] - p.entry[0], p.exit[1] - p.entry[1]);
      out.push({ key: "interceptor", positions: aloft(p, 0, l, scale), colour: AIR.interceptor });
    }
  }
  const pending = v.air?.pending;
  if (pending && !f) {
    const p: FlightPath = {
      entry: pending.entry,
      exit: pending.exit,
      altitudeYards: FLIGHT.altitudeYards.value,
    };
    out.push({
      key: "pending",
      positions: aloft(p, 0, Math.hypot(p.exit[0] - p.entry[0], p.exit[1] - p.entry[1]), scale),
      colour: AIR.path,
    });
  }
  if (flight?.entry) {
    const p: FlightPath = {
      entry: flight.entry,
      exit: flight.exit ?? flight.entry,
      altitudeYards: FLIGHT.altitudeYards.value,
    };
    const l = Math.hypot(p.exit[0] - p.entry[0], p.exit[1] - p.entry[1]);
    out.push({ key: "planned", positions: aloft(p, 0, Math.max(l, 0.5), scale), colour: AIR.planned });
  }
  for (const [i, e] of opening.entries()) {
    if (e.type === "drop") {
      out.push({
        key: `drop-${i}`,
        positions: drapePolyline(
          [inches(e.aimed), inches(e.plane.to), inches(e.drop.to)],
          index,
          scale,
          0.08,
        ),
        colour: AIR.scatter,
      });
      for (const m of e.models)
        out.push({
          key: `land-${m.model}`,
          positions: drapePolyline(ring([m.x, m.y], 0.6, 12), index, scale, 0.1, true),
          colour: m.removed ? AIR.removed : AIR.landed,
        });
    }
    if (e.type === "glider") {
      out.push({
        key: `glide-${i}`,
        positions: drapePolyline([inches(e.chosen), inches(e.zone), inches(e.stop)], index, scale, 0.08),
        colour: AIR.scatter,
      });
      out.push({
        key: `swept-${i}`,
        positions: drapePolyline(e.swept.map(inches), index, scale, 0.1, true),
        colour: e.centreHit.length || e.touched.length ? AIR.removed : AIR.swept,
      });
    }
  }
  if (v.night && pickCentre)
    out.push({
      key: "night",
      positions: drapePolyline(ring(pickCentre, NIGHT.rangeCm.value, 96), index, scale, 0.06, true),
      colour: AIR.night,
    });
  return out;
}
