import type { Dice } from "../../game/ruleset";
import { SKILL, type Training } from "../data";
import { type AircraftType, type DamageChart, PLANE_DAMAGE } from "./data";

/**
 * seed 002, Plane Damage Chart: "For each shot that hits roll a D6. On a 6+ the aircraft suffers a point
 * of damage. Once an aircraft runs out of damage points it is destroyed. Shot by Cannon: Same as above
 * but a 4+ and each shot does 2 points of damage. Shot at by Flak: Flak gets a + 2 to hit the aircraft
 * and has the same stats as a cannon." Chosen reading: a shot hits on the firer's training value (the
 * seed's "base value needed to do anything"), with no range band or cover (the plane is in the air).
 */

/** One shot at an aircraft: its to-hit die, and on a hit the chart's die. */
export interface PlaneShot {
  natural: number;
  hit: boolean;
  damageDie: number | null;
  points: number;
}

/** A volley at an aircraft and the damage points it did. */
export interface PlaneVolley {
  need: number;
  bonus: number;
  chart: DamageChart;
  shots: PlaneShot[];
  points: number;
}

/** Rolls `shots` shots at an aircraft on a chart, with a to-hit bonus (flak +2). */
export function fireAtPlane(
  training: Training,
  shots: number,
  chart: DamageChart,
  bonus: number,
  dice: Dice,
): PlaneVolley {
  const need = SKILL.get(training)!.value;
  const c = PLANE_DAMAGE[chart];
  const out: PlaneShot[] = [];
  for (let i = 0; i < shots; i++) {
    const natural = dice.roll(6);
    const hit = natural + bonus >= need;
    const damageDie = hit ? dice.roll(6) : null;
    const points = damageDie !== null && damageDie >= c.on.value ? c.points.value : 0;
    out.push({ natural, hit, damageDie, points });
  }
  return { need, bonus, chart, shots: out, points: out.reduce((a, s) => a + s.points, 0) };
}

/** Damage points left after a volley (0: destroyed). */
export const pointsLeft = (left: number, v: PlaneVolley): number => Math.max(0, left - v.points);

/**
 * seed 002, interceptors: "it can choose to intercept the aircraft on a D6 roll equal or higher than
 * the roll of the other player's aircraft". Chosen reading: the other aircraft's roll is the d6 it
 * arrived on this turn.
 */
export function interceptRoll(targetArrival: number, dice: Dice) {
  const natural = dice.roll(6);
  return { natural, against: targetArrival, success: natural >= targetArrival };
}

/** A fighter's guns at another aircraft and that aircraft's tail gunner firing back. */
export interface Dogfight {
  attack: PlaneVolley[];
  back: PlaneVolley | null;
  /** damage points left to each after both volleys */
  attackerLeft: number;
  defenderLeft: number;
}

/**
 * seed 002: the interceptor "proceeds to shoot at it like normal" (its guns, on their chart), and "Tail
 * gunners ... fire at the opposing aircraft within its firing range at the same time they are shot at
 * by the opposing plane": both volleys are rolled before either is applied, so a tail gunner shot down
 * still fires. Chosen reading: the two meet where their paths cross, inside any gunner's range.
 */
export function dogfight(
  attacker: { type: AircraftType; points: number },
  defender: { type: AircraftType; points: number },
  dice: Dice,
): Dogfight {
  const attack = attacker.type.weapons
    .filter((w) => w.kind === "guns")
    .map((w) => fireAtPlane(attacker.type.crew, w.shots, w.chart ?? "mg", 0, dice));
  const tg = defender.type.tailGunner;
  const back = tg ? fireAtPlane(defender.type.crew, tg.shots, tg.chart, 0, dice) : null;
  const dealt = attack.reduce((a, v) => a + v.points, 0);
  return {
    attack,
    back,
    attackerLeft: Math.max(0, attacker.points - (back?.points ?? 0)),
    defenderLeft: Math.max(0, defender.points - dealt),
  };
}
