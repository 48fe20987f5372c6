import { describe, expect, it } from "vitest";
import { logLine } from "../../../src/app/rulesets/lnl/log-text";
import type { LnlEvent } from "../../../src/core/lnl/apply";

/** The LnL log's words (issue 21): Stealth moves, bailout morale checks, heals and sniper shots. */

const fire = (extra: Partial<Extract<LnlEvent, { type: "fire" }>>): LnlEvent => ({
  type: "fire",
  opportunity: false,
  firers: ["snp"],
  target: "D1",
  fp: 3,
  modifiers: [],
  tm: 0,
  attackRoll: 5,
  attackTotal: 8,
  defenceRoll: 2,
  defenceTotal: 2,
  hit: true,
  damage: [
    {
      unit: "r2",
      natural: 1,
      leaderLm: 1,
      dr: 6,
      morale: 5,
      column: "good-order-mmc",
      result: "shaken",
      note: "shaken",
      hero: null,
    },
  ],
  destroyedSw: [],
  oft: null,
  ...extra,
});

describe("LnL log lines", () => {
  const cases: { name: string; seat: string; entry: unknown; events: LnlEvent[]; line: string }[] = [
    {
      name: "a Stealth move says so",
      seat: "blue",
      entry: { type: "move", units: ["b1"], to: "B2", mode: "stealth" },
      events: [{ type: "move", units: ["b1"], from: "A1", to: "B2", cost: 1, mpLeft: 3, mode: "stealth" }],
      line: "blue: b1 Stealth move to B2 (1 MP, 3 left)",
    },
    {
      name: "a normal move stays a move",
      seat: "blue",
      entry: { type: "move", units: ["b1", "b2"], to: "B2", mode: "normal" },
      events: [],
      line: "blue: b1 + b2 move to B2",
    },
    {
      name: "an abandoned vehicle's passengers: each morale check's roll",
      seat: "red",
      entry: { type: "fire", firers: [{ unit: "r1" }], target: "C3" },
      events: [
        fire({
          firers: ["r1"],
          target: "C3",
          damage: [
            {
              unit: "ht",
              natural: 4,
              leaderLm: 0,
              dr: 12,
              morale: 4,
              column: "armor",
              result: "abandoned",
              note: "abandoned",
              hero: null,
            },
          ],
        }),
        {
          type: "bailout",
          units: ["p1", "p2"],
          vehicle: "ht",
          checks: [
            { unit: "p1", roll: 3, need: 5, passed: true, note: "passed" },
            { unit: "p2", roll: 6, need: 5, passed: false, note: "shaken" },
          ],
        },
      ],
      line: "red: r1 fire at C3 → FP 3: 8 vs 2, hit: ht DC 12 vs M4: abandoned → p1, p2 bail out of ht: p1 MC 3 (need ≤ 5): passed, p2 MC 6 (need ≤ 5): failed, Shaken",
    },
    {
      name: "a heal that works",
      seat: "red",
      entry: { type: "heal", medic: "doc", unit: "rl" },
      events: [{ type: "heal", medic: "doc", unit: "rl", roll: 2, need: 4, healed: true }],
      line: "red: medic doc tries to heal rl → 2 (need ≤ 4): rl healed",
    },
    {
      name: "a heal that fails",
      seat: "red",
      entry: { type: "heal", medic: "doc", unit: "doc" },
      events: [{ type: "heal", medic: "doc", unit: "doc", roll: 6, need: 4, healed: false }],
      line: "red: medic doc tries to heal doc → 6 (need ≤ 4): doc still Wounded",
    },
    {
      name: "a sniper's shot names its one target",
      seat: "blue",
      entry: { type: "snipe", unit: "snp", target: "r2" },
      events: [fire({ aimedAt: "r2" })],
      line: "blue: sniper snp fires at r2 → FP 3 at r2 alone: 8 vs 2, hit: r2 DC 6 vs M5: shaken",
    },
    {
      name: "a star shell: the hexes it lights",
      seat: "blue",
      entry: { type: "star-shell", unit: "b1", hex: "D5" },
      events: [
        { type: "star-shell", unit: "b1", hex: "D5", lit: ["D5", "C4", "C5"] },
        { type: "activation-ends", side: "blue" },
      ],
      line: "blue: b1 fires a star shell at D5 → lights D5, C4, C5 until the end of the turn",
    },
    {
      name: "a hero appears with its skill card",
      seat: "blue",
      entry: { type: "fire", firers: [{ unit: "b1" }], target: "D1" },
      events: [
        fire({
          firers: ["b1"],
          damage: [
            {
              unit: "r2",
              natural: 1,
              leaderLm: 0,
              dr: 3,
              morale: 5,
              column: "good-order-mmc",
              result: "no-effect",
              note: "no effect",
              hero: { roll: 4, appears: true, id: "hero-1", skill: { roll: 5, card: "inspiring" } },
            },
          ],
        }),
      ],
      line: "blue: b1 fire at D1 → FP 3: 8 vs 2, hit: r2 DC 3 vs M5: no-effect (hero-1 appears with skill card Inspiring: leads as a leader with LM 1 (DFT 1, damage checks, rally))",
    },
  ];
  for (const c of cases) it(c.name, () => expect(logLine(c.seat, c.entry, c.events)).toBe(c.line));
});
