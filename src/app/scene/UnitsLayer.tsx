import { Html } from "@react-three/drei";
import { lazy, Suspense } from "react";
import { sideColour } from "../../geometry/render/palette";
import type { UnitAnchor } from "../../geometry/render/unit-layout";
import { basePlateGeometry, ringMarkerGeometry } from "../../geometry/render/unit-models";
import { useApp } from "../store/hooks";
import { useAssets } from "./context";
import { Instanced } from "./Instanced";

const GlbUnits = lazy(() => import("./GlbUnits"));

const BASE = basePlateGeometry();
const RING = ringMarkerGeometry();

function Marker({ anchor, colour }: { anchor: UnitAnchor | undefined; colour: string }) {
  if (!anchor) return null;
  const r = anchor.sizeInches * 0.85;
  return (
    <mesh
      geometry={RING}
      position={[anchor.x, anchor.y, anchor.groundZ + 0.05]}
      scale={[r, r, 1]}
      renderOrder={3}
    >
      <meshBasicMaterial color={colour} depthTest={false} transparent opacity={0.95} />
    </mesh>
  );
}

function Label({ a, role }: { a: UnitAnchor; role: string }) {
  return (
    <Html position={[a.x, a.y, a.topZ + 0.15]} center zIndexRange={[20, 0]} style={{ pointerEvents: "none" }}>
      <div className={`unit-label ${role}`} style={{ borderColor: sideColour(a.side) }} data-unit={a.unitId}>
        <b>{a.unitId}</b>
        {a.states.length > 0 && <span className="states">{a.states.join(" · ")}</span>}
      </div>
    </Html>
  );
}

/** Units: base plates and models (instanced per model), .glb models, labels and state markers. */
export function UnitsLayer() {
  const units = useAssets((s) => s.units);
  const models = useAssets((s) => s.models);
  const selected = useApp((s) => s.selectedUnitId);
  const observer = useApp((s) => s.los.observerId);
  const target = useApp((s) => s.los.targetId);
  const showLabels = useApp((s) => s.view.showLabels);
  const losTool = useApp((s) => s.tool === "los");
  if (!units) return null;
  const byId = new Map(units.anchors.map((a) => [a.unitId, a]));
  const roleOf = (id: string) =>
    id === observer && losTool
      ? "observer"
      : id === target && losTool
        ? "target"
        : id === selected
          ? "selected"
          : "";
  return (
    <group>
      <Instanced geometry={BASE} data={units.bases} name="unit-bases" />
      {units.groups.map((g) => {
        const geometry = models.get(g.key);
        return geometry ? (
          <Instanced
            key={g.key}
            geometry={geometry}
            data={g.instances}
            name={`units-${g.shape}`}
            roughness={0.6}
          />
        ) : null;
      })}
      {units.glb.length > 0 && (
        <Suspense fallback={null}>
          <GlbUnits units={units.glb} />
        </Suspense>
      )}
      <Marker anchor={selected ? byId.get(selected) : undefined} colour="#ffffff" />
      {losTool && <Marker anchor={observer ? byId.get(observer) : undefined} colour="#3dff7a" />}
      {losTool && <Marker anchor={target ? byId.get(target) : undefined} colour="#ffae3d" />}
      {showLabels && units.anchors.map((a) => <Label key={a.unitId} a={a} role={roleOf(a.unitId)} />)}
    </group>
  );
}
