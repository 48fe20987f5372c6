import type { Pt } from "../../../core/geom2d";
import type { AppStore } from "../../store/store";
import type { Anchor } from "../../store/types";
import { unitAt } from "../hit";
import type { KeyInput, PointerInput, StateNode, ToolRuntime } from "../machine";
import { UNIT_HIT_PX } from "../select/idle";

/** The measure tool: idle → stretching (first end set, tape follows the pointer) → done. */

function anchorAt(app: AppStore, e: PointerInput): Anchor {
  const s = app.getState();
  const id = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
  if (id) {
    s.selectUnit(id);
    return { kind: "unit", id };
  }
  return { kind: "point", at: [e.point[0], e.point[1]] as Pt };
}

function start(t: ToolRuntime<null>, e: PointerInput): void {
  t.app.getState().setMeasure({ a: anchorAt(t.app, e), b: null, cursor: e.point });
  t.go("stretching");
}

function clear(t: ToolRuntime<null>, e: KeyInput): boolean {
  if (e.key !== "Escape") return false;
  t.app.getState().setMeasure({ a: null, b: null, cursor: null });
  t.go("idle");
  return true;
}

/** No tape yet: a click fixes its first end on a unit or a point. */
export const measureIdle: StateNode<null> = { id: "idle", click: start, key: clear };

/** First end fixed: the tape follows the pointer; a click fixes the second end. */
export const measureStretching: StateNode<null> = {
  id: "stretching",
  move(t, e) {
    t.app.getState().setMeasure({ cursor: e.point });
  },
  click(t, e) {
    const s = t.app.getState();
    const a = s.measure.a;
    const b = anchorAt(t.app, e);
    if (a?.kind === "unit") s.selectUnit(a.id);
    s.setMeasure({ b, cursor: null });
    t.go("done");
  },
  key: clear,
};

/** A tape is shown; the next click starts a new one. */
export const measureDone: StateNode<null> = { id: "done", click: start, key: clear };
