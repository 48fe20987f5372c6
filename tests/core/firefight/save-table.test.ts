import { describe, expect, it } from "vitest";
import { builtinFirefightRules, builtinRulesJson } from "../../../src/core/firefight/builtin";
import { parseRules, saveTarget } from "../../../src/core/firefight/rules-data";

// Seed 003, "Make Saving Throws", copied verbatim (Strength down, Toughness across). The shipped data
// must hold it cell for cell; nothing here is computed from the data.
const SEED_TABLE = `
| 1 | 4+ | 3+ | 3+ | 2+ | 2+ | 1+ | 1+ | 1+ | 1+ | 1+ |
| 2 | 4+ | 4+ | 3+ | 3+ | 2+ | 2+ | 1+ | 1+ | 1+ | 1+ |
| 3 | 5+ | 4+ | 4+ | 3+ | 3+ | 2+ | 2+ | 1+ | 1+ | 1+ |
| 4 | 5+ | 5+ | 4+ | 4+ | 3+ | 3+ | 2+ | 2+ | 1+ | 1+ |
| 5 | 6+ | 5+ | 5+ | 4+ | 4+ | 3+ | 3+ | 2+ | 2+ | 1+ |
| 6 | 6+ | 6+ | 5+ | 5+ | 4+ | 4+ | 3+ | 3+ | 2+ | 2+ |
| 7 | 7+ | 6+ | 6+ | 5+ | 5+ | 4+ | 4+ | 3+ | 3+ | 2+ |
| 8 | 7+ | 7+ | 6+ | 6+ | 5+ | 5+ | 4+ | 4+ | 3+ | 3+ |
| 9 | 7+ | 7+ | 7+ | 6+ | 6+ | 5+ | 5+ | 4+ | 4+ | 3+ |
| 10 | 7+ | 7+ | 7+ | 7+ | 6+ | 6+ | 5+ | 5+ | 4+ | 4+ |`;

const seedRows = SEED_TABLE.trim()
  .split("\n")
  .map((line) =>
    line
      .split("|")
      .map((c) => c.trim())
      .filter(Boolean),
  );

describe("the S-vs-T save table (seed 003)", () => {
  const rules = builtinFirefightRules();
  it("has all 100 cells exactly as printed", () => {
    expect(seedRows).toHaveLength(10);
    let checked = 0;
    for (const [sText, ...cells] of seedRows) {
      const s = Number(sText);
      expect(cells).toHaveLength(10);
      cells.forEach((cell, i) => {
        const t = i + 1;
        expect({
          s,
          t,
          printed: (builtinRulesJson as { saveTable: { rows: string[][] } }).saveTable.rows[s - 1]![i],
        }).toEqual({ s, t, printed: cell });
        expect(saveTarget(rules, s, t)).toBe(Number(cell[0]));
        checked++;
      });
    }
    expect(checked).toBe(100);
  });

  it("marks the table, the ranges and the settings with their source", () => {
    expect(rules.json.saveTable.source).toBe("seed");
    expect(rules.json.weapons.map((w) => [w.id, w.rangeY.value, w.rangeY.source])).toEqual([
      ["pistol", 6, "seed"],
      ["rifle", 24, "seed"],
      ["heavy", 36, "seed"],
      ["cannon", 48, "seed"],
      ["artillery", 72, "seed"],
    ]);
    expect(rules.json.settings.advanceFactor).toMatchObject({ value: 2, source: "seed" });
    expect(rules.json.settings.baseInches.source).toBe("project-default");
    for (const p of rules.json.profiles) expect(p.source).toBe("project-default");
  });

  it("refuses a broken cell, naming its path", () => {
    const bad = structuredClone(builtinRulesJson) as { saveTable: { rows: string[][] } };
    bad.saveTable.rows[3]![7] = "8+";
    const r = parseRules(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.path).toBe("$.saveTable.rows[3][7]");
    const twice = structuredClone(builtinRulesJson) as { profiles: { id: string }[] };
    twice.profiles[1]!.id = twice.profiles[0]!.id;
    const r2 = parseRules(twice);
    expect(r2.ok ? null : r2.error[0]).toEqual({
      path: "$.profiles[1].id",
      message: '"trooper" is used twice',
    });
  });
});
