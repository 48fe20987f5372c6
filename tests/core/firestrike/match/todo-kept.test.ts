import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadRulesets } from "../../../../src/cli/rulesets";
import { parseGameText } from "../../../../src/core/game/format";
import { openSession, positionAt } from "../../../../src/core/game/session";

// Whose turn it is (hotseat.ts `actor`/`actors`) is now kept per state and side (`hasTodo`) and per
// position (ruleset.ts `turnOf`): the server asks it of one state several times per command. Kept
// answers must be the ones judged afresh: at every position of a recorded whole game, the seats to act
// of the position the engine holds (its answers kept while the log replayed) equal those of a copy of
// it, which nothing has judged yet.

const file = new URL("../../../fixtures/games/firestrike-ridge.json", import.meta.url).pathname;

describe("kept judgements of whose turn it is", () => {
  it("equal fresh ones at every position of the recorded ridge-and-village game", async () => {
    const { registry } = await loadRulesets({ charts: undefined, units: undefined });
    const parsed = parseGameText(readFileSync(file, "utf8"), registry);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const s = openSession(parsed.value, registry);
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    const session = s.value;
    const g = session.game;
    const n = session.journal.length;
    expect(n).toBeGreaterThan(50);
    const kinds = new Set<string>();
    for (let i = 0; i <= n; i++) {
      const pos = positionAt(session, i);
      const kept = g.seatsToAct(pos);
      expect(g.seatsToAct(pos)).toEqual(kept);
      expect(g.seatsToAct(structuredClone(pos))).toEqual(kept);
      kinds.add(kept.join("+"));
    }
    // the game passes through one side's turns, the other's and both at once (simultaneous movement)
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });
});
