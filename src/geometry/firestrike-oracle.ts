import type {
  BasePose,
  BattlefieldOracle,
  CoverSpot,
  Crossing,
  PathLeg,
  PathTerrain,
  Sight,
  TerrainHere,
  WireSpot,
  Zone,
} from "../core/firestrike/oracle";
import type { Point } from "../core/firestrike/state";
import type { AreaTerrain } from "../core/firestrike/vocab";
import { orientedRect, type Pt, pointInPolygon } from "../core/geom2d";
import { elevationOf } from "../core/los/elevation";
import { hillEdgeCheck } from "../core/los/hill-edge";
import { castSightLines, losBetween } from "../core/los/line-of-sight";
import type { LosVerdict } from "../core/los/verdict";
import type { LosWorld } from "../core/los/world";
import type { TableUnit } from "../core/table/schema";
import { footprintGap } from "../core/table/terrain";
import { type Placement, placeBase } from "../core/units/placement";
import {
  areaKind,
  legPieces,
  obstacleCrossings,
  type TerrainModel,
  terrainAtPoint,
  terrainModel,
} from "./firestrike-terrain";

/**
 * The battlefield oracle of the Firestrike rules (src/core/firestrike/oracle.ts) over the measured
 * line-of-sight engine: sight and cover come from `losBetween` (the same verdict the LOS tool and
 * `sightline los` give), distances are closest base edge to closest base edge, and terrain comes from
 * the table's features. The app and the CLI use it; rules tests use a fake.
 *
 * Project defaults (the seed gives no geometry for them):
 * - an impact zone is observed when a friendly base can see a standing infantry base at the zone's
 *   centre or at any of eight points around it at 90% of its radius (half side for a square);
 * - cover spots are the nearest point a little inside an area, on a trench line, or in a slope band.
 */

/** What the UI wants to know about an observed zone: who saw it, and the sight lines. */
export interface ZoneWatch {
  observer: string;
  /** the zone point that was seen */
  at: Point;
  verdict: LosVerdict;
}

/** The measured oracle, plus the details the browser panels draw. */
export interface MeasuredOracle extends BattlefieldOracle {
  /** the full LOS verdict between two bases (sight lines, reasons, cover by feature) */
  verdict(observer: BasePose, target: BasePose): LosVerdict;
  /** the first observer that sees the zone, with the sight lines, or null when the zone is unobserved */
  zoneWatch(zone: Zone, observers: readonly BasePose[]): ZoneWatch | null;
}

const NUDGE = 0.05;
const WIRE_STEP = 0.25;
const CACHE_LIMIT = 4000;

/** The table-unit posture for a base pose (dug-in wins over hull-down over prone). */
const postureOf = (p: BasePose): TableUnit["posture"] =>
  p.dugIn ? "dug-in" : p.hullDown ? "hull-down" : p.prone ? "prone" : "normal";

/** Points of a zone that count for observation: centre and eight around it. */
function zonePoints(zone: Zone): Point[] {
  const r = (zone.shape === "disc" ? zone.diameterInches / 2 : zone.sideInches / 2) * 0.9;
  const out: Point[] = [[zone.center[0], zone.center[1]]];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out.push([zone.center[0] + Math.cos(a) * r, zone.center[1] + Math.sin(a) * r]);
  }
  return out;
}

function inZone(zone: Zone, p: Pt): boolean {
  if (zone.shape === "disc") {
    const r = zone.diameterInches / 2;
    return (p[0] - zone.center[0]) ** 2 + (p[1] - zone.center[1]) ** 2 <= r * r + 1e-9;
  }
  const sq = orientedRect(zone.center[0], zone.center[1], zone.sideInches, zone.sideInches, zone.facing);
  return pointInPolygon(p[0], p[1], sq);
}

