import { describe, expect, it } from "vitest";
import { type PlayOutcome, playOut } from "../../src/core/game/policy-play";
import type { Session } from "../../src/core/game/session";
import { logFile, openSession } from "../../src/core/game/session";
import { seededRandom } from "../../src/core/random";
import { newGame, policies, registry } from "./firestrike-games";

// Issue 34: whole Firestrike games in Node between computer players, seeded. No win rates are
// asserted (npm run bench:ai measures them): the mechanism is — every command the measured opponent
// sends is legal, every decision says why, the game reaches its end, the log replays, and the same
// seeds give the same game. The clock handed in never moves, so no decision depends on the machine's
// speed.

function game(seed: number, blue: "opponent" | "baseline", red: "random" | "baseline"): PlayOutcome<Session> {
  const start = newGame("ridge-and-village", `ai-${seed}`, { deployed: false, turns: 1 });
  const [b, r] = start.game.seats as [string, string];
  return playOut(
    start,
    new Map([
      [b, { policy: policies[blue]!, rnd: seededRandom(seed) }],
      [r, { policy: policies[red]!, rnd: seededRandom(seed + 1) }],
    ]),
    { maxEntries: 600, now: () => 0, budgetMs: 1 },
  );
}

describe("whole Firestrike games between computer players", () => {
  let first: PlayOutcome<Session>;
  it("opponent (blue) against random (red), seed 1: legal, explained, over, and the log replays", () => {
    first = game(1, "opponent", "random");
    expect(first.reason).toBe("over");
    const mine = first.decisions.filter((d) => d.seat === "blue");
    expect(mine.length).toBeGreaterThan(10);
    expect(mine.filter((d) => !d.accepted).map((d) => d.refusal)).toEqual([]);
    for (const d of mine) {
      expect(d.decision.summary).not.toBe("");
      expect(d.decision.factors.length).toBeGreaterThan(0);
    }
    // it moved and fired on its own judgement, with the alternatives it beat
    const kinds = new Set(mine.map((d) => d.decision.command.type));
    expect(kinds).toContain("deploy");
    expect(kinds).toContain("move");
    expect(mine.some((d) => d.decision.command.type === "move" && d.decision.alternatives.length > 0)).toBe(
      true,
    );
    const replayed = openSession(logFile(first.session, null), registry);
    expect(replayed.ok ? null : replayed.error).toBeNull();
  });

  it("opponent against random, seed 1 again: the same game", () => {
    const again = game(1, "opponent", "random");
    expect(again.session.file.commands).toEqual(first.session.file.commands);
  });

  it("opponent (blue) against the baseline (red), seed 2: both legal to the end", () => {
    const g = game(2, "opponent", "baseline");
    expect(g.reason).toBe("over");
    expect(g.decisions.filter((d) => !d.accepted).map((d) => `${d.seat}: ${d.refusal}`)).toEqual([]);
  });
});
