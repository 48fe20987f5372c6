import type { Catalog, CatalogEntry } from "./schema";

/**
 * A catalog from entries another thread of this process has already validated with `parseCatalog`
 * (the map pool's table message). It checks nothing, so it must never see a file's contents: it exists
 * so that a map worker does not load zod (about 450 KB of the worker's 860 KB bundle, parsed at every
 * worker start: issue 22).
 */
export function trustedCatalog(types: CatalogEntry[]): Catalog {
  const byType = new Map<string, CatalogEntry>();
  for (const t of types) byType.set(t.type, t);
  return { types, byType };
}
