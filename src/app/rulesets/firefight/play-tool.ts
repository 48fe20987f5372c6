import type { Command } from "../../../core/firefight/commands";
import type { AppStore } from "../../store/store";
import { type PointerInput, type Tool, ToolMachine } from "../../tools/machine";
import { firefightOf } from "./store";

/**
 * The firefight's table tool ("Play"): a click on a model picks its unit (the scene rings it); with a
 * unit of the seat to act picked, a click on the table moves the unit's centre there, as the step's
 * move or advance (the rules price the path and refuse what is too far). It never edits the table: the
 * models on it are the game's.
 */

interface PlayData {
  unit: string | null;
}

/** The model under the pointer: within its base (half the side plus a few pixels). */
function modelAt(app: AppStore, e: PointerInput): { id: string; unit: string } | null {
  const { table } = app.getState();
  let best: { id: string; unit: string; d: number } | null = null;
  for (const u of table.units) {
    const half = (u.baseInches?.[0] ?? 1) / 2 + 4 * e.inchesPerPixel;
    const dx = Math.abs(u.x - e.point[0]);
    const dy = Math.abs(u.y - e.point[1]);
    if (dx > half || dy > half || u.posture === "prone") continue;
    const d = Math.hypot(dx, dy);
    if (!best || d < best.d) best = { id: u.id, unit: u.formation ?? u.id, d };
  }
  return best;
}

/** The command a click at `to` makes for `unit` in the step on, or null when the step has no moves. */
export function moveTo(app: AppStore, unit: string, to: readonly [number, number]): Command | null {
  const snap = firefightOf(app).firefight.snapshot;
  if (!snap) return null;
  const v = snap.view;
  const k = v.step.kind;
  if (k !== "move" && k !== "advance" && k !== "winner") return null;
  const mine = v.models.filter((m) => m.unit === unit && !m.slain);
  if (mine.length === 0) return null;
  const cx = mine.reduce((s, m) => s + m.x, 0) / mine.length;
  const cy = mine.reduce((s, m) => s + m.y, 0) / mine.length;
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const by: [number, number] = [r2(to[0] - cx), r2(to[1] - cy)];
  return k === "move" ? { type: "move", unit, by } : { type: "advance", unit, by };
}

export function createPlayTool(app: AppStore): Tool {
  return new ToolMachine<PlayData>(
    "game",
    app,
    [
      {
        id: "idle",
        click(t, e) {
          const st = t.app.getState();
          const hit = modelAt(t.app, e);
          if (hit) {
            t.data.unit = hit.unit;
            st.selectUnit(hit.id);
            return;
          }
          const ff = firefightOf(t.app);
          const snap = ff.firefight.snapshot;
          const unit = t.data.unit;
          const mine = snap?.view.units.find((u) => u.id === unit && u.side === snap.seatsToAct[0]);
          if (!unit || !mine) return;
          const c = moveTo(t.app, unit, e.point);
          if (c) ff.firefightApi?.play(c);
        },
        cancel(t) {
          t.data.unit = null;
          t.app.getState().selectUnit(null);
        },
      },
    ],
    "idle",
    { unit: null },
  );
}
