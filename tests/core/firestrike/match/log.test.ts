import { describe, expect, it } from "vitest";
import type { RollEvent } from "../../../../src/core/firestrike/events";
import { ALL, describeRoll, filterLog, logRows } from "../../../../src/core/firestrike/match/log";
import { stepCode, stepLabel } from "../../../../src/core/firestrike/match/steps";
import { deployed, playAll } from "../../game/support";

/** The dice and event log: rolls in words with every modifier, and filters by turn, phase and unit. */

describe("rolls in words", () => {
  it("show the die, the natural value, each modifier with its rule, the total and the result", () => {
    const e: RollEvent = {
      seq: 3,
      turn: 2,
      step: "first-direct-fire",
      type: "roll",
      purpose: "direct-fire",
      die: 20,
      natural: 12,
      modifiers: [
        { rule: "attack-defence", value: -4, source: "seed", text: "attack 6 against defence 10" },
        { rule: "range-under-8", value: 2, source: "seed", text: 'range 5.0" is under 8"' },
      ],
      total: 10,
      base: "b1",
      outcome: "D",
    };
    expect(describeRoll(e)).toBe(
      'Direct fire b1: d20 rolled 12 -4 (attack 6 against defence 10) +2 (range 5.0" is under 8") = 10 → D',
    );
  });
});

describe("step names follow the seed's numbering", () => {
  it.each([
    ["discovery", "1a"],
    ["movement", "2b"],
    ["resolve-airstrikes", "3b"],
    ["persistent-markers", "4c"],
    ["immobilized-effects", "5e"],
  ] as const)("%s is %s", (step, code) => {
    expect(stepCode(step)).toBe(code);
  });
  it("labels", () => expect(stepLabel("assaults")).toBe("5c Assaults"));
});

describe("filters", () => {
  const s = playAll(
    deployed(),
    { type: "roll-hq-move", base: "bhq1" },
    { type: "place-move-marker", formation: "blue-tanks" },
  );
  const rows = logRows(s.opening, s.journal, s.now.state);

  it("by unit: a base id, or its formation", () => {
    const hq = filterLog(rows, { ...ALL, unit: "bhq1" });
    expect(hq.map((r) => `${r.kind} | ${r.text}`)).toEqual([
      "entry | blue: deploys bhq1",
      "entry | blue: HQ bhq1 rolls to move",
      // The dice of seed "test-seed" (derived by the engine, docs/game-format.md "Dice").
      "roll | HQ move bhq1: d20 rolled 12 = 12 against 10 → may move",
      "event | HQ bhq1 may move this turn",
      "event | move marker placed on bhq1",
    ]);
    expect(filterLog(rows, { ...ALL, unit: "blue-bn" })).toEqual(hq);
    expect(filterLog(rows, { ...ALL, unit: "blue-tanks" }).map((r) => r.text)).toContain(
      "blue: Move marker for blue-tanks",
    );
  });

  it("by turn and phase, and rolls only", () => {
    const rolls = filterLog(rows, { ...ALL, rollsOnly: true });
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls.every((r) => r.roll !== null)).toBe(true);
    expect(filterLog(rows, { ...ALL, turn: 2 })).toEqual([]);
    const command = filterLog(rows, { ...ALL, phase: "command", turn: 1 });
    expect(command.length).toBeGreaterThan(0);
    expect(filterLog(rows, { ...ALL, phase: "direct-fire-assault" })).toEqual([]);
  });
});
