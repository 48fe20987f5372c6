import { useFrame } from "@react-three/fiber";
import { useLayoutEffect, useRef } from "react";
import { type BufferGeometry, InstancedBufferAttribute, type InstancedMesh, Vector3 } from "three";
import type { InstanceData } from "../../geometry/render/instances";
import { modelBoost } from "./model-boost";

const p = new Vector3();
const q = new Vector3();
const right = new Vector3();

/**
 * Unit models, instanced like `Instanced`, each enlarged about its own base centre when the camera is
 * far enough that it would be drawn too small (model-boost.ts). The factors are worked out in the frame
 * loop from the camera (refs and buffers only, no React state) and the matrices rewritten only when a
 * factor changes step.
 */
export function BoostedInstanced({
  geometry,
  data,
  roughness = 0.85,
  name,
  enabled,
}: {
  geometry: BufferGeometry;
  data: InstanceData;
  roughness?: number;
  name?: string;
  /** false in the eye view, which shows true sizes */
  enabled: boolean;
}) {
  const ref = useRef<InstancedMesh>(null);
  const factors = useRef<Float32Array>(new Float32Array(0));
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    mesh.instanceMatrix.array.set(data.matrices);
    mesh.instanceMatrix.needsUpdate = true;
    mesh.instanceColor = new InstancedBufferAttribute(data.colours.slice(), 3);
    mesh.count = data.count;
    mesh.computeBoundingSphere();
    factors.current = new Float32Array(data.count).fill(1);
  }, [data]);
  useFrame(({ camera, size }) => {
    const mesh = ref.current;
    if (!mesh) return;
    const m = camera.matrixWorld.elements;
    right.set(m[0]!, m[1]!, m[2]!).normalize();
    const src = data.matrices;
    const out = mesh.instanceMatrix.array as Float32Array;
    let changed = false;
    for (let i = 0; i < data.count; i++) {
      const o = i * 16;
      let f = 1;
      if (enabled) {
        p.set(src[o + 12]!, src[o + 13]!, src[o + 14]!).project(camera);
        q.set(src[o + 12]! + right.x, src[o + 13]! + right.y, src[o + 14]! + right.z).project(camera);
        const ppi = Math.hypot(((q.x - p.x) / 2) * size.width, ((q.y - p.y) / 2) * size.height);
        f = p.z >= -1 && p.z <= 1 ? modelBoost(ppi) : 1;
      }
      if (f === factors.current[i]) continue;
      factors.current[i] = f;
      changed = true;
      for (let k = 0; k < 12; k++) out[o + k] = src[o + k]! * f;
    }
    if (changed) {
      mesh.instanceMatrix.needsUpdate = true;
      mesh.computeBoundingSphere();
    }
  });
  if (data.count === 0) return null;
  return (
    <instancedMesh key={data.count} ref={ref} args={[geometry, undefined, data.count]} name={name}>
      <meshStandardMaterial vertexColors roughness={roughness} flatShading />
    </instancedMesh>
  );
}
