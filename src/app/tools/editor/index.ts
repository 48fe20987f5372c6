import type { AppStore } from "../../store/store";
import { type Tool, ToolMachine } from "../machine";
import { drawDrawing } from "./draw-drawing";
import { drawIdle } from "./draw-idle";
import { emptyEditData } from "./edit-data";
import { editDragging, editPointing } from "./edit-drag";
import { editIdle } from "./edit-idle";
import { eraseIdle, hexTerrainIdle, placeIdle, placeObjectiveIdle, placeSmokeIdle } from "./place-erase";

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

/** Draws a deployment zone for the chosen side. */
export function createDrawZoneTool(app: AppStore): Tool {
  return new ToolMachine("draw-zone", app, [drawIdle, drawDrawing], "idle", {
    kind: "zone",
    inchesPerPixel: 0.05,
  });
}

/**
 * Selects features, deployment zones, objectives and units; drags vertices, inserts and removes points,
 * moves whole shapes and units (Shift: a whole formation), resizes smoke and objectives; Delete removes.
 */
export function createEditTool(app: AppStore): Tool {
  return new ToolMachine("edit", app, [editIdle, editPointing, editDragging], "idle", emptyEditData());
}

/** Places units from the catalog. */
export function createPlaceUnitTool(app: AppStore): Tool {
  return new ToolMachine("place-unit", app, [placeIdle], "idle", null);
}

/** Places objectives. */
export function createPlaceObjectiveTool(app: AppStore): Tool {
  return new ToolMachine("place-objective", app, [placeObjectiveIdle], "idle", null);
}

/** Places smoke clouds. */
export function createPlaceSmokeTool(app: AppStore): Tool {
  return new ToolMachine("place-smoke", app, [placeSmokeIdle], "idle", null);
}

/** Removes units, features, objectives and deployment zones. */
export function createEraseTool(app: AppStore): Tool {
  return new ToolMachine("erase", app, [eraseIdle], "idle", null);
}

/** Sets or clears per-hex terrain and level overrides (a table with a hex grid). */
export function createHexTerrainTool(app: AppStore): Tool {
  return new ToolMachine("hex-terrain", app, [hexTerrainIdle], "idle", null);
}
