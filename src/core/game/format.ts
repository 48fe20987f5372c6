import { z } from "zod";
import { parseJsonText } from "../json-text";
import { type Problem, problemsFromZod } from "../problems";
import { err, ok, type Result } from "../result";
import { commitmentOf, DICE_SCHEMES, type DiceScheme, MAX_SIDES } from "./dice";
import type { Ruleset, RulesetRegistry, Seat } from "./ruleset";

/**
 * The saved game, format `sightline-game/3` (docs/game-format.md): the engine's header (the ruleset
 * that plays it, the seats, the dice: scheme, commitment, the seed once revealed, the opening rolls),
 * the ruleset's own set-up fields, and the command log, each entry with the seat that sent it and the
 * rolls the engine dealt it. The log is the save file: replaying it from the set-up and its rolls gives
 * the exact game, so autosave, load and replay all read this one shape. Parse and serialize come in a
 * pair; older versions migrate forward through MIGRATIONS (a `sightline-game/1` file is Firestrike's).
 * This file knows no ruleset: the header names one, and the registry the edge passes in reads the rest.
 */

/** The format this version writes. */
export const GAME_FORMAT = "sightline-game/3";
/** The format's version number. */
export const GAME_VERSION = 3;

/** A validated game file; `B` is the ruleset's set-up, `C` its command. */
export interface GameFile<B = unknown, C = unknown> {
  format: typeof GAME_FORMAT;
  /** the ruleset's id (`firestrike`…) */
  ruleset: string;
  name: string;
  /** ISO time of the last save (informational) */
  savedAt: string | null;
  /** the seats that play, in the set-up's order (the engine's and spectators' are implied) */
  seats: Seat[];
  /** how rolls are derived from the seed (`sfc32`: a game migrated from sightline-game/1 or /2) */
  dice: DiceScheme;
  /** the hex SHA-256 of the seed, fixed from the start */
  commitment: string;
  /** the seed: known once the game is over, or in the host's copy; null otherwise */
  seed: string | number | null;
  /** the rolls of the start of the game; null when the file records none (derived from the seed) */
  openingRolls: number[] | null;
  /** the ruleset's part of the file */
  body: B;
  commands: C[];
  /** the seat of each entry; null for an entry of a `sightline-game/1` log (the rules imply it) */
  entrySeats: (Seat | null)[];
  /** the rolls of each entry; null when the file records none for it (a migrated file) */
  rolls: (number[] | null)[];
}

/** The engine's fields; every other field of the file belongs to the ruleset. */
const HEADER = [
  "format",
  "ruleset",
  "name",
  "savedAt",
  "seats",
  "dice",
  "commitment",
  "seed",
  "openingRolls",
  "commands",
] as const;

const seat = z.string().min(1).max(64);
const rolls = z.array(z.number().int().min(1).max(MAX_SIDES)).max(100_000);
const seedSchema = z.union([z.string().min(1).max(100), z.number().int()]);
const headerSchema = z.object({
  format: z.literal(GAME_FORMAT),
  ruleset: z.string().min(1).max(64),
  name: z.string().max(120).optional(),
  savedAt: z.string().max(40).optional(),
  seats: z.array(seat).max(16).optional(),
  dice: z.enum(DICE_SCHEMES as [DiceScheme, ...DiceScheme[]]).default("sha256"),
  commitment: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "must be the seed's SHA-256 as 64 lower-case hex digits")
    .optional(),
  seed: seedSchema.optional(),
  openingRolls: rolls.optional(),
  // Required: a save without its log would replay as an empty game (issue 31 item 7).
  commands: z.array(z.strictObject({ seat: seat.optional(), command: z.unknown(), rolls: rolls.optional() })),
});

/**
 * Migrations from older versions: MIGRATIONS[n] turns a version-n file into a version-(n+1) file.
 * Version 1 was Firestrike's only: its log entries are bare commands with no seat (the rules imply each
 * entry's seat when it is replayed), and its seed was public (it stays in the file, as revealed).
 */
