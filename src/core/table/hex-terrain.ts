/**
 * What a hex may hold, in the table's words (issue 36 item 5): the neutral vocabulary of hex terrain,
 * as feature types are the neutral vocabulary of a free-form table. A table says what stands in a hex
 * (a wood, a building, grain); what that does to a line of sight, a target or a move is each hex
 * ruleset's chart (Lock 'n Load's: src/core/lnl/terrain-effects.ts), which must give every word here a
 * meaning (its chart is typed over `HexTerrain`, so a word added here is a compile error in every chart
 * until each says what it does). Kept here rather than as each ruleset's own list because a table is
 * data every ruleset reads: a table file validates, and the editor offers its terrains, without a
 * ruleset picked, and one table plays under any hex ruleset.
 */

/** Every hex terrain; the first eight come from table features, the rest only from hex overrides. */
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

/**
 * The feature types that name a hex's terrain, in precedence order: the first whose footprint holds a
 * hex's centre names it (a building standing in a wood makes a building hex), else the hex is clear.
 * The table's reading, the same under every ruleset (project default, issue 21).
 */
export const FEATURE_TERRAIN_ORDER: readonly HexTerrain[] = [
  "building",
  "built-up",
  "woods",
  "rubble",
  "trench",
  "water",
  "road",
];
