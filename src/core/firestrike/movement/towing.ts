import { refuse } from "../../game/ruleset";
import { own } from "../../own";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { DONE, type Outcome } from "../errors";
import { findBase } from "../fire/direct";
import { facingVector, poseOf, scaled, statOf } from "../query";
import type { Base } from "../state";
import { GUN_CLASSES } from "../vocab";
import { allowanceFor } from "./allowance";
import { moveProblem } from "./move";

/**
 * Towing, limbering and set-up (seed 000 §3.22). Limbering and unlimbering cost the towing vehicle a
 * share of its movement; the gun's share of the turn spent limbered, unlimbering and setting up decides
 * whether it may fire (all of it: no) and whether it takes the Moved modifier (half or more).
 */

/** Handles `limber`: hitch a towed gun to a vehicle able to tow its class. */
export function limberCommand(ctx: Ctx, cmd: CommandOf<"limber">): Outcome {
  if (ctx.s.step !== "movement") return refuse("wrong-step", `guns limber in step 2b, not in ${ctx.s.step}`);
  const g = findBase(ctx, cmd.gun, "$.gun");
  if (!g.ok) return g;
  const v = findBase(ctx, cmd.vehicle, "$.vehicle");
  if (!v.ok) return v;
  const gun = g.value;
  const vehicle = v.value;
  const gl = statOf(ctx.env, gun);
  if (gl.gunClass === undefined) return refuse("not-allowed", `${gun.id} is not a towed gun`, "$.gun");
  // seed 000 §6.4: neither participant may break contact until the assault is resolved.
  if (gun.assaultWith.length > 0)
    return refuse(
      "not-allowed",
      `${gun.id} is locked in an assault until it is resolved (seed 000 §6.4)`,
      "$.gun",
    );
  const why = moveProblem(ctx, vehicle);
  if (why) return refuse("not-allowed", why, "$.vehicle");
  if (gun.side !== vehicle.side)
    return refuse("not-allowed", `${vehicle.id} is an enemy vehicle`, "$.vehicle");
  if (gun.towedBy) return refuse("not-allowed", `${gun.id} is already limbered to ${gun.towedBy}`, "$.gun");
  if (Object.values(ctx.s.bases).some((b) => b.towedBy === vehicle.id))
    return refuse("not-allowed", `${vehicle.id} is already towing a gun`, "$.vehicle");
  const tow = statOf(ctx.env, vehicle).transport?.towClass;
  if (tow === undefined || GUN_CLASSES.indexOf(tow) < GUN_CLASSES.indexOf(gl.gunClass))
    return refuse(
      "not-allowed",
      `${vehicle.id} cannot tow a ${gl.gunClass} gun (largest: ${tow ?? "none"})`,
      "$.vehicle",
    );
  const reach = scaled(ctx.s, ctx.env.charts.distances.dismountInches.value);
  if (ctx.env.oracle.edgeDistance(poseOf(gun), poseOf(vehicle)) > reach + 1e-9)
    return refuse(
      "illegal-move",
      `${vehicle.id} must be within ${reach}" of ${gun.id} to limber it`,
      "$.vehicle",
    );
  const frac = ctx.env.charts.towing.gunClasses[gl.gunClass];
  const spent = spendLimberTime(ctx, vehicle, frac.limberFraction, "limbering");
  if (!spent.ok) return spent;
  gun.setupFraction = Math.min(1, gun.setupFraction + frac.limberFraction);
  gun.towedBy = vehicle.id;
  gun.x = vehicle.x;
  gun.y = vehicle.y;
  gun.digIn = null;
  emit(ctx, { type: "limbered", gun: gun.id, vehicle: vehicle.id });
  return DONE;
}

/** The tow pays a share of its forward move for limbering or unlimbering (seed 000 §3.22). */
function spendLimberTime(ctx: Ctx, vehicle: Base, fraction: number, what: string): Outcome {
  const total = allowanceFor(ctx, vehicle, "forward");
  if (!total.ok) return total;
  const cost = total.value * fraction;
  if (vehicle.spentInches + cost > total.value + 1e-9)
    return refuse(
      "out-of-movement",
      `${what} costs ${vehicle.id} ${cost.toFixed(2)}" and it has ${(total.value - vehicle.spentInches).toFixed(2)}" left`,
    );
  vehicle.spentInches += cost;
  return DONE;
}

/** Handles `unlimber`: drop the gun behind its tow and set it up. */
export function unlimberCommand(ctx: Ctx, cmd: CommandOf<"unlimber">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `guns unlimber in step 2b, not in ${ctx.s.step}`);
  const g = findBase(ctx, cmd.gun, "$.gun");
  if (!g.ok) return g;
  const gun = g.value;
  if (!gun.towedBy) return refuse("not-allowed", `${gun.id} is not limbered`, "$.gun");
  const vehicle = own(ctx.s.bases, gun.towedBy)!;
  const gl = statOf(ctx.env, gun);
  const frac = ctx.env.charts.towing.gunClasses[gl.gunClass!];
  const spent = spendLimberTime(ctx, vehicle, frac.limberFraction, "unlimbering");
  if (!spent.ok) return spent;
  const back = facingVector(vehicle.facing);
  const off = (vehicle.depthInches + gun.depthInches) / 2;
  gun.towedBy = null;
  gun.x = vehicle.x - back[0] * off;
  gun.y = vehicle.y - back[1] * off;
  gun.facing = cmd.facing ?? vehicle.facing;
  gun.setupFraction = Math.min(1, gun.setupFraction + frac.setupFraction);
  emit(ctx, { type: "unlimbered", gun: gun.id, vehicle: vehicle.id });
  emit(ctx, { type: "set-up", gun: gun.id, fraction: gun.setupFraction });
  return DONE;
}
