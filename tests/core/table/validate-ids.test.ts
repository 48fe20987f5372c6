import { describe } from "vitest";
import { type BadTableRow, FEATURE_LIST, itRejects } from "../../support/bad-table-rows";

/** Duplicate ids, unknown feature and unit types, unknown fields (typos) and impossible postures. */
const rows: BadTableRow[] = [
  // --- ids and types
  [
    "duplicate id: feature and feature",
    (t) => void (t.features[2].id = "hill-1"),
    [["$.features[2] (hill-1)", 'id "hill-1" is already used at $.features[0]']],
  ],
  [
    "duplicate id: feature and unit",
    (t) => void (t.units[0].id = "woods-1"),
    [["$.units[0] (woods-1)", 'id "woods-1" is already used at $.features[2]']],
  ],
  [
    "unknown feature type",
    (t) => void (t.features[2].type = "forest"),
    [["$.features[2] (woods-1).type", `unknown feature type "forest"; expected one of ${FEATURE_LIST}`]],
  ],
  [
    "feature that is not an object",
    (t) => void (t.features[2] = 5),
    [["$.features[2]", 'must be an object with a "type", not 5']],
  ],
  [
    "unknown unit type",
    (t) => void (t.units[0].type = "tank"),
    [
      [
        "$.units[0] (b1).type",
        /^unknown unit type "tank"; the catalog has infantry, .*MBT, .*drone, figure-28mm$/,
      ],
    ],
  ],
  // --- unknown fields (typos)
  [
    "typo in a top-level field",
    (t) => void (t.widht = 72),
    [["$.widht", 'is not a known field; did you mean "width"?']],
  ],
  [
    "typo in a feature field",
    (t) => void (t.features[2].heightYard = 15),
    [["$.features[2] (woods-1).heightYard", 'is not a known field; did you mean "heightYards"?']],
  ],
  [
    "typo in a unit field",
    (t) => void (t.units[0].postur = "prone"),
    [["$.units[0] (b1).postur", 'is not a known field; did you mean "posture"?']],
  ],
  [
    "typo in the los settings",
    (t) => void (t.los = { hillEdgeYard: 40 }),
    [["$.los.hillEdgeYard", 'is not a known field; did you mean "hillEdgeYards"?']],
  ],
  [
    "a field with no near match",
    (t) => void (t.features[4].colour = "grey"),
    [
      [
        "$.features[4] (wall-1).colour",
        "is not a known field here; the fields are id, type, label, path, heightYards, thicknessInches",
      ],
    ],
  ],
  // --- postures
  [
    "prone armour",
    (t) => void (t.units[0].posture = "prone"),
    [["$.units[0] (b1).posture", '"MBT" is armour (tracked): only personnel on foot can go prone']],
  ],
  [
    "hull-down infantry",
    (t) => void (t.units[1].posture = "hull-down"),
    [["$.units[1] (r1).posture", '"infantry" is personnel (foot): only vehicles can be hull-down']],
  ],
  [
    "unknown posture",
    (t) => void (t.units[0].posture = "kneeling"),
    [
      [
        "$.units[0] (b1).posture",
        'must be one of "normal", "prone", "hull-down", "dug-in", not the text "kneeling"',
      ],
    ],
  ],
  [
    "eye above the silhouette",
    (t) => void (t.units[1].eyeYards = 2),
    [["$.units[1] (r1).eyeYards", "eye height 2 yd is above the silhouette height 1 yd"]],
  ],
];

describe("validateTable: ids, types, unknown fields and postures", () => {
  itRejects(rows);
});
