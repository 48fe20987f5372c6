import { z } from "zod";
import {
  AIR_LEVELS,
  AIRSTRIKE_TYPES,
  AREA_TERRAIN,
  GRADES,
  GUN_CLASSES,
  LINEAR_TERRAIN,
  MOBILITIES,
  SOURCES,
} from "../vocab";

/**
 * The Firestrike charts file (`models/firestrike/charts.json`, format `sightline-firestrike-charts/1`).
 * Seed 000 refers to a combat chart it does not print, so most values are project defaults; every value
 * says which (`source`). Users may edit the file; it is validated when it loads.
 */

export const CHARTS_FORMAT = "sightline-firestrike-charts/1";

const num = z.number().finite();
const nonNeg = num.nonnegative();
const pos = num.positive();
const int = z.number().int();
const note = z.string().max(600).optional();
const source = z.enum(SOURCES);

/** A value with its source: `{ "value": 8, "source": "seed", "note": "seed 000 §5.1" }`. */
export function sourced<T extends z.ZodType>(value: T) {
  return z.strictObject({ value, source, note });
}

const _sNum = sourced(num);
const sNonNeg = sourced(nonNeg);
const sPos = sourced(pos);
const sInt = sourced(int);

/** Terrain cost multiplier per mobility: a number ≥ 1, or "impassable". */
const cost = z.union([num.min(1), z.literal("impassable")]);
const costTable = z.strictObject(
  Object.fromEntries(MOBILITIES.map((m) => [m, cost])) as Record<(typeof MOBILITIES)[number], typeof cost>,
);

const terrainEntry = z.strictObject({
  /** light fire defence value of the cover (seed 000 §6.4 "#10 cover") */
  lightFireDefence: nonNeg,
  /** counts as cover for Hide, Withdraw and Rout (seed 000 §6.3) */
  cover: z.boolean(),
  /** open-sided cover such as reverse slopes does not give the assault cover bonus (seed 000 §6.4) */
  openSided: z.boolean(),
  /** movement cost multiplier per mobility */
  cost: costTable,
  source,
  note,
});

/** Extra inches to cross a linear obstacle, per mobility, or "impassable". */
const crossCost = z.union([nonNeg, z.literal("impassable")]);
const linearEntry = z.strictObject({
  cross: z.strictObject(
    Object.fromEntries(MOBILITIES.map((m) => [m, crossCost])) as Record<
      (typeof MOBILITIES)[number],
      typeof crossCost
    >,
  ),
  source,
  /** the parts of a `seed` entry that are project defaults, e.g. `["cross.foot"]` (charts/seed-check.ts) */
  projectDefaults: z.array(z.string().max(40)).max(10).optional(),
  note,
});

const gradeRecord = <T extends z.ZodType>(v: T) =>
  z.strictObject(Object.fromEntries(GRADES.map((g) => [g, v])) as Record<(typeof GRADES)[number], T>);

const hitRow = z.strictObject({ min: int, result: z.enum(["D", "I", "K"]) });

const indirectRow = z.strictObject({
  /** this row applies from this many final attack points up */
  minPoints: int,
  /** lowest modified 1D20 for each result; 21 or more means the result cannot happen on this row */
  D: int,
  I: int,
  K: int,
});

const commandQuality = z.strictObject({
  command: int.min(1).max(20),
  discovery: int.min(1).max(21),
  sabr: pos,
});

const airstrikeType = z.strictObject({
  attack: nonNeg,
  codes: z.string().regex(/^[A-Z]*$/, { message: 'must be capital letters, e.g. "AB"' }),
  squareInches: pos,
});

