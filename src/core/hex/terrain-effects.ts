import { z } from "zod";

/**
 * The terrain a hex may hold and what each does to line of sight and to a target in it: the
 * terrain-effects table (TEC) of hex mode, as data. Seed 004 gives none of it (rules-reference
 * §B.004, "[MISSING] the TEC"): every row is a **project default**, read from the public Lock 'n Load
 * Tactical v5.1 core rules (10.3: blocking and degrading silhouettes; the TEC's TM column), rounded to
 * the terrain types a Sightline table has. `obstacleYards` is how tall the silhouette stands for the
 * measured LOS when a hex's terrain comes from an override rather than from a feature with a height.
 */

/** Every hex terrain type; the first eight come from table features, the rest only from overrides. */
export const HEX_TERRAINS = [
  "clear",
  "road",
  "woods",
  "building",
  "built-up",
  "rubble",
  "water",
  "trench",
  "light-woods",
  "brush",
  "orchard",
  "grain",
] as const;
export type HexTerrain = (typeof HEX_TERRAINS)[number];

/** What a hex's terrain does to a line of sight crossing it (never the firer's or target's hex). */
export const LOS_CLASSES = ["clear", "degrading", "blocking"] as const;
export type LosClass = (typeof LOS_CLASSES)[number];

const effectSchema = z.strictObject({
  los: z.enum(LOS_CLASSES),
  /** the target modifier for a unit in the hex (the card: "see TEC", max +4 in total) */
  tm: z.number().int().min(-3).max(4),
  obstacleYards: z.number().nonnegative().max(100),
  source: z.string().min(1),
});
export type TerrainEffect = z.output<typeof effectSchema>;

const PD = "project default (LnLT v5.1 TEC reading)";

/** The default terrain-effects table; checked by its schema when the module loads. */
export const TERRAIN_EFFECTS: ReadonlyMap<HexTerrain, TerrainEffect> = new Map(
  (
    [
      ["clear", { los: "clear", tm: 0, obstacleYards: 0, source: PD }],
      ["road", { los: "clear", tm: 0, obstacleYards: 0, source: PD }],
      ["woods", { los: "blocking", tm: 2, obstacleYards: 15, source: PD }],
      ["building", { los: "blocking", tm: 3, obstacleYards: 8, source: PD }],
      ["built-up", { los: "blocking", tm: 2, obstacleYards: 8, source: PD }],
      ["rubble", { los: "degrading", tm: 2, obstacleYards: 1.5, source: PD }],
      ["water", { los: "clear", tm: -1, obstacleYards: 0, source: PD }],
      ["trench", { los: "clear", tm: 2, obstacleYards: 0, source: PD }],
      ["light-woods", { los: "degrading", tm: 1, obstacleYards: 10, source: PD }],
      ["brush", { los: "degrading", tm: 1, obstacleYards: 2.5, source: PD }],
      ["orchard", { los: "degrading", tm: 1, obstacleYards: 6, source: PD }],
      ["grain", { los: "degrading", tm: 0, obstacleYards: 2.5, source: PD }],
    ] as const
  ).map(([k, v]) => [k, effectSchema.parse(v)] as const),
);

/** The effect of a terrain type. */
export const effectOf = (t: HexTerrain): TerrainEffect => TERRAIN_EFFECTS.get(t)!;

/**
 * Smoke (a smoke feature over the hex's centre, or a game's smoke marker) is degrading in hexes the
 * line crosses: project default, reading LnLT 7.0; the card's own smoke lines (firing from a Smoke
 * hex: −1 DFT / +1 OFT) are the ruleset's.
 */
export const SMOKE_LOS: LosClass = "degrading";

/** At most two degrading hexes count; a third blocks (seed 004, DFT line 4 and OFT firer line 2). */
export const MAX_DEGRADING_COUNTED = 2;

/** Feature types in precedence order: the first whose footprint holds a hex's centre names its terrain. */
export const FEATURE_TERRAIN_ORDER: readonly HexTerrain[] = [
  "building",
  "built-up",
  "woods",
  "rubble",
  "trench",
  "water",
  "road",
];
