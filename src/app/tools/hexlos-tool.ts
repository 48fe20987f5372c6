import { boardHexes, hexAt, hexKey, hexLabel } from "../../core/hex/grid";
import { gridOf } from "../../core/table/hex-settings";
import type { AppStore } from "../store/store";
import { type PointerInput, type StateNode, type Tool, ToolMachine, type ToolRuntime } from "./machine";

/**
 * The hex LOS tool (issue 21): click a hex, then another; the hex pipeline (app/los/hex-pipeline.ts)
 * measures the line. States: from → to → showing; a click while showing starts again from that hex.
 */

/** The label of the board hex under a table point, or null (no grid, or off the board). */
export function hexUnder(app: AppStore, e: PointerInput): string | null {
  const { table } = app.getState();
  if (!table.hex) return null;
  const g = gridOf(table.hex);
  const h = hexAt(g, e.point[0], e.point[1]);
  const onBoard = boardHexes(g, table.width, table.depth).some((b) => hexKey(b) === hexKey(h));
  return onBoard ? hexLabel(g, h) : null;
}

const clearOnEscape = (t: ToolRuntime<null>, key: string) => {
  if (key !== "Escape") return false;
  t.app.getState().clearHexLos();
  t.go("from");
  return true;
};

/** Waiting for the first hex. */
export const hexFrom: StateNode<null> = {
  id: "from",
  click: startFrom,
  key: (t, e) => clearOnEscape(t, e.key),
};

/** A click on a hex starts a check from it (waiting for a hex, or after one is shown). */
function startFrom(
  t: Parameters<NonNullable<StateNode<null>["click"]>>[0],
  e: Parameters<NonNullable<StateNode<null>["click"]>>[1],
): void {
  const label = hexUnder(t.app, e);
  if (!label) return;
  t.app.getState().setHexFrom(label);
  t.go("to");
}

/** First hex chosen; waiting for the second (the same hex again un-picks it). */
export const hexTo: StateNode<null> = {
  id: "to",
  click(t, e) {
    const label = hexUnder(t.app, e);
    if (!label) return;
    const s = t.app.getState();
    if (label === s.hexLos.from) {
      s.clearHexLos();
      t.go("from");
      return;
    }
    s.setHexTo(label);
    t.go("showing");
  },
  key: (t, e) => clearOnEscape(t, e.key),
};

/** A check is shown; a click on a hex starts the next one from it. */
export const hexShowing: StateNode<null> = {
  id: "showing",
  click: startFrom,
  key: (t, e) => clearOnEscape(t, e.key),
};

/** Creates the hex LOS tool, resuming where the check stands. */
export function createHexLosTool(app: AppStore): Tool {
  const { from, to } = app.getState().hexLos;
  return new ToolMachine(
    "hexlos",
    app,
    [hexFrom, hexTo, hexShowing],
    from && to ? "showing" : from ? "to" : "from",
    null,
  );
}
