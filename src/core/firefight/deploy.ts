import { type Pt, pointInPolygon } from "../geom2d";
import { err, ok, type Result } from "../result";
import type { Table } from "../table/schema";
import type { Model } from "./model";
import { impassableAt } from "./terrain";
import type { FirefightWorld, Forces } from "./world";
import { standing } from "./world";

/**
 * Deployment (project default: seed 003 has no deployment; docs/rulesets/firefight.md, "Deployment").
 * Each side in turn places its units inside its deployment zone, unit by unit in a formation or model
 * by model; a unit not placed keeps the set-up's place. The other seat does not see the placements
 * until both sides have deployed (game.ts seatView, logView).
 */

export const FORMATIONS = ["line", "column", "block"] as const;
export type Formation = (typeof FORMATIONS)[number];

/** Base centres are this much farther apart than a base is wide, inches. */
export const FORMATION_GAP = 0.5;

/**
 * The side's deployment zone: the table's zone for it, or (a table without one) a 6" band along the
 * near edge for the first side and the far edge for the second.
 */
export function zoneOutline(table: Table, side: string, sides: readonly string[]): [number, number][] {
  const z = table.deploymentZones.find((d) => d.side === side);
  if (z) return z.outline.map((p) => [p[0], p[1]]);
  const near = side === sides[0];
  const y0 = near ? 0 : table.depth - 6;
  return [
    [0, y0],
    [table.width, y0],
    [table.width, y0 + 6],
    [0, y0 + 6],
  ];
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The centres of `n` models standing in `formation` around `at` (line: across, column: deep). */
export function formationCentres(
  n: number,
  at: readonly [number, number],
  formation: Formation,
  step: number,
) {
  const cols = formation === "line" ? n : formation === "column" ? 1 : Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  return Array.from({ length: n }, (_, i) => {
    const c = i % cols;
    const r = Math.floor(i / cols);
    return [r2(at[0] + (c - (cols - 1) / 2) * step), r2(at[1] + (r - (rows - 1) / 2) * step)] as [
      number,
      number,
    ];
  });
}

/**
 * Why a model of `side` may not stand at (x, y) (null: it may): its whole base inside the side's zone
 * (and so on the board), off impassable terrain, and on no base of its own side's other models.
 * Enemy bases are not checked: they are hidden while deploying, and the zones do not meet.
 */
export function placeProblem(
  w: FirefightWorld,
  zone: readonly Pt[],
  others: readonly Model[],
  id: string,
  x: number,
  y: number,
): string | null {
  const h = w.rules.settings.baseInches / 2;
  const corners: Pt[] = [
    [x - h, y - h],
    [x + h, y - h],
    [x + h, y + h],
    [x - h, y + h],
  ];
  if (!corners.every((c) => pointInPolygon(c[0], c[1], zone) || onRing(c, zone)))
    return `${id} at (${r2(x)}, ${r2(y)}) is not wholly inside its deployment zone`;
  const block = impassableAt(w.table, x, y);
  if (block) return `${id} at (${r2(x)}, ${r2(y)}) stands in ${block.id}, which no model may enter`;
  const b = w.rules.settings.baseInches;
  const clash = others.find((o) => Math.abs(o.x - x) < b - 1e-9 && Math.abs(o.y - y) < b - 1e-9);
  if (clash) return `${id} at (${r2(x)}, ${r2(y)}) would stand on ${clash.id}'s base`;
  return null;
}

/** A point on the zone's edge counts as inside (a base may touch the zone's line). */
function onRing(p: Pt, ring: readonly Pt[]): boolean {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    const within =
      Math.min(a[0], b[0]) - 1e-9 <= p[0] &&
      p[0] <= Math.max(a[0], b[0]) + 1e-9 &&
      Math.min(a[1], b[1]) - 1e-9 <= p[1] &&
      p[1] <= Math.max(a[1], b[1]) + 1e-9;
    if (within && Math.abs(cross) < 1e-9) return true;
  }
  return false;
}

/**
 * Places models of one unit of `side` (every model of it, or just some) at the given centres, checking
 * each against the zone and the side's other bases (those of the unit not moved included). The
 * pieces afterwards, or the first problem.
 */
export function placeModels(
  w: FirefightWorld,
  f: Forces,
  zone: readonly Pt[],
  side: string,
  places: ReadonlyMap<string, readonly [number, number]>,
): Result<Forces, string> {
  const sideOf = new Map(f.units.map((u) => [u.id, u.side]));
  const after = f.models.map((m) => {
    const p = places.get(m.id);
    return p ? { ...m, x: r2(p[0]), y: r2(p[1]) } : m;
  });
  const own = after.filter((m) => sideOf.get(m.unit) === side && !m.slain);
  for (const m of own) {
    if (!places.has(m.id)) continue;
    const why = placeProblem(
      w,
      zone,
      own.filter((o) => o.id !== m.id),
      m.id,
      m.x,
      m.y,
    );
    if (why) return err(why);
  }
  return ok({ units: f.units, models: after });
}

/** The centres a unit-by-unit deploy asks for: its standing models in the formation around `at`. */
export function unitPlaces(
  w: FirefightWorld,
  f: Forces,
  unit: string,
  at: readonly [number, number],
  formation: Formation,
): Map<string, readonly [number, number]> {
  const models = standing(f, unit);
  const centres = formationCentres(models.length, at, formation, w.rules.settings.baseInches + FORMATION_GAP);
  return new Map(models.map((m, i) => [m.id, centres[i]!]));
}
