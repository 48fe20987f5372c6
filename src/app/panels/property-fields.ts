import { FEATURE_SCHEMAS, type FeatureType, WIRE_TYPES } from "../../core/table/schema";
import { SCALE_PRESETS, SCALES, type Scale } from "../../core/units";
import { shapeName, shapeOf } from "../store/shapes";
import type { AppStore } from "../store/store";
import type { ShapeRef } from "../store/types";
import { setShapeField, setTableField } from "../tools/editor/shape-edits";

/**
 * The editor's property forms as data: which fields each feature type, deployment zone, objective and
 * the table itself show, how typed text becomes a value, and how a change is committed. Every change goes
 * through the store's `tryEdit`, so the validator judges it; a refusal is recorded against the field it
 * came from and shown next to it. No React here, so the forms' behaviour is tested in Node.
 */

/** One field of a property form. */
export type FieldSpec = { key: string; label: string } & (
  | { kind: "number"; step?: number }
  /** `optional`: an empty entry removes the field (a label) */
  | { kind: "text"; optional?: boolean }
  | { kind: "select"; options: readonly (string | number)[] }
  | { kind: "checkbox" }
);

const roadClasses = FEATURE_SCHEMAS.road.shape.roadClass.unwrap().options;
const height: FieldSpec = { key: "heightYards", label: "Height (yd)", kind: "number", step: 0.5 };
const label: FieldSpec = { key: "label", label: "Label", kind: "text", optional: true };
const width = (step: number): FieldSpec => ({ key: "widthInches", label: 'Width (")', kind: "number", step });

/** The fields of each feature type (its outline, path or centre is edited on the table). */
export const FEATURE_FIELDS: Record<FeatureType, readonly FieldSpec[]> = {
  hill: [
    { key: "level", label: "Level", kind: "select", options: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    { key: "slopeInches", label: 'Slope width (")', kind: "number", step: 0.25 },
    label,
  ],
  woods: [height, label],
  "built-up": [height, label],
  building: [height, label],
  rubble: [height, label],
  water: [{ key: "fordable", label: "Fordable", kind: "checkbox" }, label],
  minefield: [label],
  wall: [height, { key: "thicknessInches", label: 'Thickness (")', kind: "number", step: 0.05 }, label],
  hedge: [height, { key: "thicknessInches", label: 'Thickness (")', kind: "number", step: 0.05 }, label],
  trench: [width(0.05), { key: "depthYards", label: "Depth (yd)", kind: "number", step: 0.5 }, label],
  road: [width(0.1), { key: "roadClass", label: "Class", kind: "select", options: roadClasses }, label],
  wire: [{ key: "wireType", label: "Wire", kind: "select", options: WIRE_TYPES }, width(0.1), label],
  smoke: [{ key: "radiusInches", label: 'Radius (")', kind: "number", step: 0.5 }, height, label],
};

/** The fields of a deployment zone. */
export const ZONE_FIELDS: readonly FieldSpec[] = [{ key: "side", label: "Side", kind: "text" }, label];

/** The fields of an objective. */
export const OBJECTIVE_FIELDS: readonly FieldSpec[] = [
  { key: "points", label: "Points", kind: "number", step: 1 },
  { key: "radiusInches", label: 'Radius (")', kind: "number", step: 0.5 },
  label,
];

/** The table's own settings. */
export const TABLE_FIELDS: readonly FieldSpec[] = [
  { key: "name", label: "Name", kind: "text" },
  { key: "width", label: 'Width (")', kind: "number", step: 6 },
  { key: "depth", label: 'Depth (")', kind: "number", step: 6 },
  { key: "scale", label: "Scale", kind: "select", options: SCALES },
  { key: "yardsPerInch", label: "Yards per inch", kind: "number", step: 5 },
  { key: "levelHeightYards", label: "Hill level height (yd)", kind: "number", step: 1 },
  { key: "turnLimit", label: "Turn limit", kind: "number", step: 1 },
  { key: "los.hillEdgeYards", label: "Hill-edge spotting (yd)", kind: "number", step: 5 },
  { key: "los.areaEdgeYards", label: "Woods/town edge sight (yd)", kind: "number", step: 5 },
];

/** The fields a shape shows, by its kind and type. */
export function fieldsOf(app: AppStore, ref: ShapeRef): readonly FieldSpec[] {
  const r = shapeOf(app.getState().table, ref);
  if (!r) return [];
  if (r.kind === "zone") return ZONE_FIELDS;
  if (r.kind === "objective") return OBJECTIVE_FIELDS;
  return FEATURE_FIELDS[r.feature.type];
}

/** Reads a (possibly nested, `los.hillEdgeYards`) field of an object. */
export function fieldValue(target: unknown, key: string): unknown {
  let v: unknown = target;
  for (const part of key.split(".")) v = (v as Record<string, unknown> | undefined)?.[part];
  return v;
}

/**
 * What typed input means for a field. Numbers that do not parse are passed on as the text typed, so the
 * validator's message quotes it ("must be a number, not the text …"); an empty optional text removes it.
 */
export function parseFieldInput(spec: FieldSpec, raw: string | boolean): unknown {
  if (spec.kind === "checkbox") return raw === true;
  const text = String(raw);
  if (spec.kind === "number") {
    const n = Number(text.trim());
    return text.trim() !== "" && Number.isFinite(n) ? n : text;
  }
  if (spec.kind === "select") return typeof spec.options[0] === "number" ? Number(text) : text;
  if (spec.optional && text.trim() === "") return undefined;
  return text;
}

/** The id a field's refusal is filed under, so it shows beside that field and no other. */
export function fieldKey(ref: ShapeRef | "table", key: string): string {
  if (ref === "table") return `table.${key}`;
  return ref.kind === "zone" ? `zone[${ref.index}].${key}` : `${ref.kind}:${ref.id}.${key}`;
}

const shown = (v: unknown) => (v === undefined ? "nothing" : typeof v === "string" ? `"${v}"` : String(v));

/** Commits a shape's field through the validator; false when refused (the message is kept for the field). */
export function commitShapeField(
  app: AppStore,
  ref: ShapeRef,
  spec: FieldSpec,
  raw: string | boolean,
): boolean {
  const s = app.getState();
  const value = parseFieldInput(spec, raw);
  const name = shapeName(s.table, ref);
  return s.tryEdit(
    `Set ${spec.label.toLowerCase()} of ${name} to ${shown(value)}`,
    (d) => setShapeField(d, ref, spec.key, value),
    undefined,
    fieldKey(ref, spec.key),
  );
}

/**
 * Commits a table setting through the validator. Choosing a scale also sets yards per inch to that
 * scale's preset (the table holds the resolved figure), which can be changed afterwards.
 */
export function commitTableField(app: AppStore, spec: FieldSpec, raw: string | boolean): boolean {
  const s = app.getState();
  const value = parseFieldInput(spec, raw);
  return s.tryEdit(
    `Set ${spec.label.toLowerCase()} to ${shown(value)}`,
    (d) => {
      setTableField(d, spec.key, value);
      if (spec.key === "scale" && (SCALES as readonly string[]).includes(String(value)))
        d.yardsPerInch = SCALE_PRESETS[value as Scale].yardsPerInch;
    },
    undefined,
    fieldKey("table", spec.key),
  );
}
