import { describe, expect, it } from "vitest";
import {
  chooseBest,
  decisionLine,
  decisionReason,
  only,
  scoreOf,
  type Weighed,
} from "../../src/core/game/policy";

// The policy seam's pure helpers (core/game/policy.ts): the best weighed command wins, ties keep the
// caller's order, the two best others are its alternatives, and the log line names what it beat.

const w = (summary: string, ...values: number[]): Weighed => {
  const factors = values.map((value, i) => ({ name: `f${i}`, value }));
  return { command: { type: summary }, score: scoreOf(factors), factors, summary };
};

describe("chooseBest", () => {
  it.each([
    ["the highest score wins", [w("a", 0.1), w("b", 0.5, 0.2), w("c", 0.3)], "b", ["c", "a"]],
    ["ties keep the caller's order", [w("a", 1), w("b", 1), w("c", 1), w("d", 1)], "a", ["b", "c"]],
    ["a lone command has no alternatives", [w("a", -2)], "a", []],
  ] as const)("%s", (_, list, best, alternatives) => {
    const d = chooseBest(list)!;
    expect(d.summary).toBe(best);
    expect(d.alternatives.map((x) => x.summary)).toEqual(alternatives);
  });

  it("nothing to choose from: null", () => {
    expect(chooseBest([])).toBeNull();
  });

  it("the log line gives the choice, its score and what it beat", () => {
    expect(decisionLine(chooseBest([w("b1 stays", 0.2), w("b1 to (3, 4)", 0.7, -0.1)])!)).toBe(
      "b1 to (3, 4) (0.60); beat b1 stays (0.20)",
    );
  });

  it.each([
    [
      "a move: its score, its largest factor, the best alternative it beat",
      chooseBest([w("b1 stays", 0.2), w("b1 to (3, 4)", 0.7, -0.1), w("b1 to (5, 5)", 0.1)])!,
      "score 0.60, mostly f0 +0.70; beat b1 stays (0.20)",
    ],
    [
      "a loss that decides: its sign kept",
      chooseBest([w("b2 stays", -0.9, 0.1), w("b2 to (1, 1)", -1.5, 0.2)])!,
      "score -0.80, mostly f0 -0.90; beat b2 to (1, 1) (-1.30)",
    ],
    [
      "a rule's only choice: no alternative",
      only({ type: "done" }, "done", "nothing to do"),
      "score 0.00, mostly nothing to do +0.00",
    ],
  ])("the short reason of %s", (_, d, line) => {
    expect(decisionReason(d)).toBe(line);
  });
});
