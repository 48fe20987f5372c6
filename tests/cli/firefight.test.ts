import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firefightOptions } from "../../src/cli/rulesets/firefight/firefight";
import { commitmentOf } from "../../src/core/game/dice";
import { GAME_FORMAT } from "../../src/core/game/format";
import { runCli } from "../support/cli-capture";

const TABLE = "terrain/firefight-farm.json";

describe("sightline firefight: the fire-fight calculator", () => {
  it("shows per model LOS, range, shots, to-hit with concealment, save targets and allocation", async () => {
    const r = await runCli("firefight", TABLE, "blue-rifles", "red-rifles");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^blue-rifles shoots at red-rifles: \d+ shots?$/m);
    expect(r.out).toMatch(
      /blue-rifles-1 +SHOOTS, hits on 4 or less \(Bs 4\): sees \d of red-rifles, nearest [\d.]+ y \(range 24 y\)/,
    );
    expect(r.out).toMatch(/hits on 2 or less \(Bs 4 halved, concealment\)/);
    expect(r.out).toMatch(/wounds on blue-rifles, closest first \(S 3 vs T 3\):/);
    expect(r.out).toMatch(/1\. blue-rifles-\d +save 3\+ \(table 4\+, \+1 cover\)/);
    expect(r.out).not.toMatch(/resolution:/);
  });

  it("resolves with scripted dice, in the order the rules use them", async () => {
    const dice = Array.from({ length: 30 }, (_, i) => (i % 6) + 1).join(",");
    const r = await runCli("firefight", TABLE, "blue-rifles", "red-rifles", "--dice", dice, "--json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.resolution.volleys[0].rolls.map((x: { roll: number }) => x.roll)).toEqual([1, 2, 3, 4, 5]);
    expect(j.resolution.woundsBy).toBeDefined();
    const text = await runCli("firefight", TABLE, "blue-rifles", "red-rifles", "--dice", dice);
    expect(text.out).toMatch(
      /red-rifles Cg check: \d \+ \d+ = \d+ against Cg 7: (passed \(CRV 0\)|failed, CRV \d+)/,
    );
  });

  it("explains bad input: unknown unit, same side, too few dice, bad flags", async () => {
    const unknown = await runCli("firefight", TABLE, "blue-rifles", "nobody");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/no unit "nobody" on table "Firefight farm" \(units: blue-rifles, /);
    const same = await runCli("firefight", TABLE, "blue-rifles", "blue-gunners");
    expect(same.err).toMatch(/both on side blue/);
    const few = await runCli("firefight", TABLE, "blue-rifles", "red-rifles", "--dice", "1,2");
    expect(few.code).toBe(2);
    expect(few.err).toMatch(/--dice gave 2 results; this fire fight needs more/);
    expect(() => firefightOptions([TABLE, "a", "b", "--dice", "1,7"])).toThrow(/D6 results 1 to 6/);
    expect(() => firefightOptions([TABLE, "a", "b", "--weapon", "sword"])).toThrow(/one of pistol, rifle/);
    const profile = await runCli("firefight", TABLE, "blue-rifles", "red-rifles", "--profile", "knight");
    expect(profile.err).toMatch(/no firefight profile "knight" \(profiles: trooper, /);
  });
});

describe("sightline replay plays a firefight game", () => {
  it("replays a saved game and reports where it ends", async () => {
    const table = JSON.parse(readFileSync(TABLE, "utf8"));
    const game = {
      format: GAME_FORMAT,
      ruleset: "firefight",
      name: "CLI replay",
      seed: "cli-1",
      // (a file with a log carries the commitment made before the game, issue 31 item 7)
      commitment: commitmentOf("cli-1"),
      table: { ...table, units: [] },
      sides: [
        { id: "blue", name: "Blue" },
        { id: "red", name: "Red" },
      ],
      units: [
        { id: "b", side: "blue", profile: "trooper", models: [{ id: "b1", x: 14, y: 18.2 }] },
        { id: "r", side: "red", profile: "trooper", models: [{ id: "r1", x: 18, y: 33 }] },
      ],
      commands: [
        { seat: "blue", command: { type: "move", unit: "b", by: [0, -1] } },
        { seat: "blue", command: { type: "done" } },
        { seat: "red", command: { type: "done" } },
      ],
    };
    const dir = mkdtempSync(join(tmpdir(), "ff-"));
    const file = join(dir, "game.json");
    writeFileSync(file, JSON.stringify(game));
    const r = await runCli("replay", file, "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      ok: true,
      ruleset: "firefight",
      entries: 3,
      turn: 1,
      step: "pair",
      toAct: ["blue"], // blue pairs (red may take back its move out of turn: no dice since)
    });
    game.commands[0]!.command = { type: "move", unit: "b", by: [0, -9] };
    writeFileSync(file, JSON.stringify(game));
    const bad = await runCli("replay", file);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(
      /\$\.commands\[0\]: .*is refused: b: the move costs 10.4 y \(difficult terrain counts 2×\)/,
    );
  });
});
