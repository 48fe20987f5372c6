import type { PointerInput, StateNode, ToolRuntime } from "../machine";
import type { SelectData } from "./data";
import { baseOf, bearingDeg, clampToTable, commitUnitPose, snapFacing } from "./motion";

function previewTurn(t: ToolRuntime<SelectData>, e: PointerInput): void {
  const s = t.app.getState();
  const id = t.data.unitId!;
  const base = baseOf(s.table, s.catalog, id);
  if (!base) return;
  const { x, y } = t.data.start;
  const facing = snapFacing(bearingDeg([x, y], e.point), e.ctrl ? 1 : 5);
  const [cx, cy] = clampToTable(s.table, base, x, y, facing);
  s.setPreview({ unitId: id, x: cx, y: cy, facing });
}

/** Turning a unit to face the pointer (5° steps; Ctrl for 1°). Release commits through the validator. */
export const selectRotating: StateNode<SelectData> = {
  id: "rotating",
  enter(t, info) {
    if (info) previewTurn(t, info as PointerInput);
  },
  move: previewTurn,
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
};
