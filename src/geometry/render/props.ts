import type { BufferGeometry } from "three";
import { pointInPolygon } from "../../core/geom2d";
import { seededRandom } from "../../core/random";
import type { Table } from "../../core/table/schema";
import type { TerrainIndex } from "../../core/table/terrain";
import { type InstanceData, InstanceWriter } from "./instances";
import { GeometryKit } from "./kit";
import { rgb } from "./palette";
import { type RenderScale, renderZ } from "./scale";
import { hashString, scatterBuildings, scatterTrees } from "./scatter";
import { surfaceZ } from "./terrain-geometry";

/**
 * Repeated props: trees over woods, houses in built-up blocks and broken blocks in rubble, each one
 * instanced geometry so a whole table costs three draw calls however many woods and villages it has.
 */

const WHITE = [1, 1, 1] as const;

/** A tree of unit height and unit crown radius standing on z = 0 (trunk plus two stacked crowns). */
export function treeGeometry(): BufferGeometry {
  return new GeometryKit()
    .cylinder(0, 0, 0, 0.12, 0.35, [0.42, 0.3, 0.2], 5)
    .cone(0, 0, 0.25, 1, 0.55, WHITE, 7)
    .cone(0, 0, 0.55, 0.72, 0.45, [0.9, 1, 0.9], 7)
    .build();
}

/** A house of unit footprint and unit wall height with a pitched roof on top. */
export function houseGeometry(): BufferGeometry {
  return new GeometryKit()
    .box(0, 0, 0.5, 1, 1, 1, WHITE)
    .gable(0, 0, 1, 1.04, 1.04, 0.35, [0.62, 0.3, 0.22])
    .build();
}

/** A unit cube standing on z = 0, for rubble. */
export function blockGeometry(): BufferGeometry {
  return new GeometryKit().box(0, 0, 0.5, 1, 1, 1, WHITE).build();
}

/** Instance data for the three repeated props of a table. */
export interface PropInstances {
  trees: InstanceData;
  houses: InstanceData;
  blocks: InstanceData;
}

const TREE_TONES = [rgb("#2f5e2a"), rgb("#3b6b2f"), rgb("#4a7a35"), rgb("#2a5230")];
const WALL_TONES = [rgb("#e3d9c6"), rgb("#d8c8ae"), rgb("#cfc6b8"), rgb("#e8e0d0")];

/**
 * The spacing of trees in a wood whose trees stand `heightInches` tall as drawn: 0.75" on 6 mm tables
 * (trees an inch or so tall, a close-set canopy), wider as trees grow taller: on a 1 y/inch skirmish
 * table a 6 y copse is a handful of 6" trees with trunks and crowns, not a field of grass blades
 * (issue 38). `crownRadiusInches` keeps each crown at least about a third as wide as the tree is tall.
 */
export function treeSpacingInches(heightInches: number): number {
  return Math.min(4, Math.max(0.75, heightInches * 0.4));
}

/** A tree's crown radius as drawn: its scattered radius, or more for a tall tree (see treeSpacingInches). */
export function crownRadiusInches(scatteredInches: number, tallInches: number): number {
  return Math.max(scatteredInches, tallInches * 0.32);
}

/** Places every tree, house and rubble block of a table at render scale. */
export function buildPropInstances(table: Table, index: TerrainIndex, scale: RenderScale): PropInstances {
  const trees = new InstanceWriter();
  const houses = new InstanceWriter();
  const blocks = new InstanceWriter();
  for (const f of table.features) {
    if (f.type === "woods") {
      const h = renderZ(f.heightYards, scale);
      for (const t of scatterTrees(f.id, f.outline, treeSpacingInches(h))) {
        const tone = TREE_TONES[Math.floor(t.tone * TREE_TONES.length)]!;
        const z = surfaceZ(index, t.x, t.y, scale) - 0.02;
        const tall = h * t.heightShare;
        const r = crownRadiusInches(t.radiusInches, tall);
        trees.add(t.x, t.y, z, t.tone * 6, r, r, tall, tone);
      }
    } else if (f.type === "built-up") {
      const h = renderZ(f.heightYards, scale) / 1.35; // walls plus roof reach the block's height
      for (const b of scatterBuildings(f.id, f.outline)) {
        const tone = WALL_TONES[Math.floor(b.tone * WALL_TONES.length)]!;
        const z = surfaceZ(index, b.x, b.y, scale) - 0.03;
        houses.add(b.x, b.y, z, b.angle, b.widthInches, b.depthInches, h * b.heightShare, tone);
      }
    } else if (f.type === "rubble") {
      const rnd = seededRandom(hashString(f.id));
      const h = renderZ(f.heightYards, scale);
      const xs = f.outline.map((p) => p[0]);
      const ys = f.outline.map((p) => p[1]);
      const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const n = Math.max(4, Math.round((maxX - minX) * (maxY - minY) * 3));
      for (let i = 0; i < n; i++) {
        const x = minX + rnd() * (maxX - minX);
        const y = minY + rnd() * (maxY - minY);
        if (!pointInPolygon(x, y, f.outline)) continue;
        const s = 0.15 + rnd() * 0.3;
        const z = surfaceZ(index, x, y, scale) - 0.02;
        blocks.add(
          x,
          y,
          z,
          rnd() * Math.PI,
          s,
          s * (0.6 + rnd() * 0.8),
          h * (0.3 + rnd() * 0.7),
          [0.6, 0.57, 0.52],
        );
      }
    }
  }
  return { trees: trees.finish(), houses: houses.finish(), blocks: blocks.finish() };
}
