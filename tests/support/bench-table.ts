/**
 * Generates the benchmark's reference tables, terrain/bench-dense.json and terrain/bench-clutter.json,
 * thirty units a side each. Seeded, so `npx tsx tests/support/bench-table.ts` always writes the same
 * files.
 */
import { writeFileSync } from "node:fs";
import { seededRandom as mulberry32 } from "../../src/core/random";

type P = [number, number];

const r2 = (n: number) => Math.round(n * 100) / 100;

/** A smooth closed contour: an ellipse with low-frequency wobble, `n` vertices. */
function blob(cx: number, cy: number, rx: number, ry: number, n: number, wobble: number, phase: number): P[] {
  const out: P[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + wobble * (0.6 * Math.sin(3 * a + phase) + 0.4 * Math.sin(5 * a + 2 * phase));
    out.push([r2(cx + Math.cos(a) * rx * k), r2(cy + Math.sin(a) * ry * k)]);
  }
  return out;
}

/** Which reference table: "dense" (high-detail terrain) or "clutter" (a town and hundreds of walls). */
export type BenchKind = "dense" | "clutter";

/**
 * The benchmark tables. "dense" is a high-detail table of the kind a careful terrain maker builds:
 * finely contoured three-level hills (most of the triangles), a village, woods with ragged edges,
 * walls and hedges along fields and roads. "clutter" is a stress case: a town of 448 buildings and
 * 170 zig-zag walls strewn everywhere, which fragments every view into slivers.
 */
export function benchTable(kind: BenchKind = "dense", contourVertices?: number): unknown {
  const rnd = mulberry32(kind === "dense" ? 20261201 : 20261130);
  const features: unknown[] = [];
  const units: unknown[] = [];
  const hills: [number, number, number, number][] = [
    [12, 12, 9, 6],
    [36, 9, 8, 5],
    [60, 12, 9, 6],
    [12, 37, 9, 6],
    [36, 40, 8, 5],
    [60, 36, 9, 6],
  ];
  const contour = contourVertices ?? (kind === "dense" ? 600 : 220);
  hills.forEach(([cx, cy, rx, ry], h) => {
    const phase = rnd() * 6;
    for (let level = 1; level <= 3; level++) {
      const s = 1 - (level - 1) * 0.32;
      features.push({
        id: `hill-${h + 1}-${level}`,
        type: "hill",
        level,
        outline: blob(cx, cy, rx * s, ry * s, contour, 0.08, phase),
        slopeInches: 0.5,
      });
    }
  });
  if (kind === "dense") {
    // A village at the crossroads: built-up blocks, a few houses, a church.
    const blocks: [number, number, number, number][] = [
      [30, 21, 3, 2],
      [34.5, 21, 2.5, 2],
      [30, 25, 3, 2.2],
      [34.5, 25, 2.5, 2.2],
      [39, 22, 2, 4],
    ];
    blocks.forEach(([x, y, w, d], i) => {
      features.push({
        id: `village-${i + 1}`,
        type: "built-up",
        outline: rectangle(x, y, w, d),
        heightYards: 8,
      });
    });
    for (let i = 0; i < 24; i++) {
      const x = 24 + (i % 12) * 2.1 + rnd() * 0.3;
      const y = i < 12 ? 18.2 : 29.5;
      features.push({
        id: `house-${i + 1}`,
        type: "building",
        outline: rectangle(x, y + rnd() * 0.3, 0.6, 0.45),
        heightYards: r2(6 + rnd() * 3),
      });
    }
  } else {
    let b = 0;
    for (let gx = 0; gx < 14; gx++)
      for (let gy = 0; gy < 8; gy++)
        for (let k = 0; k < 4; k++) {
          const x = 22 + gx * 2 + (k % 2) * 0.8 + rnd() * 0.1;
          const y = 18 + gy * 1.6 + Math.floor(k / 2) * 0.65 + rnd() * 0.1;
          features.push({
            id: `bldg-${++b}`,
            type: "building",
            outline: rectangle(x, y, 0.45 + rnd() * 0.2, 0.35 + rnd() * 0.15),
            heightYards: r2(5 + rnd() * 6),
          });
        }
  }
  const woods: [number, number][] = [
    [4, 24],
    [24, 4],
    [48, 4],
    [68, 24],
    [24, 44],
    [48, 44],
    [4, 4],
    [68, 44],
    [4, 44],
    [68, 4],
  ];
  woods.forEach(([cx, cy], i) => {
    features.push({
      id: `woods-${i + 1}`,
      type: "woods",
      outline: blob(cx, cy, 2.6, 2.2, 140, 0.12, rnd() * 6).map(
        ([x, y]) => [Math.min(71.9, Math.max(0.1, x)), Math.min(47.9, Math.max(0.1, y))] as P,
      ),
      heightYards: 15,
    });
  });
  if (kind === "dense") {
    // Field walls and hedgerows: straight runs along plot edges in the open ground between the hills.
    const runs: [number, number, number, number][] = [
      [22, 15, 22, 33],
      [50, 15, 50, 33],
      [3, 18, 20, 18],
      [52, 18, 70, 18],
      [3, 30, 20, 30],
      [52, 30, 70, 30],
      [26, 33, 46, 33],
      [26, 15, 46, 15],
      [44, 2, 44, 7],
      [28, 41, 28, 46],
      [16, 2, 16, 5],
      [56, 44, 56, 47],
    ];
    runs.forEach(([x0, y0, x1, y1], i) => {
      const path: P[] = [];
      for (let k = 0; k <= 6; k++)
        path.push([r2(x0 + ((x1 - x0) * k) / 6 + (k % 2) * 0.05), r2(y0 + ((y1 - y0) * k) / 6)]);
      features.push({ id: `${i % 2 ? "hedge" : "wall"}-${i + 1}`, type: i % 2 ? "hedge" : "wall", path });
    });
  } else {
    for (let i = 0; i < 170; i++) {
      let px = 1 + rnd() * 68;
      let py = 1 + rnd() * 45;
      const path: P[] = [];
      const ang = rnd() * Math.PI;
      for (let k = 0; k < 12; k++) {
        path.push([r2(Math.min(71.9, Math.max(0.1, px))), r2(Math.min(47.9, Math.max(0.1, py)))]);
        const a = ang + (k % 2 === 0 ? 0.35 : -0.35);
        px += Math.cos(a) * 0.3;
        py += Math.sin(a) * 0.3;
      }
      const hedge = i % 3 === 0;
      features.push({ id: `${hedge ? "hedge" : "wall"}-${i + 1}`, type: hedge ? "hedge" : "wall", path });
    }
  }
  for (let i = 0; i < (kind === "dense" ? 3 : 8); i++)
    features.push({
      id: `smoke-${i + 1}`,
      type: "smoke",
      center: [r2(8 + rnd() * 56), r2(8 + rnd() * 32)],
      radiusInches: 1.5,
      heightYards: 20,
    });
  const types = ["infantry", "MBT", "IFV", "HMG", "APC", "infantry"];
  for (let i = 0; i < 30; i++) {
    const col = i % 10;
    const row = Math.floor(i / 10);
    units.push({
      id: `b${i + 1}`,
      side: "blue",
      type: types[i % types.length],
      x: r2(3.5 + col * 7.2),
      y: r2(1.5 + row * 1.6),
      facing: 0,
    });
    units.push({
      id: `r${i + 1}`,
      side: "red",
      type: types[(i + 3) % types.length],
      x: r2(3.5 + col * 7.2),
      y: r2(46.5 - row * 1.6),
      facing: 180,
    });
  }
  return {
    format: "sightline-table/1",
    name: kind === "dense" ? "Benchmark: dense table" : "Benchmark: cluttered town",
    description: `Reference table for \`npm run bench\`${kind === "dense" ? "" : " -- --table terrain/bench-clutter.json"}: generated by tests/support/bench-table.ts. Not a scenario.`,
    scale: "6mm",
    width: 72,
    depth: 48,
    levelHeightYards: 10,
    features,
    units,
  };
}

