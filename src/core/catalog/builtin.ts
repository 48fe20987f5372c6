import raw from "../../../models/catalog.json";
import type { Problem } from "../problems";
import type { Result } from "../result";
import { parseCatalog } from "./catalog";
import type { Catalog } from "./schema";

/** The raw JSON of the shipped catalog, `models/catalog.json`. */
export const builtinCatalogJson: unknown = raw;

/** Raised by builtinCatalog() when a user's edit has broken `models/catalog.json`. */
export class CatalogInvalidError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`models/catalog.json is invalid:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join("\n")}`);
  }
}

let cached: Result<Catalog, Problem[]> | null = null;

/** The shipped unit catalog, validated: the catalog or the problems found in it. */
export function loadBuiltinCatalog(): Result<Catalog, Problem[]> {
  cached ??= parseCatalog(raw);
  return cached;
}

/** The shipped unit catalog; throws CatalogInvalidError (callers report it) if the file is broken. */
export function builtinCatalog(): Catalog {
  const c = loadBuiltinCatalog();
  if (!c.ok) throw new CatalogInvalidError(c.error);
  return c.value;
}
