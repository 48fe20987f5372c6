import { describe, expect, it } from "vitest";
import { META_ENTRY_TYPES, parseEntry } from "../../../src/core/firestrike/match/entries";
import {
  GAME_FORMAT,
  MIGRATIONS,
  parseGameText,
  serializeGame,
  validateGame,
} from "../../../src/core/game/format";
import { COMMAND_TYPES_FOR_TEST } from "./command-types";
import { catalog, charts, forcesJson, gameFile, stats, TABLE_JSON } from "./support";

/** The sightline-game/1 file: validation with paths, the version check, and the parse/serialize pair. */

const refs = { catalog, charts, stats };
const base = () => ({ format: GAME_FORMAT, table: TABLE_JSON, forces: forcesJson(), seed: 7, commands: [] });
const problems = (json: unknown) => {
  const r = validateGame(json, refs);
  if (r.ok) throw new Error("expected problems");
  return r.error;
};

describe("version", () => {
  it("refuses a newer format with a message that says to update", () => {
    expect(problems({ ...base(), format: "sightline-game/2" })).toEqual([
      {
        path: "$.format",
        message:
          '"sightline-game/2" was saved by a newer Sightline (game format version 2); this version reads up to "sightline-game/1": update Sightline to open it',
      },
    ]);
  });

  it("refuses an unknown format, and points a table file to the right place", () => {
    expect(problems({ ...base(), format: "chess/1" })[0]!.message).toBe(
      'has format "chess/1": it is not a Sightline game (sightline-game/1)',
    );
    expect(problems(TABLE_JSON)[0]!.message).toMatch(/this is a table file/);
    expect(problems([])[0]).toEqual({ path: "$", message: "a game file must be a JSON object" });
  });

  it("has no migrations yet: version 1 is the first", () => {
    expect(Object.keys(MIGRATIONS)).toEqual([]);
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
    };
    const text = serializeGame(f);
    expect(text).toContain('\n  {"type":"deploy","base":"b1","at":[10,5],"facing":0}\n');
    const back = parseGameText(text, refs);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(serializeGame(back.value)).toBe(text);
    expect(back.value.commands).toEqual(f.commands);
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
