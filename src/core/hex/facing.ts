import { type Hex, type HexGrid, hexCenter, hexNeighbors, sameHex } from "./grid";

/**
 * Hexside arithmetic (issue 21, vehicles): a facing on a hex board is one of the six hexsides,
 * numbered 0–5 as `hexNeighbors` lists the neighbours (side k faces neighbour k; on both orientations
 * the numbers go round the hex one way). Angles are table facings: degrees, 0 = +y (away from the near
 * edge), clockwise, as a table unit's `facing` is written. Pure numbers, ruleset-neutral.
 */

export type Hexside = 0 | 1 | 2 | 3 | 4 | 5;
export const HEXSIDES: readonly Hexside[] = [0, 1, 2, 3, 4, 5];

const EPS = 1e-6;
const norm = (deg: number) => ((deg % 360) + 360) % 360;
/** Smallest absolute angle between two facings, degrees (0…180). */
export const angleBetween = (a: number, b: number) => Math.abs(norm(a - b + 180) - 180);
/** The table facing from one table point to another. */
const bearingOf = (dx: number, dy: number) => norm((Math.atan2(dx, dy) * 180) / Math.PI);

/** The table facing (degrees) of hexside k: from the hex's centre through the middle of that side. */
export function hexsideAngle(g: HexGrid, k: Hexside): number {
  const o = { q: 0, r: 0 };
  const [x0, y0] = hexCenter(g, o);
  const [x1, y1] = hexCenter(g, hexNeighbors(o)[k]!);
  return bearingOf(x1 - x0, y1 - y0);
}

/** The hexside nearest a facing in degrees (a facing half-way between two goes to the lower number). */
export function nearestHexside(g: HexGrid, deg: number): Hexside {
  let best: Hexside = 0;
  for (const k of HEXSIDES)
    if (angleBetween(hexsideAngle(g, k), deg) < angleBetween(hexsideAngle(g, best), deg) - EPS) best = k;
  return best;
}

/** The bearing (table facing, degrees) from one hex's centre to another's. */
export function hexBearing(g: HexGrid, from: Hex, to: Hex): number {
  const [x0, y0] = hexCenter(g, from);
  const [x1, y1] = hexCenter(g, to);
  return bearingOf(x1 - x0, y1 - y0);
}

/** The hexside a step to an adjacent hex crosses, or null when the hexes are not neighbours. */
export function stepHexside(from: Hex, to: Hex): Hexside | null {
  const k = hexNeighbors(from).findIndex((n) => sameHex(n, to));
  return k < 0 ? null : (k as Hexside);
}

/** How many hexsides a facing turns through from a to b, the short way (0…3). */
export function hexsideTurns(a: Hexside, b: Hexside): number {
  const d = Math.abs(a - b);
  return Math.min(d, 6 - d);
}

/**
 * Whether a hex lies in the arc of a facing: the 60° wedge between the two lines from the hex's centre
 * through the corners of the facing hexside (the hexside's "spines"), spines included. A hex whose
 * centre lies on a spine is in the arcs of both sides it separates. The firer's own hex is in no arc.
 */
export function inArc(g: HexGrid, from: Hex, facing: Hexside, to: Hex): boolean {
  if (sameHex(from, to)) return false;
  return angleBetween(hexBearing(g, from, to), hexsideAngle(g, facing)) <= 30 + EPS;
}

/**
 * The facing that brings a hex into the arc with the least turning from `current` (ties to the lower
 * hexside number); `current` itself when the hex is already in its arc.
 */
export function facingToward(g: HexGrid, from: Hex, to: Hex, current: Hexside): Hexside {
  const fits = HEXSIDES.filter((k) => inArc(g, from, k, to));
  let best = fits[0] ?? current;
  for (const k of fits) if (hexsideTurns(current, k) < hexsideTurns(current, best)) best = k;
  return best;
}
