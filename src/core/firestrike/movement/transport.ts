import { refuse } from "../../game/ruleset";
import { own } from "../../own";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { DONE, type Outcome } from "../errors";
import { findBase } from "../fire/direct";
import { settleDamageOnLeaving } from "../fire/hits";
import { isInfantryClass, isVehicle, passengersOf, poseOf, scaled, statOf } from "../query";
import type { Base } from "../state";
import { allowanceFor, normalMove } from "./allowance";
import { moveProblem } from "./move";

/**
 * Transport and riders (seed 000 §3.22): infantry mount or dismount once per turn; a transport pays half
 * its turn's movement, a rider costs the infantry 1" and the vehicle 2". Passengers share the vehicle's
 * damage (fire/hits.ts) and move with it.
 */

function vehicleAllowance(ctx: Ctx, v: Base): number {
  const a = allowanceFor(ctx, v, "forward");
  return a.ok ? a.value : 0;
}

/** Pays movement from a base, or says it cannot. */
function pay(base: Base, inches: number, total: number, what: string): string | null {
  if (base.spentInches + inches > total + 1e-9)
    return `${base.id} has ${Math.max(0, total - base.spentInches).toFixed(2)}" left, ${what} costs ${inches.toFixed(2)}"`;
  base.spentInches += inches;
  return null;
}

/** Did `vehicle` already pay this turn for `unit` to get in or out? */
const paidThisTurn = (ctx: Ctx, vehicle: Base, unit: string): boolean =>
  vehicle.mountPaid?.turn === ctx.s.turn && vehicle.mountPaid.units.includes(unit);

/** Notes that `vehicle` paid this turn for `unit` getting in or out (read by `payMountShare`). */
function paidFor(ctx: Ctx, vehicle: Base, unit: string): void {
  if (paidThisTurn(ctx, vehicle, unit)) return;
  const units = vehicle.mountPaid?.turn === ctx.s.turn ? vehicle.mountPaid.units : [];
  vehicle.mountPaid = { turn: ctx.s.turn, units: [...units, unit] };
}

/**
 * A vehicle pays its share of a move for a passenger getting in or out. seed 000 §3.22: "The vehicle also
 * pays half of its turn's movement for the unit to mount/dismount": half, once per unit per turn (reading:
 * the second base of a unit getting in or out of the same vehicle that turn costs it nothing more).
 */
function payMountShare(ctx: Ctx, vehicle: Base, unit: string, what: string): string | null {
  if (paidThisTurn(ctx, vehicle, unit)) return null;
  const total = vehicleAllowance(ctx, vehicle);
  return pay(vehicle, total * ctx.env.charts.movement.mountDismountVehicleFraction.value, total, what);
}

/** Handles `mount`. */
export function mountCommand(ctx: Ctx, cmd: CommandOf<"mount">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `mounting happens in step 2b, not in ${ctx.s.step}`);
  const p = findBase(ctx, cmd.base, "$.base");
  if (!p.ok) return p;
  const v = findBase(ctx, cmd.vehicle, "$.vehicle");
  if (!v.ok) return v;
  const base = p.value;
  const vehicle = v.value;
  const why = moveProblem(ctx, base) ?? moveProblem(ctx, vehicle);
  if (why) return refuse("not-allowed", why);
  if (vehicle.side !== base.side)
    return refuse("not-allowed", `${vehicle.id} is an enemy vehicle`, "$.vehicle");
  const pl = statOf(ctx.env, base);
  const vl = statOf(ctx.env, vehicle);
  if (!isInfantryClass(pl) && !(cmd.as === "inside" && (pl.class === "machine-gun" || pl.class === "mortar")))
    return refuse("not-allowed", `${pl.name} cannot be carried`, "$.base");
  if (pl.class === "cavalry" && !base.dismounted)
    return refuse("not-allowed", "mounted cavalry ride their own horses", "$.base");
  if (base.mountedThisTurn)
    return refuse("not-allowed", "infantry may mount or dismount once per turn (seed 000 §3.22)", "$.base");
  if (!isVehicle(vl)) return refuse("not-allowed", `${vehicle.id} is not a vehicle`, "$.vehicle");
  const reach = scaled(ctx.s, ctx.env.charts.distances.dismountInches.value);
  if (ctx.env.oracle.edgeDistance(poseOf(base), poseOf(vehicle)) > reach + 1e-9)
    return refuse(
      "illegal-move",
      `${base.id} must be within ${reach}" of ${vehicle.id} to mount`,
      "$.vehicle",
    );
  const aboard = passengersOf(ctx.s, vehicle.id);
  const d = ctx.env.charts.distances;
  if (cmd.as === "inside") {
    const cap = vl.transport?.infantryBases ?? 0;
    if (aboard.filter((x) => x.riding === "inside").length >= cap)
      return refuse("not-allowed", `${vehicle.id} carries ${cap} base(s) and is full`, "$.vehicle");
    const err = payMountShare(ctx, vehicle, base.formation, "mounting");
    if (err) return refuse("out-of-movement", `${err} (seed 000 §3.22: half its movement)`);
    base.spentInches = Math.max(base.spentInches, normalMove(ctx, base));
  } else {
    const cap = vl.transport?.riders ?? 0;
    if (aboard.filter((x) => x.riding === "rider").length >= cap)
      return refuse(
        "not-allowed",
        `${vehicle.id} takes ${cap} rider(s) (seed 000 §3.22: MBT class vehicles carry one)`,
        "$.vehicle",
      );
    const e1 = pay(
      base,
      scaled(ctx.s, d.riderMountFootInches.value),
      normalMove(ctx, base),
      "mounting as a rider",
    );
    if (e1) return refuse("out-of-movement", e1);
    const e2 = pay(
      vehicle,
      scaled(ctx.s, d.riderMountVehicleInches.value),
      vehicleAllowance(ctx, vehicle),
      "taking a rider",
    );
    if (e2) return refuse("out-of-movement", e2);
  }
  base.carriedBy = vehicle.id;
  base.riding = cmd.as;
  base.mountedThisTurn = true;
  base.prone = false;
  base.x = vehicle.x;
  base.y = vehicle.y;
  base.digIn = null;
  emit(ctx, { type: "mounted", base: base.id, vehicle: vehicle.id, as: cmd.as });
  if (cmd.as === "inside") paidFor(ctx, vehicle, base.formation);
  return DONE;
}

