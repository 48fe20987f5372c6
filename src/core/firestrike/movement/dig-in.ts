import { refuse } from "../../game/ruleset";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { DONE, type Outcome } from "../errors";
import { findBase } from "../fire/direct";
import { inPlay, isFoot, isVehicle, poseOf, scaled, sideOf, statOf } from "../query";
import type { Base } from "../state";
import { normalMove } from "./allowance";
import { moveProblem } from "./move";

/**
 * Defences (seed 000 §3.23): digging in takes a base's whole movement and counts as having moved;
 * a hasty dig-in takes 6 turns, foxholes 12, and an engineer digs in half the time. Vehicles entrench
 * with Setup Sheet trench-line at double their frontage. Also engineers clearing minefields (§3.2).
 */

/** Takes a base's whole movement for the turn; false when it has already used some. */
function spendAll(ctx: Ctx, base: Base): boolean {
  if (base.spentInches > 0 || base.movedInches > 0) return false;
  base.spentInches = Math.max(normalMove(ctx, base), 1e-6);
  sideOf(ctx.s, base.side).movedThisTurn = true;
  return true;
}

/** Handles `dig-in`. */
export function digInCommand(ctx: Ctx, cmd: CommandOf<"dig-in">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `bases dig in during step 2b, not in ${ctx.s.step}`);
  const b = findBase(ctx, cmd.base, "$.base");
  if (!b.ok) return b;
  const base = b.value;
  const why = moveProblem(ctx, base);
  if (why) return refuse("not-allowed", why, "$.base");
  const line = statOf(ctx.env, base);
  let engineer: Base | null = null;
  if (cmd.engineer !== undefined) {
    const e = findBase(ctx, cmd.engineer, "$.engineer");
    if (!e.ok) return e;
    engineer = e.value;
    if (statOf(ctx.env, engineer).class !== "engineer")
      return refuse("not-allowed", `${engineer.id} is not an engineer base`, "$.engineer");
    if (engineer.side !== base.side)
      return refuse("not-allowed", `${engineer.id} is an enemy base`, "$.engineer");
  } else if (line.class === "engineer") engineer = base;
  // seed 000 §3.23: foot units and heavy weapons that need no towing dig themselves; engineers may also dig towed equipment.
  const diggable = isFoot(line) || (line.class === "towed-gun" && engineer !== null);
  if (!diggable)
    return refuse(
      "not-allowed",
      `${line.name} cannot dig in${line.class === "towed-gun" ? " without an engineer" : ""} (seed 000 §3.23)`,
      "$.base",
    );
  if (base.prone)
    return refuse("not-allowed", "no prone unit may dig field entrenchments (seed 000 §3.2)", "$.base");
  if (engineer && engineer !== base) {
    const ew = moveProblem(ctx, engineer);
    if (ew) return refuse("not-allowed", ew, "$.engineer");
    if (engineer.prone)
      return refuse("not-allowed", "no prone unit may dig field entrenchments (seed 000 §3.2)", "$.engineer");
    const reach = scaled(ctx.s, ctx.env.charts.distances.dismountInches.value);
    if (ctx.env.oracle.edgeDistance(poseOf(engineer), poseOf(base)) > reach + 1e-9)
      return refuse(
        "illegal-move",
        `${engineer.id} must be within ${reach}" of ${base.id} to dig for it`,
        "$.engineer",
      );
    if (!spendAll(ctx, engineer))
      return refuse("out-of-movement", `${engineer.id} has already used movement this turn`, "$.engineer");
  }
  if (!spendAll(ctx, base))
    return refuse(
      "out-of-movement",
      `digging in takes ${base.id}'s whole movement, and it has moved`,
      "$.base",
    );
  const d = ctx.env.charts.digIn;
  const needed = cmd.kind === "hasty" ? d.hastyTurns.value : d.foxholeTurns.value;
  if (!base.digIn || base.digIn.kind !== cmd.kind || base.digIn.complete)
    base.digIn = { kind: cmd.kind, turns: 0, needed, complete: false };
  // An engineer turn counts double: the same as digging in half the time.
  base.digIn.turns += engineer ? 1 / d.engineerFactor.value : 1;
  base.digIn.complete = base.digIn.turns >= base.digIn.needed - 1e-9;
  emit(ctx, {
    type: "dig-in",
    base: base.id,
    turns: base.digIn.turns,
    needed: base.digIn.needed,
    complete: base.digIn.complete,
  });
  return DONE;
}

/** Handles `entrench-vehicle`: uses trench-line at double the vehicle's frontage (seed 000 §3.23). */
export function entrenchVehicleCommand(ctx: Ctx, cmd: CommandOf<"entrench-vehicle">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `vehicles entrench in step 2b, not in ${ctx.s.step}`);
  const b = findBase(ctx, cmd.base, "$.base");
  if (!b.ok) return b;
  const base = b.value;
  if (!isVehicle(statOf(ctx.env, base)))
    return refuse("not-allowed", `${base.id} is not a vehicle; foot troops dig in`, "$.base");
  const why = moveProblem(ctx, base);
  if (why) return refuse("not-allowed", why, "$.base");
  if (base.entrenched) return refuse("not-allowed", `${base.id} is already entrenched`, "$.base");
  const yards = base.frontageInches * ctx.s.yardsPerInch * ctx.env.charts.digIn.vehicleTrenchFactor.value;
  const side = sideOf(ctx.s, base.side);
  if (side.trenchLineYards + 1e-9 < yards)
    return refuse(
      "not-allowed",
      `${base.id} needs ${yards.toFixed(0)} yards of trench-line; ${side.id} has ${side.trenchLineYards.toFixed(0)} left`,
    );
  if (!spendAll(ctx, base))
    return refuse("out-of-movement", `${base.id} has already moved this turn`, "$.base");
  side.trenchLineYards -= yards;
  base.entrenched = true;
  emit(ctx, { type: "entrenched", base: base.id, trenchYards: yards });
  return DONE;
}

/** Handles `clear-minefield`: an engineer in a minefield clears it with a turn's movement (prone allowed). */
export function clearMinefieldCommand(ctx: Ctx, cmd: CommandOf<"clear-minefield">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `minefields are cleared in step 2b, not in ${ctx.s.step}`);
  const b = findBase(ctx, cmd.base, "$.base");
  if (!b.ok) return b;
  const base = b.value;
  if (!inPlay(base) || statOf(ctx.env, base).class !== "engineer")
    return refuse("not-allowed", `${base.id} is not an engineer base in play`, "$.base");
  const why = moveProblem(ctx, base);
  if (why) return refuse("not-allowed", why, "$.base");
  if (!ctx.env.oracle.terrainAt([base.x, base.y]).featureIds.includes(cmd.minefield))
    return refuse("illegal-move", `${base.id} is not in minefield ${cmd.minefield}`, "$.minefield");
  if (ctx.s.markers.clearedMinefields.includes(cmd.minefield))
    return refuse("not-allowed", `${cmd.minefield} is already cleared`, "$.minefield");
  if (!spendAll(ctx, base))
    return refuse("out-of-movement", `${base.id} has already moved this turn`, "$.base");
  ctx.s.markers.clearedMinefields.push(cmd.minefield);
  emit(ctx, { type: "minefield-cleared", featureId: cmd.minefield, base: base.id });
  return DONE;
}
