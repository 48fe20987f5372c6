import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayText } from "../../src/cli/replay";
import { calculatorCommands, loadRulesets } from "../../src/cli/rulesets";
import { parseGameText, serializeGame } from "../../src/core/game/format";
import { logFile, openSession } from "../../src/core/game/session";
import { RULESETS } from "../../src/rulesets";

/**
 * `sightline replay`'s dispatch and dice (issue 24 items 4 and 7), in-process on the CLI's own registry
 * (rulesets.ts, the measured LOS engine): a game of the registry's ruleset replays, its rolls are
 * verified against a revealed seed, a tampered roll is named, an unrevealed game replays from its
 * recorded rolls and `--verify` refuses it. Every ruleset's calculators are commands of their own.
 */

const games = new URL("../fixtures/games/", import.meta.url).pathname;
const { registry, reporters } = await loadRulesets({ charts: undefined, units: undefined });
const skirmish = readFileSync(`${games}skirmish.json`, "utf8");

/** The skirmish saved as sightline-game/3 (over: its seed is revealed), as JSON to edit. */
function savedV3(): Record<string, unknown> & { commands: { rolls?: number[] }[]; seed?: unknown } {
  const f = parseGameText(skirmish, registry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, registry);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return JSON.parse(serializeGame(logFile(s.value, null), registry));
}

describe("sightline replay's dice, for the rulesets of its registry", () => {
  it("knows Firestrike, with its end report and its calculator", () => {
    expect([...registry.keys()]).toEqual(RULESETS.map((r) => r.id));
    expect(Object.keys(reporters)).toContain("firestrike");
    expect([...calculatorCommands().keys()]).toContain("fire");
  });

  it("verifies a finished game's rolls against its revealed seed", () => {
    const r = replayText("s.json", JSON.stringify(savedV3()), registry, reporters, { verify: true });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.text).toMatch(/^rolls verified against the revealed seed$/m);
    expect(r.text).toMatch(/ends at turn 2 of 2/);
    expect(r.json.dice).toMatchObject({ scheme: "sfc32", check: "verified" });
  });

  it("names a tampered roll by its entry and draw", () => {
    const g = savedV3();
    const i = g.commands.findIndex((c) => (c.rolls?.length ?? 0) > 0);
    const roll = g.commands[i]!.rolls![0]!;
    g.commands[i]!.rolls![0] = (roll % 20) + 1;
    const r = replayText("s.json", JSON.stringify(g), registry, reporters);
    expect(r.ok ? [] : r.problems).toContainEqual({
      path: `$.commands[${i}].rolls[0]`,
      message: `recorded ${(roll % 20) + 1}, the seed gives ${roll}`,
    });
  });

  it("replays a game without its seed from the recorded rolls; --verify refuses it", () => {
    const g = savedV3();
    delete g.seed;
    const plain = replayText("s.json", JSON.stringify(g), registry, reporters);
    if (!plain.ok) throw new Error(JSON.stringify(plain.problems));
    expect(plain.text).toMatch(/^finished game: replayed from its recorded rolls \(seed not revealed\)$/m);
    expect(plain.json.dice).toMatchObject({ check: "recorded" });
    const strict = replayText("s.json", JSON.stringify(g), registry, reporters, { verify: true });
    expect(strict.ok ? null : strict.problems[0]!.path).toBe("$.seed");
  });
});
