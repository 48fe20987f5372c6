import { scriptedDice } from "../../game/dice";
import type { Pt } from "../../geom2d";
import { apply } from "../apply";
import type { Env } from "../context";
import { engineRefusal } from "../match/candidates";
import { plannedMoveArea } from "../match/move-area";
import type { Base, GameState } from "../state";
import type { MoveMode } from "../vocab";

/**
 * Where a base may move this step, for the computer players: its legal movement area (the match
 * layer's planned area, core/firestrike/match/move-area.ts) in the first mode it may use of a
 * preference order that keeps it able to fire (rushing last), and points sampled inside it along the
 * area's rays. The samples are the same for a base at the same place in the same step, so a seat's
 * later decisions in that step meet the lines they already cast in the sight cache.
 */

/** Modes in the order the players try them: a move that still lets the base fire first. */
export const MODE_PREFERENCE: readonly MoveMode[] = [
  "forward",
  "walking",
  "heavy-weapon",
  "manhandling",
  "assault",
  "rushing",
];

/** Rays of each area (the samples lie on them). */
const RAYS = 12;

/**
 * The shortest move a player sends (inches): a move that ends where the base stands is no move; the
 * engine accepts it and leaves the base free to move again, so a player that sent one would send it
 * for ever (issue 34: 4 705 such moves in one step of a benchmark game).
 */
export const MIN_MOVE_INCHES = 0.25;

/** A legal move of a base: its mode and end point. */
export interface MoveOption {
  mode: MoveMode;
  to: Pt;
  command: Record<string, unknown>;
}

/** The move area of `b` now (first usable mode), or null when it may not move. */
export function areaOf(s: GameState, env: Env, b: Base): { mode: MoveMode; polygon: Pt[] } | null {
  if (b.carriedBy || b.towedBy || b.spentInches > 0 || b.assaultWith.length > 0) return null;
  for (const mode of MODE_PREFERENCE) {
    const a = plannedMoveArea(s, env, b.id, mode, [], { rays: RAYS });
    if (a && a.polygon.length > 0) return { mode, polygon: a.polygon };
  }
  return null;
}

/** The command that moves `b` straight to `to` in `mode`. */
export const moveCommand = (b: Base, mode: MoveMode, to: Pt): Record<string, unknown> => ({
  type: "move",
  base: b.id,
  mode,
  path: [[Math.round(to[0] * 100) / 100, Math.round(to[1] * 100) / 100]],
});

/**
 * Sampled moves of `b`: on every ray of its area, the points at `fractions` of the way out (kept off
 * the very edge). Not yet tried on the engine (see `legal`).
 */
export function sampledMoves(
  s: GameState,
  env: Env,
  b: Base,
  fractions: readonly number[] = [0.5, 0.95],
): MoveOption[] {
  const area = areaOf(s, env, b);
  if (!area) return [];
  const out: MoveOption[] = [];
  for (const end of area.polygon)
    for (const t of fractions) {
      const to: Pt = [b.x + (end[0] - b.x) * t, b.y + (end[1] - b.y) * t];
      if (Math.hypot(to[0] - b.x, to[1] - b.y) < MIN_MOVE_INCHES) continue;
      out.push({ mode: area.mode, to, command: moveCommand(b, area.mode, to) });
    }
  return out;
}

/** Whether the engine accepts the move on this state (a preview's dice: never the host's). */
export const legal = (s: GameState, env: Env, m: MoveOption): boolean =>
  // biome-ignore lint/suspicious/noExplicitAny: the command is a move entry built above
  engineRefusal(s, env, m.command as any) === null;

/**
 * Whether the engine accepts the move and it takes the base somewhere (a preview's dice): a move
 * stopped at once by contact with an enemy base ("stoppedBy") is accepted, moves it 0" and leaves it
 * free to move again, so a player that sent it would send it for ever (issue 34: 4 705 times in one
 * step of a benchmark game).
 */
export function goesSomewhere(s: GameState, env: Env, m: MoveOption): boolean {
  const base = (m.command as { base?: string }).base;
  const r = apply(s, m.command, env, scriptedDice([], "bot-preview"));
  if (!r.ok || !base) return false;
  const before = s.bases[base];
  const after = r.state.bases[base];
  if (!before || !after) return false;
  return Math.hypot(after.x - before.x, after.y - before.y) >= MIN_MOVE_INCHES / 2;
}

/** `b` as it would stand at `to` (facing along its move, as the move command turns it). */
export const movedTo = (b: Base, to: Pt): Base => ({
  ...b,
  x: to[0],
  y: to[1],
  facing: Math.hypot(to[0] - b.x, to[1] - b.y) > 0.01 ? facingOf(b, to) : b.facing,
});

const facingOf = (b: Base, to: Pt) =>
  ((((Math.atan2(to[0] - b.x, to[1] - b.y) * 180) / Math.PI) % 360) + 360) % 360;
