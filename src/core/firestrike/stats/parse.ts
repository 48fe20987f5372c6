import type { Catalog } from "../../catalog/schema";
import { type Problem, problemsFromZod } from "../../problems";
import { err, ok, type Result } from "../../result";
import type { Charts } from "../charts/schema";
import { STATS_FORMAT, type StatBook, type StatLine, statsFileSchema } from "./schema";

function checkFormat(json: unknown): Problem | null {
  if (json === null || typeof json !== "object" || Array.isArray(json))
    return { path: "$", message: "a unit stats file must be a JSON object" };
  const format = (json as Record<string, unknown>).format;
  if (format === STATS_FORMAT) return null;
  const m = typeof format === "string" ? /^sightline-firestrike-units\/(\d+)$/.exec(format) : null;
  if (m && Number(m[1]) > 1)
    return {
      path: "$.format",
      message: `"${format}" was written by a newer Sightline; this version reads "${STATS_FORMAT}"`,
    };
  return {
    path: "$.format",
    message: `must be "${STATS_FORMAT}", not ${format === undefined ? "missing" : JSON.stringify(format)}`,
  };
}

function hasPath(obj: unknown, dotted: string): boolean {
  let v: unknown = obj;
  for (const k of dotted.split(".")) {
    if (v === null || typeof v !== "object") return false;
    v = (v as Record<string, unknown>)[k];
  }
  return v !== undefined;
}

const VEHICLE_MOBILITIES = new Set(["wheeled", "tracked", "half-track", "air"]);

function checkLine(line: StatLine, at: string, problems: Problem[]): void {
  for (const p of Object.keys(line.seed))
    if (!hasPath(line, p))
      problems.push({ path: `${at}.seed`, message: `names "${p}", which this stat line does not have` });
  const m = line.movement;
  if (line.mobility === "foot" && m.walking === undefined && m.heavyWeapon === undefined)
    problems.push({
      path: `${at}.movement`,
      message: "a foot stat line needs a walking or heavyWeapon rate",
    });
  if (VEHICLE_MOBILITIES.has(line.mobility) && m.forward === undefined)
    problems.push({ path: `${at}.movement.forward`, message: `is required for ${line.mobility} stat lines` });
  if (line.mobility === "towed" && line.gunClass === undefined)
    problems.push({
      path: `${at}.gunClass`,
      message: "is required for towed guns (it sets limber and set-up time)",
    });
  line.weapons.forEach((w, j) => {
    if (w.fire === "indirect" && w.barrage === undefined)
      problems.push({ path: `${at}.weapons[${j}].barrage`, message: "is required for indirect weapons" });
    if (w.minRangeInches >= w.rangeInches)
      problems.push({ path: `${at}.weapons[${j}].minRangeInches`, message: "must be below rangeInches" });
  });
}

/**
 * Validates a unit stats file. With a catalog, each `catalogType` must exist; with charts, each
 * barrage key must name a barrage diameter.
 */
export function parseStats(
  json: unknown,
  refs: { catalog?: Catalog; charts?: Charts } = {},
): Result<StatBook, Problem[]> {
  const f = checkFormat(json);
  if (f) return err([f]);
  const parsed = statsFileSchema.safeParse(json);
  if (!parsed.success) return err(problemsFromZod(parsed.error, json, [], statsFileSchema));
  const problems: Problem[] = [];
  const byId = new Map<string, StatLine>();
  parsed.data.units.forEach((line, i) => {
    const at = `$.units[${i}]`;
    if (byId.has(line.id)) problems.push({ path: `${at}.id`, message: `"${line.id}" is listed twice` });
    byId.set(line.id, line);
    if (refs.catalog && !refs.catalog.byType.has(line.catalogType))
      problems.push({
        path: `${at}.catalogType`,
        message: `"${line.catalogType}" is not a type in the unit catalog (models/catalog.json)`,
      });
    if (refs.charts)
      line.weapons.forEach((w, j) => {
        if (
          w.barrage !== undefined &&
          !Object.hasOwn(refs.charts!.indirectFire.barrageDiameterInches, w.barrage)
        )
          problems.push({
            path: `${at}.weapons[${j}].barrage`,
            message: `"${w.barrage}" is not a barrage in the charts (indirectFire.barrageDiameterInches)`,
          });
      });
    checkLine(line, at, problems);
  });
  parsed.data.units.forEach((line, i) => {
    if (line.dismountedAs !== undefined && !byId.has(line.dismountedAs))
      problems.push({
        path: `$.units[${i}].dismountedAs`,
        message: `"${line.dismountedAs}" is not a stat line id`,
      });
  });
  if (problems.length > 0) return err(problems);
  return ok({ statsVersion: parsed.data.statsVersion, lines: parsed.data.units, byId });
}
