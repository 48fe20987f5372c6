import type { SegmentHitQuery } from "../los/segment-hits";
import { segmentSolids } from "../los/segment-hits";
import type { LosWorld } from "../los/world";
import { cmToInches, inchesToCm } from "../table/length-unit";
import { areasAt, standingAt, trenchesUnder } from "../table/terrain";
import { COVER_OF_TYPE, type CoverKind } from "./data";
import type { CoverPiece, TargetGround } from "./shooting";
import { coverValue } from "./shooting";
import { featuresHolding, type Ww2Terrain } from "./terrain-move";

/**
 * The measured half of seed 002's shooting (issue 33 item 2), through the 3D table: each firing
 * model's line runs from its eye to the circle's centre at a man's chest height, and the all-hits query
 * (core/los/segment-hits.ts, the BVH at the edge) lists every feature solid it passes through. What a
 * crossing means is decided here (docs/rulesets/ww2cm.md, "Readings"):
 * - a hill, smoke, or a building that holds neither end blocks the line: that model has no shot;
 * - woods, hedges, walls, rubble and a building or built-up area round the target are cover pieces,
 *   one each however often the line leaves and re-enters;
 * - the feature the firer stands in is its firing position, not cover (a window, the edge of a wood).
 * Positions are table centimetres; the table itself is held in inches (core/table/length-unit.ts).
 */

/** project default: a man's eye and chest above the ground, yards (the seed draws no silhouettes) */
export const EYE_YARDS = 1.7;
export const CHEST_YARDS = 1.2;
/** project default: a storey's height, yards (the storey bonus needs a height to stand at) */
export const STOREY_YARDS = 3;

/** What one firing line crossed. */
export interface ShotLine {
  /** the feature that blocks the line, or null when the firer has a shot */
  blockedBy: string | null;
  /** where along the line (0 at the firer, 1 at the end) it enters the blocking feature */
  blockedAt?: number;
  pieces: CoverPiece[];
  distanceCm: number;
  /** storeys and hill levels the firer stands on (the range band's height bonus) */
  levels: number;
}

/** A point on the table in cm, and a storey for a model in a building. */
export interface Spot {
  x: number;
  y: number;
  storey?: number;
}

/** The measured questions the rules ask. */
export interface Ww2Oracle {
  line(from: Spot, to: Spot): ShotLine;
  ground(at: Spot): TargetGround;
  /** true when some cover piece or blocking feature holds the point (instinct's cover, the melee's flight) */
  inCover(at: Spot): boolean;
  /**
   * the building holding the point and its openings (seed 002, Occupying buildings; project default: a
   * door or window in each wall of its outline); absent: the table has no buildings
   */
  buildingAt?(at: Spot): { id: string; openings: number } | null;
}

const BLOCKING = new Set(["hill", "smoke"]);

/** The oracle over a measured world; `coverKinds` are the set-up's cover kinds per feature id. */
export function measuredWw2Oracle(
  world: LosWorld,
  hits: SegmentHitQuery,
  coverKinds: ReadonlyMap<string, CoverKind>,
): Ww2Oracle {
  const { table, terrain } = world;
  const typeOf = new Map(table.features.map((f) => [f.id, f.type]));
  const kindOf = (id: string): CoverKind | undefined =>
    coverKinds.get(id) ?? COVER_OF_TYPE.get(typeOf.get(id) ?? "");
  const holding = (s: Spot) => new Set(areasAt(terrain, cmToInches(s.x), cmToInches(s.y)).map((f) => f.id));
  return {
    line(from, to) {
      const [ax, ay, bx, by] = [from.x, from.y, to.x, to.y].map(cmToInches) as [
        number,
        number,
        number,
        number,
      ];
      const standFrom = standingAt(terrain, ax, ay);
      const storey = from.storey ?? 0;
      const az = standFrom.groundYards + storey * STOREY_YARDS + EYE_YARDS;
      const bz = standingAt(terrain, bx, by).groundYards + (to.storey ?? 0) * STOREY_YARDS + CHEST_YARDS;
      const own = holding(from);
      const target = holding(to);
      const seen = new Set<string>();
      const pieces: CoverPiece[] = [];
      let blockedBy: string | null = null;
      let blockedAt: number | undefined;
      for (const c of segmentSolids(hits, ax, ay, az, bx, by, bz)) {
        if (c.type === "ground" || own.has(c.featureId) || seen.has(c.featureId)) continue;
        seen.add(c.featureId);
        const type = c.type;
        if (BLOCKING.has(type) || (type === "building" && !target.has(c.featureId))) {
          if (blockedBy === null) {
            blockedBy = c.featureId;
            blockedAt = c.enterT;
          }
          continue;
        }
        const kind = kindOf(c.featureId);
        if (kind) pieces.push({ featureId: c.featureId, kind, value: coverValue(kind) });
      }
      return {
        blockedBy,
        ...(blockedAt === undefined ? {} : { blockedAt }),
        pieces,
        distanceCm: inchesToCm(Math.hypot(bx - ax, by - ay)),
        levels: standFrom.level + storey,
      };
    },
    ground(at) {
      const [x, y] = [cmToInches(at.x), cmToInches(at.y)];
      if (trenchesUnder(terrain, [[x, y]]).length > 0) return "trench";
      const areas = areasAt(terrain, x, y);
      const water = areas.find((f) => f.type === "water");
      if (water) return water.type === "water" && water.fordable ? "wading" : "swimming";
      if (areas.some((f) => f.type === "rubble")) return "rubble";
      if (areas.some((f) => f.type === "woods")) return "foliage";
      return areas.some((f) => f.type !== "hill") ? "other" : "open";
    },
    buildingAt(at) {
      const [x, y] = [cmToInches(at.x), cmToInches(at.y)];
      const b = areasAt(terrain, x, y).find((f) => f.type === "building" || f.type === "built-up");
      return b ? { id: b.id, openings: b.outline.length } : null;
    },
    inCover(at) {
      const [x, y] = [cmToInches(at.x), cmToInches(at.y)];
      return areasAt(terrain, x, y).some((f) => kindOf(f.id) !== undefined);
    },
  };
}

/**
 * The oracle with the set-up's words for the ground (seed 002, Moving through terrain): a feature the
 * set-up calls marsh is marsh (enemy +1 to hit), shallow water is normal ground.
 */
export function withGroundKinds(oracle: Ww2Oracle, terrain: Ww2Terrain): Ww2Oracle {
  if (terrain.groundKinds.size === 0) return oracle;
  return {
    ...oracle,
    ground(at) {
      const kinds = featuresHolding(terrain, at.x, at.y).map((id) => terrain.groundKinds.get(id));
      if (kinds.includes("marsh")) return "marsh";
      const g = oracle.ground(at);
      return (g === "wading" || g === "swimming") && kinds.includes("shallow") ? "other" : g;
    },
  };
}
