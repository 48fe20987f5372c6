import { useLoader } from "@react-three/fiber";
import { Component, type ReactNode, Suspense, useMemo } from "react";
import type { Group } from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import type { GlbUnit } from "../../geometry/render/unit-layout";

/**
 * Units whose catalog entry names a .glb model (served from /models/). Loaded lazily, so tables without
 * them never download the loader. A model that fails to load is drawn as a plain block in the side's
 * colour, so a bad file never hides a unit.
 */

class Fallback extends Component<{ unit: GlbUnit; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    const u = this.props.unit;
    if (!this.state.failed) return this.props.children;
    return (
      <mesh position={[u.x, u.y, u.z + 0.1]} rotation={[0, 0, u.angle]}>
        <boxGeometry args={[0.6, 0.9, 0.2]} />
        <meshStandardMaterial color={u.colour} />
      </mesh>
    );
  }
}

function Model({ unit }: { unit: GlbUnit }) {
  const gltf = useLoader(GLTFLoader, unit.url);
  const scene = useMemo(() => gltf.scene.clone(true) as Group, [gltf]);
  return (
    <primitive
      object={scene}
      position={[unit.x, unit.y, unit.z]}
      rotation={[Math.PI / 2, 0, unit.angle + (unit.rotationDeg * Math.PI) / 180, "ZXY"]}
      scale={unit.modelScale}
    />
  );
}

/** Every .glb unit on the table. */
export default function GlbUnits({ units }: { units: GlbUnit[] }) {
  return (
    <group>
      {units.map((u) => (
        <Fallback key={u.unitId} unit={u}>
          <Suspense fallback={null}>
            <Model unit={u} />
          </Suspense>
        </Fallback>
      ))}
    </group>
  );
}
