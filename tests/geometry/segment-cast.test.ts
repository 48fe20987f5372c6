import { DoubleSide, Mesh, MeshBasicMaterial, Raycaster, Vector3 } from "three";
import { describe, expect, it } from "vitest";
import { seededRandom as rng } from "../../src/core/random";
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
