import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { firestrikeRuleset } from "../../src/core/firestrike/match/ruleset";
import { fileOf, play, type Session } from "../../src/core/firestrike/match/session";
import { commitmentOf, derivedRoll } from "../../src/core/game/dice";
import { parseGameText, serializeGame } from "../../src/core/game/format";
import { registryOf } from "../../src/core/game/ruleset";
import { logFile, openSession } from "../../src/core/game/session";
import type { Problem } from "../../src/core/problems";
import { measuredDeps } from "../core/game/measured";
import { deployed, fakeDeps, playAll } from "../core/game/support";

// Regression (issue 24 item 4): the dice seed was in the save file and every client replayed from it,
// so anyone could predict every roll. Now the host keeps the seed; the file carries its commitment
// (SHA-256) from the start and every entry's rolls; the seed is written once the game is over. A
// finished game's rolls verify against the revealed seed; a tampered roll fails naming its entry and
// draw; an unfinished log replays from its recorded rolls.

const deps = fakeDeps();
const rulesets = registryOf(firestrikeRuleset(deps));
const measured = registryOf(firestrikeRuleset(measuredDeps()));
const fixtures = new URL("../fixtures/games/", import.meta.url).pathname;
const save = (f: Parameters<typeof serializeGame>[0]) => serializeGame(f, rulesets);

/** Opens a game file's text as `sightline replay` does: its problems, or the session. */
function reopen(text: string, reg = rulesets): { ok: true; s: Session } | { ok: false; problems: Problem[] } {
  const f = parseGameText(text, reg);
  if (!f.ok) return { ok: false, problems: f.error };
  const s = openSession(f.value, reg);
  return s.ok ? { ok: true, s: s.value as unknown as Session } : { ok: false, problems: s.error };
}

const opened = (text: string, reg = rulesets): Session => {
  const r = reopen(text, reg);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.s;
};

/** A game with dice in play (the start's, an HQ's move roll), then conceded by red. */
function game(): { unfinished: Session; finished: Session } {
  const unfinished = playAll(deployed(), { type: "roll-hq-move", base: "bhq1" });
  return { unfinished, finished: playAll(unfinished, { type: "concede", side: "red" }) };
}

/** The first recorded roll of a saved file: its entry index and the roll. */
const firstRoll = (json: { commands: { rolls?: number[] }[] }) => {
  const i = json.commands.findIndex((c) => (c.rolls?.length ?? 0) > 0);
  return { i, roll: json.commands[i]!.rolls![0]! };
};

describe("commit–reveal dice", () => {
  it("an unfinished game's file carries the commitment and the rolls, never the seed", () => {
    const { unfinished } = game();
    const text = save(fileOf(unfinished, null));
    const json = JSON.parse(text);
    expect(json).toMatchObject({
      format: "sightline-game/3",
      dice: "sha256",
      commitment: commitmentOf("test-seed"),
    });
    expect(json).not.toHaveProperty("seed");
    expect(text).not.toContain("test-seed");
    // Each roll is the one the seed gives for its entry and draw (checked here, where the seed is known).
    const { i, roll } = firstRoll(json);
    expect(roll).toBe(derivedRoll("test-seed", i, 0, 20));
  });

  it("replays an unfinished game from its recorded rolls, and cannot roll without the seed", () => {
    const { unfinished } = game();
    const copy = opened(save(fileOf(unfinished, null)));
    expect(copy.now).toEqual(unfinished.now);
    expect(copy.journal).toEqual(unfinished.journal);
    expect(copy.host).toBeNull();
    const before = opened(save(fileOf(deployed(), null)));
    const roll = play(before, { type: "roll-hq-move", base: "bhq1" });
    expect(roll.ok ? null : roll.error.message).toBe(
      "dice are rolled by the game's host: this copy has no seed",
    );
    // The host's own copy keeps the seed and goes on rolling exactly as the host would.
    const host = opened(save(fileOf(unfinished, null, { host: true })));
    const next = { type: "done", side: "blue" };
    const a = play(host, next);
    const b = play(unfinished, next);
    if (!a.ok || !b.ok) throw new Error("done refused");
    expect(a.value.now).toEqual(b.value.now);
  });

  it("an entry asking for more rolls than recorded is a problem naming $.commands[i]", () => {
    const { unfinished } = game();
    const json = JSON.parse(save(fileOf(unfinished, null)));
    const { i } = firstRoll(json);
    delete json.commands[i].rolls;
    const r = reopen(JSON.stringify(json));
    expect(r.ok ? null : r.problems[0]).toEqual({
      path: `$.commands[${i}]`,
      message: "the entry needs dice (a d20), but the file records none for it and its seed is not revealed",
    });
    json.commands[i].rolls = [json.commands.at(-1).rolls?.[0] ?? 1];
    const short = reopen(JSON.stringify(json));
    expect(short.ok ? null : short.problems[0]!.message).toMatch(/more dice than the 1 recorded/);
  });

  it("a finished game reveals its seed, and its rolls verify against it", () => {
    const { finished } = game();
    const text = save(fileOf(finished, null));
    expect(JSON.parse(text).seed).toBe("test-seed");
    const again = opened(text);
    expect(again.now).toEqual(finished.now);
    expect(again.host?.seed).toBe("test-seed");
  });

  it("a tampered roll fails verification, naming its entry and draw", () => {
    const { finished } = game();
    const json = JSON.parse(save(fileOf(finished, null)));
    const { i, roll } = firstRoll(json);
    const forged = (roll % 20) + 1;
    json.commands[i].rolls[0] = forged;
    const r = reopen(JSON.stringify(json));
    expect(r.ok ? null : r.problems).toContainEqual({
      path: `$.commands[${i}].rolls[0]`,
      message: `recorded ${forged}, the seed gives ${roll}`,
    });
    // Without the seed the forged roll cannot be caught: that is why the seed is revealed at the end.
    delete json.seed;
    expect(reopen(JSON.stringify(json)).ok).toBe(true);
  });

  it("a revealed seed that is not the committed one is refused at $.seed", () => {
    const { finished } = game();
    const json = JSON.parse(save(fileOf(finished, null)));
    json.seed = "another-seed";
    const r = reopen(JSON.stringify(json));
    expect(r.ok ? null : r.problems[0]!.path).toBe("$.seed");
  });

  it("the shipped sightline-game/1 skirmish (legacy sfc32 dice) verifies after a save, and catches a forgery", () => {
    const v1 = opened(readFileSync(`${fixtures}skirmish.json`, "utf8"), measured);
    expect(v1.game.over(v1.now)).toBe(true);
    const json = JSON.parse(serializeGame(logFile(v1, null), measured));
    expect(json).toMatchObject({
      dice: "sfc32",
      seed: "crossroads-1",
      commitment: commitmentOf("crossroads-1"),
    });
    expect(opened(JSON.stringify(json), measured).now).toEqual(v1.now);
    const { i, roll } = firstRoll(json);
    json.commands[i].rolls[0] = (roll % 20) + 1;
    const r = reopen(JSON.stringify(json), measured);
    expect(r.ok ? null : r.problems[0]!.path).toBe(`$.commands[${i}].rolls[0]`);
  });
});
