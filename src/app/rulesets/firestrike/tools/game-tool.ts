import type { Pt } from "../../../../core/geom2d";
import type { AppStore } from "../../../store/store";
import { unitAt } from "../../../tools/hit";
import {
  type KeyInput,
  movedPastThreshold,
  type PointerInput,
  type StateNode,
  type Tool,
  ToolMachine,
  type ToolRuntime,
} from "../../../tools/machine";
import { UNIT_HIT_PX } from "../../../tools/select/idle";
import { gameOf } from "../store/game-store";
import { clickBase, clickGround, commitPlan, defaultFacing, deployAt, keyCommand } from "./actions";

/**
 * The game tool: what a click on the table means depends on the stage and the step, as at a real
 * table. While deploying, click a base in the tray and then the ground to place it, drag a placed
 * base to move it, `[` `]` to turn it. In play, click your base to pick it (a mover, a firer, a gun),
 * click the ground to add a waypoint or place a zone, click an enemy base to target it; Enter (or a
 * double-click) carries out the planned move, Esc drops it. States: idle → pointing → dragging.
 */

/** The tool's memory during a press. */
export interface GameToolData {
  base: string | null;
  startScreen: readonly [number, number];
  startPoint: Pt;
  from: { x: number; y: number; facing: number };
}

const empty = (): GameToolData => ({
  base: null,
  startScreen: [0, 0],
  startPoint: [0, 0],
  from: { x: 0, y: 0, facing: 0 },
});

const hitBase = (t: ToolRuntime<GameToolData>, e: PointerInput): string | null => {
  const s = t.app.getState();
  return unitAt(s.table, s.catalog, e.point, UNIT_HIT_PX * e.inchesPerPixel);
};

/** Nothing pressed. */
export const gameIdle: StateNode<GameToolData> = {
  id: "idle",
  down(t, e) {
    if (e.button !== 0) return false;
    const s = t.app.getState();
    const fs = gameOf(t.app);
    const v = fs.game.view;
    // Deployment: a press on a placed base of the deploying side may drag it elsewhere.
    if (v?.stage === "deploy" && !fs.game.placing && v.replayAt === null) {
      const id = hitBase(t, e);
      const u = id ? s.table.units.find((x) => x.id === id) : undefined;
      if (!u || u.side !== v.deploying) return false;
      fs.setGame({ selected: id });
      t.data = {
        base: id,
        startScreen: e.screen,
        startPoint: e.point,
        from: { x: u.x, y: u.y, facing: u.facing },
      };
      t.go("pointing");
      return true;
    }
    return false;
  },
  move(t, e) {
    const fs = gameOf(t.app);
    const plan = fs.game.plan;
    if (plan) fs.setGame({ cursor: e.point });
    else if (fs.game.placing) fs.setGame({ cursor: e.point });
  },
  click(t, e) {
    const id = hitBase(t, e);
    const g = gameOf(t.app).game;
    // While a move is planned, a click by an enemy base is a waypoint (moving into contact), not a pick.
    const enemyWhilePlanning =
      id !== null && g.plan !== null && g.view?.state?.bases[id]?.side !== g.view?.actor;
    if (id && !g.placing && !enemyWhilePlanning) clickBase(t.app, id);
    else clickGround(t.app, e.point);
  },
  doubleClick(t) {
    if (gameOf(t.app).game.plan) commitPlan(t.app);
  },
  key(t, e: KeyInput) {
    return keyCommand(t.app, e);
  },
};

/** Pressed on a deployed base, not yet moved. */
export const gamePointing: StateNode<GameToolData> = {
  id: "pointing",
  move(t, e) {
    if (movedPastThreshold(t.data.startScreen, e)) t.go("dragging", e);
  },
  up(t) {
    t.go("idle");
  },
  cancel(t) {
    t.go("idle");
  },
};

/** Dragging a deployed base to a new place; release deploys it there (the rules check the zone). */
export const gameDragging: StateNode<GameToolData> = {
  id: "dragging",
  enter(t, info) {
    if (info) this.move?.(t, info as PointerInput);
  },
  move(t, e) {
    const { from, startPoint, base } = t.data;
    if (!base) return;
    const x = from.x + e.point[0] - startPoint[0];
    const y = from.y + e.point[1] - startPoint[1];
    t.app.getState().setPreview({ unitId: base, x, y, facing: from.facing });
  },
  up(t) {
    const s = t.app.getState();
    const p = s.preview;
    s.setPreview(null);
    if (p && t.data.base) deployAt(t.app, t.data.base, [p.x, p.y], p.facing);
    t.go("idle");
  },
  cancel(t) {
    t.app.getState().setPreview(null);
    t.go("idle");
  },
  key(t, e) {
    if (e.key !== "Escape") return false;
    t.app.getState().setPreview(null);
    t.go("idle");
    return true;
  },
};

/** Creates the game tool. */
export function createGameTool(app: AppStore): Tool {
  return new ToolMachine("game", app, [gameIdle, gamePointing, gameDragging], "idle", empty());
}

export { defaultFacing };
