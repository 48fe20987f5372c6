import type { Charts, HitRow } from "../charts/schema";
import type { ErrorCode } from "../errors";
import type { Modifier } from "../events";
import { mod } from "../query";
import type { Weapon } from "../stats/schema";
import type { HitResult, Source } from "../vocab";

/**
 * The direct-fire calculation (seed 000 §5.1), pure: it takes the measured range, cover and
 * visibility as inputs, so the rules engine, the CLI calculator and the browser panel agree.
 */

/** The firer's side of a shot. */
export interface FirerFacts {
  damage: number;
  pinned: boolean;
  /** share of this turn a towed gun spent limbering and setting up (seed 000 §3.22) */
  setupFraction: number;
  hq: boolean;
  /** drones: an air littoral attack may hit HQ bases (seed 000 §1.4) */
  air: boolean;
  /** enemy aviation is on or over the board: it distracts ground AA guns (seed 000 §1.3) */
  enemyAviation: boolean;
}

/** The target's side of a shot. */
export interface TargetFacts {
  defence: { heavy: number; light: number; codes: string };
  damage: number;
  /** vehicles and towed guns read the vehicle row of the hit table */
  vehicleRow: boolean;
  hq: boolean;
  air: boolean;
}

/** Everything a direct-fire calculation needs. */
export interface DirectFireInput {
  weapon: Weapon;
  firer: FirerFacts;
  target: TargetFacts;
  visible: boolean;
  /** closest-edge distance, table inches */
  rangeInches: number;
  coverFraction: number;
  /** the oracle's "covered" verdict; when absent, more than half covered (coverFraction > 0.5) */
  covered?: boolean;
  /** table inches per reference-scale inch */
  scaleFactor: number;
}

/** A halving of attack points, with its rule. */
export interface Halving {
  rule: "no-code-match" | "covered";
  source: Source;
  text: string;
}

/** The calculation before (and after) the die is rolled. */
export interface FireCalculation {
  legal: boolean;
  refusal?: { code: ErrorCode; message: string };
  visible: boolean;
  rangeInches: number;
  coverFraction: number;
  weapon: string;
  baseAttackPoints: number;
  halvings: Halving[];
  attackPoints: number;
  defenceValue: number;
  dieModifiers: Modifier[];
  dieModifierTotal: number;
  roll?: number;
  total?: number;
  result?: HitResult;
}

/** True when the weapon's codes share a letter with the target's armour codes (seed 000 §5.1). */
export function codesMatch(weaponCodes: string, armourCodes: string): boolean {
  for (const c of weaponCodes) if (armourCodes.includes(c)) return true;
  return false;
}

/** Applies the charts' rounding to halved attack points. */
export function roundHalved(points: number, rounding: "down" | "nearest" | "none"): number {
  if (rounding === "down") return Math.floor(points);
  if (rounding === "nearest") return Math.round(points);
  return points;
}

/** Reads a hit table: the highest row whose minimum the total reaches, or "-" (no effect). */
export function readHitTable(rows: readonly HitRow[], total: number): HitResult {
  let result: HitResult = "-";
  for (const r of rows) if (total >= r.min) result = r.result;
  return result;
}

function refusal(calc: FireCalculation, code: ErrorCode, message: string): FireCalculation {
  return { ...calc, legal: false, refusal: { code, message } };
}

