import type { Pt } from "./geom2d";

/**
 * An exact orientation predicate: which side of the line a→b the point c lies on. A fixed epsilon
 * ("|cross| < 1e-9 is collinear") called neighbouring edges of a finely sampled circle collinear and
 * then mixed that zero with the signs of other tests, so a valid outline was reported as crossing
 * itself. Here the sign is always the sign of the exact determinant of the given doubles: the
 * floating-point value is used when Shewchuk's error bound proves its sign, and the rare close call is
 * settled exactly with BigInt arithmetic.
 */

const EPSILON = 2 ** -53;
/** Shewchuk's bound on the error of the floating-point determinant below (ccwerrboundA). */
const ERR_BOUND = (3 + 16 * EPSILON) * EPSILON;

/** +1 when a, b, c turn counter-clockwise (x right, y away), −1 clockwise, 0 exactly collinear. */
export function orient2d(a: Pt, b: Pt, c: Pt): -1 | 0 | 1 {
  const adx = a[0] - c[0];
  const bdy = b[1] - c[1];
  const ady = a[1] - c[1];
  const bdx = b[0] - c[0];
  // A rounded difference is zero exactly when the two coordinates are equal, so these are exact.
  const leftZero = adx === 0 || bdy === 0;
  const rightZero = ady === 0 || bdx === 0;
  if (leftZero && rightZero) return 0;
  const detLeft = adx * bdy;
  const detRight = ady * bdx;
  // Below this a product may have lost bits to underflow, and the error bound no longer holds.
  const tiny = 1e-280;
  if (Math.abs(detLeft) < tiny && Math.abs(detRight) < tiny) return exactOrient(a, b, c);
  // Shewchuk's shortcut: when only one product is non-zero, or they differ in sign, the sign of the
  // determinant is already exact (a rounded difference or product keeps the exact one's sign).
  if (leftZero) return detRight > 0 ? -1 : 1;
  if (rightZero) return detLeft > 0 ? 1 : -1;
  if (detLeft > 0 !== detRight > 0) return detLeft > 0 ? 1 : -1;
  const det = detLeft - detRight;
  const bound = ERR_BOUND * (Math.abs(detLeft) + Math.abs(detRight));
  if (det > bound) return 1;
  if (-det > bound) return -1;
  return exactOrient(a, b, c);
}

const view = new DataView(new ArrayBuffer(8));

/** A finite double as an exact integer mantissa and a power of two: v = m × 2^e. */
function split(v: number): { m: bigint; e: number } {
  if (v === 0) return { m: 0n, e: 0 };
  view.setFloat64(0, v);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const biased = (hi >>> 20) & 0x7ff;
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (biased === 0)
    e = -1074; // subnormal
  else {
    m |= 1n << 52n;
    e = biased - 1075;
  }
  return { m: v < 0 ? -m : m, e };
}

function exactOrient(a: Pt, b: Pt, c: Pt): -1 | 0 | 1 {
  const parts = [a[0], a[1], b[0], b[1], c[0], c[1]].map(split);
  let emin = Number.POSITIVE_INFINITY;
  for (const p of parts) if (p.m !== 0n && p.e < emin) emin = p.e;
  if (emin === Number.POSITIVE_INFINITY) return 0; // every coordinate is zero
  const [ax, ay, bx, by, cx, cy] = parts.map((p) => (p.m === 0n ? 0n : p.m << BigInt(p.e - emin))) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const det = (ax - cx) * (by - cy) - (ay - cy) * (bx - cx);
  return det > 0n ? 1 : det < 0n ? -1 : 0;
}
