/**
 * The unit a table is measured in (issue 33 item 1): inches, as every table before it, or centimetres
 * for a game measured in cm (seed 002). Two fields, a pair of parse and serialize:
 * - `lengthUnit` says what the file's numbers are in: a file with `"lengthUnit": "cm"` writes every
 *   table length in cm, and reading it turns them into the inches the geometry works in (so the LOS
 *   engine, the catalog's base sizes and the schema's defaults stay in one unit) and drops the field;
 * - `measuredIn` says what the table is measured in (the tape, the rulers, the rules' distances): a
 *   file in cm is measured in cm. A read table carries `measuredIn` only, so reading it again (the
 *   editor re-checks its draft, saves embed it) converts nothing twice.
 * A table with neither reads exactly as before. Heights stay in ground-scale yards.
 */

/** The units a table may be measured in. */
export const LENGTH_UNITS = ["inch", "cm"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** Exact, by the 1959 definition of the inch. */
export const CM_PER_INCH = 2.54;

/** Table inches as centimetres. */
export const inchesToCm = (inches: number): number => inches * CM_PER_INCH;
/** Centimetres as table inches. */
export const cmToInches = (cm: number): number => cm / CM_PER_INCH;

/** Fields whose numbers (or lists of numbers, or lists of points) are table lengths. */
const POINT_FIELDS = new Set(["outline", "path", "center", "at", "origin"]);
const NUMBER_FIELDS = new Set(["width", "depth", "x", "y"]);
const isLengthField = (key: string) =>
  NUMBER_FIELDS.has(key) || POINT_FIELDS.has(key) || key.endsWith("Inches");

/** Every number inside a value, scaled; anything else left for the schema to judge. */
function scaleNumbers(v: unknown, k: number): unknown {
  if (typeof v === "number") return v * k;
  if (Array.isArray(v)) return v.map((x) => scaleNumbers(x, k));
  return v;
}

/** A copy with each length field's numbers scaled by k; other fields (heights, labels) untouched. */
function scaleLengths(v: unknown, k: number): unknown {
  if (Array.isArray(v)) return v.map((x) => scaleLengths(x, k));
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [key, x] of Object.entries(v))
    out[key] = isLengthField(key) ? scaleNumbers(x, k) : scaleLengths(x, k);
  return out;
}

/**
 * A table file's JSON with its lengths in inches: a cm table's converted (its `lengthUnit` kept, for
 * display), any other returned as it is. The field names keep saying "Inches": in a cm file they hold cm.
 */
export function lengthsInInches(json: unknown): unknown {
  if (json === null || typeof json !== "object" || Array.isArray(json)) return json;
  const { lengthUnit, ...rest } = json as Record<string, unknown>;
  if (lengthUnit === undefined || lengthUnit === "inch") return rest;
  if (lengthUnit !== "cm") return json; // the schema names the bad value
  // A file in cm is measured in cm; a contrary `measuredIn` stays for the schema check to name.
  return {
    ...(scaleLengths(rest, 1 / CM_PER_INCH) as Record<string, unknown>),
    measuredIn: rest.measuredIn ?? "cm",
  };
}

/** The problem with a file's two unit fields together, or null. */
export function unitFieldsProblem(json: unknown): { path: string; message: string } | null {
  if (json === null || typeof json !== "object" || Array.isArray(json)) return null;
  const { lengthUnit, measuredIn } = json as Record<string, unknown>;
  if (lengthUnit === "cm" && measuredIn !== undefined && measuredIn !== "cm")
    return {
      path: "$.measuredIn",
      message: `is ${JSON.stringify(measuredIn)}, but "lengthUnit": "cm" writes the table in cm, so it is measured in cm (leave "measuredIn" out)`,
    };
  return null;
}

/** A table length (held in inches) as the table's unit writes it: `12.3"` or `31.2 cm`. */
export function formatTableLength(inches: number, unit: LengthUnit | undefined): string {
  return unit === "cm" ? `${inchesToCm(inches).toFixed(1)} cm` : `${inches.toFixed(1)}"`;
}

/** Rounds away the float noise of a cm → in → cm round trip (a nanometre is far below any table's care). */
const tidy = (cm: number) => Math.round(cm * 1e9) / 1e9;

/**
 * A read table (lengths in inches) as its file writes it: the pair of `lengthsInInches`, so a cm table
 * saved and opened again keeps its lengths. An inch table is returned as it is.
 */
export function tableToFile(table: object): Record<string, unknown> {
  const { measuredIn, ...rest } = table as Record<string, unknown>;
  if (measuredIn !== "cm") return table as Record<string, unknown>;
  const scaled = tidyNumbers(scaleLengths(rest, CM_PER_INCH)) as Record<string, unknown>;
  // `lengthUnit` right after `format`, where a reader looks for it.
  const { format, ...others } = scaled;
  return { format, lengthUnit: "cm", ...others };
}

function tidyNumbers(v: unknown, inLength = false): unknown {
  if (typeof v === "number") return inLength ? tidy(v) : v;
  if (Array.isArray(v)) return v.map((x) => tidyNumbers(x, inLength));
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, unknown> = {};
  for (const [key, x] of Object.entries(v)) out[key] = tidyNumbers(x, inLength || isLengthField(key));
  return out;
}
