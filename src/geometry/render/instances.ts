/**
 * Per-instance data for InstancedMesh: a column-major 4×4 matrix and an RGB colour per instance.
 * Plain typed arrays, so they are built and tested without a renderer.
 */

/** Matrices and colours for `count` instances of one geometry. */
export interface InstanceData {
  count: number;
  /** 16 floats per instance, column-major (three.js Matrix4.elements order) */
  matrices: Float32Array;
  /** 3 floats per instance */
  colours: Float32Array;
}

/** Grows instance arrays as instances are added. */
export class InstanceWriter {
  private m: number[] = [];
  private c: number[] = [];

  /**
   * Adds an instance: scale (sx, sy, sz), then a turn of `angle` radians counter-clockwise about z, then a
   * move to (x, y, z).
   */
  add(
    x: number,
    y: number,
    z: number,
    angle: number,
    sx: number,
    sy: number,
    sz: number,
    colour: readonly [number, number, number],
  ): void {
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    this.m.push(c * sx, s * sx, 0, 0, -s * sy, c * sy, 0, 0, 0, 0, sz, 0, x, y, z, 1);
    this.c.push(colour[0], colour[1], colour[2]);
  }

  finish(): InstanceData {
    return {
      count: this.c.length / 3,
      matrices: new Float32Array(this.m),
      colours: new Float32Array(this.c),
    };
  }
}

/** The table facing (degrees, 0 = +y, clockwise) as a counter-clockwise turn about z from +y. */
export function facingToAngle(facingDeg: number): number {
  return (-facingDeg * Math.PI) / 180;
}