export const MIGRATIONS: Record<number, (json: Record<string, unknown>) => Record<string, unknown>> = {
  1: (json) => ({
    ...json,
    format: "sightline-game/2",
    ruleset: "firestrike",
    name: json.name ?? "Firestrike game",
    commands: Array.isArray(json.commands) ? json.commands.map((command) => ({ command })) : json.commands,
  }),
  // Version 2 kept the seed in the clear and rolled from one sfc32 stream: the migrated file keeps its
  // seed (revealed: it always was public) and its scheme, so it replays with exactly its old rolls.
  2: (json) => ({
    ...json,
    format: "sightline-game/3",
    dice: "sfc32",
    ...(seedSchema.safeParse(json.seed).success
      ? { commitment: commitmentOf(json.seed as string | number) }
      : {}),
  }),
};

/** Reads the version and migrates an older file forward; a newer or unknown format is a clear error. */
function upgrade(json: unknown): Result<{ obj: Record<string, unknown>; from: number }, Problem[]> {
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
  const from = Number(m[1]);
  let version = from;
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
  return ok({ obj, from });
}

/** Validates a game file's JSON: the header, then the ruleset's set-up and every log entry's shape. */
export function validateGame(json: unknown, rulesets: RulesetRegistry): Result<GameFile, Problem[]> {
  const up = upgrade(json);
  if (!up.ok) return up;
  const { obj, from } = up.value;
  const head = headerSchema.safeParse(obj);
  if (!head.success) {
    // Paths of a version-1 file name its own layout (bare entries, no `.command`).
    const ps = problemsFromZod(head.error, obj, [], headerSchema);
    return err(
      from === 1
        ? ps.map((p) => ({ ...p, path: p.path.replace(/^(\$\.commands\[\d+\])\.command/, "$1") }))
        : ps,
    );
  }
  const h = head.data;
  const dice = diceProblems(h, from);
  if (dice) return err(dice);
  const rules: Ruleset<unknown, unknown, unknown, unknown> | undefined = rulesets.get(h.ruleset);
  if (!rules)
    return err([
      {
        path: "$.ruleset",
        message: `this Sightline has no ruleset "${h.ruleset}" (it knows ${[...rulesets.keys()].map((k) => `"${k}"`).join(", ") || "none"})`,
      },
    ]);
  // (fromEntries keeps a "__proto__" field an own field: `rest[k] = v` made it the part's prototype)
  const rest: Record<string, unknown> = Object.fromEntries(
    Object.entries(obj).filter(([k]) => !(HEADER as readonly string[]).includes(k)),
  );
  const problems: Problem[] = [];
  const body = rules.parseBody(rest);
  if (!body.ok) problems.push(...body.error);
  const commands: unknown[] = [];
  const entrySeats: (Seat | null)[] = [];
  const entryRolls: (number[] | null)[] = [];
  h.commands.forEach((c, i) => {
    const at = from === 1 ? `$.commands[${i}]` : `$.commands[${i}].command`;
    const e = rules.parseCommand(c.command);
    if (e.ok) commands.push(e.value);
    else problems.push({ path: `${at}${(e.error.path ?? "$").slice(1)}`, message: e.error.message });
    entrySeats.push(c.seat ?? null);
    entryRolls.push(c.rolls ?? null);
  });
  if (problems.length > 0 || !body.ok) return err(problems);
  const seats = rules.seatsOf(body.value);
  if (h.seats && h.seats.join("\n") !== seats.join("\n"))
    return err([
      {
        path: "$.seats",
        message: `the seats ${JSON.stringify(h.seats)} are not the set-up's sides ${JSON.stringify(seats)}`,
      },
    ]);
  return ok({
    format: GAME_FORMAT,
    ruleset: h.ruleset,
    name: h.name ?? `${rules.name} game`,
    savedAt: h.savedAt ?? null,
    seats,
    dice: h.dice,
    commitment: h.commitment ?? commitmentOf(h.seed!),
    seed: h.seed ?? null,
    openingRolls: h.openingRolls ?? null,
    body: body.value,
    commands,
    entrySeats,
    rolls: entryRolls,
  });
}

