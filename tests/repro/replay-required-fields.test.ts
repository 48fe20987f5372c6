import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadRulesets } from "../../src/cli/rulesets";
import { commitmentOf } from "../../src/core/game/dice";
import { GAME_FORMAT, parseGameText, serializeGame } from "../../src/core/game/format";
import { logFile, openSession } from "../../src/core/game/session";
import { runCli } from "../support/cli-capture";

// Regression (issue 31 item 7): a save without `commands` replayed as an empty game (exit 0, "0
// entries replayed"), and a file whose `commitment` was removed "verified" against a seed chosen after
// the game (its rolls rewritten to match). Both are refused, naming the field.

const games = new URL("../fixtures/games/", import.meta.url).pathname;
const { registry } = await loadRulesets({ charts: undefined, units: undefined });
const dir = mkdtempSync(join(tmpdir(), "sightline-replay-fields-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// biome-ignore lint/suspicious/noExplicitAny: the tests edit a game's JSON
type Json = Record<string, any>;

/** A game file's text saved again as `sightline-game/3` (the host's copy: with seed and commitment). */
function resaved(text: string): Json {
  const f = parseGameText(text, registry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, registry);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return JSON.parse(serializeGame(logFile(s.value, null, { host: true }), registry));
}

/** The recorded firefight game, saved as sightline-game/3 with its rolls. */
const firefight = () => resaved(readFileSync(`${games}firefight-farm.json`, "utf8"));

async function replay(name: string, json: Json, ...flags: string[]) {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(json));
  return runCli("replay", path, "--json", ...flags);
}

describe("repro: replay refuses a file missing what the format requires", () => {
  it("a save without `commands` is refused at $.commands, not replayed as an empty game", async () => {
    const { commands: _, ...g } = firefight();
    const r = await replay("no-commands.json", g);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out).problems).toEqual([
      { path: "$.commands", message: expect.stringMatching(/required/i) },
    ]);
  });

  it("a log whose commitment was removed does not verify against a seed invented afterwards", async () => {
    // The forger's file: the same commands, the rolls a new seed gives, and no commitment to betray it.
    const g = firefight();
    expect(g.commands.some((c: Json) => c.rolls?.length)).toBe(true);
    const { commitment: _c, openingRolls: _o, ...bare } = g;
    const invented = {
      ...bare,
      seed: "chosen-after-the-game",
      commitment: commitmentOf("chosen-after-the-game"),
      commands: g.commands.map(({ rolls: _r, ...c }: Json) => c),
    };
    // (other dice make a different game: the forger keeps the part of the log they leave legal)
    for (;;) {
      const f = parseGameText(JSON.stringify(invented), registry);
      const s = f.ok ? openSession(f.value, registry) : f;
      const at = s.ok ? null : /^\$\.commands\[(\d+)\]/.exec(s.error[0]?.path ?? "");
      if (!at) break;
      invented.commands = invented.commands.slice(0, Number(at[1]));
    }
    expect(invented.commands.length).toBeGreaterThan(5);
    const forged = resaved(JSON.stringify(invented));
    expect(forged.commands.some((c: Json) => c.rolls?.length)).toBe(true);
    delete forged.commitment;
    const r = await replay("forged.json", forged, "--verify");
    expect(r.code).toBe(1);
    const problems = JSON.parse(r.out).problems;
    expect(problems).toEqual([
      {
        path: "$.commitment",
        message: expect.stringContaining("must carry the commitment made before the game"),
      },
    ]);
  });

  it("a set-up with an empty log and a seed may still leave the commitment out (it is computed)", async () => {
    const { commitment: _c, openingRolls: _o, ...g } = firefight();
    const r = await replay("setup.json", { ...g, commands: [] });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ ok: true, entries: 0 });
  });

  it("sightline-game/1 and /2 files, whose seed was public and never committed to, still open", async () => {
    for (const name of ["skirmish.json", "skirmish-v2.json"]) {
      const json = JSON.parse(readFileSync(`${games}${name}`, "utf8")) as Json;
      expect(json.commitment).toBeUndefined();
      expect(json.format).not.toBe(GAME_FORMAT);
      const r = await replay(name, json);
      expect(r.code, r.out + r.err).toBe(0);
    }
  });
});
