import { refuse } from "../../game/ruleset";
import { own } from "../../own";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { roll } from "../dice";
import { DONE, type Outcome } from "../errors";
import { findBase } from "../fire/direct";
import { applyHit, immobilize } from "../fire/hits";
import { cutWire } from "../fire/wire";
import {
  angleBetween,
  facingOf,
  inPlay,
  isAssaultFoot,
  isFoot,
  isHq,
  isVehicle,
  passengersOf,
  sideOf,
  statOf,
} from "../query";
import type { Base, Point } from "../state";
import { FOOT_MODES, type MoveMode } from "../vocab";
import { allowanceFor } from "./allowance";
import { enemyFootInContact } from "./contact";
import { type PricedPath, pricePath } from "./cost";
import { stopAtContact } from "./overlap";
import { firstWreckAlong } from "./wrecks";

/**
 * The move command (seed 000 §3.2 Movement, §3.21 Vehicle Movement): permission from Move markers
 * (HQs from their roll), allowances per mode, terrain, the foot contact rules, vehicle forward/reverse
 * movement with free facing changes, and the immobilization risks of reverse, assault speed and wire.
 */

const VEHICLE_MODES: readonly MoveMode[] = ["forward", "reverse", "assault"];

/** Why a base may not move now, or null (shared by every movement-step command). */
export function moveProblem(ctx: Ctx, base: Base): string | null {
  if (!inPlay(base)) return `${base.id} is ${base.status}`;
  const line = statOf(ctx.env, base);
  if (isHq(line)) {
    if (base.hqMoveAllowed !== true)
      return `HQ ${base.id} did not pass its move roll this turn (seed 000 §2.3)`;
  } else if (!own(ctx.s.formations, base.formation)?.moveMarker)
    return `unit ${base.formation} has no Move marker this turn (seed 000 §2.3)`;
  const called = finishedMovingProblem(ctx, base);
  if (called) return called;
  if (base.carriedBy) return `${base.id} is carried by ${base.carriedBy}; dismount it first`;
  if (base.towedBy) return `${base.id} is limbered to ${base.towedBy}; it moves with its tow`;
  if (base.pinned) return `${base.id} is pinned and stays put until rallied (seed 000 §6.3)`;
  if (base.retreat) return `${base.id} is in a ${base.retreat.kind} and moves by itself`;
  if (base.immobilized !== "none") return `${base.id} is immobilized`;
  if (base.assaultWith.length > 0)
    return `${base.id} is locked in an assault until it is resolved (seed 000 §6.4)`;
  return null;
}

/**
 * seed 000 §2.3: the side that (truthfully) called "finished moving" is bound by it: none of its bases
 * moves, mounts, digs in or changes posture again this turn. Null when the base's side has not called.
 */
export function finishedMovingProblem(ctx: Ctx, base: Base): string | null {
  if (!sideOf(ctx.s, base.side).finishedFirst) return null;
  return `${base.side} called "finished moving" this turn: its bases may not move again until next turn (seed 000 §2.3)`;
}

/** Why a base that may move may not move in this mode now, and the command field at fault; or null. */
export function modeProblem(
  ctx: Ctx,
  base: Base,
  mode: MoveMode,
): { message: string; path: "$.mode" | "$.base" } | null {
  const line = statOf(ctx.env, base);
  const vehicle = isVehicle(line) || line.mobility === "air";
  if (vehicle ? !VEHICLE_MODES.includes(mode) : !(FOOT_MODES as readonly string[]).includes(mode))
    return { message: `${line.name} cannot move in "${mode}" mode`, path: "$.mode" };
  if (base.moveMode !== null && base.moveMode !== mode)
    return { message: `${base.id} already moved in "${base.moveMode}" mode this turn`, path: "$.mode" };
  if (base.prone) {
    if (line.class === "machine-gun" || line.class === "mortar")
      return {
        message: "mortars and heavy machine guns may not move while prone (seed 000 §3.2)",
        path: "$.base",
      };
    if (mode !== "prone" && mode !== "assault")
      return {
        message: `${base.id} is prone: it crawls or assault-moves, or stands first (seed 000 §3.2)`,
        path: "$.mode",
      };
  }
  if (mode === "assault" && line.class === "cavalry" && !base.dismounted && base.mountedThisTurn)
    return {
      message: "cavalry that mounted or dismounted this turn may not use assault movement (seed 000 §3.2)",
      path: "$.mode",
    };
  return null;
}

/**
 * The path checks of a move, without moving: waypoints on the table, no wreck in the way, and the
 * price of the ground and obstacles (with the terrain bans). `path` starts at the base.
 */
