/**
 * Per cell of a grid over the table, the highest point of any triangle over it: for proofs that a
 * sight line passes above everything (dead-ground maps prove lines clear with no cast this way).
 * Triangles are packed nine floats each as the BVH stores them: a corner, then the other two corners
 * less that one (the caster adds them back in doubles, as here).
 */
export function cellCeilings(
  tris: Float32Array,
  triangleCount: number,
  zScale: number,
  cellInches: number,
  cols: number,
  rows: number,
): Float32Array {
  const out = new Float32Array(cols * rows).fill(Number.NEGATIVE_INFINITY);
  // Cells are grown by a hair, so a triangle touching a cell's edge counts for it despite round-off.
  const pad = 1e-6;
  for (let t = 0; t < triangleCount; t++) {
    const o = t * 9;
    const ax = tris[o]!;
    const ay = tris[o + 1]!;
    const az = tris[o + 2]!;
    const bx = ax + tris[o + 3]!;
    const by = ay + tris[o + 4]!;
    const cx = ax + tris[o + 6]!;
    const cy = ay + tris[o + 7]!;
    let top = Math.max(az, az + tris[o + 5]!, az + tris[o + 8]!) * zScale;
    // Stored rounded up: a float32 nearest to a value raised by 2^-22 of itself is above it.
    top += Math.abs(top) * 2 ** -22;
    const c0 = Math.max(0, Math.floor((Math.min(ax, bx, cx) - pad) / cellInches));
    const c1 = Math.min(cols - 1, Math.floor((Math.max(ax, bx, cx) + pad) / cellInches));
    const r0 = Math.max(0, Math.floor((Math.min(ay, by, cy) - pad) / cellInches));
    const r1 = Math.min(rows - 1, Math.floor((Math.max(ay, by, cy) + pad) / cellInches));
    const small = c1 - c0 <= 1 && r1 - r0 <= 1;
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) {
        const i = r * cols + c;
        if (top <= out[i]!) continue;
        if (
          !small &&
          !overlaps(ax, ay, bx, by, cx, cy, c * cellInches - pad, r * cellInches - pad, cellInches + 2 * pad)
        )
          continue;
        out[i] = top;
      }
  }
  return out;
}

/**
 * Whether the triangle's flat footprint meets the square [x0, x0 + s] × [y0, y0 + s], by separating
 * axes: the square's two (the caller's bounding box already) and each edge's normal. A vertical
 * triangle's footprint is a segment, and the same test then checks the segment's line.
 */
function overlaps(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  x0: number,
  y0: number,
  s: number,
): boolean {
  return (
    apart(by - ay, ax - bx, ax, ay, bx, by, cx, cy, x0, y0, s) === false &&
    apart(cy - by, bx - cx, ax, ay, bx, by, cx, cy, x0, y0, s) === false &&
    apart(ay - cy, cx - ax, ax, ay, bx, by, cx, cy, x0, y0, s) === false
  );
}

/** True when the axis (nx, ny) separates the triangle from the square. */
function apart(
  nx: number,
  ny: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  x0: number,
  y0: number,
  s: number,
): boolean {
  if (nx === 0 && ny === 0) return false;
  const pa = nx * ax + ny * ay;
  const pb = nx * bx + ny * by;
  const pc = nx * cx + ny * cy;
  const tLo = Math.min(pa, pb, pc);
  const tHi = Math.max(pa, pb, pc);
  const q0 = nx * x0 + ny * y0;
  const qx = nx * s;
  const qy = ny * s;
  const sLo = q0 + Math.min(0, qx) + Math.min(0, qy);
  const sHi = q0 + Math.max(0, qx) + Math.max(0, qy);
  // A relative hair of slack: only ever keeps a cell in.
  const eps = 1e-9 * (Math.abs(tLo) + Math.abs(tHi) + Math.abs(sLo) + Math.abs(sHi));
  return tHi < sLo - eps || sHi < tLo - eps;
}
