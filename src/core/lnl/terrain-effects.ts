import { z } from "zod";
import { HEX_LOS_CLASSES } from "../los/hex-sight-rules";
import type { HexTerrain } from "../table/hex-terrain";

/**
 * What each hex terrain (core/table/hex-terrain.ts, the table's words) does to line of sight and to a
 * target in it under Lock 'n Load: its terrain-effects table (TEC), as data; the rules read by the
 * measured hex LOS are in hex-sight.ts. Seed 004 gives none of it (rules-reference
 * §B.004, "[MISSING] the TEC"): every row is a **project default**, read from the public Lock 'n Load
 * Tactical v5.1 core rules (10.3: blocking and degrading silhouettes; the TEC's TM column), rounded to
 * the terrain types a Sightline table has. `obstacleYards` is how tall the silhouette stands for the
 * measured LOS when a hex's terrain comes from an override rather than from a feature with a height.
 */

/** What a hex's terrain does to a line of sight crossing it (never the firer's or target's hex). */
export type LosClass = (typeof HEX_LOS_CLASSES)[number];

const effectSchema = z.strictObject({
  los: z.enum(HEX_LOS_CLASSES),
  /** the target modifier for a unit in the hex (the card: "see TEC", max +4 in total) */
  tm: z.number().int().min(-3).max(4),
  obstacleYards: z.number().nonnegative().max(100),
  source: z.string().min(1),
});
export type TerrainEffect = z.output<typeof effectSchema>;

const PD = "project default (LnLT v5.1 TEC reading)";

/**
 * The default terrain-effects table, one row for every hex terrain of the table vocabulary (typed over
 * `HexTerrain`, so a terrain added there must be given a row here); checked by its schema when the
 * module loads.
 */
const ROWS = {
  clear: { los: "clear", tm: 0, obstacleYards: 0, source: PD },
  road: { los: "clear", tm: 0, obstacleYards: 0, source: PD },
  woods: { los: "blocking", tm: 2, obstacleYards: 15, source: PD },
  building: { los: "blocking", tm: 3, obstacleYards: 8, source: PD },
  "built-up": { los: "blocking", tm: 2, obstacleYards: 8, source: PD },
  rubble: { los: "degrading", tm: 2, obstacleYards: 1.5, source: PD },
  water: { los: "clear", tm: -1, obstacleYards: 0, source: PD },
  trench: { los: "clear", tm: 2, obstacleYards: 0, source: PD },
  "light-woods": { los: "degrading", tm: 1, obstacleYards: 10, source: PD },
  brush: { los: "degrading", tm: 1, obstacleYards: 2.5, source: PD },
  orchard: { los: "degrading", tm: 1, obstacleYards: 6, source: PD },
  grain: { los: "degrading", tm: 0, obstacleYards: 2.5, source: PD },
} as const satisfies Record<HexTerrain, z.input<typeof effectSchema>>;

/** The terrain-effects table, every row checked. */
export const TERRAIN_EFFECTS: ReadonlyMap<HexTerrain, TerrainEffect> = new Map(
  (Object.entries(ROWS) as [HexTerrain, unknown][]).map(([k, v]) => [k, effectSchema.parse(v)] as const),
);

/** The effect of a terrain type. */
export const effectOf = (t: HexTerrain): TerrainEffect => TERRAIN_EFFECTS.get(t)!;

/**
 * Smoke (a smoke feature over the hex's centre, or a game's smoke marker) is degrading in hexes the
 * line crosses: project default, reading LnLT 7.0; the card's own smoke lines (firing from a Smoke
 * hex: −1 DFT / +1 OFT) are the ruleset's.
 */
export const SMOKE_LOS: LosClass = "degrading";

/**
 * How tall smoke stands where no smoke feature gives a height (an override's smoke, a game's smoke
 * marker), yards: project default, a smoke feature's default height (docs/table-format.md).
 */
export const SMOKE_OBSTACLE_YARDS = 20;

/** At most two degrading hexes count; a third blocks (seed 004, DFT line 4 and OFT firer line 2). */
export const MAX_DEGRADING_COUNTED = 2;
