import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { playAs } from "../../src/core/firestrike/match/session";
import { parseGameText, serializeGame } from "../../src/core/game/format";
import { ENGINE_SEAT, registryOf, SPECTATOR_SEAT } from "../../src/core/game/ruleset";
import { logFile, openSession } from "../../src/core/game/session";
import { deployed, gameFile, open } from "../core/game/support";
import { firestrikeCliRuleset } from "../support/cli-rulesets";

// Regression (issue 24 item 2): the engine never checked who sent a command. `step()` worked the side
// out of the entry itself, so anyone could `advance` while blue was to act, or concede for blue; and a
// log entry recorded no seat at all. Now every entry has a seat, and a wrong, unknown or spectating
// seat is refused with a reason, through the engine and through `sightline replay`.

const root = new URL("../..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "sightline-seats-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const refusal = (r: { ok: boolean; error?: { message: string } }) => {
  if (r.ok) throw new Error("expected a refusal");
  return r.error!.message;
};

describe("the engine checks every command's seat", () => {
  it("refuses a side acting for the other side, or playing the engine's advance", () => {
    const s = deployed();
    // Blue's part of the step: red and the engine may not act now (issue 36 item 4)...
    expect(refusal(playAs(s, "red", { type: "place-move-marker", formation: "blue-tanks" }))).toBe(
      "red may not act now (blue may)",
    );
    expect(refusal(playAs(s, ENGINE_SEAT, { type: "done", side: "blue" }))).toBe(
      "engine may not act now (blue may)",
    );
    // ...but red may concede out of turn: only for itself.
    expect(refusal(playAs(s, "red", { type: "concede", side: "blue" }))).toBe("red may not act for blue");
    // The ruleset's own checks, for a seat that may act.
    expect(refusal(playAs(s, "blue", { type: "concede", side: "red" }))).toBe("blue may not act for red");
    expect(refusal(playAs(s, "blue", { type: "advance" }))).toMatch(/^advance is the engine's/);
  });

  it("refuses a seat the game does not have, and spectators", () => {
    const s = deployed();
    expect(refusal(playAs(s, "green", { type: "done", side: "blue" }))).toBe(
      'there is no seat "green" in this game (its seats are "blue", "red", "engine")',
    );
    expect(refusal(playAs(s, SPECTATOR_SEAT, { type: "advance" }))).toBe("a spectator may act on nothing");
  });

  it("refuses a seat that may not act now: only the deploying side acts during deployment", () => {
    const s = open(gameFile());
    const red = s.file.body.forces.bases.find((b) => b.side === "red" && !b.carriedBy && !b.towedBy)!;
    expect(refusal(playAs(s, "red", { type: "deploy", base: red.id, at: [6, 43], facing: 180 }))).toBe(
      "red may not act now (blue may)",
    );
  });

  it("accepts the right seat, and records it in the journal and the saved log", () => {
    const s = deployed();
    const r = playAs(s, "blue", { type: "place-move-marker", formation: "blue-tanks" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.journal.at(-1)!.seat).toBe("blue");
    // The engine's seat plays only the automatic end of a step, when nobody has anything left (issue
    // 36 item 4: seatsToAct is truthful); it may not cut blue's part of the step short.
    expect(refusal(playAs(r.value, ENGINE_SEAT, { type: "advance" }))).toBe(
      "engine may not act now (blue may)",
    );
    const e = playAs(r.value, "red", { type: "concede", side: "red" });
    if (!e.ok) throw new Error(e.error.message);
    expect(e.value.journal.at(-1)!.seat).toBe("red");
  });
});

describe("sightline replay refuses a flipped seat in a shipped game", () => {
  const rulesets = registryOf(firestrikeCliRuleset({ charts: undefined, units: undefined }));
  // The shipped sightline-game/1 skirmish, saved as /2 (every entry with its seat).
  const v1 = readFileSync(join(root, "tests/fixtures/games/skirmish.json"), "utf8");
  const file = parseGameText(v1, rulesets);
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  const opened = openSession(file.value, rulesets);
  if (!opened.ok) throw new Error(JSON.stringify(opened.error));
  const v2 = JSON.parse(serializeGame(logFile(opened.value, null), rulesets));

  function replay(edit: (g: { commands: { seat: string; command: { type: string } }[] }) => number) {
    const g = structuredClone(v2);
    const i = edit(g);
    const path = join(dir, `flipped-${i}.json`);
    writeFileSync(path, JSON.stringify(g));
    const r = spawnSync(process.execPath, ["src/cli/sightline.mjs", "replay", path, "--json"], {
      cwd: root,
      encoding: "utf8",
      timeout: 120_000,
    });
    return {
      i,
      code: r.status,
      out: JSON.parse(r.stdout) as { ok: boolean; problems: { path: string; message: string }[] },
    };
  }

  it("replays the /2 file as it is", () => {
    const r = replay(() => -1);
    expect(r.code).toBe(0);
    expect(r.out.ok).toBe(true);
  });

  it("names the entry whose seat was flipped to the other side, to a stranger, to a spectator", () => {
    for (const to of ["red", "green", SPECTATOR_SEAT]) {
      const r = replay((g) => {
        const i = g.commands.findIndex((c) => c.seat === "blue" && c.command.type !== "deploy");
        g.commands[i]!.seat = to;
        return i;
      });
      expect(r.code).toBe(1);
      expect(r.out.problems[0]!.path).toBe(`$.commands[${r.i}]`);
      expect(r.out.problems[0]!.message).toMatch(
        to === "red" ? /is refused: red may not act/ : to === "green" ? /no seat "green"/ : /spectator/,
      );
    }
  });
});
