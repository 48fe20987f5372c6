import type { FeatureRef } from "../los-mesh";
import { SegmentCaster } from "./segment-cast";

// The plain data of a line-of-sight scene and the caster over it, apart from los-scene.ts (which builds
// scenes with three.js and three-mesh-bvh): whatever only queries a scene built elsewhere (a worker, or
// the CLI reading its disk cache, src/cli/world-cache.ts) loads no three (issue 37).

/** A BVH over triangles of the mesh, packed for SegmentCaster. */
export interface TreeData {
  /** the BVH node buffer (one root: the mesh has no groups) */
  root: ArrayBufferLike;
  /** triangles in BVH order as (v0, e1, e2), 9 floats each */
  tris: Float32Array;
  /** feature index per triangle, BVH order */
  triFeature: Uint16Array;
  triangleCount: number;
}

/**
 * A table's line-of-sight mesh with its BVH, ready for segment queries. The plain-data part
 * (`LosSceneData`) crosses worker boundaries; buffers are SharedArrayBuffers when the platform allows.
 */
export interface LosSceneData extends TreeData {
  features: FeatureRef[];
  /** the side tree (sideTree), once built: maps cast over it */
  sides?: TreeData;
}

/** A caster over a scene's data. */
export function casterFor(scene: LosSceneData): SegmentCaster {
  return new SegmentCaster(scene.root, scene.tris, scene.triFeature, scene.features.length);
}
