import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LEGAL_AREA } from "../../src/app/rulesets/firestrike/scene/game-overlays";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { readableName, setupFromTable } from "../../src/core/firestrike/setup/from-table";
import { builtinStats } from "../../src/core/firestrike/stats/builtin";
import { validateTable } from "../../src/core/table/validate";

/**
 * Regression (issue 23, item 8, the parts a unit test can hold; the browser test
 * tests/e2e/game-screen.test.ts checks the toolbar row and the set-up dialog): a game on a table's own
 * units showed raw formation ids ("blue-b-coy") where names belong, and the legal movement outline was
 * a pale mint read as white where the docs say green.
 */

const root = new URL("../..", import.meta.url).pathname;

describe("a game on a table's own units", () => {
  it("names its sides and formations in words, not by their ids", () => {
    const t = validateTable(
      JSON.parse(readFileSync(`${root}terrain/ridge-and-village.json`, "utf8")),
      builtinCatalog(),
    );
    if (!t.ok) throw new Error(JSON.stringify(t.error));
    const r = setupFromTable(t.value, builtinStats());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const names = Object.fromEntries(r.value.formations.map((f) => [f.id, f.name]));
    expect(names["blue-b-coy"]).toBe("B Company");
    expect(names["blue-1bn"]).toBe("1st Battalion");
    expect(r.value.sides.map((s) => s.name)).toEqual(r.value.sides.map((s) => readableName(s.id, "")));
    expect(r.value.sides.every((s) => s.name !== s.id)).toBe(true);
  });

  it("reads ids it cannot make words of as they are", () => {
    expect(readableName("x", "x")).toBe("X");
    expect(readableName("red-unassigned", "red")).toBe("Unassigned");
    expect(readableName("2coy", "red")).toBe("2nd Company");
  });
});

describe("the legal movement outline", () => {
  it("is green, not a near-white mint", () => {
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(LEGAL_AREA.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(g).toBeGreaterThan(180);
    expect(g).toBeGreaterThan(2 * r);
    expect(g).toBeGreaterThan(2 * b);
  });
});
