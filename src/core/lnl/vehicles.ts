import { facingToward, type Hexside, hexsideTurns, inArc, nearestHexside, stepHexside } from "../hex/facing";
import type { HexGrid } from "../hex/grid";
import type { Counter } from "./counters";
import type { LnlMap } from "./map";
import type { Activation, LnlState, UnitState } from "./state";
import { isVehicle } from "./vocab";

/**
 * Vehicles on the table (issue 21): the hull's facing, the turret's, the hatches, pivots in the hex and
 * the turning a shot needs. Readings (docs/rulesets/lnl.md "Vehicles"): a facing is a hexside; a gun
 * bears on the hexes in the 60° arc of its facing (core/hex/facing.ts `inArc`, spines included); a move
 * faces the hull the way of its last hex step, at no cost; a pivot in the hex costs PIVOT_MP per hexside.
 */

/** project default after LnLT v5.1 (15.x: pivoting costs MPs): 1 MP per hexside turned in the hex. */
export const PIVOT_MP = 1;

type Armed = Pick<UnitState, "kind" | "sw">;
/** A gun crew: a crew with an ordnance SW (its gun has a facing and no turret). */
export const isGunCrew = (u: Armed) => u.kind === "crew" && u.sw.some((w) => w.kind === "ordnance");
/** Units with a facing: vehicles and gun crews. */
export const hasFacing = (u: Armed) => isVehicle(u.kind) || isGunCrew(u);

/** The facing fields a counter starts with (`tableFacing`: the table unit's facing, degrees). */
export function startFacing(
  c: Counter,
  grid: HexGrid,
  tableFacing: number | null,
): Pick<UnitState, "facing" | "turret" | "hatchesOpen"> {
  if (!hasFacing(c)) return {};
  const facing = nearestHexside(grid, c.facing ?? tableFacing ?? 0);
  if (!isVehicle(c.kind)) return { facing };
  const turret = c.turret ?? c.kind === "armored-vehicle";
  return { facing, ...(turret ? { turret: facing } : {}), hatchesOpen: c.hatches === "open" };
}

/** Why a counter's vehicle fields do not fit its kind (path under the counter, message), or none. */
export function vehicleFieldProblems(c: Counter): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (!isVehicle(c.kind)) {
    if (c.turret !== undefined)
      out.push({ path: "turret", message: `only vehicles have a turret; ${c.id} is a ${c.kind}` });
    if (c.hatches !== undefined)
      out.push({ path: "hatches", message: `only vehicles have hatches; ${c.id} is a ${c.kind}` });
    if (c.facing !== undefined && !hasFacing(c))
      out.push({
        path: "facing",
        message: `only vehicles and gun crews (a crew with an ordnance SW) have a facing; ${c.id} is a ${c.kind}`,
      });
  } else
    c.sw.forEach((w, i) => {
      if (w.kind !== "ordnance")
        out.push({
          path: `sw[${i}].kind`,
          message: `a vehicle's SW is its gun ("ordnance"), not "${w.kind}": its MGs are its firepower`,
        });
    });
  return out;
}

/** The hull facing after a step from one hex to the next (unchanged when it has none). */
export function facingAfterStep(u: UnitState, map: LnlMap, from: string, to: string): UnitState {
  if (u.facing === undefined) return u;
  const k = stepHexside(map.hex(from)!.hex, map.hex(to)!.hex);
  return k === null ? u : { ...u, facing: k };
}

/**
 * A pivot in the hex: the vehicles of a stack turn their hull to the hexside whose arc holds `toward`
 * (least turning), paying PIVOT_MP per hexside of the vehicle that turns most. Returns the turned
 * units and the cost, or why not. A stack with non-vehicles cannot pivot (they have no facing).
 */
export function pivotStack(
  stack: readonly UnitState[],
  toward: string,
  map: LnlMap,
): { facings: Map<string, Hexside>; turns: number; cost: number } | string {
  const to = map.hex(toward);
  if (!to) return `no hex "${toward}" on the board`;
  const from = map.hex(stack[0]!.hex)!;
  if (from.label === to.label) return `a pivot faces another hex than the one the stack stands in`;
  const facings = new Map<string, Hexside>();
  let turns = 0;
  for (const u of stack) {
    if (u.facing === undefined || !isVehicle(u.kind))
      return `${u.id} is not a vehicle: only vehicles pivot (move a stack of vehicles alone)`;
    const k = facingToward(map.board.grid, from.hex, to.hex, u.facing);
    facings.set(u.id, k);
    turns = Math.max(turns, hexsideTurns(u.facing, k));
  }
  if (turns === 0) return `${to.label} is already in the front arc of the stack`;
  return { facings, turns, cost: turns * PIVOT_MP };
}

/** How one firing unit brings its gun to bear, and what the OFT/DFT take from it. */
export interface Aim {
  unit: string;
  /** the turret turns to the target (OFT firer 6) */
  turretTurns: boolean;
  /** a turretless vehicle or a gun crew pivots to fire (OFT firer 7; DFT 8 for a vehicle's MGs) */
  pivotsToFire: boolean;
  /** it pivoted in its hex this activation without entering a new one, then fires (OFT 7, DFT 8) */
  pivotedInHex: boolean;
  hatchesOpen: boolean;
  /** the facings after the shot */
  facing?: Hexside;
  turret?: Hexside;
}

/** The aim of a unit with a facing at a hex (null for units without one). */
export function aimAt(u: UnitState, map: LnlMap, targetHex: string, a: Activation | null): Aim | null {
  if (u.facing === undefined) return null;
  const g = map.board.grid;
  const from = map.hex(u.hex)!.hex;
  const to = map.hex(targetHex)!.hex;
  const pivotedInHex = !!a && a.units.includes(u.id) && a.steps === 0 && (a.pivots ?? 0) > 0;
  const base = { unit: u.id, pivotedInHex, hatchesOpen: u.hatchesOpen === true };
  if (u.turret !== undefined) {
    const turns = !inArc(g, from, u.turret, to);
    return {
      ...base,
      turretTurns: turns,
      pivotsToFire: false,
      facing: u.facing,
      turret: facingToward(g, from, to, u.turret),
    };
  }
  const pivots = !inArc(g, from, u.facing, to);
  return { ...base, turretTurns: false, pivotsToFire: pivots, facing: facingToward(g, from, to, u.facing) };
}

/** The units after a shot: each firer's hull and turret facing as its aim left them. */
export function applyAims(units: UnitState[], aims: readonly Aim[]): UnitState[] {
  return units.map((u) => {
    const a = aims.find((x) => x.unit === u.id);
    if (!a) return u;
    return { ...u, facing: a.facing, ...(a.turret !== undefined ? { turret: a.turret } : {}) };
  });
}

/** Hatches: a vehicle of the side to act opens or closes them (no MP, the impulse goes on). */
export function setHatches(s: LnlState, seat: string, id: string, open: boolean): UnitState[] | string {
  const u = s.units.find((x) => x.id === id && !x.eliminated);
  if (!u || u.side !== seat) return `no unit "${id}" of ${seat} on the map`;
  if (!isVehicle(u.kind) || u.hatchesOpen === undefined) return `${id} is not a vehicle: it has no hatches`;
  if (u.wreck || u.abandoned) return `${id} is ${u.wreck ? "a wreck" : "abandoned"}`;
  if (u.opsComplete || u.fired) return `${id} is Ops Complete: its hatches stay as they are this turn`;
  if (u.hatchesOpen === open) return `${id}'s hatches are already ${open ? "open" : "buttoned"}`;
  return s.units.map((x) => (x.id === id ? { ...x, hatchesOpen: open } : x));
}
