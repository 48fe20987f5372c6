import type { Dice } from "../../game/ruleset";
import { orientedRect, type Pt, polylineTouchesRing, ringGap, segmentDistance } from "../../geom2d";
import { inchesToCm } from "../../table/length-unit";
import type { Feature, Table } from "../../table/schema";
import { pathHalfWidth } from "../../table/terrain";
import { SKILL, type Training } from "../data";
import { AIRBORNE } from "./data";
import { type Scatter, scatter } from "./scatter";

/**
 * seed 002, Glider Airborne: "Each glider selects a landing zone. The glider must pass a skill test or
 * scatter 4d6. If the test fails the scatter result becomes the landing zone. Roll 5d6, this is the
 * length forward the glider moves before stopping from the landing zone, if the wings of the plane touch
 * any tree or building or other terrain feature then for every paratrooper roll a d6. On a 6+ a
 * paratrooper has died, for every terrain piece that hits it the add 1 to the roll ... If the gliders
 * centre hits a terrain feature the glider and its troops are killed."
 * Measured on the table's footprints (cm): the glider (project default size) slides along its heading;
 * its footprint swept along the slide is a rectangle, wingspan wide, from its tail at the landing zone
 * to its nose where it stops; every standing feature (chosen reading: a wood, building, built-up area,
 * rubble, wall, hedge or wire; not hills, water, roads, trenches, minefields or smoke) that touches it
 * is a piece its wings touch; the centre's own track from the zone to the stop touching one kills all.
 * No piece touched: nobody rolls.
 */

/** The features a glider's wings can touch (chosen reading of "tree or building or other terrain feature"). */
export const STANDING = new Set(["woods", "building", "built-up", "rubble", "wall", "hedge", "wire"]);

/** One glider's landing. */
export interface GliderEvent {
  type: "glider";
  unit: string;
  chosen: [number, number];
  heading: number;
  skill: { natural: number; need: number; passed: boolean };
  scatter: Scatter | null;
  zone: [number, number];
  slide: { dice: number[]; cm: number };
  stop: [number, number];
  /** the swept footprint, cm */
  swept: [number, number][];
  touched: string[];
  /** the features the centre's track hit (all aboard killed) */
  centreHit: string[];
  /** each paratrooper's d6 and whether it died (empty when no piece touched or the centre hit) */
  rolls: { model: string; natural: number; dead: boolean }[];
  need: number | null;
  dead: string[];
}

type Cm = [number, number];
const cm = (p: readonly [number, number]): Cm => [inchesToCm(p[0]), inchesToCm(p[1])];

/** Whether a feature's footprint (cm) touches a ring (cm). */
function touchesRing(f: Feature, ring: Pt[]): boolean {
  if ("outline" in f) return ringGap(f.outline.map(cm), ring) === 0;
  if (!("path" in f)) return false;
  const path = f.path.map(cm);
  if (polylineTouchesRing(path, ring)) return true;
  const half = inchesToCm(pathHalfWidth(f as Extract<Feature, { path: unknown }>));
  for (let i = 0; i + 1 < path.length; i++)
    for (let j = 0; j < ring.length; j++)
      if (segmentDistance(path[i]!, path[i + 1]!, ring[j]!, ring[(j + 1) % ring.length]!) <= half + 1e-9)
        return true;
  return false;
}

/** Whether a feature's footprint (cm) touches the segment a–b (cm). */
function touchesSegment(f: Feature, a: Cm, b: Cm): boolean {
  if ("outline" in f) return polylineTouchesRing([a, b], f.outline.map(cm));
  if (!("path" in f)) return false;
  const path = f.path.map(cm);
  const half = inchesToCm(pathHalfWidth(f as Extract<Feature, { path: unknown }>));
  for (let i = 0; i + 1 < path.length; i++)
    if (segmentDistance(path[i]!, path[i + 1]!, a, b) <= half + 1e-9) return true;
  return false;
}

/** The footprint swept by a glider whose centre slides from `zone` to `stop` along `heading`. */
export function sweptFootprint(zone: Cm, stop: Cm, heading: number): Cm[] {
  const len = Math.hypot(stop[0] - zone[0], stop[1] - zone[1]);
  const mid: Cm = [(zone[0] + stop[0]) / 2, (zone[1] + stop[1]) / 2];
  return orientedRect(
    mid[0],
    mid[1],
    AIRBORNE.gliderWingspanCm.value,
    len + AIRBORNE.gliderLengthCm.value,
    heading,
  ) as Cm[];
}

/** The standing features a swept footprint and a centre track touch (ids in the table's order). */
export function gliderContacts(table: Table, zone: Cm, stop: Cm, heading: number) {
  const swept = sweptFootprint(zone, stop, heading);
  const standing = table.features.filter((f) => STANDING.has(f.type));
  return {
    swept,
    touched: standing.filter((f) => touchesRing(f, swept)).map((f) => f.id),
    centreHit: standing.filter((f) => touchesSegment(f, zone, stop)).map((f) => f.id),
  };
}

/** Lands one glider: the skill test or 4d6 scatter, the 5d6 slide, the contacts and the death rolls. */
export function landGlider(
  table: Table,
  unit: string,
  training: Training,
  models: readonly string[],
  chosen: Cm,
  heading: number,
  dice: Dice,
): GliderEvent {
  const need = SKILL.get(training)!.value;
  const natural = dice.roll(6);
  const passed = natural >= need;
  const sc = passed ? null : scatter(chosen, AIRBORNE.gliderScatterDice.value, dice, table);
  const zone = sc ? sc.to : chosen;
  const slideDice = Array.from({ length: AIRBORNE.slideDice.value }, () => dice.roll(6));
  const slide = slideDice.reduce((a, b) => a + b, 0);
  const t = (heading * Math.PI) / 180;
  const stop: Cm = [zone[0] + Math.sin(t) * slide, zone[1] + Math.cos(t) * slide];
  const { swept, touched, centreHit } = gliderContacts(table, zone, stop, heading);
  let rolls: GliderEvent["rolls"] = [];
  let dieNeed: number | null = null;
  let dead: string[] = [];
  if (centreHit.length > 0) dead = [...models];
  else if (touched.length > 0) {
    dieNeed = Math.max(1, AIRBORNE.deathOn.value - touched.length);
    rolls = models.map((model) => {
      const n = dice.roll(6);
      return { model, natural: n, dead: n >= dieNeed! };
    });
    dead = rolls.filter((r) => r.dead).map((r) => r.model);
  }
  return {
    type: "glider",
    unit,
    chosen,
    heading,
    skill: { natural, need, passed },
    scatter: sc,
    zone,
    slide: { dice: slideDice, cm: slide },
    stop,
    swept,
    touched,
    centreHit,
    rolls,
    need: dieNeed,
    dead,
  };
}
