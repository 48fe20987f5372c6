import { useLayoutEffect, useRef } from "react";
import { type BufferGeometry, InstancedBufferAttribute, type InstancedMesh } from "three";
import type { InstanceData } from "../../geometry/render/instances";

/** One instanced mesh: uploads prepared matrices and colours; one draw call however many instances. */
export function Instanced({
  geometry,
  data,
  roughness = 0.85,
  name,
}: {
  geometry: BufferGeometry;
  data: InstanceData;
  roughness?: number;
  name?: string;
}) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    mesh.instanceMatrix.array.set(data.matrices);
    mesh.instanceMatrix.needsUpdate = true;
    mesh.instanceColor = new InstancedBufferAttribute(data.colours.slice(), 3);
    mesh.count = data.count;
    mesh.computeBoundingSphere();
  }, [data]);
  if (data.count === 0) return null;
  return (
    <instancedMesh key={data.count} ref={ref} args={[geometry, undefined, data.count]} name={name}>
      <meshStandardMaterial vertexColors roughness={roughness} flatShading />
    </instancedMesh>
  );
}
