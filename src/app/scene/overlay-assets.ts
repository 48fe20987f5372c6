import { DataTexture, NearestFilter, RGBAFormat } from "three";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Pt } from "../../core/geom2d";
import {
  deadGroundPixels,
  drapePolyline,
  type SightLineData,
  sightLineData,
  threatPixels,
} from "../../geometry/render/overlays";
import { ccw, offsetRing } from "../../geometry/rings";
import { placementsWithPreview } from "../store/derived";
import type { AppState, AppStore } from "../store/store";
import { EDITOR_TOOL_IDS } from "../store/types";
import { featurePoints } from "../tools/hit";
import { formatMeasurement, measureBetween } from "../tools/measure/distance";
import type { AssetState } from "./assets";

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

/** Everything drawn over the table. */
export interface OverlayAssets {
  sight: SightLineData | null;
  tape: LabelledLine | null;
  rings: (LabelledLine & { colour: string })[];
  draft: { open: Float32Array; closing: Float32Array | null } | null;
  feature: { outline: Float32Array; handles: [number, number, number][]; closed: boolean } | null;
  map: { texture: DataTexture; repeat: [number, number]; kind: "deadground" | "threat" } | null;
}

/** Creates the empty overlay store. */
export function createOverlayStore(): StoreApi<OverlayAssets> {
  return createStore<OverlayAssets>()(() => ({
    sight: null,
    tape: null,
    rings: [],
    draft: null,
    feature: null,
    map: null,
  }));
}

type Built<K extends keyof OverlayAssets> = (s: AppState, a: AssetState) => OverlayAssets[K];

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
  return { positions, label: formatMeasurement(r), labelAt: [mid[0], mid[1], z + 0.3] };
};

const buildRings: Built<"rings"> = (s, a) => {
  if (!a.terrain || !s.measure.showRings || (s.tool !== "measure" && s.tool !== "select")) return [];
  const id = s.selectedUnitId;
  const p = id ? placementsWithPreview(s.table, s.catalog, s.preview).find((q) => q.id === id) : null;
  if (!p) return [];
  const { index, scale } = a.terrain;
  return RANGE_RINGS.filter((r) => !r.hqOnly || p.category === "HQ").map((r) => {
    const ring = offsetRing(ccw(p.footprint), r.inches);
    const top = ring.reduce((best, q) => (q[1] > best[1] ? q : best), ring[0]!);
    const positions = drapePolyline(ring, index, scale, 0.05, true);
    const clampX = Math.min(s.table.width - 1, Math.max(1, top[0]));
    const clampY = Math.min(s.table.depth - 0.5, top[1]);
    return { positions, label: r.label, labelAt: [clampX, clampY, 0.3], colour: r.colour };
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

const buildFeature: Built<"feature"> = (s, a) => {
  if (!a.terrain || !s.selectedFeatureId || !(EDITOR_TOOL_IDS as readonly string[]).includes(s.tool))
    return null;
  const f = s.table.features.find((g) => g.id === s.selectedFeatureId);
  if (!f) return null;
  const vp = s.vertexPreview;
  const pts = featurePoints(f).map((p, i) => (vp && vp.featureId === f.id && vp.index === i ? vp.at : p));
  const { index, scale } = a.terrain;
  const closed = "outline" in f;
  const outline = pts.length > 1 ? drapePolyline(pts, index, scale, 0.07, closed) : new Float32Array(0);
  const handles = pts.map((p) => {
    const z = drapePolyline([p], index, scale, 0.07)[2]!;
    return [p[0], p[1], z] as [number, number, number];
  });
  return { outline, handles, closed };
};

const buildMap: Built<"map"> = (s) => {
  const r = s.overlayResult;
  const kind = s.overlay.kind;
  if (!r.grid || kind === "none" || r.status !== "done") return null;
  const g = r.grid;
  const pixels = kind === "deadground" ? deadGroundPixels(g) : threatPixels(g);
  const texture = new DataTexture(pixels, g.cols, g.rows, RGBAFormat);
  texture.magFilter = NearestFilter;
  texture.minFilter = NearestFilter;
  texture.needsUpdate = true;
  return {
    texture,
    repeat: [s.table.width / (g.cols * g.cellInches), s.table.depth / (g.rows * g.cellInches)],
    kind,
  };
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
    feature: [[s.selectedFeatureId, s.vertexPreview, s.table, s.tool, a.terrain], buildFeature],
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
      const value = build(s, a);
      const before = out.getState()[name];
      // Nothing to draw before or after (null, or no rings): no update, so no needless frame.
      const empty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);
      if (empty(value) && empty(before)) continue;
      (patch as Record<string, unknown>)[name] = value;
    }
    if (Object.keys(patch).length === 0) return;
    if ("map" in patch) out.getState().map?.texture.dispose();
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
