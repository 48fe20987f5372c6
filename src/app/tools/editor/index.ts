import type { AppStore } from "../../store/store";
import { type Tool, ToolMachine } from "../machine";
import { drawDrawing } from "./draw-drawing";
import { drawIdle } from "./draw-idle";
import { editDragging, editIdle, editPointing } from "./edit-states";
import { eraseIdle, placeIdle } from "./place-erase";

/** Terrain editor tools; this module is loaded lazily with the editor panel. */

/** Draws an area outline (hill, woods, built-up, water, minefield). */
export function createDrawAreaTool(app: AppStore): Tool {
  return new ToolMachine("draw-area", app, [drawIdle, drawDrawing], "idle", {
    kind: "area",
    inchesPerPixel: 0.05,
  });
}

/** Draws a path (road, trench, wall, hedge, wire). */
export function createDrawPathTool(app: AppStore): Tool {
  return new ToolMachine("draw-path", app, [drawIdle, drawDrawing], "idle", {
    kind: "path",
    inchesPerPixel: 0.05,
  });
}

/** Selects features and drags their vertices; Delete removes the selection. */
export function createEditTool(app: AppStore): Tool {
  return new ToolMachine("edit", app, [editIdle, editPointing, editDragging], "idle", {
    featureId: null,
    index: 0,
    startScreen: [0, 0],
  });
}

/** Places units from the catalog. */
export function createPlaceUnitTool(app: AppStore): Tool {
  return new ToolMachine("place-unit", app, [placeIdle], "idle", null);
}

/** Removes units and features. */
export function createEraseTool(app: AppStore): Tool {
  return new ToolMachine("erase", app, [eraseIdle], "idle", null);
}
