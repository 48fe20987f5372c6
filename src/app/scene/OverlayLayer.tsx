import { useLayoutEffect, useMemo } from "react";
import { BufferAttribute, BufferGeometry, Color } from "three";
import { markMapRendered } from "../los/map-trace";
import { useApp } from "../store/hooks";
import { useAssets, useOverlays } from "./context";
import { HitMarkers, hitPoints } from "./HitMarkers";
import { Polyline } from "./lines";

/** Sight lines: green where clear, red up to what blocked them, blocking points marked. */
function SightLines() {
  const sight = useOverlays((s) => s.sight);
  const show = useApp((s) => s.tool === "los" || s.tool === "game");
  if (!sight) return null;
  return (
    <group name="sight-lines" visible={show}>
      <Polyline positions={sight.positions} colours={sight.colours} segments depthTest />
      <HitMarkers hits={hitPoints(sight.hits)} radius={0.06} segments={[8, 6]} onTop />
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

/**
 * Square handles at ground points, a fixed number of screen pixels wide at any zoom (points without size
 * attenuation), drawn over everything in one call; the selected one in another colour.
 */
function Handles({
  points,
  colour,
  sizePx,
  selected = null,
}: {
  points: readonly [number, number, number][];
  colour: string;
  sizePx: number;
  selected?: number | null;
}) {
  const geometry = useMemo(() => new BufferGeometry(), []);
  useLayoutEffect(() => {
    const base = new Color(colour);
    const pick = new Color(HANDLE_SELECTED);
    geometry.setAttribute("position", new BufferAttribute(new Float32Array(points.flat()), 3));
    geometry.setAttribute(
      "color",
      new BufferAttribute(
        new Float32Array(points.flatMap((_, i) => (i === selected ? pick : base).toArray())),
        3,
      ),
    );
    geometry.computeBoundingSphere();
  }, [geometry, points, colour, selected]);
  useLayoutEffect(() => () => geometry.dispose(), [geometry]);
  if (points.length === 0) return null;
  return (
    <points geometry={geometry} renderOrder={7} frustumCulled={false}>
      <pointsMaterial size={sizePx} sizeAttenuation={false} vertexColors depthTest={false} transparent />
    </points>
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
        <Handles points={shape.handles} colour={HANDLE} sizePx={11} selected={shape.selectedVertex} />
      )}
      {shape && <Handles points={shape.extras} colour="#e9fbff" sizePx={7} />}
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
    <mesh geometry={ground} renderOrder={2} name={`overlay-${map.kind}`} onAfterRender={markMapRendered}>
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

/** The hex grid (issue 21) and, with the hex LOS tool, the check's line and the hexes it crosses. */
function HexMarks() {
  const grid = useOverlays((s) => s.hexGrid);
  const line = useOverlays((s) => s.hexLine);
  const marks = useOverlays((s) => s.hexMarks);
  return (
    <group name="hex-marks">
      {grid && <Polyline positions={grid} colour="#d8e3ea" segments renderOrder={3} />}
      {line && <Polyline positions={line.positions} colours={line.colours} segments />}
      {marks && <Polyline positions={marks.positions} colours={marks.colours} segments />}
    </group>
  );
}

/** Everything drawn over the table. */
export function OverlayLayer() {
  return (
    <>
      <MapOverlay />
      <HexMarks />
      <SightLines />
      <MeasureMarks />
      <EditorMarks />
    </>
  );
}
