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
  ZoneSighting,
} from "../../../src/core/firestrike/oracle";
import type { Point } from "../../../src/core/firestrike/state";
import type { AreaTerrain, LinearTerrain } from "../../../src/core/firestrike/vocab";
import { orientedRect, ringGap, segmentsIntersect } from "../../../src/core/geom2d";

/**
 * A fake battlefield for rule tests: axis-aligned terrain rectangles, straight linear obstacles, real
 * base footprints for closest-edge distances, and visibility/cover set by hand per pair or per target.
 */

/** An area of terrain: [minX, minY, maxX, maxY]. */
export interface FakeArea {
  id: string;
  kind: AreaTerrain;
  rect: [number, number, number, number];
}

/** A straight linear obstacle. */
export interface FakeLine {
  id: string;
  kind: LinearTerrain;
  from: Point;
  to: Point;
  widthInches: number;
}

const inside = (a: FakeArea, p: Point) =>
  p[0] >= a.rect[0] && p[0] <= a.rect[2] && p[1] >= a.rect[1] && p[1] <= a.rect[3];

/** Parameters t in (0, 1) where segment p→q crosses a rectangle's edges. */
function rectCuts(a: FakeArea, p: Point, q: Point): number[] {
  const out: number[] = [];
  const [x0, y0, x1, y1] = a.rect;
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  for (const x of [x0, x1])
    if (Math.abs(dx) > 1e-12) {
      const t = (x - p[0]) / dx;
      const y = p[1] + t * dy;
      if (t > 1e-9 && t < 1 - 1e-9 && y >= y0 - 1e-9 && y <= y1 + 1e-9) out.push(t);
    }
  for (const y of [y0, y1])
    if (Math.abs(dy) > 1e-12) {
      const t = (y - p[1]) / dy;
      const x = p[0] + t * dx;
      if (t > 1e-9 && t < 1 - 1e-9 && x >= x0 - 1e-9 && x <= x1 + 1e-9) out.push(t);
    }
  return out;
}

/** The fake oracle. Fields are public so a test can set exactly what it needs. */
export class FakeOracle implements BattlefieldOracle {
  widthInches = 72;
  depthInches = 48;
  areas: FakeArea[] = [];
  lines: FakeLine[] = [];
  /** "observer>target" pairs that cannot see each other */
  blocked = new Set<string>();
  /** cover fraction per target id; otherwise 0.75 inside a cover area, else 0 */
  cover = new Map<string, number>();
  /** whether impact zones are observed; default: whenever there is any observer */
  observed: ((zone: Zone, observers: readonly BasePose[]) => boolean) | null = null;
  sightCalls = 0;

  sight(observer: BasePose, target: BasePose): Sight {
    this.sightCalls++;
    const visible = !this.blocked.has(`${observer.id}>${target.id}`);
    const inCoverArea = this.areas.some(
      (a) =>
        ["woods", "built-up", "building", "rubble", "trench"].includes(a.kind) &&
        inside(a, [target.x, target.y]),
    );
    const coverFraction = this.cover.get(target.id) ?? (inCoverArea ? 0.75 : 0);
    return {
      visible,
      coverFraction,
      covered: coverFraction > 0.5,
      reasons: visible ? [] : ["blocked by the test"],
    };
  }

  edgeDistance(a: BasePose, b: BasePose): number {
    const fa = orientedRect(a.x, a.y, a.frontageInches, a.depthInches, a.facing);
    const fb = orientedRect(b.x, b.y, b.frontageInches, b.depthInches, b.facing);
    return ringGap(fa, fb);
  }

  terrainAt(p: Point): TerrainHere {
    const here = this.areas.filter((a) => inside(a, p));
    return {
      terrain: here.length > 0 ? here.map((a) => a.kind) : ["open"],
      featureIds: here.map((a) => a.id),
    };
  }

