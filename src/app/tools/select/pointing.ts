import { movedPastThreshold, type StateNode } from "../machine";
import type { SelectData } from "./data";

/** Pressed on a unit, not yet moved: a drag moves it (with Shift or Alt it turns it); release keeps the selection. */
export const selectPointing: StateNode<SelectData> = {
  id: "pointing",
  move(t, e) {
    if (movedPastThreshold(t.data.startScreen, e)) t.go(e.shift || e.alt ? "rotating" : "dragging", e);
  },
  up(t) {
    t.go("idle");
  },
  cancel(t) {
    t.go("idle");
  },
};
