import { z } from "zod";
import { HEX_ORIENTATIONS } from "../hex/grid";
import { SCALES } from "../units";
import { HEX_TERRAINS } from "./hex-terrain";
import { LENGTH_UNITS } from "./length-unit";

/**
 * The `sightline-table/1` file format (see docs/table-format.md). Coordinates are table inches from the
 * near-left corner; heights are ground-scale yards; every length field names its unit.
 * Defaults below marked "project default" are Sightline's choices where the seed gives nothing.
 */

export const TABLE_FORMAT = "sightline-table/1";

/** Feature types that are closed outlines. */
export const AREA_FEATURE_TYPES = [
  "hill",
  "woods",
  "built-up",
  "building",
  "rubble",
  "water",
  "minefield",
] as const;
/** Feature types that are open paths. */
export const PATH_FEATURE_TYPES = ["wall", "hedge", "trench", "road", "wire"] as const;
/** Every feature type a table may hold. */
export const FEATURE_TYPES = [...AREA_FEATURE_TYPES, ...PATH_FEATURE_TYPES, "smoke"] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

/** Unit postures; each changes the silhouette (see core/units/silhouette.ts). */
export const POSTURES = ["normal", "prone", "hull-down", "dug-in"] as const;
export type Posture = (typeof POSTURES)[number];

export const WIRE_TYPES = ["heavy", "medium"] as const;

/** The features a table may have (limits.ts, a module without zod for the map workers). */
export { MAX_FEATURES } from "./limits";
/** At most this many units: threat maps count the units seeing a cell in 16 bits. */
export const MAX_UNITS = 0xffff;
/** A facing is an angle from −360 to 360 degrees. */
export const MAX_FACING = 360;

const num = z.number().finite();
const pos = num.positive();
const nonNeg = num.nonnegative();
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, {
    message: "must start with a letter or digit and use only letters, digits, _ . : -",
  });
const point = z.tuple([num, num]);
const ring = z.array(point).min(3);
const path = z.array(point).min(2);
const label = z.string().max(80).optional();

const hill = z.strictObject({
  id,
  type: z.literal("hill"),
  label,
  level: z.number().int().min(1).max(9),
  outline: ring,
  /** project default 0.5": the slope band runs outward from the outline down to the level below */
  slopeInches: pos.max(12).default(0.5),
});
const woods = z.strictObject({
  id,
  type: z.literal("woods"),
  label,
  outline: ring,
  heightYards: pos.default(15),
});
const builtUp = z.strictObject({
  id,
  type: z.literal("built-up"),
  label,
  outline: ring,
  heightYards: pos.default(8),
});
const building = z.strictObject({
  id,
  type: z.literal("building"),
  label,
  outline: ring,
  heightYards: pos.default(8),
});
const rubble = z.strictObject({
  id,
  type: z.literal("rubble"),
  label,
  outline: ring,
  heightYards: pos.default(1.5),
});
const water = z.strictObject({
  id,
  type: z.literal("water"),
  label,
  outline: ring,
  /** fordable water slows movement; deep water blocks it (movement costs live in the rules charts) */
  fordable: z.boolean().default(false),
});
const minefield = z.strictObject({ id, type: z.literal("minefield"), label, outline: ring });
const wall = z.strictObject({
  id,
  type: z.literal("wall"),
  label,
  path,
  heightYards: pos.default(1.5),
  thicknessInches: pos.max(2).default(0.08),
});
const hedge = z.strictObject({
  id,
  type: z.literal("hedge"),
  label,
  path,
  heightYards: pos.default(2.5),
  thicknessInches: pos.max(2).default(0.15),
});
const trench = z.strictObject({
  id,
  type: z.literal("trench"),
  label,
  path,
  widthInches: pos.max(4).default(0.25),
  depthYards: pos.max(10).default(2),
});
const road = z.strictObject({
  id,
  type: z.literal("road"),
  label,
  path,
  widthInches: pos.max(6).default(0.5),
  roadClass: z.enum(["main", "secondary", "track"]).default("main"),
});
const wire = z.strictObject({
  id,
  type: z.literal("wire"),
  label,
  path,
  wireType: z.enum(WIRE_TYPES).default("medium"),
  /** seed 000 §1.2: "a half-inch wide heavy entanglement base" */
  widthInches: pos.max(4).default(0.5),
});
const smoke = z.strictObject({
  id,
  type: z.literal("smoke"),
  label,
  center: point,
  radiusInches: pos.max(48),
  heightYards: pos.default(20),
});

/** Schema per feature type, so each feature is checked against the right shape. */
export const FEATURE_SCHEMAS = {
  hill,
  woods,
  "built-up": builtUp,
  building,
  rubble,
  water,
  minefield,
  wall,
  hedge,
  trench,
  road,
  wire,
  smoke,
} as const satisfies Record<FeatureType, z.ZodType>;

export type HillFeature = z.output<typeof hill>;
export type WoodsFeature = z.output<typeof woods>;
export type BuiltUpFeature = z.output<typeof builtUp>;
export type BuildingFeature = z.output<typeof building>;
export type RubbleFeature = z.output<typeof rubble>;
export type WaterFeature = z.output<typeof water>;
export type MinefieldFeature = z.output<typeof minefield>;
export type WallFeature = z.output<typeof wall>;
export type HedgeFeature = z.output<typeof hedge>;
export type TrenchFeature = z.output<typeof trench>;
export type RoadFeature = z.output<typeof road>;
export type WireFeature = z.output<typeof wire>;
export type SmokeFeature = z.output<typeof smoke>;
export type Feature = { [K in FeatureType]: z.output<(typeof FEATURE_SCHEMAS)[K]> }[FeatureType];
/** A feature with an outline. */
export type AreaFeature = Extract<Feature, { outline: unknown }>;
/** A feature with a path. */
export type PathFeature = Extract<Feature, { path: unknown }>;

