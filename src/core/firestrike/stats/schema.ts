import { z } from "zod";
import { FIRE_KINDS, GUN_CLASSES, MOBILITIES, SOURCES, UNIT_CLASSES } from "../vocab";

/**
 * Firestrike unit stat lines (`models/firestrike/units.json`, format `sightline-firestrike-units/1`):
 * the "Vehicle and Equipment Values" the seed refers to but does not print. Each line is keyed by an
 * id; the line whose id equals a catalog type is that type's default. Distances are inches at the
 * charts' reference scale (6mm). `source` covers the whole line; `seed` lists the fields the seed
 * text itself gives, each with its citation.
 */

export const STATS_FORMAT = "sightline-firestrike-units/1";

const num = z.number().finite();
const nonNeg = num.nonnegative();
const pos = num.positive();
const codes = z.string().regex(/^[A-Z]+$/, { message: 'must be one or more capital letters, e.g. "AB"' });

/** One weapon of a stat line. */
export const weaponSchema = z.strictObject({
  name: z.string().min(1).max(40),
  /** heavy or light direct fire (seed 000 turn sequence 5a), or indirect (barrages) */
  fire: z.enum(FIRE_KINDS),
  attack: nonNeg,
  rangeInches: pos,
  minRangeInches: nonNeg.default(0),
  /** weapon codes matched against armour codes (seed 000 §5.1) */
  codes,
  /** indirect weapons: a key of the charts' barrage diameters */
  barrage: z.string().min(1).max(30).optional(),
  /** assault/engineering weapons may fire while in assault contact (seed 000 §6.4) */
  assaultWeapon: z.boolean().default(false),
  /**
   * a ground-based AA gun: enemy aviation over the board distracts it from ground targets (seed 000
   * §1.3; the project default reading is in docs/firestrike.md)
   */
  antiAircraft: z.boolean().default(false),
});
/** A validated weapon. */
export type Weapon = z.output<typeof weaponSchema>;

const movementSchema = z.strictObject({
  prone: nonNeg.optional(),
  walking: nonNeg.optional(),
  rushing: nonNeg.optional(),
  assault: nonNeg.optional(),
  heavyWeapon: nonNeg.optional(),
  manhandling: nonNeg.optional(),
  forward: nonNeg.optional(),
  reverse: nonNeg.optional(),
  assaultBonus: nonNeg.optional(),
});
/** Movement rates by mode, inches at the reference scale. */
export type Movement = z.output<typeof movementSchema>;

/** One unit stat line. */
export const statLineSchema = z.strictObject({
  id: z.string().min(1).max(40),
  /** the catalog type (models/catalog.json) whose model and base size this line uses */
  catalogType: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  class: z.enum(UNIT_CLASSES),
  mobility: z.enum(MOBILITIES),
  movement: movementSchema,
  defence: z.strictObject({ heavy: nonNeg, light: nonNeg, codes }),
  weapons: z.array(weaponSchema).max(6),
  transport: z
    .strictObject({
      infantryBases: z.number().int().min(0).max(6).default(0),
      riders: z.number().int().min(0).max(2).default(0),
      towClass: z.enum(GUN_CLASSES).optional(),
    })
    .optional(),
  /** towed guns: their class for towing and set-up time */
  gunClass: z.enum(GUN_CLASSES).optional(),
  /** cavalry: the stat line used while dismounted */
  dismountedAs: z.string().min(1).max(40).optional(),
  source: z.enum(SOURCES),
  /** fields given by the seed text, as dotted paths ("defence.codes"), each with its citation */
  seed: z.record(z.string().min(1).max(60), z.string().min(1).max(300)).default({}),
});
/** A validated stat line. */
export type StatLine = z.output<typeof statLineSchema>;

/** The whole unit stats file. */
export const statsFileSchema = z.strictObject({
  format: z.literal(STATS_FORMAT),
  statsVersion: z.string().min(1).max(40),
  units: z.array(statLineSchema).min(1),
});

/** Validated stat lines with a lookup by id. */
export interface StatBook {
  statsVersion: string;
  lines: StatLine[];
  byId: ReadonlyMap<string, StatLine>;
}
