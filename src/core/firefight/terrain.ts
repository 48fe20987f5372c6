import { distanceToPolyline, type Pt, pointInPolygon } from "../geom2d";
import type { Feature, Table } from "../table/schema";
import type { Model } from "./model";

/**
 * What the firefight reads from the table's terrain (project defaults, docs/rulesets/firefight.md; the
 * seed names cover, concealment and difficult terrain but does not define them):
 * - hard cover, which "could reasonably stop incoming fire" (the +1 save, and where a beaten unit falls
 *   back to): walls, buildings, built-up areas, rubble, trenches;
 * - concealing areas, whose models are concealed whatever the measured share: woods, rubble, built-up;
 * - difficult terrain (movement costs `difficultCost` per y): woods, rubble, fordable water, hedges
 *   and walls (crossing them), and slain models (seed 003: "Dead Models become difficult terrain");
 * - impassable: buildings (no interiors on this table) and deep water.
 */

export const HARD_COVER_TYPES: ReadonlySet<string> = new Set([
  "wall",
  "building",
  "built-up",
  "rubble",
  "trench",
]);
export const CONCEALING_AREA_TYPES: ReadonlySet<string> = new Set(["woods", "rubble", "built-up"]);

const isImpassable = (f: Feature) => f.type === "building" || (f.type === "water" && !f.fordable);
const isDifficultArea = (f: Feature) =>
  f.type === "woods" || f.type === "rubble" || (f.type === "water" && f.fordable);

/** The impassable feature holding (x, y), or null. */
export function impassableAt(table: Table, x: number, y: number): Feature | null {
  for (const f of table.features)
    if ("outline" in f && isImpassable(f) && pointInPolygon(x, y, f.outline)) return f;
  return null;
}

/** True when (x, y) is difficult going: a difficult area, on a hedge or wall, or on a slain model. */
export function difficultAt(
  table: Table,
  slain: readonly Model[],
  baseInches: number,
  x: number,
  y: number,
): boolean {
  for (const m of slain) if (Math.abs(m.x - x) <= baseInches && Math.abs(m.y - y) <= baseInches) return true;
  for (const f of table.features) {
    if ("outline" in f && isDifficultArea(f) && pointInPolygon(x, y, f.outline)) return true;
    if (
      (f.type === "hedge" || f.type === "wall") &&
      distanceToPolyline(x, y, f.path) <= f.thicknessInches / 2 + baseInches / 2
    )
      return true;
  }
  return false;
}

/** The sampling step along a path, inches. */
const STEP = 0.05;

/** Along a straight path: its length, the part of it in difficult terrain, and an impassable feature met. */
export function measurePath(
  table: Table,
  slain: readonly Model[],
  baseInches: number,
  from: Pt,
  to: Pt,
): { lengthInches: number; difficultInches: number; blockedBy: string | null } {
  const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const n = Math.max(1, Math.ceil(len / STEP));
  let difficult = 0;
  for (let k = 0; k < n; k++) {
    const t = (k + 0.5) / n;
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    const imp = impassableAt(table, x, y);
    if (imp) return { lengthInches: len, difficultInches: difficult, blockedBy: imp.id };
    if (difficultAt(table, slain, baseInches, x, y)) difficult += len / n;
  }
  const end = impassableAt(table, to[0], to[1]);
  return { lengthInches: len, difficultInches: difficult, blockedBy: end?.id ?? null };
}

/** The concealing area holding (x, y), or null. */
export function concealingAreaAt(table: Table, x: number, y: number): string | null {
  for (const f of table.features)
    if ("outline" in f && CONCEALING_AREA_TYPES.has(f.type) && pointInPolygon(x, y, f.outline)) return f.id;
  return null;
}
