import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { validateTable } from "../../src/core/table/validate";
import { exampleTable } from "../support/example-table";

// Regression (issue 18 item 13): problems named a feature, unit, zone or objective only by its index
// ("$.features[31].outline"), so in a long file the user had to count entries to find it. The id
// (a zone's side) now follows the index in the path.

const problems = (t: unknown) => {
  const r = validateTable(t, builtinCatalog());
  return r.ok ? [] : r.error;
};

describe("repro: every problem about an entry names its id", () => {
  it("the issue's bow-tie wood", () => {
    const t = exampleTable();
    t.features[0] = {
      id: "bowtie-wood",
      type: "woods",
      outline: [
        [40, 5],
        [48, 12],
        [48, 5],
        [40, 12],
      ],
    };
    t.features.splice(1, 1); // the level 2 hill sat on the hill this replaced
    expect(problems(t)).toEqual([
      {
        path: "$.features[0] (bowtie-wood).outline",
        message:
          "crosses itself near (44, 8.5): the edge from point [0] to [1] meets the edge from point [2] to [3]",
      },
    ]);
  });

  it("units, objectives and zones, from the schema checks and the geometry checks alike", () => {
    const t = exampleTable();
    t.units[0].postur = "prone";
    t.units[1].x = 500;
    t.objectives = [{ id: "crossroads", at: [100, 5] }];
    t.deploymentZones = [
      {
        side: "blue",
        outline: [
          [0, 0],
          [10, 0],
          [10, 10],
          [10, 10],
        ],
      },
    ];
    t.features[4].heightYard = 2;
    expect(problems(t).map((p) => p.path)).toEqual([
      "$.features[4] (wall-1).heightYard",
      "$.units[0] (b1).postur",
      "$.units[1] (r1)",
      "$.deploymentZones[0] (blue zone).outline[3]",
      "$.objectives[0] (crossroads).at[0]",
    ]);
  });

  it("a missing or malformed id is not echoed: the path alone, and the id's own problem", () => {
    const t = exampleTable();
    t.units[0].id = "\u001b[2Jevil id";
    delete t.units[1].id;
    expect(problems(t).map((p) => p.path)).toEqual(["$.units[0].id", "$.units[1].id"]);
  });
});
