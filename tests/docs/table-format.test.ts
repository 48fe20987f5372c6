import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtinCatalog, builtinCatalogJson } from "../../src/core/catalog/builtin";
import { parseCatalog } from "../../src/core/catalog/catalog";
import { catalogEntrySchema } from "../../src/core/catalog/schema";
import {
  deploymentZoneSchema,
  FEATURE_SCHEMAS,
  FEATURE_TYPES,
  hexOverrideSchema,
  hexSettingsSchema,
  losSettingsSchema,
  objectiveSchema,
  tableHeaderSchema,
  unitSchema,
} from "../../src/core/table/schema";
import { parseTableText } from "../../src/core/table/validate";

/** docs/table-format.md stays true to the schema: its examples validate and it names every field. */

const doc = readFileSync(new URL("../../docs/table-format.md", import.meta.url), "utf8");

/** The first ```json block after a heading. */
function jsonBlockAfter(heading: string): string {
  const from = doc.indexOf(heading);
  expect(from, heading).toBeGreaterThanOrEqual(0);
  const m = /```json\n([\s\S]*?)```/.exec(doc.slice(from));
  if (!m) throw new Error(`no json block after ${heading}`);
  return m[1]!.replace(/^ {3}/gm, "");
}

const keys = (s: unknown) => Object.keys((s as { shape: Record<string, unknown> }).shape);

describe("docs/table-format.md", () => {
  it("its complete example is a valid table", () => {
    const r = parseTableText(jsonBlockAfter("## Complete example, annotated"), builtinCatalog());
    expect(r.ok ? [] : r.error).toEqual([]);
  });

  it("its .glb catalog entry is valid and can join the shipped catalog", () => {
    const entry = JSON.parse(jsonBlockAfter("### Adding your own unit type"));
    expect(catalogEntrySchema.safeParse(entry).success).toBe(true);
    const raw = builtinCatalogJson as { format: string; types: unknown[] };
    expect(parseCatalog({ ...raw, types: [...raw.types, entry] }).ok).toBe(true);
  });

  it("documents every feature type and every field of every schema", () => {
    const fields = new Set([
      ...keys(tableHeaderSchema),
      ...keys(unitSchema),
      ...keys(deploymentZoneSchema),
      ...keys(objectiveSchema),
      ...keys(losSettingsSchema),
      ...keys(hexSettingsSchema),
      ...keys(hexOverrideSchema),
      ...keys(catalogEntrySchema),
      ...FEATURE_TYPES.flatMap((t) => keys(FEATURE_SCHEMAS[t])),
    ]);
    const missing = [...fields, ...FEATURE_TYPES].filter((f) => !doc.includes(`\`${f}\``));
    expect(missing).toEqual([]);
  });
});