export function checkPath(ctx: Ctx, base: Base, mode: MoveMode, path: readonly Point[]): Outcome<PricedPath> {
  for (const [i, p] of path.slice(1).entries())
    if (p[0] < 0 || p[1] < 0 || p[0] > ctx.env.oracle.widthInches || p[1] > ctx.env.oracle.depthInches)
      return refuse("illegal-move", `waypoint (${p[0]}, ${p[1]}) is off the table`, `$.path[${i}]`);
  const wreck = firstWreckAlong(ctx, base, path);
  if (wreck)
    return refuse(
      "illegal-move",
      `the path runs into the wreck of ${wreck.wreck.id} at (${wreck.at[0].toFixed(1)}, ${wreck.at[1].toFixed(1)}): abandoned and destroyed vehicles stay on the table as obstacles (seed 000 §6.3)`,
      "$.path",
    );
  return pricePath(ctx, base, path, mode === "assault");
}

/** Moves carried and towed bases along with their vehicle. */
export function carryAlong(ctx: Ctx, vehicle: Base, from: Point): void {
  for (const p of passengersOf(ctx.s, vehicle.id)) {
    p.x = vehicle.x;
    p.y = vehicle.y;
    p.facing = vehicle.facing;
    emit(ctx, {
      type: "moved",
      base: p.id,
      mode: "carried",
      from,
      to: [p.x, p.y],
      costInches: 0,
      movedInches: 0,
    });
  }
  for (const g of Object.values(ctx.s.bases)) {
    if (g.towedBy !== vehicle.id || !inPlay(g)) continue;
    g.x = vehicle.x;
    g.y = vehicle.y;
    g.facing = vehicle.facing;
    emit(ctx, {
      type: "moved",
      base: g.id,
      mode: "towed",
      from,
      to: [g.x, g.y],
      costInches: 0,
      movedInches: 0,
    });
  }
}

/** An immobilization risk roll: 1D20 at or below `on` immobilizes the vehicle for this turn. */
export function immobilizationRisk(ctx: Ctx, base: Base, on: number, why: string): Outcome {
  const r = roll(ctx, {
    purpose: "immobilization",
    base: base.id,
    against: on,
    decide: (t) => (t <= on ? "immobilized" : "ok"),
  });
  if (!r.ok) return r;
  if (r.value.total <= on) immobilize(ctx, base, false, why);
  return DONE;
}

/** A move as the move command prices it, before it checks the price against the movement left. */
export interface PricedMove {
  /** where the move ends: the last waypoint, or where its last leg comes into base contact */
  stop: { at: Point; stoppedBy: string | null };
  /** the direction of the last leg, and the facing the base ends with */
  legFacing: number;
  endFacing: number;
  priced: PricedPath;
  /** the movement the base has left before this move, inches */
  leftInches: number;
}

/** The refusal of a move that costs more than the base has left (also shown while the move is planned). */
export const outOfMovement = (base: Base, costInches: number, leftInches: number): string =>
  `the path costs ${costInches.toFixed(2)}" but ${base.id} has ${Math.max(0, leftInches).toFixed(2)}" left`;

/**
 * Prices a move of a base that may move in this mode: its allowance, the end facing, the stop at base
 * contact, and the path checks. The move command and the cost shown while a move is planned
 * (match/move-cost.ts) both call it, so the two always agree.
 */
export function priceMove(
  ctx: Ctx,
  base: Base,
  cmd: { mode: MoveMode; path: readonly (readonly [number, number])[]; facing?: number | undefined },
): Outcome<PricedMove> {
  const line = statOf(ctx.env, base);
  const vehicle = isVehicle(line) || line.mobility === "air";
  const allowance = allowanceFor(ctx, base, cmd.mode);
  if (!allowance.ok) return allowance;
  const path: Point[] = [[base.x, base.y], ...cmd.path.map((p) => [p[0], p[1]] as Point)];
  const prev = path[path.length - 2]!;
  const legDir: Point = [path[path.length - 1]![0] - prev[0], path[path.length - 1]![1] - prev[1]];
  const legFacing = Math.hypot(legDir[0], legDir[1]) > 1e-9 ? facingOf(legDir) : base.facing;
  // seed 000 §3.21: vehicles drive forward or backward only and change facing for free.
  const endFacing = vehicle
    ? cmd.mode === "reverse"
      ? (legFacing + 180) % 360
      : legFacing
    : cmd.facing !== undefined
      ? ((cmd.facing % 360) + 360) % 360
      : base.facing;
  // Movement never ends on another base: the last leg stops at base contact (docs/rules-coverage.md 3.2.1a).
  const stop = stopAtContact(ctx, base, prev, path[path.length - 1]!, endFacing);
  if (!stop.ok)
    return refuse(
      "illegal-move",
      `${base.id} would end on top of ${stop.overlaps}: a move stops at base contact and may not end on another base`,
      "$.path",
    );
  path[path.length - 1] = stop.at;
  const priced = checkPath(ctx, base, cmd.mode, path);
  if (!priced.ok) return priced;
  return {
    ok: true,
    value: {
      stop: { at: stop.at, stoppedBy: stop.stoppedBy },
      legFacing,
      endFacing,
      priced: priced.value,
      leftInches: allowance.value - base.spentInches,
    },
  };
}

