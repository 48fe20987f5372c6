import type { BufferGeometry, Texture } from "three";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Table } from "../../core/table/schema";
import type { TerrainIndex } from "../../core/table/terrain";
import { buildPropInstances, type PropInstances } from "../../geometry/render/props";
import type { RenderScale } from "../../geometry/render/scale";
import { buildSmoke, buildStructures } from "../../geometry/render/structures";
import { buildTableFrame, buildTerrainGeometry } from "../../geometry/render/terrain-geometry";
import { buildUnitLayout, type UnitLayout } from "../../geometry/render/unit-layout";
import { unitModelGeometry } from "../../geometry/render/unit-models";
import { placementsWithPreview, terrainOf } from "../store/derived";
import type { AppStore } from "../store/store";
import { renderExaggeration } from "../store/view-slice";

/**
 * Scene assets built outside React: whenever the terrain, the units or the view settings change, this
 * pipeline rebuilds only what changed (terrain, map texture, props, units) and publishes it; components
 * just mount what they are given. Old GPU resources are disposed on replacement.
 */

/** Geometry and textures for the terrain layer of one table. */
export interface TerrainAssets {
  table: Table;
  index: TerrainIndex;
  scale: RenderScale;
  ground: BufferGeometry;
  frame: BufferGeometry;
  map: Texture | null;
  props: PropInstances;
  structures: BufferGeometry | null;
  smoke: BufferGeometry | null;
}

/** What the scene draws. */
export interface AssetState {
  terrain: TerrainAssets | null;
  units: UnitLayout | null;
  /** procedural model geometry per unit group key (kept while any unit uses it) */
  models: ReadonlyMap<string, BufferGeometry>;
  /** bumps whenever anything changes, to ask for a frame in demand mode */
  version: number;
}

/** Paints the map texture for a table (a canvas in the browser; absent in Node tests). */
export type MapPainter = (
  table: Table,
  opts: { showDeploymentZones: boolean; showObjectives: boolean },
) => Texture | null;

/** Creates the empty asset store. */
export function createAssetStore(): StoreApi<AssetState> {
  return createStore<AssetState>()(() => ({ terrain: null, units: null, models: new Map(), version: 0 }));
}

function disposeTerrain(t: TerrainAssets | null): void {
  if (!t) return;
  t.ground.dispose();
  t.frame.dispose();
  t.map?.dispose();
  t.structures?.dispose();
  t.smoke?.dispose();
}

function modelsFor(
  layout: UnitLayout,
  old: ReadonlyMap<string, BufferGeometry>,
): ReadonlyMap<string, BufferGeometry> {
  const next = new Map<string, BufferGeometry>();
  for (const g of layout.groups) {
    const geometry =
      old.get(g.key) ?? unitModelGeometry(g.shape, g.count, g.widthInches, g.depthInches, g.heightInches);
    next.set(g.key, geometry);
  }
  for (const [k, g] of old) if (!next.has(k)) g.dispose();
  return next;
}

/** Keeps the asset store in step with the app store; returns the unsubscribe function. */
export function startAssetPipeline(
  app: AppStore,
  assets: StoreApi<AssetState>,
  paintMap: MapPainter,
): () => void {
  let terrainKey: unknown[] = [];
  let mapKey: unknown[] = [];
  let unitKey: unknown[] = [];
  const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  const run = () => {
    const s = app.getState();
    const t = s.table;
    const exaggeration = renderExaggeration(s.view, t.yardsPerInch);
    const scale: RenderScale = { yardsPerInch: t.yardsPerInch, exaggeration };
    const tk = [t.features, t.width, t.depth, t.levelHeightYards, t.yardsPerInch, exaggeration];
    const mk = [t.features, t.width, t.depth, t.deploymentZones, t.objectives, s.view.showZones];
    let terrain = assets.getState().terrain;
    let changed = false;
    if (!same(tk, terrainKey) || !terrain) {
      terrainKey = tk;
      const index = terrainOf(t);
      const old = terrain;
      terrain = {
        table: t,
        index,
        scale,
        ground: buildTerrainGeometry(t, scale),
        frame: buildTableFrame(t),
        map: old && same(mk, mapKey) ? old.map : null,
        props: buildPropInstances(t, index, scale),
        structures: buildStructures(t, index, scale),
        smoke: buildSmoke(t, index, scale),
      };
      if (old) {
        if (terrain.map === old.map) old.map = null; // keep the reused texture alive
        disposeTerrain(old);
      }
      changed = true;
    }
    if (!same(mk, mapKey)) {
      mapKey = mk;
      const old = terrain.map;
      terrain = {
        ...terrain,
        table: t,
        map: paintMap(t, { showDeploymentZones: s.view.showZones, showObjectives: true }),
      };
      old?.dispose();
      changed = true;
    }
    let units = assets.getState().units;
    let models = assets.getState().models;
    const moving = s.groupPreview ?? s.preview;
    const ukFlat = [t.units, moving, ...tk];
    if (!same(ukFlat, unitKey) || !units) {
      unitKey = ukFlat;
      units = buildUnitLayout(placementsWithPreview(t, s.catalog, moving), s.catalog, scale);
      models = modelsFor(units, models);
      changed = true;
    }
    if (changed) assets.setState({ terrain, units, models, version: assets.getState().version + 1 });
  };
  run();
  return app.subscribe(run);
}
