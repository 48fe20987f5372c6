import { DoubleSide, Mesh, MeshBasicMaterial, Raycaster, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { seededRandom as rng } from "../../src/core/random";
import { groundYardsAt } from "../../src/core/table/terrain";
import { sideTree } from "../../src/geometry/bvh/los-scene";
import { SHIPPED, shippedWorld } from "../support/worlds";

describe("BVH segment casts agree with brute-force three.js raycasting", () => {
  for (const [name, seed] of SHIPPED.map((n, i) => [n, 1000 + i] as const)) {
    it(`${name}, 400 random segments, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const { caster } = world.geometry;
      // The same triangles, raycast by three.js with no BVH.
      const mesh = new Mesh(world.scene.geometry.clone(), new MeshBasicMaterial({ side: DoubleSide }));
      const raycaster = new Raycaster();
      const rand = rng(seed);
      const zMax = 0.8; // inches: 40 yards at 50 yd/in, above every feature
      let hits = 0;
      for (let k = 0; k < 400; k++) {
        const o = new Vector3(rand() * 72, rand() * 48, rand() * zMax);
        const e = new Vector3(rand() * 72, rand() * 48, rand() * zMax * 0.5);
        const d = e.clone().sub(o);
        const len = d.length();
        raycaster.set(o, d.clone().normalize());
        raycaster.near = 1e-6 * len;
        raycaster.far = len * (1 - 1e-6);
        const brute = raycaster.intersectObject(mesh, false);
        const any = caster.anyHit(o.x, o.y, o.z, d.x, d.y, d.z);
        const closest = caster.closestHit(o.x, o.y, o.z, d.x, d.y, d.z);
        expect(any >= 0, `segment ${k}: any-hit`).toBe(brute.length > 0);
        expect(closest >= 0, `segment ${k}: closest-hit`).toBe(brute.length > 0);
        if (brute.length > 0) {
          hits++;
          expect(caster.hitT * len, `segment ${k}: distance to first hit`).toBeCloseTo(brute[0]!.distance, 4);
        }
      }
      // The test means something only if both outcomes occur.
      expect(hits).toBeGreaterThan(40);
      expect(hits).toBeLessThan(360);
    });
  }
});

describe("Region casts (any-hit over the subtree round the last hit) never prove more than a full cast", () => {
  for (const [name, seed] of SHIPPED.map((n, i) => [n, 1100 + i] as const)) {
    it(`${name}, 300 pairs of neighbouring segments, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const { caster } = world.geometry;
      const mesh = new Mesh(world.scene.geometry.clone(), new MeshBasicMaterial({ side: DoubleSide }));
      const raycaster = new Raycaster();
      const rand = rng(seed);
      const bruteHits = (o: Vector3, d: Vector3): boolean => {
        const len = d.length();
        raycaster.set(o, d.clone().normalize());
        raycaster.near = 1e-6 * len;
        raycaster.far = len * (1 - 1e-6);
        return raycaster.intersectObject(mesh, false).length > 0;
      };
      let regionHits = 0;
      let regionMisses = 0;
      for (let k = 0; k < 300; k++) {
        const o = new Vector3(rand() * 72, rand() * 48, rand() * 0.8);
        const d = new Vector3(rand() * 72, rand() * 48, rand() * 0.4).sub(o);
        if (caster.anyHit(o.x, o.y, o.z, d.x, d.y, d.z) < 0) continue;
        const tri = caster.hitTri;
        const levels = k % 6;
        const region = caster.regionOfLastHit(levels);
        expect(region, `segment ${k}: a hit has a region`).toBeGreaterThanOrEqual(0);
        // The same segment is found again in its own region, on the same triangle's leaf or a sibling.
        expect(
          caster.anyHit(o.x, o.y, o.z, d.x, d.y, d.z, 1e-6, 1 - 1e-6, region),
          `segment ${k}: own region`,
        ).toBeGreaterThanOrEqual(0);
        expect(tri).toBeGreaterThanOrEqual(0);
        // A neighbouring segment: a region hit must be a real hit (brute force agrees).
        const o2 = o.clone().add(new Vector3(rand() - 0.5, rand() - 0.5, (rand() - 0.5) * 0.1));
        const d2 = d.clone().add(new Vector3(rand() - 0.5, rand() - 0.5, (rand() - 0.5) * 0.1));
        if (caster.anyHit(o2.x, o2.y, o2.z, d2.x, d2.y, d2.z, 1e-6, 1 - 1e-6, region) >= 0) {
          regionHits++;
          expect(bruteHits(o2, d2), `segment ${k}: region hit is a real hit`).toBe(true);
          const t = caster.hitT;
          expect(t > 1e-6 && t < 1 - 1e-6).toBe(true);
        } else regionMisses++;
      }
      // Both outcomes occur, or the test proves nothing.
      expect(regionHits).toBeGreaterThan(10);
      expect(regionMisses).toBeGreaterThan(10);
    });
  }
});

