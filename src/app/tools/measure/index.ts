import type { AppStore } from "../../store/store";
import { type Tool, ToolMachine } from "../machine";
import { measureDone, measureIdle, measureStretching } from "./states";

/** The tape measure with range rings for the selected unit. */
export function createMeasureTool(app: AppStore): Tool {
  return new ToolMachine("measure", app, [measureIdle, measureStretching, measureDone], "idle", null);
}
