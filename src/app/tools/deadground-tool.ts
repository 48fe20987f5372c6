import type { AppStore } from "../store/store";
import { unitAt } from "./hit";
import { movedPastThreshold, type StateNode, type Tool, ToolMachine } from "./machine";
import { emptySelectData, type SelectData } from "./select/data";
import { selectDragging } from "./select/dragging";
import { pressUnit, UNIT_HIT_PX } from "./select/idle";

/**
 * The dead-ground tool: pressing a unit makes it the observer and asks the overlay pipeline for its
 * dead-ground map (target height and threat-map side are set in the panel); dragging it moves it like
 * the select tool, and the map follows the drag (live dead ground, app/los/live-dead-ground.ts). The
 * work is in the pipeline, which cancels a stale request when a new one comes.
 */
export const deadGroundIdle: StateNode<SelectData> = {
  id: "idle",
  down(t, e) {
    const id = pressUnit(t, e);
    if (!id) return false;
    t.app.getState().requestOverlay({ kind: mapKind(t.app), observerId: id, at: null });
    return true;
  },
  click(t, e) {
    // A click on open ground maps from that point, at the panel's eye height (issue 22); a click that
    // reached the tool uncaptured on a unit still shows the unit's map.
    const s = t.app.getState();
    const id = unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
    if (id) {
      s.selectUnit(id);
      s.requestOverlay({ kind: mapKind(t.app), observerId: id, at: null });
      return;
    }
    const [x, y] = e.point;
    if (x < 0 || y < 0 || x > s.table.width || y > s.table.depth) return;
    const r = (v: number) => Math.round(v * 100) / 100;
    s.selectUnit(null);
    s.requestOverlay({
      kind: mapKind(t.app),
      observerId: null,
      at: { x: r(x), y: r(y), eyeYards: s.overlay.eyeYards },
    });
  },
  key(t, e) {
    if (e.key !== "Escape") return false;
    t.app.getState().requestOverlay({ kind: "none" });
    return true;
  },
};

/** The map a click asks for: the minimum-height map while one is shown, else dead ground. */
const mapKind = (app: AppStore) => (app.getState().overlay.kind === "minheight" ? "minheight" : "deadground");

/** Pressed on the observer, not yet moved: a drag moves it; a release leaves its map on screen. */
export const deadGroundPointing: StateNode<SelectData> = {
  id: "pointing",
  move(t, e) {
    if (movedPastThreshold(t.data.startScreen, e)) t.go("dragging", e);
  },
  up(t) {
    t.go("idle");
  },
  cancel(t) {
    t.go("idle");
  },
};

/** Creates the dead-ground tool: idle → pointing → dragging (the select tool's drag). */
export function createDeadGroundTool(app: AppStore): Tool {
  return new ToolMachine(
    "deadground",
    app,
    [deadGroundIdle, deadGroundPointing, selectDragging],
    "idle",
    emptySelectData(),
  );
}
