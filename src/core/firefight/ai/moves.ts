import type { Pt } from "../../geom2d";
import { placeModels, unitPlaces } from "../deploy";
import { checkMove, moved } from "../movement";
import type { FirefightState, Step } from "../state";
import { type FirefightWorld, type Forces, profileOf, unitOf } from "../world";

/**
 * Legal moves of a Firefight unit for its computer players: offsets in 12 directions at half and all
 * of its allowance (the step's factor × its I, in y, read as table inches through the table's scale),
 * each checked with the engine's own `checkMove` (board edge, impassable terrain, other bases,
 * difficult terrain's cost). A move the check refuses is left out, so what is sent is legal.
 */

/** The allowance factor of a moving step (settings: move, advance, a won fight's, a rally's). */
export function stepFactor(w: FirefightWorld, step: Step): number | null {
  const s = w.rules.settings;
  if (step.kind === "move") return s.moveFactor;
  if (step.kind === "advance") return s.advanceFactor;
  if (step.kind === "winner") return s.winnerAdvanceFactor;
  if (step.kind === "rally") return s.rallyAdvanceFactor;
  return null;
}

/** A unit's allowance in this step, y. */
export const allowanceY = (w: FirefightWorld, f: Forces, unit: string, factor: number): number =>
  factor * profileOf(w, unitOf(f, unit)!).i;

export interface Move {
  by: [number, number];
  forces: Forces;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** Sampled legal moves of `unit` (its allowance in y), in a fixed order. */
export function sampledMoves(w: FirefightWorld, f: Forces, unit: string, allowance: number): Move[] {
  const inches = allowance / w.table.yardsPerInch;
  const out: Move[] = [];
  for (const share of [1, 0.5])
    for (let k = 0; k < 12; k++) {
      const a = (k * Math.PI) / 6;
      const by: [number, number] = [
        r2(Math.sin(a) * inches * share * 0.98),
        r2(Math.cos(a) * inches * share * 0.98),
      ];
      if (checkMove(w, f, unit, by, allowance).ok) out.push({ by, forces: moved(f, unit, by) });
    }
  return out;
}

/** The longest legal move of `unit` straight toward `to` (shortened by quarters), or null. */
export function moveToward(
  w: FirefightWorld,
  f: Forces,
  unit: string,
  allowance: number,
  to: Pt,
  from: Pt,
): Move | null {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const d = Math.hypot(dx, dy);
  if (d < 1e-6) return null;
  const inches = Math.min(d, (allowance / w.table.yardsPerInch) * 0.98);
  for (const share of [1, 0.75, 0.5, 0.25]) {
    const by: [number, number] = [r2((dx / d) * inches * share), r2((dy / d) * inches * share)];
    if (by[0] === 0 && by[1] === 0) continue;
    if (checkMove(w, f, unit, by, allowance).ok) return { by, forces: moved(f, unit, by) };
  }
  return null;
}

/**
 * Deployment points of the zone for one unit in line, the row nearest the enemy first (project
 * default for both players: they deploy forward, left to right), each checked with the engine's own
 * `placeModels` (zone, impassable terrain, the side's other bases).
 */
export function deployPoints(w: FirefightWorld, s: FirefightState, seat: string, unit: string): Pt[] {
  if (s.step.kind !== "deploy") return [];
  const zone = s.step.zone;
  const xs = zone.map((p) => p[0]);
  const ys = zone.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const forward = y0 + y1 < w.table.depth; // the zone lies on the near half: the enemy is toward +y
  const out: Pt[] = [];
  const rows = 8;
  const cols = 7;
  for (let r = 0; r < rows; r++) {
    const y = forward ? y1 - ((r + 0.5) * (y1 - y0)) / rows : y0 + ((r + 0.5) * (y1 - y0)) / rows;
    for (let c = 0; c < cols; c++) {
      const at: Pt = [r2(x0 + ((c + 0.5) * (x1 - x0)) / cols), r2(y)];
      if (placeModels(w, s, zone, seat, unitPlaces(w, s, unit, at, "line")).ok) out.push(at);
    }
  }
  return out;
}
