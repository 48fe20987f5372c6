import type { HexTerrain } from "../table/hex-terrain";

/**
 * The seam between hex line of sight measured and a hex ruleset's reading of it (issue 36 item 5), as
 * `SightRules` (sight-rules.ts) is for square tables. core/los/hex-los.ts measures: the line from hex
 * centre to hex centre at eye height, cast through the table's 3D geometry, the hexes and hexsides it
 * crosses (core/hex/crossings.ts), where it passes over a feature or below a raised hex's ground, and
 * the two traces of a line along a hexside. Each hex ruleset says what a crossed hex does through one
 * HexSightRules object: its terrain chart (clear, degrading or blocking, and how tall an override's
 * terrain stands), what smoke does, which table features stand in the measured cast, and when the
 * degrading hexes a line crosses block it. A blocking hex the line passes below always blocks.
 * Lock 'n Load's rules are src/core/lnl/hex-sight.ts; the edge that knows the ruleset hands them in.
 */
export interface HexSightRules {
  /** the ruleset's name, for messages and caches */
  readonly name: string;
  /**
   * What a hex of this terrain does to a line crossing it (never the firer's or target's hex), and how
   * tall its silhouette stands, yards, where no feature gives a height (an override's terrain).
   */
  terrain(t: HexTerrain): HexObstacle;
  /** What smoke over a crossed hex does (a smoke feature, an override's or a game's marker), likewise. */
  readonly smoke: HexObstacle;
  /**
   * How a table feature of this type stands in the measured 3D cast between the end hexes: a
   * "blocking" one stays in the cast and blocks where the line meets it; the others are left out of
   * the cast (a degrading one is counted per crossed hex instead).
   */
  castClass(featureType: string): HexLosClass;
  /**
   * The ruleset's reading of the degrading hexes one trace of the line crosses (labels, in order):
   * null when they leave it open, else why they block it, in words ("3 degrading hexes (…): three
   * block").
   */
  degradingBlock(labels: readonly string[]): string | null;
}

/** What a hex's terrain or smoke does to a line crossing it (never the firer's or target's hex). */
export const HEX_LOS_CLASSES = ["clear", "degrading", "blocking"] as const;
export type HexLosClass = (typeof HEX_LOS_CLASSES)[number];

/** A terrain's or smoke's class, and its height where no feature gives one, yards. */
export interface HexObstacle {
  los: HexLosClass;
  obstacleYards: number;
}
