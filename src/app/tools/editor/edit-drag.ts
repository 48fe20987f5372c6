import { shapeName } from "../../store/shapes";
import { movedPastThreshold, type PointerInput, type StateNode, type ToolRuntime } from "../machine";
import type { EditData } from "./edit-data";
import { selectAt } from "./edit-idle";
import { commitShapePreview, commitUnits, previewUnits, shapePreviewAt } from "./gestures";
import { insertPoint } from "./shape-edits";

/**
 * Pressed on something, not yet moved. Release without a drag: a vertex handle selects that point (for
 * Delete), a midpoint handle or Alt-edge inserts a point where pressed, the body selects what is under
 * the pointer (a unit or a smaller shape on it).
 */
export const editPointing: StateNode<EditData> = {
  id: "pointing",
  move(t, e) {
    if (movedPastThreshold(t.data.startScreen, e)) t.go("dragging", e);
  },
  up(t, e) {
    const g = t.data.gesture;
    const s = t.app.getState();
    t.go("idle");
    if (g?.kind !== "shape") return;
    const h = g.handle;
    if (h.kind === "vertex") s.selectVertex(s.selectedVertex === h.index ? null : h.index);
    else if (h.kind === "insert") {
      const ok = s.tryEdit(
        `Added a point to ${shapeName(s.table, g.ref)}`,
        (d) => insertPoint(d, g.ref, h.edge, h.at),
        h.at,
      );
      if (ok) t.app.getState().selectVertex(h.edge + 1);
    } else if (h.kind === "body") selectAt(t.app, e.point, e.inchesPerPixel);
  },
  cancel(t) {
    t.go("idle");
  },
};

function preview(t: ToolRuntime<EditData>, e: PointerInput): void {
  const g = t.data.gesture;
  if (g?.kind === "units") previewUnits(t.app, t.data, e);
  else if (g?.kind === "shape")
    t.app.getState().setShapePreview(shapePreviewAt(t.app, g.ref, g.handle, t.data.startPoint, e.point));
}

function abandon(t: ToolRuntime<EditData>): void {
  const s = t.app.getState();
  s.setShapePreview(null);
  s.setPreview(null);
  s.setGroupPreview(null);
  t.go("idle");
}

/** Dragging: the preview follows the pointer; release validates and commits, or shows why not. Esc abandons. */
export const editDragging: StateNode<EditData> = {
  id: "dragging",
  enter(t, info) {
    t.app.getState().setPointerStyle("grabbing");
    if (info) preview(t, info as PointerInput);
  },
  exit(t) {
    t.app.getState().setPointerStyle("");
  },
  move: preview,
  up(t) {
    const g = t.data.gesture;
    const s = t.app.getState();
    if (g?.kind === "units") commitUnits(t.app, t.data);
    else if (g?.kind === "shape" && s.shapePreview) {
      const p = s.shapePreview;
      s.setShapePreview(null);
      const ok = commitShapePreview(t.app, g.handle, p);
      if (ok && g.handle.kind === "insert") t.app.getState().selectVertex(g.handle.edge + 1);
    }
    t.go("idle");
  },
  cancel: abandon,
  key(t, e) {
    if (e.key !== "Escape") return false;
    abandon(t);
    return true;
  },
};
