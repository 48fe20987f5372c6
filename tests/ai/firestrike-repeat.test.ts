import { describe, expect, it } from "vitest";
import { playOut } from "../../src/core/game/policy-play";
import { seededRandom } from "../../src/core/random";
import { newGame, policies } from "./firestrike-games";

// Issue 34, regression: in `npm run bench:ai`'s game of seed 8 against the baseline (the opponent red,
// ridge-and-village as deployed, 12 turns) the opponent sent r1's move 4 705 times in turn 12's
// movement: r1 stood in contact with b1, the engine stopped the move at once ("stoppedBy": b1, 0"
// moved) and accepted it, r1 stayed free to move, and the policy weighed the same move again. The
// players now preview a move's end on the engine and send only moves that take the base somewhere.
// The game is the benchmark's own (its seeds and sides), played to its end.

describe("Firestrike's opponent never repeats a move that goes nowhere (bench seed 8)", () => {
  it("bench-ai-8, opponent red vs baseline blue, 12 turns: every move moves, one per base and step", () => {
    const seed = 8;
    const start = newGame("ridge-and-village", `bench-ai-${seed}`, { deployed: true, turns: 12 });
    const [blue, red] = start.game.seats as [string, string];
    const out = playOut(
      start,
      new Map([
        [red, { policy: policies.opponent!, rnd: seededRandom(seed) }],
        [blue, { policy: policies.baseline!, rnd: seededRandom(seed + 7919) }],
      ]),
      { maxEntries: 1500, now: () => 0, budgetMs: 1 },
    );
    expect(out.reason).toBe("over");
    const perStep = new Map<string, number>();
    const still: string[] = [];
    for (const d of out.decisions) {
      if (d.decision.command.type !== "move" || !d.accepted) continue;
      const j = out.session.journal[d.at]!;
      const note = j.note as { turn: number; step: string };
      const base = String(d.decision.command.base);
      const key = `${d.seat} ${base} turn ${note.turn} ${note.step}`;
      perStep.set(key, (perStep.get(key) ?? 0) + 1);
      const moved = (j.events as { type: string; movedInches?: number }[]).find((e) => e.type === "moved");
      if (!moved || (moved.movedInches ?? 0) === 0)
        still.push(`${key}: ${JSON.stringify(d.decision.command)}`);
    }
    expect(still).toEqual([]);
    expect([...perStep].filter(([, n]) => n > 1)).toEqual([]);
  }, 120_000);
});
