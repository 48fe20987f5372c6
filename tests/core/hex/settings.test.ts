import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { boardHexByLabel, hexBoardOf } from "../../../src/core/table/hex-board";
import { indexTerrain } from "../../../src/core/table/terrain";
import { validateTable } from "../../../src/core/table/validate";
import { hexTable } from "./support";

/** A table's hex settings: validated with paths, and each hex's terrain from its features or overrides. */

const withHex = (hex: unknown) =>
  validateTable(
    { format: "sightline-table/1", name: "t", width: 20, depth: 12, features: [], hex },
    builtinCatalog(),
  );
const problems = (hex: unknown) => {
  const r = withHex(hex);
  return r.ok ? [] : r.error;
};

describe("hex settings", () => {
  it("defaults: flat, A1 just inside the corner, eye 2 yards, no overrides; tables without hex unchanged", () => {
    const r = withHex({ sizeInches: 1 });
    expect(r.ok && r.value.hex).toEqual({ sizeInches: 1, orientation: "flat", eyeYards: 2, overrides: [] });
    const plain = validateTable(
      { format: "sightline-table/1", name: "t", width: 20, depth: 12, features: [] },
      builtinCatalog(),
    );
    expect(plain.ok && "hex" in plain.value && plain.value.hex).toBeFalsy();
  });

  it("names each bad override and the origin by path", () => {
    expect(problems({ sizeInches: 1, overrides: [{ hex: "4C" }] })[0]).toMatchObject({
      path: "$.hex.overrides[0].hex",
      message: expect.stringContaining("is not a hex label"),
    });
    expect(problems({ sizeInches: 1, overrides: [{ hex: "Z40" }] })[0]!.message).toMatch(/not on the board/);
    expect(problems({ sizeInches: 1, overrides: [{ hex: "B2" }, { hex: "b2" }] })[0]).toMatchObject({
      path: "$.hex.overrides[1].hex",
      message: "hex b2 is already overridden at $.hex.overrides[0]",
    });
    expect(problems({ sizeInches: 1, origin: [30, 1] })[0]!.path).toBe("$.hex.origin");
    expect(problems({ sizeInches: 1, overrides: [{ hex: "A1", terrain: "jungle" }] })[0]!.path).toBe(
      "$.hex.overrides[0].terrain",
    );
    expect(problems({ sizeInches: 1, colour: "red" })[0]!.path).toBe("$.hex.colour");
  });

  it("a hex's terrain and level come from the features over its centre, then the overrides", () => {
    const t = hexTable(
      [
        {
          id: "w",
          type: "woods",
          outline: [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
          ],
        },
        {
          id: "hb",
          type: "building",
          outline: [
            [0.5, 0.5],
            [1.5, 0.5],
            [1.5, 1.2],
            [0.5, 1.2],
          ],
        },
        {
          id: "h",
          type: "hill",
          level: 1,
          outline: [
            [3, 0],
            [6, 0],
            [6, 6],
            [3, 6],
          ],
        },
        { id: "s", type: "smoke", center: [1, 4.33], radiusInches: 0.5 },
      ],
      [{ hex: "C2", terrain: "brush", level: 2 }],
    );
    const b = hexBoardOf(t, indexTerrain(t))!;
    expect(boardHexByLabel(b, "A1")).toMatchObject({ terrain: "building", featureId: "hb", level: 0 }); // building over woods
    expect(boardHexByLabel(b, "C1")).toMatchObject({ terrain: "clear", level: 1 });
    expect(boardHexByLabel(b, "C2")).toMatchObject({
      terrain: "brush",
      level: 2,
      overridden: ["terrain", "level"],
    });
    expect(boardHexByLabel(b, "A3")).toMatchObject({ smoke: true, smokeIds: ["s"] });
  });
});
