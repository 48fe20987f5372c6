/**
 * three-mesh-bvh's node buffer (0.9), as the casters read it: 32 bytes a node, float32 [0..5] the
 * bounds min xyz / max xyz; a leaf when uint16[15] === IS_LEAF, with uint32[6] its first triangle and
 * uint16[14] their count; otherwise uint32[6] is the right child's offset in nodes from this one and
 * uint32[7] the split axis, and the left child follows.
 */

/** uint16[15] of a leaf node. */
export const IS_LEAF = 0xffff;
/** A node's size in 32-bit words: node offsets are counted in words, nodes at multiples of it. */
export const NODE_U32 = 8;

/** A node buffer's bytes seen as the casters read them: float32 bounds, uint32 and uint16 fields. */
export function nodeViews(nodes: Uint8Array): { f32: Float32Array; u32: Uint32Array; u16: Uint16Array } {
  const { buffer, byteOffset, byteLength } = nodes;
  return {
    f32: new Float32Array(buffer, byteOffset, byteLength / 4),
    u32: new Uint32Array(buffer, byteOffset, byteLength / 4),
    u16: new Uint16Array(buffer, byteOffset, byteLength / 2),
  };
}

/** The deepest level of a node buffer's tree (the root is level 1): a walk's stack never holds more. */
export function treeDepth(root: ArrayBufferLike): number {
  const { u32, u16 } = nodeViews(new Uint8Array(root));
  if (u32.length === 0) return 0;
  let deepest = 0;
  const nodes = [0];
  const depths = [1];
  while (nodes.length > 0) {
    const n32 = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > deepest) deepest = depth;
    if (u16[n32 * 2 + 15] === IS_LEAF) continue;
    nodes.push(n32 + NODE_U32, n32 + u32[n32 + 6]! * NODE_U32);
    depths.push(depth + 1, depth + 1);
  }
  return deepest;
}