/** Works out every point and die modifier of a shot; roll it with `resolveDirectFire`. */
export function calculateDirectFire(charts: Charts, input: DirectFireInput): FireCalculation {
  const { weapon, firer, target } = input;
  const df = charts.directFire;
  const dist = charts.distances;
  const k = input.scaleFactor;
  const halvings: Halving[] = [];
  if (!codesMatch(weapon.codes, target.defence.codes))
    halvings.push({
      rule: "no-code-match",
      source: "seed",
      text: `weapon codes "${weapon.codes}" have no match in armour codes "${target.defence.codes}": attack halved`,
    });
  // seed 000 §5.1: more than half covered halves the attacking points.
  if (input.covered ?? input.coverFraction > 0.5)
    halvings.push({
      rule: "covered",
      source: "seed",
      text:
        input.coverFraction > 0.5
          ? `target is ${Math.round(input.coverFraction * 100)}% covered (more than half): attack halved`
          : `target counts as covered (${Math.round(input.coverFraction * 100)}% of it hidden, inside cover terrain): attack halved`,
    });
  const attackPoints = roundHalved(weapon.attack / 2 ** halvings.length, df.halvingRounding.value);
  const defenceValue = weapon.fire === "light" ? target.defence.light : target.defence.heavy;
  const mods: Modifier[] = [];
  // seed 000 §5.1: the attack/defence difference goes on the hit die roll (modified 6 vs 10 = -4).
  const diff = attackPoints - defenceValue;
  mods.push({
    rule: "attack-defence",
    value: diff,
    source: "seed",
    text: `attack ${attackPoints} against defence ${defenceValue}`,
  });
  if (input.rangeInches < dist.closeRangeInches.value * k)
    mods.push(
      mod(
        "range-under-8",
        df.closeRange,
        `range ${input.rangeInches.toFixed(1)}" is under ${dist.closeRangeInches.value * k}"`,
      ),
    );
  if (input.rangeInches > dist.longRangeInches.value * k)
    mods.push(
      mod(
        "range-over-24",
        df.longRange,
        `range ${input.rangeInches.toFixed(1)}" is over ${dist.longRangeInches.value * k}"`,
      ),
    );
  if (target.damage > 0)
    mods.push(mod("target-damage", df.perTargetDamage, `target has ${target.damage} damage`, target.damage));
  if (firer.pinned) mods.push(mod("firer-pinned", df.firerPinned, "firer is pinned"));
  if (firer.damage > 0)
    mods.push(mod("firer-damage", df.perFirerDamage, `firer has ${firer.damage} damage`, firer.damage));
  // seed 000 §3.22: half or three quarters of the turn setting up gives the Moved modifier.
  if (firer.setupFraction >= charts.towing.movedFromFraction.value && firer.setupFraction < 1)
    mods.push(
      mod(
        "firer-moved",
        df.setupMoved,
        `gun spent ${firer.setupFraction * 100}% of the turn limbering/setting up`,
      ),
    );
  const dieModifierTotal = mods.reduce((a, m) => a + m.value, 0);
  const calc: FireCalculation = {
    legal: true,
    visible: input.visible,
    rangeInches: input.rangeInches,
    coverFraction: input.coverFraction,
    weapon: weapon.name,
    baseAttackPoints: weapon.attack,
    halvings,
    attackPoints,
    defenceValue,
    dieModifiers: mods,
    dieModifierTotal,
  };
  if (firer.hq)
    return refusal(calc, "cannot-fire", "HQ bases may not be used for attack purposes (seed 000 §1.4)");
  if (target.hq && !firer.air)
    return refusal(
      calc,
      "illegal-target",
      "HQ bases cannot be attacked by direct ground fire (seed 000 §1.4)",
    );
  if (target.air)
    return refusal(
      calc,
      "illegal-target",
      "aviation is not fired on by ground units: AA is folded into air superiority (seed 000 §1.3)",
    );
  if (weapon.fire === "indirect")
    return refusal(
      calc,
      "cannot-fire",
      `${weapon.name} is an indirect weapon: it fires through impact zones`,
    );
  if (weapon.antiAircraft && !firer.air && firer.enemyAviation)
    return refusal(
      calc,
      "cannot-fire",
      `${weapon.name} is a ground AA gun, distracted from ground targets by enemy aviation over the board (seed 000 §1.3; project default)`,
    );
  if (firer.setupFraction >= 1)
    return refusal(
      calc,
      "cannot-fire",
      "a weapon that spent the whole turn limbered or setting up may not fire (seed 000 §3.22)",
    );
  if (!input.visible) return refusal(calc, "target-not-visible", "the target is not visible from the firer");
  if (input.rangeInches > weapon.rangeInches * k)
    return refusal(
      calc,
      "out-of-range",
      `range ${input.rangeInches.toFixed(1)}" is beyond ${weapon.name}'s ${weapon.rangeInches * k}"`,
    );
  if (input.rangeInches < weapon.minRangeInches * k)
    return refusal(
      calc,
      "out-of-range",
      `range ${input.rangeInches.toFixed(1)}" is inside ${weapon.name}'s minimum ${weapon.minRangeInches * k}"`,
    );
  return calc;
}

/**
 * The shot a player would take when no weapon is named: of the base's direct-fire weapons, the legal
 * one with the best die modifiers (ties keep the stat line's order); when none is legal, the first
 * weapon's calculation, which says why.
 */
export function bestDirectFire(
  charts: Charts,
  weapons: readonly Weapon[],
  input: Omit<DirectFireInput, "weapon">,
): FireCalculation | null {
  let best: FireCalculation | null = null;
  let first: FireCalculation | null = null;
  for (const weapon of weapons) {
    if (weapon.fire === "indirect") continue;
    const c = calculateDirectFire(charts, { ...input, weapon });
    first ??= c;
    if (c.legal && (!best || c.dieModifierTotal > best.dieModifierTotal)) best = c;
  }
  return best ?? first;
}

/** Rolls the calculation with a natural 1D20 and reads the hit table. */
export function resolveDirectFire(
  charts: Charts,
  calc: FireCalculation,
  natural: number,
  vehicleRow: boolean,
): FireCalculation {
  const total = natural + calc.dieModifierTotal;
  const rows = vehicleRow ? charts.directFire.hitTable.vehicle : charts.directFire.hitTable.personnel;
  return { ...calc, roll: natural, total, result: readHitTable(rows, total) };
}
