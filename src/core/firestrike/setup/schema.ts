import { z } from "zod";
import { MAX_FACING } from "../../table/schema";
import { AIR_LEVELS, DIG_IN_KINDS, FORMATION_LEVELS, GRADES, TRAINING_LEVELS } from "../vocab";

/**
 * A Firestrike game set-up (format `sightline-firestrike-setup/1`): the two sides' Combat Rosters,
 * their nested formations and every base with its grade and position. With a seed and the command log
 * it is the whole save file.
 */

export const SETUP_FORMAT = "sightline-firestrike-setup/1";

const num = z.number().finite();
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, {
    message: "must start with a letter or digit and use only letters, digits, _ . : -",
  });

/** One side and its Combat Roster. */
export const sideSetupSchema = z.strictObject({
  id,
  name: z.string().max(80).optional(),
  /** a row of the charts' Command & Discovery table; explicit ratings below override it */
  quality: z.string().min(1).max(20).default("average"),
  commandRating: z.number().int().min(1).max(20).optional(),
  discoveryRating: z.number().int().min(1).max(21).optional(),
  sabr: num.positive().optional(),
  airLittoralSupremacy: z.boolean().default(false),
  airSuperiority: z.enum(AIR_LEVELS).default("parity"),
  secondImpactZone: z.boolean().default(false),
  trenchLineYards: num.nonnegative().default(0),
  /**
   * seed 000 §1.3: long range heavy artillery support from off-board is handled abstractly. Project
   * default: each battery places one impact zone per turn, at any range, with no parent base.
   */
  offBoardArtillery: z
    .array(
      z.strictObject({
        id,
        name: z.string().max(80).optional(),
        attack: num.nonnegative(),
        codes: z.string().regex(/^[A-Z]+$/, { message: 'must be capital letters, e.g. "ABC"' }),
        /** a key of the charts' barrage diameters */
        barrage: z.string().min(1).max(30),
      }),
    )
    .default([]),
});

/** One formation; `parent` nests it under another. */
export const formationSetupSchema = z.strictObject({
  id,
  side: id,
  name: z.string().max(80).optional(),
  level: z.enum(FORMATION_LEVELS).default("company"),
  parent: id.optional(),
});

/** One base, with optional starting states. */
export const baseSetupSchema = z.strictObject({
  id,
  side: id,
  formation: id,
  /** stat line id (models/firestrike/units.json) */
  statLine: z.string().min(1).max(40),
  grade: z.enum(GRADES).default("seasoned"),
  training: z.enum(TRAINING_LEVELS).default("trained"),
  x: num,
  y: num,
  /** degrees, −360…360 as a table unit's facing */
  facing: num.min(-MAX_FACING).max(MAX_FACING).default(0),
  frontageInches: num.positive().optional(),
  depthInches: num.positive().optional(),
  prone: z.boolean().default(false),
  hullDown: z.boolean().default(false),
  dugIn: z.enum(DIG_IN_KINDS).optional(),
  entrenched: z.boolean().default(false),
  carriedBy: id.optional(),
  riding: z.enum(["inside", "rider"]).default("inside"),
  towedBy: id.optional(),
  dismounted: z.boolean().default(false),
  damage: z.number().int().min(0).max(20).default(0),
});

/** The whole set-up file. */
export const setupSchema = z.strictObject({
  format: z.literal(SETUP_FORMAT),
  name: z.string().max(120).optional(),
  /** ground yards per table inch; the scale sets it when omitted */
  scale: z.enum(["6mm", "10mm", "15mm"]).default("6mm"),
  yardsPerInch: num.positive().max(1000).optional(),
  /** project default: the seed sets no turn limit */
  turnLimit: z.number().int().min(1).max(99).default(12),
  nbcActive: z.boolean().default(false),
  sides: z.array(sideSetupSchema).length(2),
  formations: z.array(formationSetupSchema).min(1),
  bases: z.array(baseSetupSchema).min(1),
});

/** A validated set-up. */
export type GameSetup = z.output<typeof setupSchema>;
/** A set-up as written (defaults not yet filled in). */
export type GameSetupInput = z.input<typeof setupSchema>;
