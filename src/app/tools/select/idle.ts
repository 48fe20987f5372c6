import { unitAt } from "../hit";
import type { StateNode } from "../machine";
import type { SelectData } from "./data";
import { turnSelected } from "./motion";

/** Hit tolerance around a base, screen pixels. */
export const UNIT_HIT_PX = 6;

/** Nothing pressed: a press on a unit selects it and starts pointing; a click on open ground deselects. */
export const selectIdle: StateNode<SelectData> = {
  id: "idle",
  down(t, e) {
    if (e.button !== 0) return false;
    const s = t.app.getState();
    const id = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
    if (!id) return false;
    s.selectUnit(id);
    const u = s.table.units.find((v) => v.id === id)!;
    t.data = {
      unitId: id,
      startScreen: e.screen,
      startPoint: e.point,
      start: { x: u.x, y: u.y, facing: u.facing },
    };
    t.go("pointing");
    return true;
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
