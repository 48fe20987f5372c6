import { losBetween } from "../los/line-of-sight";
import { HALF_TOLERANCE } from "../los/wording";
import type { LosWorld } from "../los/world";
import type { TableUnit } from "../table/schema";
import { placeBase } from "../units/placement";
import type { FirefightOracle, ModelPose, ModelSight } from "./model";
import type { FirefightRules } from "./rules-data";
import { concealingAreaAt, HARD_COVER_TYPES } from "./terrain";

// The firefight's sight rules live in ./sight.ts (light: the registry's list imports them eagerly).
export { FIREFIGHT_SIGHT, OWN_AREA_REACH_Y } from "./sight";

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
