import { describe, expect, it } from "vitest";
import { fallBackArrows } from "../../../../src/app/rulesets/firefight/scene";
import type { FirefightSnapshot } from "../../../../src/app/rulesets/firefight/store";

/**
 * Issue 38 item 2, "fall back drawn": the scene draws each beaten unit's fall back of this turn's last
 * fire fight as an arrow from where its centre stood to where it is now, the head at the new place.
 */

const fallBack = (unit: string, moved: [number, number]) => ({
  unit,
  moveY: 5,
  target: { kind: "edge", edge: "north", distanceY: 8 },
  moved,
  fled: false,
  blockedBy: null,
});
const snapOf = (turn: number, entries: { turn: number; fallBacks: unknown[] }[]) =>
  ({
    view: {
      turn,
      models: [
        { id: "r1-1", unit: "r1", x: 10, y: 20, wounds: 0, slain: false },
        { id: "r1-2", unit: "r1", x: 12, y: 20, wounds: 0, slain: false },
        { id: "r1-3", unit: "r1", x: 30, y: 30, wounds: 0, slain: true },
      ],
    },
    log: entries.map((e, i) => ({
      index: i,
      note: { turn: e.turn },
      events: [
        { type: "roll", dice: [3] },
        { type: "fight", index: 0, report: { fallBacks: e.fallBacks } },
      ],
    })),
  }) as unknown as FirefightSnapshot;

describe("the fall back arrows", () => {
  it("draws the last fight's fall back from the old centre to the new, the head at the new", () => {
    const arrows = fallBackArrows(snapOf(2, [{ turn: 2, fallBacks: [fallBack("r1", [0, 4])] }]));
    expect(arrows).toHaveLength(1);
    const a = arrows[0]!;
    expect(a.unit).toBe("r1");
    expect(a.to).toEqual([11, 20]); // the standing models' centre (the slain one lies elsewhere)
    expect(a.from).toEqual([11, 16]);
    expect(a.head[1]).toEqual(a.to);
    // both wings lie behind the head, toward where it came from
    for (const w of [a.head[0]!, a.head[2]!]) expect(w[1]).toBeLessThan(20);
  });

  it("draws nothing for an earlier turn's fight, a unit that did not move, or no fight", () => {
    expect(fallBackArrows(snapOf(3, [{ turn: 2, fallBacks: [fallBack("r1", [0, 4])] }]))).toEqual([]);
    expect(fallBackArrows(snapOf(2, [{ turn: 2, fallBacks: [fallBack("r1", [0, 0])] }]))).toEqual([]);
    expect(fallBackArrows(snapOf(2, []))).toEqual([]);
  });
});
