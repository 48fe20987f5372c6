import type { Catalog } from "../catalog/schema";
import type { Table, TableUnit } from "../table/schema";
import type { TerrainIndex } from "../table/terrain";
import { type Placement, placeUnit } from "../units/placement";
import type { SegmentHitQuery } from "./segment-hits";
import type { SightGeometry } from "./sight-geometry";
import type { SightRules } from "./sight-rules";

/** Everything a line-of-sight question needs about one table. */
export interface LosWorld {
  table: Table;
  terrain: TerrainIndex;
  catalog: Catalog;
  geometry: SightGeometry;
  /** what the measurements mean: the ruleset's half of line of sight (sight-rules.ts) */
  rules: SightRules;
  /**
   * the all-hits query through the 3D table (segment-hits.ts), where the edge built one (geometry's
   * worlds do); a ruleset that counts what a line crosses in 3D (seed 002's cover pieces) needs it
   */
  hits?: SegmentHitQuery;
}

/** A unit-id lookup that explains itself when the id is unknown. */
export type UnitLookup = { ok: true; unit: TableUnit; placement: Placement } | { ok: false; error: string };

/** Finds and places a unit by id. */
export function lookupUnit(world: LosWorld, id: string): UnitLookup {
  const unit = world.table.units.find((u) => u.id === id);
  if (!unit) {
    const ids = world.table.units.map((u) => u.id);
    const list = ids.length > 12 ? `${ids.slice(0, 12).join(", ")}, …` : ids.join(", ");
    return { ok: false, error: `no unit "${id}" on table "${world.table.name}" (units: ${list || "none"})` };
  }
  return { ok: true, unit, placement: placeUnit(world.terrain, world.catalog, unit) };
}
