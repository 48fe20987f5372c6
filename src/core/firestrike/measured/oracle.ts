import { orientedRect, pointInPolygon } from "../../geom2d";
import { losBetween } from "../../los/line-of-sight";
import type { LosWorld } from "../../los/world";
import type { TableUnit } from "../../table/schema";
import { footprintGap } from "../../table/terrain";
import { type Placement, placeBase } from "../../units/placement";
import type { BasePose, BattlefieldOracle, CoverSpot, Sight, WireSpot, Zone } from "../oracle";
import type { Point } from "../state";
import type { AreaTerrain } from "../vocab";
import { terrainOfPath, terrainOfPoint } from "./terrain";

/**
 * The battlefield oracle over Sightline's measured line-of-sight engine (src/core/los, with the BVH
 * from src/geometry behind its SightGeometry): visibility and cover from `losBetween`, distances between
 * base footprints, terrain from the table. This is what the app and the CLI give the rules engine.
 */

/** Options for the measured oracle. */
export interface MeasuredOracleOptions {
  /** cover samples per sight check (the LOS engine's standard is 64) */
  coverSamples?: number;
  /** the target an impact zone is observed against: a catalog type standing at each sample point */
  zoneTargetType?: string;
  /** wire spots are reported this far apart inside a zone (one segment each, seed 000 §1.2) */
  wireSegmentInches?: number;
}

const postureOf = (p: BasePose): TableUnit["posture"] =>
  p.dugIn ? "dug-in" : p.hullDown ? "hull-down" : p.prone ? "prone" : "normal";

