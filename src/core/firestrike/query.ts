import { own } from "../own";
import type { Ctx, Env } from "./context";
import type { Modifier } from "./events";
import type { BasePose } from "./oracle";
import type { Base, GameState, Point } from "./state";
import type { StatLine } from "./stats/schema";
import type { Grade, Source } from "./vocab";

/** Small questions about bases, formations and charts that many rules ask. */

/** A chart value with its source, as read from the charts file. */
export interface SourcedValue {
  value: number;
  source: Source;
}

/** Grade order, best first (seed 000 §1.5): lower is better. */
export const GRADE_RANK: Record<Grade, number> = {
  elite: 0,
  veteran: 1,
  seasoned: 2,
  inexperienced: 3,
  militia: 4,
};

/** Builds a modifier from a chart value, multiplied `times` (per damage point, per HQ lost...). */
export function mod(rule: string, v: SourcedValue, text: string, times = 1): Modifier {
  return { rule, value: v.value * times, source: v.source, text };
}

/** The stat line a base uses now (dismounted cavalry use their dismounted line, seed 000 §3.2). */
export function statOf(env: Env, base: Base): StatLine {
  const line = env.stats.byId.get(base.statLine);
  if (!line) throw new Error(`base ${base.id} names stat line "${base.statLine}", which the stat book lacks`);
  if (base.dismounted && line.dismountedAs) return env.stats.byId.get(line.dismountedAs) ?? line;
  return line;
}

/** Vehicles: wheeled, tracked or half-tracked (seed 000 §3.21). */
export const isVehicle = (line: StatLine): boolean =>
  line.mobility === "wheeled" || line.mobility === "tracked" || line.mobility === "half-track";

/** Foot troops: infantry, engineers, cavalry, machine guns, mortars (seed 000 §3.2). */
export const isFoot = (line: StatLine): boolean => line.mobility === "foot";

/** Personnel (infantry) units, which may have only one damaged base (seed 000 §5.1). */
export const isInfantryClass = (line: StatLine): boolean =>
  line.class === "infantry" || line.class === "engineer" || line.class === "cavalry";

/** Headquarters bases (seed 000 §1.4). */
export const isHq = (line: StatLine): boolean => line.class === "HQ";

/** Machine gun and mortar bases are killed when hit (seed 000 §5.1). */
export const diesWhenHit = (line: StatLine): boolean =>
  line.class === "machine-gun" || line.class === "mortar";

/** Immobilized results only happen to vehicles, towed artillery included (seed 000 §5.1). */
export const canBeImmobilized = (line: StatLine): boolean => isVehicle(line) || line.class === "towed-gun";

/** Aviation: drones (seed 000 §1.3). */
export const isAir = (line: StatLine): boolean => line.mobility === "air";

/**
 * seed 000 §1.3: "the presence of any aviation on (or over) the board may distract ground based AA
 * guns". Project default reading: airstrikes come and go within step 3 (placed in 3a, resolved and
 * removed in 3b), before any direct fire, so the aviation over the board when an AA gun would fire
 * is the enemy's drones in play; while there is any, it is distracted ("may" read as "does").
 */
export function enemyAviationOver(s: GameState, env: Env, side: string): boolean {
  return allBases(s).some((b) => b.side !== side && inPlay(b) && !b.carriedBy && isAir(statOf(env, b)));
}

/** seed 000 §6.4: foot units in an assault include infantry, towed artillery and mortars; never HQs (§1.4). */
export const isAssaultFoot = (line: StatLine): boolean =>
  (isFoot(line) || line.class === "towed-gun") && !isHq(line);

/** In play: on the table and able to act. */
export const inPlay = (b: Base): boolean => b.status === "active";

/** The table inches for a distance the charts give at the reference scale. */
export const scaled = (s: GameState, referenceInches: number): number => referenceInches * s.scaleFactor;

/** The oracle's view of a base. */
export function poseOf(b: Base): BasePose {
  return {
    id: b.id,
    side: b.side,
    catalogType: b.catalogType,
    x: b.x,
    y: b.y,
    facing: b.facing,
    frontageInches: b.frontageInches,
    depthInches: b.depthInches,
    prone: b.prone,
    hullDown: b.hullDown,
    dugIn: b.entrenched || (b.digIn?.complete ?? false),
  };
}

/** Every base in id order (object key order is insertion order; sorting keeps replay independent of it). */
export function allBases(s: GameState): Base[] {
  return Object.keys(s.bases)
    .sort()
    .map((k) => s.bases[k]!);
}

/** The formation and every formation above it (seed 000 §1.4: the chain of command). */
export function chainOf(s: GameState, formationId: string): string[] {
  const out: string[] = [];
  let f = own(s.formations, formationId);
  while (f && !out.includes(f.id)) {
    out.push(f.id);
    f = f.parent ? own(s.formations, f.parent) : undefined;
  }
  return out;
}

/** HQ bases in a base's chain of command, in play or not. */
export function hqsInChain(ctx: Ctx, base: Base): Base[] {
  const chain = new Set(chainOf(ctx.s, base.formation));
  return allBases(ctx.s).filter(
    (b) => b.id !== base.id && chain.has(b.formation) && isHq(statOf(ctx.env, b)),
  );
}

/** HQ bases lost in a base's chain of command (seed 000 §3.4 rally modifier). */
export function lostHqsInChain(ctx: Ctx, base: Base): number {
  return hqsInChain(ctx, base).filter((b) => !inPlay(b)).length;
}

/** Plane distance between two points. */
export const dist = (a: Point, b: Point): number => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** A base's position. */
export const at = (b: Base): Point => [b.x, b.y];

/** The other side's id. */
export function enemyOf(s: GameState, side: string): string {
  return s.sides.find((x) => x.id !== side)!.id;
}

/** A side's record. */
export function sideOf(s: GameState, side: string) {
  const found = s.sides.find((x) => x.id === side);
  if (!found) throw new Error(`unknown side ${side}`);
  return found;
}

/** Bases carried by (inside or riding on) a vehicle. */
export const passengersOf = (s: GameState, vehicleId: string): Base[] =>
  allBases(s).filter((b) => b.carriedBy === vehicleId && inPlay(b));

/** The nearest enemy combat base in play (not HQ), by closest-edge distance; the "enemy" of §6.3. */
export function nearestEnemy(ctx: Ctx, base: Base): Base | null {
  let best: Base | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const b of allBases(ctx.s)) {
    if (b.side === base.side || !inPlay(b) || b.carriedBy) continue;
    const line = statOf(ctx.env, b);
    if (isHq(line) || isAir(line)) continue;
    const d = ctx.env.oracle.edgeDistance(poseOf(base), poseOf(b));
    if (d < bestD) {
      bestD = d;
      best = b;
    }
  }
  return best;
}

/** Unit vector of a facing in degrees (0 = +y, clockwise). */
export function facingVector(deg: number): Point {
  const r = (deg * Math.PI) / 180;
  return [Math.sin(r), Math.cos(r)];
}

/** Facing in degrees [0, 360) of a direction vector. */
export function facingOf(v: Point): number {
  const d = (Math.atan2(v[0], v[1]) * 180) / Math.PI;
  return ((d % 360) + 360) % 360;
}

/** Smallest absolute angle between two facings, degrees. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  return d;
}
