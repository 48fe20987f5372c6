import type { Pt } from "../../../core/geom2d";
import type { Feature, Table, TableUnit } from "../../../core/table/schema";
import type { DrawableArea, DrawablePath } from "../../store/tool-slice";

/**
 * Table edits as plain mutations of a draft copy. The store's `tryEdit` runs them on a clone and keeps
 * the result only if the validator accepts it, so these never need to check validity themselves; the
 * validator fills in each type's defaults (heights, widths) as it does for files.
 */

const r2 = (n: number) => Math.round(n * 100) / 100;
/** Rounds a point to 0.01" so saved files stay tidy. */
export const tidy = (p: Pt): [number, number] => [r2(p[0]), r2(p[1])];

/** The first free id of the form `<prefix>-<n>`. */
export function nextId(table: Table, prefix: string): string {
  const used = new Set<string>([
    ...table.features.map((f) => f.id),
    ...table.units.map((u) => u.id),
    ...table.objectives.map((o) => o.id),
  ]);
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** Adds an area feature with this outline (a hill at `level`). Returns its id. */
export function addArea(draft: Table, type: DrawableArea, outline: readonly Pt[], level: number): string {
  const id = nextId(draft, type === "built-up" ? "town" : type);
  const f: Record<string, unknown> = { id, type, outline: outline.map(tidy) };
  if (type === "hill") f.level = level;
  draft.features.push(f as unknown as Feature);
  return id;
}

/** Adds a path feature along these points. Returns its id. */
export function addPath(draft: Table, type: DrawablePath, path: readonly Pt[]): string {
  const id = nextId(draft, type);
  draft.features.push({ id, type, path: path.map(tidy) } as unknown as Feature);
  return id;
}

/** Adds a unit of a catalog type; facing toward the far edge for blue, the near edge for red. Returns its id. */
export function addUnit(draft: Table, type: string, side: string, at: Pt): string {
  const prefix = side.slice(0, 1).toLowerCase() || "u";
  const id = nextId(draft, prefix);
  const [x, y] = tidy(at);
  const unit: Partial<TableUnit> = { id, side, type, x, y, facing: side === "red" ? 180 : 0 };
  draft.units.push(unit as TableUnit);
  return id;
}

/** Removes a unit. */
export function deleteUnit(draft: Table, unitId: string): void {
  draft.units = draft.units.filter((u) => u.id !== unitId);
}
