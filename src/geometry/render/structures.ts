import { BufferAttribute, BufferGeometry, ShapeUtils, Vector2 } from "three";
import type { Pt } from "../../core/geom2d";
import type { Table } from "../../core/table/schema";
import { prismSpanYards, smokeOutline, type TerrainIndex } from "../../core/table/terrain";
import { ccw } from "../rings";
import { type Rgb, rgb } from "./palette";
import { type RenderScale, renderZ } from "./scale";
import { surfaceZ } from "./terrain-geometry";

/**
 * Things that stand up from the ground and are not repeated props: walls, hedges, single buildings and
 * the sandbag parapets along trenches, merged into one vertex-coloured mesh (one draw call); smoke clouds
 * as a second, translucent mesh.
 */

class ColouredSoup {
  private readonly pos: number[] = [];
  private readonly col: number[] = [];
  tri(a: number[], b: number[], c: number[], colour: Rgb): void {
    this.pos.push(...a, ...b, ...c);
    for (let k = 0; k < 3; k++) this.col.push(colour[0], colour[1], colour[2]);
  }
  quad(a: number[], b: number[], c: number[], d: number[], colour: Rgb): void {
    this.tri(a, b, c, colour);
    this.tri(a, c, d, colour);
  }
  get empty(): boolean {
    return this.pos.length === 0;
  }
  geometry(): BufferGeometry {
    const g = new BufferGeometry();
    g.setAttribute("position", new BufferAttribute(new Float32Array(this.pos), 3));
    g.setAttribute("color", new BufferAttribute(new Float32Array(this.col), 3));
    g.computeVertexNormals();
    g.computeBoundingSphere();
    return g;
  }
}

/** Splits a path so no piece is longer than `step` inches, so pieces can follow the ground. */
export function densifyPath(path: readonly Pt[], step: number): Pt[] {
  const out: Pt[] = [path[0]!];
  for (let i = 0; i + 1 < path.length; i++) {
    const p = path[i]!;
    const q = path[i + 1]!;
    const n = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) / step));
    for (let k = 1; k <= n; k++) out.push([p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n]);
  }
  return out;
}

/** A wall-like strip along a path: `thickness` wide, `height` tall above the local ground. */
function addStrip(
  s: ColouredSoup,
  index: TerrainIndex,
  scale: RenderScale,
  path: readonly Pt[],
  thickness: number,
  height: number,
  side: Rgb,
  top: Rgb,
): void {
  const pts = densifyPath(path, 0.4);
  for (let i = 0; i + 1 < pts.length; i++) {
    const p = pts[i]!;
    const q = pts[i + 1]!;
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (len < 1e-9) continue;
    const nx = (-(q[1] - p[1]) / len) * (thickness / 2);
    const ny = ((q[0] - p[0]) / len) * (thickness / 2);
    const zp = surfaceZ(index, p[0], p[1], scale) - 0.02;
    const zq = surfaceZ(index, q[0], q[1], scale) - 0.02;
    const a = [p[0] - nx, p[1] - ny];
    const b = [q[0] - nx, q[1] - ny];
    const c = [q[0] + nx, q[1] + ny];
    const d = [p[0] + nx, p[1] + ny];
    const lo = (v: number[], z: number) => [v[0]!, v[1]!, z];
    const hi = (v: number[], z: number) => [v[0]!, v[1]!, z + height];
    s.quad(lo(a, zp), lo(b, zq), hi(b, zq), hi(a, zp), side);
    s.quad(lo(c, zq), lo(d, zp), hi(d, zp), hi(c, zq), side);
    s.quad(hi(a, zp), hi(b, zq), hi(c, zq), hi(d, zp), top);
    if (i === 0) s.quad(lo(d, zp), lo(a, zp), hi(a, zp), hi(d, zp), side);
    if (i + 2 === pts.length) s.quad(lo(b, zq), lo(c, zq), hi(c, zq), hi(b, zq), side);
  }
}

