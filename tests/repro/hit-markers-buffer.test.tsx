import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { HitMarkers, hitLimit, hitPoints } from "../../src/app/scene/HitMarkers";

/**
 * Regression (issue 23, item 7): switching pairs in the calculator logged 64 `WebGL: INVALID_VALUE:
 * bufferSubData` warnings and drew a dark-green wedge over the canvas, because `<Instances
 * limit={hits.length}>` (OverlayLayer.tsx, GameLayer.tsx) grew after its first render; the hit markers,
 * keyed by their coordinates, gave duplicate-key errors where two rays stopped at one point. Both
 * layers draw them through HitMarkers: a limit that never has to grow in place, and keys that cannot
 * collide. (The dev-server page's console is checked in tests/e2e/dev-server.test.ts.)
 */

type El = ReactElement<{
  limit: number;
  children: (ReactElement<{ position?: unknown }> | ReactElement[])[];
}>;
const render = (hits: [number, number, number][]) =>
  HitMarkers({ hits, radius: 0.05, segments: [6, 4] }) as El | null;

describe("hit markers", () => {
  it("remake their instance buffer (a new key) whenever more markers than it holds come", () => {
    const few = render([[1, 2, 3]])!;
    const many = render(Array.from({ length: 40 }, (_, i) => [i, 0, 0] as [number, number, number]))!;
    expect(few.props.limit).toBeGreaterThanOrEqual(1);
    expect(many.props.limit).toBeGreaterThanOrEqual(40);
    expect(many.key).not.toBe(few.key);
    expect(many.key).toBe(String(many.props.limit));
    for (let n = 1; n < 300; n++) {
      expect(hitLimit(n)).toBeGreaterThanOrEqual(n);
      expect(Math.log2(hitLimit(n)) % 1).toBe(0);
    }
  });

  it("key markers so two at one point do not collide", () => {
    const el = render([
      [1, 2, 3],
      [1, 2, 3],
      [4, 5, 6],
    ])!;
    const markers = el.props.children
      .flat()
      .filter((c) => (c as ReactElement<{ position?: unknown }>).props.position);
    const keys = markers.map((c) => c.key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it("draw nothing for no hits, and unpack a flat array", () => {
    expect(render([])).toBeNull();
    expect(hitPoints(new Float32Array([1, 2, 3, 4, 5, 6]))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(hitPoints(null)).toEqual([]);
  });
});
