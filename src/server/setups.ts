import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { commitmentOf } from "../core/game/dice";
import { GAME_FORMAT, type GameFile, validateGame } from "../core/game/format";
import type { TableSetupRequest } from "../core/game/module";
import type { RulesetRegistry } from "../core/game/ruleset";
import { openSession } from "../core/game/session";
import { type Problem, problemsFromZod } from "../core/problems";
import { err, ok, type Result } from "../core/result";
import type { GameOptions } from "./store";

/**
 * The set-up of a new online game, from `POST /api/games`: either a ruleset and a shipped table's name
 * (the table's own units become the forces; `deployed: false` deploys them again, hidden) or a whole
 * set-up (`game`: a sightline-game/2 file; its log and seed are ignored). The host always rolls a fresh
 * seed of its own (a seed chosen by a player would let that player know the dice); only a test, in the
 * server's own process, may hand one in (`ServeOptions.seedSource`): no request can.
 */

const TABLE_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** How the server hosts the game (store.ts `GameOptions`): `fog` is measured fog of war. */
const optionsSchema = z.strictObject({ fog: z.boolean().default(false) }).default({ fog: false });

export const createRequestSchema = z.union([
  z.strictObject({
    ruleset: z.string().min(1).max(64),
    table: z.string().regex(TABLE_NAME, "a shipped table's name: lower-case letters, digits and dashes"),
    deployed: z.boolean().default(false),
    /** the turn limit (default: the table's) */
    turns: z.number().int().min(1).max(99).optional(),
    name: z.string().min(1).max(120).optional(),
  }),
  z.strictObject({ game: z.record(z.string(), z.unknown()) }),
]);

export type CreateRequest = z.output<typeof createRequestSchema>;

/**
 * A ruleset's set-up from a shipped table (its rules part's `fromTable`, bound by the edge to the data
 * it loaded): the set-up's own fields, or problems with paths from `$` of the request.
 */
export type TableSetupOf = (
  tableText: string,
  request: TableSetupRequest,
) => Result<Record<string, unknown>, Problem[]>;

/** What the server needs to build set-ups: the rulesets, and each one's set-up from a table (if any). */
export interface SetupDeps {
  rulesets: RulesetRegistry;
  /** by ruleset id; a ruleset not here makes a game of the table alone (its counters, its units) */
  tableSetups: ReadonlyMap<string, TableSetupOf>;
  /** where shipped tables are (terrain/) */
  terrainDir: string;
}

/** A fresh host seed: 16 random bytes, hex. */
export const hostSeed = (): string => randomBytes(16).toString("hex");

/**
 * The validated game file (JSON, empty log, the host's seed) and its seats, or the problems. `seed`
 * is the server's own (hostSeed() unless a test fixed it in-process); never one from the request.
 */
export function setupOf(
  input: unknown,
  deps: SetupDeps,
  seed: string = hostSeed(),
): Result<{ file: Record<string, unknown>; seats: string[]; options: GameOptions }, Problem[]> {
  // The options are read on their own, so that their problems name $.options (not the union's "$").
  const { options: givenOptions, ...rest } =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : { options: undefined };
  const o = optionsSchema.safeParse(givenOptions);
  if (!o.success) return err(problemsFromZod(o.error, givenOptions, ["options"], optionsSchema));
  const r = createRequestSchema.safeParse(typeof input === "object" && input !== null ? rest : input);
  if (!r.success) return err(problemsFromZod(r.error, input, [], createRequestSchema));
  const req = { ...r.data, options: o.data };
  let json: Record<string, unknown>;
  if ("game" in req) {
    const { openingRolls: _o, commitment: _c, dice: _d, ...rest } = req.game;
    json = { ...rest, format: GAME_FORMAT, seed, commands: [] };
  } else {
    if (!deps.rulesets.has(req.ruleset))
      return err([
        {
          path: "$.ruleset",
          message: `this server has no ruleset "${req.ruleset}" (it has ${[...deps.rulesets.keys()].join(", ")})`,
        },
      ]);
    const path = join(deps.terrainDir, `${req.table}.json`);
    if (!existsSync(path))
      return err([{ path: "$.table", message: `there is no shipped table "${req.table}"` }]);
    const tableText = readFileSync(path, "utf8");
    const fromTable = deps.tableSetups.get(req.ruleset);
    let own: Record<string, unknown>;
    if (fromTable) {
      const made = fromTable(tableText, {
        file: `terrain/${req.table}.json`,
        deployed: req.deployed,
        ...(req.turns !== undefined ? { turns: req.turns } : {}),
        ...(req.name !== undefined ? { name: req.name } : {}),
      });
      if (!made.ok) return made;
      own = made.value;
    } else {
      // A ruleset that reads its set-up from the table alone (Lock 'n Load: its counters); one that
      // needs more (the firefight's units) says which field is missing: send a whole set-up as "game".
      if (req.turns !== undefined || req.deployed)
        return err([
          {
            path: "$.turns",
            message: `"turns" and "deployed" make no set-up of "${req.ruleset}" from a table; send a whole set-up as "game"`,
          },
        ]);
      own = {
        ruleset: req.ruleset,
        name: req.name ?? `${req.table}: ${deps.rulesets.get(req.ruleset)!.name} online`,
        table: JSON.parse(tableText) as unknown,
      };
    }
    json = { format: GAME_FORMAT, ...own, ruleset: req.ruleset, seed, commands: [] };
  }
  json.commitment = commitmentOf(json.seed as string);
  const file = validateGame(json, deps.rulesets);
  if (!file.ok) return file;
  return finish(json, file.value, req.options, deps);
}

/** The checks of every set-up once its file is valid: the options the ruleset can play. */
function finish(
  json: Record<string, unknown>,
  file: GameFile,
  options: GameOptions,
  deps: SetupDeps,
): Result<{ file: Record<string, unknown>; seats: string[]; options: GameOptions }, Problem[]> {
  if (options.fog) {
    const s = openSession(file, deps.rulesets);
    if (!s.ok) return s;
    if (!s.value.game.fog)
      return err([
        {
          path: "$.options.fog",
          message: `the ruleset "${file.ruleset}" has no measured fog of war: play it with "fog": false`,
        },
      ]);
  }
  return ok({ file: json, seats: file.seats, options });
}

/** A set-up as built for `POST /api/games`: the game file's JSON text (empty log), or the refusal. */
export type SetupAnswer =
  | { ok: true; fileText: string; seats: string[]; options: GameOptions }
  | { ok: false; status: number; problems: Problem[] };

/**
 * `setupOf` of a request's body text, as the set-up worker runs it (the costly part of making a game:
 * parsing and checking the table, twice for a ruleset that reads its forces from it). The file comes back as JSON text, so that
 * the server's thread neither copies nor serializes a large table again.
 */
export function buildSetup(body: string, deps: SetupDeps, seed?: string): SetupAnswer {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, problems: [{ path: "$", message: "the body is not JSON" }] };
  }
  const setup = setupOf(json, deps, seed ?? hostSeed());
  if (!setup.ok) return { ok: false, status: 400, problems: setup.error };
  const { file, seats, options } = setup.value;
  return { ok: true, fileText: JSON.stringify({ ...file, commands: [] }), seats, options };
}
