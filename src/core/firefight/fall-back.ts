import { distSqPointSegment, type Pt, pointInPolygon } from "../geom2d";
import { basesOverlap, type Model } from "./model";
import { HARD_COVER_TYPES, impassableAt } from "./terrain";
import { type FirefightWorld, type Forces, standing, yToInches } from "./world";

/**
 * Seed 003, Fall Back Moves: a unit that failed its Cg check moves I + CRV y to the nearest piece of
 * cover or board edge, whichever is closer; moving off the board, it flees the battle. Measured from
 * the centre of its standing models along a straight path (project defaults: the unit moves as one;
 * it stops when it reaches the cover; cover or an edge that lies nearer the enemy than the unit does
 * is not a way back, nor cover the unit already stands in; difficult terrain does not slow a fall back;
 * impassable terrain on the way stops the whole unit where its first model meets it; and, as for every
 * move (movement.ts), it may pass other units' bases but not end on one: it ends at the farthest point
 * of its way where none of its bases overlaps another unit's standing model).
 */

export type FallBackTarget =
  | { kind: "cover"; featureId: string; at: [number, number]; distanceY: number }
  | { kind: "edge"; edge: "left" | "right" | "near" | "far"; at: [number, number]; distanceY: number };

export interface FallBack {
  unit: string;
  /** I + CRV, y */
  moveY: number;
  target: FallBackTarget;
  /** how far it moved, inches on the table (x, y) */
  moved: [number, number];
  fled: boolean;
  /** the impassable feature, or the other unit's model whose base, that stopped it short, or null */
  blockedBy: string | null;
}

const STEP = 0.05;

/** How far a model may run from where it stands along (ux, uy) before impassable terrain, inches. */
function freeRun(w: FirefightWorld, m: Model, ux: number, uy: number, upTo: number): number {
  for (let d = STEP; d < upTo + STEP; d += STEP) {
    const t = Math.min(d, upTo);
    if (impassableAt(w.table, m.x + ux * t, m.y + uy * t)) return Math.max(0, t - STEP);
  }
  return upTo;
}

/** The impassable feature just beyond where the unit stopped. */
function blocker(
  w: FirefightWorld,
  mine: readonly Model[],
  ux: number,
  uy: number,
  go: number,
): string | null {
  for (const m of mine) {
    const f = impassableAt(w.table, m.x + ux * (go + 2 * STEP), m.y + uy * (go + 2 * STEP));
    if (f) return f.id;
  }
  return null;
}

