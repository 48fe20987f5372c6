import type { Dice } from "../game/ruleset";
import {
  CM,
  MAJOR_CHART,
  MAJOR_NINE,
  type MajorResult,
  MINOR_CHART,
  type MinorResult,
  SHRAPNEL,
  type Weapon,
} from "./data";
import type { VehicleState } from "./state";

/** seed 002, Anti-Tank weapons and Vehicles: the two charts and what each result does to a vehicle. */

/** A chart roll and what it gave. */
export interface ChartRoll {
  chart: "major" | "minor";
  naturals: number[];
  offset: number;
  result: number;
  effects: (MajorResult | MinorResult)[];
}

/**
 * The major chart (seed 002): "for each level below or over the armour level of the weapons penetration
 * add to the chart (or deduct)" (pen 2 vs armour 8: a 12 becomes a 6). Its die is missing: project
 * default 2d6, the offset added and the result kept to 1–12.
 */
export function majorRoll(dice: Dice, penetration: number, armour: number): ChartRoll {
  const naturals = [dice.roll(6), dice.roll(6)];
  const offset = penetration - armour;
  const result = Math.max(1, Math.min(12, naturals[0]! + naturals[1]! + offset));
  const r = MAJOR_CHART[result - 1]!;
  return { chart: "major", naturals, offset, result, effects: r === "multiple" ? [...MAJOR_NINE] : [r] };
}

/**
 * The minor chart (seed 002): a d6, "For every 20cm above the range of effectiveness -1 to the result"
 * (chosen reading: each started 20 cm beyond counts), kept to 1–6.
 */
export function minorRoll(dice: Dice, weapon: Weapon, distanceCm: number): ChartRoll {
  const natural = dice.roll(6);
  const beyond = Math.max(0, distanceCm - (weapon.effectiveCm ?? weapon.rangeCm));
  const offset = -Math.ceil(Math.round(beyond * 1e4) / (CM.minorAtStep.value * 1e4));
  const result = Math.max(1, Math.min(6, natural + offset));
  return { chart: "minor", naturals: [natural], offset, result, effects: [MINOR_CHART[result - 1]!] };
}

/** What the effects leave of a vehicle: a hull point per damaging result, none left when it dies. */
export function damaged(v: VehicleState, effects: readonly (MajorResult | MinorResult)[]): VehicleState {
  const dead = effects.some((e) => e === "dead" || e === "dead-explodes" || e === "crew-killed");
  // seed 002, Vehicles: "Reduce the hull point each time it is damaged. If it explodes then discard
  // all hull points." Reading: each roll that damages costs one hull point, whatever it did.
  const hullPoints = dead ? 0 : Math.max(0, v.hullPoints - 1);
  return { ...v, hullPoints, damage: [...v.damage, ...effects] };
}

/** A vehicle's damage as the rules read it. */
export const vehicleCan = (v: VehicleState) => ({
  move: !v.damage.includes("tracks-destroyed") && !shockedNow(v),
  halfMove: v.damage.includes("tracks-damaged"),
  shoot: !v.damage.includes("main-weapon-destroyed") && !shockedNow(v),
  turnTurret: !v.damage.includes("turret-locked"),
  /** seed 002, result 3: "permanent -1 to hit"; result 4: sights damaged, −1 to hit */
  toHit: -(v.damage.includes("turret-damaged") ? 1 : 0) - (v.damage.includes("sights-damaged") ? 1 : 0),
});

/** seed 002, result 7: "tank cannot act for a turn": the last result taken was a shock this turn. */
const shockedNow = (v: VehicleState) => v.damage[v.damage.length - 1] === "shocked";

/** seed 002, result 12: the radius of the explosion, 1d6 + 3 cm. */
export const shrapnelRadius = (dice: Dice): number => dice.roll(6) + SHRAPNEL.plusCm.value;
