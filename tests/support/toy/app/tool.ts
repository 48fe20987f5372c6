import type { AppStore } from "../../../../src/app/store/store";
import { type Tool, ToolMachine } from "../../../../src/app/tools/machine";

/**
 * The toy's table tool: it has none to offer. The toy is played on no table (its two commands are
 * buttons in its panel), so while its game is on a click on the table does nothing, and the table
 * cannot be edited under the game.
 */
export const createToyTool = (app: AppStore): Tool =>
  new ToolMachine("game", app, [{ id: "idle" }], "idle", null);
