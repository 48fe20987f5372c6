import { refuse } from "../../game/ruleset";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { DONE, type Outcome } from "../errors";
import { findBase } from "../fire/direct";
import { inPlay, isFoot, isVehicle, sideOf, statOf } from "../query";
import type { Base } from "../state";
import { finishedMovingProblem } from "./move";

/** Going prone or standing (seed 000 §3.2), Hull Down markers (§1.1), and calling "finished moving" (§2.3). */

/** Handles `change-posture`: once per movement phase, so no stand, move and go prone again. */
export function changePostureCommand(ctx: Ctx, cmd: CommandOf<"change-posture">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `posture changes happen in step 2b, not in ${ctx.s.step}`);
  const b = findBase(ctx, cmd.base, "$.base");
  if (!b.ok) return b;
  const base = b.value;
  if (!inPlay(base)) return refuse("out-of-play", `${base.id} is ${base.status}`, "$.base");
  if (!isFoot(statOf(ctx.env, base)))
    return refuse("not-allowed", "only foot troops go prone (seed 000 §3.2)", "$.base");
  if (base.carriedBy) return refuse("not-allowed", `${base.id} is carried by ${base.carriedBy}`, "$.base");
  const called = finishedMovingProblem(ctx, base);
  if (called) return refuse("not-allowed", called, "$.base");
  if (base.pinned)
    return refuse(
      "not-allowed",
      `${base.id} is pinned: it stays prone until rallied (seed 000 §6.3)`,
      "$.base",
    );
  if (base.prone === cmd.prone)
    return refuse("not-allowed", `${base.id} is already ${cmd.prone ? "prone" : "standing"}`, "$.prone");
  if (base.postureChanged)
    return refuse(
      "not-allowed",
      "a unit may go prone or stand only once in each of its movement phases (seed 000 §3.2)",
      "$.base",
    );
  base.prone = cmd.prone;
  base.postureChanged = true;
  emit(ctx, { type: "posture", base: base.id, prone: base.prone });
  return DONE;
}

/** Handles `hull-down`: the player places or lifts a Hull Down marker on a vehicle (project default: in step 2b). */
export function hullDownCommand(ctx: Ctx, cmd: CommandOf<"hull-down">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `Hull Down markers are placed in step 2b, not in ${ctx.s.step}`);
  const b = findBase(ctx, cmd.base, "$.base");
  if (!b.ok) return b;
  const base = b.value;
  if (!inPlay(base)) return refuse("out-of-play", `${base.id} is ${base.status}`, "$.base");
  if (!isVehicle(statOf(ctx.env, base))) return refuse("not-allowed", "only vehicles go hull down", "$.base");
  const called = finishedMovingProblem(ctx, base);
  if (called) return refuse("not-allowed", called, "$.base");
  base.hullDown = cmd.hullDown;
  emit(ctx, {
    type: "marker",
    kind: "hull-down",
    action: cmd.hullDown ? "placed" : "removed",
    base: base.id,
    side: base.side,
  });
  return DONE;
}

/** Handles `finished-moving`: the first side to call it earns +4 on next turn's HQ move rolls (seed 000 §2.3). */
export function finishedMovingCommand(ctx: Ctx, cmd: CommandOf<"finished-moving">): Outcome {
  if (ctx.s.step !== "movement")
    return refuse("wrong-step", `"finished moving" is called in step 2b, not in ${ctx.s.step}`);
  const side = ctx.s.sides.find((x) => x.id === cmd.side);
  if (!side) return refuse("unknown-side", `there is no side "${cmd.side}"`, "$.side");
  if (ctx.s.sides.some((x) => x.finishedFirst))
    return refuse("not-allowed", "a side has already called finished first this turn");
  side.finishedFirst = true;
  return DONE;
}

/**
 * At the end of step 2b, who gets +4 on next turn's HQ move rolls (seed 000 §2.3): the side that
 * called first when both moved; the side that moved nothing when only the other moved; nobody when
 * neither moved. seed 000 §2.3 says "did not move any bases (at all)", so any distance counts, a
 * vehicle's under 1" too (§3.21's 1" minimum is about being fired on: `movedWhenFiredOn`); foot
 * troops that spent movement (mounting, digging in) count as having moved.
 */
export function settleFinishedFirst(ctx: Ctx): void {
  const movedAtAll = (b: Base) => b.movedInches > 0 || (!isVehicle(statOf(ctx.env, b)) && b.spentInches > 0);
  const moved = (id: string) =>
    Object.values(ctx.s.bases).some((b) => b.side === id && movedAtAll(b)) || sideOf(ctx.s, id).movedThisTurn;
  const movers = ctx.s.sides.filter((x) => moved(x.id));
  for (const side of ctx.s.sides) {
    if (movers.length === 0) side.hqMoveBonus = false;
    else if (movers.length === 1) side.hqMoveBonus = movers[0]!.id !== side.id;
    else side.hqMoveBonus = side.finishedFirst;
  }
}
