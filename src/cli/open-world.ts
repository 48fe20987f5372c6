import type { Catalog } from "../core/catalog/schema";
import type { SightRules } from "../core/los/sight-rules";
import type { Table } from "../core/table/schema";
import { type MeasuredWorld, worldFromScene } from "../geometry/los/scene-world";
import { catalogFile, readBytes } from "./read-file";
import { mark } from "./timing";
import { bundleBuildId, cacheDir, readEntry, type WorldEntry, worldKey, writeEntry } from "./world-cache";

/**
 * A table file opened for a short command (`los`, `deadground`, `threat`): its validated table and
 * catalog, and its world on demand. From the disk cache (world-cache.ts) when this build has seen these
 * bytes of table and catalog: then no zod, no three.js and no BVH build are loaded or run. Otherwise
 * the table is validated (zod, loaded here on demand) and its world built, then cached.
 */
export interface OpenedTable {
  table: Table;
  catalog: Catalog;
  /** the table's world under `rules`: the cached scene, else built (and written to the cache) */
  world(rules: SightRules): Promise<MeasuredWorld>;
}

let built = false;

/**
 * Whether this process opened a table without the disk cache (a miss, or the cache off): zod, the
 * schemas and three.js ran. The short commands' loader writes V8's code cache only after a run that
 * did not, so the cache holds the bytecode of a hit's run alone (code-cache.mjs).
 */
export function builtAWorld(): boolean {
  return built;
}

/** Opens a table file (and the unit catalog), or throws a UserError naming what is wrong with either. */
export async function openTable(file: string): Promise<OpenedTable> {
  const cat = catalogFile();
  const catalogBytes = readBytes(cat.path);
  const tableBytes = readBytes(file);
  const dir = cacheDir();
  const buildId = dir ? bundleBuildId() : null;
  const key = dir && buildId ? worldKey(buildId, catalogBytes, tableBytes) : null;
  const hit = dir && key ? readEntry(dir, key) : null;
  if (hit) {
    mark("table and world read from the cache");
    const catalog = catalogOfTypes(hit.catalogTypes);
    const world = async (rules: SightRules) => {
      const w = worldFromScene(hit.table, hit.scene, catalog, rules);
      mark("world made from the cached scene");
      return w;
    };
    return { table: hit.table, catalog, world };
  }
  built = true;
  // zod's setting before any schema is built (main.ts leaves it to this miss)
  await import("./zod-jitless");
  const { catalogOf, tableOf } = await import("./io");
  const catalog = catalogOf(cat.name, catalogBytes);
  mark("catalog read");
  const table = tableOf(file, tableBytes, catalog);
  mark("table read");
  let made: MeasuredWorld | null = null;
  return {
    table,
    catalog,
    world: async (rules) => {
      if (!made) {
        const { createWorld, sceneData } = await import("./world-build");
        const w = createWorld(table, catalog, rules);
        mark("mesh and BVH built");
        if (dir && key) {
          const scene = sceneData(w.scene) as WorldEntry["scene"];
          writeEntry(dir, key, { table, catalogTypes: catalog.types, scene });
          mark("world written to the cache");
        }
        made = w;
        return w;
      }
      return { ...made, rules };
    },
  };
}

/** Opens a table file and gives its world under `rules` (see openTable). */
export async function openWorld(file: string, rules: SightRules): Promise<MeasuredWorld> {
  return (await openTable(file)).world(rules);
}

/** A catalog from its validated types: the same lookup parseCatalog makes (core/catalog/catalog.ts). */
function catalogOfTypes(types: Catalog["types"]): Catalog {
  const byType = new Map<string, Catalog["types"][number]>();
  for (const t of types) byType.set(t.type, t);
  return { types, byType };
}
