import type { Dice } from "../game/ruleset";
import type { Weapon } from "./data";
import type { VehicleState } from "./state";

/**
 * seed 002, Unarmoured Vehicles: "no armour value ... vulnerable to attack by even the smallest arms
 * fire ... points of damage and crew. If the crew or the vehicle damage points are depleted the vehicle
 * is out of action." Each hit by a weapon (or a blast over it) does as the seed lists:
 * - major anti-tank: "if hit destroy instantly"; minor anti-tank: "d3 points of damage";
 * - machine guns: "damage the vehicle on a roll of 4+ and kill a passenger on 6+" (chosen reading: one
 *   d6 a hit; a 6 does both);
 * - small arms: "kill a passenger on a 6+";
 * - ordnance: "d3 points of damage and rolls a d6 for each crew if in the outer blast and on each 5+ 1 is
 *   dead. Any models under the inner blast are dead including the vehicle";
 * - flame: "instantly kill the crew".
 */

/** One hit on an unarmoured vehicle and what its dice did. */
export interface SoftHit {
  vehicle: string;
  by: "major-at" | "minor-at" | "machine-gun" | "small-arms" | "ordnance-outer" | "ordnance-inner" | "flame";
  naturals: number[];
  damage: number;
  crewKilled: number;
  passengersKilled: number;
  outOfAction: boolean;
}

/** The kind of hit a weapon makes on an unarmoured vehicle. */
export function softKind(weapon: Weapon, inner: boolean | null): SoftHit["by"] {
  if (inner !== null) return inner ? "ordnance-inner" : "ordnance-outer";
  if (weapon.rules.includes("flame")) return "flame";
  if (weapon.rules.includes("major-at")) return "major-at";
  if (weapon.rules.includes("minor-at")) return "minor-at";
  if (weapon.rules.includes("machine-gun")) return "machine-gun";
  return "small-arms";
}

/** One hit rolled on an unarmoured vehicle: the new state and what happened. */
export function softHit(
  vehicleId: string,
  v: VehicleState,
  by: SoftHit["by"],
  dice: Dice,
): { vehicle: VehicleState; hit: SoftHit } {
  const points = v.damagePoints ?? 0;
  const crew = v.crew ?? 0;
  const naturals: number[] = [];
  let damage = 0;
  let crewKilled = 0;
  let passengersKilled = 0;
  const d3 = () => {
    const n = dice.roll(3);
    naturals.push(n);
    return n;
  };
  if (by === "major-at" || by === "ordnance-inner") damage = points;
  else if (by === "minor-at") damage = d3();
  else if (by === "flame") crewKilled = crew;
  else if (by === "machine-gun" || by === "small-arms") {
    const n = dice.roll(6);
    naturals.push(n);
    if (by === "machine-gun" && n >= 4) damage = 1;
    if (n >= 6) passengersKilled = 1;
  } else {
    damage = d3();
    for (let i = 0; i < crew; i++) {
      const n = dice.roll(6);
      naturals.push(n);
      if (n >= 5) crewKilled++;
    }
  }
  const after: VehicleState = {
    ...v,
    damagePoints: Math.max(0, points - damage),
    crew: Math.max(0, crew - crewKilled),
  };
  if (by === "ordnance-inner") after.crew = 0;
  const outOfAction = after.damagePoints === 0 || after.crew === 0;
  return {
    vehicle: after,
    hit: { vehicle: vehicleId, by, naturals, damage, crewKilled, passengersKilled, outOfAction },
  };
}
