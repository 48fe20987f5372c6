import type { Catalog } from "../../catalog/schema";
import { type Problem, problemsFromZod } from "../../problems";
import { err, ok, type Result } from "../../result";
import type { Charts } from "../charts/schema";
import { diesWhenHit, isVehicle } from "../query";
import type { StatBook } from "../stats/schema";
import { GUN_CLASSES } from "../vocab";
import { type GameSetup, SETUP_FORMAT, setupSchema } from "./schema";

/** Validates a set-up against the charts, the stat lines and the catalog; problems name JSON paths. */

function checkFormat(json: unknown): Problem | null {
  if (json === null || typeof json !== "object" || Array.isArray(json))
    return { path: "$", message: "a set-up must be a JSON object" };
  const format = (json as Record<string, unknown>).format;
  if (format === SETUP_FORMAT) return null;
  const m = typeof format === "string" ? /^sightline-firestrike-setup\/(\d+)$/.exec(format) : null;
  if (m && Number(m[1]) > 1)
    return {
      path: "$.format",
      message: `"${format}" was written by a newer Sightline; this version reads "${SETUP_FORMAT}"`,
    };
  return {
    path: "$.format",
    message: `must be "${SETUP_FORMAT}", not ${format === undefined ? "missing" : JSON.stringify(format)}`,
  };
}

function checkFormations(s: GameSetup, problems: Problem[]): void {
  const sides = new Set(s.sides.map((x) => x.id));
  const byId = new Map(s.formations.map((f) => [f.id, f]));
  s.formations.forEach((f, i) => {
    if (!sides.has(f.side))
      problems.push({ path: `$.formations[${i}].side`, message: `"${f.side}" is not a side` });
    if (f.parent === undefined) return;
    const p = byId.get(f.parent);
    if (!p) problems.push({ path: `$.formations[${i}].parent`, message: `"${f.parent}" is not a formation` });
    else if (p.side !== f.side)
      problems.push({
        path: `$.formations[${i}].parent`,
        message: `"${f.parent}" belongs to side "${p.side}", not "${f.side}"`,
      });
    const seen = new Set([f.id]);
    let cur = p;
    while (cur?.parent) {
      if (seen.has(cur.id)) {
        problems.push({
          path: `$.formations[${i}].parent`,
          message: `formations nest in a loop through "${cur.id}"`,
        });
        break;
      }
      seen.add(cur.id);
      cur = byId.get(cur.parent);
    }
  });
}

function checkBases(s: GameSetup, stats: StatBook, charts: Charts, problems: Problem[]): void {
  const sides = new Set(s.sides.map((x) => x.id));
  const formations = new Map(s.formations.map((f) => [f.id, f]));
  const bases = new Map(s.bases.map((b) => [b.id, b]));
  const load = new Map<string, { inside: number; rider: number }>();
  s.bases.forEach((b, i) => {
    const at = `$.bases[${i}]`;
    if (!sides.has(b.side)) problems.push({ path: `${at}.side`, message: `"${b.side}" is not a side` });
    const f = formations.get(b.formation);
    if (!f) problems.push({ path: `${at}.formation`, message: `"${b.formation}" is not a formation` });
    else if (f.side !== b.side)
      problems.push({
        path: `${at}.formation`,
        message: `"${b.formation}" belongs to side "${f.side}", not "${b.side}"`,
      });
    const line = stats.byId.get(b.statLine);
    if (!line) {
      problems.push({
        path: `${at}.statLine`,
        message: `"${b.statLine}" is not a stat line in the unit stats`,
      });
      return;
    }
    const limit =
      line.class === "HQ" ? charts.damage.hqDestroyedAbove.value : charts.damage.baseDestroyedAbove.value;
    if (b.damage > limit)
      problems.push({
        path: `${at}.damage`,
        message: `${b.damage} is past the ${limit} points that destroy a base`,
      });
    else if (b.damage > 0 && diesWhenHit(line))
      problems.push({
        path: `${at}.damage`,
        message: `${line.name} bases are killed when hit (seed 000 §5.1), so one cannot start with damage`,
      });
    if (b.carriedBy !== undefined) {
      const v = bases.get(b.carriedBy);
      const vl = v ? stats.byId.get(v.statLine) : undefined;
      if (!v || !vl || !isVehicle(vl))
        problems.push({ path: `${at}.carriedBy`, message: `"${b.carriedBy}" is not a vehicle base` });
      else {
        const l = load.get(v.id) ?? { inside: 0, rider: 0 };
        l[b.riding] += 1;
        load.set(v.id, l);
        const cap = b.riding === "inside" ? (vl.transport?.infantryBases ?? 0) : (vl.transport?.riders ?? 0);
        if (l[b.riding] > cap)
          problems.push({
            path: `${at}.carriedBy`,
            message: `"${v.id}" carries at most ${cap} base(s) ${b.riding === "inside" ? "inside" : "as riders"}`,
          });
        if (v.side !== b.side)
          problems.push({ path: `${at}.carriedBy`, message: `"${v.id}" is on the other side` });
      }
    }
    if (b.towedBy !== undefined) {
      const v = bases.get(b.towedBy);
      const tow = v ? stats.byId.get(v.statLine)?.transport?.towClass : undefined;
      if (line.gunClass === undefined)
        problems.push({ path: `${at}.towedBy`, message: "only towed guns can be limbered" });
      else if (!v || tow === undefined || GUN_CLASSES.indexOf(tow) < GUN_CLASSES.indexOf(line.gunClass))
        problems.push({ path: `${at}.towedBy`, message: `"${b.towedBy}" cannot tow a ${line.gunClass} gun` });
    }
    if (b.entrenched && !isVehicle(line))
      problems.push({ path: `${at}.entrenched`, message: "only vehicles entrench; foot troops use dugIn" });
    if (b.dismounted && line.dismountedAs === undefined)
      problems.push({ path: `${at}.dismounted`, message: `${line.name} has no dismounted stat line` });
  });
}

