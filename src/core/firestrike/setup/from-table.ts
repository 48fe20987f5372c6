import type { Problem } from "../../problems";
import { err, ok, type Result } from "../../result";
import type { Table } from "../../table/schema";
import type { StatBook } from "../stats/schema";
import type { Grade } from "../vocab";
import { type GameSetupInput, SETUP_FORMAT } from "./schema";

/**
 * A name for a side or formation a table file names only by id (issue 23 item 8: the game showed
 * "blue-b-coy" where names belong): the id's words, capitalised, with its side's prefix dropped and
 * "coy", "bn", "pl" written out, e.g. "blue-b-coy" → "B Company", "blue-1bn" → "1st Battalion"
 * (project reading; an id it cannot read stays as it is).
 */
export function readableName(id: string, side: string): string {
  const words = id.split(/[-_.:]+/).filter((w) => w.length > 0);
  if (side && words.length > 1 && words[0]!.toLowerCase() === side.toLowerCase()) words.shift();
  const ORD: Record<string, string> = { "1": "1st", "2": "2nd", "3": "3rd" };
  const UNIT: Record<string, string> = {
    coy: "Company",
    bn: "Battalion",
    pl: "Platoon",
    plt: "Platoon",
    hq: "HQ",
  };
  const out = words.flatMap((w) => {
    const m = /^(\d+)(coy|bn|pl|plt)$/i.exec(w);
    if (m) return [ORD[m[1]!] ?? `${m[1]}th`, UNIT[m[2]!.toLowerCase()]!];
    const unit = UNIT[w.toLowerCase()];
    if (unit) return [unit];
    return [w.length <= 2 ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)];
  });
  return out.length > 0 ? out.join(" ").slice(0, 80) : id;
}

/**
 * A game set-up from a table file's units (their `type`, `side` and `formation`), for quick games and
 * the calculator. Project defaults: every base is Seasoned and trained; a formation holding an HQ base
 * is a battalion, the others are companies under their side's battalion when it has exactly one; units
 * without a formation join "<side>-unassigned"; a dug-in posture is a finished hasty dig-in.
 */
export function setupFromTable(
  table: Table,
  stats: StatBook,
  opts: { grade?: Grade } = {},
): Result<GameSetupInput, Problem[]> {
  const problems: Problem[] = [];
  const sides = [...new Set(table.units.map((u) => u.side))];
  if (sides.length !== 2)
    problems.push({
      path: "$.units",
      message: `a Firestrike game needs units of exactly two sides, not ${sides.length}`,
    });
  const formationOf = (u: Table["units"][number]) => u.formation ?? `${u.side}-unassigned`;
  table.units.forEach((u, i) => {
    if (!stats.byId.has(u.type))
      problems.push({
        path: `$.units[${i}].type`,
        message: `"${u.type}" has no Firestrike stat line (models/firestrike/units.json)`,
      });
  });
  const sideOfFormation = new Map<string, string>();
  table.units.forEach((u, i) => {
    const f = formationOf(u);
    const had = sideOfFormation.get(f);
    if (had !== undefined && had !== u.side)
      problems.push({
        path: `$.units[${i}].formation`,
        message: `"${f}" is used by sides "${had}" and "${u.side}"`,
      });
    sideOfFormation.set(f, u.side);
  });
  if (problems.length > 0) return err(problems);
  const hqFormations = new Set(
    table.units.filter((u) => stats.byId.get(u.type)!.class === "HQ").map((u) => formationOf(u)),
  );
  const formations = [...sideOfFormation].map(([id, side]) => {
    const bns = [...hqFormations].filter((f) => sideOfFormation.get(f) === side);
    const isHq = hqFormations.has(id);
    return {
      id,
      side,
      name: readableName(id, side),
      level: isHq ? ("battalion" as const) : ("company" as const),
      ...(!isHq && bns.length === 1 ? { parent: bns[0]! } : {}),
    };
  });
  return ok({
    format: SETUP_FORMAT,
    name: table.name,
    scale: table.scale,
    yardsPerInch: table.yardsPerInch,
    turnLimit: table.turnLimit,
    sides: sides.map((id) => ({ id, name: readableName(id, "") })),
    formations,
    bases: table.units.map((u) => ({
      id: u.id,
      side: u.side,
      formation: formationOf(u),
      statLine: u.type,
      grade: opts.grade ?? "seasoned",
      x: u.x,
      y: u.y,
      facing: u.facing,
      ...(u.baseInches ? { frontageInches: u.baseInches[0], depthInches: u.baseInches[1] } : {}),
      prone: u.posture === "prone",
      hullDown: u.posture === "hull-down",
      ...(u.posture === "dug-in" ? { dugIn: "hasty" as const } : {}),
    })),
  });
}
