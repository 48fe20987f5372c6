import { Instance, Instances } from "@react-three/drei";
import { useApp } from "../store/hooks";
import { useAssets, useOverlays } from "./context";
import { Polyline } from "./lines";

/** Sight lines: green where clear, red up to what blocked them, blocking points marked. */
function SightLines() {
  const sight = useOverlays((s) => s.sight);
  const show = useApp((s) => s.tool === "los");
  if (!sight) return null;
  const hits: [number, number, number][] = [];
  for (let i = 0; i < sight.hits.length; i += 3)
    hits.push([sight.hits[i]!, sight.hits[i + 1]!, sight.hits[i + 2]!]);
  return (
    <group name="sight-lines" visible={show}>
      <Polyline positions={sight.positions} colours={sight.colours} segments depthTest />
      {hits.length > 0 && (
        <Instances limit={hits.length} renderOrder={6}>
          <sphereGeometry args={[0.06, 8, 6]} />
          <meshBasicMaterial color="#ff2a1a" depthTest={false} />
          {hits.map((p) => (
            <Instance key={p.join(",")} position={p} />
          ))}
        </Instances>
      )}
    </group>
  );
}

/** The tape measure and the range rings of the selected unit. */
function MeasureMarks() {
  const tape = useOverlays((s) => s.tape);
  const rings = useOverlays((s) => s.rings);
  return (
    <group name="measure">
      {tape && <Polyline positions={tape.positions} colour="#fff27a" />}
      {rings.map((r) => (
        <Polyline key={r.label} positions={r.positions} colour={r.colour} />
      ))}
    </group>
  );
}

/** The outline being drawn and the selected feature's outline and vertex handles. */
function EditorMarks() {
  const draft = useOverlays((s) => s.draft);
  const feature = useOverlays((s) => s.feature);
  return (
    <group name="editor-marks">
      {draft && <Polyline positions={draft.open} colour="#ffffff" />}
      {draft?.closing && <Polyline positions={draft.closing} colour="#bbbbbb" />}
      {feature && <Polyline positions={feature.outline} colour="#5ee0ff" />}
      {feature && feature.handles.length > 0 && (
        <Instances limit={Math.max(1, feature.handles.length)} renderOrder={7}>
          <boxGeometry args={[0.22, 0.22, 0.08]} />
          <meshBasicMaterial color="#5ee0ff" depthTest={false} />
          {feature.handles.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a handle is its vertex index
            <Instance key={i} position={p} />
          ))}
        </Instances>
      )}
    </group>
  );
}

/** The dead-ground or threat map, draped over the terrain as a second pass of the ground mesh. */
function MapOverlay() {
  const map = useOverlays((s) => s.map);
  const ground = useAssets((s) => s.terrain?.ground);
  if (!map || !ground) return null;
  map.texture.repeat.set(map.repeat[0], map.repeat[1]);
  return (
    <mesh geometry={ground} renderOrder={2} name={`overlay-${map.kind}`}>
      <meshBasicMaterial
        map={map.texture}
        transparent
        depthWrite={false}
        polygonOffset
        polygonOffsetFactor={-2}
        polygonOffsetUnits={-2}
      />
    </mesh>
  );
}

/** Everything drawn over the table. */
export function OverlayLayer() {
  return (
    <>
      <MapOverlay />
      <SightLines />
      <MeasureMarks />
      <EditorMarks />
    </>
  );
}
