import { BufferAttribute, BufferGeometry, ShapeUtils, Vector2 } from "three";
import type { Pt } from "../../core/geom2d";
import type { HillFeature, Table } from "../../core/table/schema";
import { groundYardsAt, type TerrainIndex } from "../../core/table/terrain";
import { ccw, offsetRingGroups } from "../rings";
import { type RenderScale, renderZ } from "./scale";

/**
 * The rendered ground: the table plane plus every hill as a flat plateau with its slope band, built the
 * same way as the LOS mesh (src/geometry/los-mesh.ts) so what you see is what the sight lines meet,
 * only stretched vertically by the render scale. Texture coordinates map the table to 0..1, so the
 * painted map (map-painter.ts) drapes exactly over plateaus and slopes.
 */

class SoupWriter {
  readonly pos: number[] = [];
  constructor(
    private readonly width: number,
    private readonly depth: number,
  ) {}
  tri(a: Pt, za: number, b: Pt, zb: number, c: Pt, zc: number): void {
    this.pos.push(a[0], a[1], za, b[0], b[1], zb, c[0], c[1], zc);
  }
  quad(a: Pt, za: number, b: Pt, zb: number, c: Pt, zc: number, d: Pt, zd: number): void {
    this.tri(a, za, b, zb, c, zc);
    this.tri(a, za, c, zc, d, zd);
  }
  geometry(): BufferGeometry {
    const positions = new Float32Array(this.pos);
    const n = positions.length / 3;
    const uv = new Float32Array(n * 2);
    for (let i = 0; i < n; i++) {
      uv[i * 2] = positions[i * 3]! / this.width;
      uv[i * 2 + 1] = positions[i * 3 + 1]! / this.depth;
    }
    const g = new BufferGeometry();
    g.setAttribute("position", new BufferAttribute(positions, 3));
    g.setAttribute("uv", new BufferAttribute(uv, 2));
    // Non-indexed: each triangle keeps its own normal, so slopes shade apart from plateau tops.
    g.computeVertexNormals();
    g.computeBoundingBox();
    g.computeBoundingSphere();
    return g;
  }
}

function triangulate(ring: readonly Pt[]): number[][] {
  return ShapeUtils.triangulateShape(
    ring.map((p) => new Vector2(p[0], p[1])),
    [],
  );
}

function addHill(w: SoupWriter, hill: HillFeature, levelHeightYards: number, scale: RenderScale): void {
  const ring = ccw(hill.outline);
  const top = renderZ(hill.level * levelHeightYards, scale);
  const foot = renderZ((hill.level - 1) * levelHeightYards, scale);
  for (const [a, b, c] of triangulate(ring)) w.tri(ring[a!]!, top, ring[b!]!, top, ring[c!]!, top);
  const groups = offsetRingGroups(ring, hill.slopeInches);
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const v = ring[i]!;
    const g = groups[i]!;
    for (let j = 0; j + 1 < g.length; j++) w.tri(v, top, g[j]!, foot, g[j + 1]!, foot);
    const next = ring[(i + 1) % n]!;
    const gNext = groups[(i + 1) % n]!;
    w.quad(v, top, g[g.length - 1]!, foot, gNext[0]!, foot, next, top);
  }
}

/** The ground and hill plateaus of a table, z up, in table inches with heights at render scale. */
export function buildTerrainGeometry(table: Table, scale: RenderScale): BufferGeometry {
  const w = new SoupWriter(table.width, table.depth);
  w.quad([0, 0], 0, [table.width, 0], 0, [table.width, table.depth], 0, [0, table.depth], 0);
  const hills = table.features.filter((f): f is HillFeature => f.type === "hill");
  hills.sort((a, b) => a.level - b.level);
  for (const h of hills) addHill(w, h, table.levelHeightYards, scale);
  return w.geometry();
}

/** The table's wooden frame: four sides from the ground down `thicknessInches`. */
export function buildTableFrame(table: Table, thicknessInches = 0.75): BufferGeometry {
  const { width: W, depth: D } = table;
  const t = thicknessInches;
  const pos: number[] = [];
  const quad = (a: number[], b: number[], c: number[], d: number[]) =>
    pos.push(...a, ...b, ...c, ...a, ...c, ...d);
  const o = 0.02;
  quad([-o, -o, 0], [-o, -o, -t], [W + o, -o, -t], [W + o, -o, 0]);
  quad([W + o, -o, 0], [W + o, -o, -t], [W + o, D + o, -t], [W + o, D + o, 0]);
  quad([W + o, D + o, 0], [W + o, D + o, -t], [-o, D + o, -t], [-o, D + o, 0]);
  quad([-o, D + o, 0], [-o, D + o, -t], [-o, -o, -t], [-o, -o, 0]);
  quad([-o, -o, -t], [-o, D + o, -t], [W + o, D + o, -t], [W + o, -o, -t]);
  const g = new BufferGeometry();
  g.setAttribute("position", new BufferAttribute(new Float32Array(pos), 3));
  g.computeVertexNormals();
  return g;
}

/** Rendered ground height (table inches) at (x, y): the terrain height function at render scale. */
export function surfaceZ(index: TerrainIndex, x: number, y: number, scale: RenderScale): number {
  return renderZ(groundYardsAt(index, x, y), scale);
}
