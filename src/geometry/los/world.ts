import type { Catalog } from "../../core/catalog/schema";
import type { SightRules } from "../../core/los/sight-rules";
import type { LosWorld } from "../../core/los/world";
import type { Table } from "../../core/table/schema";
import { indexTerrain } from "../../core/table/terrain";
import { buildLosScene, type LosScene, type LosSceneData, sideTree } from "../bvh/los-scene";
import { BvhSegmentHits } from "./bvh-segment-hits";
import { BvhSightGeometry } from "./bvh-sight";

/** A LosWorld backed by the table's BVH, plus the scene it was built from. */
export interface MeasuredWorld extends LosWorld {
  geometry: BvhSightGeometry;
  scene: LosSceneData;
  /** everything a segment crosses in 3D (core/los/segment-hits.ts), for hindrance-counting rulesets */
  hits: BvhSegmentHits;
}

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

/** Wraps an already-built scene (e.g. one received by a worker) for queries. */
export function worldFromScene(
  table: Table,
  scene: LosSceneData,
  catalog: Catalog,
  rules: SightRules,
): MeasuredWorld {
  return {
    table,
    catalog,
    terrain: indexTerrain(table),
    geometry: new BvhSightGeometry(scene, table.yardsPerInch),
    hits: new BvhSegmentHits(scene, table.yardsPerInch),
    rules,
    scene,
  };
}
