import { describe, expect, it } from "vitest";
import { META_ENTRY_TYPES, parseEntry } from "../../../src/core/firestrike/match/entries";
import {
  GAME_FORMAT,
  MIGRATIONS,
  parseGameText,
  serializeGame,
  validateGame,
} from "../../../src/core/firestrike/match/format";
import { commitmentOf } from "../../../src/core/game/dice";
import { COMMAND_TYPES_FOR_TEST } from "./command-types";
import { catalog, charts, forcesJson, gameFile, stats, TABLE_JSON } from "./support";

/**
 * The game file: validation with paths, the version check, and the parse/serialize pair. `base()` is a
 * sightline-game/1 file (it still opens, through MIGRATIONS[1]); `v3()` is the format written now.
 */

const refs = { catalog, charts, stats };
const base = () => ({
  format: "sightline-game/1",
  table: TABLE_JSON,
  forces: forcesJson(),
  seed: 7,
  commands: [] as unknown[],
});
/** As Sightline writes it: with the commitment (only a set-up with an empty log may leave it out). */
const v3 = () => ({ ...base(), format: GAME_FORMAT, ruleset: "firestrike", commitment: commitmentOf(7) });
const v2 = () => ({ ...base(), format: "sightline-game/2", ruleset: "firestrike" });
const problems = (json: unknown) => {
  const r = validateGame(json, refs);
  if (r.ok) throw new Error("expected problems");
  return r.error;
};

describe("version", () => {
  it("refuses a newer format with a message that says to update", () => {
    expect(problems({ ...v3(), format: "sightline-game/4" })).toEqual([
      {
        path: "$.format",
        message:
          '"sightline-game/4" was saved by a newer Sightline (game format version 4); this version reads up to "sightline-game/3": update Sightline to open it',
      },
    ]);
  });

  it("refuses an unknown format, and points a table file to the right place", () => {
    expect(problems({ ...base(), format: "chess/1" })[0]!.message).toBe(
      'has format "chess/1": it is not a Sightline game (sightline-game/3)',
    );
    expect(problems(TABLE_JSON)[0]!.message).toMatch(/this is a table file/);
    expect(problems([])[0]).toEqual({ path: "$", message: "a game file must be a JSON object" });
  });

  it("migrates version 1 (Firestrike's only) forward: bare entries, no seats, the seed kept as public", () => {
    expect(Object.keys(MIGRATIONS)).toEqual(["1", "2"]);
    const up = MIGRATIONS[1]!({ ...base(), commands: [{ type: "done", side: "blue" }] });
    expect(up).toMatchObject({
      format: "sightline-game/2",
      ruleset: "firestrike",
      seed: 7,
      commands: [{ command: { type: "done", side: "blue" } }],
    });
  });

  it("migrates version 2 forward: the legacy sfc32 dice, the seed kept (revealed), its commitment", () => {
    const up = MIGRATIONS[2]!({
      ...v2(),
      commands: [{ seat: "blue", command: { type: "done", side: "blue" } }],
    });
    expect(up).toMatchObject({ format: GAME_FORMAT, dice: "sfc32", seed: 7, commitment: commitmentOf(7) });
    const f = validateGame(v2(), refs);
    if (!f.ok) throw new Error(JSON.stringify(f.error));
    expect(f.value).toMatchObject({
      dice: "sfc32",
      seed: 7,
      commitment: commitmentOf(7),
      openingRolls: null,
    });
    expect(problems({ ...v2(), seed: undefined })).toEqual([{ path: "$.seed", message: "Required" }]);
  });

  it("names a ruleset this Sightline does not know", () => {
    expect(problems({ ...v3(), ruleset: "chess" })[0]).toEqual({
      path: "$.ruleset",
      message: 'this Sightline has no ruleset "chess" (it knows "firestrike")',
    });
  });
});

