import type { Category } from "../catalog/schema";

/**
 * How posture and trenches change a silhouette. Source: project default throughout; seed 000 names
 * Prone, Hull Down and dug-in positions (§1.1, §3.2, §3.23) but gives no heights.
 */
export const POSTURE_DEFAULTS = {
  /** prone silhouette when the catalog gives no proneHeightYards: this share of the standing height */
  proneHeightShare: 0.3,
  /** eye height as a share of the prone silhouette */
  proneEyeShare: 0.8,
  /** hull-down: this share of a vehicle's height is below the crest in front of it */
  hullDownSunkShare: 0.5,
  /** dug in or in a trench: this much of the silhouette, yards, shows above the ground */
  exposedYards: { personnel: 0.5, armour: 1.0, aviation: 0, HQ: 1.0 } satisfies Record<Category, number>,
  source: "project default",
} as const;
