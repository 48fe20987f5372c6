import type { Pt } from "../../../core/geom2d";
import { shapeName } from "../../store/shapes";
import type { AppStore } from "../../store/store";
import { unitAt } from "../hit";
import type { StateNode } from "../machine";
import { UNIT_HIT_PX } from "../select/idle";
import { editableGeometry, handleAt, shapeAt } from "../shapes";
import { type EditData, HANDLE_HIT_PX } from "./edit-data";
import { deleteUnit } from "./edits";
import { unitsToMove } from "./gestures";
import { deletePoint, deleteShape } from "./shape-edits";

/** The cursor over each kind of handle: move a point, add one, change a radius. */
const HANDLE_CURSORS = { vertex: "move", insert: "copy", radius: "ew-resize" } as const;

/** Selects what is under a point: a unit, else a shape (objective, feature, deployment zone), else nothing. */
export function selectAt(app: AppStore, p: Pt, inchesPerPixel: number): void {
  const s = app.getState();
  const unit = unitAt(s.table, s.catalog, p, UNIT_HIT_PX * inchesPerPixel);
  if (unit) s.selectUnit(unit);
  else s.selectShape(shapeAt(s.table, p, 4 * inchesPerPixel));
}

/** Removes one point of the selected shape (refused by the validator below 3 for outlines, 2 for paths). */
export function deleteSelectedPoint(app: AppStore, index: number): boolean {
  const s = app.getState();
  const ref = s.selectedShape;
  const g = ref ? editableGeometry(s.table, ref) : null;
  if (!ref || !g || g.form === "round" || !g.points[index]) return false;
  const ok = s.tryEdit(
    `Removed point ${index} of ${shapeName(s.table, ref)}`,
    (d) => deletePoint(d, ref, index),
    g.points[index],
  );
  if (ok) app.getState().selectVertex(null);
  return ok;
}

/**
 * Idle. A press on the selected shape takes hold of a handle (vertex, edge midpoint, radius) or its body;
 * Alt-press on a vertex removes it, on an edge inserts a point there. A press on a unit takes hold of it
 * (Shift: its whole formation). A click selects; Delete removes the selected point, shape or unit.
 */
export const editIdle: StateNode<EditData> = {
  id: "idle",
  down(t, e) {
    if (e.button !== 0) return false;
    const s = t.app.getState();
    const ref = s.selectedShape;
    const g = ref ? editableGeometry(s.table, ref) : null;
    const tol = HANDLE_HIT_PX * e.inchesPerPixel;
    const handle = g ? handleAt(g, e.point, tol, { onEdge: e.alt, tableWidth: s.table.width }) : null;
    const begin = (gesture: EditData["gesture"]) => {
      t.data = { gesture, startScreen: e.screen, startPoint: e.point };
      t.go("pointing");
      return true;
    };
    if (ref && handle && handle.kind !== "body") {
      if (handle.kind === "vertex" && e.alt) {
        deleteSelectedPoint(t.app, handle.index);
        return true;
      }
      return begin({ kind: "shape", ref, handle });
    }
    const unit = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
    if (unit) {
      s.selectUnit(unit);
      return begin({ kind: "units", ids: unitsToMove(t.app, unit, e.shift), lead: unit });
    }
    if (ref && handle) return begin({ kind: "shape", ref, handle });
    return false;
  },
  move(t, e) {
    const s = t.app.getState();
    const ref = s.selectedShape;
    const g = ref ? editableGeometry(s.table, ref) : null;
    const tol = HANDLE_HIT_PX * e.inchesPerPixel;
    const h = g ? handleAt(g, e.point, tol, { onEdge: e.alt, tableWidth: s.table.width }) : null;
    const onUnit = !!unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
    s.setPointerStyle(h && h.kind !== "body" ? HANDLE_CURSORS[h.kind] : onUnit || h ? "grab" : "");
  },
  click(t, e) {
    selectAt(t.app, e.point, e.inchesPerPixel);
  },
  key(t, e) {
    const s = t.app.getState();
    if (e.key === "Escape") {
      if (s.selectedVertex !== null) s.selectVertex(null);
      else s.selectShape(null);
      return true;
    }
    if (e.key !== "Delete" && e.key !== "Backspace") return false;
    const ref = s.selectedShape;
    if (ref && s.selectedVertex !== null) {
      deleteSelectedPoint(t.app, s.selectedVertex);
      return true;
    }
    if (ref) {
      const name = shapeName(s.table, ref);
      if (s.tryEdit(`Deleted ${name}`, (d) => deleteShape(d, ref))) t.app.getState().selectShape(null);
      return true;
    }
    if (s.selectedUnitId) {
      const id = s.selectedUnitId;
      s.tryEdit(`Removed ${id}`, (d) => deleteUnit(d, id));
      return true;
    }
    return false;
  },
};