function addBuilding(
  s: ColouredSoup,
  index: TerrainIndex,
  scale: RenderScale,
  outline: readonly Pt[],
  heightYards: number,
): void {
  const ring = ccw(outline);
  // The same span as the LOS prism, so the drawn roof is where sight lines meet it.
  const span = prismSpanYards(index, ring, heightYards);
  const low = renderZ(span.low, scale) - 0.02;
  const top = renderZ(span.top, scale);
  const walls = rgb("#d9ccb4");
  const roof = rgb("#5b4a40");
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    s.quad([a[0], a[1], low], [b[0], b[1], low], [b[0], b[1], top], [a[0], a[1], top], walls);
  }
  const tris = ShapeUtils.triangulateShape(
    ring.map((p) => new Vector2(p[0], p[1])),
    [],
  );
  for (const [i, j, k] of tris) {
    const [a, b, c] = [ring[i!]!, ring[j!]!, ring[k!]!];
    s.tri([a[0], a[1], top], [b[0], b[1], top], [c[0], c[1], top], roof);
  }
}

/** Offsets a path sideways by `d` inches (left positive), vertex by vertex. */
function sidePath(path: readonly Pt[], d: number): Pt[] {
  return path.map((p, i) => {
    const a = path[Math.max(0, i - 1)]!;
    const b = path[Math.min(path.length - 1, i + 1)]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [p[0] - ((b[1] - a[1]) / len) * d, p[1] + ((b[0] - a[0]) / len) * d] as Pt;
  });
}

/** Walls, hedges, single buildings and trench parapets as one vertex-coloured geometry (null if none). */
export function buildStructures(
  table: Table,
  index: TerrainIndex,
  scale: RenderScale,
): BufferGeometry | null {
  const s = new ColouredSoup();
  for (const f of table.features) {
    switch (f.type) {
      case "wall":
        addStrip(
          s,
          index,
          scale,
          f.path,
          Math.max(f.thicknessInches, 0.1),
          renderZ(f.heightYards, scale),
          rgb("#9a948a"),
          rgb("#b5afa4"),
        );
        break;
      case "hedge":
        addStrip(
          s,
          index,
          scale,
          f.path,
          Math.max(f.thicknessInches, 0.18),
          renderZ(f.heightYards, scale),
          rgb("#3d6b2c"),
          rgb("#4f7f37"),
        );
        break;
      case "building":
        addBuilding(s, index, scale, f.outline, f.heightYards);
        break;
      case "trench": {
        // Low sandbag parapets either side make the line read in 3D; the cut itself is painted.
        const bag = rgb("#a08a62");
        const h = Math.max(0.04, renderZ(0.5, scale));
        for (const side of [-1, 1]) {
          const line = sidePath(f.path, side * (f.widthInches / 2 + 0.06));
          addStrip(s, index, scale, line, 0.1, h, bag, rgb("#b49c70"));
        }
        break;
      }
      default:
        break;
    }
  }
  return s.empty ? null : s.geometry();
}

/** Smoke clouds as translucent stacked puffs (null when the table has no smoke). */
export function buildSmoke(table: Table, index: TerrainIndex, scale: RenderScale): BufferGeometry | null {
  const s = new ColouredSoup();
  const white = rgb("#eeeef2");
  for (const f of table.features) {
    if (f.type !== "smoke") continue;
    const ring = smokeOutline(f.center, f.radiusInches, 14);
    const base = surfaceZ(index, f.center[0], f.center[1], scale);
    const h = renderZ(f.heightYards, scale);
    const rings = 4;
    for (let r = 0; r < rings; r++) {
      const z0 = base + (h * r) / rings;
      const z1 = base + (h * (r + 1)) / rings;
      const k0 = 1 - 0.15 * Math.sin((r / rings) * Math.PI);
      const k1 = 1 - 0.15 * Math.sin(((r + 1) / rings) * Math.PI);
      for (let i = 0; i < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % ring.length]!;
        const at = (p: Pt, k: number, z: number) => [
          f.center[0] + (p[0] - f.center[0]) * k,
          f.center[1] + (p[1] - f.center[1]) * k,
          z,
        ];
        s.quad(at(a, k0, z0), at(b, k0, z0), at(b, k1, z1), at(a, k1, z1), white);
      }
    }
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      s.tri([f.center[0], f.center[1], base + h], [a[0], a[1], base + h], [b[0], b[1], base + h], white);
    }
  }
  return s.empty ? null : s.geometry();
}
