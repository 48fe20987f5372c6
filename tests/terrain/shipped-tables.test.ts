import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { polylineTouchesRing } from "../../src/core/geom2d";
import type { Feature, Table } from "../../src/core/table/schema";
import { parseTableText } from "../../src/core/table/validate";

/** The tables in terrain/: all valid, and each one still holds what it was built to show. */

const dir = new URL("../../terrain", import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
const text = (f: string) => readFileSync(join(dir, f), "utf8");

function load(f: string): Table {
  const r = parseTableText(text(f), builtinCatalog());
  if (!r.ok) throw new Error(`${f}: ${r.error.map((p) => `${p.path}: ${p.message}`).join("; ")}`);
  return r.value;
}
const ofType = <T extends Feature["type"]>(t: Table, type: T) =>
  t.features.filter((f): f is Extract<Feature, { type: T }> => f.type === type);

const SHIPPED = ["ridge-and-village.json", "open-plain.json", "river-town.json"];

describe("shipped tables", () => {
  it.each(files)("%s passes the validator", (f) => {
    expect(parseTableText(text(f), builtinCatalog())).toMatchObject({ ok: true });
  });

  it.each(SHIPPED)("%s is a 72×48 game: both sides, zones, objectives, turn limit, formations", (f) => {
    const t = load(f);
    expect([t.width, t.depth]).toEqual([72, 48]);
    expect(new Set(t.units.map((u) => u.side))).toEqual(new Set(["blue", "red"]));
    expect(new Set(t.deploymentZones.map((z) => z.side))).toEqual(new Set(["blue", "red"]));
    expect(t.objectives.length).toBeGreaterThan(0);
    expect(JSON.parse(text(f)).turnLimit).toBe(t.turnLimit);
    expect(t.units.filter((u) => !u.formation)).toEqual([]);
  });

  it("together they field every minimum unit type", () => {
    const types = new Set(SHIPPED.flatMap((f) => load(f).units.map((u) => u.type)));
    for (const t of ["infantry", "HQ", "HMG", "mortar", "towed-gun", "MBT", "IFV", "APC", "light-tank"])
      expect(types).toContain(t);
    for (const t of ["armoured-car", "SP-artillery", "truck", "drone"]) expect(types).toContain(t);
  });

  it("ridge-and-village keeps its ids and its stacked three-level ridge, village, woods and trench", () => {
    const t = load("ridge-and-village.json");
    const ids = t.units.map((u) => u.id).sort();
    const expected = ["b-hq", "r-hq", ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [`b${n}`, `r${n}`])].sort();
    expect(ids).toEqual(expected);
    for (const id of [
      "ridge-1",
      "ridge-2",
      "ridge-3",
      "knoll-1",
      "woods-north",
      "village-1",
      "trench-1",
      "smoke-1",
    ])
      expect(t.features.map((f) => f.id)).toContain(id);
    expect(ofType(t, "hill").map((h) => h.level)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(ofType(t, "built-up").length).toBeGreaterThanOrEqual(3);
    expect(ofType(t, "woods").length).toBeGreaterThan(0);
    expect(ofType(t, "trench").length).toBeGreaterThan(0);
  });

  it("open-plain has only gentle one-level rises, hedges, a farm and roads", () => {
    const t = load("open-plain.json");
    const hills = ofType(t, "hill");
    expect(hills.length).toBeGreaterThanOrEqual(4);
    expect(hills.every((h) => h.level === 1 && h.slopeInches >= 1)).toBe(true);
    expect(ofType(t, "hedge").length).toBeGreaterThanOrEqual(2);
    expect(ofType(t, "building").length).toBeGreaterThanOrEqual(2);
    expect(ofType(t, "road").length).toBeGreaterThanOrEqual(2);
  });

  it("river-town has deep and fordable water, bridges, a town, walls, rubble, hills, wire, mines and smoke", () => {
    const t = load("river-town.json");
    const water = ofType(t, "water");
    expect(water.some((w) => w.fordable)).toBe(true);
    expect(water.some((w) => !w.fordable)).toBe(true);
    const bridges = ofType(t, "road").filter((r) =>
      water.some((w) => !w.fordable && polylineTouchesRing(r.path, w.outline)),
    );
    expect(bridges.length).toBeGreaterThanOrEqual(2);
    expect(ofType(t, "built-up").length).toBeGreaterThanOrEqual(3);
    expect(ofType(t, "building").length).toBeGreaterThanOrEqual(2);
    for (const type of ["wall", "rubble", "hill", "wire", "minefield", "smoke"] as const)
      expect(ofType(t, type).length, type).toBeGreaterThan(0);
  });
});
