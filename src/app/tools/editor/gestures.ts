import { bounds, orientedRect, type Pt } from "../../../core/geom2d";
import { shapeName } from "../../store/shapes";
import type { AppStore } from "../../store/store";
import type { ShapePreview, ShapeRef, UnitPreview } from "../../store/types";
import type { PointerInput } from "../machine";
import { baseOf, commitUnitPose } from "../select/motion";
import { clampPoint, clampTranslation, editableGeometry, type ShapeHandle } from "../shapes";
import type { EditData } from "./edit-data";
import { insertPoint, moveUnits, setShapePoints, translateShape } from "./shape-edits";

/**
 * What a drag in the edit tool shows and what its release commits: the shape's points as they would be
 * (a vertex moved, a point inserted, the whole shape moved, a radius changed), or units moved together.
 */

const r2 = (n: number) => Math.round(n * 100) / 100;

/** The preview of a shape gesture with the pointer at `p`. */
export function shapePreviewAt(
  app: AppStore,
  ref: ShapeRef,
  handle: ShapeHandle,
  start: Pt,
  p: Pt,
): ShapePreview | null {
  const { table } = app.getState();
  const g = editableGeometry(table, ref);
  if (!g) return null;
  const at = clampPoint(p, table.width, table.depth);
  const points = [...g.points];
  const round = g.form === "round" ? { radiusInches: g.radiusInches } : {};
  switch (handle.kind) {
    case "vertex":
      points[handle.index] = at;
      return { ref, points, ...round };
    case "insert":
      points.splice(handle.edge + 1, 0, at);
      return { ref, points };
    case "radius": {
      const c = g.points[0]!;
      return { ref, points, radiusInches: Math.max(0.1, r2(Math.hypot(p[0] - c[0], p[1] - c[1]))) };
    }
    case "body": {
      const [dx, dy] = clampTranslation(g.points, p[0] - start[0], p[1] - start[1], table.width, table.depth);
      return { ref, points: points.map((q) => [q[0] + dx, q[1] + dy] as Pt), ...round };
    }
  }
}

/** Commits a shape gesture's preview through the validator; false (with the problems shown) if refused. */
export function commitShapePreview(app: AppStore, handle: ShapeHandle, preview: ShapePreview): boolean {
  const s = app.getState();
  const g = editableGeometry(s.table, preview.ref);
  if (!g) return false;
  const name = shapeName(s.table, preview.ref);
  const ref = preview.ref;
  switch (handle.kind) {
    case "vertex": {
      const at = preview.points[handle.index]!;
      return s.tryEdit(`Moved a point of ${name}`, (d) => setShapePoints(d, ref, preview.points), at);
    }
    case "insert": {
      const at = preview.points[handle.edge + 1]!;
      return s.tryEdit(`Added a point to ${name}`, (d) => insertPoint(d, ref, handle.edge, at), at);
    }
    case "radius":
      return s.tryEdit(
        `Resized ${name} to ${preview.radiusInches}"`,
        (d) => setShapePoints(d, ref, preview.points, preview.radiusInches),
        preview.points[0],
      );
    case "body": {
      const dx = preview.points[0]![0] - g.points[0]![0];
      const dy = preview.points[0]![1] - g.points[0]![1];
      if (dx === 0 && dy === 0) return true;
      return s.tryEdit(`Moved ${name}`, (d) => translateShape(d, ref, dx, dy), preview.points[0]);
    }
  }
}

/** The units a press on `unitId` takes hold of: it alone, or with `formation` all of its formation. */
export function unitsToMove(app: AppStore, unitId: string, formation: boolean): string[] {
  const { table } = app.getState();
  const u = table.units.find((v) => v.id === unitId);
  if (!u) return [];
  if (!formation || !u.formation) return [unitId];
  return table.units.filter((v) => v.formation === u.formation).map((v) => v.id);
}

/** Previews units moved together by the pointer's travel, clamped so every base stays on the table. */
export function previewUnits(app: AppStore, data: EditData, e: PointerInput): void {
  const g = data.gesture;
  if (g?.kind !== "units") return;
  const s = app.getState();
  let [loX, hiX, loY, hiY] = [
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
  ];
  const units = g.ids.flatMap((id) => {
    const u = s.table.units.find((v) => v.id === id);
    const base = baseOf(s.table, s.catalog, id);
    if (!u || !base) return [];
    const b = bounds(orientedRect(u.x, u.y, base[0], base[1], u.facing));
    loX = Math.max(loX, -b.minX);
    hiX = Math.min(hiX, s.table.width - b.maxX);
    loY = Math.max(loY, -b.minY);
    hiY = Math.min(hiY, s.table.depth - b.maxY);
    return [u];
  });
  const dx = Math.min(hiX, Math.max(loX, e.point[0] - data.startPoint[0]));
  const dy = Math.min(hiY, Math.max(loY, e.point[1] - data.startPoint[1]));
  const moved: UnitPreview[] = units.map((u) => ({
    unitId: u.id,
    x: r2(u.x + dx),
    y: r2(u.y + dy),
    facing: u.facing,
  }));
  if (moved.length === 1) s.setPreview(moved[0]!);
  else s.setGroupPreview(moved);
}

/** Commits the units' previewed positions through the validator. */
export function commitUnits(app: AppStore, data: EditData): boolean {
  const s = app.getState();
  const g = data.gesture;
  const moved = s.groupPreview ?? (s.preview ? [s.preview] : null);
  s.setPreview(null);
  s.setGroupPreview(null);
  if (g?.kind !== "units" || !moved) return false;
  if (moved.length === 1) {
    const m = moved[0]!;
    return commitUnitPose(app, m.unitId, m.x, m.y, m.facing);
  }
  const lead = s.table.units.find((u) => u.id === g.lead);
  const label = `Moved formation ${lead?.formation ?? g.lead} (${moved.length} units)`;
  return s.tryEdit(label, (d) => moveUnits(d, moved), [moved[0]!.x, moved[0]!.y]);
}
