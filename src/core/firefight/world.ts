import type { Table } from "../table/schema";
import { baseGap, type FirefightOracle, type Model, type ModelPose, type Unit } from "./model";
import type { FirefightRules, Profile } from "./rules-data";

/** What every firefight rule reads: the rules data, the table and the measured sight oracle. */
export interface FirefightWorld {
  rules: FirefightRules;
  table: Table;
  oracle: FirefightOracle;
}

/** The pieces on the table. */
export interface Forces {
  units: readonly Unit[];
  models: readonly Model[];
}

/** The unit with this id (ids come from files: looked up, never used as object keys). */
export function unitOf(f: Forces, id: string): Unit | undefined {
  return f.units.find((u) => u.id === id);
}

/** A unit's models still standing. */
export const standing = (f: Forces, unit: string): Model[] =>
  f.models.filter((m) => m.unit === unit && !m.slain);

/** A unit's profile (checked when the set-up was read). */
export function profileOf(w: FirefightWorld, u: Unit): Profile {
  const p = w.rules.profiles.get(u.profile);
  if (!p) throw new Error(`no profile "${u.profile}" (validate the set-up first)`);
  return p;
}

/** The unit's weapon range, y (seed 003, Gather Shots). */
export const rangeY = (w: FirefightWorld, u: Unit): number => w.rules.rangeY.get(u.weapon)!;

/**
 * Whether a distance is within a weapon's range (seed 003, Gather Shots: "within range"; the range
 * itself is in range). Compared in whole millionths of a y, so float noise in a measured distance never
 * puts a model at its range out of it, and the inclusive `<=` is what decides a model exactly there
 * (with a tolerance added to the range instead, `<` and `<=` would answer alike, issue 39).
 */
export const withinRange = (distanceY: number, rangeY: number): boolean =>
  Math.round(distanceY * 1e6) <= Math.round(rangeY * 1e6);

/** Edge-to-edge distance between two models' bases, in y (the table's yardsPerInch is the y scale). */
export const gapY = (w: FirefightWorld, a: Model, b: Model): number =>
  baseGap(a, b, w.rules.settings.baseInches) * w.table.yardsPerInch;

/** y to table inches. */
export const yToInches = (w: FirefightWorld, y: number): number => y / w.table.yardsPerInch;

/** A model as the oracle sees it. */
export function poseOf(f: Forces, m: Model): ModelPose {
  return { id: m.id, side: unitOf(f, m.unit)?.side ?? "", x: m.x, y: m.y };
}

/** Sight from one model to another, measured. */
export const sightOf = (w: FirefightWorld, f: Forces, a: Model, b: Model) =>
  w.oracle.sight(poseOf(f, a), poseOf(f, b));

/** Unit-to-unit LOS (seed 003, Pair off Units): some standing model of `a` sees some standing model of `b`. */
export function unitSees(w: FirefightWorld, f: Forces, a: string, b: string): boolean {
  const targets = standing(f, b);
  return standing(f, a).some((m) => targets.some((t) => sightOf(w, f, m, t).visible));
}
