import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LabelBox, liftLabels } from "../../../src/app/scene/label-layout";
import {
  COMPACT_BELOW,
  FULL_SIZE_PX_PER_INCH,
  labelLook,
  MIN_LABEL_SCALE,
} from "../../../src/app/scene/label-scale";

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

describe("far labels shrink, and give way instead of stacking (issue 23 item 10)", () => {
  it("full size when magnified, smaller with distance down to a legible floor, compact below a threshold", () => {
    expect(labelLook(FULL_SIZE_PX_PER_INCH * 2)).toEqual({ scale: 1, compact: false });
    expect(labelLook(FULL_SIZE_PX_PER_INCH)).toEqual({ scale: 1, compact: false });
    const mid = labelLook(FULL_SIZE_PX_PER_INCH * 0.8);
    expect(mid.scale).toBeCloseTo(0.8, 12);
    expect(mid.compact).toBe(0.8 < COMPACT_BELOW);
    expect(labelLook(1)).toEqual({ scale: MIN_LABEL_SCALE, compact: true });
    expect(labelLook(Number.NaN).scale).toBe(1);
    // 11 px names (styles.css) stay at least 7.9 px tall at the floor.
    expect(11 * MIN_LABEL_SCALE).toBeGreaterThanOrEqual(7.9);
  });

  it("a yielding label that would overlap is hidden (NaN), one that fits stays; a non-yielding one is lifted", () => {
    const lift = liftLabels([
      { x: 100, y: 100, w: 40, h: 14, yields: true },
      { x: 105, y: 104, w: 40, h: 14, yields: true },
      { x: 300, y: 100, w: 40, h: 14, yields: true },
      { x: 102, y: 90, w: 40, h: 14 },
    ]);
    // The non-yielding label (say, the selected unit's) is placed first and keeps its place ...
    expect(lift[3]).toBe(0);
    // ... a yielding one that would cover it is hidden rather than stacked over it, the lone one stays.
    // (box 1 spans 90-104 px, box 3 76-90: touching is not covering, so box 1 stays.)
    expect(Number.isNaN(lift[0]!)).toBe(true);
    expect(lift[1]).toBe(0);
    expect(lift[2]).toBe(0);
  });

  it("shown labels never overlap, yielding or not (random screens, seed 9101)", () => {
    const box = fc.record({
      x: fc.integer({ min: 0, max: 400 }),
      y: fc.integer({ min: 0, max: 300 }),
      w: fc.integer({ min: 10, max: 90 }),
      h: fc.integer({ min: 8, max: 30 }),
      yields: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(box, { maxLength: 40 }), (boxes) => {
        const lift = liftLabels(boxes);
        const shown = boxes.map((b, i) => ({ b, l: lift[i]! })).filter(({ l }) => !Number.isNaN(l));
        for (let i = 0; i < boxes.length; i++)
          if (!boxes[i]!.yields) expect(Number.isNaN(lift[i]!)).toBe(false);
        for (let i = 0; i < shown.length; i++) {
          const a = rect(shown[i]!.b, shown[i]!.l);
          for (let j = i + 1; j < shown.length; j++) {
            const b = rect(shown[j]!.b, shown[j]!.l);
            const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
            expect(apart, `labels ${i} and ${j}`).toBe(true);
          }
        }
        // A yielding label is never lifted: it is shown in place or not at all.
        for (let i = 0; i < boxes.length; i++)
          if (boxes[i]!.yields && !Number.isNaN(lift[i]!)) expect(lift[i]).toBe(0);
      }),
      { seed: 9101, numRuns: 300 },
    );
  });
});
