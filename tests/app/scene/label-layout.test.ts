import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LabelBox, liftLabels } from "../../../src/app/scene/label-layout";

const rect = (b: LabelBox, lift: number) => ({
  left: b.x - b.w / 2,
  right: b.x + b.w / 2,
  top: b.y - lift - b.h,
  bottom: b.y - lift,
});

describe("unit labels never cover one another", () => {
  it("leaves labels that do not touch where they are", () => {
    const lift = liftLabels([
      { x: 100, y: 100, w: 40, h: 14 },
      { x: 200, y: 100, w: 40, h: 14 },
      { x: 100, y: 300, w: 40, h: 14 },
    ]);
    expect([...lift]).toEqual([0, 0, 0]);
  });

  it("stacks three units standing together, the one lowest on the screen kept in place", () => {
    const boxes = [
      { x: 100, y: 100, w: 40, h: 14 },
      { x: 105, y: 104, w: 40, h: 14 },
      { x: 110, y: 98, w: 40, h: 14 },
    ];
    const lift = liftLabels(boxes);
    expect(lift[1]).toBe(0);
    // Each of the others sits wholly above the one below it, 2 px apart.
    expect(rect(boxes[0]!, lift[0]!).bottom).toBe(rect(boxes[1]!, 0).top - 2);
    expect(rect(boxes[2]!, lift[2]!).bottom).toBe(rect(boxes[0]!, lift[0]!).top - 2);
  });

  it("no two lifted labels overlap, and no label moves down (random screens, seed 9100)", () => {
    const box = fc.record({
      x: fc.integer({ min: 0, max: 400 }),
      y: fc.integer({ min: 0, max: 300 }),
      w: fc.integer({ min: 10, max: 90 }),
      h: fc.integer({ min: 8, max: 30 }),
    });
    fc.assert(
      fc.property(fc.array(box, { maxLength: 40 }), (boxes) => {
        const lift = liftLabels(boxes);
        for (let i = 0; i < boxes.length; i++) {
          expect(lift[i]).toBeGreaterThanOrEqual(0);
          const a = rect(boxes[i]!, lift[i]!);
          for (let j = i + 1; j < boxes.length; j++) {
            const b = rect(boxes[j]!, lift[j]!);
            const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
            expect(apart, `labels ${i} and ${j}`).toBe(true);
          }
        }
      }),
      { seed: 9100, numRuns: 300 },
    );
  });
});
