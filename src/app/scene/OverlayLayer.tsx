import { Instance, Instances } from "@react-three/drei";
import { useApp } from "../store/hooks";
import { useAssets, useOverlays } from "./context";
import { Polyline } from "./lines";

/** Sight lines: green where clear, red up to what blocked them, blocking points marked. */
function SightLines() {
  const sight = useOverlays((s) => s.sight);
  const show = useApp((s) => s.tool === "los" || s.tool === "game");
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

/** The tape measure and the range rings of the selected unit (only their parts over the table). */
function MeasureMarks() {
  const tape = useOverlays((s) => s.tape);
  const rings = useOverlays((s) => s.rings);
  return (
    <group name="measure">
      {tape && <Polyline positions={tape.positions} colour="#fff27a" />}
      {rings.map((r) => (
        <Polyline key={r.label} positions={r.positions} colour={r.colour} segments />
      ))}
    </group>
  );
}

const HANDLE = "#5ee0ff";
const HANDLE_SELECTED = "#ff5ea8";

/** Square handles at ground points (one draw call per set). */
function Handles({
  points,
  colour,
  size,
  selected = null,
}: {
  points: readonly [number, number, number][];
  colour: string;
  size: number;
  selected?: number | null;
}) {
  if (points.length === 0) return null;
  return (
    <Instances limit={points.length} renderOrder={7}>
      <boxGeometry args={[size, size, 0.08]} />
      <meshBasicMaterial color="#ffffff" depthTest={false} />
      {points.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a handle is its vertex index
        <Instance key={i} position={p} color={i === selected ? HANDLE_SELECTED : colour} />
      ))}
    </Instances>
  );
}

/**
 * The outline being drawn; the selected shape's outline, its vertex handles (the selected point in
 * pink) and its smaller midpoint handles (or a round shape's radius handle).
 */
function EditorMarks() {
  const draft = useOverlays((s) => s.draft);
  const shape = useOverlays((s) => s.shape);
  return (
    <group name="editor-marks">
      {draft && <Polyline positions={draft.open} colour="#ffffff" />}
      {draft?.closing && <Polyline positions={draft.closing} colour="#bbbbbb" />}
      {shape && <Polyline positions={shape.segments} colour={HANDLE} segments />}
      {shape && (
        <Handles points={shape.handles} colour={HANDLE} size={0.22} selected={shape.selectedVertex} />
      )}
      {shape && <Handles points={shape.extras} colour="#c9f4ff" size={0.14} />}
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
