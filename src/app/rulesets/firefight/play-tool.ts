import type { Command } from "../../../core/firefight/commands";
import type { AppStore } from "../../store/store";
import { movedPastThreshold, type PointerInput, type Tool, ToolMachine } from "../../tools/machine";
import { unitCentre } from "./aim";
import { type FirefightSnapshot, firefightOf, NO_PICK } from "./store";

/**
 * The firefight's table tool ("Play", issue 38 item 2): the game by clicks. A click on a model of the
 * seat to act picks its unit (the scene rings its allowance); then
 * - deployment: a click in the zone deploys the unit there in the picked formation (or the one model
 *   picked in the panel);
 * - a moving step (move, advance, a won fight's advance, a rally): hovering shows the path of the unit's
 *   centre with its cost, and a click moves it there (the rules price the path, difficult terrain
 *   counted, and refuse what is too far);
 * - pairing: a click on an enemy model pairs the picked unit with its unit; joining: a click on an
 *   enemy model joins its fire fight; advancing or after a fight: a click on an enemy model charges it.
 * A press on one of the acting seat's models in deployment or a moving step picks its unit and drags
 * it: while dragging the path and its cost show as when hovering, and the release deploys it there or
 * moves its centre there (a press and release without dragging only picks it).
 * It never edits the table: the models on it are the game's.
 */

/** The drag's memory: where the press was (screen pixels) and whether it has moved past the threshold. */
type Drag = { from: readonly [number, number]; unit: string; dragged: boolean } | null;

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

/** The seat the page acts for now (hot-seat: the one whose part of the turn it is). */
export const actingSeat = (snap: FirefightSnapshot): string => snap.seatsToAct[0] ?? snap.seat;

const MOVING = ["move", "advance", "winner", "rally"] as const;
const moving = (k: string) => (MOVING as readonly string[]).includes(k);
const r2 = (n: number) => Math.round(n * 100) / 100;

/** The command a click at `to` makes for `unit` in the step on, or null when the step has no moves. */
export function moveTo(app: AppStore, unit: string, to: readonly [number, number]): Command | null {
  const snap = firefightOf(app).firefight.snapshot;
  if (!snap || !moving(snap.view.step.kind)) return null;
  const from = unitCentre(snap.view, unit);
  if (!from) return null;
  const by: [number, number] = [r2(to[0] - from[0]), r2(to[1] - from[1])];
  return snap.view.step.kind === "move" ? { type: "move", unit, by } : { type: "advance", unit, by };
}

/** The command a click on an enemy unit makes for the picked `unit` in the step on (null: none). */
function againstEnemy(snap: FirefightSnapshot, unit: string, enemy: string): Command | null {
  const v = snap.view;
  const k = v.step.kind;
  if (k === "pair") return { type: "pair", unit, enemy };
  if (k === "join") {
    const fight = v.fights.findIndex((f) => !f.resolved && (f.a.includes(enemy) || f.b.includes(enemy)));
    return fight < 0 ? null : { type: "join", unit, fight };
  }
  if (k === "advance" || k === "winner" || k === "rally") return { type: "charge", unit, enemy };
  return null;
}

/** The command a click on the table at `at` (no model there) makes for the pick, or null. */
function onGround(app: AppStore, snap: FirefightSnapshot, at: readonly [number, number]): Command | null {
  const { pick } = firefightOf(app).firefight;
  if (!pick.unit) return null;
  const point: [number, number] = [r2(at[0]), r2(at[1])];
  if (snap.view.step.kind === "deploy")
    return pick.model
      ? { type: "place", model: pick.model, at: point }
      : { type: "deploy", unit: pick.unit, at: point, formation: pick.formation };
  return moveTo(app, pick.unit, point);
}

export function createPlayTool(app: AppStore): Tool {
  const live = () => {
    const snap = firefightOf(app).firefight.snapshot;
    return snap && snap.replayAt === null && !snap.over ? snap : null;
  };
  return new ToolMachine<Drag>(
    "game",
    app,
    [
      {
        id: "idle",
        down(t, e) {
          const snap = live();
          const k = snap?.view.step.kind;
          if (!snap || !k || (k !== "deploy" && !moving(k))) return false;
          const hit = modelAt(t.app, e);
          const unit = hit ? snap.view.units.find((u) => u.id === hit.unit) : undefined;
          if (
            !hit ||
            unit?.side !== actingSeat(snap) ||
            (k !== "deploy" && snap.view.moved.includes(hit.unit))
          )
            return false;
          const ff = firefightOf(t.app);
          t.app.getState().selectUnit(hit.id);
          ff.setFirefight({ pick: { ...ff.firefight.pick, unit: hit.unit, model: null }, aim: null });
          t.data = { from: e.screen, unit: hit.unit, dragged: false };
          t.go("dragging");
          return true;
        },
        move(t, e) {
          const ff = firefightOf(t.app);
          const snap = live();
          const unit = ff.firefight.pick.unit;
          const aim =
            snap && unit && moving(snap.view.step.kind) && !modelAt(t.app, e)
              ? (ff.firefightApi?.aim(unit, e.point) ?? null)
              : null;
          if (aim !== ff.firefight.aim) ff.setFirefight({ aim });
        },
        click(t, e) {
          const ff = firefightOf(t.app);
          const snap = live();
          if (!snap) return;
          const seat = actingSeat(snap);
          const hit = modelAt(t.app, e);
          const picked = ff.firefight.pick.unit;
          if (hit) {
            const side = snap.view.units.find((u) => u.id === hit.unit)?.side;
            const c = side !== seat && picked ? againstEnemy(snap, picked, hit.unit) : null;
            if (c) {
              ff.firefightApi?.play(c);
              return;
            }
            t.app.getState().selectUnit(hit.id);
            if (side === seat)
              ff.setFirefight({ pick: { ...ff.firefight.pick, unit: hit.unit, model: null } });
            return;
          }
          const c = onGround(t.app, snap, e.point);
          if (c) {
            ff.setFirefight({ aim: null });
            ff.firefightApi?.play(c);
          }
        },
        cancel(t) {
          const ff = firefightOf(t.app);
          ff.setFirefight({ pick: { ...NO_PICK, formation: ff.firefight.pick.formation }, aim: null });
          t.app.getState().selectUnit(null);
        },
      },
      {
        id: "dragging",
        move(t, e) {
          const d = t.data;
          if (!d) return;
          if (!d.dragged && !movedPastThreshold(d.from, e)) return;
          d.dragged = true;
          const snap = live();
          const ff = firefightOf(t.app);
          const aim =
            snap && moving(snap.view.step.kind) ? (ff.firefightApi?.aim(d.unit, e.point) ?? null) : null;
          if (aim !== ff.firefight.aim) ff.setFirefight({ aim });
        },
        up(t, e) {
          const d = t.data;
          t.data = null;
          t.go("idle");
          const snap = live();
          if (!d?.dragged || !snap) return;
          const c = onGround(t.app, snap, e.point);
          if (!c) return;
          const ff = firefightOf(t.app);
          ff.setFirefight({ aim: null });
          ff.firefightApi?.play(c);
        },
        cancel(t) {
          t.data = null;
          t.go("idle");
          firefightOf(t.app).setFirefight({ aim: null });
        },
      },
    ],
    "idle",
    null,
  );
}
