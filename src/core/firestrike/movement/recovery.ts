import { refuse } from "../../game/ruleset";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { DONE, type Outcome } from "../errors";
import { findBase } from "../fire/direct";
import { inPlay, isHq, isVehicle, sideOf, statOf } from "../query";
import type { Base } from "../state";
import { normalMove } from "./allowance";
import { inContact } from "./contact";
import { moveProblem } from "./move";

/**
 * seed 000 §6.3 Break-up: an abandoned vehicle "remains as obstacle and capture/recovery object". The
 * text gives no procedure, so both are project defaults, played in step 2b with a foot base's whole
 * movement for the turn:
 * - recovery: an infantry or engineer base in contact with an abandoned vehicle of its own side puts a
 *   crew back in it; the vehicle returns to play where it stands (damage and immobilization as they
 *   were) and may not move this turn; a lost HQ stays lost, so HQ vehicles are not recovered;
 * - capture: an enemy infantry or engineer base in contact disables it; it becomes a wreck (destroyed),
 *   which can no longer be recovered and still blocks vehicles.
 */

/** Classes that may crew or capture an abandoned vehicle. */
const CREW_CLASSES = new Set(["infantry", "engineer"]);

/** Checks shared by both commands; the foot base and the abandoned vehicle, or why not. */
function prepare(
  ctx: Ctx,
  cmd: CommandOf<"recover-vehicle"> | CommandOf<"capture-vehicle">,
  verb: string,
): Outcome<{ base: Base; vehicle: Base }> {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `abandoned vehicles are ${verb} in step 2b, not in ${ctx.s.step}`);
  const b = findBase(ctx, cmd.base, "$.base");
  if (!b.ok) return b;
  const v = findBase(ctx, cmd.vehicle, "$.vehicle");
  if (!v.ok) return v;
  const base = b.value;
  const vehicle = v.value;
  if (!inPlay(base) || base.carriedBy || !CREW_CLASSES.has(statOf(ctx.env, base).class))
    return refuse("not-allowed", `${base.id} is not an infantry or engineer base on the table`, "$.base");
  const why = moveProblem(ctx, base);
  if (why) return refuse("not-allowed", why, "$.base");
  if (vehicle.status !== "abandoned" || !isVehicle(statOf(ctx.env, vehicle)))
    return refuse(
      "not-allowed",
      `${vehicle.id} is not an abandoned vehicle (it is ${vehicle.status})`,
      "$.vehicle",
    );
  if (!inContact(ctx, base, vehicle))
    return refuse("illegal-move", `${base.id} is not in contact with ${vehicle.id}`, "$.vehicle");
  if (base.spentInches > 0 || base.movedInches > 0)
    return refuse(
      "out-of-movement",
      `${base.id} has already moved this turn; it takes a whole turn`,
      "$.base",
    );
  return { ok: true, value: { base, vehicle } };
}

/** Takes the whole turn's movement of a base. */
function spendTurn(ctx: Ctx, base: Base): void {
  base.spentInches = Math.max(normalMove(ctx, base), 1e-6);
  sideOf(ctx.s, base.side).movedThisTurn = true;
}

/** Handles `recover-vehicle`. */
export function recoverVehicleCommand(ctx: Ctx, cmd: CommandOf<"recover-vehicle">): Outcome {
  const p = prepare(ctx, cmd, "recovered");
  if (!p.ok) return p;
  const { base, vehicle } = p.value;
  if (vehicle.side !== base.side)
    return refuse("not-allowed", `${vehicle.id} is the enemy's: capture it instead`, "$.vehicle");
  if (isHq(statOf(ctx.env, vehicle)))
    return refuse(
      "not-allowed",
      `${vehicle.id} is a headquarters: a lost HQ stays lost (seed 000 counts lost HQs against discovery, SABR and rally rolls)`,
      "$.vehicle",
    );
  spendTurn(ctx, base);
  vehicle.status = "active";
  vehicle.spentInches = Math.max(normalMove(ctx, vehicle), 1e-6);
  emit(ctx, { type: "recovered", base: vehicle.id, by: base.id });
  return DONE;
}

/** Handles `capture-vehicle`. */
export function captureVehicleCommand(ctx: Ctx, cmd: CommandOf<"capture-vehicle">): Outcome {
  const p = prepare(ctx, cmd, "captured");
  if (!p.ok) return p;
  const { base, vehicle } = p.value;
  if (vehicle.side === base.side)
    return refuse("not-allowed", `${vehicle.id} is ${base.side}'s own: recover it instead`, "$.vehicle");
  spendTurn(ctx, base);
  vehicle.status = "destroyed";
  emit(ctx, { type: "captured", base: vehicle.id, by: base.id, side: base.side });
  return DONE;
}
