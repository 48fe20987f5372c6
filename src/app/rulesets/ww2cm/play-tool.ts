import { inchesToCm } from "../../../core/table/length-unit";
import { aircraftOf } from "../../../core/ww2cm/air/data";
import type { Ww2Command } from "../../../core/ww2cm/commands";
import { alive, unitOf, type Ww2State } from "../../../core/ww2cm/state";
import type { AppStore } from "../../store/store";
import { type PointerInput, type Tool, ToolMachine } from "../../tools/machine";
import { flightClick } from "./air-clicks";
import { type Ww2Snapshot, ww2Of } from "./store";

/**
 * Seed 002's table tool: the game by clicks, never typed coordinates. A click on a model of the side to
 * act picks its unit (the scene rings its 4 cm move, 8 cm sprinting); then
 * - movement phase: a click on the table moves the unit there (every model by the same offset from the
 *   unit's centre; the rules refuse what is too far, naming the model and its distance); a vehicle
 *   turns to the pivot chosen in the side panel;
 * - shooting phase: a click places the 13 cm circle there and the side panel shows the calculator's
 *   every line (distance, band, height, each cover piece crossed); a shift-click on one of the unit's
 *   models (or its box in the panel) chooses whether it fires; "Fire" in the panel shoots;
 * - melee phase: a click on an enemy model charges its unit.
 * While a free fire or move is owed after a melee (seed 002), only its unit acts, in any phase: a click
 * moves it, or aims its circle when the side panel's "Aim the free fire" is on (or only fire is left).
 * A tow chosen in the side panel (unit-actions.tsx) makes the next table click the tow's end. In the air
 * sub-phase (issue 35) an aircraft picked in the side panel (air-panel.tsx) takes the clicks as the
 * entry and exit of its path, on the nearest edge (air-clicks.ts).
 * It never edits the table: the models on it are the game's.
 */

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The model under the pointer: within its base (half its side plus a few pixels). */
function modelAt(app: AppStore, e: PointerInput): { id: string; unit: string } | null {
  let best: { id: string; unit: string; d: number } | null = null;
  for (const u of app.getState().table.units) {
    const half = (u.baseInches?.[0] ?? 1) / 2 + 4 * e.inchesPerPixel;
    const d = Math.hypot(u.x - e.point[0], u.y - e.point[1]);
    if (d > half) continue;
    if (!best || d < best.d) best = { id: u.id, unit: u.formation ?? u.id, d };
  }
  return best;
}

/** A unit's centre, table cm. */
export function centreOf(v: Ww2State, unit: string): [number, number] | null {
  const ms = alive(v, unit);
  if (ms.length === 0) return null;
  return [ms.reduce((n, m) => n + m.x, 0) / ms.length, ms.reduce((n, m) => n + m.y, 0) / ms.length];
}

/**
 * The move a click at `to` (table cm) makes: each model of `unit` by the offset of its centre; a
 * vehicle with a pivot chosen (`heading`, degrees) turns to it (the rules charge its quarters).
 */
export function moveTo(
  v: Ww2State,
  unit: string,
  to: [number, number],
  sprint: boolean,
  heading: number | null = null,
): Ww2Command | null {
  const c = centreOf(v, unit);
  if (!c) return null;
  const dx = to[0] - c[0];
  const dy = to[1] - c[1];
  const turns = heading !== null && unitOf(v, unit)?.vehicle;
  return {
    type: "move",
    unit,
    to: alive(v, unit).map((m) => ({ model: m.id, x: r1(m.x + dx), y: r1(m.y + dy) })),
    ...(sprint ? { sprint: true } : {}),
    ...(turns ? { heading } : {}),
  };
}

/** A heading turned by `by` degrees, kept in 0–359. */
export const turned = (heading: number, by: number): number => (((heading + by) % 360) + 360) % 360;

/**
 * The quarter turns from one heading to another, as the ring is drawn (seed 002: "each 90degree pivot
 * quarters the tanks movement"; the rules' move charges them and refuses what is too far).
 */
export function pivotsBetween(from: number, to: number): number {
  const turn = Math.abs(((((to - from) % 360) + 540) % 360) - 180);
  return Math.ceil(Math.round(turn * 1e6) / 90e6);
}

/**
 * The firing models after a click on `model` of the picked unit: it joins or leaves them (null: every
 * standing model fires, as the rules' default); at least one always fires.
 */