/** Builds the oracle for one table world. Rebuild the world when the terrain changes. */
export function measuredOracle(world: LosWorld, opts: MeasuredOracleOptions = {}): BattlefieldOracle {
  const { table, terrain, catalog } = world;
  const samples = opts.coverSamples ?? 64;
  const place = (p: BasePose): Placement => {
    const entry = catalog.byType.get(p.catalogType) ?? catalog.byType.get("infantry")!;
    const unit: TableUnit = {
      id: p.id,
      side: p.side,
      type: entry.type,
      x: p.x,
      y: p.y,
      facing: p.facing,
      posture: postureOf(p),
      baseInches: [p.frontageInches, p.depthInches],
    };
    return placeBase(terrain, entry, unit);
  };
  const footprint = (p: BasePose) => orientedRect(p.x, p.y, p.frontageInches, p.depthInches, p.facing);
  const inZone = (zone: Zone, q: Point): boolean =>
    zone.shape === "disc"
      ? Math.hypot(q[0] - zone.center[0], q[1] - zone.center[1]) <= zone.diameterInches / 2
      : pointInPolygon(
          q[0],
          q[1],
          orientedRect(zone.center[0], zone.center[1], zone.sideInches, zone.sideInches, zone.facing),
        );
  const hasKind = (q: Point, kinds: readonly AreaTerrain[]) =>
    terrainOfPoint(table, terrain, q).terrain.some((t) => kinds.includes(t));

  /** Cover spots within a radius, sampled on a grid; the nearest sample per terrain feature. */
  const spotsWithin = (from: Point, r: number, kinds: readonly AreaTerrain[]): CoverSpot[] => {
    const step = r <= 12 ? 0.25 : 0.5;
    const best = new Map<string, CoverSpot>();
    for (let dx = -r; dx <= r + 1e-9; dx += step)
      for (let dy = -r; dy <= r + 1e-9; dy += step) {
        const d = Math.hypot(dx, dy);
        const q: Point = [from[0] + dx, from[1] + dy];
        if (d > r || q[0] < 0 || q[1] < 0 || q[0] > table.width || q[1] > table.depth) continue;
        const here = terrainOfPoint(table, terrain, q);
        const kind = here.terrain.find((t) => kinds.includes(t));
        if (!kind) continue;
        const key = `${kind}:${here.featureIds.join(",")}`;
        const prev = best.get(key);
        if (!prev || d < prev.distanceInches) best.set(key, { at: q, terrain: kind, distanceInches: d });
      }
    return [...best.values()].sort((a, b) => a.distanceInches - b.distanceInches);
  };

  return {
    widthInches: table.width,
    depthInches: table.depth,
    sight(observer: BasePose, target: BasePose): Sight {
      const v = losBetween(world, place(observer), place(target), { coverSamples: samples });
      return {
        visible: v.visible,
        coverFraction: v.coverFraction,
        covered: v.covered,
        reasons: v.reasons.map((r) => r.text),
      };
    },
    edgeDistance: (a, b) => footprintGap(footprint(a), footprint(b)),
    terrainAt: (p) => terrainOfPoint(table, terrain, p),
    terrainAlong: (path) => terrainOfPath(table, terrain, path),
    coverNear(from, withinInches, kinds) {
      if (Number.isFinite(withinInches)) return spotsWithin(from, withinInches, kinds);
      const diag = Math.hypot(table.width, table.depth);
      for (let r = 4; ; r *= 2) {
        const found = spotsWithin(from, Math.min(r, diag), kinds);
        if (found.length > 0 || r >= diag) return found;
      }
    },
    firstCoverAlong(from, to, kinds) {
      const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
      const steps = Math.max(1, Math.ceil(len / 0.05));
      for (let k = 0; k <= steps; k++) {
        const t = k / steps;
        if (hasKind([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t], kinds))
          return t * len;
      }
      return null;
    },
    zoneObserver(zone, observers) {
      // Sample points: the centre, and 0.5 and 0.95 of the radius in eight directions; the target at each
      // is a standing base of `zoneTargetType`. The first point some observer sees decides.
      const r = zone.shape === "disc" ? zone.diameterInches / 2 : zone.sideInches / 2;
      const pts: Point[] = [zone.center];
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        for (const f of [0.5, 0.95])
          pts.push([zone.center[0] + Math.cos(a) * r * f, zone.center[1] + Math.sin(a) * r * f]);
      }
      const type = opts.zoneTargetType ?? "infantry";
      const entry = catalog.byType.get(type) ?? catalog.types[0]!;
      const eyes = observers.map((o) => ({ id: o.id, at: place(o) }));
      for (const q of pts) {
        if (!inZone(zone, q) || q[0] < 0 || q[1] < 0 || q[0] > table.width || q[1] > table.depth) continue;
        const target = place({
          id: "zone-sample",
          side: "zone",
          catalogType: entry.type,
          x: q[0],
          y: q[1],
          facing: 0,
          frontageInches: entry.baseInches[0],
          depthInches: entry.baseInches[1],
          prone: false,
          hullDown: false,
          dugIn: false,
        });
        for (const e of eyes) {
          // A search over candidate points: only `visible` and cover are read.
          const v = losBetween(world, e.at, target, { coverSamples: 16, passesUnder: false });
          if (v.visible)
            return {
              observer: e.id,
              at: q,
              sight: {
                visible: true,
                coverFraction: v.coverFraction,
                covered: v.covered,
                reasons: v.reasons.map((x) => x.text),
                lines: v.lines,
              },
            };
        }
      }
      return null;
    },
    wireInZone(zone) {
      const spacing = opts.wireSegmentInches ?? 0.8;
      const out: WireSpot[] = [];
      for (const f of table.features) {
        if (f.type !== "wire") continue;
        let along = 0;
        let lastSpot = Number.NEGATIVE_INFINITY;
        for (let i = 0; i + 1 < f.path.length; i++) {
          const a = f.path[i]!;
          const b = f.path[i + 1]!;
          const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
          const n = Math.max(1, Math.ceil(len / 0.1));
          for (let k = 0; k <= n; k++) {
            const s = (k * len) / n;
            const q: Point = [a[0] + ((b[0] - a[0]) * s) / len, a[1] + ((b[1] - a[1]) * s) / len];
            if (inZone(zone, q) && along + s - lastSpot >= spacing - 1e-6) {
              out.push({ featureId: f.id, alongFeatureInches: along + s, at: q });
              lastSpot = along + s;
            }
          }
          along += len;
        }
      }
      return out;
    },
  };
}
