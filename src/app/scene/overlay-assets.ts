import { DataTexture, NearestFilter, RGBAFormat } from "three";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Pt } from "../../core/geom2d";
import { drapePolyline, type SightLineData, sightLineData } from "../../geometry/render/overlays";
import { ccw, offsetRing } from "../../geometry/rings";
import { markMapTexture } from "../los/map-trace";
import { placementsWithPreview } from "../store/derived";
import type { AppState, AppStore } from "../store/store";
import { EDITOR_TOOL_IDS, sameShape } from "../store/types";
import { formatMeasurement, measureBetween } from "../tools/measure/distance";
import { clipRingToTable } from "../tools/measure/rings";
import { edgeMidpoints, editableGeometry, radiusHandle } from "../tools/shapes";
import type { AssetState } from "./assets";
import { buildHexGrid, buildHexLine, buildHexMarks, type ColouredSegments } from "./hex-overlays";
import { type MapKind, mapPixels } from "./map-pixels";
import { toSegmentPairs } from "./segment-pairs";

/**
 * Buffers for what is drawn over the table: sight lines, the tape, range rings, the outline being drawn,
 * the selected feature's handles and the dead-ground / threat texture. Built outside React whenever their
 * inputs change, like the scene assets.
 */

/** A polyline laid on the ground with a text label. */
export interface LabelledLine {
  positions: Float32Array;
  label: string;
  labelAt: [number, number, number];
}

/** Range bands from seed 000: direct-fire bands at 8" and 24"; the HQ command radius 12". */
export const RANGE_RINGS = [
  { inches: 8, label: '8"', colour: "#ffd34d", hqOnly: false },
  { inches: 12, label: '12" HQ', colour: "#7fd0ff", hqOnly: true },
  { inches: 24, label: '24"', colour: "#ff9a4d", hqOnly: false },
] as const;

/** A point on the ground, lifted for drawing: x, y, z in rendered inches. */
export type GroundPoint = [number, number, number];

/** How the editor shows the selected shape. */
export interface ShapeMarks {
  /** the outline or path as segment pairs (a circle for smoke and objectives) */
  segments: Float32Array;
  /** one handle per point (the centre for round shapes) */
  handles: GroundPoint[];
  /** edge midpoints, dragged to insert a point; or the radius handle of a round shape */
  extras: GroundPoint[];
  selectedVertex: number | null;
}

/** Everything drawn over the table. */
export interface OverlayAssets {
  sight: SightLineData | null;
  tape: LabelledLine | null;
  rings: (LabelledLine & { colour: string })[];
  draft: { open: Float32Array; closing: Float32Array | null } | null;
  /** the selected shape in the editor: its outline, vertex handles and secondary handles */
  shape: ShapeMarks | null;
  map: { texture: DataTexture; repeat: [number, number]; kind: MapKind } | null;
  /** the hex grid's sides (a table with a hex grid) */
  hexGrid: Float32Array | null;
  /** the hex LOS check: its line and the crossed hexes by effect */
  hexLine: ColouredSegments | null;
  /** the hexes a game outlines (its picked stack, legal moves, target) */
  hexMarks: ColouredSegments | null;
}

/** Creates the empty overlay store. */
export function createOverlayStore(): StoreApi<OverlayAssets> {
  return createStore<OverlayAssets>()(() => ({
    sight: null,
    tape: null,
    rings: [],
    draft: null,
    shape: null,
    map: null,
    hexGrid: null,
    hexLine: null,
    hexMarks: null,
  }));
}

/** Builds one overlay asset from the stores; `prev` is what is drawn now (a builder may keep or reuse it). */
type Built<K extends keyof OverlayAssets> = (
  s: AppState,
  a: AssetState,
  prev: OverlayAssets[K],
) => OverlayAssets[K];

const buildSight: Built<"sight"> = (s, a) => {
  const v = s.los.verdict;
  if (!v || !a.terrain || s.los.revision !== s.revision) return null;
  return sightLineData(v.lines, a.terrain.scale);
};

