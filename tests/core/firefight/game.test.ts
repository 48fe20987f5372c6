import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayText } from "../../../src/cli/replay";
import { firefightEnd } from "../../../src/cli/rulesets/firefight/cli";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import type { Command } from "../../../src/core/firefight/commands";
import type { FightReport } from "../../../src/core/firefight/fight";
import type { FirefightState } from "../../../src/core/firefight/state";
import { GAME_FORMAT, parseGameText, serializeGame } from "../../../src/core/game/format";
import { registryOf, SPECTATOR_SEAT } from "../../../src/core/game/ruleset";
import {
  logFile,
  openSession,
  playAs,
  type Session,
  seatView,
  undo,
  undoProblem,
} from "../../../src/core/game/session";
import { cliFirefightRuleset } from "../../support/cli-rulesets";

// A whole firefight game on the shipped skirmish table, through the engine's session (seats, undo,
// seatView), the save format and `sightline replay`'s function, on the measured LOS engine.

const root = new URL("../../../", import.meta.url);
const tableJson = JSON.parse(readFileSync(new URL("terrain/firefight-farm.json", root), "utf8"));
const rulesets = registryOf(cliFirefightRuleset(builtinCatalog()));

const row = (prefix: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i + 1}`, x: x + i * 1.6, y }));

const gameText = (seed: string) =>
  JSON.stringify({
    format: GAME_FORMAT,
    ruleset: "firefight",
    name: "Farm skirmish",
    seed,
    table: { ...tableJson, units: [] },
    sides: [
      { id: "blue", name: "Blue" },
      { id: "red", name: "Red" },
    ],
    units: [
      { id: "blue-rifles", side: "blue", profile: "trooper", models: row("br", 14, 18.2, 5) },
      { id: "blue-gunners", side: "blue", profile: "gunner", models: row("bg", 26, 16.5, 2) },
      { id: "red-rifles", side: "red", profile: "trooper", models: row("rr", 18, 33, 5) },
      { id: "red-scouts", side: "red", profile: "scout", models: row("rs", 38, 27.5, 3) },
    ],
    turnLimit: 2,
    commands: [],
  });

function open(seed = "farm-1"): Session {
  const f = parseGameText(gameText(seed), rulesets);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, rulesets);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

/** The game reopened from its saved log cut after `n` entries. */
function cut(s: Session, n: number): Session {
  const g = JSON.parse(serializeGame(logFile(s, null, { host: true }), rulesets));
  g.commands = g.commands.slice(0, n);
  const f = parseGameText(JSON.stringify(g), rulesets);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const r = openSession(f.value, rulesets);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const st = (s: Session) => s.now as FirefightState;

/** Tries commands in order for the seat to act; the first the rules accept is played. */
function first(s: Session, seat: string, options: Command[]): Session {
  for (const c of options) {
    const r = playAs(s, seat, c);
    if (r.ok) return r.value;
  }
  throw new Error(`nothing of ${JSON.stringify(options)} was accepted`);
}

/** A simple player: pairs what it can, joins what it can, advances toward the enemy, resolves in order. */
function playOut(s0: Session): Session {
  let s = s0;
  for (let guard = 0; !s.game.over(s.now) && guard < 300; guard++) {
    const now = st(s);
    const [seat] = s.game.seatsToAct(now) as [string];
    const mine = now.units.filter((u) => u.side === seat && u.status === "active").map((u) => u.id);
    const theirs = now.units.filter((u) => u.side !== seat && u.status === "active").map((u) => u.id);
    const forward = seat === "blue" ? 1 : -1;
    const done: Command = { type: "done" };
    if (now.step.kind === "pair")
      s = first(s, seat, [
        ...mine.flatMap((u) => theirs.map((e): Command => ({ type: "pair", unit: u, enemy: e }))),
        done,
      ]);
    else if (now.step.kind === "join")
      s = first(s, seat, [
        ...mine.flatMap((u) => now.fights.map((_, i): Command => ({ type: "join", unit: u, fight: i }))),
        done,
      ]);
    else if (now.step.kind === "advance")
      s = first(s, seat, [
        ...mine
          .filter((u) => !now.moved.includes(u))
          .map((u): Command => ({ type: "advance", unit: u, by: [0, forward] })),
        done,
      ]);
    else if (now.step.kind === "fights")
      s = first(s, seat, [{ type: "resolve", fight: now.fights.findIndex((f) => !f.resolved) }]);
    else s = first(s, seat, [done]);
  }
  return s;
}

describe("a firefight game through the engine, on the measured table", () => {
  it("checks seats and steps, and refuses what the rules forbid with reasons", () => {
    const s = open();
    expect(s.file.seats).toEqual(["blue", "red"]);
    const wrong = playAs(s, "red", { type: "done" });
    expect(wrong.ok ? null : wrong.error.message).toBe("red may not act now (blue may)");
    const spectator = playAs(s, SPECTATOR_SEAT, { type: "done" });
    expect(spectator.ok).toBe(false);
    const far = playAs(s, "blue", { type: "move", unit: "blue-rifles", by: [-5, 0] });
    expect(far.ok ? null : far.error.message).toMatch(/costs 5 y .*more than the 4 y allowed/);
    const theirs = playAs(s, "blue", { type: "move", unit: "red-rifles", by: [0, 1] });
    expect(theirs.ok ? null : theirs.error.message).toMatch(/may not move red-rifles/);
    const moved = playAs(s, "blue", { type: "move", unit: "blue-gunners", by: [0, 1] });
    expect(moved.ok).toBe(true);
    // Undo of a move (no dice) is allowed.
    if (moved.ok) expect(undoProblem(moved.value)).toBeNull();
    if (moved.ok) expect(undo(moved.value).ok).toBe(true);
    // Pairing needs mutual LOS: the farmhouse hides the gunners from the scouts? Ask the rules.
    let p = playAs(s, "blue", { type: "done" });
    p = p.ok ? playAs(p.value, "red", { type: "done" }) : p;
    if (!p.ok) throw new Error(p.error.message);
    expect(st(p.value).step).toEqual({ kind: "pair" });
    const same = playAs(p.value, "blue", { type: "pair", unit: "blue-rifles", enemy: "blue-gunners" });
    expect(same.ok ? null : same.error.message).toMatch(/same side/);
    const paired = playAs(p.value, "blue", { type: "pair", unit: "blue-rifles", enemy: "red-rifles" });
    if (!paired.ok) throw new Error(paired.error.message);
    const again = playAs(paired.value, "blue", { type: "pair", unit: "blue-gunners", enemy: "red-rifles" });
    expect(again.ok ? null : again.error.message).toMatch(/already in a fire fight/);
  });

  it("plays to the end, dice rolled through the engine's Dice, undo refused after dice", () => {
    const end = playOut(open());
    expect(end.game.over(end.now)).toBe(true);
    const fights = end.journal.filter((j) => (j.entry as Command).type === "resolve");
    expect(fights.length).toBeGreaterThan(0);
    expect(fights.every((j) => j.rolled)).toBe(true);
    // Each resolve's roll event holds every die its fight report used.
    for (const j of fights) {
      const dice = j.events.find((e) => (e as { type: string }).type === "roll") as { dice: number[] };
      const report = (
        j.events.find((e) => (e as { type: string }).type === "fight") as { report: FightReport }
      ).report;
      const used =
        report.volleys.reduce(
          (n, v) => n + v.rolls.length + v.saves.filter((x) => x.roll !== null).length,
          0,
        ) + report.tests.length;
      expect(dice.dice).toHaveLength(used);
      expect(undoProblem(cut(end, j.index + 1))).toMatch(/dice were rolled/);
    }
    expect(st(end).over!.reason).toMatch(/^turn 2 of 2 ended: blue \d+ models standing, red \d+$/);
    // The seat view never shows the generator.
    for (const seat of ["blue", "red", SPECTATOR_SEAT])
      expect(JSON.stringify(seatView(end, seat))).not.toContain('"rng"');
  });

  it("saves, replays to the same state and reports through sightline replay's function", () => {
    const end = playOut(open("farm-7"));
    const text = serializeGame(logFile(end, null), rulesets);
    const again = parseGameText(text, rulesets);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    const reopened = openSession(again.value, rulesets);
    if (!reopened.ok) throw new Error(JSON.stringify(reopened.error));
    expect(reopened.value.now).toEqual(end.now);
    const r = replayText("farm.json", text, rulesets, { firefight: firefightEnd });
    expect(r.ok && r.json).toMatchObject({ ok: true, ruleset: "firefight", over: st(end).over });
    if (r.ok) expect(r.text).toMatch(/game over at turn 2 of 2|game over/);
    // A resolve entry sent by the wrong seat is refused with its path.
    const g = JSON.parse(text);
    const i = g.commands.findIndex((c: { command: { type: string } }) => c.command.type === "resolve");
    g.commands[i].seat = g.commands[i].seat === "red" ? "blue" : "red";
    const flipped = replayText("farm.json", JSON.stringify(g), rulesets);
    expect(flipped.ok ? null : flipped.problems[0]!.path).toBe(`$.commands[${i}]`);
  });
});

describe("the golden firefight game (tests/fixtures/games/firefight-farm.json)", () => {
  it("replays to where it was recorded: the ready forces, three turns, red ahead on models", () => {
    const text = readFileSync(new URL("tests/fixtures/games/firefight-farm.json", root), "utf8");
    const r = replayText("firefight-farm.json", text, rulesets, { firefight: firefightEnd });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.json).toMatchObject({
      entries: 65,
      turn: 3,
      over: { winner: "red", reason: "turn 3 of 3 ended: blue 5 models standing, red 9" },
    });
    expect((r.json.units as { id: string; standing: number }[]).map((u) => [u.id, u.standing])).toEqual([
      ["blue-rifles-1", 0],
      ["blue-rifles-2", 3],
      ["blue-gunners", 2],
      ["red-veterans", 3],
      ["red-brutes", 3],
      ["red-scouts", 3],
    ]);
    // The rolls are recorded per entry and checked against the seed's commitment.
    const g = JSON.parse(text);
    expect(g.commitment).toMatch(/^[0-9a-f]{64}$/);
    const i = g.commands.findIndex((c: { rolls?: number[] }) => (c.rolls?.length ?? 0) > 0);
    g.commands[i].rolls[0] = (g.commands[i].rolls[0] % 6) + 1;
    const tampered = replayText("firefight-farm.json", JSON.stringify(g), rulesets);
    expect(tampered.ok ? null : tampered.problems[0]!.path).toMatch(new RegExp(`^\\$\\.commands\\[${i}\\]`));
  });
});

describe("take-back (project default, as Firestrike has)", () => {
  it("takes back a seat's last entry no die has followed, keeps it in the log, and never after dice", () => {
    let s = open();
    const at = (id: string) => st(s).models.find((m) => m.id === id)!;
    s = first(s, "blue", [{ type: "move", unit: "blue-rifles", by: [0, 2] }]);
    s = first(s, "blue", [{ type: "done" }]);
    s = first(s, "red", [{ type: "move", unit: "red-rifles", by: [0, -2] }]);
    // Blue may take back now, though it is red's part of the turn (out of turn: seatsToAct is red).
    expect(s.game.seatsToAct(s.now)).toEqual(["red"]);
    expect(s.game.outOfTurn?.(s.now, "blue", { type: "take-back" })).toBe(true);
    expect(playAs(s, "blue", { type: "move", unit: "blue-gunners", by: [0, 1] }).ok).toBe(false);
    s = first(s, "red", [{ type: "take-back" }]);
    expect(at("rr-1").y).toBe(33);
    expect(st(s).step).toEqual({ kind: "move", side: "red" });
    s = first(s, "blue", [{ type: "take-back" }]);
    expect(st(s).step).toEqual({ kind: "move", side: "blue" });
    expect(at("br-1").y).toBe(20.2);
    expect(s.file.commands).toHaveLength(5);
    expect(s.journal.filter((j) => j.takenBack).map((j) => j.index)).toEqual([1, 2]);
    // Played to the first fire fight: its dice end every take-back before it.
    s = playOut(cut(s, 5));
    const g = JSON.parse(serializeGame(logFile(s, null, { host: true }), rulesets));
    const i = g.commands.findIndex((c: { command: { type: string } }) => c.command.type === "resolve");
    const after = cut(s, i + 1);
    expect(st(after).quiet).toEqual([]);
    const acting = after.game.seatsToAct(after.now) as string[];
    expect(acting).toHaveLength(1);
    const r = playAs(after, acting[0]!, { type: "take-back" });
    expect(r.ok ? "accepted" : r.error.message).toMatch(/no entry to take back since the last dice/);
  });
});