describe("validation names the place of every problem", () => {
  it("inside the table, the forces and the log", () => {
    const bad = {
      ...base(),
      table: { ...TABLE_JSON, width: -1 },
      forces: { ...(forcesJson() as object), sides: [] },
      commands: [{ type: "done" }, { type: "move", base: "b1", mode: "fly", path: [[1, 1]] }],
    };
    const paths = problems(bad).map((p) => p.path);
    expect(paths).toContain("$.table.width");
    expect(paths).toContain("$.forces.sides");
    expect(paths).toContain("$.commands[0].side");
    expect(paths).toContain("$.commands[1].mode");
  });

  it("inside a version-2 log entry, under its command", () => {
    const bad = { ...v3(), commands: [{ seat: "blue", command: { type: "done" } }] };
    expect(problems(bad).map((p) => p.path)).toContain("$.commands[0].command.side");
    const noSeat = { ...v3(), commands: [{ seat: "", command: { type: "done", side: "blue" } }] };
    expect(problems(noSeat).map((p) => p.path)).toContain("$.commands[0].seat");
  });

  it("refuses a seed that is not the one committed to, and a file with neither", () => {
    expect(problems({ ...v3(), commitment: commitmentOf(8) })).toEqual([
      {
        path: "$.seed",
        message: `this is not the seed the game committed to: its SHA-256 is ${commitmentOf(7).slice(0, 12)}…, the commitment is ${commitmentOf(8).slice(0, 12)}…`,
      },
    ]);
    expect(problems({ ...v3(), seed: undefined, commitment: undefined })[0]).toEqual({
      path: "$.commitment",
      message: "a game file needs its dice commitment (or its seed)",
    });
    expect(problems({ ...v3(), commitment: "abc" })[0]!.path).toBe("$.commitment");
  });

  it("refuses a played file without its commitment, and a file without its log (issue 31 item 7)", () => {
    const entry = { seat: "blue", command: { type: "done", side: "blue" } };
    for (const played of [{ commands: [entry] }, { openingRolls: [3] }])
      expect(problems({ ...v3(), commitment: undefined, ...played })).toEqual([
        {
          path: "$.commitment",
          message: expect.stringMatching(/^a file with a seed must carry the commitment/),
        },
      ]);
    // A set-up not played yet may: its commitment is computed from its seed.
    expect(validateGame({ ...v3(), commitment: undefined }, refs).ok).toBe(true);
    const { commands: _, ...noLog } = v3();
    expect(problems(noLog).map((p) => p.path)).toEqual(["$.commands"]);
  });

  it("names a bad recorded roll under its entry or the opening rolls", () => {
    const bad = { ...v3(), openingRolls: [0], commands: [{ command: { type: "advance" }, rolls: [3, 1.5] }] };
    const paths = problems(bad).map((p) => p.path);
    expect(paths).toContain("$.openingRolls[0]");
    expect(paths).toContain("$.commands[0].rolls[1]");
  });

  it("refuses seats that are not the set-up's sides", () => {
    expect(problems({ ...v3(), seats: ["blue", "green"] })[0]!.path).toBe("$.seats");
  });

  it("reports JSON syntax errors with line and column", () => {
    const r = parseGameText('{\n "format": "sightline-game/1",\n "seed": 1,,\n}', refs);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.message).toMatch(/line 3, column/);
  });
});

describe("parse and serialize are a pair", () => {
  it("round-trips a file with entries, one entry per line", () => {
    const f = {
      ...gameFile(),
      commands: [{ type: "deploy" as const, base: "b1", at: [10, 5] as [number, number], facing: 0 }],
      entrySeats: ["blue"],
    };
    const text = serializeGame(f);
    expect(text).toContain(
      '\n  {"seat":"blue","command":{"type":"deploy","base":"b1","at":[10,5],"facing":0}}\n',
    );
    const back = parseGameText(text, refs);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(serializeGame(back.value)).toBe(text);
    expect(back.value.commands).toEqual(f.commands);
    expect(back.value.entrySeats).toEqual(["blue"]);
  });

  it("writes the dice: scheme, commitment, the seed only when known, each entry's rolls", () => {
    const f = {
      ...gameFile(),
      seed: null,
      openingRolls: [4, 12],
      commands: [{ type: "advance" as const }, { type: "advance" as const }],
      entrySeats: ["engine", "engine"],
      rolls: [[20, 1], []],
    };
    const text = serializeGame(f);
    const json = JSON.parse(text);
    expect(json).toMatchObject({
      dice: "sha256",
      commitment: commitmentOf("test-seed"),
      openingRolls: [4, 12],
    });
    expect(json).not.toHaveProperty("seed");
    expect(json.commands).toEqual([
      { seat: "engine", command: { type: "advance" }, rolls: [20, 1] },
      { seat: "engine", command: { type: "advance" } },
    ]);
    const back = parseGameText(text, refs);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.value).toMatchObject({ seed: null, openingRolls: [4, 12], rolls: [[20, 1], null] });
    expect(serializeGame(back.value)).toBe(text);
  });
});

describe("entries", () => {
  it("hot-seat entry names never clash with engine command names", () => {
    for (const t of META_ENTRY_TYPES) expect(COMMAND_TYPES_FOR_TEST).not.toContain(t);
  });

  it("parses both kinds and names the bad field", () => {
    expect(parseEntry({ type: "done", side: "blue" })).toEqual({
      ok: true,
      value: { type: "done", side: "blue" },
    });
    expect(parseEntry({ type: "advance" })).toEqual({ ok: true, value: { type: "advance" } });
    const bad = parseEntry({ type: "deploy", base: "b1", at: [1] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.path).toBe("$.at");
  });
});
