import type { LosPoint } from "../store/los-slice";
import type { AppStore } from "../store/store";
import { unitAt } from "./hit";
import { type PointerInput, type StateNode, type Tool, ToolMachine, type ToolRuntime } from "./machine";
import { UNIT_HIT_PX } from "./select/idle";

/**
 * The line-of-sight tool: pick an observer, then a target; the LOS pipeline (app/los) computes the
 * verdict. Either end may be a unit or a bare point of the table (issue 22: LOS from any point; a
 * point observer's eye and a point target's height are set in the panel). States: observer → target →
 * showing; a click while showing starts again from what it hit as the observer.
 */

/** What a click picked: a unit, a point on the table (rounded to 0.01", as the CLI's --at), or nothing. */
type Pick = { unit: string } | { point: LosPoint } | null;

function pick(t: ToolRuntime<null>, e: PointerInput): Pick {
  const s = t.app.getState();
  const id = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
  if (id) return { unit: id };
  const [x, y] = e.point;
  if (!(x >= 0 && y >= 0 && x <= s.table.width && y <= s.table.depth)) return null;
  const r = (v: number) => Math.round(v * 100) / 100;
  return { point: { x: r(x), y: r(y) } };
}

const clearOnEscape = (t: ToolRuntime<null>, key: string) => {
  if (key !== "Escape") return false;
  t.app.getState().clearLos();
  t.go("observer");
  return true;
};

/** Makes what was picked the observer. */
function observe(t: ToolRuntime<null>, p: Pick): void {
  if (!p) return;
  const s = t.app.getState();
  if ("unit" in p) s.setObserver(p.unit);
  else s.setObserverPoint(p.point);
  t.go("target");
}

/** Waiting for the observer. */
export const losObserver: StateNode<null> = {
  id: "observer",
  click: (t, e) => observe(t, pick(t, e)),
  key: (t, e) => clearOnEscape(t, e.key),
};

/** Observer chosen; waiting for the target (clicking the observer again un-picks it). */
export const losTarget: StateNode<null> = {
  id: "target",
  click(t, e) {
    const p = pick(t, e);
    if (!p) return;
    const s = t.app.getState();
    const o = s.los.observerAt;
    const again =
      "unit" in p ? p.unit === s.los.observerId : o !== null && o.x === p.point.x && o.y === p.point.y;
    if (again) {
      s.clearLos();
      t.go("observer");
      return;
    }
    if ("unit" in p) s.setTarget(p.unit);
    else s.setTargetPoint(p.point);
    t.go("showing");
  },
  key: (t, e) => clearOnEscape(t, e.key),
};

/** A check is shown; clicking a unit or a point makes it the next observer. */
export const losShowing: StateNode<null> = {
  id: "showing",
  click: (t, e) => observe(t, pick(t, e)),
  key: (t, e) => clearOnEscape(t, e.key),
};

/** Creates the LOS tool, resuming at the right state when a check is already set (e.g. from a link). */
export function createLosTool(app: AppStore): Tool {
  const l = app.getState().los;
  const observer = l.observerId !== null || l.observerAt !== null;
  const target = l.targetId !== null || l.targetAt !== null;
  const initial = observer && target ? "showing" : observer ? "target" : "observer";
  return new ToolMachine("los", app, [losObserver, losTarget, losShowing], initial, null);
}