const buildTape: Built<"tape"> = (s, a) => {
  const m = s.measure;
  if (!a.terrain || !m.a || s.tool !== "measure") return null;
  const b = m.b ?? (m.cursor ? { kind: "point" as const, at: m.cursor } : null);
  if (!b) return null;
  const r = measureBetween(s.table, s.catalog, m.a, b, s.preview);
  if (!r) return null;
  const { index, scale } = a.terrain;
  const positions = drapePolyline([r.from, r.to], index, scale, 0.08);
  const mid: Pt = [(r.from[0] + r.to[0]) / 2, (r.from[1] + r.to[1]) / 2];
  const z = positions.length ? Math.max(...positions.filter((_, i) => i % 3 === 2)) : 0;
  return { positions, label: formatMeasurement(r, s.table.measuredIn), labelAt: [mid[0], mid[1], z + 0.3] };
};

const buildRings: Built<"rings"> = (s, a) => {
  if (!a.terrain || !s.measure.showRings || (s.tool !== "measure" && s.tool !== "select")) return [];
  const id = s.selectedUnitId;
  const p = id ? placementsWithPreview(s.table, s.catalog, s.preview).find((q) => q.id === id) : null;
  if (!p) return [];
  const { index, scale } = a.terrain;
  const { width, depth } = s.table;
  return RANGE_RINGS.filter((r) => !r.hqOnly || p.category === "HQ").flatMap((r) => {
    // Only the part of a ring over the table is drawn; a ring wholly off the table is not drawn.
    const pieces = clipRingToTable(offsetRing(ccw(p.footprint), r.inches), width, depth);
    if (pieces.length === 0) return [];
    const top = pieces.flat().reduce((best, q) => (q[1] > best[1] ? q : best));
    const positions = toSegmentPairs(pieces.map((piece) => drapePolyline(piece, index, scale, 0.05)));
    const labelAt: [number, number, number] = [
      Math.min(width - 1, Math.max(1, top[0])),
      Math.min(depth - 0.5, top[1]),
      0.3,
    ];
    return [{ positions, label: r.label, labelAt, colour: r.colour }];
  });
};

const buildDraft: Built<"draft"> = (s, a) => {
  const d = s.draft;
  if (!d || !a.terrain) return null;
  const pts = d.cursor ? [...d.points, d.cursor] : d.points;
  const { index, scale } = a.terrain;
  const open = drapePolyline(pts, index, scale, 0.06);
  const closing =
    d.kind === "area" && pts.length >= 3
      ? drapePolyline([pts[pts.length - 1]!, pts[0]!], index, scale, 0.06)
      : null;
  return { open, closing };
};

/** A closed circle of `n` points. */
const circle = (c: Pt, r: number, n = 48): Pt[] =>
  Array.from({ length: n }, (_, i) => [
    c[0] + r * Math.cos((2 * Math.PI * i) / n),
    c[1] + r * Math.sin((2 * Math.PI * i) / n),
  ]);

const buildShape: Built<"shape"> = (s, a) => {
  const ref = s.selectedShape;
  if (!a.terrain || !ref || !(EDITOR_TOOL_IDS as readonly string[]).includes(s.tool)) return null;
  const g = editableGeometry(s.table, ref);
  if (!g) return null;
  const vp = s.shapePreview && sameShape(s.shapePreview.ref, ref) ? s.shapePreview : null;
  const pts = vp?.points ?? g.points;
  const radius = vp?.radiusInches ?? g.radiusInches;
  const { index, scale } = a.terrain;
  const lift = 0.07;
  const ground = (p: Pt): GroundPoint => [p[0], p[1], drapePolyline([p], index, scale, lift)[2]!];
  const round = g.form === "round";
  const line = round ? circle(pts[0]!, radius) : pts;
  const segments =
    line.length > 1
      ? toSegmentPairs([drapePolyline(line, index, scale, lift, g.form !== "path")])
      : new Float32Array(0);
  const extras = round
    ? [radiusHandle(pts[0]!, radius, s.table.width)]
    : vp
      ? []
      : edgeMidpoints(pts, g.form);
  return {
    segments,
    handles: pts.map(ground),
    extras: extras.map(ground),
    selectedVertex: vp ? null : s.selectedVertex,
  };
};

