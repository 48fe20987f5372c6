import { useMemo } from "react";
import { MAP_COLOURS } from "../../geometry/render/palette";
import { blockGeometry, houseGeometry, treeGeometry } from "../../geometry/render/props";
import { useAssets, useScene } from "./context";
import { Instanced } from "./Instanced";

/** Records the moment the first frame with terrain was drawn (read by the web benchmark and tests). */
function markFirstTerrainFrame(): void {
  const w = window as unknown as { __sightlineFirstTerrainFrameMs?: number };
  if (w.__sightlineFirstTerrainFrameMs === undefined) w.__sightlineFirstTerrainFrameMs = performance.now();
}

/** Shared prop geometries, made once per page. */
const PROP_GEOMETRY = { tree: treeGeometry(), house: houseGeometry(), block: blockGeometry() };

/** The ground with its painted map, the table frame, walls and buildings, smoke, trees and houses. */
export function TerrainLayer() {
  const terrain = useAssets((s) => s.terrain);
  const { refs } = useScene();
  const smokeMaterial = useMemo(
    () => ({ color: "#f2f2f5", transparent: true, opacity: 0.55, depthWrite: false }),
    [],
  );
  if (!terrain) return null;
  return (
    <group>
      <mesh
        geometry={terrain.ground}
        name="terrain"
        ref={(m) => {
          refs.terrain = m;
        }}
        onAfterRender={markFirstTerrainFrame}
      >
        <meshStandardMaterial
          map={terrain.map}
          color={terrain.map ? "#ffffff" : "#6f8f4a"}
          roughness={0.95}
          flatShading
        />
      </mesh>
      {/* The surface the table stands on (issue 23 item 11: it floated in a dark void): a wide wooden
          top under the table's frame, never picked (pointer picking tests the terrain mesh only). */}
      <mesh position={[terrain.table.width / 2, terrain.table.depth / 2, -0.77]}>
        <planeGeometry
          args={[
            Math.max(terrain.table.width, terrain.table.depth) * 5,
            Math.max(terrain.table.width, terrain.table.depth) * 5,
          ]}
        />
        <meshStandardMaterial color="#5b4634" roughness={0.85} />
      </mesh>
      <mesh geometry={terrain.frame}>
        <meshStandardMaterial color={MAP_COLOURS.frame} roughness={0.8} />
      </mesh>
      {terrain.structures && (
        <mesh geometry={terrain.structures}>
          <meshStandardMaterial vertexColors roughness={0.9} flatShading />
        </mesh>
      )}
      <Instanced geometry={PROP_GEOMETRY.tree} data={terrain.props.trees} name="trees" />
      <Instanced geometry={PROP_GEOMETRY.house} data={terrain.props.houses} name="houses" />
      <Instanced geometry={PROP_GEOMETRY.block} data={terrain.props.blocks} name="rubble" />
      {terrain.smoke && (
        <mesh geometry={terrain.smoke} renderOrder={5}>
          <meshStandardMaterial {...smokeMaterial} />
        </mesh>
      )}
    </group>
  );
}
