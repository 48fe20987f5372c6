import { distanceToRing, type Pt, pointInPolygon } from "../geom2d";
import type { Table } from "../table/schema";

/**
 * The few ways a verdict puts numbers and names into words, shared by the reasons and the fact lines
 * so that the two never round the same figure differently (issue 17 item 17).
 */

/** Yards to one decimal, a whole number without ".0": "1.2 yards", "15 yards", "1 yard". */
export function yardsText(n: number): string {
  const r = Math.round(n * 10) / 10;
  const s = Number.isInteger(r) ? String(r) : r.toFixed(1);
  return `${s} ${r === 1 ? "yard" : "yards"}`;
}

/** Table inches to one decimal: 14.7". The reasons and the fact lines share it, so they round alike. */
export function inchesText(n: number): string {
  return `${(Math.round(n * 10) / 10).toFixed(1)}"`;
}

/** As yardsText, as an adjective: "2-yard", "1.5-yard". */
export function yardAdjective(n: number): string {
  const r = Math.round(n * 10) / 10;
  return `${Number.isInteger(r) ? String(r) : r.toFixed(1)}-yard`;
}

/** Shares this close to one half are a half: the sum of the samples' weights rounds off. */
export const HALF_TOLERANCE = 1e-9;

/**
 * A cover share rounded to two places, or more where two would land it on the other side of one
 * half (or on it), so a reported 0.5 never stands for a covered 0.503 (seed 000 §5.1: "more than half").
 */
export function roundShare(f: number): number {
  if (Math.abs(f - 0.5) <= HALF_TOLERANCE) return 0.5;
  for (let d = 2; d <= 6; d++) {
    const k = 10 ** d;
    const r = Math.round(f * k) / k;
    if (r > 0.5 === f > 0.5 && (r === 0.5) === (f === 0.5)) return r;
  }
  return f;
}

/** A share as a percentage, with as many decimals as roundShare keeps: "38%", "50.3%". */
export function percentText(f: number): string {
  const r = roundShare(f);
  const p = r * 100;
  for (let d = 0; d <= 4; d++) {
    const s = p.toFixed(d);
    if (Math.abs(Number(s) - p) < 1e-9) return `${s}%`;
  }
  return `${p.toFixed(4)}%`;
}

/**
 * The 95% Wilson score interval of a share measured over `n` (effective) samples: the sampling
 * error band of a cover fraction. [0, 1] when there are no samples.
 */
export function wilsonBand(p: number, n: number, z = 1.96): [number, number] {
  if (!(n > 0)) return [0, 1];
  const z2 = z * z;
  const d = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / d;
  const half = (z / d) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A feature by id with its kind, unless its id already says it: "village-1 (built-up)", "trench". */
export function featureWithType(id: string, type: string): string {
  return id.toLowerCase().includes(type.toLowerCase()) ? id : `${id} (${type})`;
}

/**
 * True when the target stands on the hill (its plateau or its slope band) that hides part of it:
 * only then is the hidden part behind a crest on the target's own side, a reverse slope; a hill
 * between two units on the flat is just a hill in the way.
 */
export function onHill(table: Table, hillId: string, footprint: readonly Pt[], centre: Pt): boolean {
  const f = table.features.find((x) => x.id === hillId);
  if (f?.type !== "hill") return false;
  for (const p of [centre, ...footprint])
    if (pointInPolygon(p[0], p[1], f.outline) || distanceToRing(p[0], p[1], f.outline) < f.slopeInches)
      return true;
  return false;
}
