import { describe, expect, it } from "vitest";
import { seenBy } from "../../src/core/game/policy-play";
import { needyHexes } from "../../src/core/lnl/ai/opponent";
import type { LnlState } from "../../src/core/lnl/state";
import { seededRandom } from "../../src/core/random";
import { lnl } from "../../src/rulesets/lnl";
import { rulesetGames } from "./ruleset-games";

// Issue 34, Lock 'n Load's opponent and Shaken units (what its losses came from, docs/rulesets/lnl-ai.md):
// in the Rally Phase it tries only the rallies the rules allow (before, an MMC with no Good Order
// leader was tried first, refused, and the refusal ended the phase before the units that could rally
// tried), and it knows which hexes hold Shaken MMCs with no leader (where its leaders head).

const g = await rulesetGames(lnl, "lnl-crossroads");
const m = g.policies.opponent!;

/** The crossroads' first Rally Phase as blue sees it, with `shaken` marked Shaken. */
function rallyView(shaken: readonly string[]) {
  const start = g.newGame("lnl-rally-1", 6);
  const seen = seenBy(start, "blue");
  const s = structuredClone(seen.view) as LnlState;
  expect(s.phase).toBe("rally");
  for (const u of s.units) if (shaken.includes(u.id)) u.shaken = true;
  return { seen: { ...seen, view: s }, setup: seen.setup, s };
}

describe("Lock 'n Load's opponent rallies what may rally", () => {
  it("b-sq2 Shaken with no leader, b-tank Shaken: it rallies the tank (a vehicle self-rallies), not the squad", () => {
    const { seen, setup } = rallyView(["b-sq2", "b-tank"]);
    const d = m.decide(seen, "blue", m.measure(setup), {
      budget: { now: () => 0, deadline: 1 },
      rnd: seededRandom(1),
    });
    expect(d?.command).toEqual({ type: "rally", unit: "b-tank" });
  });

  it("b-sq2 alone Shaken with no leader: it ends the phase instead of a refused rally", () => {
    const { seen, setup } = rallyView(["b-sq2"]);
    const d = m.decide(seen, "blue", m.measure(setup), {
      budget: { now: () => 0, deadline: 1 },
      rnd: seededRandom(1),
    });
    expect(d?.command).toEqual({ type: "end-rally" });
  });

  it("b-sq1 Shaken beside Lt. Blake: it rallies", () => {
    const { seen, setup } = rallyView(["b-sq1"]);
    const d = m.decide(seen, "blue", m.measure(setup), {
      budget: { now: () => 0, deadline: 1 },
      rnd: seededRandom(1),
    });
    expect(d?.command).toEqual({ type: "rally", unit: "b-sq1" });
  });
});

describe("needyHexes: Shaken MMCs with no Good Order leader once the movers have left", () => {
  const table: [string, string[], string[], string[]][] = [
    ["nothing Shaken", [], [], []],
    ["b-sq2 Shaken alone", ["b-sq2"], [], ["b-sq2"]],
    ["b-sq1 Shaken beside its leader", ["b-sq1"], [], []],
    ["b-sq1 Shaken, its leader moving away", ["b-sq1"], ["b-ldr"], ["b-sq1"]],
    ["b-sq1 Shaken, its leader Shaken too", ["b-sq1", "b-ldr"], [], ["b-sq1"]],
  ];
  it.each(table)("%s", (_, shaken, moving, needy) => {
    const { s } = rallyView(shaken);
    const hexOf = (id: string) => s.units.find((u) => u.id === id)!.hex;
    const movers = s.units.filter((u) => moving.includes(u.id));
    expect([...needyHexes(s, "blue", movers).keys()]).toEqual(needy.map(hexOf));
  });
});