/** The zod schema of the whole charts file. */
export const chartsSchema = z.strictObject({
  format: z.literal(CHARTS_FORMAT),
  /** the charts' own version, recorded in each game so a replay knows which charts it used */
  chartsVersion: z.string().min(1).max(40),
  scale: z.strictObject({
    referenceScale: z.strictObject({ value: z.enum(["6mm", "10mm", "15mm"]), source, note }),
    yardsPerInch: z.strictObject({ "6mm": sPos, "10mm": sPos, "15mm": sPos }),
  }),
  distances: z.strictObject({
    closeRangeInches: sPos,
    longRangeInches: sPos,
    qualifiedHqInches: sPos,
    targetMovedInches: sNonNeg,
    vehicleMinimumMoveInches: sNonNeg,
    riderMountFootInches: sNonNeg,
    riderMountVehicleInches: sNonNeg,
    contactInches: sNonNeg,
    dismountInches: sPos,
    minefieldSquareYards: sPos,
    hillEdgeYards: sNonNeg,
    wireSegmentInches: sPos,
  }),
  terrain: z.strictObject(
    Object.fromEntries(AREA_TERRAIN.map((t) => [t, terrainEntry])) as Record<
      (typeof AREA_TERRAIN)[number],
      typeof terrainEntry
    >,
  ),
  linear: z.strictObject(
    Object.fromEntries(LINEAR_TERRAIN.map((t) => [t, linearEntry])) as Record<
      (typeof LINEAR_TERRAIN)[number],
      typeof linearEntry
    >,
  ),
  movement: z.strictObject({
    heavyWireFootMultiplier: sPos,
    mountDismountVehicleFraction: sNonNeg,
    cavalryMountFraction: sNonNeg,
    immobilizedOnReverse: sInt,
    immobilizedOnAssault: sInt,
    immobilizedOnMediumWire: sInt,
    recoverFromTemporary: sInt,
    mineHitOn: sInt,
  }),
  situationalAwareness: z.strictObject({
    dice: sInt,
    halfFactor: sPos,
    doubleFactor: sPos,
    rounding: z.strictObject({ value: z.enum(["up", "down", "nearest"]), source, note }),
    minimumSabr: sPos,
    maximumDice: sInt,
  }),
  command: z.strictObject({
    qualities: z.record(z.string().min(1).max(20), commandQuality),
    qualitiesSource: z.strictObject({ source, note }),
    hqMoveFinishedFirst: sInt,
    discoveryPerEnemyHqLost: sInt,
    discoveryNbc: sInt,
  }),
  morale: z.strictObject({
    tensTwenty: sInt,
    tensTeens: sInt,
    tensUnits: sInt,
    /** per grade, cell codes for columns 0, 1, 2...; hits past the last column use the last */
    rows: gradeRecord(
      z
        .array(z.enum(["-", "P", "H", "W", "R", "B"]))
        .min(1)
        .max(30),
    ),
    rowsSource: z.strictObject({ source, note }),
    /** the cells the seed text gives; each must agree with `rows` */
    seedCells: z.array(
      z.strictObject({
        grade: z.enum(GRADES),
        column: int.min(0),
        code: z.enum(["-", "P", "H", "W", "R", "B"]),
        note,
      }),
    ),
    rally: gradeRecord(int.min(1).max(21)),
    rallySource: z.strictObject({ source, note }),
    rallyPerLostHq: sInt,
    immobilizedExtraHits: sInt,
  }),
  directFire: z.strictObject({
    closeRange: sInt,
    longRange: sInt,
    perTargetDamage: sInt,
    firerPinned: sInt,
    perFirerDamage: sInt,
    setupMoved: sInt,
    halvingRounding: z.strictObject({ value: z.enum(["down", "nearest", "none"]), source, note }),
    hitTable: z.strictObject({
      vehicle: z.array(hitRow).min(1),
      personnel: z.array(hitRow).min(1),
      source,
      note,
    }),
  }),
  indirectFire: z.strictObject({
    perParentDamage: sInt,
    targetMoved: sInt,
    wireNatural: sInt,
    hitTable: z.strictObject({ rows: z.array(indirectRow).min(1), source, note }),
    barrageDiameterInches: z.record(z.string().min(1).max(30), pos),
    barrageSource: z.strictObject({ source, note }),
  }),
  airstrikes: z.strictObject({
    perTurn: z.strictObject(
      Object.fromEntries(AIR_LEVELS.map((l) => [l, int.min(0).max(20)])) as Record<
        (typeof AIR_LEVELS)[number],
        z.ZodNumber
      >,
    ),
    types: z.strictObject(
      Object.fromEntries(AIRSTRIKE_TYPES.map((t) => [t, airstrikeType])) as Record<
        (typeof AIRSTRIKE_TYPES)[number],
        typeof airstrikeType
      >,
    ),
    targetMoved: sInt,
    source,
    note,
  }),
  assault: z.strictObject({
    elite: sInt,
    veteran: sInt,
    cover: sInt,
    drones: sInt,
    inexperienced: sInt,
    damaged: sInt,
    twoSides: sInt,
    militia: sInt,
    coverDefenceAtLeast: sNonNeg,
    damagedAtLeast: sInt,
  }),
  damage: z.strictObject({ hqDestroyedAbove: sInt, baseDestroyedAbove: sInt }),
  digIn: z.strictObject({
    hastyTurns: sInt,
    foxholeTurns: sInt,
    engineerFactor: sPos,
    vehicleTrenchFactor: sPos,
  }),
  towing: z.strictObject({
    gunClasses: z.strictObject(
      Object.fromEntries(
        GUN_CLASSES.map((g) => [
          g,
          z.strictObject({ limberFraction: nonNeg.max(1), setupFraction: nonNeg.max(1) }),
        ]),
      ) as Record<
        (typeof GUN_CLASSES)[number],
        z.ZodObject<{ limberFraction: z.ZodNumber; setupFraction: z.ZodNumber }>
      >,
    ),
    gunClassesSource: z.strictObject({ source, note }),
    movedFromFraction: sNonNeg,
  }),
});

/** Validated charts, as read from the file. */
export type Charts = z.output<typeof chartsSchema>;
/** The terrain chart entry for one area terrain. */
export type TerrainChartEntry = z.output<typeof terrainEntry>;
/** One row of the direct-fire hit table. */
export type HitRow = z.output<typeof hitRow>;
/** One row of the indirect-fire hit table. */
export type IndirectRow = z.output<typeof indirectRow>;
