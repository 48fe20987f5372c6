import { z } from "zod";
import type { Catalog } from "../../catalog/schema";
import * as engine from "../../game/format";
import { type Ruleset, registryOf } from "../../game/ruleset";
import { parseJsonText } from "../../json-text";
import { type Problem, problemsFromZod } from "../../problems";
import { err, ok, type Result } from "../../result";
import type { Table } from "../../table/schema";
import { validateTable } from "../../table/validate";
import type { Charts } from "../charts/schema";
import type { GameSetup } from "../setup/schema";
import { parseSetup } from "../setup/validate";
import type { StatBook } from "../stats/schema";
import { type Entry, parseEntry } from "./entries";

/**
 * Firestrike's part of a save file (docs/game-format.md): the table played on, the two forces (a
 * Firestrike set-up), whether they are already deployed, and the charts and stat-line versions. The
 * engine's header and log are `core/game/format.ts`; these helpers bind it to Firestrike.
 */

export { GAME_FORMAT, GAME_VERSION, MIGRATIONS } from "../../game/format";

/** Firestrike's set-up fields of a game file. */
export interface FirestrikeBody {
  /** the charts and stat-line versions the game was played with (informational) */
  rules: { chartsVersion: string; statsVersion: string } | null;
  table: Table;
  /** the table exactly as written in the file (saved back as it was read) */
  tableJson: unknown;
  /** the forces as a Firestrike set-up; positions are final when `deployed` is true */
  forces: GameSetup;
  /** the forces exactly as written in the file (kept so saving does not fill in defaults) */
  forcesJson: unknown;
  /** true when `forces` already holds every base's place, so the game starts without deployment */
  deployed: boolean;
}

/** A validated Firestrike game file. */
export type GameFile = engine.GameFile<FirestrikeBody, Entry>;

/** What validation needs: the catalog, charts and stat lines. */
export interface GameRefs {
  catalog: Catalog;
  charts: Charts;
  stats: StatBook;
}

const bodySchema = z.strictObject({
  rules: z.strictObject({ chartsVersion: z.string().max(40), statsVersion: z.string().max(40) }).optional(),
  table: z.unknown(),
  forces: z.unknown(),
  deployed: z.boolean().default(false),
});

const prefix = (p: Problem, at: string): Problem => ({
  path: p.path === "$" ? at : `${at}${p.path.slice(1)}`,
  message: p.message,
});

/** Reads Firestrike's fields of a game file. */
export function parseBody(json: Record<string, unknown>, refs: GameRefs): Result<FirestrikeBody, Problem[]> {
  const b = bodySchema.safeParse(json);
  if (!b.success) return err(problemsFromZod(b.error, json, [], bodySchema));
  const problems: Problem[] = [];
  const table = validateTable(b.data.table, refs.catalog);
  if (!table.ok) problems.push(...table.error.map((p) => prefix(p, "$.table")));
  const forces = parseSetup(b.data.forces, refs);
  if (!forces.ok) problems.push(...forces.error.map((p) => prefix(p, "$.forces")));
  if (!table.ok || !forces.ok) return err(problems);
  return ok({
    rules: b.data.rules ?? null,
    table: table.value,
    tableJson: b.data.table,
    forces: forces.value,
    forcesJson: b.data.forces,
    deployed: b.data.deployed,
  });
}

/** The fields `parseBody` reads back. */
export const bodyToJson = (b: FirestrikeBody): Record<string, unknown> => ({
  ...(b.rules ? { rules: b.rules } : {}),
  deployed: b.deployed,
  table: b.tableJson,
  forces: b.forcesJson,
});

/** The file-reading half of the Firestrike ruleset (no game can be started from it). */
export function firestrikeFormat(
  refs: GameRefs,
): Pick<
  Ruleset<FirestrikeBody, never, Entry, never>,
  "id" | "name" | "parseBody" | "bodyToJson" | "parseCommand" | "seatsOf"
> {
  return {
    id: "firestrike",
    name: "Firestrike",
    parseBody: (json) => parseBody(json, refs),
    bodyToJson,
    parseCommand: parseEntry,
    seatsOf: (b) => b.forces.sides.map((s) => s.id),
  };
}

const reg = (refs: GameRefs) =>
  registryOf(firestrikeFormat(refs) as unknown as Ruleset<unknown, unknown, unknown, unknown>);

/** Validates a Firestrike game file's JSON (any version). */
export function validateGame(json: unknown, refs: GameRefs): Result<GameFile, Problem[]> {
  const r = engine.validateGame(json, reg(refs));
  if (!r.ok) return r;
  if (r.value.ruleset !== "firestrike")
    return err([{ path: "$.ruleset", message: `this is a ${r.value.ruleset} game, not a Firestrike one` }]);
  return r as Result<GameFile, Problem[]>;
}

/** Parses a Firestrike game file's text. */
export function parseGameText(text: string, refs: GameRefs): Result<GameFile, Problem[]> {
  const json = parseJsonText(text);
  return json.ok ? validateGame(json.value, refs) : json;
}

const writer = () =>
  registryOf({ id: "firestrike", bodyToJson } as unknown as Ruleset<unknown, unknown, unknown, unknown>);

/** The JSON object of a Firestrike game file. */
export const gameToJson = (file: GameFile): Record<string, unknown> =>
  engine.gameToJson(file as engine.GameFile, writer());

/** Serializes a Firestrike game file, one log entry per line. */
export const serializeGame = (file: GameFile): string =>
  engine.serializeGame(file as engine.GameFile, writer());