export const unitSchema = z.strictObject({
  id,
  side: id,
  type: z.string().min(1),
  label,
  x: num,
  y: num,
  /**
   * degrees, 0 = facing +y (away from the near edge), clockwise. Bounded because a huge angle loses
   * its meaning in the trigonometry (1e308° gives NaN corners); −360…360 writes every facing.
   */
  facing: num.min(-MAX_FACING).max(MAX_FACING).default(0),
  posture: z.enum(POSTURES).default("normal"),
  heightYards: pos.optional(),
  eyeYards: pos.optional(),
  baseInches: z.tuple([pos, pos]).optional(),
  /** formation the base belongs to (used by the rules engine; free text here) */
  formation: id.optional(),
});
export type TableUnit = z.output<typeof unitSchema>;

export const deploymentZoneSchema = z.strictObject({ side: id, label, outline: ring });
export type DeploymentZone = z.output<typeof deploymentZoneSchema>;

export const objectiveSchema = z.strictObject({
  id,
  label,
  at: point,
  radiusInches: pos.max(24).default(2),
  points: z.number().int().min(0).max(100).default(1),
});
export type Objective = z.output<typeof objectiveSchema>;

/** Line-of-sight settings a table may change. */
export const losSettingsSchema = z.strictObject({
  /**
   * project default: a unit inside woods or a built-up area sees out, and is seen from outside, only
   * within this many yards of the area's edge (seed 000 is silent; 40 mirrors the hill-edge rule).
   */
  areaEdgeYards: nonNeg.default(40),
  /** seed 000 §1.2: units within 40 yards of a plateau edge may spot and be spotted by lower levels */
  hillEdgeYards: nonNeg.default(40),
});
export type LosSettings = z.output<typeof losSettingsSchema>;

/** One hex's override of what its features say (hex mode, docs/table-format.md "Hex grid"). */
export const hexOverrideSchema = z.strictObject({
  /** the hex's label, column letters then row number ("C4") */
  hex: z.string().min(1).max(8),
  /** the table's word for what stands in it (hex-terrain.ts); what it does is each hex ruleset's chart */
  terrain: z.enum(HEX_TERRAINS).optional(),
  /** the hex's level (0 = ground); replaces the hill level at its centre */
  level: z.number().int().min(0).max(9).optional(),
  /** a smoke hex (degrading for lines crossing it; firing out of it is the ruleset's) */
  smoke: z.boolean().optional(),
});
export type HexOverride = z.output<typeof hexOverrideSchema>;

/** An optional hex grid drawn over the table (issue 21). Tables without it are unchanged. */
export const hexSettingsSchema = z.strictObject({
  /** centre to corner, inches */
  sizeInches: pos.min(0.25).max(48),
  orientation: z.enum(HEX_ORIENTATIONS).default("flat"),
  /** hex A1's centre; by default the hex lies just inside the near-left corner */
  origin: point.optional(),
  /** project default 2 yards: the eye height hex LOS is cast at, above each hex centre's ground */
  eyeYards: pos.max(100).default(2),
  overrides: z.array(hexOverrideSchema).default([]),
});
export type HexSettings = z.output<typeof hexSettingsSchema>;

/** The table without its features and units, which are checked one by one for clearer errors. */
export const tableHeaderSchema = z.strictObject({
  format: z.literal(TABLE_FORMAT),
  name: z.string().min(1).max(120),
  description: z.string().max(4000).optional(),
  scale: z.enum(SCALES).default("6mm"),
  /**
   * the unit the file's lengths are written in (length-unit.ts); absent: inches. Read into inches on
   * load (and dropped), so every length below holds inches once validated.
   */
  lengthUnit: z.enum(LENGTH_UNITS).optional(),
  /** the unit the table is measured in (tape, rulers, rules); absent: inches; a cm file's is cm */
  measuredIn: z.enum(LENGTH_UNITS).optional(),
  yardsPerInch: pos.max(1000).optional(),
  width: pos.max(480),
  depth: pos.max(480),
  /** project default 10 yards per hill level */
  levelHeightYards: pos.max(200).default(10),
  los: losSettingsSchema.default({ areaEdgeYards: 40, hillEdgeYards: 40 }),
  features: z.array(z.unknown()),
  units: z.array(z.unknown()).default([]),
  deploymentZones: z.array(deploymentZoneSchema).default([]),
  objectives: z.array(objectiveSchema).default([]),
  /** project default: the seed sets no turn limit */
  turnLimit: z.number().int().min(1).max(99).default(12),
  /** hex mode: absent on square-free tables, which read exactly as before */
  hex: hexSettingsSchema.optional(),
});

/** A validated table with every default filled in. `yardsPerInch` is resolved from the scale preset. */
export interface Table
  extends Omit<z.output<typeof tableHeaderSchema>, "features" | "units" | "yardsPerInch"> {
  yardsPerInch: number;
  features: Feature[];
  units: TableUnit[];
}
