import { z } from "zod";
import { HEX_LOS_CLASSES } from "../los/hex-sight-rules";
import type { HexTerrain } from "../table/hex-terrain";

/**
 * The hex fire/assault ruleset's data (seed 001, docs/rulesets/hexfire.md): unit stat blocks, the
 * terrain chart and the numbers the card leaves out. The card prints none of them (rules-reference
 * §B.001 [MISSING]); every value here is a **project default**, filled as seed-gaps-001-002.md says the
 * closest published designs do (Conflict of Heroes' AV/DV and group fire; Lock 'n Load World at War's
 * Ops Complete, recon and HQ bonuses), and each row says so in its `source`. Checked by zod at load.
 */

/** Where a value comes from: the seed's card, or a project default (and what it is read from). */
export const PD_COH = "project default (Conflict of Heroes reading, seed-gaps 001)";
export const PD_WAW = "project default (LnL World at War reading, seed-gaps 001)";
export const PD = "project default (seed-gaps 001)";

/** The unit types a set-up may name. */
export const UNIT_TYPES = ["infantry", "afv", "apc", "spa", "recon", "helicopter", "co", "2ic"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/**
 * What a type counts as for the card's "infantry" and "AFV" lines (group fire, group assault, the
 * AFV-only / infantry-only assault lines): foot units count as infantry, armoured vehicles as AFVs, a
 * helicopter as neither (project default).
 */
export const COUNTS_AS = ["infantry", "afv", "neither"] as const;

const statSchema = z.strictObject({
  /** firepower: AV = FP + 2d6 */
  fp: z.number().int().min(0).max(12),
  /** white FP: soft-target small-arms firepower (the card's ½-range and long-range lines) */
  whiteFp: z.boolean(),
  /** printed range R, hexes: normal fire up to R; a white-FP unit also fires at long range (R < d ≤ 2R) */
  range: z.number().int().min(1).max(30),
  /** armour value: DV = armour + terrain */
  armour: z.number().int().min(0).max(12),
  /** movement points per activation */
  mp: z.number().int().min(0).max(20),
  countsAs: z.enum(COUNTS_AS),
  /** a CO/2IC's bonus to one fire or assault (0 for other units) */
  commandBonus: z.number().int().min(0).max(4),
  source: z.string().min(1),
});
export type UnitStats = z.output<typeof statSchema>;

const STATS = {
  infantry: {
    fp: 5,
    whiteFp: true,
    range: 4,
    armour: 6,
    mp: 4,
    countsAs: "infantry",
    commandBonus: 0,
    source: PD_COH,
  },
  afv: {
    fp: 7,
    whiteFp: false,
    range: 8,
    armour: 9,
    mp: 6,
    countsAs: "afv",
    commandBonus: 0,
    source: PD_COH,
  },
  apc: { fp: 4, whiteFp: true, range: 5, armour: 7, mp: 8, countsAs: "afv", commandBonus: 0, source: PD_COH },
  spa: {
    fp: 8,
    whiteFp: false,
    range: 12,
    armour: 6,
    mp: 5,
    countsAs: "afv",
    commandBonus: 0,
    source: PD_COH,
  },
  recon: {
    fp: 4,
    whiteFp: true,
    range: 5,
    armour: 6,
    mp: 8,
    countsAs: "afv",
    commandBonus: 0,
    source: PD_WAW,
  },
  helicopter: {
    fp: 6,
    whiteFp: false,
    range: 8,
    armour: 6,
    mp: 10,
    countsAs: "neither",
    commandBonus: 0,
    source: PD,
  },
  co: {
    fp: 3,
    whiteFp: true,
    range: 3,
    armour: 6,
    mp: 5,
    countsAs: "infantry",
    commandBonus: 2,
    source: PD_WAW,
  },
  "2ic": {
    fp: 3,
    whiteFp: true,
    range: 3,
    armour: 6,
    mp: 5,
    countsAs: "infantry",
    commandBonus: 1,
    source: PD_WAW,
  },
} as const satisfies Record<UnitType, z.input<typeof statSchema>>;

/** Every unit type's stat block, checked. */
export const UNIT_STATS: ReadonlyMap<UnitType, UnitStats> = new Map(
  (Object.entries(STATS) as [UnitType, unknown][]).map(([k, v]) => [k, statSchema.parse(v)] as const),
);
/** A type's stat block. */
export const statsOf = (t: UnitType): UnitStats => UNIT_STATS.get(t)!;

const terrainSchema = z.strictObject({
  /** the card's "terrain DV bonus" for a unit in the hex */
  dv: z.number().int().min(0).max(4),
  /** concealing terrain (the card's +1 DV concealment line) */
  concealing: z.boolean(),
  /** "Clear (no-cover)" or "Urban" for the card's two assault lines, else "other" */
  assaultClass: z.enum(["clear", "urban", "other"]),
  /** what the hex does to a line of sight crossing it (never the end hexes) */
  los: z.enum(HEX_LOS_CLASSES),
  /** how tall its silhouette stands where no feature gives a height, yards */
  obstacleYards: z.number().nonnegative().max(100),
  /** movement points to enter (climbing to a higher level costs HILL_CLIMB_MP more) */
  cost: z.number().int().min(1).max(6),
  vehiclesMayEnter: z.boolean(),
  source: z.string().min(1),
});
export type TerrainRow = z.output<typeof terrainSchema>;

const TERRAIN = {
  clear: {
    dv: 0,
    concealing: false,
    assaultClass: "clear",
    los: "clear",
    obstacleYards: 0,
    cost: 1,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
  road: {
    dv: 0,
    concealing: false,
    assaultClass: "clear",
    los: "clear",
    obstacleYards: 0,
    cost: 1,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
  woods: {
    dv: 2,
    concealing: true,
    assaultClass: "other",
    los: "blocking",
    obstacleYards: 15,
    cost: 2,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
  building: {
    dv: 3,
    concealing: true,
    assaultClass: "urban",
    los: "blocking",
    obstacleYards: 8,
    cost: 2,
    vehiclesMayEnter: false,
    source: PD_COH,
  },
  "built-up": {
    dv: 2,
    concealing: true,
    assaultClass: "urban",
    los: "blocking",
    obstacleYards: 8,
    cost: 2,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
  rubble: {
    dv: 2,
    concealing: true,
    assaultClass: "urban",
    los: "degrading",
    obstacleYards: 1.5,
    cost: 2,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
  water: {
    dv: 0,
    concealing: false,
    assaultClass: "other",
    los: "clear",
    obstacleYards: 0,
    cost: 3,
    vehiclesMayEnter: false,
    source: PD,
  },
  trench: {
    dv: 2,
    concealing: true,
    assaultClass: "other",
    los: "clear",
    obstacleYards: 0,
    cost: 2,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
  "light-woods": {
    dv: 1,
    concealing: true,
    assaultClass: "other",
    los: "degrading",
    obstacleYards: 10,
    cost: 2,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
  brush: {
    dv: 1,
    concealing: true,
    assaultClass: "other",
    los: "degrading",
    obstacleYards: 2.5,
    cost: 1,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
  orchard: {
    dv: 1,
    concealing: true,
    assaultClass: "other",
    los: "degrading",
    obstacleYards: 6,
    cost: 1,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
  grain: {
    dv: 0,
    concealing: true,
    assaultClass: "other",
    los: "degrading",
    obstacleYards: 2.5,
    cost: 1,
    vehiclesMayEnter: true,
    source: PD_COH,
  },
} as const satisfies Record<HexTerrain, z.input<typeof terrainSchema>>;

/** The terrain chart: every hex terrain of the table's vocabulary, checked. */
export const TERRAIN_CHART: ReadonlyMap<HexTerrain, TerrainRow> = new Map(
  (Object.entries(TERRAIN) as [HexTerrain, unknown][]).map(([k, v]) => [k, terrainSchema.parse(v)] as const),
);
/** A terrain's row. */
export const terrainOf = (t: HexTerrain): TerrainRow => TERRAIN_CHART.get(t)!;

/** The numbers the card leaves out, each a project default (docs/rulesets/hexfire.md, "Defaults"). */
export const DEFAULTS = {
  /** a sandbag marker's DV bonus (the card names sandbags, not their value) */
  sandbagDv: 1,
  /** a CO/2IC's range to the target or the assaulted hex, hexes */
  commandRangeHexes: 3,
  /** long range: R < d ≤ LONG_RANGE_FACTOR × R (white FP only) */
  longRangeFactor: 2,
  /** moving to a higher level costs this many more MP */
  hillClimbMp: 1,
  /** rally at the end of the turn: 2d6 ≥ this removes Shaken, +1 with an own CO/2IC in command range */
  rallyTarget: 8,
  /** a reduced unit's FP is this much lower */
  reducedFpLoss: 1,
  /** a helicopter sees and is seen from this many levels above its hex's ground */
  helicopterLevels: 2,
  /** victory points per enemy step eliminated (a reduction is one step, elimination the rest) */
  pointsPerStep: 1,
  /** an objective hex held alone at the end of a turn scores its points (default 2) */
  objectivePoints: 2,
  /** the turn limit when neither the set-up nor the table gives one */
  turnLimit: 6,
  source: PD,
} as const;