/** Drops a vertex that repeats the one before it (rounded to 0.01", fine contours can). */
function distinct(ring: P[]): P[] {
  return ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]![0] || p[1] !== ring[i - 1]![1]);
}

/**
 * The large benchmark table (issue 22's scaling target): 144 × 72", about 200k LOS triangles. Two
 * dense tables side by side with hills contoured twice as finely, and a third band of hills along the
 * far edge, with the red side drawn up behind it. Same seed each time.
 */
export function wideBenchTable(): unknown {
  const dense = benchTable("dense", 1100) as {
    features: Record<string, unknown>[];
    units: Record<string, unknown>[];
  };
  const shift = (f: Record<string, unknown>, dx: number, dy: number, tag: string) => {
    const move = (p: P): P => [r2(p[0] + dx), r2(p[1] + dy)];
    const g: Record<string, unknown> = { ...f, id: `${f.id}-${tag}` };
    if (Array.isArray(f.outline)) g.outline = distinct((f.outline as P[]).map(move));
    if (Array.isArray(f.path)) g.path = (f.path as P[]).map(move);
    if (Array.isArray(f.center)) g.center = move(f.center as P);
    return g;
  };
  const features = [
    ...dense.features.map((f) => shift(f, 0, 0, "w")),
    ...dense.features.map((f) => shift(f, 72, 0, "e")),
  ];
  const rnd = mulberry32(20261202);
  [24, 72, 120].forEach((cx, h) => {
    const phase = rnd() * 6;
    for (let level = 1; level <= 3; level++) {
      const s = 1 - (level - 1) * 0.32;
      features.push({
        id: `far-hill-${h + 1}-${level}`,
        type: "hill",
        level,
        outline: distinct(blob(cx, 58, 12 * s, 5 * s, 1100, 0.08, phase)),
        slopeInches: 0.5,
      });
    }
  });
  const units = dense.units.flatMap((u) => {
    const far = u.side === "red" ? 24 : 0;
    return [0, 72].map((dx) => ({
      ...u,
      id: `${u.id}${dx ? "e" : "w"}`,
      x: r2((u.x as number) + dx),
      y: r2((u.y as number) + far),
    }));
  });
  return {
    ...(dense as object),
    name: "Benchmark: wide table",
    description:
      'Reference table for the scaling section of `npm run bench` (144 × 72", about 200k LOS triangles): generated by tests/support/bench-table.ts. Not a scenario.',
    width: 144,
    depth: 72,
    features,
    units,
  };
}

function rectangle(x: number, y: number, w: number, d: number): P[] {
  return [
    [r2(x), r2(y)],
    [r2(x + w), r2(y)],
    [r2(x + w), r2(y + d)],
    [r2(x), r2(y + d)],
  ];
}

if (process.argv[1]?.endsWith("bench-table.ts")) {
  for (const kind of ["dense", "clutter"] as const)
    writeFileSync(
      new URL(`../../terrain/bench-${kind}.json`, import.meta.url),
      `${JSON.stringify(benchTable(kind))}\n`,
    );
  writeFileSync(
    new URL("../../terrain/bench-wide.json", import.meta.url),
    `${JSON.stringify(wideBenchTable())}\n`,
  );
}
