import type { AppStore } from "../../store/store";
import { hexUnder } from "../../tools/hexlos-tool";
import { type Tool, ToolMachine } from "../../tools/machine";
import type { LnlGame } from "./adapter";

/**
 * Lock 'n Load's table tool ("Play", tool id "game"): a click on a hex goes to the controller's picks
 * (picks.ts): pick a stack, move it to a lit hex, or make an enemy hex the target. Escape drops the
 * picks. It never edits the table: the counters on it are the game's.
 */
export function createLnlPlayTool(app: AppStore): Tool {
  const host = () => (app.getState().host?.api as LnlGame | undefined) ?? null;
  return new ToolMachine<null>(
    "game",
    app,
    [
      {
        id: "idle",
        click(t, e) {
          const label = hexUnder(t.app, e);
          if (label) host()?.picks?.click(label);
        },
        key(_t, e) {
          if (e.key !== "Escape") return false;
          host()?.picks?.toggleOff();
          return true;
        },
      },
    ],
    "idle",
    null,
  );
}
