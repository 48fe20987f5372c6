import type { Pt } from "../../../core/geom2d";
import type { KeyInput, PointerInput, StateNode, ToolRuntime } from "../machine";
import { closes, type DrawData, dedupe } from "./draw-data";
import { addArea, addPath } from "./edits";
import { addZone } from "./shape-edits";

/** How close to the first point a click closes an outline, screen pixels. */
export const CLOSE_PX = 10;

function finish(t: ToolRuntime<DrawData>, ipp: number): void {
  const s = t.app.getState();
  const d = s.draft;
  if (!d) {
    t.go("idle");
    return;
  }
  const pts = dedupe(d.points, 2 * ipp);
  const kind = t.data.kind;
  if (pts.length < (closes(kind) ? 3 : 2)) {
    s.setNotice(`An ${closes(kind) ? "outline needs 3" : "path needs 2"} points or more`);
    return;
  }
  const { areaType, pathType, hillLevel, side } = s.editor;
  const label =
    kind === "area"
      ? `Added ${areaType}`
      : kind === "path"
        ? `Added ${pathType}`
        : `Added ${side} deployment zone`;
  let select = () => {};
  const ok = s.tryEdit(
    label,
    (draft) => {
      if (kind === "zone") {
        const index = addZone(draft, side, pts);
        select = () => t.app.getState().selectShape({ kind: "zone", index });
      } else {
        const id = kind === "area" ? addArea(draft, areaType, pts, hillLevel) : addPath(draft, pathType, pts);
        select = () => t.app.getState().selectFeature(id);
      }
    },
    pts[pts.length - 1],
  );
  if (ok) {
    select();
    t.go("idle");
  } else s.setDraft({ ...d, points: pts, cursor: null }); // keep the drawing so it can be fixed
}

/** Points being placed: click adds, clicking the first point (outlines), double-click or Enter finishes. */
export const drawDrawing: StateNode<DrawData> = {
  id: "drawing",
  move(t, e) {
    const d = t.app.getState().draft;
    if (d) t.app.getState().setDraft({ ...d, cursor: e.point });
  },
  click(t, e: PointerInput) {
    t.data.inchesPerPixel = e.inchesPerPixel;
    const s = t.app.getState();
    const d = s.draft;
    if (!d) return;
    const first = d.points[0]!;
    const closeTol = CLOSE_PX * e.inchesPerPixel;
    if (
      closes(t.data.kind) &&
      d.points.length >= 3 &&
      Math.hypot(e.point[0] - first[0], e.point[1] - first[1]) <= closeTol
    ) {
      finish(t, e.inchesPerPixel);
      return;
    }
    s.setDraft({ ...d, points: [...d.points, [e.point[0], e.point[1]] as Pt], cursor: e.point });
  },
  doubleClick(t, e) {
    finish(t, e.inchesPerPixel);
  },
  key(t, e: KeyInput) {
    const s = t.app.getState();
    const d = s.draft;
    if (e.key === "Enter") {
      finish(t, t.data.inchesPerPixel);
      return true;
    }
    if (e.key === "Escape") {
      s.clearErrors();
      t.go("idle");
      return true;
    }
    if (e.key === "Backspace" && d) {
      const points = d.points.slice(0, -1);
      if (points.length === 0) t.go("idle");
      else s.setDraft({ ...d, points });
      return true;
    }
    return false;
  },
  cancel(t) {
    t.go("idle");
  },
};
