import type { Pt } from "../../../core/geom2d";
import { featureAt, featurePoints, unitAt, vertexNear } from "../hit";
import { movedPastThreshold, type PointerInput, type StateNode, type ToolRuntime } from "../machine";
import { UNIT_HIT_PX } from "../select/idle";
import { deleteFeature, deleteUnit, moveVertex } from "./edits";

/** The edit tool's memory during a vertex drag. */
export interface EditData {
  featureId: string | null;
  index: number;
  startScreen: readonly [number, number];
}

/** Vertex handle hit tolerance, screen pixels. */
export const VERTEX_HIT_PX = 9;

const clampPt = (p: Pt, w: number, d: number): Pt => [
  Math.min(w, Math.max(0, p[0])),
  Math.min(d, Math.max(0, p[1])),
];

/**
 * Idle: click selects a feature (or a unit); pressing a handle of the selected feature starts a vertex
 * drag; Delete removes the selection.
 */
export const editIdle: StateNode<EditData> = {
  id: "idle",
  down(t, e) {
    const s = t.app.getState();
    const f = s.table.features.find((g) => g.id === s.selectedFeatureId);
    if (!f || e.button !== 0) return false;
    const index = vertexNear(f, e.point, VERTEX_HIT_PX * e.inchesPerPixel);
    if (index === null) return false;
    t.data = { featureId: f.id, index, startScreen: e.screen };
    t.go("pointing");
    return true;
  },
  click(t, e) {
    const s = t.app.getState();
    const unit = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
    if (unit) s.selectUnit(unit);
    else s.selectFeature(featureAt(s.table, e.point, 4 * e.inchesPerPixel));
  },
  key(t, e) {
    if (e.key !== "Delete" && e.key !== "Backspace") return false;
    const s = t.app.getState();
    if (s.selectedFeatureId) {
      const id = s.selectedFeatureId;
      s.tryEdit(`Deleted ${id}`, (d) => deleteFeature(d, id));
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

/** Pressed on a handle, not yet moved. */
export const editPointing: StateNode<EditData> = {
  id: "pointing",
  move(t, e) {
    if (movedPastThreshold(t.data.startScreen, e)) t.go("dragging", e);
  },
  up(t) {
    t.go("idle");
  },
  cancel(t) {
    t.go("idle");
  },
};

function previewVertex(t: ToolRuntime<EditData>, e: PointerInput): void {
  const s = t.app.getState();
  s.setVertexPreview({
    featureId: t.data.featureId!,
    index: t.data.index,
    at: clampPt(e.point, s.table.width, s.table.depth),
  });
}

/** Dragging a vertex: the preview follows the pointer; release validates and commits, or shows why not. */
export const editDragging: StateNode<EditData> = {
  id: "dragging",
  enter(t, info) {
    if (info) previewVertex(t, info as PointerInput);
  },
  move: previewVertex,
  up(t) {
    const s = t.app.getState();
    const p = s.vertexPreview;
    s.setVertexPreview(null);
    if (p)
      s.tryEdit(`Moved a point of ${p.featureId}`, (d) => moveVertex(d, p.featureId, p.index, p.at), p.at);
    t.go("idle");
  },
  cancel(t) {
    t.app.getState().setVertexPreview(null);
    t.go("idle");
  },
  key(t, e) {
    if (e.key !== "Escape") return false;
    t.app.getState().setVertexPreview(null);
    t.go("idle");
    return true;
  },
};

/** The points of the selected feature with a dragged vertex moved, for drawing handles and outlines. */
export function previewPoints(
  points: readonly Pt[],
  featureId: string,
  preview: { featureId: string; index: number; at: Pt } | null,
): readonly Pt[] {
  if (!preview || preview.featureId !== featureId) return points;
  return points.map((p, i) => (i === preview.index ? preview.at : p));
}

export { featurePoints };
