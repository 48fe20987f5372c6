import { describe, expect, it } from "vitest";
import {
  applyResult,
  damageColumn,
  damageResult,
  heroAppears,
  heroChance,
  RESULT_TABLE,
  resultRow,
} from "../../../src/core/lnl/damage";
import { DAMAGE_COLUMNS } from "../../../src/core/lnl/vocab";

/** seed 004, the result table, cell for cell (as printed, Russian → rules-reference §B.004). */
const CARD = {
  "good-order-mmc": ["no-effect", "shaken", "casualty", "eliminated"],
  "shaken-mmc": ["no-effect", "casualty", "casualty", "eliminated"],
  "good-order-smc": ["no-effect", "shaken", "wounded", "eliminated"],
  "hero-or-shaken-smc": ["no-effect", "casualty", "wounded", "eliminated"],
  armor: ["no-effect", "shaken", "shaken", "abandoned"],
  "unarmored-vehicle": ["no-effect", "shaken", "destroyed", "destroyed"],
};

describe("the result table", () => {
  it("has the card's six columns in order", () => {
    expect(Object.keys(RESULT_TABLE)).toEqual([...DAMAGE_COLUMNS]);
  });

  it("rows: DR ≤ M, M < DR < 2M, 2M ≤ DR < 3M, DR ≥ 3M (morale 4)", () => {
    expect([1, 4, 5, 7, 8, 11, 12, 20].map((dr) => resultRow(dr, 4))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it("rows at an odd morale (5): the edges are M, 2M and 3M exactly", () => {
    expect([5, 6, 9, 10, 14, 15].map((dr) => resultRow(dr, 5))).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it.each(DAMAGE_COLUMNS.flatMap((c) => [0, 1, 2, 3].map((row) => [c, row] as const)))(
    "cell %s row %i",
    (column, row) => {
      const m = 4;
      const dr = [m, m + 1, 2 * m, 3 * m][row]!;
      expect(damageResult(column, dr, m)).toBe(CARD[column][row]);
      // the row's other edge gives the same cell
      const other = [1, 2 * m - 1, 3 * m - 1, 30][row]!;
      expect(damageResult(column, other, m)).toBe(CARD[column][row]);
    },
  );

  it("columns by unit", () => {
    expect(damageColumn("squad", false)).toBe("good-order-mmc");
    expect(damageColumn("crew", true)).toBe("shaken-mmc");
    expect(damageColumn("leader", false)).toBe("good-order-smc");
    expect(damageColumn("leader", true)).toBe("hero-or-shaken-smc");
    expect(damageColumn("hero", false)).toBe("hero-or-shaken-smc");
    expect(damageColumn("armored-vehicle", false)).toBe("armor");
    expect(damageColumn("armor-leader", false)).toBe("armor");
    expect(damageColumn("unarmored-vehicle", false)).toBe("unarmored-vehicle");
  });
});

const cond = (kind: Parameters<typeof damageColumn>[0], extra = {}) => ({
  kind,
  shaken: false,
  wounded: false,
  eliminated: false,
  abandoned: false,
  wreck: false,
  ...extra,
});

describe("each result's definition", () => {
  it("Shaken flips a unit; heroes are not shaken; a shaken vehicle shaken again is abandoned", () => {
    expect(applyResult(cond("squad"), "shaken").shaken).toBe(true);
    expect(applyResult(cond("hero"), "shaken").shaken).toBe(false);
    expect(applyResult(cond("armored-vehicle", { shaken: true }), "shaken").abandoned).toBe(true);
    expect(applyResult(cond("armored-vehicle"), "shaken")).toMatchObject({ shaken: true, abandoned: false });
    expect(applyResult(cond("unarmored-vehicle", { shaken: true }), "shaken").abandoned).toBe(true);
  });
  it("Casualty: a squad becomes a half-squad; a half-squad, crew or weapon team is eliminated", () => {
    expect(applyResult(cond("squad"), "casualty")).toMatchObject({
      kind: "half-squad",
      reducedToHalfSquad: true,
      eliminated: false,
    });
    for (const k of ["half-squad", "crew", "weapon-team"] as const)
      expect(applyResult(cond(k), "casualty").eliminated).toBe(true);
  });
  it("Wounded shakes an SMC and marks it (a hero keeps its side); a second wound eliminates", () => {
    expect(applyResult(cond("leader"), "wounded")).toMatchObject({ wounded: true, shaken: true });
    expect(applyResult(cond("hero"), "wounded")).toMatchObject({ wounded: true, shaken: false });
    expect(applyResult(cond("leader", { wounded: true }), "wounded").eliminated).toBe(true);
    expect(applyResult(cond("hero", { wounded: true }), "wounded").eliminated).toBe(true);
  });
  it("Casualty on an SMC (the card's Hero/Shaken SMC cell) is read as a wound", () => {
    expect(applyResult(cond("hero"), "casualty")).toMatchObject({ wounded: true, eliminated: false });
  });
  it("Eliminated, Abandoned, Destroyed", () => {
    expect(applyResult(cond("squad"), "eliminated").eliminated).toBe(true);
    expect(applyResult(cond("armored-vehicle"), "abandoned")).toMatchObject({
      abandoned: true,
      eliminated: false,
    });
    expect(applyResult(cond("unarmored-vehicle"), "destroyed")).toMatchObject({
      wreck: true,
      eliminated: true,
    });
  });
});

describe("hero creation", () => {
  it("only a squad or half-squad, only on a natural 1", () => {
    expect(heroChance("squad", 1)).toBe(true);
    expect(heroChance("half-squad", 1)).toBe(true);
    expect(heroChance("squad", 2)).toBe(false);
    for (const k of ["crew", "weapon-team", "leader", "hero", "armored-vehicle"] as const)
      expect(heroChance(k, 1)).toBe(false);
  });
  it("an even 1d6 makes the hero", () => {
    expect([1, 2, 3, 4, 5, 6].map(heroAppears)).toEqual([false, true, false, true, false, true]);
  });
});
