import type { Dice } from "../game/ruleset";
import type { FirerRoll } from "./aim";
import { hits } from "./shooting";
import { alive, cmBetween, type MeleeLock, type Model, unitOf, type Ww2State } from "./state";

/**
 * seed 002, Melee: "Firing into a melee. When firing into a melee fire as normal, any misses are then re
 * rolled, any of those misses that pass the next roll are taken against your own models. These
 * contribute towards the rounds casualties." Chosen readings: a shot is into a melee when its circle
 * holds a model of an enemy unit locked in melee with a unit of the firer's side; each miss is rolled
 * again with the same need and modifiers; each re-rolled pass kills a model of that friendly unit, the
 * one nearest the firers first; the enemy models the shot killed and the friends it killed are counted
 * for the friendly and the enemy side in the melee's next round. Blast weapons are not re-rolled (a
 * blast already hits friend and foe under it).
 */

/** What the fire into a melee re-rolled and whom it hit. */
export interface IntoMelee {
  /** the locked melee: the friendly unit, then the enemy one */
  friend: string;
  enemy: string;
  rerolls: { model: string; naturals: number[] }[];
  /** the friendly models the re-rolled passes killed, front first */
  ownKilled: string[];
}

/** The melee this shot fires into, if its circle holds a locked enemy whose foe is the firer's side. */
export function meleeInCircle(s: Ww2State, side: string, targets: readonly Model[]): MeleeLock | undefined {
  for (const m of targets)
    for (const l of s.melees ?? []) {
      if (!l.units.includes(m.unit)) continue;
      const friend = l.units.find((u) => u !== m.unit)!;
      if (unitOf(s, friend)?.side === side) return l;
    }
  return undefined;
}

/**
 * Re-rolls a shot's misses into the melee: the friendly models killed (added to `dead`) and the melee's
 * locks with this fire's casualties credited to the next round.
 */
export function fireIntoMelee(
  s: Ww2State,
  lock: MeleeLock,
  side: string,
  rolls: readonly FirerRoll[],
  firers: readonly Model[],
  dead: Set<string>,
  dice: Dice,
): { event: IntoMelee; melees: MeleeLock[] } {
  const fi: 0 | 1 = unitOf(s, lock.units[0])?.side === side ? 0 : 1;
  const friend = lock.units[fi]!;
  const enemy = lock.units[1 - fi]!;
  const rerolls = rolls
    .filter((r) => r.noShot === null)
    .map((r) => ({
      model: r.model,
      naturals: r.naturals.filter((n) => !hits(n, r.modifier, r.need)).map(() => dice.roll(6)),
      r,
    }));
  const own = rerolls.reduce(
    (n, x) => n + x.naturals.filter((k) => hits(k, x.r.modifier, x.r.need)).length,
    0,
  );
  const cx = firers.reduce((n, m) => n + m.x, 0) / firers.length;
  const cy = firers.reduce((n, m) => n + m.y, 0) / firers.length;
  const front = alive(s, friend)
    .filter((m) => !dead.has(m.id))
    .sort(
      (a, b) => cmBetween(a, { x: cx, y: cy }) - cmBetween(b, { x: cx, y: cy }) || (a.id < b.id ? -1 : 1),
    );
  const ownKilled = front.slice(0, own).map((m) => m.id);
  const enemyKilled = alive(s, enemy).filter((m) => dead.has(m.id)).length;
  for (const id of ownKilled) dead.add(id);
  const mineFirst: [number, number] = [
    lock.credit[fi] + enemyKilled,
    lock.credit[1 - fi]! + ownKilled.length,
  ];
  const credit: [number, number] = fi === 0 ? mineFirst : [mineFirst[1], mineFirst[0]];
  const melees = (s.melees ?? []).map((l) => (l === lock ? { ...l, credit } : l));
  return {
    event: { friend, enemy, rerolls: rerolls.map(({ model, naturals }) => ({ model, naturals })), ownKilled },
    melees,
  };
}
