import type { AppStore } from "../store/store";
import { unitAt } from "./hit";
import { type StateNode, type Tool, ToolMachine } from "./machine";
import { UNIT_HIT_PX } from "./select/idle";

/**
 * The dead-ground tool: a click on a unit makes it the observer and asks the overlay pipeline for its
 * dead-ground map (target height and threat-map side are set in the panel). One state: the work is
 * in the pipeline, which cancels a stale request when a new one comes.
 */
export const deadGroundIdle: StateNode<null> = {
  id: "idle",
  click(t, e) {
    const s = t.app.getState();
    const id = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
    if (!id) return;
    s.selectUnit(id);
    s.requestOverlay({ kind: "deadground", observerId: id });
  },
  key(t, e) {
    if (e.key !== "Escape") return false;
    t.app.getState().requestOverlay({ kind: "none" });
    return true;
  },
};

/** Creates the dead-ground tool. */
export function createDeadGroundTool(app: AppStore): Tool {
  return new ToolMachine("deadground", app, [deadGroundIdle], "idle", null);
}
