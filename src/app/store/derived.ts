import type { Catalog } from "../../core/catalog/schema";
import type { Table, TableUnit } from "../../core/table/schema";
import { indexTerrain, type TerrainIndex } from "../../core/table/terrain";
import { type Placement, placeUnit } from "../../core/units/placement";
import type { UnitPreview } from "./types";

/**
 * Values derived from a table (terrain index, unit placements), cached per table object. Tables are
 * immutable in the store, so identity is a safe cache key.
 */

/** Terrain index plus every unit placed on it. */
export interface TableWorldLite {
  index: TerrainIndex;
  placements: Placement[];
  byId: ReadonlyMap<string, Placement>;
}

const cache = new WeakMap<Table, TableWorldLite>();
const indexCache = new WeakMap<Table["features"], TerrainIndex>();

/** The terrain index of a table's features (shared by tables that share the features array). */
export function terrainOf(table: Table): TerrainIndex {
  let index = indexCache.get(table.features);
  if (
    !index ||
    index.table.width !== table.width ||
    index.table.depth !== table.depth ||
    index.levelHeightYards !== table.levelHeightYards
  ) {
    index = indexTerrain(table);
    indexCache.set(table.features, index);
  }
  return index;
}

/** The terrain index and unit placements of a table. */
export function worldOf(table: Table, catalog: Catalog): TableWorldLite {
  let w = cache.get(table);
  if (!w) {
    const index = terrainOf(table);
    const placements = table.units.map((u) => placeUnit(index, catalog, u));
    w = { index, placements, byId: new Map(placements.map((p) => [p.id, p])) };
    cache.set(table, w);
  }
  return w;
}

/** Placements with one unit (or several, moved together) at a preview position. */
export function placementsWithPreview(
  table: Table,
  catalog: Catalog,
  preview: UnitPreview | readonly UnitPreview[] | null,
): Placement[] {
  const w = worldOf(table, catalog);
  if (!preview) return w.placements;
  const list: readonly UnitPreview[] = "unitId" in preview ? [preview] : preview;
  if (list.length === 0) return w.placements;
  const byId = new Map(list.map((p) => [p.unitId, p]));
  return w.placements.map((p) => {
    const moved = byId.get(p.id);
    if (!moved) return p;
    const unit = table.units.find((u) => u.id === p.id) as TableUnit;
    return placeUnit(w.index, catalog, { ...unit, x: moved.x, y: moved.y, facing: moved.facing });
  });
}
