import { BufferAttribute, BufferGeometry } from "three";
import { MeshBVH, SAH } from "three-mesh-bvh";
import type { Table } from "../../core/table/schema";
import { indexTerrain, type TerrainIndex } from "../../core/table/terrain";
import { buildLosMesh, type LosMeshData } from "../los-mesh";
import { casterFor, type LosSceneData, type TreeData } from "./scene-data";
import { packTriangles, type SegmentCaster } from "./segment-cast";

export { casterFor, type LosSceneData, type TreeData } from "./scene-data";

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
  const share = (opts.shared ?? true) && canShare();
  const { tree, bvh, geometry, order } = buildTree(mesh.positions, mesh.triFeature, share);
  return { ...tree, features: mesh.features, mesh, bvh, geometry, order, buildMs: performance.now() - t0 };
}

/**
 * The side tree of a scene (built on first use, then kept with the scene): the BVH over every
 * triangle but the terrain's flat tops, the ground tiles and the plateau tops. A segment whose two
 * ends are above the terrain meets the terrain only by entering a hill and leaving it again, and a
 * straight line cannot cross flat tops both ways (in going down, out going up), so it crosses a slope
 * too: casts over the side tree then block and clear exactly as over the whole mesh. The tops are a
 * third of a contoured table's triangles, and the boxes they share with the slopes are what low sight
 * lines over hills wade through.
 */
export function sideTree(scene: LosScene): TreeData {
  if (scene.sides) return scene.sides;
  const { positions, triFeature, features } = scene.mesh;
  const keep: number[] = [];
  for (let t = 0; t < triFeature.length; t++) {
    const type = features[triFeature[t]!]!.type;
    const o = t * 9;
    const flat = positions[o + 2] === positions[o + 5] && positions[o + 2] === positions[o + 8];
    if (!(flat && (type === "ground" || type === "hill"))) keep.push(t);
  }
  const pos = new Float32Array(keep.length * 9);
  const feat = new Uint16Array(keep.length);
  for (let k = 0; k < keep.length; k++) {
    const t = keep[k]!;
    pos.set(positions.subarray(t * 9, t * 9 + 9), k * 9);
    feat[k] = triFeature[t]!;
  }
  scene.sides = buildTree(pos, feat, scene.root instanceof ArrayBuffer ? false : canShare()).tree;
  return scene.sides;
}

function buildTree(
  positions: Float32Array,
  triFeatureIn: Uint16Array,
  share: boolean,
): { tree: TreeData; bvh: MeshBVH; geometry: BufferGeometry; order: Uint32Array } {
  const triCount = triFeatureIn.length;
  const geometry = new BufferGeometry();
  geometry.setAttribute("position", new BufferAttribute(positions, 3));
  const index = new Uint32Array(triCount * 3);
  for (let i = 0; i < index.length; i++) index[i] = i;
  geometry.setIndex(new BufferAttribute(index, 1));
  const bvh = new MeshBVH(geometry, {
    strategy: SAH,
    targetLeafSize: 6,
    maxDepth: 64,
    useSharedArrayBuffer: share,
    verbose: false,
  });
  const roots = (bvh as unknown as { _roots: ArrayBufferLike[] })._roots;
  if (roots.length !== 1) throw new Error(`expected one BVH root, got ${roots.length}`);
  // The build reorders the index buffer; triangle i of a leaf is triangle index[3i]/3 of the mesh.
  const reordered = geometry.index!.array as Uint32Array;
  const order = new Uint32Array(triCount);
  for (let i = 0; i < triCount; i++) order[i] = reordered[i * 3]! / 3;
  const tris = new Float32Array(share ? sharedOrPlain(triCount * 9 * 4) : new ArrayBuffer(triCount * 9 * 4));
  packTriangles(positions, order, tris);
  const triFeature = new Uint16Array(share ? sharedOrPlain(triCount * 2) : new ArrayBuffer(triCount * 2));
  for (let i = 0; i < triCount; i++) triFeature[i] = triFeatureIn[order[i]!]!;
  return { tree: { root: roots[0]!, tris, triFeature, triangleCount: triCount }, bvh, geometry, order };
}

function canShare(): boolean {
  return (
    typeof SharedArrayBuffer !== "undefined" &&
    (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated !== false
  );
}

/** The plain data of a scene, for posting to a worker (which runs maps, so with its side tree). */
export function sceneData(scene: LosScene): LosSceneData {
  const { root, tris, triFeature, features, triangleCount } = scene;
  return { root, tris, triFeature, features, triangleCount, sides: sideTree(scene) };
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
