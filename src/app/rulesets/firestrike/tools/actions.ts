import type { Base } from "../../../../core/firestrike/state";
import type { StatBook } from "../../../../core/firestrike/stats/schema";
import type { MoveMode } from "../../../../core/firestrike/vocab";
import type { Pt } from "../../../../core/geom2d";
import type { AppStore } from "../../../store/store";
import type { KeyInput } from "../../../tools/machine";
import { statsOf } from "../rules";
import { gameOf } from "../store/game-store";

/**
 * What the game tool's clicks and keys do, as store actions: each ends in one log entry played through
 * the controller (which shows the engine's reason when the rules refuse it) or in a change of what is
 * being picked on screen. Shared by the tool and the panels' buttons.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The movement mode a base uses unless the player picks another (seed 000 §3.2, §3.21). */
export function defaultMode(stats: StatBook, b: Base): MoveMode {
  const line = stats.byId.get(b.statLine);
  const m = line?.movement ?? {};
  if (m.forward !== undefined) return "forward";
  if (b.prone) return "prone";
  if (m.walking !== undefined) return "walking";
  if (m.heavyWeapon !== undefined) return "heavy-weapon";
  if (m.manhandling !== undefined) return "manhandling";
  return "walking";
}

/** The movement modes open to a base. */
export function modesOf(stats: StatBook, b: Base): MoveMode[] {
  const m = stats.byId.get(b.statLine)?.movement ?? {};
  if (m.forward !== undefined)
    return m.assaultBonus !== undefined ? ["forward", "reverse", "assault"] : ["forward", "reverse"];
  const out: MoveMode[] = [];
  if (m.prone !== undefined) out.push("prone");
  if (m.walking !== undefined) out.push("walking");
  if (m.rushing !== undefined) out.push("rushing");
  if (m.assault !== undefined) out.push("assault");
  if (m.heavyWeapon !== undefined) out.push("heavy-weapon");
  if (m.manhandling !== undefined) out.push("manhandling");
  return out;
}

/** Facing a deploying side's bases start with: toward the table's far half from where they stand. */
export function defaultFacing(app: AppStore, side: string): number {
  const t = app.getState().table;
  const zone = t.deploymentZones.find((z) => z.side === side);
  if (!zone) return 0;
  const cy = zone.outline.reduce((a, p) => a + p[1], 0) / zone.outline.length;
  return cy < t.depth / 2 ? 0 : 180;
}

/** Plays an entry; true when the rules accepted it. */
export function playEntry(app: AppStore, entry: unknown): boolean {
  const api = gameOf(app).gameApi;
  return api ? api.play(entry).ok : false;
}

/** Deploys (or moves) a base at a point. */
export function deployAt(app: AppStore, base: string, at: Pt, facing: number): boolean {
  const ok = playEntry(app, { type: "deploy", base, at: [round2(at[0]), round2(at[1])], facing });
  if (ok) gameOf(app).setGame({ placing: null, selected: base, cursor: null });
  return ok;
}

const hasIndirect = (stats: StatBook, b: Base) =>
  stats.byId.get(b.statLine)?.weapons.some((w) => w.fire === "indirect") ?? false;

/** A click on a base. */
export function clickBase(app: AppStore, id: string): void {
  const s = app.getState();
  const fs = gameOf(app);
  const v = fs.game.view;
  if (!v) return;
  const st = v.state;
  const b = st?.bases[id];
  if (!st || !b || v.replayAt !== null) {
    fs.setGame({ selected: id });
    return;
  }
  const mine = b.side === v.actor;
  const step = st.step;
  if (step === "first-direct-fire" || step === "second-direct-fire") {
    if (mine) {
      fs.setGame({ selected: id, fire: { ...fs.game.fire, firer: id, target: null, weapon: null } });
      s.clearLos();
    } else if (fs.game.fire.firer) {
      fs.setGame({ selected: id, fire: { ...fs.game.fire, target: id } });
      s.setLosPair(fs.game.fire.firer, id);
    } else fs.setGame({ selected: id });
    return;
  }
  if (step === "movement" && mine) {
    fs.setGame({
      selected: id,
      plan: { base: id, mode: defaultMode(statsOf(app), b), path: [], facing: null },
      cursor: null,
    });
    return;
  }
  if (
    (step === "first-impact-zones" || step === "second-impact-zones") &&
    mine &&
    hasIndirect(statsOf(app), b)
  ) {
    fs.setGame({ selected: id, placing: { kind: "impact-zone", firer: id, weapon: null } });
    return;
  }
  fs.setGame({ selected: id });
}

/**
 * A mover picked from the step 2b list: the same as clicking it on the table, so its move starts (mode
 * and waypoint controls, the next click on the ground a waypoint) (issue 23 item 2). A base off the
 * table (carried, limbered) is only selected: it gets off or unlimbers from its panel.
 */
export function pickMover(app: AppStore, id: string): void {
  const b = gameOf(app).game.view?.state?.bases[id];
  if (b && !b.carriedBy && !b.towedBy) clickBase(app, id);
  else gameOf(app).setGame({ selected: id, plan: null, placing: null });
}

