import { describe, expect, it } from "vitest";
import {
  commitShapeField,
  commitTableField,
  FEATURE_FIELDS,
  fieldKey,
  fieldValue,
  OBJECTIVE_FIELDS,
  TABLE_FIELDS,
  ZONE_FIELDS,
} from "../../../src/app/panels/property-fields";
import type { ShapeRef } from "../../../src/app/store/types";
import { FEATURE_SCHEMAS, type FeatureType } from "../../../src/core/table/schema";
import { storeWith } from "../support";

/** The property forms' commits: every change through the validator, refusals kept against their field. */

const spec = (list: readonly { key: string }[], key: string) => {
  const s = list.find((f) => f.key === key);
  if (!s) throw new Error(`no field ${key}`);
  return s as Parameters<typeof commitShapeField>[2];
};
const woods: ShapeRef = { kind: "feature", id: "woods-east" };
const featureOf = (app: ReturnType<typeof storeWith>, id: string) =>
  app.getState().table.features.find((f) => f.id === id) as unknown as Record<string, unknown>;

describe("feature properties", () => {
  it("every field a form shows is a field of that feature type's schema", () => {
    for (const [type, fields] of Object.entries(FEATURE_FIELDS)) {
      const shape = FEATURE_SCHEMAS[type as FeatureType].shape as Record<string, unknown>;
      for (const f of fields) expect(Object.keys(shape), `${type}.${f.key}`).toContain(f.key);
    }
  });

  it("a valid height is applied, and undo takes it back", () => {
    const app = storeWith();
    expect(commitShapeField(app, woods, spec(FEATURE_FIELDS.woods, "heightYards"), "22.5")).toBe(true);
    expect(featureOf(app, "woods-east").heightYards).toBe(22.5);
    expect(app.getState().notice).toBe("Set height (yd) of woods-east to 22.5");
    app.getState().undo();
    expect(featureOf(app, "woods-east").heightYards).toBe(15);
  });

  it("a negative or non-numeric height is refused with the validator's message, filed under its field", () => {
    const app = storeWith();
    const before = app.getState().table;
    expect(commitShapeField(app, woods, spec(FEATURE_FIELDS.woods, "heightYards"), "-5")).toBe(false);
    let err = app.getState().editError!;
    expect(app.getState().table).toBe(before);
    expect(err.field).toBe(fieldKey(woods, "heightYards"));
    expect(err.problems).toEqual([
      { path: "$.features[5] (woods-east).heightYards", message: "must be greater than 0, not -5" },
    ]);
    expect(err.at).toBeUndefined();
    expect(commitShapeField(app, woods, spec(FEATURE_FIELDS.woods, "heightYards"), "tall")).toBe(false);
    err = app.getState().editError!;
    expect(err.problems[0]?.message).toBe('must be a number, not the text "tall"');
    expect(app.getState().past).toHaveLength(0);
  });

  it("edits hill level and slope width, trench width and depth, road class, wire type, water fordable", () => {
    const app = storeWith();
    const f = (id: string): ShapeRef => ({ kind: "feature", id });
    expect(commitShapeField(app, f("knoll-1"), spec(FEATURE_FIELDS.hill, "slopeInches"), "1")).toBe(true);
    expect(commitShapeField(app, f("trench-1"), spec(FEATURE_FIELDS.trench, "widthInches"), "0.5")).toBe(
      true,
    );
    expect(commitShapeField(app, f("trench-1"), spec(FEATURE_FIELDS.trench, "depthYards"), "3")).toBe(true);
    expect(commitShapeField(app, f("road-2"), spec(FEATURE_FIELDS.road, "roadClass"), "track")).toBe(true);
    expect(commitShapeField(app, f("wire-1"), spec(FEATURE_FIELDS.wire, "wireType"), "heavy")).toBe(true);
    expect(commitShapeField(app, f("stream-1"), spec(FEATURE_FIELDS.water, "fordable"), false)).toBe(true);
    expect(featureOf(app, "knoll-1").slopeInches).toBe(1);
    expect(featureOf(app, "trench-1")).toMatchObject({ widthInches: 0.5, depthYards: 3 });
    expect(featureOf(app, "road-2").roadClass).toBe("track");
    expect(featureOf(app, "wire-1").wireType).toBe("heavy");
    expect(featureOf(app, "stream-1").fordable).toBe(false);
    // ridge-2 raised to level 4 would have no level-3 hill under it
    expect(commitShapeField(app, f("ridge-2"), spec(FEATURE_FIELDS.hill, "level"), "4")).toBe(false);
    expect(app.getState().editError?.problems[0]?.message).toMatch(/level 4 hill "ridge-2" must lie/);
    expect(featureOf(app, "ridge-2").level).toBe(2);
  });

  it("an empty label removes it; an over-long one is refused", () => {
    const app = storeWith();
    const lbl = spec(FEATURE_FIELDS.woods, "label");
    expect(commitShapeField(app, woods, lbl, "  ")).toBe(true);
    expect("label" in featureOf(app, "woods-east")).toBe(false);
    expect(commitShapeField(app, woods, lbl, "x".repeat(81))).toBe(false);
    expect(app.getState().editError?.problems[0]?.message).toBe("must be at most 80 characters long");
  });
});

