import { z } from "zod";
import type { Catalog } from "../catalog/schema";
import type { Charts } from "../firestrike/charts/schema";
import { type Entry, parseEntry } from "../firestrike/match/entries";
import type { GameSetup } from "../firestrike/setup/schema";
import { parseSetup } from "../firestrike/setup/validate";
import type { StatBook } from "../firestrike/stats/schema";
import { parseJsonText } from "../json-text";
import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";
import type { Table } from "../table/schema";
import { validateTable } from "../table/validate";

/**
 * The saved game, format `sightline-game/1` (docs/game-format.md): the table played on, the two forces
 * (a Firestrike set-up), the dice seed, and the command log. The log is the save file: replaying it
 * from the set-up and seed gives the exact game, so autosave, load and replay all read this one shape.
 * Parse and serialize come in a pair; older versions migrate forward through MIGRATIONS.
 */

/** The format this version writes. */
export const GAME_FORMAT = "sightline-game/1";
/** The format's version number. */
export const GAME_VERSION = 1;

/** A validated game file. */
export interface GameFile {
  format: typeof GAME_FORMAT;
  name: string;
  /** ISO time of the last save (informational) */
  savedAt: string | null;
  /** the charts and stat-line versions the game was played with (informational) */
  rules: { chartsVersion: string; statsVersion: string } | null;
  table: Table;
  /** the table exactly as written in the file (saved back as it was read) */
  tableJson: unknown;
  /** the forces as a Firestrike set-up; positions are final when `deployed` is true */
  forces: GameSetup;
  /** the forces exactly as written in the file (kept so saving does not fill in defaults) */
  forcesJson: unknown;
  seed: string | number;
  /** true when `forces` already holds every base's place, so the game starts without deployment */
  deployed: boolean;
  commands: Entry[];
}

const headerSchema = z.strictObject({
  format: z.literal(GAME_FORMAT),
  name: z.string().max(120).default("Firestrike game"),
  savedAt: z.string().max(40).optional(),
  rules: z.strictObject({ chartsVersion: z.string().max(40), statsVersion: z.string().max(40) }).optional(),
  table: z.unknown(),
  forces: z.unknown(),
  seed: z.union([z.string().min(1).max(100), z.number().int()]),
  deployed: z.boolean().default(false),
  commands: z.array(z.unknown()).default([]),
});

/**
 * Migrations from older versions: MIGRATIONS[n] turns a version-n file into a version-(n+1) file.
 * Version 1 is the first, so there is none yet; the table is here so the next version adds one entry.
 */
export const MIGRATIONS: Record<number, (json: Record<string, unknown>) => Record<string, unknown>> = {};

/** What the rest of the validation needs: the catalog, charts and stat lines. */
export interface GameRefs {
  catalog: Catalog;
  charts: Charts;
  stats: StatBook;
}

/** Reads the version and migrates an older file forward; a newer or unknown format is a clear error. */
function upgrade(json: unknown): Result<Record<string, unknown>, Problem[]> {
  if (json === null || typeof json !== "object" || Array.isArray(json))
    return err([{ path: "$", message: "a game file must be a JSON object" }]);
  let obj = json as Record<string, unknown>;
  const format = obj.format;
  const m = typeof format === "string" ? /^sightline-game\/(\d+)$/.exec(format) : null;
  if (!m) {
    const what = format === undefined ? "has no format" : `has format ${JSON.stringify(format)}`;
    const hint =
      typeof format === "string" && format.startsWith("sightline-table/")
        ? " (this is a table file: open it from the table's Open button, or pick it as the table of a new game)"
        : "";
    return err([
      { path: "$.format", message: `${what}: it is not a Sightline game (${GAME_FORMAT})${hint}` },
    ]);
  }
  let version = Number(m[1]);
  if (version > GAME_VERSION)
    return err([
      {
        path: "$.format",
        message: `"${format}" was saved by a newer Sightline (game format version ${version}); this version reads up to "${GAME_FORMAT}": update Sightline to open it`,
      },
    ]);
  while (version < GAME_VERSION) {
    const step = MIGRATIONS[version];
    if (!step)
      return err([{ path: "$.format", message: `no migration from game format version ${version}` }]);
    obj = step(obj);
    version += 1;
  }
  return ok(obj);
}

const prefix = (p: Problem, at: string): Problem => ({
  path: p.path === "$" ? at : `${at}${p.path.slice(1)}`,
  message: p.message,
});

/** Validates a game file's JSON: the header, the table, the forces and every log entry's shape. */
export function validateGame(json: unknown, refs: GameRefs): Result<GameFile, Problem[]> {
  const up = upgrade(json);
  if (!up.ok) return up;
  const head = headerSchema.safeParse(up.value);
  if (!head.success) return err(problemsFromZod(head.error, up.value, [], headerSchema));
  const h = head.data;
  const problems: Problem[] = [];
  const table = validateTable(h.table, refs.catalog);
  if (!table.ok) problems.push(...table.error.map((p) => prefix(p, "$.table")));
  const forces = parseSetup(h.forces, refs);
  if (!forces.ok) problems.push(...forces.error.map((p) => prefix(p, "$.forces")));
  const commands: Entry[] = [];
  h.commands.forEach((c, i) => {
    const e = parseEntry(c);
    if (e.ok) commands.push(e.value);
    else
      problems.push({ path: `$.commands[${i}]${(e.error.path ?? "$").slice(1)}`, message: e.error.message });
  });
  if (problems.length > 0 || !table.ok || !forces.ok) return err(problems);
  return ok({
    format: GAME_FORMAT,
    name: h.name,
    savedAt: h.savedAt ?? null,
    rules: h.rules ?? null,
    table: table.value,
    tableJson: h.table,
    forces: forces.value,
    forcesJson: h.forces,
    seed: h.seed,
    deployed: h.deployed,
    commands,
  });
}

/** Parses a game file's text: JSON syntax errors with line and column, then `validateGame`. */
export function parseGameText(text: string, refs: GameRefs): Result<GameFile, Problem[]> {
  const json = parseJsonText(text);
  if (!json.ok) return json;
  return validateGame(json.value, refs);
}

/** The JSON object of a game file (the inverse of `validateGame`). */
export function gameToJson(file: GameFile): Record<string, unknown> {
  return {
    format: GAME_FORMAT,
    name: file.name,
    ...(file.savedAt ? { savedAt: file.savedAt } : {}),
    ...(file.rules ? { rules: file.rules } : {}),
    seed: file.seed,
    deployed: file.deployed,
    table: file.tableJson,
    forces: file.forcesJson,
    commands: file.commands,
  };
}

/** Serializes a game file as the text `parseGameText` reads back: one log entry per line. */
export function serializeGame(file: GameFile): string {
  const { commands, ...head } = gameToJson(file);
  const body = JSON.stringify(head, null, 1).replace(/\n}$/, "");
  const log = (commands as Entry[]).map((c) => `  ${JSON.stringify(c)}`).join(",\n");
  return `${body},\n "commands": [${log ? `\n${log}\n ` : ""}]\n}\n`;
}
