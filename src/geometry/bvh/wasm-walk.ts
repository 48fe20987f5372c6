import { ANY_HIT_WASM_BASE64 } from "./any-hit-wasm";
import { treeDepth } from "./node-layout";

/**
 * The any-hit walk of any-hit.wat over one tree: the module's own copies of the tree's node buffer,
 * triangles and features, its ignore flags, and where it leaves the last hit.
 */
export interface WasmWalk {
  /** per-feature flags, 1 = ignore hits on that feature: a view into the module's memory */
  readonly ignore: Uint8Array;
  /**
   * The module's copies of the node buffer, triangles and features, as views: the caster's other
   * queries read these too, so the tree is held in memory (and in the caches) once, not twice.
   */
  readonly nodes: Uint8Array;
  readonly tris: Float32Array;
  readonly triFeature: Uint16Array;
  /** SegmentCaster.anyHit's walk: the feature hit, or −1 */
  readonly anyHit: (
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    dz: number,
    tMin: number,
    tMax: number,
    start: number,
  ) => number;
  /** FanCaster.clearFrom's walk over the segments whose z components are in `fanDz`'s first `count` */
  readonly fanFrom: (
    ox: number,
    oy: number,
    oz: number,
    dx: number,
    dy: number,
    tMin: number,
    tMax: number,
    count: number,
  ) => number;
  /** the fan's z components, ascending: a view into the module's memory, FAN_MAX long */
  readonly fanDz: Float64Array;
  /** after a walk: [0] the triangle hit (BVH order) or −1, [1] its leaf node (word offset) or −1 */
  readonly hit: Int32Array;
  /** after a hit: [1] the segment parameter */
  readonly hitT: Float64Array;
}

/** The most segments one fan cast takes (a minimum-height ladder's 32 heights). */
export const FAN_MAX = 32;

/** Bytes at the start of memory for the last hit (any-hit.wat's layout), padded. */
const HIT_BYTES = 64;

let compiled: WebAssembly.Module | null | undefined;

/** The compiled module, or null where WebAssembly is missing or refuses it (then JS walks). */
function anyHitModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      const text = atob(ANY_HIT_WASM_BASE64);
      const bytes = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      // 1.6 KB: small enough to compile synchronously on a browser's main thread too.
      compiled = typeof WebAssembly === "undefined" ? null : new WebAssembly.Module(bytes);
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

const align = (bytes: number): number => Math.ceil(bytes / 64) * 64;

/**
 * Loads a tree into a fresh instance of the any-hit module, or returns null where WebAssembly is not
 * available (the caller then walks in JavaScript).
 */
export function wasmWalk(
  root: ArrayBufferLike,
  tris: Float32Array,
  triFeature: Uint16Array,
  featureCount: number,
): WasmWalk | null {
  const module = anyHitModule();
  if (!module) return null;
  const nodeBytes = new Uint8Array(root);
  const nodesAt = HIT_BYTES;
  const trisAt = align(nodesAt + nodeBytes.byteLength);
  const featAt = align(trisAt + tris.byteLength);
  const ignoreAt = align(featAt + triFeature.byteLength);
  const stackAt = align(ignoreAt + featureCount);
  // A fan walk pushes both children of a node: one more entry than the tree's depth, and a spare.
  const fanAt = align(stackAt + 4 * (treeDepth(root) + 3));
  const end = fanAt + 8 * FAN_MAX;
  const instance = new WebAssembly.Instance(module, {});
  const memory = instance.exports.memory as WebAssembly.Memory;
  const pages = Math.ceil(end / 65536) - memory.buffer.byteLength / 65536;
  if (pages > 0) memory.grow(pages);
  // The memory never grows again, so these views stay attached.
  const buffer = memory.buffer;
  const nodes = new Uint8Array(buffer, nodesAt, nodeBytes.byteLength);
  nodes.set(nodeBytes);
  const trisView = new Float32Array(buffer, trisAt, tris.length);
  trisView.set(tris);
  const featureView = new Uint16Array(buffer, featAt, triFeature.length);
  featureView.set(triFeature);
  (instance.exports.layout as (...at: number[]) => void)(nodesAt, trisAt, featAt, ignoreAt, stackAt, fanAt);
  return {
    ignore: new Uint8Array(buffer, ignoreAt, featureCount),
    nodes,
    tris: trisView,
    triFeature: featureView,
    anyHit: instance.exports.anyHit as WasmWalk["anyHit"],
    fanFrom: instance.exports.fanFrom as WasmWalk["fanFrom"],
    fanDz: new Float64Array(buffer, fanAt, FAN_MAX),
    hit: new Int32Array(buffer, 0, 2),
    hitT: new Float64Array(buffer, 0, 2),
  };
}
