import type { Catalog } from "../../core/catalog/schema";
import type { SightRules } from "../../core/los/sight-rules";
import type { LosWorld } from "../../core/los/world";
import type { Table } from "../../core/table/schema";
import { indexTerrain } from "../../core/table/terrain";
import type { LosSceneData } from "../bvh/scene-data";
import { BvhSegmentHits } from "./bvh-segment-hits";
import { BvhSightGeometry } from "./bvh-sight";

// Apart from world.ts (which builds a scene with three.js): wrapping a scene built elsewhere (a worker's,
// or one read from the CLI's disk cache) loads no three (issue 37).

/** A LosWorld backed by the table's BVH, plus the scene it was built from. */
export interface MeasuredWorld extends LosWorld {
  geometry: BvhSightGeometry;
  scene: LosSceneData;
  /** everything a segment crosses in 3D (core/los/segment-hits.ts), for hindrance-counting rulesets */
  hits: BvhSegmentHits;
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
