import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { builtinFirefightRules } from "../../../src/core/firefight/builtin";
import { measuredFirefightOracle } from "../../../src/core/firefight/measured";
import { firefightRuleset } from "../../../src/core/firefight/ruleset";
import { FIREFIGHT_SIGHT } from "../../../src/core/firefight/sight";
import { parseGameText } from "../../../src/core/firestrike/match/format";
import { openSession, playAs, positionAt } from "../../../src/core/firestrike/match/session";
import { parseGameText as parseAnyGame } from "../../../src/core/game/format";
import { ENGINE_SEAT, registryOf } from "../../../src/core/game/ruleset";
import { positionAt as anyAt, openSession as openAny } from "../../../src/core/game/session";
import { seatsToAct as lnlSeatsToAct } from "../../../src/core/lnl/apply";
import { createWorld } from "../../../src/geometry/los/world";
import { bareGame, must, run, unit } from "../lnl/board";
import { measuredDeps } from "./measured";
import { catalog, charts, stats } from "./support";

/**
 * `seatsToAct` is exactly whose action it is (issue 36 item 4), per ruleset and step: the engine
 * refuses every other seat but for what `outOfTurn` allows (conceding, asking for a take-back).
 */

const games = new URL("../../fixtures/games/", import.meta.url).pathname;

describe("Firestrike: the deploying side, the side whose part of the step it is, both in 2b", () => {
  const parsed = parseGameText(readFileSync(`${games}skirmish-v2.json`, "utf8"), { catalog, charts, stats });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const opened = openSession(parsed.value, measuredDeps());
  if (!opened.ok) throw new Error(JSON.stringify(opened.error));
  const s = opened.value;
  const at = (n: number) => {
    const pos = positionAt(s, n);
    return {
      step: pos.state ? `${pos.state.turn}:${pos.state.step}` : "deploy",
      seats: s.game.seatsToAct(pos),
    };
  };
  // The recorded skirmish (seat-recorded, sightline-game/2), where each row's seats first hold.
  // Blue acts first in odd turns, red in even turns (hotseat.ts); 2b (movement) is simultaneous.
  const TABLE: [entries: number, step: string, seats: string[]][] = [
    [0, "deploy", ["blue"]],
    [8, "deploy", ["red"]],
    [17, "1:move-markers", ["blue"]],
    [20, "1:move-markers", ["red"]],
    [23, "1:first-impact-zones", ["blue"]],
    [24, "1:first-impact-zones", ["red"]],
    [25, "1:movement", ["blue", "red"]],
    [32, "1:movement", ["red"]],
    [34, "1:place-airstrikes", ["blue"]],
    [36, "1:first-direct-fire", ["blue"]],
    [42, "1:first-direct-fire", ["red"]],
    [46, "1:second-direct-fire", ["blue"]],
    [48, "2:move-markers", ["red"]],
    [51, "2:move-markers", ["blue"]],
    [56, "2:movement", ["red", "blue"]],
    [58, "2:movement", ["blue"]],
    [64, "2:first-direct-fire", ["red"]],
    [69, "2:first-direct-fire", ["blue"]],
    [75, "2:immobilized-effects", []],
  ];
  for (const [n, step, seats] of TABLE)
    it(`after ${n} entries (${step}): ${seats.join(" and ") || "nobody"}`, () => {
      expect(at(n)).toEqual({ step, seats });
    });

  it("every recorded entry's seat was among them (or out of turn), and never the engine in play", () => {
    for (let i = 0; i < s.file.commands.length; i++) {
      const pos = positionAt(s, i);
      const seat = s.journal[i]!.seat;
      const entry = s.file.commands[i]!;
      expect(s.game.seatsToAct(pos).includes(seat) || s.game.outOfTurn?.(pos, seat, entry)).toBe(true);
      expect(s.game.seatsToAct(pos)).not.toContain(ENGINE_SEAT);
    }
  });

  it("out of turn: the waiting side may concede or ask for a take-back; not move, and no early advance", () => {
    const pos = positionAt(s, 36); // 1:first-direct-fire, blue's part
    expect(s.game.seatsToAct(pos)).toEqual(["blue"]);
    expect(s.game.outOfTurn?.(pos, "red", { type: "concede", side: "red" })).toBe(true);
    expect(s.game.outOfTurn?.(pos, "red", { type: "take-back", side: "red" })).toBe(true);
    expect(s.game.outOfTurn?.(pos, "red", { type: "done", side: "red" })).toBe(false);
    expect(s.game.outOfTurn?.(pos, ENGINE_SEAT, { type: "advance" })).toBe(false);
    // During deployment nothing is out of turn: the game has not begun.
    expect(s.game.outOfTurn?.(positionAt(s, 3), "red", { type: "concede", side: "red" })).toBe(false);
  });

  it("the engine refuses the waiting side's fire and the engine's early advance, accepts its concession", () => {
    const json = JSON.parse(readFileSync(`${games}skirmish-v2.json`, "utf8"));
    json.commands = json.commands.slice(0, 36);
    const cut = parseGameText(JSON.stringify(json), { catalog, charts, stats });
    if (!cut.ok) throw new Error(JSON.stringify(cut.error));
    const o = openSession(cut.value, measuredDeps());
    if (!o.ok) throw new Error(JSON.stringify(o.error));
    const why = (r: ReturnType<typeof playAs>) => (r.ok ? "accepted" : r.error.message);
    expect(why(playAs(o.value, "red", { type: "direct-fire", firer: "r3", target: "b1" }))).toBe(
      "red may not act now (blue may)",
    );
    expect(why(playAs(o.value, ENGINE_SEAT, { type: "advance" }))).toBe("engine may not act now (blue may)");
    expect(why(playAs(o.value, "red", { type: "concede", side: "red" }))).toBe("accepted");
    expect(
      why(playAs(o.value, "blue", { type: "direct-fire", firer: "b1", target: "r3", useSaDie: false })),
    ).toBe("accepted");
  });
});