/**
 * seed 000 §3.23: vehicles entrenched at set-up use the side's Setup Sheet trench-line at double their
 * frontage; the set-up may not use more than the side has.
 */
function checkTrenchLine(
  s: GameSetup,
  refs: { charts: Charts; stats: StatBook; catalog?: Catalog },
  problems: Problem[],
): void {
  const ypi = s.yardsPerInch ?? refs.charts.scale.yardsPerInch[s.scale].value;
  s.sides.forEach((side, i) => {
    let used = 0;
    for (const b of s.bases) {
      if (b.side !== side.id || !b.entrenched) continue;
      const line = refs.stats.byId.get(b.statLine);
      if (!line || !isVehicle(line)) continue;
      const frontage =
        b.frontageInches ?? (line && refs.catalog?.byType.get(line.catalogType)?.baseInches[0]) ?? 1;
      used += frontage * ypi * refs.charts.digIn.vehicleTrenchFactor.value;
    }
    if (used > side.trenchLineYards + 1e-9)
      problems.push({
        path: `$.sides[${i}].trenchLineYards`,
        message: `${side.trenchLineYards} yards of trench-line, but its entrenched vehicles use ${Math.round(used)} (double their frontage)`,
      });
  });
}

/** Validates set-up JSON. With a catalog, each stat line's catalog type must exist. */
export function parseSetup(
  json: unknown,
  refs: { charts: Charts; stats: StatBook; catalog?: Catalog },
): Result<GameSetup, Problem[]> {
  const f = checkFormat(json);
  if (f) return err([f]);
  const parsed = setupSchema.safeParse(json);
  if (!parsed.success) return err(problemsFromZod(parsed.error, json, [], setupSchema));
  const s = parsed.data;
  const problems: Problem[] = [];
  const dup = (list: { id: string }[], path: string) => {
    const seen = new Set<string>();
    list.forEach((x, i) => {
      if (seen.has(x.id)) problems.push({ path: `${path}[${i}].id`, message: `"${x.id}" is used twice` });
      seen.add(x.id);
    });
  };
  dup(s.sides, "$.sides");
  dup(s.formations, "$.formations");
  dup(s.bases, "$.bases");
  const baseIds = new Set(s.bases.map((b) => b.id));
  s.sides.forEach((side, i) => {
    side.offBoardArtillery.forEach((b, j) => {
      if (!Object.hasOwn(refs.charts.indirectFire.barrageDiameterInches, b.barrage))
        problems.push({
          path: `$.sides[${i}].offBoardArtillery[${j}].barrage`,
          message: `"${b.barrage}" is not a barrage in the charts`,
        });
      if (baseIds.has(b.id))
        problems.push({
          path: `$.sides[${i}].offBoardArtillery[${j}].id`,
          message: `"${b.id}" is also a base id`,
        });
    });
    if (!Object.hasOwn(refs.charts.command.qualities, side.quality))
      problems.push({
        path: `$.sides[${i}].quality`,
        message: `"${side.quality}" is not a row of the charts' command qualities`,
      });
  });
  checkFormations(s, problems);
  checkTrenchLine(s, refs, problems);
  checkBases(s, refs.stats, refs.charts, problems);
  if (refs.catalog)
    s.bases.forEach((b, i) => {
      const line = refs.stats.byId.get(b.statLine);
      if (line && !refs.catalog!.byType.has(line.catalogType))
        problems.push({
          path: `$.bases[${i}].statLine`,
          message: `its catalog type "${line.catalogType}" is not in the catalog`,
        });
    });
  return problems.length > 0 ? err(problems) : ok(s);
}
