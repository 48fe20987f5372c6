import { type Ctx, emit } from "../context";
import {
  allBases,
  canBeImmobilized,
  diesWhenHit,
  inPlay,
  isHq,
  isInfantryClass,
  passengersOf,
  sideOf,
  statOf,
} from "../query";
import type { Base } from "../state";
import type { HitResult } from "../vocab";

/**
 * Hit results (seed 000 §5.1) and what follows from them: damage points, the one-damaged-base rule
 * for infantry units, machine guns and mortars killed when hit, permanent immobilization, HQ bases
 * destroyed past six damage points, and passengers sharing their transport's fate (§3.22).
 */

/** Applies a K, D or I result to a base. */
export function applyHit(ctx: Ctx, target: Base, result: HitResult, cause: string): void {
  if (result === "-" || !inPlay(target)) return;
  emit(ctx, { type: "hit", base: target.id, result, cause });
  if (killedWhenHit(ctx, target, cause)) return;
  const line = statOf(ctx.env, target);
  if (result === "K") {
    destroy(ctx, target, `${cause}: Kill result`);
    return;
  }
  // seed 000 §5.1: Immobilized results only happen to vehicles (towed artillery included); others take D.
  if (result === "I" && canBeImmobilized(line)) {
    immobilize(ctx, target, true, `${cause}: Immobilized result`);
    return;
  }
  damage(ctx, target, 1, cause);
}

/**
 * seed 000 §5.1: machine gun and mortar bases are killed when hit, by any result and on every path
 * (fire, a lost or won assault, damage shared with their transport). True when it killed the base.
 */
export function killedWhenHit(ctx: Ctx, base: Base, cause: string): boolean {
  if (!inPlay(base) || !diesWhenHit(statOf(ctx.env, base))) return false;
  destroy(ctx, base, `${cause}: machine gun and mortar bases are killed when hit`);
  return true;
}

/**
 * The already-damaged other base of an infantry unit on the table, if any (seed 000 §5.1). Stands carried
 * in a vehicle are not counted until they get out (reading of §3.22, docs/rules-coverage.md 3.22.5).
 */
function otherDamaged(ctx: Ctx, base: Base): Base | undefined {
  return allBases(ctx.s).find(
    (b) =>
      b.id !== base.id &&
      b.formation === base.formation &&
      inPlay(b) &&
      !b.carriedBy &&
      b.damage > 0 &&
      isInfantryClass(statOf(ctx.env, b)),
  );
}

/**
 * seed 000 §5.1 for a damaged stand getting out of its vehicle (dismounting or bailing out): if its unit
 * already has a damaged base on the table, the two combine into one Kill as a second damage hit would
 * (the base already on the table is removed; the arriving base's damage is spent in the combination).
 */
export function settleDamageOnLeaving(ctx: Ctx, base: Base, cause: string): void {
  if (base.carriedBy || base.damage <= 0 || !inPlay(base) || !isInfantryClass(statOf(ctx.env, base))) return;
  const other = otherDamaged(ctx, base);
  if (!other) return;
  emit(ctx, { type: "combined", base: base.id, into: other.id, cause });
  destroy(ctx, other, `${cause}: two damaged bases of unit ${base.formation} combine into one Kill`);
  base.damage = 0;
}

/** Adds damage points to a base, with every consequence. */
export function damage(ctx: Ctx, base: Base, points: number, cause: string): void {
  if (points <= 0 || !inPlay(base)) return;
  if (killedWhenHit(ctx, base, cause)) return;
  const line = statOf(ctx.env, base);
  base.hits += points;
  base.moraleDue = true;
  // seed 000 §3.22: a carried stand takes its vehicle's damage as it is ("Each infantry base being
  // carried will also receive two points of damage"); §5.1 applies when it gets out.
  if (isInfantryClass(line) && !base.carriedBy) {
    // seed 000 §5.1: an infantry unit never has more than one damaged base; a second damaged base
    // combines with the first into one Kill. Reading: the already-damaged base is removed and the new
    // damage is spent in the combination (the newly hit base stays undamaged).
    const other = otherDamaged(ctx, base);
    if (other) {
      emit(ctx, { type: "combined", base: base.id, into: other.id, cause });
      destroy(ctx, other, `${cause}: two damaged bases of unit ${base.formation} combine into one Kill`);
      return;
    }
  }
  base.damage += points;
  emit(ctx, { type: "damage", base: base.id, points, total: base.damage, cause });
  // seed 000 §3.22: carried stands are equally damaged.
  for (const p of passengersOf(ctx.s, base.id)) damage(ctx, p, points, `shares the damage of ${base.id}`);
  const limit = isHq(line)
    ? ctx.env.charts.damage.hqDestroyedAbove.value
    : ctx.env.charts.damage.baseDestroyedAbove.value;
  // seed 000 §1.4: HQ bases are destroyed if they suffer more than six points of damage.
  if (base.damage > limit) destroy(ctx, base, `more than ${limit} damage points`);
}

