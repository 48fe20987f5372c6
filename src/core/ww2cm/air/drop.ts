import type { Dice } from "../../game/ruleset";
import { type SegmentHitQuery, segmentSolids } from "../../los/segment-hits";
import { cmToInches } from "../../table/length-unit";
import type { Table } from "../../table/schema";
import { standingAt, type TerrainIndex } from "../../table/terrain";
import { AIRBORNE } from "./data";
import { type Scatter, scatter } from "./scatter";

/**
 * seed 002, Paratroopers: "Choose the area for each group. Roll the scatter for the plane of 4d6 that
 * becomes the new landing zone. Roll 3d6 on the scatter, infantry must be placed under a 20cm circle no
 * more or less than 2cm from each other. Any models landing on a building or in a tree are removed."
 * Chosen readings: the 3d6 is a second scatter, from the plane's new landing zone, that gives the
 * circle's centre; the models stand on a triangular grid 2 cm apart (each 2 cm from its neighbours),
 * nearest the centre first, inside the circle, which is kept on the table. Whether a model landed on a
 * building or in a tree is measured through the 3D table: a vertical line is cast down to its landing
 * point from high above, and the first solid it enters decides (a building or built-up area: "on a
 * building"; a wood: "in a tree"; a wall, hedge, hill or open ground: it lands).
 */

/** Where one model came down. */
export interface Landed {
  model: string;
  x: number;
  y: number;
  /** the feature it landed on or in, or null */
  removed: { feature: string; on: "building" | "tree" } | null;
}

/** One group's drop. */
export interface DropEvent {
  type: "drop";
  unit: string;
  aimed: [number, number];
  plane: Scatter;
  drop: Scatter;
  models: Landed[];
}

/** The grid spots of a drop circle, nearest the centre first (then by angle): n of them. */
export function dropSpots(cx: number, cy: number, n: number): [number, number][] {
  const d = AIRBORNE.spacingCm.value;
  const r = AIRBORNE.dropCircleCm.value / 2;
  const k = Math.ceil(r / d) + 1;
  const spots: { p: [number, number]; dist: number; ang: number }[] = [];
  for (let j = -2 * k; j <= 2 * k; j++)
    for (let i = -2 * k; i <= 2 * k; i++) {
      const x = (i + (j % 2 === 0 ? 0 : 0.5)) * d;
      const y = (j * d * Math.sqrt(3)) / 2;
      const dist = Math.hypot(x, y);
      if (dist > r + 1e-9) continue;
      spots.push({ p: [cx + x, cy + y], dist, ang: Math.atan2(x, y) });
    }
  spots.sort((a, b) => a.dist - b.dist || a.ang - b.ang);
  if (spots.length < n)
    throw new Error(`a ${AIRBORNE.dropCircleCm.value} cm circle holds ${spots.length} models, not ${n}`);
  return spots.slice(0, n).map((s) => s.p);
}

const ON: ReadonlyMap<string, "building" | "tree"> = new Map([
  ["building", "building"],
  ["built-up", "building"],
  ["woods", "tree"],
]);

/** What a model landing at (x, y) cm comes down on: the first solid a line cast down to it enters. */
export function landingOn(
  terrain: TerrainIndex,
  hits: SegmentHitQuery,
  x: number,
  y: number,
): Landed["removed"] {
  const [ix, iy] = [cmToInches(x), cmToInches(y)];
  // down to just above the ground, so the ground itself is never the answer
  const ground = standingAt(terrain, ix, iy, false).groundYards + 0.01;
  const first = segmentSolids(hits, ix, iy, AIRBORNE.dropFromYards.value, ix, iy, ground).find(
    (c) => c.type !== "ground",
  );
  const on = first ? ON.get(first.type) : undefined;
  return first && on ? { feature: first.featureId, on } : null;
}

/** Drops one group: the plane's 4d6 scatter, the drop's 3d6, the models placed, those on buildings or trees removed. */
export function dropGroup(
  table: Table,
  terrain: TerrainIndex,
  hits: SegmentHitQuery,
  unit: string,
  models: readonly string[],
  aimed: [number, number],
  dice: Dice,
): DropEvent {
  const margin = AIRBORNE.dropCircleCm.value / 2;
  const plane = scatter(aimed, AIRBORNE.planeScatterDice.value, dice, table);
  const drop = scatter(plane.to, AIRBORNE.dropScatterDice.value, dice, table, margin);
  const spots = dropSpots(drop.to[0], drop.to[1], models.length);
  return {
    type: "drop",
    unit,
    aimed,
    plane,
    drop,
    models: models.map((model, i) => {
      const [x, y] = spots[i]!;
      return { model, x, y, removed: landingOn(terrain, hits, x, y) };
    }),
  };
}

/**
 * seed 002: "If both players have paratroopers roll to see who drops first": a d6 each, again on a tie
 * (at most 10 times, then the first side listed: project default, so the roll always ends).
 */
export function whoDropsFirst(sides: readonly [string, string], dice: Dice) {
  const rolls: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r: [number, number] = [dice.roll(6), dice.roll(6)];
    rolls.push(r);
    if (r[0] !== r[1]) return { first: r[0] > r[1] ? sides[0] : sides[1], rolls };
  }
  return { first: sides[0], rolls };
}
