import { describe, expect, it } from "vitest";
import { builtinChartsJson } from "../../src/core/firestrike/charts/builtin";
import { parseCharts } from "../../src/core/firestrike/charts/parse";
import { SEED_NUMBERS } from "../../src/core/firestrike/charts/seed-numbers";

// Regression (issue 17 item 9): at load only one Morale cell was compared with the seed, so a
// `closeRange: 3` still labelled "seed" loaded silently, and wire-medium was labelled "seed" though its
// 0.5" foot cost is a project default. Every "seed" label is now checked against the seed's numbers
// (src/core/firestrike/charts/seed-numbers.ts, transcribed with their sections), and mixed entries list
// their project-default parts in `projectDefaults`.

// biome-ignore lint/suspicious/noExplicitAny: the fixtures edit arbitrary paths of parsed JSON
type Json = any;
const edited = (edit: (c: Json) => void) => {
  const c = structuredClone(builtinChartsJson) as Json;
  edit(c);
  return parseCharts(c);
};
const problems = (edit: (c: Json) => void) => {
  const r = edited(edit);
  return r.ok ? [] : r.error;
};

describe("repro: every chart value labelled seed is checked against the seed", () => {
  it('a closeRange of 3 still labelled "seed" is refused with the seed\'s number and section', () => {
    expect(problems((c) => (c.directFire.closeRange.value = 3))).toEqual([
      {
        path: "$.directFire.closeRange.value",
        message: expect.stringContaining("is 3, but seed 000 §5.1 gives 2"),
      },
    ]);
  });

  it('the same change labelled "project default" loads', () => {
    const r = edited((c) => {
      c.directFire.closeRange.value = 3;
      c.directFire.closeRange.source = "project default";
    });
    expect(r.ok).toBe(true);
  });

  it.each([
    [
      "a distance",
      (c: Json) => (c.distances.qualifiedHqInches.value = 10),
      "$.distances.qualifiedHqInches.value",
    ],
    ["an assault modifier", (c: Json) => (c.assault.militia.value = -4), "$.assault.militia.value"],
    [
      "the reference scale",
      (c: Json) => (c.scale.referenceScale.value = "15mm"),
      "$.scale.referenceScale.value",
    ],
  ])("a changed seed value is refused: %s", (_n, edit, path) => {
    expect(problems(edit).map((p) => p.path)).toEqual([path]);
  });

  it.each([
    [
      "a value the seed does not give",
      (c: Json) => (c.directFire.setupMoved.source = "seed"),
      "$.directFire.setupMoved.source",
    ],
    ["a default table", (c: Json) => (c.directFire.hitTable.source = "seed"), "$.directFire.hitTable.source"],
    ["a terrain entry", (c: Json) => (c.terrain.woods.source = "seed"), "$.terrain.woods.source"],
    ["the morale rows", (c: Json) => (c.morale.rowsSource.source = "seed"), "$.morale.rowsSource.source"],
  ])('"seed" on %s is refused', (_n, edit, path) => {
    const p = problems(edit);
    expect(p.map((x) => x.path)).toEqual([path]);
    expect(p[0]!.message).toContain("gives no number");
  });

  it("wire-medium says which part is the seed's: its project-default foot cost must be listed", () => {
    const p = problems((c) => delete c.linear["wire-medium"].projectDefaults);
    expect(p.map((x) => x.path)).toEqual([
      "$.linear.wire-medium.cross.foot",
      "$.linear.wire-medium.cross.tracked",
      "$.linear.wire-medium.cross.air",
    ]);
    expect(p[0]!.message).toContain("projectDefaults");
  });

  it("wire crossings the seed rules out or allows are checked even in mixed entries", () => {
    expect(problems((c) => (c.linear["wire-medium"].cross.tracked = "impassable"))[0]).toMatchObject({
      path: "$.linear.wire-medium.cross.tracked",
      message: expect.stringContaining("crossable"),
    });
    expect(problems((c) => (c.linear["wire-heavy"].cross.wheeled = 2))[0]).toMatchObject({
      path: "$.linear.wire-heavy.cross.wheeled",
      message: expect.stringContaining("impassable"),
    });
  });

  it("the shipped charts: every seed label agrees, and every transcribed seed number is used and labelled seed", () => {
    expect(parseCharts(builtinChartsJson).ok).toBe(true);
    for (const path of Object.keys(SEED_NUMBERS)) {
      const node = path
        .slice(2)
        .split(".")
        .reduce((o: Json, k) => o?.[k], builtinChartsJson as Json);
      expect(node?.source, path).toBe("seed");
      expect(node?.value, path).toBe(SEED_NUMBERS[path]!.value);
    }
  });
});