/** Marks an HQ base lost for its side (SABR doubling, enemy discovery, rally). */
function loseHq(ctx: Ctx, base: Base): void {
  if (!isHq(statOf(ctx.env, base))) return;
  sideOf(ctx.s, base.side).hqLost += 1;
  emit(ctx, { type: "hq-lost", base: base.id, side: base.side });
}

/** Takes a base out of play because of `status`, releasing what it held. */
function takeOut(ctx: Ctx, base: Base, status: "destroyed" | "abandoned" | "removed"): void {
  base.status = status;
  base.pinned = false;
  base.retreat = null;
  for (const other of allBases(ctx.s)) {
    if (other.assaultWith.includes(base.id))
      other.assaultWith = other.assaultWith.filter((x) => x !== base.id);
    if (other.towedBy === base.id) other.towedBy = null;
  }
  base.assaultWith = [];
}

/** Destroys a base (a vehicle leaves a wreck marker); its passengers share its fate (seed 000 §3.22). */
export function destroy(ctx: Ctx, base: Base, cause: string): void {
  if (!inPlay(base)) return;
  const passengers = passengersOf(ctx.s, base.id);
  takeOut(ctx, base, "destroyed");
  const line = statOf(ctx.env, base);
  base.resurrectable = line.class === "machine-gun" && !base.resurrected;
  base.leftPlayAt = emit(ctx, { type: "destroyed", base: base.id, cause }).seq;
  loseHq(ctx, base);
  for (const p of passengers) destroy(ctx, p, `carried by ${base.id}, which was destroyed`);
}

/** Removes a foot base from play (seed 000 §6.3 Break-up). */
export function removeFromPlay(ctx: Ctx, base: Base, cause: string): void {
  if (!inPlay(base)) return;
  takeOut(ctx, base, "removed");
  base.leftPlayAt = emit(ctx, { type: "destroyed", base: base.id, cause }).seq;
  loseHq(ctx, base);
}

/** The crew abandons a vehicle; it stays on the table as an obstacle (seed 000 §6.3 Break-up). */
export function abandon(ctx: Ctx, base: Base, cause: string): void {
  if (!inPlay(base)) return;
  const passengers = passengersOf(ctx.s, base.id);
  takeOut(ctx, base, "abandoned");
  base.leftPlayAt = emit(ctx, { type: "abandoned", base: base.id, cause }).seq;
  loseHq(ctx, base);
  // Project default: passengers of an abandoned vehicle bail out where it stands.
  for (const p of passengers) {
    p.carriedBy = null;
    p.riding = null;
    emit(ctx, { type: "dismounted", base: p.id, vehicle: base.id });
    settleDamageOnLeaving(ctx, p, `${p.id} bailed out of ${base.id}`);
  }
}

/** Immobilizes a vehicle: permanently from combat (seed 000 §5.1), temporarily from movement risks. */
export function immobilize(ctx: Ctx, base: Base, permanent: boolean, cause: string): void {
  if (!inPlay(base) || base.immobilized === "permanent") return;
  base.immobilized = permanent ? "permanent" : "temporary";
  // seed 000 §5.1: an immobilized vehicle base must roll for morale reaction.
  if (permanent) base.moraleDue = true;
  emit(ctx, { type: "immobilized", base: base.id, permanent, cause });
}
