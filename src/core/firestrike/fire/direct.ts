import { refuse } from "../../game/ruleset";
import { own } from "../../own";
import type { CommandOf } from "../commands";
import { type Ctx, emit } from "../context";
import { roll } from "../dice";
import { DONE, type Outcome } from "../errors";
import {
  canBeImmobilized,
  enemyAviationOver,
  hqsInChain,
  inPlay,
  isAir,
  isHq,
  poseOf,
  scaled,
  sideOf,
  statOf,
} from "../query";
import type { Base } from "../state";
import type { StatLine, Weapon } from "../stats/schema";
import {
  bestDirectFire,
  calculateDirectFire,
  type DirectFireInput,
  type FireCalculation,
  resolveDirectFire,
} from "./direct-calc";
import { applyHit } from "./hits";

/** The direct fire command (seed 000 §5.1, turn sequence 5a and 5d, §6.5). */

/** Finds a base by id or says why not. */
export function findBase(ctx: Ctx, id: string, path: string): Outcome<Base> {
  const b = own(ctx.s.bases, id);
  if (!b) return refuse("unknown-base", `there is no base "${id}"`, path);
  return { ok: true, value: b };
}

/** The weapon a base fires: the one named, or its first direct-fire weapon. */
export function pickWeapon(
  line: StatLine,
  name: string | undefined,
  kind: "direct" | "indirect",
): Outcome<Weapon> {
  const fits = (w: Weapon) => (kind === "indirect" ? w.fire === "indirect" : w.fire !== "indirect");
  if (name !== undefined) {
    const w = line.weapons.find((x) => x.name === name);
    if (!w)
      return refuse(
        "cannot-fire",
        `${line.name} has no weapon "${name}" (it has ${line.weapons.map((x) => `"${x.name}"`).join(", ") || "none"})`,
        "$.weapon",
      );
    if (!fits(w)) return refuse("cannot-fire", `"${name}" is not a ${kind} fire weapon`, "$.weapon");
    return { ok: true, value: w };
  }
  const w = line.weapons.find(fits);
  if (!w) return refuse("cannot-fire", `${line.name} has no ${kind} fire weapon`);
  return { ok: true, value: w };
}

/** The facts of a shot between two bases, without the weapon. */
function shotFacts(ctx: Ctx, firer: Base, target: Base): Omit<DirectFireInput, "weapon"> {
  const fl = statOf(ctx.env, firer);
  const tl = statOf(ctx.env, target);
  const sight = ctx.env.oracle.sight(poseOf(firer), poseOf(target));
  return {
    firer: {
      damage: firer.damage,
      pinned: firer.pinned,
      setupFraction: firer.setupFraction,
      hq: isHq(fl),
      air: isAir(fl),
      enemyAviation: enemyAviationOver(ctx.s, ctx.env, firer.side),
    },
    target: {
      defence: tl.defence,
      damage: target.damage,
      vehicleRow: canBeImmobilized(tl),
      hq: isHq(tl),
      air: isAir(tl),
    },
    visible: sight.visible,
    rangeInches: ctx.env.oracle.edgeDistance(poseOf(firer), poseOf(target)),
    coverFraction: sight.coverFraction,
    covered: sight.covered,
    scaleFactor: ctx.s.scaleFactor,
  };
}

/**
 * Works out the shot the engine would take, without rolling (the browser panel shows this): with the
 * named weapon, or the best legal direct-fire weapon when none is named.
 */
export function previewDirectFire(
  ctx: Ctx,
  firer: Base,
  target: Base,
  weapon?: Weapon,
): FireCalculation | null {
  const facts = shotFacts(ctx, firer, target);
  if (weapon) return calculateDirectFire(ctx.env.charts, { ...facts, weapon });
  const weapons = statOf(ctx.env, firer).weapons;
  const usable = defendingInAssault(firer) ? weapons.filter(isSmallArms) : weapons;
  return bestDirectFire(ctx.env.charts, usable, facts);
}

/** A base in assault contact that did not move into it: a defender (seed 000 §6.4). */
const defendingInAssault = (b: Base): boolean => !b.assaulting && b.assaultWith.length > 0;

/** Small arms (seed 000 §6.4): the light direct-fire weapons of a stat line (reading). */
const isSmallArms = (w: Weapon): boolean => w.fire === "light";

/** Why a base in assault contact may not fire this weapon (seed 000 §6.4), or null. */
export function assaultFireProblem(firer: Base, weapon: Weapon | null): string | null {
  if (firer.assaulting && firer.assaultWith.length > 0 && !(weapon?.assaultWeapon ?? false))
    return "normally equipped assaulting bases may not fire (seed 000 §6.4)";
  if (defendingInAssault(firer) && !(weapon && isSmallArms(weapon)))
    return `${firer.id} is defending in an assault and may fire small arms (light direct fire) only (seed 000 §6.4)`;
  return null;
}

/**
 * seed 000 §1.4: not "more than 12"" from a qualified HQ base in its chain of command. Exactly 12" is
 * near, and a measured 12" that floating point leaves a hair over is still 12".
 */
export function nearQualifiedHq(ctx: Ctx, base: Base): boolean {
  const limit = scaled(ctx.s, ctx.env.charts.distances.qualifiedHqInches.value);
  return hqsInChain(ctx, base).some(
    (hq) => inPlay(hq) && ctx.env.oracle.edgeDistance(poseOf(base), poseOf(hq)) <= limit + 1e-9,
  );
}

