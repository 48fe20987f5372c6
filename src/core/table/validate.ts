import type { Catalog } from "../catalog/schema";
import {
  bounds,
  findSelfIntersection,
  orientedRect,
  type Pt,
  pointInPolygon,
  ringBoundaryDistance,
  ringInsideRing,
  signedArea,
} from "../geom2d";
import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";
import { SCALE_PRESETS } from "../units";
import {
  FEATURE_SCHEMAS,
  FEATURE_TYPES,
  type Feature,
  type FeatureType,
  type HillFeature,
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
    return { path: "$", message: "a table file must be a JSON object" };
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
    message: `must be "${TABLE_FORMAT}", not ${format === undefined ? "missing" : JSON.stringify(format)}`,
  };
}

function checkRing(ring: readonly Pt[], path: string, problems: Problem[]): boolean {
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i]!;
    const q = ring[(i + 1) % ring.length]!;
    if (p[0] === q[0] && p[1] === q[1]) {
      problems.push({
        path: `${path}[${(i + 1) % ring.length}]`,
        message: `repeats the point ${at(p)} before it`,
      });
      return false;
    }
  }
  if (Math.abs(signedArea(ring)) < 1e-4) {
    problems.push({ path, message: "is degenerate: its points enclose no area" });
    return false;
  }
  const x = findSelfIntersection(ring);
  if (x) {
    problems.push({
      path,
      message: `crosses itself: edge ${x.edgeA} (from point ${x.edgeA}) meets edge ${x.edgeB} near ${at(x.at)}`,
    });
    return false;
  }
  return true;
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

/** Seed-free structural rule: a level N ≥ 2 hill, slope included, sits inside a level N−1 outline. */
function checkHillNesting(hills: { f: HillFeature; i: number }[], problems: Problem[]): void {
  for (const { f, i } of hills) {
    if (f.level < 2) continue;
    const parents = hills.filter((h) => h.f.level === f.level - 1);
    const inside = parents.some((h) => ringInsideRing(f.outline, h.f.outline, f.slopeInches));
    if (inside) continue;
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
    return;
  }
  const [bw, bd] = u.baseInches ?? entry.baseInches;
  const corners = orientedRect(u.x, u.y, bw, bd, u.facing);
  const b = bounds(corners);
  const eps = 1e-6;
  if (b.minX < -eps || b.minY < -eps || b.maxX > w + eps || b.maxY > d + eps)
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
  if (u.posture === "prone" && entry.category !== "personnel")
    problems.push({
      path: `${base}.posture`,
      message: `"${u.type}" is ${entry.category}: only personnel can go prone`,
    });
  if (u.posture === "hull-down" && entry.category !== "armour" && entry.category !== "HQ")
    problems.push({
      path: `${base}.posture`,
      message: `"${u.type}" is ${entry.category}: only vehicles can be hull-down`,
    });
}

/**
 * Validates parsed JSON as a `sightline-table/1` file. Returns the table with defaults filled in, or
 * every problem found, each with its JSON path. The app and every CLI command use this one function.
 */
export function validateTable(json: unknown, catalog: Catalog): Result<Table, Problem[]> {
  const formatProblem = checkFormat(json);
  if (formatProblem) return err([formatProblem]);
  const header = tableHeaderSchema.safeParse(json);
  const problems: Problem[] = header.success ? [] : problemsFromZod(header.error, json);
  const raw = json as { features?: unknown; units?: unknown };
  const w = header.success ? header.data.width : Number.POSITIVE_INFINITY;
  const d = header.success ? header.data.depth : Number.POSITIVE_INFINITY;

  const seen = new Map<string, string>();
  const claim = (id: string, path: string) => {
    const first = seen.get(id);
    if (first) problems.push({ path, message: `id "${id}" is already used at ${first}` });
    else seen.set(id, path);
  };

  const features: Feature[] = [];
  const hills: { f: HillFeature; i: number }[] = [];
  (Array.isArray(raw.features) ? raw.features : []).forEach((item, i) => {
    const type = (item as { type?: unknown } | null)?.type;
    if (typeof type !== "string" || !(FEATURE_TYPES as readonly string[]).includes(type)) {
      problems.push({
        path: `$.features[${i}].type`,
        message: `unknown feature type ${JSON.stringify(type ?? null)}; expected one of ${FEATURE_TYPES.join(", ")}`,
      });
      return;
    }
    const parsed = FEATURE_SCHEMAS[type as FeatureType].safeParse(item);
    if (!parsed.success) {
      problems.push(...problemsFromZod(parsed.error, item, ["features", i]));
      return;
    }
    const f = parsed.data as Feature;
    claim(f.id, `$.features[${i}]`);
    if (checkFeature(f, i, w, d, problems) && f.type === "hill") hills.push({ f, i });
    features.push(f);
  });
  checkHillNesting(hills, problems);

  const units: TableUnit[] = [];
  (Array.isArray(raw.units) ? raw.units : []).forEach((item, i) => {
    const parsed = unitSchema.safeParse(item);
    if (!parsed.success) {
      problems.push(...problemsFromZod(parsed.error, item, ["units", i]));
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
  }

  if (problems.length > 0 || !header.success) return err(problems);
  const h = header.data;
  return ok({ ...h, yardsPerInch: h.yardsPerInch ?? SCALE_PRESETS[h.scale].yardsPerInch, features, units });
}

/** Parses JSON text, reporting syntax errors with line and column, then validates it as a table. */
export function parseTableText(text: string, catalog: Catalog): Result<Table, Problem[]> {
  const json = parseJsonText(text);
  if (!json.ok) return json;
  return validateTable(json.value, catalog);
}

/** JSON.parse with an error that names the line and column instead of throwing. */
export function parseJsonText(text: string): Result<unknown, Problem[]> {
  try {
    return ok(JSON.parse(text));
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const pos = /position (\d+)/.exec(msg);
    let where = "";
    if (pos) {
      const upTo = text.slice(0, Number(pos[1]));
      const line = upTo.split("\n").length;
      const col = upTo.length - upTo.lastIndexOf("\n");
      where = ` at line ${line}, column ${col}`;
    }
    const reason = msg.replace(/^JSON\.parse: /, "").replace(/ in JSON at position \d+.*$/, "");
    return err([
      {
        path: "$",
        message: `is not valid JSON${where}: ${text.trim() === "" ? "the file is empty" : reason}`,
      },
    ]);
  }
}
