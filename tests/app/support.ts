import { readFileSync } from "node:fs";
import type { LosEngine } from "../../src/app/los/engine";
import { sightChoicesOf } from "../../src/app/los/rules";
import { createAppStore } from "../../src/app/store/store";
import type { PointerInput } from "../../src/app/tools/machine";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { FIRESTRIKE_SIGHT } from "../../src/core/firestrike/sight/rules";
import type { Pt } from "../../src/core/geom2d";
import type { Table } from "../../src/core/table/schema";
import { validateTable } from "../../src/core/table/validate";
import { createWorld } from "../../src/geometry/los/world";
import { RULESETS } from "../../src/rulesets";

/** Test helpers for the app's stores and tools, run in Node without a browser. */

const root = new URL("../..", import.meta.url).pathname;

/** A shipped table, validated. */
export function shippedTable(name = "ridge-and-village"): Table {
  const json = JSON.parse(readFileSync(`${root}terrain/${name}.json`, "utf8"));
  const r = validateTable(json, builtinCatalog());
  if (!r.ok) throw new Error(`terrain/${name}.json is invalid: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** An app LOS engine that only builds worlds (the hex rulesets' controllers and tools ask no more of it). */
export const worldEngine = (): LosEngine =>
  ({
    world: (t: Parameters<LosEngine["world"]>[0]) => createWorld(t, builtinCatalog(), FIRESTRIKE_SIGHT),
  }) as unknown as LosEngine;

/** A small table built from parts, validated (throws with the problems if not valid). */
export function makeTable(parts: Partial<Record<string, unknown>>): Table {
  const json = {
    format: "sightline-table/1",
    name: "test",
    width: 72,
    depth: 48,
    features: [],
    units: [],
    ...parts,
  };
  const r = validateTable(json, builtinCatalog());
  if (!r.ok) throw new Error(`test table is invalid: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** A store on a shipped table (or the given one). */
export function storeWith(table: Table = shippedTable()) {
  return createAppStore(builtinCatalog(), table, "default", sightChoicesOf(RULESETS));
}

/** Screen pixels per table inch in these tests' imaginary camera. */
export const PX_PER_INCH = 20;

/** A pointer event at table point `p`; the screen position is p scaled by PX_PER_INCH. */
export function at(p: Pt, extra: Partial<PointerInput> = {}): PointerInput {
  return {
    point: p,
    screen: [p[0] * PX_PER_INCH, p[1] * PX_PER_INCH],
    button: 0,
    shift: false,
    alt: false,
    ctrl: false,
    inchesPerPixel: 1 / PX_PER_INCH,
    ...extra,
  };
}

/** A key event. */
export function key(k: string, extra: { ctrl?: boolean; shift?: boolean } = {}) {
  return { key: k, ctrl: extra.ctrl ?? false, shift: extra.shift ?? false };
}