/** Handles `move`. */
export function moveCommand(ctx: Ctx, cmd: CommandOf<"move">): Outcome {
  if (ctx.s.step !== "movement") return refuse("wrong-step", `bases move in step 2b, not in ${ctx.s.step}`);
  const b = findBase(ctx, cmd.base, "$.base");
  if (!b.ok) return b;
  const base = b.value;
  const problem = moveProblem(ctx, base);
  if (problem)
    return refuse(
      isHq(statOf(ctx.env, base)) && base.hqMoveAllowed !== true ? "hq-cannot-move" : "not-allowed",
      problem,
      "$.base",
    );
  const line = statOf(ctx.env, base);
  const modeWhy = modeProblem(ctx, base, cmd.mode);
  if (modeWhy) return refuse("illegal-move", modeWhy.message, modeWhy.path);
  const m = priceMove(ctx, base, cmd);
  if (!m.ok) return m;
  const { stop, legFacing, endFacing, priced, leftInches: left } = m.value;
  const { costInches, lengthInches } = priced;
  if (costInches > left + 1e-9)
    return refuse("out-of-movement", outOfMovement(base, costInches, left), "$.path");
  const from: Point = [base.x, base.y];
  const before = new Set(enemyFootInContact(ctx, base).map((x) => x.id));
  base.x = stop.at[0];
  base.y = stop.at[1];
  base.facing = endFacing;
  const fresh =
    isAssaultFoot(line) && isFoot(line) ? enemyFootInContact(ctx, base).filter((x) => !before.has(x.id)) : [];
  if (fresh.length > 0) {
    // seed 000 §3.2: no rushing into contact; contact only with the front edge, never sideways or backwards.
    if (cmd.mode === "rushing")
      return refuse(
        "illegal-move",
        "bases may not use rushing movement to establish assault contact (seed 000 §3.2)",
        "$.mode",
      );
    const toward = facingOf([fresh[0]!.x - base.x, fresh[0]!.y - base.y]);
    if (angleBetween(legFacing, base.facing) > 45 || angleBetween(toward, base.facing) > 45)
      return refuse(
        "illegal-move",
        "bases may not move sideways or backwards into assault contact: front edges only (seed 000 §3.2)",
        "$.path",
      );
    base.assaulting = true;
    for (const e of fresh) {
      base.assaultWith.push(e.id);
      e.assaultWith.push(base.id);
    }
  }
  base.spentInches += costInches;
  base.movedInches += lengthInches;
  base.moveMode = cmd.mode;
  if (cmd.mode === "assault") base.assaultMoved = true;
  if (lengthInches > 0) {
    base.digIn = null;
    base.entrenched = false;
    base.hullDown = false;
    sideOf(ctx.s, base.side).movedThisTurn = true;
  }
  emit(ctx, {
    type: "moved",
    base: base.id,
    mode: cmd.mode,
    from,
    to: [base.x, base.y],
    costInches,
    movedInches: lengthInches,
    ...(stop.stoppedBy ? { stoppedBy: stop.stoppedBy } : {}),
  });
  carryAlong(ctx, base, from);
  return moveConsequences(ctx, base, cmd.mode, priced.wireCut, priced.terrain.minefields);
}

/** Wire cut by tanks, immobilization risks and mine rolls after a move. */
function moveConsequences(
  ctx: Ctx,
  base: Base,
  mode: MoveMode,
  wireCut: { featureId: string; alongFeatureInches: number }[],
  minefields: string[],
): Outcome {
  const mv = ctx.env.charts.movement;
  for (const w of wireCut) {
    // seed 000 §1.2: a tank crossing medium coil destroys the segment, with a risk of immobilization.
    cutWire(ctx, w.featureId, w.alongFeatureInches, `${base.id} drove over it`);
    const r = immobilizationRisk(ctx, base, mv.immobilizedOnMediumWire.value, "stuck crossing medium wire");
    if (!r.ok) return r;
  }
  if (mode === "reverse" || (mode === "assault" && isVehicle(statOf(ctx.env, base)))) {
    const on = mode === "reverse" ? mv.immobilizedOnReverse.value : mv.immobilizedOnAssault.value;
    const r = immobilizationRisk(ctx, base, on, `${mode} movement (seed 000 §3.21)`);
    if (!r.ok) return r;
  }
  // Aviation flies over minefields.
  const flying = statOf(ctx.env, base).mobility === "air";
  for (const m of minefields) {
    if (flying || ctx.s.markers.clearedMinefields.includes(m) || !inPlay(base)) continue;
    const on = mv.mineHitOn.value;
    const r = roll(ctx, {
      purpose: "mine",
      base: base.id,
      against: on,
      decide: (t) => (t <= on ? `hit by mines in ${m}` : "safe"),
    });
    if (!r.ok) return r;
    if (r.value.total <= on)
      applyHit(ctx, base, isVehicle(statOf(ctx.env, base)) ? "I" : "D", `minefield ${m}`);
  }
  return DONE;
}