export function toggleFirer(
  v: Ww2State,
  unit: string,
  firers: readonly string[] | null,
  model: string,
): string[] | null {
  const all = alive(v, unit).map((m) => m.id);
  if (!all.includes(model)) return firers ? [...firers] : null;
  const now = new Set(firers ?? all);
  if (now.has(model)) {
    if (now.size === 1) return [...now];
    now.delete(model);
  } else now.add(model);
  const out = all.filter((id) => now.has(id));
  return out.length === all.length ? null : out;
}

/**
 * What a table click does for the picked unit now: the phase's, or, while a free action is owed, its
 * unit's move or fire (null: the picked unit may not act until it is taken).
 */
export function clickMode(v: Ww2State, pick: string | null, freeFire: boolean): Ww2State["phase"] | null {
  const f = v.free;
  if (!f) return v.phase;
  if (pick !== f.unit) return null;
  return f.fire && (freeFire || !f.move) ? "shoot" : f.move ? "move" : null;
}

/** The side whose models a click picks: the side owed a free action, else the side to act. */
export const actingSide = (v: Ww2State): string => v.free?.side ?? v.side;

/** The game on the table, or null in replay or once over (clicks then do nothing). */
const liveOf = (app: AppStore): Ww2Snapshot | null => {
  const snap = ww2Of(app).ww2.snapshot;
  return snap && snap.replayAt === null && !snap.over ? snap : null;
};

/** What a click does; exported for the Node tests, which click without a canvas. */
export function clickAt(app: AppStore, e: PointerInput): void {
  const w = ww2Of(app);
  const snap = liveOf(app);
  if (!snap) return;
  const v = snap.view;
  const hit = modelAt(app, e);
  const pick = w.ww2.pick;
  const at: [number, number] = [r1(inchesToCm(e.point[0])), r1(inchesToCm(e.point[1]))];
  // issue 35: an aircraft picked in the side panel takes the clicks as its entry and exit
  const f = w.ww2.flight;
  if (f && (v.phase === "air" || v.air?.pending)) {
    const plane = v.air?.planes.find((p) => p.id === f.plane);
    const t = app.getState().table;
    const m = hit ? v.models.find((x) => x.id === hit.id) : null;
    const flight = flightClick(
      f,
      at,
      { widthCm: inchesToCm(t.width), depthCm: inchesToCm(t.depth) },
      plane ? aircraftOf(plane.type)?.dive === true : false,
      m ? [m.x, m.y] : null,
    );
    w.setWw2({ flight, refusal: null });
    return;
  }
  const mode = clickMode(v, pick, w.ww2.freeFire);
  if (hit) {
    const side = unitOf(v, hit.unit)?.side;
    // Shooting, a shift-click on a model of the picked unit chooses whether it fires.
    if (side === actingSide(v) && mode === "shoot" && hit.unit === pick && e.shift) {
      const firers = toggleFirer(v, pick, w.ww2.firers, hit.id);
      const aim = w.ww2.aim;
      w.setWw2({ firers, lines: aim ? (w.ww2Api?.measure(pick, aim, firers) ?? []) : [], refusal: null });
      return;
    }
    if (side === actingSide(v)) {
      app.getState().selectUnit(hit.id);
      if (hit.unit !== pick)
        w.setWw2({
          pick: hit.unit,
          aim: null,
          lines: [],
          refusal: null,
          heading: null,
          firers: null,
          towGun: null,
          grenades: false,
        });
      return;
    }
    if (pick && mode === "melee") {
      w.ww2Api?.play({ type: "charge", unit: pick, target: hit.unit });
      return;
    }
  }
  if (!pick) return;
  if (mode === "move" && w.ww2.towGun) {
    w.ww2Api?.play({ type: "tow", unit: pick, gun: w.ww2.towGun, to: at });
    w.setWw2({ towGun: null });
    return;
  }
  if (mode === "move") {
    const c = moveTo(v, pick, at, w.ww2.sprint, w.ww2.heading);
    if (c) w.ww2Api?.play(c);
    return;
  }
  if (mode === "shoot") {
    // The circle goes where clicked (on an enemy model: on that model).
    const m = hit ? v.models.find((x) => x.id === hit.id) : null;
    const aim: [number, number] = m ? [m.x, m.y] : at;
    w.setWw2({ aim, lines: w.ww2Api?.measure(pick, aim, w.ww2.firers) ?? [], refusal: null });
  }
}

export function createPlayTool(app: AppStore): Tool {
  return new ToolMachine<null>(
    "game",
    app,
    [
      {
        id: "idle",
        click(t, e) {
          clickAt(t.app, e);
        },
        cancel(t) {
          ww2Of(t.app).setWw2({ pick: null, aim: null, lines: [], heading: null, firers: null });
          t.app.getState().selectUnit(null);
        },
      },
    ],
    "idle",
    null,
  );
}
