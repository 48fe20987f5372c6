import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayText } from "../../src/cli/replay";
import { GAME_FORMAT, parseGameText, serializeGame } from "../../src/core/game/format";
import { registryOf, SPECTATOR_SEAT } from "../../src/core/game/ruleset";
import {
  logFile,
  openSession,
  playAs,
  type Session,
  seatView,
  undo,
  undoProblem,
} from "../../src/core/game/session";
import { toyRuleset } from "../support/toy/core/ruleset";

// Regression (issue 24 items 1 and 8): session, undo, log and the save format were typed on Firestrike,
// so no other ruleset could be played. A toy ruleset (tests/support/toy/core/ruleset.ts) now runs through
// every generic path: session, undo, replay, seatView, the save format and `sightline replay`'s
// function, with core/game untouched for it.

const rulesets = registryOf(toyRuleset);
const root = new URL("../..", import.meta.url).pathname;

const newGame = (seed: string) =>
  JSON.stringify({
    format: GAME_FORMAT,
    ruleset: "toy-duel",
    seed,
    units: [
      { id: "a", order: "flank left" },
      { id: "b", order: "hold the ridge" },
    ],
    commands: [],
  });

function start(seed = "duel-1"): Session {
  const f = parseGameText(newGame(seed), rulesets);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, rulesets);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays until one unit is hit: a takes cover once, then both shoot. */
function playOut(s: Session): Session {
  let cur = must(playAs(s, "a", { type: "cover" }));
  for (let guard = 0; !cur.game.over(cur.now) && guard < 200; guard++) {
    const [seat] = cur.game.seatsToAct(cur.now);
    cur = must(playAs(cur, seat!, { type: "shoot" }));
  }
  return cur;
}

describe("a toy ruleset through the generic engine", () => {
  it("plays to the end with seats checked by the engine", () => {
    const s = start();
    expect(s.file.seats).toEqual(["a", "b"]);
    expect(must(playAs(s, "a", { type: "shoot" })).journal[0]!.seat).toBe("a");
    const wrong = playAs(s, "b", { type: "shoot" });
    expect(wrong.ok ? null : wrong.error.message).toBe("b may not act now (a may)");
    const spectator = playAs(s, SPECTATOR_SEAT, { type: "shoot" });
    expect(spectator.ok ? null : spectator.error.message).toBe("a spectator may act on nothing");
    const bad = playAs(s, "a", { type: "charge" });
    expect(bad.ok).toBe(false);
    const end = playOut(s);
    expect(end.game.over(end.now)).toBe(true);
    expect(end.game.seatsToAct(end.now)).toEqual([]);
  });

  it("undoes an entry without dice, and refuses once dice were rolled", () => {
    const s = start();
    const covered = must(playAs(s, "a", { type: "cover" }));
    expect(undoProblem(covered)).toBeNull();
    const back = must(undo(covered));
    expect(back.now).toEqual(s.now);
    expect(back.file.commands).toEqual([]);
    const shot = must(playAs(s, "a", { type: "shoot" }));
    expect(undoProblem(shot)).toMatch(/dice were rolled/);
  });

  it("shows each seat its own secret order and never the generator", () => {
    const s = playOut(start());
    const a = seatView(s, "a") as Record<string, unknown>;
    const b = seatView(s, "b") as Record<string, unknown>;
    expect(a.order).toBe("flank left");
    expect(b.order).toBe("hold the ridge");
    for (const v of [a, b, seatView(s, SPECTATOR_SEAT)]) {
      const text = JSON.stringify(v);
      expect(text).not.toContain('"rng"');
      expect(text).not.toContain("duel-1");
    }
    expect(JSON.stringify(a)).not.toContain("hold the ridge");
  });

  it("saves as sightline-game/3 and replays to the same state, in-process and through replayText", () => {
    const s = playOut(start("duel-7"));
    const text = serializeGame(logFile(s, null), rulesets);
    expect(JSON.parse(text)).toMatchObject({
      format: "sightline-game/3",
      ruleset: "toy-duel",
      seats: ["a", "b"],
    });
    const again = parseGameText(text, rulesets);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    const reopened = openSession(again.value, rulesets);
    if (!reopened.ok) throw new Error("does not reopen");
    expect(reopened.value.now).toEqual(s.now);
    expect(reopened.value.journal).toEqual(s.journal);
    const r = replayText("duel.json", text, rulesets);
    expect(r.ok && r.json).toMatchObject({ ok: true, ruleset: "toy-duel", over: true, toAct: [] });
    // A flipped seat is refused with its entry.
    const g = JSON.parse(text);
    g.commands[1].seat = "a";
    const flipped = replayText("duel.json", JSON.stringify(g), rulesets);
    expect(flipped.ok ? null : flipped.problems[0]!.path).toBe("$.commands[1]");
  });

  it("its rolls verify against the revealed seed through replayText; a tampered one is named", () => {
    const s = playOut(start("duel-9"));
    const json = JSON.parse(serializeGame(logFile(s, null), rulesets));
    expect(json.seed).toBe("duel-9");
    const r = replayText("duel.json", JSON.stringify(json), rulesets, {}, { verify: true });
    expect(r.ok && r.text).toMatch(/\nrolls verified against the revealed seed$/);
    const i = json.commands.findIndex((c: { rolls?: number[] }) => c.rolls?.length);
    const roll = json.commands[i].rolls[0];
    json.commands[i].rolls[0] = (roll % 6) + 1;
    const forged = replayText("duel.json", JSON.stringify(json), rulesets);
    expect(forged.ok ? null : forged.problems).toContainEqual({
      path: `$.commands[${i}].rolls[0]`,
      message: `recorded ${(roll % 6) + 1}, the seed gives ${roll}`,
    });
    // Before the end, a copy carries no seed and replays from its record.
    const mid = must(playAs(start("duel-9"), "a", { type: "shoot" }));
    const unfinished = serializeGame(logFile(mid, null), rulesets);
    expect(unfinished).not.toContain("duel-9");
    const u = replayText("duel.json", unfinished, rulesets);
    expect(u.ok && u.text).toMatch(
      /unfinished game: replayed from its recorded rolls \(seed not revealed\)$/,
    );
  });

  it("core/game has no line written for the toy", () => {
    const dir = `${root}src/core/game`;
    const mentions = readdirSync(dir).filter((f) => /toy/i.test(readFileSync(`${dir}/${f}`, "utf8")));
    expect(mentions).toEqual([]);
  });
});
