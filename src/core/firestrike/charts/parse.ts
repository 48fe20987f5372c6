import { parseJsonText } from "../../json-text";
import { type Problem, problemsFromZod } from "../../problems";
import { err, ok, type Result } from "../../result";
import { GRADES } from "../vocab";
import { CHARTS_FORMAT, type Charts, chartsSchema, type HitRow } from "./schema";
import { checkSeedLabels } from "./seed-check";

/** Checks the format tag first, so a file from a newer Sightline gets a clear message. */
function checkFormat(json: unknown): Problem | null {
  if (json === null || typeof json !== "object" || Array.isArray(json))
    return { path: "$", message: "a charts file must be a JSON object" };
  const format = (json as Record<string, unknown>).format;
  if (format === CHARTS_FORMAT) return null;
  const m = typeof format === "string" ? /^sightline-firestrike-charts\/(\d+)$/.exec(format) : null;
  if (m && Number(m[1]) > 1)
    return {
      path: "$.format",
      message: `"${format}" was written by a newer Sightline; this version reads "${CHARTS_FORMAT}"`,
    };
  return {
    path: "$.format",
    message: `must be "${CHARTS_FORMAT}", not ${format === undefined ? "missing" : JSON.stringify(format)}`,
  };
}

function checkAscending(rows: readonly HitRow[], path: string, problems: Problem[]): void {
  for (let i = 1; i < rows.length; i++)
    if (rows[i]!.min <= rows[i - 1]!.min)
      problems.push({
        path: `${path}[${i}].min`,
        message: `must be greater than the row before (${rows[i - 1]!.min}); rows go from the lowest roll up`,
      });
}

/**
 * Cross-field checks zod cannot express: every `seed` label agrees with the seed's numbers, seed cells
 * agree with the table, rows are ordered.
 */
function checkCharts(c: Charts): Problem[] {
  const problems: Problem[] = checkSeedLabels(c);
  c.morale.seedCells.forEach((cell, i) => {
    const row = c.morale.rows[cell.grade];
    const got = row[Math.min(cell.column, row.length - 1)];
    if (got !== cell.code)
      problems.push({
        path: `$.morale.rows.${cell.grade}[${cell.column}]`,
        message: `is "${got}", but the seed text gives "${cell.code}" here ($.morale.seedCells[${i}]${cell.note ? `: ${cell.note}` : ""})`,
      });
  });
  for (const g of GRADES)
    if (c.morale.rows[g][0] !== "-")
      problems.push({ path: `$.morale.rows.${g}[0]`, message: 'column 0 (no hits) must be "-"' });
  checkAscending(c.directFire.hitTable.vehicle, "$.directFire.hitTable.vehicle", problems);
  checkAscending(c.directFire.hitTable.personnel, "$.directFire.hitTable.personnel", problems);
  c.directFire.hitTable.personnel.forEach((r, i) => {
    if (r.result === "I")
      problems.push({
        path: `$.directFire.hitTable.personnel[${i}].result`,
        message: 'must be "D" or "K": Immobilized results only happen to vehicles (seed 000 §5.1)',
      });
  });
  const rows = c.indirectFire.hitTable.rows;
  for (let i = 1; i < rows.length; i++)
    if (rows[i]!.minPoints <= rows[i - 1]!.minPoints)
      problems.push({
        path: `$.indirectFire.hitTable.rows[${i}].minPoints`,
        message: `must be greater than the row before (${rows[i - 1]!.minPoints})`,
      });
  if (!("average" in c.command.qualities))
    problems.push({ path: "$.command.qualities", message: 'needs an "average" row (the default quality)' });
  if (c.situationalAwareness.maximumDice.value < 0)
    problems.push({ path: "$.situationalAwareness.maximumDice.value", message: "must be at least 0" });
  return problems;
}

/** Validates charts JSON; problems name the JSON path and what is wrong. */
export function parseCharts(json: unknown): Result<Charts, Problem[]> {
  const f = checkFormat(json);
  if (f) return err([f]);
  const parsed = chartsSchema.safeParse(json);
  if (!parsed.success) return err(problemsFromZod(parsed.error, json, [], chartsSchema));
  const problems = checkCharts(parsed.data);
  return problems.length > 0 ? err(problems) : ok(parsed.data);
}

/** Parses charts text (a file's contents); a JSON syntax error is a problem at `$` with its line and column. */
export function parseChartsText(text: string): Result<Charts, Problem[]> {
  const json = parseJsonText(text);
  return json.ok ? parseCharts(json.value) : json;
}