/** Handles `dismount`. */
export function dismountCommand(ctx: Ctx, cmd: CommandOf<"dismount">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `dismounting happens in step 2b, not in ${ctx.s.step}`);
  const p = findBase(ctx, cmd.base, "$.base");
  if (!p.ok) return p;
  const base = p.value;
  if (!base.carriedBy) return refuse("not-allowed", `${base.id} is not carried`, "$.base");
  const vehicle = own(ctx.s.bases, base.carriedBy)!;
  if (!own(ctx.s.formations, base.formation)?.moveMarker)
    return refuse(
      "no-move-marker",
      `unit ${base.formation} has no Move marker this turn (seed 000 §2.3)`,
      "$.base",
    );
  if (base.pinned) return refuse("not-allowed", `${base.id} is pinned`, "$.base");
  if (base.mountedThisTurn)
    return refuse("not-allowed", "infantry may mount or dismount once per turn (seed 000 §3.22)", "$.base");
  const [x, y] = cmd.at;
  if (x < 0 || y < 0 || x > ctx.env.oracle.widthInches || y > ctx.env.oracle.depthInches)
    return refuse("illegal-move", `(${x}, ${y}) is off the table`, "$.at");
  const reach = scaled(ctx.s, ctx.env.charts.distances.dismountInches.value);
  const placed = { ...poseOf(base), x, y, facing: cmd.facing ?? base.facing };
  if (ctx.env.oracle.edgeDistance(placed, poseOf(vehicle)) > reach + 1e-9)
    return refuse("illegal-move", `dismounted bases are placed within ${reach}" of their vehicle`, "$.at");
  const d = ctx.env.charts.distances;
  if (base.riding === "inside") {
    const err = payMountShare(ctx, vehicle, base.formation, "dismounting");
    if (err) return refuse("out-of-movement", `${err} (seed 000 §3.22: half its movement)`);
    // Project default: dismounting from inside ends the passenger's movement for the turn.
    base.spentInches = Math.max(base.spentInches, normalMove(ctx, base));
  } else {
    const e1 = pay(base, scaled(ctx.s, d.riderMountFootInches.value), normalMove(ctx, base), "dismounting");
    if (e1) return refuse("out-of-movement", e1);
    const e2 = pay(
      vehicle,
      scaled(ctx.s, d.riderMountVehicleInches.value),
      vehicleAllowance(ctx, vehicle),
      "dropping a rider",
    );
    if (e2) return refuse("out-of-movement", e2);
  }
  const as = base.riding ?? "inside";
  base.carriedBy = null;
  base.riding = null;
  base.mountedThisTurn = true;
  base.x = x;
  base.y = y;
  base.facing = placed.facing;
  emit(ctx, { type: "dismounted", base: base.id, vehicle: vehicle.id, as });
  if (as === "inside") paidFor(ctx, vehicle, base.formation);
  settleDamageOnLeaving(ctx, base, `${base.id} dismounted from ${vehicle.id}`);
  return DONE;
}

/** Handles `cavalry-horses`: mount or dismount at 1/4 of the move, not after assault movement (seed 000 §3.2). */
export function cavalryHorsesCommand(ctx: Ctx, cmd: CommandOf<"cavalry-horses">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `cavalry mount and dismount in step 2b, not in ${ctx.s.step}`);
  const p = findBase(ctx, cmd.base, "$.base");
  if (!p.ok) return p;
  const base = p.value;
  const line = ctx.env.stats.byId.get(base.statLine)!;
  if (line.class !== "cavalry") return refuse("not-allowed", `${base.id} is not cavalry`, "$.base");
  const why = moveProblem(ctx, base);
  if (why) return refuse("not-allowed", why, "$.base");
  if (base.dismounted === cmd.dismounted)
    return refuse(
      "not-allowed",
      `${base.id} is already ${cmd.dismounted ? "dismounted" : "mounted"}`,
      "$.dismounted",
    );
  if (base.assaultMoved)
    return refuse(
      "not-allowed",
      "cavalry may not mount or dismount in a turn of assault movement (seed 000 §3.2)",
    );
  if (base.mountedThisTurn)
    return refuse("not-allowed", `${base.id} already mounted or dismounted this turn`);
  const cost = normalMove(ctx, base) * ctx.env.charts.movement.cavalryMountFraction.value;
  const err = pay(base, cost, normalMove(ctx, base), cmd.dismounted ? "dismounting" : "mounting");
  if (err) return refuse("out-of-movement", err);
  base.dismounted = cmd.dismounted;
  base.mountedThisTurn = true;
  emit(ctx, { type: "cavalry", base: base.id, dismounted: base.dismounted });
  return DONE;
}
