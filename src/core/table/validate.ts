import type { Catalog, CatalogEntry, Mobility } from "../catalog/schema";
import {
  bounds,
  orientedRect,
  type Pt,
  pointInPolygon,
  ringBoundaryDistance,
  ringInsideRing,
  signedArea,
} from "../geom2d";
import { parseJsonText } from "../json-text";
import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";
import { findSelfIntersection } from "../self-crossing";
import { SCALE_PRESETS } from "../units";
import { nameEntries } from "./entry-names";
import { checkHexSettings } from "./hex-settings";
import { lengthsInInches, unitFieldsProblem } from "./length-unit";
import {
  FEATURE_SCHEMAS,
  FEATURE_TYPES,
  type Feature,
  type FeatureType,
  type HillFeature,
  MAX_FEATURES,
  MAX_UNITS,
  TABLE_FORMAT,
  type Table,
  type TableUnit,
  tableHeaderSchema,
  unitSchema,
} from "./schema";

const fmt = (n: number) => String(Math.round(n * 100) / 100);
const at = (p: Pt) => `(${fmt(p[0])}, ${fmt(p[1])})`;

/** Checks the `format` tag before anything else, so files from a newer Sightline get a clear message. */
function checkFormat(json: unknown): Problem | null {
  if (json === null || typeof json !== "object" || Array.isArray(json))
    return {
      path: "$",
      message: `a table file must hold one JSON object { ... }, not ${Array.isArray(json) ? "a list" : JSON.stringify(json)}`,
    };
  const format = (json as Record<string, unknown>).format;
  if (format === TABLE_FORMAT) return null;
  const m = typeof format === "string" ? /^sightline-table\/(\d+)$/.exec(format) : null;
  if (m && Number(m[1]) > 1)
    return {
      path: "$.format",
      message: `"${format}" was written by a newer Sightline; this version reads "${TABLE_FORMAT}"`,
    };
  return {
    path: "$.format",
    message:
      format === undefined
        ? `is required: a table file starts with "format": "${TABLE_FORMAT}"`
        : `must be "${TABLE_FORMAT}", not ${JSON.stringify(format)}`,
  };
}

function checkRing(ring: readonly Pt[], path: string, problems: Problem[]): boolean {
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % ring.length]!;
    if (p[0] === q[0] && p[1] === q[1]) {
      const closing = i + 1 === ring.length;
      problems.push({
        path: `${path}[${closing ? i : i + 1}]`,
        message: closing
          ? `repeats the first point ${at(p)}; outlines close by themselves, so leave it out`
          : `repeats the point ${at(p)} before it`,
      });
      return false;
    }
  }
  if (allOnOneLine(ring)) {
    problems.push({ path, message: "is degenerate: all its points lie on one line, so it encloses no area" });
    return false;
  }
  // Crossing before area: a symmetric bow-tie has zero signed area but is a crossing, not a sliver.
  const x = findSelfIntersection(ring);
  if (x) {
    const n = ring.length;
    problems.push({
      path,
      message: `crosses itself near ${at(x.at)}: the edge from point [${x.edgeA}] to [${(x.edgeA + 1) % n}] meets the edge from point [${x.edgeB}] to [${(x.edgeB + 1) % n}]`,
    });
    return false;
  }
  if (Math.abs(signedArea(ring)) < 1e-4) {
    problems.push({ path, message: "is degenerate: its points enclose no area" });
    return false;
  }
  return true;
}

