import { describe, expect, it } from "vitest";
import { ww2Labels } from "../../../../src/app/rulesets/ww2cm/labels";
import { HUNG, placeLabels } from "../../../../src/app/scene/label-layout";
import { cmToInches } from "../../../../src/core/table/length-unit";
import type { UnitAnchor } from "../../../../src/geometry/render/unit-layout";

/**
 * Seed 002's shoot view (issue: the picked unit's model tags stacked over its label, their leaders
 * through its name): the unit's label stands above its models and each model's id hangs below its
 * model, so in a top view (screen = table, `PPI` pixels an inch) no label covers another and no leader
 * line runs through a label. The layout is the shell's (label-layout.ts `placeLabels`), the boxes as
 * labels.ts makes them: "h:" keys hung below their anchor, the rest lifted above, each 7 px from it.
 */

const PPI = 21; // the 1600 × 900 page's top view of the 120 × 90 cm table
const GAP = 7;
const SIZE = { unit: [80, 15], model: [32, 15] } as const;

interface Placed {
  key: string;
  rect: { left: number; right: number; top: number; bottom: number };
  leader: { x: number; from: number; to: number } | null;
}

/** The picked unit b-mg's models, and other units' one model each (a lone model gets no tag). */
function laidOut(anchors: UnitAnchor[], others: UnitAnchor[] = []): Placed[] {
  const formationOf = new Map([
    ...anchors.map((a) => [a.unitId, "b-mg"] as const),
    ...others.map((a) => [a.unitId, `u-${a.unitId}`] as const),
  ]);
  const unit = (id: string, name: string) => ({
    id,
    side: "blue",
    name,
    morale: "ok",
    pinned: false,
    vehicle: null,
  });
  const ui = {
    snapshot: {
      view: {
        units: [
          unit("b-mg", "Blue MG team"),
          ...others.map((a) => unit(`u-${a.unitId}`, `Blue ${a.unitId}`)),
        ],
      },
    },
    pick: "b-mg",
    firers: null,
  } as unknown as Parameters<typeof ww2Labels>[2];
  const labels = ww2Labels([...anchors, ...others], formationOf, ui);
  expect(labels.filter((l) => l.model).map((l) => l.text)).toEqual(anchors.map((a) => a.unitId));
  const items = labels.map((l) => {
    const [w, h] = l.model ? SIZE.model : SIZE.unit;
    return { key: l.key, x: l.at[0] * PPI, y: l.at[1] * PPI, w, h, hung: l.key.startsWith(HUNG) };
  });
  const up = items.filter((i) => !i.hung);
  const down = items.filter((i) => i.hung);
  const { lift, drop } = placeLabels(
    up.map((i) => ({ x: i.x, y: i.y - GAP, w: i.w, h: i.h })),
    down.map((i) => ({ x: i.x, y: i.y + GAP, w: i.w, h: i.h })),
  );
  return [
    ...up.map((i, k) => {
      const bottom = i.y - GAP - lift[k]!;
      return {
        key: i.key,
        rect: { left: i.x - i.w / 2, right: i.x + i.w / 2, top: bottom - i.h, bottom },
        leader: lift[k]! > 0 ? { x: i.x, from: bottom, to: i.y - GAP } : null,
      };
    }),
    ...down.map((i, k) => {
      const top = i.y + GAP + drop[k]!;
      return {
        key: i.key,
        rect: { left: i.x - i.w / 2, right: i.x + i.w / 2, top, bottom: top + i.h },
        leader: drop[k]! > 0 ? { x: i.x, from: i.y + GAP, to: top } : null,
      };
    }),
  ];
}

const anchor = (unitId: string, xCm: number, yCm: number): UnitAnchor => ({
  unitId,
  side: "blue",
  x: cmToInches(xCm),
  y: cmToInches(yCm),
  groundZ: 0,
  topZ: 0.6,
  eyeZ: 0.5,
  sizeInches: 0.4,
  states: [],
});

/** Every pair of labels apart, and every leader clear of every other label. */
function readable(placed: Placed[]): string[] {
  const bad: string[] = [];
  for (const a of placed)
    for (const b of placed) {
      if (a === b) continue;
      const r = b.rect;
      if (
        a.key < b.key &&
        a.rect.left < r.right &&
        r.left < a.rect.right &&
        a.rect.top < r.bottom &&
        r.top < a.rect.bottom
      )
        bad.push(`${a.key} covers ${b.key}`);
      const l = a.leader;
      if (
        l &&
        l.x > r.left &&
        l.x < r.right &&
        Math.min(l.from, l.to) < r.bottom &&
        Math.max(l.from, l.to) > r.top
      )
        bad.push(`${a.key}'s leader runs through ${b.key}`);
    }
  return bad;
}

describe("seed 002's labels of the picked unit", () => {
  it("labels-layout-1: the MG team's two models 2 cm apart: its label above, each id below its model, none crossed", () => {
    const placed = laidOut([anchor("bm1", 70, 14), anchor("bm2", 72, 14)]);
    expect(readable(placed)).toEqual([]);
    const unit = placed.find((p) => p.key === "u:ww2:b-mg")!;
    for (const [id, xCm] of [
      ["bm1", 70],
      ["bm2", 72],
    ] as const) {
      const tag = placed.find((p) => p.key.endsWith(`ww2m:${id}`))!;
      // under its own model, and the unit's label over the models
      expect(tag.rect.top).toBeGreaterThan(cmToInches(14) * PPI);
      expect(tag.rect.left).toBeLessThan(cmToInches(xCm) * PPI);
      expect(tag.rect.right).toBeGreaterThan(cmToInches(xCm) * PPI);
    }
    expect(unit.rect.bottom).toBeLessThan(cmToInches(14) * PPI);
  });

  it("labels-layout-2: a squad of six in a line 2 cm apart stays readable; a diagonal pair's tags apart, the unit's label clear", () => {
    const line = Array.from({ length: 6 }, (_, i) => anchor(`bs${i + 1}`, 40 + 2 * i, 15));
    expect(readable(laidOut(line))).toEqual([]);
    // one model 1.5 cm below the other: the lower one's tag drops under the upper one's, its leader
    // may pass that tag's corner (the layout moves tags down, never sideways); no label covers another
    // and nothing crosses the unit's label
    const diagonal = readable(laidOut([anchor("bm1", 70, 14), anchor("bm2", 71, 15.5)]));
    expect(diagonal.filter((b) => b.includes("covers") || b.includes("u:ww2:"))).toEqual([]);
  });

  it("labels-layout-3: the tags keep clear of another unit's label just below the picked squad", () => {
    // seed 002's opening: the lieutenant 2 cm below and right of the squad's line of six (the move
    // picture): the tags drop past its label rather than over it
    const line = Array.from({ length: 6 }, (_, i) => anchor(`bs${i + 1}`, 40 + 2 * i, 15));
    const placed = laidOut(line, [anchor("lieutenant", 48, 17)]);
    expect(readable(placed).filter((b) => b.includes("covers"))).toEqual([]);
    expect(placed.find((p) => p.key === "u:ww2:u-lieutenant")!.leader).toBeNull();
  });
});
