import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { builtinFirefightRules } from "../../../src/core/firefight/builtin";
import { FIREFIGHT_SIGHT, measuredFirefightOracle } from "../../../src/core/firefight/measured";
import { createWorld } from "../../../src/geometry/los/world";
import { plainTable } from "../../support/firefight";

// The sight oracle over the measured engine: concealment and cover are measured per shooter, so cover
// is directional (a wall covers from the far side only), and a building hides what is behind it.
const table = plainTable({
  features: [
    {
      id: "wall",
      type: "wall",
      path: [
        [20, 20],
        [28, 20],
      ],
      heightYards: 1.2,
      thicknessInches: 0.3,
    },
    {
      id: "hedge",
      type: "hedge",
      path: [
        [4, 30],
        [12, 30],
      ],
      heightYards: 1.8,
      thicknessInches: 0.4,
    },
    {
      id: "house",
      type: "building",
      outline: [
        [34, 24],
        [40, 24],
        [40, 30],
        [34, 30],
      ],
      heightYards: 4,
    },
    {
      id: "copse",
      type: "woods",
      outline: [
        [4, 4],
        [10, 4],
        [10, 10],
        [4, 10],
      ],
      heightYards: 5,
    },
  ],
});
const oracle = measuredFirefightOracle(
  createWorld(table, builtinCatalog(), FIREFIGHT_SIGHT),
  builtinFirefightRules(),
);
const at = (id: string, side: string, x: number, y: number) => ({ id, side, x, y });

describe("the measured firefight oracle", () => {
  it("a wall is cover against fire from across it, not from the model's own side", () => {
    const behind = at("t", "red", 24, 19.2);
    const across = oracle.sight(at("s", "blue", 24, 32), behind);
    expect(across).toMatchObject({ visible: true, cover: true });
    expect(across.hardShare).toBeGreaterThan(0.5);
    const sameSide = oracle.sight(at("s", "blue", 24, 8), behind);
    expect(sameSide).toMatchObject({ visible: true, cover: false, concealed: false });
  });

  it("a hedge conceals but is no cover; woods conceal the models in them", () => {
    const hedged = oracle.sight(at("s", "blue", 8, 42), at("t", "red", 8, 29.2));
    expect(hedged).toMatchObject({ visible: true, concealed: true, cover: false });
    const inWoods = oracle.sight(at("s", "blue", 7, 14), at("t", "red", 7, 9));
    expect(inWoods).toMatchObject({ visible: true, concealed: true, cover: false });
    const open = oracle.sight(at("s", "blue", 30, 40), at("t", "red", 30, 10));
    expect(open).toMatchObject({ visible: true, concealed: false, cover: false, hiddenShare: 0 });
  });

  it("a building blocks the line", () => {
    expect(oracle.sight(at("s", "blue", 37, 20), at("t", "red", 37, 34)).visible).toBe(false);
  });
});
