import type { CatalogEntry } from "../../core/catalog/schema";
import type { BasePose, Zone } from "../../core/firestrike/oracle";
import { poseOf } from "../../core/firestrike/query";
import type { GameState, Point } from "../../core/firestrike/state";
import { orientedRect, pointInPolygon } from "../../core/geom2d";
import { losBetween } from "../../core/los/line-of-sight";
import type { LosVerdict } from "../../core/los/verdict";
import type { LosWorld } from "../../core/los/world";
import type { TableUnit } from "../../core/table/schema";
import { placeBase } from "../../core/units/placement";

/**
 * Who observes an impact zone, and along which sight lines, for the disc drawn on the table. It asks
 * the question the measured oracle asks when the barrage lands (src/core/firestrike/measured/oracle.ts
 * zoneObserved: a standing infantry base at the centre or at 0.5 and 0.95 of the radius in eight
 * directions, seen by any friendly base in play), and also keeps the verdict so its rays can be drawn.
 * A test checks the two agree.
 */

/** The observer that sees a zone, the zone point it sees, and the verdict with its sight lines. */
export interface ZoneWatch {
  observer: string;
  at: Point;
  verdict: LosVerdict;
}

function samplePoints(zone: Zone): Point[] {
  const r = zone.shape === "disc" ? zone.diameterInches / 2 : zone.sideInches / 2;
  const pts: Point[] = [zone.center];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    for (const f of [0.5, 0.95])
      pts.push([zone.center[0] + Math.cos(a) * r * f, zone.center[1] + Math.sin(a) * r * f]);
  }
  return pts;
}

function inZone(zone: Zone, q: Point): boolean {
  if (zone.shape === "disc")
    return Math.hypot(q[0] - zone.center[0], q[1] - zone.center[1]) <= zone.diameterInches / 2;
  return pointInPolygon(
    q[0],
    q[1],
    orientedRect(zone.center[0], zone.center[1], zone.sideInches, zone.sideInches, zone.facing),
  );
}

const place = (world: LosWorld, entry: CatalogEntry, p: BasePose) => {
  const unit: TableUnit = {
    id: p.id,
    side: p.side,
    type: entry.type,
    x: p.x,
    y: p.y,
    facing: p.facing,
    posture: p.dugIn ? "dug-in" : p.hullDown ? "hull-down" : p.prone ? "prone" : "normal",
    baseInches: [p.frontageInches, p.depthInches],
  };
  return placeBase(world.terrain, entry, unit);
};

/** The first friendly base (in sample-point order) that observes the zone, or null. */
export function zoneWatch(world: LosWorld, zone: Zone, observers: readonly BasePose[]): ZoneWatch | null {
  const { table, catalog } = world;
  const mark = catalog.byType.get("infantry") ?? catalog.types[0]!;
  const eyes = observers.map((o) => ({ o, at: place(world, catalog.byType.get(o.catalogType) ?? mark, o) }));
  for (const q of samplePoints(zone)) {
    if (!inZone(zone, q) || q[0] < 0 || q[1] < 0 || q[0] > table.width || q[1] > table.depth) continue;
    const target = place(world, mark, {
      id: "zone-sample",
      side: "zone",
      catalogType: mark.type,
      x: q[0],
      y: q[1],
      facing: 0,
      frontageInches: mark.baseInches[0],
      depthInches: mark.baseInches[1],
      prone: false,
      hullDown: false,
      dugIn: false,
    });
    for (const e of eyes) {
      const verdict = losBetween(world, e.at, target, { coverSamples: 16 });
      if (verdict.visible) return { observer: e.o.id, at: q, verdict };
    }
  }
  return null;
}

/** The bases that observe for a side's impact zones (seed 000 indirect fire: any friendly base in play). */
export const zoneObservers = (s: GameState, side: string): BasePose[] =>
  Object.keys(s.bases)
    .sort()
    .map((k) => s.bases[k]!)
    .filter((b) => b.side === side && b.status === "active" && !b.carriedBy)
    .map(poseOf);
