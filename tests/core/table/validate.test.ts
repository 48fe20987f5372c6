import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { validateTable } from "../../../src/core/table/validate";
import { type BadTableRow, itRejects } from "../../support/bad-table-rows";
import { exampleTable } from "../../support/example-table";

const catalog = builtinCatalog();

/** Bad format tags and missing, negative or non-numeric values; each row lists the exact problems. */
const rows: BadTableRow[] = [
  // --- format tag
  [
    "wrong format tag",
    (t) => void (t.format = "sightline-tabel/1"),
    [["$.format", 'must be "sightline-table/1", not "sightline-tabel/1"']],
  ],
  [
    "a newer format version",
    (t) => void (t.format = "sightline-table/2"),
    [
      [
        "$.format",
        '"sightline-table/2" was written by a newer Sightline; this version reads "sightline-table/1"',
      ],
    ],
  ],
  [
    "missing format tag",
    (t) => void delete t.format,
    [["$.format", 'is required: a table file starts with "format": "sightline-table/1"']],
  ],
  [
    "a list instead of an object",
    () => [],
    [["$", "a table file must hold one JSON object { ... }, not a list"]],
  ],
  // --- missing, negative, non-numeric
  ["missing width", (t) => void delete t.width, [["$.width", "is required (a number)"]]],
  [
    "missing feature id",
    (t) => void delete t.features[2].id,
    [["$.features[2].id", "is required (text in double quotes)"]],
  ],
  ["missing unit x", (t) => void delete t.units[0].x, [["$.units[0] (b1).x", "is required (a number)"]]],
  ["missing features list", (t) => void delete t.features, [["$.features", "is required (a list)"]]],
  ["negative depth", (t) => void (t.depth = -48), [["$.depth", "must be greater than 0, not -48"]]],
  [
    "negative woods height",
    (t) => void (t.features[2].heightYards = -15),
    [["$.features[2] (woods-1).heightYards", "must be greater than 0, not -15"]],
  ],
  [
    "negative slope width",
    (t) => void (t.features[0].slopeInches = -0.5),
    [["$.features[0] (hill-1).slopeInches", "must be greater than 0, not -0.5"]],
  ],
  [
    "hill level 0",
    (t) => void (t.features[0].level = 0),
    [["$.features[0] (hill-1).level", "must be at least 1, not 0"]],
  ],
  [
    "hill level 1.5",
    (t) => void (t.features[0].level = 1.5),
    [["$.features[0] (hill-1).level", "must be a whole number, not 1.5"]],
  ],
  ["NaN width (a JS value)", (t) => void (t.width = Number.NaN), [["$.width", "must be a number, not NaN"]]],
  [
    "NaN in an outline point",
    (t) => void (t.features[2].outline[1][0] = Number.NaN),
    [["$.features[2] (woods-1).outline[1][0]", "must be a number, not NaN"]],
  ],
  [
    "NaN unit y",
    (t) => void (t.units[0].y = Number.NaN),
    [["$.units[0] (b1).y", "must be a number, not NaN"]],
  ],
  [
    "text where a number belongs",
    (t) => void (t.width = "72"),
    [["$.width", 'must be a number, not the text "72"']],
  ],
  [
    "text for a feature height",
    (t) => void (t.features[3].heightYards = "8 yards"),
    [["$.features[3] (town-1).heightYards", 'must be a number, not the text "8 yards"']],
  ],
  [
    "Infinity (what JSON.parse makes of 1e999)",
    (t) => void (t.width = JSON.parse("1e999")),
    [["$.width", "must be a finite number, not Infinity"]],
  ],
  ["turn limit 0", (t) => void (t.turnLimit = 0), [["$.turnLimit", "must be at least 1, not 0"]]],
  [
    "unknown scale",
    (t) => void (t.scale = "28mm"),
    [["$.scale", 'must be one of "6mm", "10mm", "15mm", not the text "28mm"']],
  ],
];

describe("validateTable: format tag and values (path + sentence per case)", () => {
  itRejects(rows);

  it("accepts the unbroken example", () => {
    expect(validateTable(exampleTable(), catalog).ok).toBe(true);
  });

  it("reports every problem in one pass, not just the first", () => {
    const t = exampleTable();
    t.width = "wide";
    t.features[2].type = "forest";
    t.units[0].type = "tank";
    t.units[1].postur = "prone";
    const result = validateTable(t, catalog);
    expect(result.ok ? [] : result.error.map((p) => p.path)).toEqual([
      "$.width",
      "$.features[2] (woods-1).type",
      "$.units[0] (b1).type",
      "$.units[1] (r1).postur",
    ]);
  });
});
