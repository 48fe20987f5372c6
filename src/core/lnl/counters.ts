import { z } from "zod";
import { SW_KINDS, UNIT_KINDS, type UnitKind } from "./vocab";

/**
 * A counter as a set-up lists it. The card prints no counter values (rules-reference §B.004,
 * "[MISSING] morale values (on the counters)"): each scenario gives them, and the defaults below are
 * project defaults, marked.
 */

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, {
    message: "must start with a letter or digit and use only letters, digits, _ . : -",
  });

export const swSchema = z.strictObject({
  id,
  kind: z.enum(SW_KINDS),
  firepower: z.number().int().min(0).max(20),
  range: z.number().int().min(1).max(60),
  /** taken from the enemy: destroyed after a first attack that does no damage (card, SW note) */
  captured: z.boolean().default(false),
});
export type SupportWeapon = z.output<typeof swSchema>;

export const counterSchema = z.strictObject({
  id,
  side: id,
  kind: z.enum(UNIT_KINDS),
  label: z.string().max(80).optional(),
  /** the hex the counter stands in ("C4") */
  hex: z.string().min(1).max(8),
  /** inherent firepower (IFP) */
  firepower: z.number().int().min(0).max(20),
  range: z.number().int().min(0).max(60),
  /** movement factor (MF), in movement points */
  movement: z.number().int().min(0).max(30),
  morale: z.number().int().min(1).max(12),
  /** project default: morale − 1 (the counter's Shaken side) */
  shakenMorale: z.number().int().min(1).max(12).optional(),
  /** leaders: leadership modifier (LM); project default 1 */
  lm: z.number().int().min(0).max(4).optional(),
  /** the MF printed in a red box: may Assault Move (leaders and vehicles always may) */
  assaultMove: z.boolean().default(false),
  /** Stealth Movement-capable (the card's "Stealth"; LnLT v5.1 6.4: module counters, not leaders) */
  stealth: z.boolean().optional(),
  /** the card's combined-fire exception "US paratroopers" */
  usParatrooper: z.boolean().default(false),
  /** a squad's half-squad side; project default: half its firepower (rounded up), the rest the same */
  halfSquad: z
    .strictObject({
      firepower: z.number().int().min(0).max(20),
      range: z.number().int().min(0).max(60),
      movement: z.number().int().min(0).max(30),
      morale: z.number().int().min(1).max(12),
    })
    .optional(),
  sw: z.array(swSchema).max(2).default([]),
  /** armoured vehicles: armour factor against ordnance penetration (project default 3, docs/rulesets/lnl.md "OFT") */
  armor: z.number().int().min(0).max(20).optional(),
  /**
   * vehicles and gun crews (a crew with an ordnance SW): the hull's (the gun's) facing at the start, in
   * degrees like a table unit's (0 = away from the near edge, clockwise), rounded to the nearest
   * hexside; absent: the facing of the table unit with the same id, else 0 (docs/rulesets/lnl.md "Vehicles")
   */
  facing: z.number().min(-360).max(360).optional(),
  /** vehicles: a turret (project default: armoured vehicles have one, unarmoured ones do not) */
  turret: z.boolean().optional(),
  /** vehicles: hatches at the start (project default: buttoned) */
  hatches: z.enum(["open", "buttoned"]).optional(),
});
export type Counter = z.output<typeof counterSchema>;

/** A leader's LM when the counter gives none (project default). */
export const DEFAULT_LM = 1;
export const mayUseSw = (k: UnitKind) => k !== "medic" && k !== "armor-leader" && k !== "sniper";
/**
 * How many SWs a unit may carry (card, SW table): a squad 2, a half-squad or crew 1, an SMC 1; a vehicle
 * 1, its gun (project default: the card's SW table is for infantry; a vehicle's ordnance is a counter value).
 */
export function swCarry(k: UnitKind): number {
  if (!mayUseSw(k)) return 0;
  if (k === "squad") return 2;
  return 1;
}
/** A vehicle's SW is its gun: ordnance only (project default: its MGs are its IFP). */
export const vehicleSwKinds: readonly SupportWeapon["kind"][] = ["ordnance"];