/** The firefight ruleset on the measured table, as the edges build it. */
function firefightOnTable() {
  const catalog = builtinCatalog();
  const rules = builtinFirefightRules();
  return firefightRuleset({
    catalog,
    rules,
    oracleFor: (table) => measuredFirefightOracle(createWorld(table, catalog, FIREFIGHT_SIGHT), rules),
  });
}

describe("Firefight: one side at a time; a take-back or a concession out of turn", () => {
  const rulesets = registryOf(firefightOnTable());
  const file = parseAnyGame(readFileSync(`${games}firefight-farm.json`, "utf8"), rulesets);
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  const opened = openAny(file.value, rulesets);
  if (!opened.ok) throw new Error(JSON.stringify(opened.error));
  const s = opened.value;
  it("every position names exactly the seat of its step (none once over), and each entry's seat is it", () => {
    const kinds = new Map<string, Set<string>>();
    for (let i = 0; i <= s.file.commands.length; i++) {
      const st = anyAt(s, i) as { over: unknown; step: { kind: string } };
      const seats = s.game.seatsToAct(st);
      expect(seats).toHaveLength(st.over ? 0 : 1);
      if (i < s.file.commands.length) {
        const seat = s.journal[i]!.seat;
        expect(seats.includes(seat) || s.game.outOfTurn?.(st, seat, s.file.commands[i])).toBe(true);
        kinds.set(st.step.kind, (kinds.get(st.step.kind) ?? new Set()).add(seats[0]!));
      }
    }
    // the recording covers the turn's steps, each acted by one side at a time
    expect([...kinds.keys()].length).toBeGreaterThan(3);
    expect(s.game.outOfTurn?.(anyAt(s, 1), "red", { type: "concede" })).toBe(true);
  });
});

describe("Lock 'n Load: the side to act, the other side in an Opportunity Fire window", () => {
  const { s, map } = bareGame([unit("a", "blue", "A1"), unit("b", "red", "F6")]);
  const rallied = must(run(s, map, "blue", { type: "end-rally" }));
  const ops = must(run(rallied, map, "red", { type: "end-rally" }));
  const moved = must(run(ops, map, "blue", { type: "move", units: ["a"], to: "A2" }));
  const passed = must(run(moved, map, "red", { type: "pass" }));
  const TABLE: [string, typeof s, string[]][] = [
    ["Rally Phase, blue first", s, ["blue"]],
    ["Rally Phase, then red", rallied, ["red"]],
    ["Operations, blue's impulse", ops, ["blue"]],
    ["blue's stack spent MPs: red's Opportunity Fire window", moved, ["red"]],
    ["the window closed: blue's activation goes on", passed, ["blue"]],
    ["game over", { ...s, phase: "over" }, []],
  ];
  for (const [name, st, seats] of TABLE)
    it(`${name}: ${seats.join(", ") || "nobody"}`, () => {
      expect(lnlSeatsToAct(st)).toEqual(seats);
    });
});
