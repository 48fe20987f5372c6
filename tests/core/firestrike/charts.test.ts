import { describe, expect, it } from "vitest";
import { builtinChartsJson } from "../../../src/core/firestrike/charts/builtin";
import { parseCharts, parseChartsText } from "../../../src/core/firestrike/charts/parse";
import { codesMatch } from "../../../src/core/firestrike/fire/direct-calc";
import { moraleReaction } from "../../../src/core/firestrike/morale/table";
import { builtinStatsJson } from "../../../src/core/firestrike/stats/builtin";
import { parseStats } from "../../../src/core/firestrike/stats/parse";
import { SCALE_PRESETS } from "../../../src/core/units";
import { catalog, charts, stats } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: the fixtures edit arbitrary paths of parsed JSON
type Json = any;
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Every object with a `value` in the charts must say where it comes from. */
function sourcedLeaves(node: unknown, path: string, out: { path: string; source: unknown }[]): void {
  if (node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    node.forEach((n, i) => {
      sourcedLeaves(n, `${path}[${i}]`, out);
    });
    return;
  }
  const o = node as Record<string, unknown>;
  if ("value" in o) out.push({ path, source: o.source });
  for (const [k, v] of Object.entries(o)) sourcedLeaves(v, `${path}.${k}`, out);
}

describe("shipped charts (models/firestrike/charts.json)", () => {
  it("validate", () => {
    expect(parseCharts(builtinChartsJson).ok).toBe(true);
  });

  it("mark every value seed or project default", () => {
    const leaves: { path: string; source: unknown }[] = [];
    sourcedLeaves(builtinChartsJson, "$", leaves);
    expect(leaves.length).toBeGreaterThan(60);
    for (const l of leaves) expect(["seed", "project default"], l.path).toContain(l.source);
  });

  it("agree with the seed's morale example: Seasoned, column 4 = P (seed 000 §6.2)", () => {
    expect(charts.morale.rows.seasoned[4]).toBe("P");
    expect(moraleReaction(charts, "seasoned", 4)).toBe("pinned");
  });

  it("give the seed's printed modifiers", () => {
    const df = charts.directFire;
    expect([
      df.closeRange.value,
      df.longRange.value,
      df.perTargetDamage.value,
      df.firerPinned.value,
      df.perFirerDamage.value,
    ]).toEqual([2, -2, 2, -2, -2]);
    expect([charts.distances.closeRangeInches.value, charts.distances.longRangeInches.value]).toEqual([
      8, 24,
    ]);
    const a = charts.assault;
    expect(
      [a.elite, a.veteran, a.cover, a.drones, a.inexperienced, a.damaged, a.twoSides, a.militia].map(
        (v) => v.value,
      ),
    ).toEqual([8, 4, 4, 4, -4, -4, -4, -8]);
    expect([
      charts.digIn.hastyTurns.value,
      charts.digIn.foxholeTurns.value,
      charts.digIn.engineerFactor.value,
    ]).toEqual([6, 12, 0.5]);
    expect(charts.damage.hqDestroyedAbove.value).toBe(6);
    expect(charts.morale.rallyPerLostHq.value).toBe(-4);
    expect(charts.command.hqMoveFinishedFirst.value).toBe(4);
  });

  it("agree with the scale presets in src/core/units.ts", () => {
    for (const s of ["6mm", "10mm", "15mm"] as const)
      expect(charts.scale.yardsPerInch[s].value).toBe(SCALE_PRESETS[s].yardsPerInch);
  });
});

