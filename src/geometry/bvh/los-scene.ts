import { BufferAttribute, BufferGeometry } from "three";
import { MeshBVH, SAH } from "three-mesh-bvh";
import type { Table } from "../../core/table/schema";
import { indexTerrain, type TerrainIndex } from "../../core/table/terrain";
import { buildLosMesh, type FeatureRef, type LosMeshData } from "../los-mesh";
import { packTriangles, SegmentCaster } from "./segment-cast";

/**
 * A table's line-of-sight mesh with its BVH, ready for segment queries. The plain-data part
 * (`LosSceneData`) crosses worker boundaries; buffers are SharedArrayBuffers when the platform allows.
 */
export interface LosSceneData {
  /** the BVH node buffer (one root: the mesh has no groups) */
  root: ArrayBufferLike;
  /** triangles in BVH order as (v0, e1, e2), 9 floats each */
  tris: Float32Array;
  /** feature index per triangle, BVH order */
  triFeature: Uint16Array;
  features: FeatureRef[];
  triangleCount: number;
}

/** The scene plus the live three-mesh-bvh objects it came from (main thread only). */
export interface LosScene extends LosSceneData {
  mesh: LosMeshData;
  bvh: MeshBVH;
  geometry: BufferGeometry;
  /** original triangle index for each BVH-order triangle */
  order: Uint32Array;
  buildMs: number;
}

function sharedOrPlain(bytes: number): ArrayBufferLike {
  return typeof SharedArrayBuffer !== "undefined" &&
    (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated !== false
    ? new SharedArrayBuffer(bytes)
    : new ArrayBuffer(bytes);
}

/** Builds the LOS mesh and its SAH BVH for a validated table. */
export function buildLosScene(table: Table, opts: { shared?: boolean } = {}): LosScene {
  const t0 = performance.now();
  const mesh = buildLosMesh(table);
  const triCount = mesh.triFeature.length;
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(mesh.positions, 3));
  const index = new Uint32Array(triCount * 3);
  for (let i = 0; i < index.length; i++) index[i] = i;
  geometry.setIndex(new BufferAttribute(index, 1));
  const shared = opts.shared ?? true;
  const bvh = new MeshBVH(geometry, {
    strategy: SAH,
    targetLeafSize: 6,
    maxDepth: 64,
    useSharedArrayBuffer: shared && canShare(),
    verbose: false,
  });
  const roots = (bvh as unknown as { _roots: ArrayBufferLike[] })._roots;
  if (roots.length !== 1) throw new Error(`expected one BVH root, got ${roots.length}`);
  // The build reorders the index buffer; triangle i of a leaf is triangle index[3i]/3 of the mesh.
  const reordered = geometry.index!.array as Uint32Array;
  const order = new Uint32Array(triCount);
  for (let i = 0; i < triCount; i++) order[i] = reordered[i * 3]! / 3;
  const share = shared && canShare();
  const tris = new Float32Array(share ? sharedOrPlain(triCount * 9 * 4) : new ArrayBuffer(triCount * 9 * 4));
  packTriangles(mesh.positions, order, tris);
  const triFeature = new Uint16Array(share ? sharedOrPlain(triCount * 2) : new ArrayBuffer(triCount * 2));
  for (let i = 0; i < triCount; i++) triFeature[i] = mesh.triFeature[order[i]!]!;
  return {
    root: roots[0]!,
    tris,
    triFeature,
    features: mesh.features,
    triangleCount: triCount,
    mesh,
    bvh,
    geometry,
    order,
    buildMs: performance.now() - t0,
  };
}

function canShare(): boolean {
  return (
    typeof SharedArrayBuffer !== "undefined" &&
    (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated !== false
  );
}

/** The plain data of a scene, for posting to a worker. */
export function sceneData(scene: LosSceneData): LosSceneData {
  const { root, tris, triFeature, features, triangleCount } = scene;
  return { root, tris, triFeature, features, triangleCount };
}

/** A caster over a scene's data. */
export function casterFor(scene: LosSceneData): SegmentCaster {
  return new SegmentCaster(scene.root, scene.tris, scene.triFeature, scene.features.length);
}

/** A scene with its terrain index: everything line-of-sight queries need for one table. */
export interface TableWorld {
  table: Table;
  terrain: TerrainIndex;
  scene: LosScene;
  caster: SegmentCaster;
}

/** Builds everything for queries on one table. Rebuild when the terrain changes. */
export function buildWorld(table: Table): TableWorld {
  const scene = buildLosScene(table);
  return { table, terrain: indexTerrain(table), scene, caster: casterFor(scene) };
}
