/** Draped polylines as one list of segment pairs (xyz xyz per segment), so pieces draw in one call. */
export function toSegmentPairs(lines: readonly Float32Array[]): Float32Array {
  let n = 0;
  for (const l of lines) n += Math.max(0, l.length / 3 - 1) * 6;
  const out = new Float32Array(n);
  let o = 0;
  for (const l of lines)
    for (let i = 0; i + 5 < l.length; i += 3) {
      out.set(l.subarray(i, i + 6), o);
      o += 6;
    }
  return out;
}
