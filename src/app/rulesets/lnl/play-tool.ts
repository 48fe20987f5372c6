import { onMap } from "../../../core/lnl/state";
import type { AppStore } from "../../store/store";
import { hexUnder } from "../../tools/hexlos-tool";
import { type Tool, ToolMachine } from "../../tools/machine";
import type { LnlGame } from "./adapter";
import { lnlOf } from "./store";

/**
 * Lock 'n Load's table tool ("Play", tool id "game"): a click on a hex goes to the controller's picks
 * (picks.ts): pick a stack, move it to a lit hex, or make an enemy hex the target. Escape drops the
 * picks. It never edits the table: the counters on it are the game's.
 */
/** The picked stack's hex and a hovered hex an enemy holds, or null. */
function sightAim(app: AppStore, hovered: string | null): { from: string; to: string } | null {
  const { snapshot, picked } = lnlOf(app).lnl;
  const seat = snapshot?.seatsToAct[0];
  if (!hovered || !snapshot || !seat || picked.length === 0) return null;
  const units = onMap(snapshot.view);
  const from = units.find((u) => u.id === picked[0])?.hex;
  const enemy = units.some((u) => u.hex === hovered && u.side !== seat);
  return from && enemy && from !== hovered ? { from, to: hovered } : null;
}

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
        move(t, e) {
          // Issue 38 item 3: hovering an enemy hex with a stack picked draws the line of sight to it and
          // the hexes that degrade or block it (the hex LOS check's drawing, scene/hex-overlays.ts).
          const st = t.app.getState();
          const aim = sightAim(t.app, hexUnder(t.app, e));
          if (!aim) {
            if (st.hexLos.from !== null && st.tool === "game") st.clearHexLos();
            return;
          }
          if (st.hexLos.from !== aim.from) st.setHexFrom(aim.from);
          if (st.hexLos.to !== aim.to) st.setHexTo(aim.to);
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
