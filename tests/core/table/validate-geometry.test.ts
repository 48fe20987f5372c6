import { describe } from "vitest";
import { type BadTableRow, itRejects } from "../../support/bad-table-rows";

/** Self-intersecting and degenerate outlines, features and unit bases off the table, hill nesting. */
const rows: BadTableRow[] = [
  // --- outlines
  [
    "self-intersecting outline (bow-tie)",
    (t) =>
      void (t.features[2].outline = [
        [40, 5],
        [48, 12],
        [48, 5],
        [40, 12],
      ]),
    [
      [
        "$.features[2] (woods-1).outline",
        "crosses itself near (44, 8.5): the edge from point [0] to [1] meets the edge from point [2] to [3]",
      ],
    ],
  ],
  [
    "lopsided bow-tie (non-zero area)",
    (t) =>
      void (t.features[2].outline = [
        [40, 5],
        [48, 12],
        [48, 5],
        [40, 7],
      ]),
    [
      [
        "$.features[2] (woods-1).outline",
        /^crosses itself near \(\d+(\.\d+)?, \d+(\.\d+)?\): the edge from point \[0\] to \[1\] meets the edge from point \[2\] to \[3\]$/,
      ],
    ],
  ],
  [
    "degenerate outline: collinear points",
    (t) =>
      void (t.features[2].outline = [
        [40, 5],
        [44, 5],
        [48, 5],
      ]),
    [
      [
        "$.features[2] (woods-1).outline",
        "is degenerate: all its points lie on one line, so it encloses no area",
      ],
    ],
  ],
  [
    "degenerate outline: a repeated point",
    (t) =>
      void (t.features[2].outline = [
        [40, 5],
        [48, 5],
        [48, 5],
        [40, 12],
      ]),
    [["$.features[2] (woods-1).outline[2]", "repeats the point (48, 5) before it"]],
  ],
  [
    "outline closed by repeating its first point",
    (t) =>
      void (t.features[2].outline = [
        [40, 5],
        [48, 5],
        [48, 12],
        [40, 5],
      ]),
    [
      [
        "$.features[2] (woods-1).outline[3]",
        "repeats the first point (40, 5); outlines close by themselves, so leave it out",
      ],
    ],
  ],
  [
    "outline with two points",
    (t) =>
      void (t.features[2].outline = [
        [40, 5],
        [48, 5],
      ]),
    [["$.features[2] (woods-1).outline", "needs at least 3 entries, has a list of 2"]],
  ],
  // --- off the table
  [
    "feature off the table",
    (t) => void (t.features[2].outline[1] = [80, 5]),
    [["$.features[2] (woods-1).outline[1]", "point (80, 5) is off the 72×48 table"]],
  ],
  [
    "road running off the far edge",
    (t) =>
      void (t.features[6].path = [
        [0, 30],
        [72, 49.5],
      ]),
    [["$.features[6] (road-1).path[1]", "point (72, 49.5) is off the 72×48 table"]],
  ],
  [
    "smoke centre off the table",
    (t) => void (t.features[7].center = [-1, 10]),
    [["$.features[7] (smoke-1).center", "point (-1, 10) is off the 72×48 table"]],
  ],
  [
    "unit off the table",
    (t) => void (t.units[0].x = -3),
    [["$.units[0] (b1)", 'unit "b1" at (-3, 5) has its 0.8×1.2" base off the 72×48 table']],
  ],
  [
    "unit base hanging off the near-left edge",
    (t) => void (t.units[0].x = 0.3),
    [["$.units[0] (b1)", 'unit "b1" at (0.3, 5) has its 0.8×1.2" base off the 72×48 table']],
  ],
  [
    "unit base turned side-on so it hangs off the right edge",
    (t) => Object.assign(t.units[0], { x: 71.5, facing: 90 }) && undefined,
    [["$.units[0] (b1)", 'unit "b1" at (71.5, 5) has its 0.8×1.2" base off the 72×48 table']],
  ],
  // --- hill nesting
  [
    "level-2 hill outside every level-1 hill",
    (t) =>
      void (t.features[1].outline = [
        [40, 30],
        [48, 30],
        [48, 36],
        [40, 36],
      ]),
    [
      [
        "$.features[1] (hill-1b).outline",
        'level 2 hill "hill-1b" must lie, slope included, inside a level 1 hill: it is not inside any of "hill-1"',
      ],
    ],
  ],
  [
    "level-2 hill whose slope band crosses the level-1 edge",
    (t) =>
      void (t.features[1].outline = [
        [10.3, 14],
        [25, 14],
        [25, 21],
        [10.3, 21],
      ]),
    [
      [
        "$.features[1] (hill-1b).outline",
        'level 2 hill "hill-1b" must lie, slope included, inside a level 1 hill: its outline and 0.5" slope cross the edge of "hill-1" (gap 0.3")',
      ],
    ],
  ],
  [
    "level-2 hill with no level-1 hill at all",
    (t) => void t.features.splice(0, 1),
    [
      [
        "$.features[0] (hill-1b).outline",
        'level 2 hill "hill-1b" must lie, slope included, inside a level 1 hill: there is no level 1 hill',
      ],
    ],
  ],
];

describe("validateTable: outlines, table edges and hill nesting", () => {
  itRejects(rows);
});
