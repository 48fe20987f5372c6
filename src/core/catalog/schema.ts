import { z } from "zod";

/**
 * The unit catalog (`models/catalog.json`, format `sightline-catalog/1`): what each unit type looks
 * like on the table. Rules statistics (attack values, armour codes...) live in the ruleset's own data.
 */

export const CATALOG_FORMAT = "sightline-catalog/1";

/** Seed 000 §1.3: the three kinds of combat unit, plus headquarters bases (§1.4). */
export const CATEGORIES = ["personnel", "armour", "aviation", "HQ"] as const;
export type Category = (typeof CATEGORIES)[number];

/** How a type moves; the rules charts price terrain by mobility. */
export const MOBILITIES = ["foot", "towed", "wheeled", "tracked", "half-track", "air"] as const;
export type Mobility = (typeof MOBILITIES)[number];

/** Procedural model shapes the renderer knows how to build. */
export const MODEL_SHAPES = [
  "infantry",
  /** one skirmish figure on its own base (Firefight's models) */
  "figure",
  "hmg",
  "mortar",
  "gun",
  "tank",
  "ifv",
  "apc",
  "armoured-car",
  "sp-artillery",
  "truck",
  "hq",
  "drone",
] as const;

const pos = z.number().finite().positive();
const source = z.enum(["seed", "project default", "user"]);

const proceduralModel = z.strictObject({
  kind: z.literal("procedural"),
  shape: z.enum(MODEL_SHAPES),
  /** figures or vehicles shown on the base (seed 000 §1.1: one vehicle per base, several figures) */
  count: z.number().int().min(1).max(12).default(1),
});
const glbModel = z.strictObject({
  kind: z.literal("glb"),
  /** path relative to models/, e.g. "glb/t-90.glb" */
  file: z.string().regex(/^[A-Za-z0-9_./-]+\.glb$/, { message: "must be a .glb path inside models/" }),
  /** uniform scale applied to the model, whose units are table inches */
  scale: pos.default(1),
  /** extra turn so the model's front faces +y */
  rotationDeg: z.number().finite().default(0),
});

export const catalogEntrySchema = z.strictObject({
  type: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  category: z.enum(CATEGORIES),
  mobility: z.enum(MOBILITIES),
  /** [frontage, depth] in table inches at the catalog's scale (6mm) */
  baseInches: z.tuple([pos, pos]),
  /** silhouette height above the ground, ground-scale yards */
  heightYards: pos,
  /** eye height above the ground, ground-scale yards; at most the silhouette height */
  eyeYards: pos,
  /** silhouette height when prone (personnel only) */
  proneHeightYards: pos.optional(),
  /** flying height above the ground for aviation, yards */
  altitudeYards: z.number().finite().nonnegative().default(0),
  model: z.discriminatedUnion("kind", [proceduralModel, glbModel]),
  source: source.default("project default"),
});
export type CatalogEntry = z.output<typeof catalogEntrySchema>;

export const catalogSchema = z.strictObject({
  format: z.literal(CATALOG_FORMAT),
  types: z.array(catalogEntrySchema).min(1),
});

/** A validated catalog with a lookup by type name. */
export interface Catalog {
  types: CatalogEntry[];
  byType: ReadonlyMap<string, CatalogEntry>;
}