  terrainAlong(path: readonly Point[]): PathTerrain {
    const legs: PathLeg[] = [];
    const crossings: Crossing[] = [];
    const minefields = new Set<string>();
    let walked = 0;
    for (let i = 0; i + 1 < path.length; i++) {
      const p = path[i]!;
      const q = path[i + 1]!;
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const cuts = [0, 1, ...this.areas.flatMap((a) => rectCuts(a, p, q))].sort((x, y) => x - y);
      for (let k = 0; k + 1 < cuts.length; k++) {
        const t0 = cuts[k]!;
        const t1 = cuts[k + 1]!;
        if (t1 - t0 < 1e-12) continue;
        const m = (t0 + t1) / 2;
        const mid: Point = [p[0] + (q[0] - p[0]) * m, p[1] + (q[1] - p[1]) * m];
        const here = this.terrainAt(mid);
        for (const id of here.featureIds)
          if (this.areas.find((a) => a.id === id)?.kind === "minefield") minefields.add(id);
        legs.push({ lengthInches: len * (t1 - t0), terrain: here.terrain });
      }
      for (const l of this.lines) {
        if (!segmentsIntersect(p, q, l.from, l.to)) continue;
        const at = intersect(p, q, l.from, l.to);
        crossings.push({
          kind: l.kind,
          featureId: l.id,
          at,
          alongPathInches: walked + Math.hypot(at[0] - p[0], at[1] - p[1]),
          alongFeatureInches: Math.hypot(at[0] - l.from[0], at[1] - l.from[1]),
          widthInches: l.widthInches,
        });
      }
      walked += len;
    }
    return { legs, crossings, minefields: [...minefields] };
  }

  coverNear(from: Point, withinInches: number, kinds: readonly AreaTerrain[]): CoverSpot[] {
    const out: CoverSpot[] = [];
    for (const a of this.areas) {
      if (!kinds.includes(a.kind)) continue;
      const [x0, y0, x1, y1] = a.rect;
      // The nearest point a little inside the area.
      const cx = Math.min(Math.max(from[0], x0 + 0.05), x1 - 0.05);
      const cy = Math.min(Math.max(from[1], y0 + 0.05), y1 - 0.05);
      const d = Math.hypot(cx - from[0], cy - from[1]);
      if (d <= withinInches) out.push({ at: [cx, cy], terrain: a.kind, distanceInches: d });
    }
    return out.sort((a, b) => a.distanceInches - b.distanceInches);
  }

  firstCoverAlong(from: Point, to: Point, kinds: readonly AreaTerrain[]): number | null {
    const len = Math.hypot(to[0] - from[0], to[1] - from[1]);
    let best: number | null = null;
    for (const a of this.areas) {
      if (!kinds.includes(a.kind)) continue;
      if (inside(a, from)) return 0;
      for (const t of rectCuts(a, from, to)) {
        const d = t * len + 0.01;
        if (best === null || d < best) best = Math.min(d, len);
      }
      if (inside(a, to) && (best === null || len < best)) best = len;
    }
    return best;
  }

  zoneObserver(zone: Zone, observers: readonly BasePose[]): ZoneSighting | null {
    const seen = this.observed ? this.observed(zone, observers) : observers.length > 0;
    const first = observers[0];
    if (!seen) return null;
    return {
      observer: first?.id ?? "test",
      at: zone.center,
      sight: { visible: true, coverFraction: 0, covered: false, reasons: [] },
    };
  }

  wireInZone(zone: Zone): WireSpot[] {
    const out: WireSpot[] = [];
    const r = zone.shape === "disc" ? zone.diameterInches / 2 : zone.sideInches / 2;
    for (const l of this.lines) {
      if (l.kind !== "wire-heavy" && l.kind !== "wire-medium") continue;
      const dx = l.to[0] - l.from[0];
      const dy = l.to[1] - l.from[1];
      const L2 = dx * dx + dy * dy;
      const t = Math.max(
        0,
        Math.min(1, ((zone.center[0] - l.from[0]) * dx + (zone.center[1] - l.from[1]) * dy) / L2),
      );
      const at: Point = [l.from[0] + t * dx, l.from[1] + t * dy];
      if (Math.hypot(at[0] - zone.center[0], at[1] - zone.center[1]) <= r)
        out.push({ featureId: l.id, alongFeatureInches: t * Math.sqrt(L2), at });
    }
    return out;
  }
}

function intersect(p: Point, q: Point, a: Point, b: Point): Point {
  const d = (q[0] - p[0]) * (b[1] - a[1]) - (q[1] - p[1]) * (b[0] - a[0]);
  if (Math.abs(d) < 1e-12) return p;
  const t = ((a[0] - p[0]) * (b[1] - a[1]) - (a[1] - p[1]) * (b[0] - a[0])) / d;
  return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
}