/** Nearest point on a polyline (or closed ring) to p. */
function nearestOn(path: readonly Pt[], p: Pt, closed: boolean): { at: Pt; d: number; i: number } {
  let best = { at: path[0]! as Pt, d: Number.POSITIVE_INFINITY, i: 0 };
  const n = closed ? path.length : path.length - 1;
  for (let i = 0; i < n; i++) {
    const a = path[i]!;
    const b = path[(i + 1) % path.length]!;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.min(1, Math.max(0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
    const at: Pt = [a[0] + t * dx, a[1] + t * dy];
    const d = Math.hypot(at[0] - p[0], at[1] - p[1]);
    if (d < best.d) best = { at, d, i };
  }
  return best;
}

/** Builds the measured oracle for one table's LOS world. */
export function measuredOracle(world: LosWorld): MeasuredOracle {
  const model: TerrainModel = terrainModel(world.table, world.terrain);
  const infantry = world.catalog.byType.get("infantry");
  const sightCache = new Map<string, LosVerdict>();

  const place = (p: BasePose): Placement => {
    const entry = world.catalog.byType.get(p.catalogType);
    if (!entry) throw new Error(`catalog type "${p.catalogType}" of base ${p.id} is not in the catalog`);
    const unit: TableUnit = {
      id: p.id,
      side: p.side,
      type: p.catalogType,
      x: p.x,
      y: p.y,
      facing: p.facing,
      posture: postureOf(p),
      baseInches: [p.frontageInches, p.depthInches],
    };
    return placeBase(world.terrain, entry, unit);
  };

  const verdict = (a: BasePose, b: BasePose): LosVerdict => {
    const key = JSON.stringify([a, b]);
    const hit = sightCache.get(key);
    if (hit) return hit;
    const v = losBetween(world, place(a), place(b));
    if (sightCache.size >= CACHE_LIMIT) sightCache.clear();
    sightCache.set(key, v);
    return v;
  };

  /** Visibility only (no cover sampling): at least one clear sight line and the hill-edge rule. */
  const sees = (a: Placement, b: Placement): boolean => {
    if (!hillEdgeCheck(world.table, elevationOf(a), elevationOf(b)).check.ok) return false;
    return castSightLines(world, a, b).tally.clear > 0;
  };

  const zoneWatch = (zone: Zone, observers: readonly BasePose[]): ZoneWatch | null => {
    if (!infantry) return null;
    const points = zonePoints(zone);
    for (const o of [...observers].sort((x, y) => x.id.localeCompare(y.id))) {
      const eye = place(o);
      for (const at of points) {
        if (at[0] < 0 || at[1] < 0 || at[0] > world.table.width || at[1] > world.table.depth) continue;
        const mark = placeBase(world.terrain, infantry, {
          id: "impact-zone",
          side: "",
          type: "infantry",
          x: at[0],
          y: at[1],
          facing: 0,
          posture: "normal",
        });
        if (sees(eye, mark)) return { observer: o.id, at, verdict: losBetween(world, eye, mark) };
      }
    }
    return null;
  };

  const terrainAlong = (path: readonly Point[]): PathTerrain => {
    const legs: PathLeg[] = [];
    const crossings: Crossing[] = [];
    const minefields = new Set<string>();
    let walked = 0;
    for (let i = 0; i + 1 < path.length; i++) {
      const p = path[i]!;
      const q = path[i + 1]!;
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (len < 1e-12) continue;
      for (const piece of legPieces(model, p, q)) {
        legs.push({ lengthInches: len * (piece.t1 - piece.t0), terrain: piece.terrain });
        for (const id of piece.featureIds)
          if (model.areas.find((a) => a.id === id)?.type === "minefield") minefields.add(id);
      }
      for (const x of obstacleCrossings(model, p, q))
        crossings.push({
          kind: x.obstacle.kind,
          featureId: x.obstacle.id,
          at: [x.at[0], x.at[1]],
          alongPathInches: walked + len * x.t,
          alongFeatureInches: x.alongFeatureInches,
          widthInches: x.obstacle.widthInches,
        });
      walked += len;
    }
    return { legs, crossings, minefields: [...minefields].sort() };
  };

  const coverNear = (from: Point, withinInches: number, kinds: readonly AreaTerrain[]): CoverSpot[] => {
    const spots: CoverSpot[] = [];
    const offer = (at: Pt, kind: AreaTerrain) => {
      if (!terrainAtPoint(model, at).terrain.includes(kind)) return;
      const d = Math.hypot(at[0] - from[0], at[1] - from[1]);
      if (d <= withinInches + 1e-9) spots.push({ at: [at[0], at[1]], terrain: kind, distanceInches: d });
    };
    for (const a of model.areas) {
      const kind = areaKind(a);
      if (!kind || !kinds.includes(kind)) continue;
      if (pointInPolygon(from[0], from[1], a.outline)) {
        offer(from, kind);
        continue;
      }
      const n = nearestOn(a.outline, from, true);
      const e0 = a.outline[n.i]!;
      const e1 = a.outline[(n.i + 1) % a.outline.length]!;
      const len = Math.hypot(e1[0] - e0[0], e1[1] - e0[1]) || 1;
      // Step a little off the edge, to whichever side is inside the area.
      for (const s of [1, -1]) {
        const at: Pt = [
          n.at[0] + (s * -(e1[1] - e0[1]) * NUDGE) / len,
          n.at[1] + (s * (e1[0] - e0[0]) * NUDGE) / len,
        ];
        if (pointInPolygon(at[0], at[1], a.outline)) {
          offer(at, kind);
          break;
        }
      }
    }
    if (kinds.includes("hill-slope"))
      for (const h of model.hills) {
        const n = nearestOn(h.outline, from, true);
        const outside = !pointInPolygon(from[0], from[1], h.outline);
        if (outside && n.d <= h.slopeInches) offer(from, "hill-slope");
        else if (outside && n.d > 0) {
          const k = Math.max(0, h.slopeInches / 2) / n.d;
          offer([n.at[0] + (from[0] - n.at[0]) * k, n.at[1] + (from[1] - n.at[1]) * k], "hill-slope");
        }
      }
    for (const s of model.strips) {
      if (!kinds.includes(s.kind)) continue;
      const n = nearestOn(s.path, from, false);
      offer(n.d <= s.halfWidth ? from : n.at, s.kind);
    }
    return spots.sort((a, b) => a.distanceInches - b.distanceInches || a.terrain.localeCompare(b.terrain));
  };

  return {
    widthInches: world.table.width,
    depthInches: world.table.depth,
    sight(observer, target): Sight {
      const v = verdict(observer, target);
      return {
        visible: v.visible,
        coverFraction: v.coverFraction,
        covered: v.covered,
        reasons: v.reasons.map((r) => r.text),
      };
    },
    verdict,
    edgeDistance(a, b) {
      const fa = orientedRect(a.x, a.y, a.frontageInches, a.depthInches, a.facing);
      const fb = orientedRect(b.x, b.y, b.frontageInches, b.depthInches, b.facing);
      return footprintGap(fa, fb);
    },
    terrainAt(p): TerrainHere {
      return terrainAtPoint(model, p);
    },
    terrainAlong,
    coverNear,
    firstCoverAlong(from, to, kinds) {
      if (terrainAtPoint(model, from).terrain.some((t) => kinds.includes(t))) return 0;
      const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
      if (len < 1e-12) return null;
      for (const piece of legPieces(model, from, to))
        if (piece.terrain.some((t) => kinds.includes(t))) return Math.min(len, piece.t0 * len + 0.01);
      return null;
    },
    zoneObserved(zone, observers) {
      return zoneWatch(zone, observers) !== null;
    },
    zoneWatch,
    wireInZone(zone): WireSpot[] {
      // Spots every quarter inch along each wire inside the zone; the rules cut the first uncut one.
      const out: WireSpot[] = [];
      for (const o of model.obstacles) {
        if (o.kind !== "wire-heavy" && o.kind !== "wire-medium") continue;
        let along = 0;
        for (let i = 0; i + 1 < o.path.length; i++) {
          const a = o.path[i]!;
          const b = o.path[i + 1]!;
          const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
          for (let s = 0; s <= len; s += WIRE_STEP) {
            const at: Pt = [a[0] + ((b[0] - a[0]) * s) / len, a[1] + ((b[1] - a[1]) * s) / len];
            if (inZone(zone, at))
              out.push({ featureId: o.id, alongFeatureInches: along + s, at: [at[0], at[1]] });
          }
          along += len;
        }
      }
      return out;
    },
  };
}
