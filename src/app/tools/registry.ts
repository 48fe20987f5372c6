import { rulesetUi } from "../rulesets";
import type { AppStore } from "../store/store";
import type { ToolId } from "../store/types";
import { createDeadGroundTool } from "./deadground-tool";
import { createHexLosTool } from "./hexlos-tool";
import { createLosTool } from "./los-tool";
import type { Tool } from "./machine";
import { createMeasureTool } from "./measure";
import { createSelectTool } from "./select";

/** Creates a tool by id; the editor's tools come from a lazily loaded chunk. */
export async function loadTool(id: ToolId, app: AppStore): Promise<Tool> {
  switch (id) {
    case "select":
      return createSelectTool(app);
    case "measure":
      return createMeasureTool(app);
    case "los":
      return createLosTool(app);
    case "hexlos":
      return createHexLosTool(app);
    case "deadground":
      return createDeadGroundTool(app);
    case "game": {
      // The game's tool is its ruleset's; with no game on (a stale switch) the select tool stands in.
      const ui = rulesetUi(app.getState().match.ruleset ?? "");
      return ui ? ui.tool(app) : createSelectTool(app);
    }
    default: {
      const editor = await import("./editor/index");
      const make = {
        "draw-area": editor.createDrawAreaTool,
        "draw-path": editor.createDrawPathTool,
        "draw-zone": editor.createDrawZoneTool,
        edit: editor.createEditTool,
        "place-unit": editor.createPlaceUnitTool,
        "place-objective": editor.createPlaceObjectiveTool,
        "place-smoke": editor.createPlaceSmokeTool,
        "hex-terrain": editor.createHexTerrainTool,
        erase: editor.createEraseTool,
      }[id];
      return make(app);
    }
  }
}