function closestOnSegment(p: Pt, a: Pt, b: Pt): [number, number] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.min(1, Math.max(0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return [a[0] + t * dx, a[1] + t * dy];
}

function closestOnChain(p: Pt, chain: readonly Pt[], closed: boolean): [number, number] {
  let best: [number, number] = [chain[0]![0], chain[0]![1]];
  let bestD = Number.POSITIVE_INFINITY;
  const n = closed ? chain.length : chain.length - 1;
  for (let i = 0; i < n; i++) {
    const a = chain[i]!;
    const b = chain[(i + 1) % chain.length]!;
    const d = distSqPointSegment(p[0], p[1], a, b);
    if (d < bestD) {
      bestD = d;
      best = closestOnSegment(p, a, b);
    }
  }
  return best;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** Another unit's standing model that one of `mine`, moved `t` along (ux, uy), would end on, or null. */
function baseUnder(
  w: FirefightWorld,
  f: Forces,
  mine: readonly Model[],
  ux: number,
  uy: number,
  t: number,
): Model | null {
  const b = w.rules.settings.baseInches;
  const unit = mine[0]?.unit;
  for (const m of mine) {
    const to = { x: m.x + ux * t, y: m.y + uy * t };
    const o = f.models.find((x) => !x.slain && x.unit !== unit && basesOverlap(x, to, b));
    if (o) return o;
  }
  return null;
}

/** The centre of a unit's standing models. */
export function centreOf(models: readonly Model[]): [number, number] {
  const n = models.length || 1;
  return [models.reduce((s, m) => s + m.x, 0) / n, models.reduce((s, m) => s + m.y, 0) / n];
}

/** The nearest cover or board edge for a unit falling back from `enemies`, measured. */
export function fallBackTarget(
  w: FirefightWorld,
  f: Forces,
  unit: string,
  enemies: readonly string[],
): FallBackTarget {
  const c = centreOf(standing(f, unit));
  const foes = enemies.flatMap((e) => standing(f, e));
  const foeGap = (p: Pt) => Math.min(...foes.map((m) => Math.hypot(m.x - p[0], m.y - p[1])));
  const here = foes.length ? foeGap(c) : 0;
  const away = (p: Pt) => foes.length === 0 || foeGap(p) >= here - 1e-9;
  const ypi = w.table.yardsPerInch;
  const candidates: FallBackTarget[] = [];
  for (const feat of w.table.features) {
    if (!HARD_COVER_TYPES.has(feat.type)) continue;
    if ("outline" in feat && pointInPolygon(c[0], c[1], feat.outline)) continue;
    const at =
      "outline" in feat
        ? closestOnChain(c, feat.outline, true)
        : "path" in feat
          ? closestOnChain(c, feat.path, false)
          : null;
    if (!at) continue;
    if (!away(at)) continue;
    candidates.push({
      kind: "cover",
      featureId: feat.id,
      at: [r2(at[0]), r2(at[1])],
      distanceY: Math.hypot(at[0] - c[0], at[1] - c[1]) * ypi,
    });
  }
  const { width, depth } = w.table;
  const edges: FallBackTarget[] = [
    { kind: "edge", edge: "left", at: [0, c[1]], distanceY: c[0] * ypi },
    { kind: "edge", edge: "right", at: [width, c[1]], distanceY: (width - c[0]) * ypi },
    { kind: "edge", edge: "near", at: [c[0], 0], distanceY: c[1] * ypi },
    { kind: "edge", edge: "far", at: [c[0], depth], distanceY: (depth - c[1]) * ypi },
  ];
  const awayEdges = edges.filter((e) => away(e.at));
  candidates.push(...(awayEdges.length ? awayEdges : edges));
  // The closer wins; on a tie, cover before an edge (the order they were listed).
  const best = candidates.reduce((b, x) => (x.distanceY < b.distanceY - 1e-9 ? x : b));
  return { ...best, at: [r2(best.at[0]), r2(best.at[1])], distanceY: r2(best.distanceY) };
}

/** Makes the fall back: the unit moves `moveY` toward its target (stopping at cover); off the board, it flees. */
export function fallBack(
  w: FirefightWorld,
  f: Forces,
  unit: string,
  enemies: readonly string[],
  moveY: number,
): { forces: Forces; report: FallBack } {
  const target = fallBackTarget(w, f, unit, enemies);
  const mine = standing(f, unit);
  const c = centreOf(mine);
  const dx = target.at[0] - c[0];
  const dy = target.at[1] - c[1];
  const len = Math.hypot(dx, dy);
  const step = yToInches(w, moveY);
  const ux = len > 0 ? dx / len : 0;
  const uy = len > 0 ? dy / len : 0;
  const wanted = target.kind === "cover" ? Math.min(step, len) : step;
  // Impassable terrain (a building, deep water) stops the whole unit where its first model meets it.
  const free = Math.min(wanted, ...mine.map((m) => freeRun(w, m, ux, uy, wanted)));
  const { width, depth } = w.table;
  const off = mine.some((m) => {
    const x = m.x + ux * free;
    const y = m.y + uy * free;
    return x < 0 || x > width || y < 0 || y > depth;
  });
  // Off the board it has fled, wherever the bases were; else it backs off any base it would end on.
  const under = off ? null : baseUnder(w, f, mine, ux, uy, free);
  let go = free;
  for (let k = 1; under && go > 0 && baseUnder(w, f, mine, ux, uy, go); k++)
    go = Math.max(0, free - k * STEP);
  const moved: [number, number] = [r2(ux * go), r2(uy * go)];
  const fled = off || (target.kind === "edge" && go >= len - 1e-9);
  const blockedBy = under ? under.id : go < wanted - 1e-9 ? blocker(w, mine, ux, uy, go) : null;
  const models = f.models.map((m) =>
    m.unit === unit && !m.slain && !fled ? { ...m, x: m.x + moved[0], y: m.y + moved[1] } : m,
  );
  const units = f.units.map((u) => (u.id === unit && fled ? { ...u, status: "fled" as const } : u));
  return { forces: { units, models }, report: { unit, moveY, target, moved, fled, blockedBy } };
}
