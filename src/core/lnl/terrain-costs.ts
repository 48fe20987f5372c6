import type { HexTerrain } from "../table/hex-terrain";

/**
 * Movement point costs to enter a hex, by terrain: seed 004 gives none (rules-reference §B.004,
 * "[MISSING] movement costs"). Project defaults after the LnLT v5.1 TEC's pattern (open 1, cover 2);
 * null: the hex cannot be entered. Climbing a level costs one more (project default).
 */
export const MP_COST: Readonly<Record<HexTerrain, number | null>> = {
  clear: 1,
  road: 1,
  woods: 2,
  building: 2,
  "built-up": 2,
  rubble: 2,
  water: null,
  trench: 1,
  "light-woods": 2,
  brush: 2,
  orchard: 1,
  grain: 1,
};
export const CLIMB_COST = 1;
