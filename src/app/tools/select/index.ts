import type { AppStore } from "../../store/store";
import { type Tool, ToolMachine } from "../machine";
import { emptySelectData } from "./data";
import { selectDragging } from "./dragging";
import { selectIdle } from "./idle";
import { selectPointing } from "./pointing";
import { selectRotating } from "./rotating";

/** The select / move / rotate tool: idle → pointing → dragging | rotating. */
export function createSelectTool(app: AppStore): Tool {
  return new ToolMachine(
    "select",
    app,
    [selectIdle, selectPointing, selectDragging, selectRotating],
    "idle",
    emptySelectData(),
  );
}
