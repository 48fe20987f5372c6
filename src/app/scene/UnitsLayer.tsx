import { lazy, Suspense } from "react";
import type { UnitAnchor } from "../../geometry/render/unit-layout";
import { basePlateGeometry, ringMarkerGeometry } from "../../geometry/render/unit-models";
import { useApp } from "../store/hooks";
import { BoostedInstanced } from "./BoostedInstanced";
import { useAssets } from "./context";
import { Instanced } from "./Instanced";

const GlbUnits = lazy(() => import("./GlbUnits"));

const BASE = basePlateGeometry();
const RING = ringMarkerGeometry();

/** A ring under a unit; stays mounted and is hidden when it marks nothing (no remounting). */
function Marker({ anchor, colour }: { anchor: UnitAnchor | undefined; colour: string }) {
  const r = anchor ? anchor.sizeInches * 0.85 : 1;
  return (
    <mesh
      geometry={RING}
      visible={anchor !== undefined}
      position={anchor ? [anchor.x, anchor.y, anchor.groundZ + 0.05] : [0, 0, 0]}
      scale={[r, r, 1]}
      renderOrder={3}
    >
      <meshBasicMaterial color={colour} depthTest={false} transparent opacity={0.95} />
    </mesh>
  );
}

/** Units: base plates and models (instanced per model), .glb models and state markers (labels: LabelsLayer). */
export function UnitsLayer() {
  const units = useAssets((s) => s.units);
  const models = useAssets((s) => s.models);
  const selected = useApp((s) => s.selectedUnitId);
  const observer = useApp((s) => s.los.observerId);
  const target = useApp((s) => s.los.targetId);
  const losTool = useApp((s) => s.tool === "los" || s.tool === "game");
  const eyeUnit = useApp((s) => (s.view.camera === "eye" ? s.view.eyeUnitId : null));
  if (!units) return null;
  const byId = new Map(units.anchors.filter((a) => a.unitId !== eyeUnit).map((a) => [a.unitId, a]));
  return (
    <group>
      <Instanced geometry={BASE} data={units.bases} name="unit-bases" />
      {units.groups.map((g) => {
        const geometry = models.get(g.key);
        return geometry ? (
          <BoostedInstanced
            key={g.key}
            geometry={geometry}
            data={g.instances}
            name={`units-${g.shape}`}
            roughness={0.6}
            enabled={eyeUnit === null}
          />
        ) : null;
      })}
      {units.glb.length > 0 && (
        <Suspense fallback={null}>
          <GlbUnits units={units.glb} />
        </Suspense>
      )}
      <Marker anchor={selected ? byId.get(selected) : undefined} colour="#ffffff" />
      <Marker anchor={losTool && observer ? byId.get(observer) : undefined} colour="#3dff7a" />
      <Marker anchor={losTool && target ? byId.get(target) : undefined} colour="#ffae3d" />
    </group>
  );
}
