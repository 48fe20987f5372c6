import { lazy, Suspense } from "react";
import { groundYardsAt } from "../../core/table/terrain";
import { renderZ } from "../../geometry/render/scale";
import type { UnitAnchor } from "../../geometry/render/unit-layout";
import { basePlateGeometry, ringMarkerGeometry } from "../../geometry/render/unit-models";
import { useApp } from "../store/hooks";
import type { LosPoint } from "../store/los-slice";
import type { TerrainAssets } from "./assets";
import { BoostedInstanced } from "./BoostedInstanced";
import { useAssets } from "./context";
import { Instanced } from "./Instanced";

const GlbUnits = lazy(() => import("./GlbUnits"));

const BASE = basePlateGeometry();
const RING = ringMarkerGeometry();

/** Where a ring stands: a unit's anchor, or a point end of the LOS check. */
type MarkAt = Pick<UnitAnchor, "x" | "y" | "groundZ" | "sizeInches">;

/** A ring under a unit; stays mounted and is hidden when it marks nothing (no remounting). */
function Marker({ anchor, colour }: { anchor: MarkAt | undefined; colour: string }) {
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

/** A point end of the LOS check as a marker anchor: a ring of a small base's size on the ground there. */
function pointAnchor(at: LosPoint | null, terrain: TerrainAssets | null): MarkAt | undefined {
  if (!at || !terrain) return undefined;
  return {
    x: at.x,
    y: at.y,
    groundZ: renderZ(groundYardsAt(terrain.index, at.x, at.y), terrain.scale),
    sizeInches: 0.6,
  };
}

/** Units: base plates and models (instanced per model), .glb models and state markers (labels: LabelsLayer). */
export function UnitsLayer() {
  const units = useAssets((s) => s.units);
  const models = useAssets((s) => s.models);
  const selected = useApp((s) => s.selectedUnitId);
  const observer = useApp((s) => s.los.observerId);
  const target = useApp((s) => s.los.targetId);
  const observerAt = useApp((s) => s.los.observerAt);
  const targetAt = useApp((s) => s.los.targetAt);
  const terrain = useAssets((s) => s.terrain);
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
      <Marker
        anchor={losTool ? (observer ? byId.get(observer) : pointAnchor(observerAt, terrain)) : undefined}
        colour="#3dff7a"
      />
      <Marker
        anchor={losTool ? (target ? byId.get(target) : pointAnchor(targetAt, terrain)) : undefined}
        colour="#ffae3d"
      />
    </group>
  );
}
