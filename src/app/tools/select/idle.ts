import { unitAt } from "../hit";
import type { PointerInput, StateNode, ToolRuntime } from "../machine";
import type { SelectData } from "./data";
import { turnSelected } from "./motion";

/** Hit tolerance around a base, screen pixels. */
export const UNIT_HIT_PX = 6;

/**
 * A left press on a unit selects it, remembers where the press and the unit started and goes to
 * "pointing" (the tools that move units share it); the unit's id, or null when the press missed.
 */
export function pressUnit(t: ToolRuntime<SelectData>, e: PointerInput): string | null {
  if (e.button !== 0) return null;
  const s = t.app.getState();
  const id = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
  if (!id) return null;
  s.selectUnit(id);
  const u = s.table.units.find((v) => v.id === id)!;
  t.data = {
    unitId: id,
    startScreen: e.screen,
    startPoint: e.point,
    start: { x: u.x, y: u.y, facing: u.facing },
  };
  t.go("pointing");
  return id;
}

/** Nothing pressed: a press on a unit selects it and starts pointing; a click on open ground deselects. */
export const selectIdle: StateNode<SelectData> = {
  id: "idle",
  down(t, e) {
    return pressUnit(t, e) !== null;
  },
  click(t) {
    t.app.getState().selectUnit(null);
  },
  key(t, e) {
    if (e.key === "[" || e.key === "q") return turnSelected(t.app, e.shift ? -1 : -15) || true;
    if (e.key === "]" || e.key === "e") return turnSelected(t.app, e.shift ? 1 : 15) || true;
    if (e.key === "Escape") {
      t.app.getState().selectUnit(null);
      return true;
    }
    return false;
  },
};
