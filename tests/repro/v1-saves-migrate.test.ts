import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseGameText, serializeGame } from "../../src/core/firestrike/match/format";
import { fileOf, openSession } from "../../src/core/firestrike/match/session";
import { allBases } from "../../src/core/firestrike/query";
import { measuredDeps } from "../core/game/measured";

// Regression (issue 24 item 5): the save format was Firestrike's sightline-game/1 with no ruleset, no
// seats and no seat per entry. It is now sightline-game/3 (item 4 added the dice); MIGRATIONS[1] and [2]
// open every /1 save with its old sfc32 rolls. Every shipped /1 fixture opens, replays to its final
// state, and saved as /3 (its rolls recorded, the seed written only if the game is over) reopens to the
// same state, journal and seats; the skirmish still reaches its golden state.

const games = new URL("../fixtures/games/", import.meta.url).pathname;
const v1 = readdirSync(games).filter(
  (f) =>
    f.endsWith(".json") && JSON.parse(readFileSync(join(games, f), "utf8")).format === "sightline-game/1",
);
const deps = measuredDeps();

describe("every shipped sightline-game/1 save opens and replays, as /1 and saved again as /3", () => {
  it("finds the shipped version-1 saves", () => {
    expect(v1).toEqual(expect.arrayContaining(["skirmish.json", "actions.json"]));
  });

  it.each(v1)("%s", (name) => {
    const file = parseGameText(readFileSync(join(games, name), "utf8"), deps);
    if (!file.ok) throw new Error(JSON.stringify(file.error));
    expect(file.value.ruleset).toBe("firestrike");
    expect(file.value.entrySeats.every((s) => s === null)).toBe(true);
    const a = openSession(file.value, deps);
    if (!a.ok) throw new Error(JSON.stringify(a.error));
    const text = serializeGame(fileOf(a.value, null));
    const saved = JSON.parse(text);
    expect(saved).toMatchObject({ format: "sightline-game/3", dice: "sfc32" });
    const recorded = [
      saved.openingRolls ?? [],
      ...saved.commands.map((c: { rolls?: number[] }) => c.rolls ?? []),
    ];
    expect(recorded.flat().length).toBeGreaterThan(0);
    expect(saved.seed !== undefined).toBe(a.value.game.over(a.value.now));
    const again = parseGameText(text, deps);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    expect(again.value.entrySeats.every((s) => s !== null)).toBe(true);
    const b = openSession(again.value, deps);
    if (!b.ok) throw new Error(JSON.stringify(b.error));
    expect(b.value.now).toEqual(a.value.now);
    expect(b.value.journal).toEqual(a.value.journal);
    if (name === "skirmish.json") {
      const golden = JSON.parse(readFileSync(join(games, "skirmish.golden.json"), "utf8"));
      const { rng: _rng, commands: _commands, ...state } = golden.state;
      expect(JSON.parse(JSON.stringify(b.value.now.state))).toEqual(state);
      expect(allBases(b.value.now.state!).length).toBeGreaterThan(0);
    }
  });
});
