import { shapeName } from "../../store/shapes";
import { hexUnder } from "../hexlos-tool";
import { unitAt } from "../hit";
import type { StateNode } from "../machine";
import { UNIT_HIT_PX } from "../select/idle";
import { shapeAt } from "../shapes";
import { addUnit, deleteUnit } from "./edits";
import { hexOverrideText, setHexOverride } from "./hex-edits";
import { addObjective, addSmoke, deleteShape } from "./shape-edits";

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

/** Place-objective tool: each click puts down an objective (radius 2", 1 point until edited). */
export const placeObjectiveIdle: StateNode<null> = {
  id: "idle",
  click(t, e) {
    const s = t.app.getState();
    let id = "";
    const ok = s.tryEdit("Placed an objective", (d) => (id = addObjective(d, e.point)), e.point);
    if (ok) t.app.getState().selectShape({ kind: "objective", id });
  },
};

/** Place-smoke tool: each click puts down a smoke cloud of the chosen radius. */
export const placeSmokeIdle: StateNode<null> = {
  id: "idle",
  click(t, e) {
    const s = t.app.getState();
    const r = s.editor.smokeRadiusInches;
    let id = "";
    const ok = s.tryEdit(`Placed smoke (${r}")`, (d) => (id = addSmoke(d, e.point, r)), e.point);
    if (ok) t.app.getState().selectFeature(id);
  },
};

/** Erase tool: a click removes the unit under the pointer, or else the objective, feature or zone. */
export const eraseIdle: StateNode<null> = {
  id: "idle",
  click(t, e) {
    const s = t.app.getState();
    const unit = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
    if (unit) {
      s.tryEdit(`Removed ${unit}`, (d) => deleteUnit(d, unit));
      return;
    }
    const ref = shapeAt(s.table, e.point, 4 * e.inchesPerPixel);
    if (ref) s.tryEdit(`Deleted ${shapeName(s.table, ref)}`, (d) => deleteShape(d, ref));
  },
};

/** Hex-terrain tool (a table with a hex grid): a click sets the chosen override on the hex, undoable. */
export const hexTerrainIdle: StateNode<null> = {
  id: "idle",
  click(t, e) {
    const s = t.app.getState();
    const label = hexUnder(t.app, e);
    if (!label) return;
    const choice = { terrain: s.editor.hexTerrain || null, level: s.editor.hexLevel };
    s.tryEdit(hexOverrideText(label, choice), (d) => setHexOverride(d, label, choice), e.point);
  },
};
