import type { StateNode } from "../machine";
import { closes, type DrawData } from "./draw-data";

/** Nothing drawn yet: a click puts down the first point. */
export const drawIdle: StateNode<DrawData> = {
  id: "idle",
  enter(t) {
    t.app.getState().setDraft(null);
  },
  click(t, e) {
    t.app.getState().setDraft({
      kind: closes(t.data.kind) ? "area" : "path",
      points: [[e.point[0], e.point[1]]],
      cursor: e.point,
    });
    t.go("drawing");
  },
};
