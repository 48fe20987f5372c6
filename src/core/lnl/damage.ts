import type { DamageColumn, DamageResult, UnitKind } from "./vocab";
import { isMmc, isSmc } from "./vocab";

/**
 * The card's result table ("DFT Table", functionally the Damage Check table; seed 004): the result of a
 * damage-check roll DR against the unit's morale M, by the unit's column. Cell for cell as printed,
 * including the Hero/Shaken-SMC "Casualty" in the second row (rules-reference §B.004 notes the LnL QRS
 * prints Wounded there; applyResult reads a Casualty on an SMC as a wound, the only thing it can be).
 */
export const RESULT_TABLE: Readonly<
  Record<DamageColumn, readonly [DamageResult, DamageResult, DamageResult, DamageResult]>
> = {
  "good-order-mmc": ["no-effect", "shaken", "casualty", "eliminated"],
  "shaken-mmc": ["no-effect", "casualty", "casualty", "eliminated"],
  "good-order-smc": ["no-effect", "shaken", "wounded", "eliminated"],
  "hero-or-shaken-smc": ["no-effect", "casualty", "wounded", "eliminated"],
  armor: ["no-effect", "shaken", "shaken", "abandoned"],
  "unarmored-vehicle": ["no-effect", "shaken", "destroyed", "destroyed"],
};

/** The table's row for DR against M: DR ≤ M, M < DR < 2M, 2M ≤ DR < 3M, DR ≥ 3M. */
export function resultRow(dr: number, morale: number): 0 | 1 | 2 | 3 {
  if (dr <= morale) return 0;
  if (dr < 2 * morale) return 1;
  if (dr < 3 * morale) return 2;
  return 3;
}

/** A unit's column: by kind and state (heroes and shaken SMCs share one). */
export function damageColumn(kind: UnitKind, shaken: boolean): DamageColumn {
  if (kind === "armored-vehicle" || kind === "armor-leader") return "armor";
  if (kind === "unarmored-vehicle") return "unarmored-vehicle";
  if (isMmc(kind)) return shaken ? "shaken-mmc" : "good-order-mmc";
  if (kind === "hero" || shaken) return "hero-or-shaken-smc";
  return "good-order-smc";
}

/** The result of one damage check. */
export const damageResult = (column: DamageColumn, dr: number, morale: number): DamageResult =>
  RESULT_TABLE[column][resultRow(dr, morale)];

/** A unit's condition, as far as damage changes it. */
export interface Condition {
  kind: UnitKind;
  shaken: boolean;
  wounded: boolean;
  eliminated: boolean;
  abandoned: boolean;
  wreck: boolean;
}

/**
 * What a result does to a unit (the card's definitions): Shaken flips it (heroes are never shaken;
 * a shaken vehicle shaken again is abandoned); Wounded shakes an SMC and marks it (a hero keeps its
 * side), a second wound eliminates; Casualty reduces a squad to a half-squad and eliminates a
 * half-squad, crew or weapon team (on an SMC: a wound, see RESULT_TABLE); Eliminated removes it;
 * Abandoned and Destroyed end a vehicle (a Wreck for Destroyed).
 */
export function applyResult(
  c: Condition,
  r: DamageResult,
): Condition & { reducedToHalfSquad: boolean; note: string } {
  const same = { ...c, reducedToHalfSquad: false };
  switch (r) {
    case "no-effect":
      return { ...same, note: "no effect" };
    case "shaken":
      if (c.kind === "hero") return { ...same, note: "heroes are not shaken" };
      if ((c.kind === "armored-vehicle" || c.kind === "unarmored-vehicle") && c.shaken)
        return { ...same, abandoned: true, note: "a shaken vehicle shaken again is abandoned" };
      return { ...same, shaken: true, note: c.shaken ? "already shaken" : "shaken" };
    case "casualty":
      if (isSmc(c.kind)) return wound(c);
      if (c.kind === "squad")
        return {
          ...same,
          kind: "half-squad",
          reducedToHalfSquad: true,
          note: "casualty: the squad becomes a half-squad",
        };
      return { ...same, eliminated: true, note: `casualty: the ${c.kind} is eliminated` };
    case "wounded":
      return wound(c);
    case "eliminated":
      return { ...same, eliminated: true, note: "eliminated" };
    case "abandoned":
      return {
        ...same,
        abandoned: true,
        note: "abandoned: no movement or fire for the rest of the scenario",
      };
    case "destroyed":
      return { ...same, wreck: true, eliminated: true, note: "destroyed: replaced by a Wreck" };
  }
}

function wound(c: Condition): Condition & { reducedToHalfSquad: boolean; note: string } {
  if (c.wounded)
    return { ...c, eliminated: true, reducedToHalfSquad: false, note: "wounded again: eliminated" };
  const shaken = c.kind === "hero" ? c.shaken : true;
  return {
    ...c,
    wounded: true,
    shaken,
    reducedToHalfSquad: false,
    note:
      c.kind === "hero"
        ? "wounded (heroes flip to their wounded side)"
        : "wounded: flipped to its shaken side",
  };
}

/** Does a DC make a hero? Only a squad or half-squad (even Shaken) under enemy fire, on a natural 1. */
export const heroChance = (kind: UnitKind, naturalDc: number) =>
  naturalDc === 1 && (kind === "squad" || kind === "half-squad");

/** The card's hero creation: roll 1d6, an even result puts a hero in the hex. */
export const heroAppears = (d6: number) => d6 % 2 === 0;