describe("chart validation errors name the path", () => {
  it.each([
    [
      "a seed cell contradicted",
      (c: Json) => (c.morale.rows.seasoned[4] = "H"),
      "$.morale.rows.seasoned[4]",
      'seed text gives "P"',
    ],
    [
      "a missing modifier",
      (c: Json) => delete c.directFire.closeRange,
      "$.directFire.closeRange",
      "required",
    ],
    [
      "a value of the wrong type",
      (c: Json) => (c.directFire.longRange.value = "minus two"),
      "$.directFire.longRange.value",
      "number",
    ],
    [
      "a bad source",
      (c: Json) => (c.assault.elite.source = "guess"),
      "$.assault.elite.source",
      "must be one of",
    ],
    [
      "an unknown field",
      (c: Json) => (c.directFire.closeRang = c.directFire.closeRange),
      "$.directFire.closeRang",
      'did you mean "closeRange"',
    ],
    [
      "unordered hit table rows",
      (c: Json) => (c.directFire.hitTable.vehicle[1].min = 5),
      "$.directFire.hitTable.vehicle[1].min",
      "greater than",
    ],
    [
      "an I result for personnel",
      (c: Json) => (c.directFire.hitTable.personnel[0].result = "I"),
      "$.directFire.hitTable.personnel[0].result",
      "vehicles",
    ],
    [
      "a bad reaction code",
      (c: Json) => (c.morale.rows.elite[3] = "X"),
      "$.morale.rows.elite[3]",
      "must be one of",
    ],
    [
      "a newer format",
      (c: Json) => (c.format = "sightline-firestrike-charts/2"),
      "$.format",
      "newer Sightline",
    ],
  ])("%s", (_name, edit, path, words) => {
    const c = clone(builtinChartsJson);
    edit(c);
    const r = parseCharts(c);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const p = r.error.find((x) => x.path === path);
    expect(p, JSON.stringify(r.error)).toBeDefined();
    expect(p!.message).toContain(words);
  });

  it("reports a JSON syntax error at $", () => {
    const r = parseChartsText("{ nope");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.path).toBe("$");
  });
});

describe("shipped unit stats (models/firestrike/units.json)", () => {
  it("validate against the catalog and the charts", () => {
    expect(parseStats(builtinStatsJson, { catalog, charts }).ok).toBe(true);
  });

  it("have a default stat line for every catalog type", () => {
    for (const t of catalog.types) expect(stats.byId.has(t.type), t.type).toBe(true);
  });

  it("hold the seed's code-match examples as written (seed 000 §5.1)", () => {
    const atgm = stats.byId.get("IFV")!.weapons.find((w) => w.name === "ATGM")!;
    expect(atgm.codes).toBe("B");
    expect(stats.byId.get("M1A2")!.defence.codes).toBe("A");
    expect(stats.byId.get("M60A1")!.defence.codes).toBe("AB");
    expect(codesMatch(atgm.codes, stats.byId.get("M1A2")!.defence.codes)).toBe(false);
    expect(codesMatch(atgm.codes, stats.byId.get("M60A1")!.defence.codes)).toBe(true);
  });

  it("carry the seed's transport example: a truck carries two infantry bases (seed 000 §3.22)", () => {
    expect(stats.byId.get("truck")!.transport!.infantryBases).toBe(2);
    expect(stats.byId.get("MBT")!.transport!.riders).toBe(1);
  });

  it.each([
    [
      "an unknown catalog type",
      (u: Json) => (u.units[0].catalogType = "hovercraft"),
      "$.units[0].catalogType",
      "not a type",
    ],
    ["a duplicate id", (u: Json) => (u.units[1].id = u.units[0].id), "$.units[1].id", "twice"],
    [
      "lower-case codes",
      (u: Json) => (u.units[0].defence.codes = "ab"),
      "$.units[0].defence.codes",
      "capital",
    ],
    [
      "a seed path that does not exist",
      (u: Json) => (u.units[0].seed = { "defence.colour": "x" }),
      "$.units[0].seed",
      "does not have",
    ],
    [
      "an indirect weapon without a barrage",
      (u: Json) => delete u.units[5].weapons[0].barrage,
      "$.units[5].weapons[0].barrage",
      "required",
    ],
    [
      "a barrage the charts lack",
      (u: Json) => (u.units[5].weapons[0].barrage = "nuke"),
      "$.units[5].weapons[0].barrage",
      "not a barrage",
    ],
  ])("reject %s with its path", (_n, edit, path, words) => {
    const u = clone(builtinStatsJson);
    edit(u);
    const r = parseStats(u, { catalog, charts });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const p = r.error.find((x) => x.path === path);
    expect(p, JSON.stringify(r.error)).toBeDefined();
    expect(p!.message).toContain(words);
  });
});
