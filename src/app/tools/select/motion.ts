import type { Catalog } from "../../../core/catalog/schema";
import { bounds, orientedRect, type Pt } from "../../../core/geom2d";
import type { Table } from "../../../core/table/schema";
import type { AppStore } from "../../store/store";

/** Moving and turning units: keeping bases on the table, bearings, and committing through the validator. */

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The base size of a table unit (its override or its catalog entry). */
export function baseOf(table: Table, catalog: Catalog, unitId: string): [number, number] | null {
  const u = table.units.find((v) => v.id === unitId);
  if (!u) return null;
  if (u.baseInches) return u.baseInches;
  const e = catalog.byType.get(u.type);
  return e ? [e.baseInches[0], e.baseInches[1]] : null;
}

/** Shifts a base centre so the whole base, at this facing, stays on the table. */
export function clampToTable(
  table: Table,
  base: readonly [number, number],
  x: number,
  y: number,
  facing: number,
): Pt {
  const b = bounds(orientedRect(x, y, base[0], base[1], facing));
  let cx = x;
  let cy = y;
  if (b.minX < 0) cx -= b.minX;
  if (b.maxX > table.width) cx -= b.maxX - table.width;
  if (b.minY < 0) cy -= b.minY;
  if (b.maxY > table.depth) cy -= b.maxY - table.depth;
  return [round2(cx), round2(cy)];
}

/** Bearing from one point to another as a table facing: degrees, 0 = +y, clockwise, in [0, 360). */
export function bearingDeg(from: Pt, to: Pt): number {
  const deg = (Math.atan2(to[0] - from[0], to[1] - from[1]) * 180) / Math.PI;
  return ((deg % 360) + 360) % 360;
}

/** Rounds a facing to `step` degrees, in [0, 360). */
export function snapFacing(deg: number, step: number): number {
  const s = Math.round(deg / step) * step;
  return ((s % 360) + 360) % 360;
}

/** Commits a unit's new position and facing; returns false (and shows why) when the validator refuses. */
export function commitUnitPose(app: AppStore, unitId: string, x: number, y: number, facing: number): boolean {
  const s = app.getState();
  const u = s.table.units.find((v) => v.id === unitId);
  if (!u) return false;
  if (u.x === x && u.y === y && u.facing === facing) return true;
  const moved = u.x !== x || u.y !== y;
  return s.tryEdit(
    moved ? `Moved ${unitId}` : `Turned ${unitId} to ${facing}°`,
    (draft) => {
      const d = draft.units.find((v) => v.id === unitId)!;
      d.x = x;
      d.y = y;
      d.facing = facing;
    },
    [x, y],
  );
}

/** Turns the selected unit by `delta` degrees, keeping it on the table. */
export function turnSelected(app: AppStore, delta: number): boolean {
  const s = app.getState();
  const id = s.selectedUnitId;
  if (!id) return false;
  const u = s.table.units.find((v) => v.id === id);
  const base = baseOf(s.table, s.catalog, id);
  if (!u || !base) return false;
  const facing = snapFacing(u.facing + delta, 1);
  const [x, y] = clampToTable(s.table, base, u.x, u.y, facing);
  return commitUnitPose(app, id, x, y, facing);
}