/** A click on open ground. */
export function clickGround(app: AppStore, p: Pt): void {
  const fs = gameOf(app);
  const g = fs.game;
  // Replay is to look at: a click places, plans and plays nothing (issue 39 item 7).
  if (g.view?.replayAt != null) {
    fs.setGame({ selected: null });
    return;
  }
  const at: [number, number] = [round2(p[0]), round2(p[1])];
  if (g.placing?.kind === "deploy") {
    deployAt(app, g.placing.base, at, g.placing.facing);
    return;
  }
  if (g.placing?.kind === "impact-zone") {
    const { firer, weapon } = g.placing;
    if (playEntry(app, { type: "place-impact-zone", firer, center: at, ...(weapon ? { weapon } : {}) }))
      gameOf(app).setGame({ placing: null, cursor: null });
    return;
  }
  if (g.placing?.kind === "airstrike") {
    const { side, strike, facing } = g.placing;
    if (playEntry(app, { type: "place-airstrike", side, strike, center: at, facing }))
      gameOf(app).setGame({ placing: null, cursor: null });
    return;
  }
  if (g.placing?.kind === "dismount") {
    const { base, facing } = g.placing;
    if (playEntry(app, { type: "dismount", base, at, facing }))
      gameOf(app).setGame({ placing: null, cursor: null, selected: base });
    return;
  }
  if (g.plan) {
    fs.setGame({ plan: { ...g.plan, path: [...g.plan.path, at] } });
    return;
  }
  fs.setGame({ selected: null });
}

/** Carries out the planned move. */
export function commitPlan(app: AppStore): boolean {
  const plan = gameOf(app).game.plan;
  if (!plan || plan.path.length === 0) return false;
  const ok = playEntry(app, {
    type: "move",
    base: plan.base,
    mode: plan.mode,
    path: plan.path,
    ...(plan.facing !== null ? { facing: plan.facing } : {}),
  });
  if (ok) gameOf(app).setGame({ plan: null, cursor: null });
  return ok;
}

/** Fires the picked firer at the picked target. */
export function fireNow(app: AppStore): boolean {
  const f = gameOf(app).game.fire;
  if (!f.firer || !f.target) return false;
  const ok = playEntry(app, {
    type: "direct-fire",
    firer: f.firer,
    target: f.target,
    ...(f.weapon ? { weapon: f.weapon } : {}),
    useSaDie: f.useSa,
  });
  if (ok) gameOf(app).setGame({ fire: { firer: null, target: null, weapon: null, useSa: false } });
  return ok;
}

/** A facing turned by `[` (anticlockwise) or `]` (clockwise): 15°, or 1° with Shift. */
export const turned = (facing: number, e: KeyInput): number =>
  (((facing + (e.key === "[" ? -1 : 1) * (e.shift ? 1 : 15)) % 360) + 360) % 360;

/** Starts placing a carried base off its vehicle: the next click on the table is where it goes. */
export function startDismount(app: AppStore, base: string): void {
  const a = gameOf(app).game.actions;
  if (!a?.dismount || a.base !== base) return;
  gameOf(app).setGame({
    plan: null,
    placing: { kind: "dismount", base, vehicle: a.dismount.vehicle, facing: a.dismount.facing },
  });
}

/** The facing a foot base's planned move ends with (its own until turned). */
export function planFacing(app: AppStore): number | null {
  const g = gameOf(app).game;
  const b = g.plan ? g.view?.state?.bases[g.plan.base] : undefined;
  return b ? (g.plan!.facing ?? b.facing) : null;
}

/**
 * Keys: Enter carries out the planned move or shot; Esc drops it; Backspace drops the last waypoint;
 * `[` `]` turn what is being placed (a base being deployed or dismounted, an airstrike square) or the
 * facing a foot base's planned move ends with.
 */
export function keyCommand(app: AppStore, e: KeyInput): boolean {
  const s = app.getState();
  const fs = gameOf(app);
  const g = fs.game;
  if (e.key === "Escape") {
    fs.setGame({
      plan: null,
      placing: null,
      cursor: null,
      fire: { firer: null, target: null, weapon: null, useSa: false },
    });
    return true;
  }
  if (g.view?.replayAt != null) return false;
  if (e.key === "Enter") return g.plan ? commitPlan(app) : fireNow(app);
  if (e.key === "Backspace" && g.plan) {
    fs.setGame({ plan: { ...g.plan, path: g.plan.path.slice(0, -1) } });
    return true;
  }
  if (e.key !== "[" && e.key !== "]") return false;
  if (g.view?.stage === "deploy" && g.selected && !g.placing) {
    const u = s.table.units.find((x) => x.id === g.selected);
    if (!u) return false;
    deployAt(app, u.id, [u.x, u.y], turned(u.facing, e));
    return true;
  }
  const p = g.placing;
  if (p?.kind === "deploy" || p?.kind === "dismount" || p?.kind === "airstrike") {
    fs.setGame({ placing: { ...p, facing: turned(p.facing, e) } });
    return true;
  }
  const facing = planFacing(app);
  if (g.plan && facing !== null && isFootPlan(app)) {
    fs.setGame({ plan: { ...g.plan, facing: turned(facing, e) } });
    return true;
  }
  return false;
}

/** Foot troops choose the facing a move ends with; vehicles face along their last leg (seed 000 §3.21). */
export function isFootPlan(app: AppStore): boolean {
  const g = gameOf(app).game;
  const b = g.plan ? g.view?.state?.bases[g.plan.base] : undefined;
  return b ? statsOf(app).byId.get(b.statLine)?.mobility === "foot" : false;
}
