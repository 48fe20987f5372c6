import raw from "../../../models/catalog.json";
import { parseCatalog } from "./catalog";
import type { Catalog } from "./schema";

/** The raw JSON of the shipped catalog, `models/catalog.json`. */
export const builtinCatalogJson: unknown = raw;

let cached: Catalog | null = null;

/** The shipped unit catalog. Throws only if `models/catalog.json` itself is broken (a test guards it). */
export function builtinCatalog(): Catalog {
  if (cached) return cached;
  const parsed = parseCatalog(raw);
  if (!parsed.ok)
    throw new Error(
      `models/catalog.json is invalid:\n${parsed.error.map((p) => `  ${p.path}: ${p.message}`).join("\n")}`,
    );
  cached = parsed.value;
  return cached;
}
