import type { AppStore } from "../../store/store";
import { hexUnder } from "../../tools/hexlos-tool";
import { type Tool, ToolMachine } from "../../tools/machine";
import type { HexfireGame } from "./adapter";

/**
 * The hex fire/assault table tool ("Play", tool id "game"): a click on a hex goes to the adapter's
 * picks (picks.ts); Escape drops them. It never edits the table: the units on it are the game's.
 */
export function createHexfirePlayTool(app: AppStore): Tool {
  const host = () => (app.getState().host?.api as HexfireGame | undefined) ?? null;
  return new ToolMachine<null>(
    "game",
    app,
    [
      {
        id: "idle",
        click(t, e) {
          const label = hexUnder(t.app, e);
          if (label) host()?.clickHex(label);
        },
        key(_t, e) {
          if (e.key !== "Escape") return false;
          host()?.picks.drop();
          return true;
        },
      },
    ],
    "idle",
    null,
  );
}
