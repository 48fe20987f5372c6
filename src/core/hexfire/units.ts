import { DEFAULTS, statsOf, terrainOf } from "./data";
import type { HexfireMap } from "./map";
import type { HexfireState, HexfireUnit } from "./state";

/** Small questions about units the rules ask everywhere. */

/** A unit by id (ids from commands are looked up, never used as object keys). */
export const unitById = (s: HexfireState, id: string): HexfireUnit | null =>
  s.units.find((u) => u.id === id) ?? null;

/** The units standing in a hex (carried units are in their APC, not the hex). */
export const unitsIn = (s: HexfireState, hex: string): HexfireUnit[] => s.units.filter((u) => u.hex === hex);

/** The unit's FP: its type's, less the reduced loss. */
export const fpOf = (u: HexfireUnit): number =>
  Math.max(0, statsOf(u.type).fp - (u.reduced ? DEFAULTS.reducedFpLoss : 0));

/** Levels a unit's eye is raised above its hex (a helicopter flies: project default). */
export const raisedLevels = (u: HexfireUnit): number =>
  u.type === "helicopter" ? DEFAULTS.helicopterLevels : 0;

/** The measured LOS between two units' hexes, each eye raised as its unit flies. */
export const losBetween = (map: HexfireMap, a: HexfireUnit, b: HexfireUnit) =>
  map.los(a.hex!, b.hex!, { from: raisedLevels(a), to: raisedLevels(b) });

/** A unit's side's other side. */
export const otherSide = (s: HexfireState, side: string): string => s.sides.find((x) => x !== side)!;

/** Units of `side` still able to start an activation (on the board, not Finished). */
export const readyUnits = (s: HexfireState, side: string): HexfireUnit[] =>
  s.units.filter((u) => u.side === side && u.hex !== null && !u.finished);

/** Whether a hex's terrain conceals (the card's concealment line needs "concealing terrain"). */
export const concealingHex = (map: HexfireMap, hex: string): boolean =>
  terrainOf(map.hex(hex)!.terrain).concealing;
