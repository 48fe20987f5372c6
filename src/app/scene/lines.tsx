import { useLayoutEffect, useMemo } from "react";
import { BufferAttribute, BufferGeometry } from "three";

/** A polyline's points as segment pairs (p0 p1, p1 p2, …). */
function toSegments(points: Float32Array): Float32Array {
  const n = points.length / 3;
  const out = new Float32Array(Math.max(0, n - 1) * 6);
  for (let i = 0; i + 1 < n; i++) out.set(points.subarray(i * 3, i * 3 + 6), i * 6);
  return out;
}

/** A ground-laid polyline drawn from prepared positions (1 draw call). */
export function Polyline({
  positions,
  colour,
  depthTest = false,
  segments = false,
  colours,
  renderOrder = 4,
}: {
  positions: Float32Array;
  colour?: string;
  depthTest?: boolean;
  segments?: boolean;
  colours?: Float32Array;
  renderOrder?: number;
}) {
  const geometry = useMemo(() => new BufferGeometry(), []);
  useLayoutEffect(() => {
    geometry.setAttribute("position", new BufferAttribute(segments ? positions : toSegments(positions), 3));
    if (colours) geometry.setAttribute("color", new BufferAttribute(colours, 3));
    else geometry.deleteAttribute("color");
    geometry.computeBoundingSphere();
  }, [geometry, positions, colours, segments]);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  if (positions.length < 6) return null;
  const material = (
    <lineBasicMaterial
      color={colours ? "#ffffff" : colour}
      vertexColors={!!colours}
      depthTest={depthTest}
      transparent
      opacity={0.95}
    />
  );
  return (
    <lineSegments geometry={geometry} renderOrder={renderOrder} frustumCulled={false}>
      {material}
    </lineSegments>
  );
}
