import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { builtinFirefightRules } from "../../../src/core/firefight/builtin";
import type { Command } from "../../../src/core/firefight/commands";
import { firefightRuleset } from "../../../src/core/firefight/ruleset";
import type { FirefightState } from "../../../src/core/firefight/state";
import { scriptedDice } from "../../../src/core/game/dice";
import { blind, fakeOracle } from "../../support/firefight";

// Random command sequences on the reducer: a refused command leaves the state exactly as it was (and
// unchanged in memory), and every accepted one leaves a consistent state. Seeded: a failure replays.

const rules = builtinFirefightRules();
const row = (p: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${p}${i + 1}`, x: x + i * 2, y }));
const body = {
  table: { format: "sightline-table/1", name: "plain", yardsPerInch: 1, width: 48, depth: 48, features: [] },
  sides: [
    { id: "blue", name: "Blue" },
    { id: "red", name: "Red" },
  ],
  units: [
    { id: "b1", side: "blue", profile: "trooper", models: row("b1-", 10, 14, 3) },
    { id: "b2", side: "blue", profile: "gunner", models: row("b2-", 30, 14, 2) },
    { id: "r1", side: "red", profile: "scout", models: row("r1-", 10, 24, 3) },
    { id: "r2", side: "red", profile: "brute", models: row("r2-", 30, 24, 3) },
  ],
  turnLimit: 3,
};
const units = ["b1", "b2", "r1", "r2", "zz"];
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.constant({ type: "done" } as Command), weight: 4 },
  fc.record({
    type: fc.constant("move"),
    unit: fc.constantFrom(...units),
    by: fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 })),
  }) as fc.Arbitrary<Command>,
  fc.record({
    type: fc.constant("advance"),
    unit: fc.constantFrom(...units),
    by: fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })),
  }) as fc.Arbitrary<Command>,
  fc.record({
    type: fc.constant("pair"),
    unit: fc.constantFrom(...units),
    enemy: fc.constantFrom(...units),
  }) as fc.Arbitrary<Command>,
  fc.record({
    type: fc.constant("join"),
    unit: fc.constantFrom(...units),
    fight: fc.integer({ min: 0, max: 2 }),
  }) as fc.Arbitrary<Command>,
  fc.record({ type: fc.constant("resolve"), fight: fc.integer({ min: 0, max: 2 }) }) as fc.Arbitrary<Command>,
);

function consistent(s: FirefightState): void {
  for (const m of s.models) {
    const u = s.units.find((x) => x.id === m.unit)!;
    const w = rules.profiles.get(u.profile)!.w;
    expect(m.slain).toBe(m.wounds >= w);
    expect(m.x >= 0 && m.x <= 48 && m.y >= 0 && m.y <= 48).toBe(true);
  }
  for (const u of s.units)
    if (u.status === "active") expect(s.models.some((m) => m.unit === u.id && !m.slain)).toBe(true);
  for (const f of s.fights) {
    expect(f.a.length >= 1 && f.b.length >= 1 && (f.a.length === 1 || f.b.length === 1)).toBe(true);
    const all = [...f.a, ...f.b];
    expect(new Set(all).size).toBe(all.length);
  }
  expect(s.turn).toBeLessThanOrEqual(s.turnLimit);
}

describe("random commands on the firefight reducer", () => {
  it("refusals change nothing; accepted commands keep the state consistent (seed 2026)", () => {
    const rs = firefightRuleset({
      catalog: builtinCatalog(),
      rules,
      // r2 sees no blue model, so one pair ends the (obligatory) pairing and random games get on to
      // the advances and fights
      oracleFor: () =>
        fakeOracle({ blocked: ["b2-1>r1-1", ...blind("r2", 3, "b1", 3), ...blind("r2", 3, "b2", 2)] }),
    });
    const b = rs.parseBody(body);
    if (!b.ok) throw new Error(JSON.stringify(b.error));
    const accepted = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), command), { minLength: 40, maxLength: 100 }),
        fc.integer(),
        (cmds, seed) => {
          const dice = scriptedDice([], seed);
          const started = rs.start(b.value, dice);
          if (!started.ok) throw new Error("start");
          const { game } = started.value;
          let s = started.value.state;
          for (const [n, c] of cmds) {
            // Mostly the seat whose part it is (so games get somewhere), sometimes the other.
            const toAct = game.seatsToAct(s)[0] ?? "blue";
            const seat = n < 8 ? toAct : toAct === "blue" ? "red" : "blue";
            const before = JSON.stringify(s);
            const r = game.apply(s, seat, c, { index: 0, before: () => s, dice });
            expect(JSON.stringify(s)).toBe(before);
            if (!r.ok) {
              expect(r.error.message.length).toBeGreaterThan(0);
              continue;
            }
            s = r.value.state;
            accepted.set(c.type, (accepted.get(c.type) ?? 0) + 1);
            consistent(s);
            if (game.over(s)) break;
          }
        },
      ),
      { seed: 2026, numRuns: 80 },
    );
    // The sequences get somewhere: moves, pairings, advances and fights are played (joins are rarer:
    // turn.test.ts checks them).
    for (const type of ["done", "move", "pair", "advance", "resolve"])
      expect(accepted.get(type) ?? 0).toBeGreaterThan(0);
  });
});
