import { FLIGHT } from "../../../core/ww2cm/air/data";
import { type FlightPath, passedOver } from "../../../core/ww2cm/air/path";
import type { Ww2Command } from "../../../core/ww2cm/commands";
import { unitOf, type Ww2State } from "../../../core/ww2cm/state";
import type { Ww2Ui } from "./store";

/**
 * issue 35, the air sub-phase by clicks (no typed coordinates): with an aircraft picked in the side
 * panel, the first table click is its entry and the second its exit, each put on the table edge nearest
 * the click (a flight runs from edge to edge; a dive bomber's entry is over its target instead, so its
 * first click is kept where it falls, on the model clicked); a third click starts the path again.
 */

export type Flight = NonNullable<Ww2Ui["flight"]>;
const r1 = (n: number) => Math.round(n * 10) / 10;

/** The point of the table's edges nearest `p` (table cm). */
export function snapToEdge(p: readonly [number, number], widthCm: number, depthCm: number): [number, number] {
  const x = Math.min(Math.max(p[0], 0), widthCm);
  const y = Math.min(Math.max(p[1], 0), depthCm);
  const d = [y, depthCm - y, x, widthCm - x];
  const k = d.indexOf(Math.min(...d));
  return k === 0 ? [r1(x), 0] : k === 1 ? [r1(x), r1(depthCm)] : k === 2 ? [0, r1(y)] : [r1(widthCm), r1(y)];
}

/** The flight after a table click at `at` (table cm); `over` is the point on a model clicked, if any. */
export function flightClick(
  f: Flight,
  at: [number, number],
  table: { widthCm: number; depthCm: number },
  dive: boolean,
  over: [number, number] | null,
): Flight {
  const edge = snapToEdge(at, table.widthCm, table.depthCm);
  if (f.entry === null || f.exit !== null) return { ...f, entry: dive && over ? over : edge, exit: null };
  return { ...f, exit: edge };
}

/** The flight's path, once both ends are clicked. */
export const flightPath = (f: Flight): FlightPath | null =>
  f.entry && f.exit ? { entry: f.entry, exit: f.exit, altitudeYards: FLIGHT.altitudeYards.value } : null;

/** The enemy units the path passes over (the targets its weapons may be given). */
export function targetsUnder(v: Ww2State, side: string, f: Flight): { unit: string; name: string }[] {
  const p = flightPath(f);
  if (!p) return [];
  return passedOver(p, v.models)
    .map((x) => unitOf(v, x.unit)!)
    .filter((u) => u.side !== side)
    .map((u) => ({ unit: u.id, name: u.name }));
}

/** The `fly` command of a flight with both ends, each weapon given a target sent as an attack. */
export function flyCommand(f: Flight): Ww2Command | null {
  if (!f.entry || !f.exit) return null;
  const attacks = f.targets.flatMap((unit, weapon) => (unit ? [{ weapon, unit }] : []));
  return { type: "fly", aircraft: f.plane, entry: f.entry, exit: f.exit, attacks };
}

/** The defender's `intercept` with the picked interceptor's path. */
export function interceptCommand(f: Flight): Ww2Command | null {
  if (!f.entry || !f.exit) return null;
  return { type: "intercept", interceptor: f.plane, entry: f.entry, exit: f.exit };
}
