import { readFileSync } from "node:fs";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import type { Table } from "../../src/core/table/schema";
import { parseTableText, validateTable } from "../../src/core/table/validate";
import { createWorld } from "../../src/geometry/los/world";

const root = new URL("../../", import.meta.url);

/** The shipped tables the map proofs are checked on: the two benchmarks and two scenarios. */
export const PROOF_TABLES = [
  "bench-dense.json",
  "bench-clutter.json",
  "ridge-and-village.json",
  "river-town.json",
] as const;

/** Loads and validates a shipped table by file name (e.g. "ridge-and-village.json"). */
export function shippedTable(name: string): Table {
  const parsed = parseTableText(readFileSync(new URL(`terrain/${name}`, root), "utf8"), builtinCatalog());
  if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.error)}`);
  return parsed.value;
}

/** A measured world for a shipped table. */
export function shippedWorld(name: string) {
  return createWorld(shippedTable(name), builtinCatalog(), FIRESTRIKE_SIGHT);
}

/** Validates an in-test table (features and units as JSON) and builds its measured world. */
export function worldOf(json: {
  features?: unknown[];
  units?: unknown[];
  los?: unknown;
  width?: number;
  depth?: number;
}) {
  const parsed = validateTable(
    {
      format: "sightline-table/1",
      name: "test table",
      yardsPerInch: 50,
      width: json.width ?? 72,
      depth: json.depth ?? 48,
      levelHeightYards: 10,
      features: json.features ?? [],
      units: json.units ?? [],
      ...(json.los ? { los: json.los } : {}),
    },
    builtinCatalog(),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error, null, 1));
  return createWorld(parsed.value, builtinCatalog(), FIRESTRIKE_SIGHT);
}

/** Names of the shipped tables, bench table excluded. */
export const SHIPPED = ["ridge-and-village.json", "open-plain.json", "river-town.json"] as const;
