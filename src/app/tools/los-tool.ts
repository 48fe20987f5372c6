import type { AppStore } from "../store/store";
import { unitAt } from "./hit";
import { type PointerInput, type StateNode, type Tool, ToolMachine, type ToolRuntime } from "./machine";
import { UNIT_HIT_PX } from "./select/idle";

/**
 * The line-of-sight tool: pick an observer, then a target; the LOS pipeline (app/los) computes the
 * verdict. States: observer → target → showing; a click on another unit while showing starts again
 * from it as the observer.
 */

function hitUnit(t: ToolRuntime<null>, e: PointerInput): string | null {
  const s = t.app.getState();
  return unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
}

const clearOnEscape = (t: ToolRuntime<null>, key: string) => {
  if (key !== "Escape") return false;
  t.app.getState().clearLos();
  t.go("observer");
  return true;
};

/** Waiting for the observer. */
export const losObserver: StateNode<null> = {
  id: "observer",
  click(t, e) {
    const id = hitUnit(t, e);
    if (!id) return;
    t.app.getState().setObserver(id);
    t.go("target");
  },
  key: (t, e) => clearOnEscape(t, e.key),
};

/** Observer chosen; waiting for the target (clicking the observer again un-picks it). */
export const losTarget: StateNode<null> = {
  id: "target",
  click(t, e) {
    const id = hitUnit(t, e);
    if (!id) return;
    const s = t.app.getState();
    if (id === s.los.observerId) {
      s.clearLos();
      t.go("observer");
      return;
    }
    s.setTarget(id);
    t.go("showing");
  },
  key: (t, e) => clearOnEscape(t, e.key),
};

/** A check is shown; clicking a unit makes it the next observer. */
export const losShowing: StateNode<null> = {
  id: "showing",
  click(t, e) {
    const id = hitUnit(t, e);
    if (!id) return;
    t.app.getState().setObserver(id);
    t.go("target");
  },
  key: (t, e) => clearOnEscape(t, e.key),
};

/** Creates the LOS tool, resuming at the right state when a check is already set (e.g. from a link). */
export function createLosTool(app: AppStore): Tool {
  const { observerId, targetId } = app.getState().los;
  const initial = observerId && targetId ? "showing" : observerId ? "target" : "observer";
  return new ToolMachine("los", app, [losObserver, losTarget, losShowing], initial, null);
}
