import { refuse } from "../../game/ruleset";
import type { Ctx } from "../context";
import type { Outcome } from "../errors";
import { isVehicle, statOf } from "../query";
import type { Base } from "../state";
import type { StatLine } from "../stats/schema";
import type { MoveMode } from "../vocab";

/** Movement allowances per mode from the stat lines (seed 000 §3.2, §3.21), in table inches. */

const FOOT_RATE: Partial<Record<MoveMode, keyof StatLine["movement"]>> = {
  prone: "prone",
  walking: "walking",
  rushing: "rushing",
  assault: "assault",
  "heavy-weapon": "heavyWeapon",
  manhandling: "manhandling",
};

/** The reference-scale rate for a mode, or undefined when the line cannot move that way. */
export function rateFor(line: StatLine, mode: MoveMode): number | undefined {
  const m = line.movement;
  if (isVehicle(line) || line.mobility === "air") {
    if (mode === "forward") return m.forward;
    if (mode === "reverse") return m.reverse;
    if (mode === "assault" && m.forward !== undefined && m.assaultBonus !== undefined)
      return m.forward + m.assaultBonus;
    return undefined;
  }
  const key = FOOT_RATE[mode];
  return key ? m[key] : undefined;
}

/** A base's whole allowance for a mode this turn, in table inches, or why it has none. */
export function allowanceFor(ctx: Ctx, base: Base, mode: MoveMode): Outcome<number> {
  const line = statOf(ctx.env, base);
  const rate = rateFor(line, mode);
  if (rate === undefined)
    return refuse("illegal-move", `${base.id} (${line.name}) has no "${mode}" movement`, "$.mode");
  return { ok: true, value: rate * ctx.s.scaleFactor };
}

/** A base's normal move: walking for foot, heavy-weapon or manhandling rates, forward for vehicles. */
export function normalMove(ctx: Ctx, base: Base): number {
  const line = statOf(ctx.env, base);
  const m = line.movement;
  const rate = m.walking ?? m.heavyWeapon ?? m.manhandling ?? m.forward ?? 0;
  return rate * ctx.s.scaleFactor;
}

/** A base's assault move (seed 000 §6.3 Withdraw and Rout use it): assault rate, else its normal move. */
export function assaultMove(ctx: Ctx, base: Base): number {
  const line = statOf(ctx.env, base);
  const r = rateFor(line, "assault");
  return r !== undefined ? r * ctx.s.scaleFactor : normalMove(ctx, base);
}

/** seed 000 §3.21: a vehicle that moved less than 1" is tactically stationary. */
export function countsAsMoved(ctx: Ctx, base: Base): boolean {
  if (!isVehicle(statOf(ctx.env, base))) return base.movedInches > 0 || base.spentInches > 0;
  // A 1" leg may measure 0.9999999999999999" in floating point: the rule is not decided by rounding.
  const minimum = ctx.env.charts.distances.vehicleMinimumMoveInches.value * ctx.s.scaleFactor;
  return base.movedInches >= minimum - 1e-9;
}

/**
 * How far a target counts as having moved this turn when it is fired on, inches. seed 000 §3.21:
 * "Vehicles which move less than 1" ... are considered to be tactically stationary, and may be fired upon
 * as if they were stationary": 0 for such a vehicle, the distance it moved otherwise.
 */
export function movedWhenFiredOn(ctx: Ctx, base: Base): number {
  if (isVehicle(statOf(ctx.env, base)) && !countsAsMoved(ctx, base)) return 0;
  return base.movedInches;
}
