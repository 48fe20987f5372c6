import type { Catalog } from "../core/catalog/schema";
import type { SightRules } from "../core/los/sight-rules";
import type { Table } from "../core/table/schema";
import { type BuiltWorld, createWorld } from "../geometry/los/world";
import { cliCatalog, loadTable } from "./io";
import { mark } from "./timing";

/** Loads a table file and builds its LOS world (BVH included) under `rules`, or explains what is wrong. */
export function loadWorld(file: string, rules: SightRules): BuiltWorld {
  const { table, catalog } = loadTableAndCatalog(file);
  return worldOf(table, catalog, rules);
}

/** Reads and validates a table file and the unit catalog (SIGHTLINE_TIMING=1 marks each). */
export function loadTableAndCatalog(file: string): { table: Table; catalog: Catalog } {
  const catalog = cliCatalog();
  mark("catalog read");
  const table = loadTable(file, catalog);
  mark("table read");
  return { table, catalog };
}

/** Builds a validated table's LOS world under `rules`: its mesh and BVH. */
export function worldOf(table: Table, catalog: Catalog, rules: SightRules): BuiltWorld {
  const world = createWorld(table, catalog, rules);
  mark("mesh and BVH built");
  return world;
}
