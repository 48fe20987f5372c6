import { OrbitControls } from "@react-three/drei";
import { Canvas } from "@react-three/fiber";
import { useMemo } from "react";
import { BufferAttribute, BufferGeometry, Object3D } from "three";
import defaultTable from "../../terrain/ridge-and-village.json";
import { builtinCatalog } from "../core/catalog/builtin";
import { validateTable } from "../core/table/validate";
import { buildLosMesh } from "../geometry/los-mesh";

Object3D.DEFAULT_UP.set(0, 0, 1);

const COLOURS: Record<string, [number, number, number]> = {
  ground: [0.45, 0.55, 0.35],
  hill: [0.55, 0.6, 0.38],
  woods: [0.18, 0.38, 0.18],
  "built-up": [0.6, 0.5, 0.45],
  building: [0.55, 0.4, 0.35],
  rubble: [0.5, 0.48, 0.45],
  wall: [0.6, 0.6, 0.58],
  hedge: [0.25, 0.45, 0.2],
  smoke: [0.85, 0.85, 0.88],
};

/** Placeholder viewer: the LOS mesh of the default table, coloured by feature type. */
export function App() {
  const geometry = useMemo(() => {
    const parsed = validateTable(defaultTable, builtinCatalog());
    if (!parsed.ok) return null;
    const mesh = buildLosMesh(parsed.value);
    const g = new BufferGeometry();
    const pos = mesh.positions.slice();
    for (let i = 2; i < pos.length; i += 3) pos[i] = pos[i]! * 10;
    g.setAttribute("position", new BufferAttribute(pos, 3));
    const colours = new Float32Array(pos.length);
    mesh.triFeature.forEach((f, t) => {
      const c = COLOURS[mesh.features[f]!.type] ?? [1, 0, 1];
      for (let k = 0; k < 3; k++) colours.set(c, t * 9 + k * 3);
    });
    g.setAttribute("color", new BufferAttribute(colours, 3));
    g.computeVertexNormals();
    return g;
  }, []);
  return (
    <div style={{ position: "fixed", inset: 0 }}>
      <Canvas camera={{ position: [36, -30, 40], fov: 45 }}>
        <ambientLight intensity={0.6} />
        <directionalLight position={[20, -20, 40]} intensity={1.2} />
        {geometry && (
          <mesh geometry={geometry}>
            <meshStandardMaterial vertexColors flatShading />
          </mesh>
        )}
        <OrbitControls target={[36, 24, 0]} />
      </Canvas>
    </div>
  );
}
