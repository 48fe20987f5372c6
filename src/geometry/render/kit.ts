import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  ConeGeometry,
  CylinderGeometry,
  SphereGeometry,
} from "three";
import { mergeGeometries } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import type { Rgb } from "./palette";

/**
 * A small kit for low-poly models: boxes, cylinders, cones and blobs with vertex colours, merged into one
 * geometry so each model (or each repeated prop) is one draw call. z is up; sizes are table inches.
 * Parts coloured white take the instance colour unchanged (a unit's side colour, a tree's green).
 */
export class GeometryKit {
  private readonly parts: BufferGeometry[] = [];

  private add(g: BufferGeometry, colour: Rgb): this {
    const flat = g.index ? g.toNonIndexed() : g;
    flat.deleteAttribute("uv");
    const n = flat.getAttribute("position").count;
    const c = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) c.set(colour, i * 3);
    flat.setAttribute("color", new BufferAttribute(c, 3));
    this.parts.push(flat);
    return this;
  }

  /** A box centred at (x, y, z) with sizes along x, y, z, turned `rotZ` radians about its centre. */
  box(x: number, y: number, z: number, sx: number, sy: number, sz: number, colour: Rgb, rotZ = 0): this {
    const g = new BoxGeometry(sx, sy, sz);
    if (rotZ) g.rotateZ(rotZ);
    g.translate(x, y, z);
    return this.add(g, colour);
  }

  /** A vertical cylinder standing on z = `z0` (or a frustum when `radiusTop` differs). */
  cylinder(
    x: number,
    y: number,
    z0: number,
    radius: number,
    height: number,
    colour: Rgb,
    segments = 8,
    radiusTop = radius,
  ): this {
    const g = new CylinderGeometry(radiusTop, radius, height, segments);
    g.rotateX(Math.PI / 2);
    g.translate(x, y, z0 + height / 2);
    return this.add(g, colour);
  }

  /** A horizontal cylinder along the facing (+y) direction, e.g. a gun barrel, from (x, y0) forward. */
  barrel(x: number, y0: number, z: number, radius: number, length: number, colour: Rgb, pitch = 0): this {
    const g = new CylinderGeometry(radius, radius, length, 6);
    g.translate(0, length / 2, 0);
    if (pitch) g.rotateX(pitch);
    g.translate(x, y0, z);
    return this.add(g, colour);
  }

  /** A cone standing on z = `z0`. */
  cone(x: number, y: number, z0: number, radius: number, height: number, colour: Rgb, segments = 7): this {
    const g = new ConeGeometry(radius, height, segments);
    g.rotateX(Math.PI / 2);
    g.translate(x, y, z0 + height / 2);
    return this.add(g, colour);
  }

  /** A low-poly ellipsoid centred at (x, y, z). */
  blob(x: number, y: number, z: number, rx: number, ry: number, rz: number, colour: Rgb): this {
    const g = new SphereGeometry(1, 7, 5);
    g.scale(rx, ry, rz);
    g.translate(x, y, z);
    return this.add(g, colour);
  }

  /** A roof ridge: a triangular prism over a w × d footprint from z0 up `h`, ridge along x. */
  gable(x: number, y: number, z0: number, w: number, d: number, h: number, colour: Rgb, rotZ = 0): this {
    const hw = w / 2;
    const hd = d / 2;
    // biome-ignore format: one triangle per line
    const p = [
      -hw, -hd, 0,  hw, -hd, 0,  hw, 0, h,   -hw, -hd, 0,  hw, 0, h,  -hw, 0, h,
      hw, hd, 0,  -hw, hd, 0,  -hw, 0, h,   hw, hd, 0,  -hw, 0, h,  hw, 0, h,
      -hw, -hd, 0,  -hw, 0, h,  -hw, hd, 0,
      hw, -hd, 0,  hw, hd, 0,  hw, 0, h,
    ];
    const g = new BufferGeometry();
    g.setAttribute("position", new BufferAttribute(new Float32Array(p), 3));
    g.computeVertexNormals();
    if (rotZ) g.rotateZ(rotZ);
    g.translate(x, y, z0);
    return this.add(g, colour);
  }

  /** Merges every part into one non-indexed geometry with position, normal and color. */
  build(): BufferGeometry {
    const merged = mergeGeometries(this.parts, false);
    if (!merged) throw new Error("GeometryKit: parts have mismatched attributes");
    merged.computeBoundingBox();
    merged.computeBoundingSphere();
    for (const p of this.parts) p.dispose();
    return merged;
  }
}