/** Why a base may not fire now, or null. */
function firerProblem(ctx: Ctx, firer: Base, weapon: Weapon | null): string | null {
  const line = statOf(ctx.env, firer);
  if (firer.carriedBy) return `${firer.id} is carried by ${firer.carriedBy} and cannot fire`;
  if (firer.towedBy) return `${firer.id} is limbered to ${firer.towedBy} and cannot fire (seed 000 §3.22)`;
  if (firer.fired === "first" || firer.fired === "second")
    return `${firer.id} already fired this turn (seed 000 §6.5: Fired bases may not fire again)`;
  if (firer.fired === "indirect") return `${firer.id} fired indirect this turn`;
  if (firer.prone && (line.class === "machine-gun" || line.class === "mortar"))
    return "mortars and heavy machine guns may not fire while prone (seed 000 §3.2)";
  return assaultFireProblem(firer, weapon);
}

/** Handles `direct-fire`. */
export function directFireCommand(ctx: Ctx, cmd: CommandOf<"direct-fire">): Outcome {
  if (ctx.s.step !== "first-direct-fire" && ctx.s.step !== "second-direct-fire")
    return refuse(
      "wrong-step",
      `direct fire happens in the 1st and 2nd direct fire steps, not in ${ctx.s.step}`,
    );
  const f = findBase(ctx, cmd.firer, "$.firer");
  if (!f.ok) return f;
  const t = findBase(ctx, cmd.target, "$.target");
  if (!t.ok) return t;
  const firer = f.value;
  const target = t.value;
  if (!inPlay(firer)) return refuse("out-of-play", `${firer.id} is ${firer.status}`, "$.firer");
  if (!inPlay(target)) return refuse("out-of-play", `${target.id} is ${target.status}`, "$.target");
  if (target.side === firer.side)
    return refuse("illegal-target", `${target.id} is on the firer's own side`, "$.target");
  if (target.carriedBy)
    return refuse("illegal-target", `${target.id} is inside ${target.carriedBy}; fire at the vehicle`);
  const fl = statOf(ctx.env, firer);
  let named: Weapon | undefined;
  if (cmd.weapon !== undefined) {
    const w = pickWeapon(fl, cmd.weapon, "direct");
    if (!w.ok) return w;
    named = w.value;
  }
  const calc = previewDirectFire(ctx, firer, target, named);
  if (!calc) {
    const why = fl.weapons.some((w) => w.fire !== "indirect") ? assaultFireProblem(firer, null) : null;
    return refuse("cannot-fire", why ?? `${fl.name} has no direct fire weapon`, "$.firer");
  }
  const weapon = fl.weapons.find((x) => x.name === calc.weapon)!;
  const problem = firerProblem(ctx, firer, weapon);
  if (problem) return refuse("cannot-fire", problem, "$.firer");
  if (!calc.legal) return refuse(calc.refusal!.code, calc.refusal!.message);
  const side = sideOf(ctx.s, firer.side);
  if (cmd.useSaDie) {
    if (weapon.fire !== "heavy")
      return refuse("not-allowed", "SA dice back up heavy fire only (seed 000 §2.2)", "$.useSaDie");
    if (side.saDice <= 0)
      return refuse("no-dice-left", `${side.id} has no SA dice left this turn`, "$.useSaDie");
    if (!nearQualifiedHq(ctx, firer))
      return refuse(
        "not-allowed",
        `${firer.id} is more than 12" from every qualified HQ base and cannot receive SA dice (seed 000 §1.4)`,
        "$.useSaDie",
      );
  }
  const vehicleRow = canBeImmobilized(statOf(ctx.env, target));
  const decide = (total: number) =>
    resolveDirectFire(ctx.env.charts, calc, total - calc.dieModifierTotal, vehicleRow).result!;
  const first = roll(ctx, { purpose: "direct-fire", base: firer.id, modifiers: calc.dieModifiers, decide });
  if (!first.ok) return first;
  let natural = first.value.natural;
  if (cmd.useSaDie) {
    side.saDice -= 1;
    // Project default for the SA die's effect: roll again and keep the better natural roll.
    const second = roll(ctx, { purpose: "sa-die", base: firer.id, modifiers: calc.dieModifiers, decide });
    if (!second.ok) return second;
    natural = Math.max(natural, second.value.natural);
  }
  const done = resolveDirectFire(ctx.env.charts, calc, natural, vehicleRow);
  firer.fired = ctx.s.step === "first-direct-fire" ? "first" : "second";
  emit(ctx, {
    type: "fire",
    firer: firer.id,
    target: target.id,
    weapon: weapon.name,
    result: done.result!,
    summary: `${done.attackPoints} points, roll ${natural} ${done.dieModifierTotal >= 0 ? "+" : ""}${done.dieModifierTotal} = ${done.total}: ${done.result}`,
  });
  // Reading of seed 000 §6.5: the results of a direct fire step apply together when it ends.
  if (done.result !== "-")
    ctx.s.markers.pendingHits.push({
      target: target.id,
      result: done.result!,
      cause: `direct fire from ${firer.id}`,
    });
  return DONE;
}

/** At the end of a direct fire step: apply its results, in the order they were rolled. */
export function applyPendingHits(ctx: Ctx): void {
  const pending = ctx.s.markers.pendingHits;
  ctx.s.markers.pendingHits = [];
  for (const h of pending) {
    const t = own(ctx.s.bases, h.target);
    if (t) applyHit(ctx, t, h.result, h.cause);
  }
}