describe("zones and objectives", () => {
  it("changes a zone's side, refusing one that is not an id", () => {
    const app = storeWith();
    const zone: ShapeRef = { kind: "zone", index: 1 };
    expect(commitShapeField(app, zone, spec(ZONE_FIELDS, "side"), "green")).toBe(true);
    expect(app.getState().table.deploymentZones[1]?.side).toBe("green");
    expect(commitShapeField(app, zone, spec(ZONE_FIELDS, "side"), "no side")).toBe(false);
    expect(app.getState().editError?.problems[0]?.path).toBe("$.deploymentZones[1].side");
  });

  it("sets an objective's points, refusing fractions", () => {
    const app = storeWith();
    const obj: ShapeRef = { kind: "objective", id: "obj-crest" };
    expect(commitShapeField(app, obj, spec(OBJECTIVE_FIELDS, "points"), "5")).toBe(true);
    expect(app.getState().table.objectives[0]?.points).toBe(5);
    expect(commitShapeField(app, obj, spec(OBJECTIVE_FIELDS, "points"), "1.5")).toBe(false);
    expect(app.getState().editError?.problems[0]?.message).toBe("must be a whole number, not 1.5");
  });
});

describe("table settings", () => {
  it("renames the table, sets the turn limit and LOS settings", () => {
    const app = storeWith();
    expect(commitTableField(app, spec(TABLE_FIELDS, "name"), "Ridge, evening")).toBe(true);
    expect(commitTableField(app, spec(TABLE_FIELDS, "turnLimit"), "8")).toBe(true);
    expect(commitTableField(app, spec(TABLE_FIELDS, "los.hillEdgeYards"), "60")).toBe(true);
    const t = app.getState().table;
    expect(t).toMatchObject({
      name: "Ridge, evening",
      turnLimit: 8,
      los: { hillEdgeYards: 60, areaEdgeYards: 40 },
    });
    expect(fieldValue(t, "los.hillEdgeYards")).toBe(60);
    expect(commitTableField(app, spec(TABLE_FIELDS, "turnLimit"), "0")).toBe(false);
    expect(app.getState().editError).toMatchObject({
      field: "table.turnLimit",
      problems: [{ path: "$.turnLimit", message: "must be at least 1, not 0" }],
    });
  });

  it("choosing a scale sets yards per inch to its preset", () => {
    const app = storeWith();
    expect(commitTableField(app, spec(TABLE_FIELDS, "scale"), "15mm")).toBe(true);
    expect(app.getState().table).toMatchObject({ scale: "15mm", yardsPerInch: 20 });
    expect(commitTableField(app, spec(TABLE_FIELDS, "yardsPerInch"), "25")).toBe(true);
    expect(app.getState().table.yardsPerInch).toBe(25);
  });

  it("shrinking the table under its terrain and units is refused, naming what would be off it", () => {
    const app = storeWith();
    const before = app.getState().table;
    expect(commitTableField(app, spec(TABLE_FIELDS, "width"), "48")).toBe(false);
    expect(app.getState().table).toBe(before);
    const msgs = app.getState().editError!.problems.map((p) => p.message);
    expect(msgs.some((m) => /is off the 48×48 table/.test(m))).toBe(true);
  });
});
