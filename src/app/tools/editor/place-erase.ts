import { featureAt, unitAt } from "../hit";
import type { StateNode } from "../machine";
import { UNIT_HIT_PX } from "../select/idle";
import { addUnit, deleteFeature, deleteUnit } from "./edits";

/** Place-unit tool: each click puts down a unit of the chosen catalog type and side. */
export const placeIdle: StateNode<null> = {
  id: "idle",
  click(t, e) {
    const s = t.app.getState();
    const { unitType, side } = s.editor;
    let id = "";
    const ok = s.tryEdit(`Placed ${unitType}`, (d) => (id = addUnit(d, unitType, side, e.point)), e.point);
    if (ok) t.app.getState().selectUnit(id);
  },
};

/** Erase tool: a click removes the unit under the pointer, or else the feature. */
export const eraseIdle: StateNode<null> = {
  id: "idle",
  click(t, e) {
    const s = t.app.getState();
    const unit = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
    if (unit) {
      s.tryEdit(`Removed ${unit}`, (d) => deleteUnit(d, unit));
      return;
    }
    const f = featureAt(s.table, e.point, 4 * e.inchesPerPixel);
    if (f) s.tryEdit(`Deleted ${f}`, (d) => deleteFeature(d, f));
  },
};
