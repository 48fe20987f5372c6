import { losBetween } from "../los/line-of-sight";
import type { Elevation, SightRules } from "../los/sight-rules";
import { HALF_TOLERANCE } from "../los/wording";
import type { LosWorld } from "../los/world";
import type { Table, TableUnit } from "../table/schema";
import { placeBase } from "../units/placement";
import type { FirefightOracle, ModelPose, ModelSight } from "./model";
import type { FirefightRules } from "./rules-data";
import { CONCEALING_AREA_TYPES, concealingAreaAt, HARD_COVER_TYPES } from "./terrain";

/**
 * The firefight's half of line of sight (project defaults; seed 003 says nothing of how sight works):
 * no hill-edge rule; a model in woods, rubble or a built-up area is not hidden by that area's own walls
 * within a couple of y of its edge, and sees out as far; a target counts as covered for the engine's
 * report when more than half of it is hidden. What concealment and cover mean for the firefight's
 * dice is decided in `measuredFirefightOracle` below, from the measured shares.
 */
export const OWN_AREA_REACH_Y = 2;

export const FIREFIGHT_SIGHT: SightRules = {
  name: "firefight",
  ownAreaReachInches: (type: string, table: Table) =>
    CONCEALING_AREA_TYPES.has(type) || type === "building" ? OWN_AREA_REACH_Y / table.yardsPerInch : null,
  hillEdgeInches: () => null,
  hillEdge: (_table: Table, _a: Elevation, _b: Elevation) => ({
    check: { applies: false, unit: null, yardsFromEdge: null, ok: true },
    reason: null,
  }),
  cover: (table: Table, target, fraction) => {
    const inside = concealingAreaAt(table, target.x, target.y);
    return { covered: fraction > 0.5 + HALF_TOLERANCE || inside !== null, insideCovering: inside };
  },
  limits: () => ({ hillEdgeYards: 0, areaEdgeYards: OWN_AREA_REACH_Y }),
};

/**
 * The sight oracle over the measured engine (core/los; the edge builds the world, its BVH included,
 * with FIREFIGHT_SIGHT). Each model is a base of the catalog type `settings.catalogType`, a square of
 * `settings.baseInches`. Concealed: terrain hides more than `concealShare` of it from the shooter's eye,
 * or it stands in a concealing area. Cover: hard terrain (walls, buildings, rubble, trenches, a hill's
 * crest) hides more than `coverShare` of it from this shooter, or it stands in rubble or a built-up
 * area. Answers are remembered by the two positions (a game asks the same pairs many times).
 */
export function measuredFirefightOracle(world: LosWorld, rules: FirefightRules): FirefightOracle {
  const { table, catalog, terrain } = world;
  const s = rules.settings;
  const entry = catalog.byType.get(s.catalogType) ?? catalog.types[0]!;
  const typeOf = new Map(table.features.map((f) => [f.id, f.type]));
  const memo = new Map<string, ModelSight>();
  const place = (p: ModelPose) => {
    const unit: TableUnit = {
      id: p.id,
      side: p.side,
      type: entry.type,
      x: p.x,
      y: p.y,
      facing: 0,
      posture: "normal",
      baseInches: [s.baseInches, s.baseInches],
    };
    return placeBase(terrain, entry, unit);
  };
  return {
    sight(a, b) {
      const key = `${a.x},${a.y},${a.side}>${b.x},${b.y},${b.side}`;
      const known = memo.get(key);
      if (known) return known;
      // Visibility and cover shares only: no ordered list of what blocks (extra casts per blocked pair).
      const v = losBetween(world, place(a), place(b), { passesUnder: false });
      const hard = v.coverBy
        .filter(
          (c) => HARD_COVER_TYPES.has(typeOf.get(c.featureId) ?? "") || typeOf.get(c.featureId) === "hill",
        )
        .reduce((n, c) => n + c.share, 0);
      const area = concealingAreaAt(table, b.x, b.y);
      const areaType = area ? typeOf.get(area) : undefined;
      const out: ModelSight = {
        visible: v.visible,
        concealed: v.visible && (v.coverFraction > s.concealShare + HALF_TOLERANCE || area !== null),
        cover:
          v.visible &&
          (hard > s.coverShare + HALF_TOLERANCE || areaType === "rubble" || areaType === "built-up"),
        hiddenShare: v.coverFraction,
        hardShare: Math.round(hard * 100) / 100,
        coverBy: v.coverBy.map((c) => c.featureId),
      };
      memo.set(key, out);
      return out;
    },
  };
}
