import { applyResult } from "./damage";
import type { Dice } from "./dice";
import { type LnlState, leaderLmIn, moraleOf, onMap, type UnitState } from "./state";
import { isMmc, isSmc, isVehicle } from "./vocab";

/**
 * Transports and passengers (the card's DFT 5/6 lines name them; the procedure is a project default
 * after LnLT v5.1 16.0, each value marked `project-default` in docs/rulesets/lnl.md "Transports"):
 * - `mount`: Good Order infantry that have not acted this turn board a friendly vehicle in their hex;
 *   `dismount`: passengers leave it into its hex. Either is the passengers' activation (they end it
 *   Moved and Ops Complete); the vehicle need not be fresh.
 * - capacity: one MMC and two SMCs per vehicle (`CAPACITY`);
 * - passengers move with their vehicle, cannot move on their own, and fire at DFT 5 (−2, the vehicle
 *   moving or Moved) or DFT 6 (−1, not moving);
 * - Abandoned (seed 004, the result's definition): "the passengers of an abandoned vehicle dismount and
 *   take a morale check; the dismounted units get a Moved marker". The card prints no MC procedure;
 *   project default, as the rally (v5.1 3.0): 1d6 ≤ the unit's morale (its current side) + the LM of a
 *   Good Order leader in the hex (not itself) passes; a failure is the Shaken result (heroes are not
 *   shaken; a Shaken unit stays Shaken).
 * - Destroyed: the card sends passengers to a Bailout Check (15.4, 16.1.1), which it does not print;
 *   project default: they get out in its hex, Shaken.
 */

/** project-default: what one vehicle carries. */
export const CAPACITY = { mmc: 1, smc: 2 } as const;

export type TransportEvent =
  | { type: "mount"; units: string[]; vehicle: string }
  | { type: "dismount"; units: string[]; vehicle: string }
  | { type: "bailout"; units: string[]; vehicle: string; checks: MoraleCheck[] };

/** A dismounting passenger's morale check (an Abandoned vehicle's): 1d6 against `need`. */
export interface MoraleCheck {
  unit: string;
  roll: number;
  need: number;
  passed: boolean;
  note: string;
}

const fresh = (u: UnitState) => !u.opsComplete && !u.fired && !u.moved;

/** Boards `units` onto `vehicle`: the new units (copies), or why not. */
export function mount(s: LnlState, seat: string, ids: string[], vehicleId: string): UnitState[] | string {
  const v = onMap(s).find((u) => u.id === vehicleId);
  if (!v || v.side !== seat || !isVehicle(v.kind)) return `no vehicle "${vehicleId}" of ${seat} on the map`;
  if (v.abandoned || v.wreck) return `${v.id} is abandoned: it carries no one`;
  const aboard = onMap(s).filter((u) => u.carriedBy === v.id);
  for (const id of ids) {
    const u = onMap(s).find((x) => x.id === id);
    if (!u || u.side !== seat) return `no unit "${id}" of ${seat} on the map`;
    if (isVehicle(u.kind)) return `${id} is a vehicle: it cannot be a passenger`;
    if (u.carriedBy) return `${id} is already aboard ${u.carriedBy}`;
    if (u.hex !== v.hex) return `${id} is in ${u.hex}, not in ${v.id}'s hex ${v.hex}`;
    if (u.shaken) return `${id} is Shaken: it cannot mount (project default)`;
    if (!fresh(u)) return `${id} has already moved or fired this turn`;
  }
  const all = [...aboard, ...ids.map((id) => onMap(s).find((x) => x.id === id)!)];
  if (
    all.filter((u) => isMmc(u.kind)).length > CAPACITY.mmc ||
    all.filter((u) => isSmc(u.kind)).length > CAPACITY.smc
  )
    return `${v.id} carries at most ${CAPACITY.mmc} MMC and ${CAPACITY.smc} SMCs (project default)`;
  return s.units.map((u) =>
    ids.includes(u.id) ? { ...u, carriedBy: v.id, moved: true, opsComplete: true } : u,
  );
}

/** Puts `units` off their vehicle into its hex: the new units, or why not. */
export function dismount(
  s: LnlState,
  seat: string,
  ids: string[],
): { units: UnitState[]; vehicle: string } | string {
  let vehicle: string | null = null;
  for (const id of ids) {
    const u = onMap(s).find((x) => x.id === id);
    if (!u || u.side !== seat) return `no unit "${id}" of ${seat} on the map`;
    if (!u.carriedBy) return `${id} is not a passenger`;
    if (vehicle && u.carriedBy !== vehicle) return `${id} is aboard ${u.carriedBy}, not ${vehicle}`;
    vehicle = u.carriedBy;
    if (!fresh(u)) return `${id} has already moved or fired this turn`;
  }
  const units = s.units.map((u) =>
    ids.includes(u.id) ? { ...u, carriedBy: null, moved: true, opsComplete: true } : u,
  );
  return { units, vehicle: vehicle! };
}

/** The passengers of a vehicle that moved go with it. */
export function carryPassengers(units: UnitState[], movers: readonly string[], hex: string): void {
  for (const u of units) if (u.carriedBy && movers.includes(u.carriedBy) && !u.eliminated) u.hex = hex;
}

/** A passenger's DFT line: on a moving (or Moved) vehicle, or on a still one; null when not aboard. */
export function passengerLine(s: LnlState, u: UnitState): "moving-transport" | "still-transport" | null {
  if (!u.carriedBy) return null;
  const v = s.units.find((x) => x.id === u.carriedBy);
  if (!v) return null;
  const moving = v.moved || v.assaultMoved || (s.activation?.units.includes(v.id) ?? false);
  return moving ? "moving-transport" : "still-transport";
}

/**
 * Bailout: passengers of an Abandoned vehicle dismount, take a morale check (through `dice`, in id
 * order) and get a Moved marker; passengers of a Destroyed one get out Shaken. Mutates `s.units`.
 */
export function bailOut(s: LnlState, dice: Dice): TransportEvent[] {
  const units = s.units;
  const events: TransportEvent[] = [];
  for (const v of units.filter((x) => isVehicle(x.kind) && (x.abandoned || x.wreck))) {
    const out = units
      .filter((u) => u.carriedBy === v.id && !u.eliminated)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    if (out.length === 0) continue;
    const checks: MoraleCheck[] = [];
    for (const u of out) {
      if (v.wreck) {
        Object.assign(u, { carriedBy: null, shaken: true });
        continue;
      }
      const need = moraleOf(u) + leaderLmIn(s, u.side, v.hex, u.id);
      const roll = dice.roll(6);
      const passed = roll <= need;
      const after = passed ? null : applyResult(u, "shaken");
      Object.assign(u, { carriedBy: null, moved: true, shaken: after ? after.shaken : u.shaken });
      checks.push({ unit: u.id, roll, need, passed, note: after ? after.note : "passed" });
    }
    events.push({ type: "bailout", units: out.map((u) => u.id), vehicle: v.id, checks });
  }
  return events;
}