/**
 * The map texture. While a new map computes, the one on screen stays (no frame is drawn for the
 * request: in the software renderer a frame of the table cost 190-280 ms, and the frame drawn at the
 * click held the worker's result back until it was done, doubling click → map; issue 22). A new map
 * of the same grid is written into the texture on screen (texSubImage2D) instead of a new texture.
 */
const buildMap: Built<"map"> = (s, _a, prev) => {
  const r = s.overlayResult;
  const kind = s.overlay.kind;
  if (kind === "none") return null;
  if (r.status === "running") return prev;
  if (!r.grid || r.status !== "done") return null;
  const g = r.grid;
  const pixels = mapPixels(kind, g);
  const repeat: [number, number] = [
    s.table.width / (g.cols * g.cellInches),
    s.table.depth / (g.rows * g.cellInches),
  ];
  const old = prev?.texture.image as { data?: unknown; width?: number; height?: number } | undefined;
  if (prev && old?.data instanceof Uint8Array && old.width === g.cols && old.height === g.rows) {
    old.data.set(pixels);
    prev.texture.needsUpdate = true;
    markMapTexture();
    return { texture: prev.texture, repeat, kind };
  }
  const texture = new DataTexture(pixels, g.cols, g.rows, RGBAFormat);
  texture.magFilter = NearestFilter;
  texture.minFilter = NearestFilter;
  texture.needsUpdate = true;
  markMapTexture();
  return { texture, repeat, kind };
};

/** Keeps the overlay store in step with the app and scene stores; returns the unsubscribe function. */
export function startOverlayAssets(
  app: AppStore,
  assets: StoreApi<AssetState>,
  out: StoreApi<OverlayAssets>,
): () => void {
  const keys: Partial<Record<keyof OverlayAssets, unknown[]>> = {};
  const inputs = (s: AppState, a: AssetState): { [K in keyof OverlayAssets]: [unknown[], Built<K>] } => ({
    sight: [[s.los.verdict, s.los.revision, s.revision, a.terrain], buildSight],
    tape: [[s.measure, s.tool, s.table, s.preview, a.terrain], buildTape],
    rings: [[s.selectedUnitId, s.tool, s.measure.showRings, s.table, s.preview, a.terrain], buildRings],
    draft: [[s.draft, a.terrain], buildDraft],
    shape: [[s.selectedShape, s.selectedVertex, s.shapePreview, s.table, s.tool, a.terrain], buildShape],
    hexGrid: [
      [s.table.hex, s.table.width, s.table.depth, s.table.features, s.showHexGrid, a.terrain],
      buildHexGrid,
    ],
    hexLine: [[s.hexLos.verdict, s.hexLos.revision, s.revision, s.tool, a.terrain], buildHexLine],
    hexMarks: [[s.hexMarks, s.table.hex, a.terrain], buildHexMarks],
    map: [
      [s.overlayResult.grid, s.overlayResult.status, s.overlay.kind, s.table.width, s.table.depth],
      buildMap,
    ],
  });
  const run = () => {
    const s = app.getState();
    const a = assets.getState();
    const patch: Partial<OverlayAssets> = {};
    for (const [name, [key, build]] of Object.entries(inputs(s, a)) as [
      keyof OverlayAssets,
      [unknown[], Built<keyof OverlayAssets>],
    ][]) {
      const old = keys[name];
      if (old && old.length === key.length && old.every((v, i) => v === key[i])) continue;
      keys[name] = key;
      const before = out.getState()[name];
      const value = build(s, a, before);
      if (value === before) continue;
      // Nothing to draw before or after (null, or no rings): no update, so no needless frame.
      const empty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);
      if (empty(value) && empty(before)) continue;
      (patch as Record<string, unknown>)[name] = value;
    }
    if (Object.keys(patch).length === 0) return;
    const oldTexture = out.getState().map?.texture;
    if ("map" in patch && oldTexture && oldTexture !== patch.map?.texture) oldTexture.dispose();
    out.setState(patch);
  };
  run();
  const a = app.subscribe(run);
  const b = assets.subscribe(run);
  return () => {
    a();
    b();
  };
}
