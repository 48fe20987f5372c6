import type { PointerInput, StateNode } from "../machine";
import type { SelectData } from "./data";
import { baseOf, clampToTable, commitUnitPose } from "./motion";

function previewAt(t: Parameters<NonNullable<StateNode<SelectData>["move"]>>[0], e: PointerInput): void {
  const s = t.app.getState();
  const id = t.data.unitId!;
  const base = baseOf(s.table, s.catalog, id);
  if (!base) return;
  const x = t.data.start.x + (e.point[0] - t.data.startPoint[0]);
  const y = t.data.start.y + (e.point[1] - t.data.startPoint[1]);
  const [cx, cy] = clampToTable(s.table, base, x, y, t.data.start.facing);
  s.setPreview({ unitId: id, x: cx, y: cy, facing: t.data.start.facing });
}

/**
 * Dragging a unit over the ground. The preview follows the pointer, clamped so the base stays on the
 * table; its height comes from the terrain where it stands. Release commits through the validator.
 */
export const selectDragging: StateNode<SelectData> = {
  id: "dragging",
  enter(t, info) {
    if (info) previewAt(t, info as PointerInput);
  },
  move(t, e) {
    previewAt(t, e);
  },
  up(t) {
    const s = t.app.getState();
    const p = s.preview;
    s.setPreview(null);
    if (p) commitUnitPose(t.app, p.unitId, p.x, p.y, p.facing);
    t.go("idle");
  },
  cancel(t) {
    t.app.getState().setPreview(null);
    t.go("idle");
  },
  key(t, e) {
    if (e.key !== "Escape") return false;
    t.app.getState().setPreview(null);
    t.go("idle");
    return true;
  },
};
