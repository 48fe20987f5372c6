// What a command loads only when its table's world is not in the disk cache (open-world.ts): three.js,
// three-mesh-bvh and the mesh builder, in a chunk of their own (issue 37).
export { sceneData } from "../geometry/bvh/los-scene";
export { createWorld } from "../geometry/los/world";
