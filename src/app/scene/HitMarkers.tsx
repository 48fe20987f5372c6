// The module itself, not drei's index: the index would put every drei helper on the dev page's first
// load (issue 23 item 16).
import { Instance, Instances } from "@react-three/drei/core/Instances.js";

/**
 * The red marks where sight lines are blocked, one instance each (the LOS tool's and the game's rays).
 * drei's `<Instances>` sizes its buffer once, from `limit`: a limit that grew after the first render
 * (another pair with more hits) logged `WebGL: INVALID_VALUE: bufferSubData` per frame and drew a dark
 * wedge over the canvas, and markers keyed by their coordinates collided where two rays stopped at one
 * point (issue 23 item 7). The limit is a power of two the instances are remade for when it grows, and
 * the markers are keyed by their place in the list.
 */

/** The instance buffer for `n` markers: the next power of two, at least 16. */
export const hitLimit = (n: number): number => Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, n))));

/** Unpacks a flat [x, y, z, …] array into points. */
export function hitPoints(flat: ArrayLike<number> | null | undefined): [number, number, number][] {
  const out: [number, number, number][] = [];
  if (flat) for (let i = 0; i + 2 < flat.length; i += 3) out.push([flat[i]!, flat[i + 1]!, flat[i + 2]!]);
  return out;
}

/** Red markers at the given points; nothing when there are none. */
export function HitMarkers({
  hits,
  radius,
  segments,
  onTop = false,
}: {
  hits: readonly [number, number, number][];
  radius: number;
  segments: [number, number];
  onTop?: boolean;
}) {
  if (hits.length === 0) return null;
  const limit = hitLimit(hits.length);
  return (
    <Instances key={limit} limit={limit} renderOrder={onTop ? 6 : undefined} name="hit-markers">
      <sphereGeometry args={[radius, segments[0], segments[1]]} />
      <meshBasicMaterial color="#ff2a1a" depthTest={!onTop} />
      {hits.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: markers are only ever the list as it is now; two may share a point
        <Instance key={i} position={p} />
      ))}
    </Instances>
  );
}