/** True when every point of the ring lies on the line through its first two points. */
function allOnOneLine(ring: readonly Pt[]): boolean {
  const [a, b] = [ring[0]!, ring[1]!];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return ring.every(
    (p) => Math.abs((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) / len < 1e-9,
  );
}

function checkPath(line: readonly Pt[], path: string, problems: Problem[]): boolean {
  for (let i = 0; i + 1 < line.length; i++) {
    const p = line[i]!;
    const q = line[i + 1]!;
    if (p[0] === q[0] && p[1] === q[1]) {
      problems.push({ path: `${path}[${i + 1}]`, message: `repeats the point ${at(p)} before it` });
      return false;
    }
  }
  return true;
}

function checkOnTable(points: readonly Pt[], path: string, w: number, d: number, problems: Problem[]): void {
  points.forEach((p, i) => {
    if (p[0] < 0 || p[0] > w || p[1] < 0 || p[1] > d)
      problems.push({
        path: `${path}[${i}]`,
        message: `point ${at(p)} is off the ${fmt(w)}×${fmt(d)} table`,
      });
  });
}

function checkFeature(f: Feature, i: number, w: number, d: number, problems: Problem[]): boolean {
  const base = `$.features[${i}]`;
  const before = problems.length;
  if ("outline" in f) {
    checkOnTable(f.outline, `${base}.outline`, w, d, problems);
    checkRing(f.outline, `${base}.outline`, problems);
  } else if ("path" in f) {
    checkOnTable(f.path, `${base}.path`, w, d, problems);
    checkPath(f.path, `${base}.path`, problems);
  } else {
    const [x, y] = f.center;
    if (x < 0 || x > w || y < 0 || y > d)
      problems.push({
        path: `${base}.center`,
        message: `point ${at(f.center)} is off the ${fmt(w)}×${fmt(d)} table`,
      });
  }
  return problems.length === before;
}

/** A parsed hill and whether its own outline passed its checks. */
interface HillEntry {
  f: HillFeature;
  i: number;
  ok: boolean;
}

/** Seed-free structural rule: a level N ≥ 2 hill, slope included, sits inside a level N−1 outline. */
function checkHillNesting(
  hills: readonly HillEntry[],
  unparsedLevels: readonly (number | null)[],
  problems: Problem[],
): void {
  for (const { f, i, ok } of hills) {
    if (f.level < 2 || !ok) continue;
    const all = hills.filter((h) => h.f.level === f.level - 1);
    const parents = all.filter((h) => h.ok);
    const inside = parents.some((h) => ringInsideRing(f.outline, h.f.outline, f.slopeInches));
    // A broken level N−1 hill is already reported; saying this one is not inside it would only mislead.
    const brokenParent =
      parents.length < all.length || unparsedLevels.includes(f.level - 1) || unparsedLevels.includes(null);
    if (inside || brokenParent) continue;
    const touching = parents.find((h) => {
      const p = f.outline[0]!;
      return pointInPolygon(p[0], p[1], h.f.outline);
    });
    const detail = touching
      ? `its outline and ${f.slopeInches}" slope cross the edge of "${touching.f.id}" (gap ${fmt(
          ringBoundaryDistance(f.outline, touching.f.outline),
        )}")`
      : parents.length === 0
        ? `there is no level ${f.level - 1} hill`
        : `it is not inside any of ${parents.map((h) => `"${h.f.id}"`).join(", ")}`;
    problems.push({
      path: `$.features[${i}].outline`,
      message: `level ${f.level} hill "${f.id}" must lie, slope included, inside a level ${f.level - 1} hill: ${detail}`,
    });
  }
}

function checkUnit(
  u: TableUnit,
  i: number,
  catalog: Catalog,
  w: number,
  d: number,
  problems: Problem[],
): void {
  const base = `$.units[${i}]`;
  const entry = catalog.byType.get(u.type);
  if (!entry) {
    const known = [...catalog.byType.keys()].join(", ");
    problems.push({
      path: `${base}.type`,
      message: `unknown unit type "${u.type}"; the catalog has ${known}`,
    });
    // Without a catalog entry there is no base size, but the centre must still be on the table.
    if (u.x < 0 || u.x > w || u.y < 0 || u.y > d)
      problems.push({
        path: base,
        message: `unit "${u.id}" at ${at([u.x, u.y])} is off the ${fmt(w)}×${fmt(d)} table`,
      });
    return;
  }
  const [bw, bd] = u.baseInches ?? entry.baseInches;
  const corners = orientedRect(u.x, u.y, bw, bd, u.facing);
  const b = bounds(corners);
  const eps = 1e-6;
  // Written so a NaN corner counts as off the table (bounds() skips NaN, and every NaN test is false).
  const finite = corners.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (!finite || !(b.minX >= -eps && b.minY >= -eps && b.maxX <= w + eps && b.maxY <= d + eps))
    problems.push({
      path: base,
      message: `unit "${u.id}" at ${at([u.x, u.y])} has its ${fmt(bw)}×${fmt(bd)}" base off the ${fmt(w)}×${fmt(d)} table`,
    });
  const height = u.heightYards ?? entry.heightYards;
  const eye =
    u.eyeYards ?? (u.heightYards !== undefined ? Math.min(entry.eyeYards, u.heightYards) : entry.eyeYards);
  if (eye > height)
    problems.push({
      path: `${base}.eyeYards`,
      message: `eye height ${eye} yd is above the silhouette height ${height} yd`,
    });
  const posture = postureProblem(u, entry);
  if (posture) problems.push({ path: `${base}.posture`, message: posture });
}

const VEHICLE_MOBILITIES: readonly Mobility[] = ["wheeled", "tracked", "half-track"];

/**
 * Which bases can take which posture. Project reading of seed 000 §3.2 ("troops ... may go prone";
 * "foot troops will go prone"): prone is for personnel on foot; hull-down is for vehicles; aircraft
 * cannot dig in.
 */
function postureProblem(u: TableUnit, entry: CatalogEntry): string | null {
  const what = `"${u.type}" is ${entry.category} (${entry.mobility})`;
  if (u.posture === "prone" && (entry.category !== "personnel" || entry.mobility !== "foot"))
    return `${what}: only personnel on foot can go prone`;
  if (u.posture === "hull-down" && !VEHICLE_MOBILITIES.includes(entry.mobility))
    return `${what}: only vehicles can be hull-down`;
  if (u.posture === "dug-in" && entry.category === "aviation") return `${what}: aircraft cannot dig in`;
  return null;
}

/** A feature must be an object whose `type` names a known feature type; says which part is wrong. */
function checkFeatureType(item: unknown, i: number): Problem | null {
  if (item === null || typeof item !== "object" || Array.isArray(item))
    return {
      path: `$.features[${i}]`,
      message: `must be an object with a "type", not ${Array.isArray(item) ? "a list" : JSON.stringify(item)}`,
    };
  const type = (item as { type?: unknown }).type;
  if (typeof type === "string" && (FEATURE_TYPES as readonly string[]).includes(type)) return null;
  const expected = `one of ${FEATURE_TYPES.join(", ")}`;
  return {
    path: `$.features[${i}].type`,
    message:
      type === undefined
        ? `is required: ${expected}`
        : `unknown feature type ${JSON.stringify(type)}; expected ${expected}`,
  };
}

/**
 * Validates parsed JSON as a `sightline-table/1` file. Returns the table with defaults filled in, or
 * every problem found, each with its JSON path. The app and every CLI command use this one function.
 */
export function validateTable(file: unknown, catalog: Catalog): Result<Table, Problem[]> {
  const formatProblem = checkFormat(file) ?? unitFieldsProblem(file);
  if (formatProblem) return err([formatProblem]);
  // A cm table's lengths become inches here, before any check (length-unit.ts); others pass unchanged.
  const json = lengthsInInches(file);
  const header = tableHeaderSchema.safeParse(json);
  const problems: Problem[] = header.success
    ? []
    : problemsFromZod(header.error, json, [], tableHeaderSchema);
  const raw = json as { features?: unknown; units?: unknown };
  const w = header.success ? header.data.width : Number.POSITIVE_INFINITY;
  const d = header.success ? header.data.depth : Number.POSITIVE_INFINITY;

  const seen = new Map<string, string>();
  const claim = (id: string, path: string) => {
    const first = seen.get(id);
    if (first) problems.push({ path, message: `id "${id}" is already used at ${first}` });
    else seen.set(id, path);
  };

  for (const [key, what, max, why] of [
    ["features", "features", MAX_FEATURES, "line of sight numbers its features, and the ground, in 16 bits"],
    ["units", "units", MAX_UNITS, "threat maps count the units seeing a cell in 16 bits"],
  ] as const) {
    const list = (raw as Record<string, unknown>)[key];
    if (Array.isArray(list) && list.length > max)
      problems.push({
        path: `$.${key}`,
        message: `holds ${list.length} ${what}; a table holds at most ${max} (${why})`,
      });
  }

  const features: Feature[] = [];
  const hills: HillEntry[] = [];
  const unparsedHillLevels: (number | null)[] = [];
  (Array.isArray(raw.features) ? raw.features : []).forEach((item, i) => {
    const typeProblem = checkFeatureType(item, i);
    if (typeProblem) {
      problems.push(typeProblem);
      return;
    }
    const schema = FEATURE_SCHEMAS[(item as { type: FeatureType }).type];
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      problems.push(...problemsFromZod(parsed.error, item, ["features", i], schema));
      if ((item as { type: string }).type === "hill") {
        const level = (item as { level?: unknown }).level;
        // An out-of-range level says nothing about which level the hill was meant to be.
        const known = typeof level === "number" && Number.isInteger(level) && level >= 1 && level <= 9;
        unparsedHillLevels.push(known ? level : null);
      }
      return;
    }
    const f = parsed.data as Feature;
    claim(f.id, `$.features[${i}]`);
    const fine = checkFeature(f, i, w, d, problems);
    if (f.type === "hill") hills.push({ f, i, ok: fine });
    features.push(f);
  });
  checkHillNesting(hills, unparsedHillLevels, problems);

  const units: TableUnit[] = [];
  (Array.isArray(raw.units) ? raw.units : []).forEach((item, i) => {
    const parsed = unitSchema.safeParse(item);
    if (!parsed.success) {
      problems.push(...problemsFromZod(parsed.error, item, ["units", i], unitSchema));
      return;
    }
    claim(parsed.data.id, `$.units[${i}]`);
    checkUnit(parsed.data, i, catalog, w, d, problems);
    units.push(parsed.data);
  });

  if (header.success) {
    header.data.deploymentZones.forEach((z, i) => {
      checkOnTable(z.outline, `$.deploymentZones[${i}].outline`, w, d, problems);
      checkRing(z.outline, `$.deploymentZones[${i}].outline`, problems);
    });
    header.data.objectives.forEach((o, i) => {
      claim(o.id, `$.objectives[${i}]`);
      checkOnTable([o.at], `$.objectives[${i}].at`, w, d, problems);
    });
    if (header.data.hex) problems.push(...checkHexSettings(header.data.hex, w, d));
  }

  if (problems.length > 0 || !header.success) return err(nameEntries(problems, json));
  const h = header.data;
  return ok({ ...h, yardsPerInch: h.yardsPerInch ?? SCALE_PRESETS[h.scale].yardsPerInch, features, units });
}

/** Parses JSON text, reporting syntax errors with line and column, then validates it as a table. */
export function parseTableText(text: string, catalog: Catalog): Result<Table, Problem[]> {
  const json = parseJsonText(text);
  if (!json.ok) return json;
  return validateTable(json.value, catalog);
}

/** Re-exported so callers that parse JSON text before validating keep one import. */
export { parseJsonText };
