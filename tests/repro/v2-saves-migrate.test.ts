import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseGameText, serializeGame } from "../../src/core/firestrike/match/format";
import { fileOf, openSession } from "../../src/core/firestrike/match/session";
import { measuredDeps } from "../core/game/measured";

// Regression (issue 24 item 4): sightline-game/2 kept the seed in the clear and rolled from one sfc32
// stream in the game state; /3 has the engine deal the dice. tests/fixtures/games/skirmish-v2.json is
// the recorded skirmish as Sightline saved it in version 2 (written by the code before commit–reveal
// dice; laid out by biome, the same JSON). MIGRATIONS[2] opens it with its legacy stream: it replays to the same final state and journal
// as its /1 original, and saved as /3 its rolls are recorded and verify against its (public) seed.

const games = new URL("../fixtures/games/", import.meta.url).pathname;
const deps = measuredDeps();

function open(name: string) {
  const f = parseGameText(readFileSync(`${games}${name}`, "utf8"), deps);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, deps);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return { file: f.value, s: s.value };
}

describe("a sightline-game/2 save opens with its old rolls", () => {
  it("skirmish-v2.json replays to the golden state, as its /1 original does", () => {
    const v2 = open("skirmish-v2.json");
    const v1 = open("skirmish.json");
    expect(v2.file).toMatchObject({ dice: "sfc32", seed: "crossroads-1", openingRolls: null });
    expect(v2.file.entrySeats.every((s) => s !== null)).toBe(true);
    expect(v2.s.now).toEqual(v1.s.now);
    expect(v2.s.journal).toEqual(v1.s.journal);
    const golden = JSON.parse(readFileSync(`${games}skirmish.golden.json`, "utf8"));
    const { rng: _rng, commands: _commands, ...state } = golden.state;
    expect(JSON.parse(JSON.stringify(v2.s.now.state))).toEqual(state);
  });

  it("saved as /3, it records every roll and they verify against the seed", () => {
    const { s } = open("skirmish-v2.json");
    const text = serializeGame(fileOf(s, null));
    const json = JSON.parse(text);
    expect(json).toMatchObject({ format: "sightline-game/3", dice: "sfc32", seed: "crossroads-1" });
    const again = parseGameText(text, deps);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    const rolled = again.value.rolls.filter((r) => r !== null).flat();
    expect(rolled.length).toBe(s.journal.flatMap((j) => j.rolls).length);
    expect(rolled.length).toBeGreaterThan(20);
    const reopened = openSession(again.value, deps);
    if (!reopened.ok) throw new Error(JSON.stringify(reopened.error));
    expect(reopened.value.now).toEqual(s.now);
  });
});
