import type { Dice } from "../game/ruleset";
import { SCATTER_DICE, type Weapon } from "./data";
import type { Spot, Ww2Oracle } from "./measured";
import { cmBetween, type Model, unitOf, type Ww2State } from "./state";

/**
 * seed 002, Propelled weapons, Ordinance weapons and Blasts. A shot from a weapon with a blast that
 * hits lands on the circle's front model; one that misses scatters "over their initial target or in
 * front": project default, 2d6 cm along the line of fire, a d6 of 1–3 short (toward the firer), 4–6 over.
 * "It cannot scatter through terrain if terrain would stop the 'Guns line of site' then the weapon
 * explodes on that piece of cover": the line from the gun to where it would land is measured through the
 * 3D table, and it explodes where that line enters the feature that blocks it. Then the blast: "The inner
 * blast kills anything under it instantly, the outer blast will kill on a 4+". A propelled round that
 * scattered "may never hit the target it aimed for" (its unit is spared); ordnance "always hit where they
 * land even if it hits the initial target".
 */

/** Where a blast weapon's round went. */
export interface Landing {
  hit: boolean;
  /** the scatter's dice (direction d6, then the distance's 2d6), empty on a hit */
  scatter: number[];
  /** where it would have landed, and the feature that stopped it short, if any */
  wouldLand: [number, number];
  stoppedBy: string | null;
  at: [number, number];
}

/** A round's landing: on the front model when it hit, else scattered and stopped by blocking terrain. */
export function land(
  oracle: Ww2Oracle,
  gun: Spot,
  at: [number, number],
  front: Model,
  hit: boolean,
  dice: Dice,
): Landing {
  if (hit)
    return { hit, scatter: [], wouldLand: [front.x, front.y], stoppedBy: null, at: [front.x, front.y] };
  const dir = dice.roll(6);
  const dist = Array.from({ length: SCATTER_DICE.value }, () => dice.roll(6));
  const cm = dist.reduce((n, d) => n + d, 0) * (dir <= 3 ? -1 : 1);
  const d = cmBetween(gun, { x: at[0], y: at[1] });
  const [ux, uy] = d === 0 ? [0, 1] : [(at[0] - gun.x) / d, (at[1] - gun.y) / d];
  const would: [number, number] = [at[0] + ux * cm, at[1] + uy * cm];
  const line = oracle.line(gun, { x: would[0], y: would[1] });
  if (line.blockedBy !== null) {
    const t = line.blockedAt ?? 0;
    const stop: [number, number] = [gun.x + (would[0] - gun.x) * t, gun.y + (would[1] - gun.y) * t];
    return { hit, scatter: [dir, ...dist], wouldLand: would, stoppedBy: line.blockedBy, at: stop };
  }
  return { hit, scatter: [dir, ...dist], wouldLand: would, stoppedBy: null, at: would };
}

/** What one blast did. */
export interface BlastEvent {
  landing: Landing;
  innerCm: number;
  outerCm: number;
  /** models under the inner blast (dead), and each model under the outer blast with its d6 */
  inner: string[];
  outer: { model: string; natural: number; dead: boolean }[];
}

/**
 * The blast's circles at the landing point: every standing model under the inner one dies, each under
 * the outer one rolls a d6 and dies on a 4+ (project default: friend or foe, "anything under it");
 * vehicles are left to the vehicle rules (`vehicles` lists those under each circle).
 */
export function blastAt(
  s: Ww2State,
  weapon: Weapon,
  landing: Landing,
  spare: string | null,
  dice: Dice,
): { event: BlastEvent; vehicles: { model: Model; inner: boolean }[] } {
  const b = weapon.blast!;
  const p = { x: landing.at[0], y: landing.at[1] };
  const inner: string[] = [];
  const outer: BlastEvent["outer"] = [];
  const vehicles: { model: Model; inner: boolean }[] = [];
  for (const m of s.models) {
    if (m.dead) continue;
    const u = unitOf(s, m.unit);
    if (!u || u.inside || u.id === spare) continue;
    const d = cmBetween(m, p);
    if (d > b.outerCm + 1e-9) continue;
    const isInner = d <= b.innerCm + 1e-9;
    if (u.vehicle) {
      vehicles.push({ model: m, inner: isInner });
      continue;
    }
    if (isInner) inner.push(m.id);
    else {
      const natural = dice.roll(6);
      outer.push({ model: m.id, natural, dead: natural >= 4 });
    }
  }
  return { event: { landing, innerCm: b.innerCm, outerCm: b.outerCm, inner, outer }, vehicles };
}
