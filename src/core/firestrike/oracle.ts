import type { Catalog } from "../catalog/schema";
import type { SightLine } from "../los/verdict";
import type { TableUnit } from "../table/schema";
import type { Point } from "./state";
import type { AreaTerrain, LinearTerrain } from "./vocab";

/**
 * The battlefield oracle: every geometry question the Firestrike rules ask, behind one interface
 * (architecture habit 5, "LOS in two halves"). The rules engine never measures terrain itself. Tests use
 * a fake oracle; the app and the CLI use one built on the measured LOS engine in src/geometry.
 * All distances are table inches.
 */

/** A base as the oracle sees it: where it is, how big, and the postures that change its silhouette. */
export interface BasePose {
  id: string;
  side: string;
  /** catalog type, for silhouette and eye heights */
  catalogType: string;
  x: number;
  y: number;
  /** degrees, 0 = +y, clockwise */
  facing: number;
  frontageInches: number;
  depthInches: number;
  prone: boolean;
  hullDown: boolean;
  /** dug in or entrenched: hidden by the ground around it */
  dugIn: boolean;
}

/** A table file's unit as a base pose: its own base size, else its catalog type's. */
export function tableUnitPose(u: TableUnit, catalog: Catalog): BasePose {
  const [w, d] = u.baseInches ?? catalog.byType.get(u.type)!.baseInches;
  return {
    id: u.id,
    side: u.side,
    catalogType: u.type,
    x: u.x,
    y: u.y,
    facing: u.facing,
    frontageInches: w,
    depthInches: d,
    prone: u.posture === "prone",
    hullDown: u.posture === "hull-down",
    dugIn: u.posture === "dug-in",
  };
}

/** Can the observer see the target, and how much of it is covered (seed 000 §5.1). */
export interface Sight {
  visible: boolean;
  /** share of the target hidden by terrain, 0..1 */
  coverFraction: number;
  /**
   * seed 000 §5.1 "more than half covered": coverFraction > 0.5, or whatever else the measuring engine
   * counts as covered (the LOS engine's project default: a base inside woods or a built-up area)
   */
  covered: boolean;
  /** the reasons the measuring engine gave, for logs */
  reasons: string[];
  /** the sight lines the measuring engine cast, where it reports them (to draw on the table) */
  lines?: SightLine[];
}

/** One straight stretch of a path and the area terrain it runs through. */
export interface PathLeg {
  lengthInches: number;
  /** area terrain along the leg ("open" when nothing else); "road" when it runs along a road */
  terrain: AreaTerrain[];
}

/** A linear obstacle crossed by a path. */
export interface Crossing {
  kind: LinearTerrain;
  featureId: string;
  at: Point;
  /** distance along the path to the crossing */
  alongPathInches: number;
  /** distance along the obstacle's own line to the crossing (locates wire segments) */
  alongFeatureInches: number;
  /** the obstacle's width (wire base width, seed 000 §1.2) */
  widthInches: number;
}

/** What a path runs through. */
export interface PathTerrain {
  legs: PathLeg[];
  crossings: Crossing[];
  /** minefield feature ids the path enters or crosses */
  minefields: string[];
}

/** The terrain at a point. */
export interface TerrainHere {
  terrain: AreaTerrain[];
  /** area feature ids holding the point (minefields among them) */
  featureIds: string[];
}

/** A place a base could take cover (seed 000 §6.3 Hide). */
export interface CoverSpot {
  at: Point;
  terrain: AreaTerrain;
  distanceInches: number;
}

/** A barrage disc or an airstrike square. */
export type Zone =
  | { shape: "disc"; center: Point; diameterInches: number }
  | { shape: "square"; center: Point; sideInches: number; facing: number };

/** Who observes an impact zone: a friendly base, the point of the zone it sees, and its sight of it. */
export interface ZoneSighting {
  observer: string;
  at: Point;
  sight: Sight;
}

/** A wire position inside a zone. */
export interface WireSpot {
  featureId: string;
  alongFeatureInches: number;
  at: Point;
}

/** Everything the rules ask of the battlefield. */
export interface BattlefieldOracle {
  /** table width (x) and depth (y), inches */
  readonly widthInches: number;
  readonly depthInches: number;
  /** line of sight and cover from observer to target */
  sight(observer: BasePose, target: BasePose): Sight;
  /** closest-edge distance between two bases, inches (0 when touching) */
  edgeDistance(a: BasePose, b: BasePose): number;
  /** area terrain under a point */
  terrainAt(p: Point): TerrainHere;
  /** terrain along a path of straight legs */
  terrainAlong(path: readonly Point[]): PathTerrain;
  /** places within `withinInches` of `from` whose terrain is one of `kinds`, nearest first */
  coverNear(from: Point, withinInches: number, kinds: readonly AreaTerrain[]): CoverSpot[];
  /** distance along from→to at which the first terrain of `kinds` begins (0 if `from` is in it), or null */
  firstCoverAlong(from: Point, to: Point, kinds: readonly AreaTerrain[]): number | null;
  /**
   * seed 000 indirect fire: is any part of the zone observed by any of these bases? The first base (in
   * the order given) that sees a point of it, with that sight; null when none does.
   */
  zoneObserver(zone: Zone, observers: readonly BasePose[]): ZoneSighting | null;
  /** wire lying inside a zone (seed 000 §1.2: barrages cut wire) */
  wireInZone(zone: Zone): WireSpot[];
}