describe("The side tree (no terrain tops) blocks and clears as the whole mesh between points above the terrain", () => {
  for (const [name, seed] of SHIPPED.map((n, i) => [n, 1200 + i] as const)) {
    it(`${name}, 400 random segments low over the terrain, seed ${seed}`, () => {
      const world = shippedWorld(name);
      const g = world.geometry;
      const { width, depth, yardsPerInch } = world.table;
      const mesh = new Mesh(world.scene.geometry.clone(), new MeshBasicMaterial({ side: DoubleSide }));
      const raycaster = new Raycaster();
      const rand = rng(seed);
      const point = (): [number, number, number] => {
        const x = rand() * width;
        const y = rand() * depth;
        return [x, y, groundYardsAt(world.terrain, x, y) + 0.01 + rand() * 4];
      };
      let hits = 0;
      let sideHandles = 0;
      for (let k = 0; k < 400; k++) {
        const [ax, ay, az] = point();
        const [bx, by, bz] = point();
        const o = new Vector3(ax, ay, az / yardsPerInch);
        const d = new Vector3(bx - ax, by - ay, (bz - az) / yardsPerInch);
        const len = d.length();
        raycaster.set(o, d.clone().normalize());
        raycaster.near = 1e-6 * len;
        raycaster.far = len * (1 - 1e-6);
        const brute = raycaster.intersectObject(mesh, false).length > 0;
        const f = g.anyHit(ax, ay, az, bx, by, bz, 1e-6, 1 - 1e-6, undefined, true);
        expect(f >= 0, `segment ${k}`).toBe(brute);
        if (f < 0) continue;
        hits++;
        // The handles of a side-tree hit work like any other: the triangle and the region round it
        // find the same segment blocked again.
        const tri = g.lastTri;
        const region = g.lastRegion;
        if (tri >= world.scene.triangleCount) sideHandles++;
        expect(g.hitsTriangle(tri, ax, ay, az, bx, by, bz, 1e-6, 1 - 1e-6), `segment ${k}: triangle`).toBe(f);
        expect(
          g.anyHit(ax, ay, az, bx, by, bz, 1e-6, 1 - 1e-6, region),
          `segment ${k}: region`,
        ).toBeGreaterThanOrEqual(0);
      }
      // Both outcomes occur, and the casts did run over the side tree.
      expect(hits).toBeGreaterThan(40);
      expect(hits).toBeLessThan(360);
      expect(sideHandles).toBe(hits);
    });
  }

  it("leaves out exactly the flat triangles of the ground and the hills", () => {
    const world = shippedWorld("ridge-and-village.json");
    const { positions, triFeature, features } = world.scene.mesh;
    let tops = 0;
    for (let t = 0; t < triFeature.length; t++) {
      const type = features[triFeature[t]!]!.type;
      const z = positions.subarray(t * 9, t * 9 + 9);
      if ((type === "ground" || type === "hill") && z[2] === z[5] && z[2] === z[8]) tops++;
    }
    expect(tops).toBeGreaterThan(100);
    expect(sideTree(world.scene).triangleCount).toBe(triFeature.length - tops);
  });
});
