import type { CellRaster } from "./cell-raster";
import type { MapObserver } from "./observer";
import type { LosWorld } from "./world";

/** Hill-edge masks per raster, by what they depend on: observers on the same level share one. */
const masksOf = new WeakMap<CellRaster, Map<string, { ok: Uint8Array; dead: number }>>();

/**
 * Per cell: 1 when the ruleset's hill-edge rule (SightRules.hillEdgeInches) lets the observer and a
 * target there see each other, and how many cells it rules out. The mask depends only on the
 * observer's level and on whether it is within the allowance of its plateau's edge, so it is kept per raster and shared: callers must not
 * change it.
 */
export function hillEdgeMask(
  world: LosWorld,
  raster: CellRaster,
  observer: MapObserver,
): { ok: Uint8Array; dead: number } {
  const o = observer.elevation;
  // The ruleset's hill-edge allowance (SightRules.hillEdgeInches), read once per map; none: no rule.
  const allowance = world.rules.hillEdgeInches(world.table);
  const limitInches = allowance === null ? Number.POSITIVE_INFINITY : allowance + 1e-9;
  const observerOk = (o.edgeDistanceInches ?? 0) <= limitInches;
  const key = o.airborne || allowance === null ? "air" : `${o.level}|${observerOk}|${limitInches}`;
  let masks = masksOf.get(raster);
  if (!masks) {
    masks = new Map();
    masksOf.set(raster, masks);
  }
  const cached = masks.get(key);
  if (cached) return cached;
  const n = raster.cols * raster.rows;
  const ok = new Uint8Array(n).fill(1);
  let dead = 0;
  if (key !== "air")
    for (let i = 0; i < n; i++) {
      const level = raster.level[i]!;
      if (level === o.level) continue;
      const v = level < o.level ? observerOk : raster.edgeInches[i]! <= limitInches;
      if (!v) {
        ok[i] = 0;
        dead++;
      }
    }
  const mask = { ok, dead };
  masks.set(key, mask);
  return mask;
}