/**
 * The header's dice: a commitment, or a seed to compute it from; and when both are given, the seed must
 * be the one committed to (the first check of a revealed game). Only a set-up not played yet (an empty
 * log, no opening rolls) may leave the commitment to be computed from its seed: once dice were rolled,
 * a missing commitment lets a seed chosen after the game, and rolls rewritten to match it, "verify"
 * (issue 31 item 7). A `sightline-game/1` or `/2` file never had one (its seed was public): MIGRATIONS[2]
 * computes it, and its rolls are derived from that seed, never checked against it.
 */
function diceProblems(
  h: { commitment?: string; seed?: string | number; commands: unknown[]; openingRolls?: number[] },
  from: number,
): Problem[] | null {
  if (h.seed === undefined && h.commitment === undefined)
    return [
      from < 3
        ? { path: "$.seed", message: "Required" }
        : { path: "$.commitment", message: "a game file needs its dice commitment (or its seed)" },
    ];
  if (h.commitment === undefined && (h.commands.length > 0 || (h.openingRolls?.length ?? 0) > 0))
    return [
      {
        path: "$.commitment",
        message:
          "a file with a seed must carry the commitment made before the game (the SHA-256 of its seed, as Sightline writes it from the first save on): without it the seed could have been chosen after the rolls. Only a set-up with an empty log may leave it out",
      },
    ];
  if (h.seed !== undefined && h.commitment !== undefined) {
    const c = commitmentOf(h.seed);
    if (c !== h.commitment)
      return [
        {
          path: "$.seed",
          message: `this is not the seed the game committed to: its SHA-256 is ${c.slice(0, 12)}…, the commitment is ${h.commitment.slice(0, 12)}…`,
        },
      ];
  }
  return null;
}

/** Parses a game file's text: JSON syntax errors with line and column, then `validateGame`. */
export function parseGameText(text: string, rulesets: RulesetRegistry): Result<GameFile, Problem[]> {
  const json = parseJsonText(text);
  if (!json.ok) return json;
  return validateGame(json.value, rulesets);
}

/** The JSON object of a game file (the inverse of `validateGame`). */
export function gameToJson(file: GameFile, rulesets: RulesetRegistry): Record<string, unknown> {
  const rules = rulesets.get(file.ruleset);
  if (!rules) throw new Error(`no ruleset "${file.ruleset}" to save a game of (internal)`);
  return {
    format: GAME_FORMAT,
    ruleset: file.ruleset,
    name: file.name,
    ...(file.savedAt ? { savedAt: file.savedAt } : {}),
    seats: file.seats,
    dice: file.dice,
    commitment: file.commitment,
    ...(file.seed !== null ? { seed: file.seed } : {}),
    ...(file.openingRolls?.length ? { openingRolls: file.openingRolls } : {}),
    ...rules.bodyToJson(file.body),
    commands: file.commands.map((command, i) => {
      const seat = file.entrySeats[i];
      const r = file.rolls[i];
      return { ...(seat ? { seat } : {}), command, ...(r?.length ? { rolls: r } : {}) };
    }),
  };
}

/** Serializes a game file as the text `parseGameText` reads back: one log entry per line. */
export function serializeGame(file: GameFile, rulesets: RulesetRegistry): string {
  const { commands, ...head } = gameToJson(file, rulesets);
  const body = JSON.stringify(head, null, 1).replace(/\n}$/, "");
  const log = (commands as unknown[]).map((c) => `  ${JSON.stringify(c)}`).join(",\n");
  return `${body},\n "commands": [${log ? `\n${log}\n ` : ""}]\n}\n`;
}
