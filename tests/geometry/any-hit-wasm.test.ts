import { describe, expect, it } from "vitest";
import { assembleAnyHit } from "../../scripts/assemble-wat";
import { seededRandom as rng } from "../../src/core/random";
import { ANY_HIT_WASM_BASE64 } from "../../src/geometry/bvh/any-hit-wasm";
import { sideTree, type TreeData } from "../../src/geometry/bvh/los-scene";
import { treeDepth } from "../../src/geometry/bvh/node-layout";
import { SegmentCaster } from "../../src/geometry/bvh/segment-cast";
import { PROOF_TABLES, shippedWorld } from "../support/worlds";

describe("any-hit.wat", () => {
  it("the committed bytes are what any-hit.wat assembles to (run `npm run wasm` after editing it)", async () => {
    const assembled = await assembleAnyHit();
    expect(Buffer.from(ANY_HIT_WASM_BASE64, "base64").equals(Buffer.from(assembled))).toBe(true);
  });

  it("treeDepth is the deepest level of the tree, counted from the root as 1", () => {
    // A root with a leaf on the left and, on the right, a node over two leaves: three levels.
    const buffer = new ArrayBuffer(5 * 32);
    const u32 = new Uint32Array(buffer);
    const u16 = new Uint16Array(buffer);
    const leaf = (n: number) => {
      u16[n * 16 + 15] = 0xffff;
    };
    u32[0 * 8 + 6] = 2; // root: left child is node 1, right child node 2
    leaf(1);
    u32[2 * 8 + 6] = 2; // node 2: left child node 3, right child node 4
    leaf(3);
    leaf(4);
    expect(treeDepth(buffer)).toBe(3);
  });
});

/** Both walks over one tree, the JavaScript one as the reference. */
function casters(tree: TreeData, features: number) {
  const wasm = new SegmentCaster(tree.root, tree.tris, tree.triFeature, features);
  const js = new SegmentCaster(tree.root, tree.tris, tree.triFeature, features, false);
  return { wasm, js };
}

describe("The WebAssembly any-hit walk gives the JavaScript walk's answer for every segment", () => {
  for (const [name, seed] of PROOF_TABLES.map((n, i) => [n, 2300 + i] as const)) {
    it(`${name}, whole and side trees, 600 segments each with ignored features and subtree starts, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const { scene } = world;
      const features = scene.features.length;
      const whole: TreeData = scene;
      const rand = rng(seed);
      let hits = 0;
      let misses = 0;
      for (const tree of [whole, sideTree(scene)]) {
        const { wasm, js } = casters(tree, features);
        expect(wasm.walksInWasm).toBe(true);
        expect(js.walksInWasm).toBe(false);
        // The caster's other queries read the module's copy of the tree: it is held once.
        expect(wasm.tris.buffer).toBe(wasm.ignore.buffer);
        expect(wasm.nodes.buffer).toBe(wasm.ignore.buffer);
        let region = 0;
        for (let k = 0; k < 600; k++) {
          // Now and then ignore a few features, as casts through an own wood do.
          if (k % 50 === 0) {
            wasm.ignore.fill(0);
            js.ignore.fill(0);
            for (let j = 0; j < 3; j++) {
              const f = Math.floor(rand() * features);
              wasm.ignore[f] = js.ignore[f] = 1;
            }
          }
          // Low segments across the table (the map's lines) and short ones near the ground.
          const ox = rand() * 72;
          const oy = rand() * 48;
          const oz = rand() * 0.3;
          const far = rand() < 0.5;
          const dx = far ? rand() * 72 - ox : (rand() - 0.5) * 6;
          const dy = far ? rand() * 48 - oy : (rand() - 0.5) * 6;
          const dz = rand() * 0.3 - oz;
          const start = k % 3 === 2 ? region : 0;
          const a = wasm.anyHit(ox, oy, oz, dx, dy, dz, 1e-6, 1 - 1e-6, start);
          const b = js.anyHit(ox, oy, oz, dx, dy, dz, 1e-6, 1 - 1e-6, start);
          expect(a, `segment ${k}: feature`).toBe(b);
          expect(wasm.hitTri, `segment ${k}: triangle`).toBe(js.hitTri);
          expect(wasm.hitNode, `segment ${k}: leaf`).toBe(js.hitNode);
          if (b >= 0) {
            expect(wasm.hitT, `segment ${k}: parameter`).toBe(js.hitT);
            region = js.regionOfLastHit(4);
            hits++;
          } else misses++;
        }
      }
      // Both outcomes occur often enough for the comparison to mean something.
      expect(hits).toBeGreaterThan(200);
      expect(misses).toBeGreaterThan(200);
    });
  }
});
