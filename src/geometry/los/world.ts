import type { Catalog } from "../../core/catalog/schema";
import type { SightRules } from "../../core/los/sight-rules";
import type { Table } from "../../core/table/schema";
import { indexTerrain } from "../../core/table/terrain";
import { buildLosScene, type LosScene, sideTree } from "../bvh/los-scene";
import { BvhSegmentHits } from "./bvh-segment-hits";
import { BvhSightGeometry } from "./bvh-sight";
import type { MeasuredWorld } from "./scene-world";

export { type MeasuredWorld, worldFromScene } from "./scene-world";

/** A measured world built here, with the live scene (which a map pool can be given). */
export type BuiltWorld = MeasuredWorld & { scene: LosScene };

/**
 * Builds the BVH for a table and wraps it for line-of-sight queries (the side tree for maps is built
 * on first use). Rebuild when terrain changes. `rules` says what the measurements mean: the sight rules
 * of the ruleset asking (the edge takes them from the ruleset list; geometry names no ruleset).
 */
export function createWorld(table: Table, catalog: Catalog, rules: SightRules): BuiltWorld {
  const scene = buildLosScene(table);
  return {
    table,
    catalog,
    terrain: indexTerrain(table),
    geometry: new BvhSightGeometry(scene, table.yardsPerInch, () => sideTree(scene)),
    hits: new BvhSegmentHits(scene, table.yardsPerInch),
    rules,
    scene,
  };
}
