import type { HitRow } from "../../../core/firestrike/charts/schema";
import { type Env, NO_DICE } from "../../../core/firestrike/context";
import { previewDirectFire } from "../../../core/firestrike/fire/direct";
import type { FireCalculation } from "../../../core/firestrike/fire/direct-calc";
import { discOf, zoneObservers } from "../../../core/firestrike/fire/indirect";
import { type BaseActions, baseActions } from "../../../core/firestrike/match/base-actions";
import { type PlannedArea, plannedMoveArea } from "../../../core/firestrike/match/move-area";
import { type PlannedCost, plannedMoveCost } from "../../../core/firestrike/match/move-cost";
import type { ZoneSighting } from "../../../core/firestrike/oracle";
import { canBeImmobilized, statOf } from "../../../core/firestrike/query";
import type { GameState } from "../../../core/firestrike/state";
import type { MoveMode } from "../../../core/firestrike/vocab";
import type { Pt } from "../../../core/geom2d";
import type { Table } from "../../../core/table/schema";

/**
 * What Firestrike's UI asks the rules about the state the seat sees (the combat calculator, the
 * movement area, a zone's size, a base's actions, who observes a zone): pure functions of the seat's
 * view of the state and the page's own rules environment, so they work the same over any GameClient.
 */

/** The shot the engine would take now and the hit table row it reads; null with no direct weapon. */
export function previewFire(
  s: GameState,
  env: Env,
  firerId: string,
  targetId: string,
  weapon: string | null,
): { calc: FireCalculation; rows: HitRow[] } | null {
  const firer = s.bases[firerId];
  const target = s.bases[targetId];
  if (!firer || !target) return null;
  // A preview never rolls (NO_DICE throws if it tried).
  const ctx = { s, env, dice: NO_DICE, out: [] };
  const line = statOf(env, firer);
  const w = weapon ? line.weapons.find((x) => x.name === weapon) : undefined;
  const calc = previewDirectFire(ctx, firer, target, w);
  if (!calc) return null;
  const hit = env.charts.directFire.hitTable;
  return { calc, rows: canBeImmobilized(statOf(env, target)) ? hit.vehicle : hit.personnel };
}

/** The legal movement area of a planned move. */
export const moveArea = (
  s: GameState,
  env: Env,
  baseId: string,
  mode: MoveMode,
  path: readonly Pt[],
): PlannedArea | null => plannedMoveArea(s, env, baseId, mode, path);

/** What a planned move costs against the movement its base has left (the move command's own price). */
export const moveCost = (
  s: GameState,
  env: Env,
  baseId: string,
  mode: MoveMode,
  path: readonly Pt[],
  facing: number | null,
): PlannedCost | null => plannedMoveCost(s, env, baseId, mode, path, facing);

/** The size of what is being placed: an impact zone's diameter or an airstrike square's side, inches. */
export function zoneSize(
  s: GameState,
  env: Env,
  placing:
    | { kind: "impact-zone"; firer: string; weapon?: string | null }
    | { kind: "airstrike"; strike: string },
): number | null {
  const charts = env.charts;
  if (placing.kind === "airstrike") {
    const t = charts.airstrikes.types[placing.strike as keyof typeof charts.airstrikes.types];
    return t ? t.squareInches * s.scaleFactor : null;
  }
  const battery = s.sides.flatMap((x) => x.offBoardArtillery).find((x) => x.id === placing.firer);
  const b = s.bases[placing.firer];
  const barrage =
    battery?.barrage ??
    (b
      ? statOf(env, b).weapons.find(
          (w) => w.fire === "indirect" && (!placing.weapon || w.name === placing.weapon),
        )?.barrage
      : undefined);
  const d = barrage ? charts.indirectFire.barrageDiameterInches[barrage] : undefined;
  return d === undefined ? null : d * s.scaleFactor;
}

/** What a base may do in the movement step besides moving, each action tried on the engine. */
export function actionsFor(s: GameState, env: Env, table: Table, baseId: string): BaseActions | null {
  const minefields = table.features.filter((f) => f.type === "minefield").map((f) => f.id);
  return baseActions(s, env, baseId, minefields);
}

/** Who observes each impact zone on the table now, as the rules see it (cached in `memo` by zone and observers). */
export function watchesFor(
  s: GameState | null,
  env: Env,
  memo: Map<string, ZoneSighting | null>,
): Record<string, ZoneSighting | null> {
  const out: Record<string, ZoneSighting | null> = {};
  if (!s) return out;
  for (const z of s.markers.impactZones) {
    const observers = zoneObservers(s, z.side);
    const zone = discOf(z);
    const key = JSON.stringify([zone, observers]);
    if (!memo.has(key)) memo.set(key, env.oracle.zoneObserver(zone, observers));
    out[z.id] = memo.get(key) ?? null;
  }
  return out;
}
