import { describe, expect, it } from "vitest";
import { hexCrossings } from "../../../src/core/hex/crossings";
import { hexCenter, parseHexLabel } from "../../../src/core/hex/grid";
import { gridOf } from "../../../src/core/table/hex-settings";
import { hexTable, losOn } from "./support";

const brush = (hex: string) => ({ hex, terrain: "brush" });

describe("hex LOS: degrading hexes", () => {
  it("a clear line crosses the hexes between the ends and nothing counts", () => {
    const v = losOn(hexTable(), "A1", "A6");
    expect(v.visible).toBe(true);
    expect(v.crossed.map((c) => c.label)).toEqual(["A2", "A3", "A4", "A5"]);
    expect(v.degradingCounted).toBe(0);
    expect(v.distanceHexes).toBe(5);
  });

  it("one and two degrading hexes count; the end hexes never do", () => {
    expect(losOn(hexTable([], [brush("A2")]), "A1", "A6").degradingCounted).toBe(1);
    const two = losOn(hexTable([], [brush("A2"), brush("A4"), brush("A1"), brush("A6")]), "A1", "A6");
    expect(two.visible).toBe(true);
    expect(two.degradingCounted).toBe(2);
  });

  it("three degrading hexes block the line", () => {
    const v = losOn(hexTable([], [brush("A2"), brush("A3"), brush("A5")]), "A1", "A6");
    expect(v.visible).toBe(false);
    expect(v.blockedBecause).toContain("three block");
    expect(v.degradingCounted).toBe(0);
  });

  it("a blocking hex (an override) blocks; smoke degrades", () => {
    expect(losOn(hexTable([], [{ hex: "A3", terrain: "woods" }]), "A1", "A6").visible).toBe(false);
    const smoke = losOn(hexTable([], [{ hex: "A3", smoke: true }]), "A1", "A6");
    expect(smoke.visible).toBe(true);
    expect(smoke.degradingCounted).toBe(1);
    const marker = losOn(hexTable(), "A1", "A6", { smokeHexes: new Set(["0,3"]) }); // A4
    expect(marker.degradingCounted).toBe(1);
  });

  it("a line passing high over low degrading terrain is not degraded", () => {
    // The ends stand on level-3 ground (30 yd); brush is 2.5 yd tall.
    const high = [{ hex: "A1", level: 3 }, { hex: "A6", level: 3 }, brush("A3")];
    const v = losOn(hexTable([], high), "A1", "A6");
    expect(v.crossed.find((c) => c.label === "A3")!.effect).toBe("above");
    expect(v.degradingCounted).toBe(0);
  });
});

describe("hex LOS, measured through the 3D terrain", () => {
  const building = {
    id: "barn",
    type: "building",
    // around A3's centre (1, 4.33)
    outline: [
      [0.6, 3.9],
      [1.4, 3.9],
      [1.4, 4.8],
      [0.6, 4.8],
    ],
  };

  it("a building between the ends blocks, named with where the line meets it", () => {
    const v = losOn(hexTable([building]), "A1", "A6");
    expect(v.visible).toBe(false);
    expect(v.measuredBlocker?.featureId).toBe("barn");
    expect(v.crossed.find((c) => c.label === "A3")!.effect).toBe("blocking");
  });

  it("the firer's own building hex does not block it", () => {
    const v = losOn(hexTable([building]), "A3", "A6");
    expect(v.visible).toBe(true);
    expect(v.measuredBlocker).toBeNull();
  });

  it("a hill between two low hexes blocks as it stands", () => {
    const hill = {
      id: "ridge",
      type: "hill",
      level: 1,
      outline: [
        [0.2, 3.6],
        [1.8, 3.6],
        [1.8, 5.1],
        [0.2, 5.1],
      ],
    };
    const v = losOn(hexTable([hill]), "A1", "A6");
    expect(v.visible).toBe(false);
    expect(v.measuredBlocker?.featureId).toBe("ridge");
  });

  it("a degrading feature counts only where the line crosses it inside the hex", () => {
    const square = (id: string, cx: number, cy: number, h: number) => ({
      id,
      type: "rubble",
      outline: [
        [cx - h, cy - h],
        [cx + h, cy - h],
        [cx + h, cy + h],
        [cx - h, cy + h],
      ],
    });
    // A3's centre (1, 4.33) lies on the line A1–A6 (x = 1): rubble round it is crossed.
    expect(losOn(hexTable([square("r1", 1, 4.33, 0.25)]), "A1", "A6").degradingCounted).toBe(1);
    // A1 (1, 0.87) to D6 (5.5, 10.39): find a crossed hex whose centre is well off the line.
    const g = gridOf(hexTable().hex!);
    const [ax, ay] = [1, Math.sqrt(3) / 2];
    const [bx, by] = hexCenter(g, parseHexLabel(g, "D6")!);
    const off = (x: number, y: number) =>
      Math.abs((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / Math.hypot(bx - ax, by - ay);
    const plain = losOn(hexTable(), "A1", "D6");
    const far = plain.crossed.find((c) => {
      const [x, y] = hexCenter(g, parseHexLabel(g, c.label)!);
      return off(x, y) > 0.4;
    })!;
    const [cx, cy] = hexCenter(g, parseHexLabel(g, far.label)!);
    const v = losOn(hexTable([square("r2", cx, cy, 0.2)]), "A1", "D6");
    const hex = v.crossed.find((c) => c.label === far.label)!;
    expect(hex.terrain).toBe("rubble");
    expect(hex.effect).toBe("clear");
    expect(hex.why).toContain("misses r2");
    // The same hex overridden as rubble counts whole.
    expect(losOn(hexTable([], [{ hex: far.label, terrain: "rubble" }]), "A1", "D6").degradingCounted).toBe(1);
  });
});

describe("hex LOS along a hexside", () => {
  // A2 (1, 1.73) to C2 (4, 1.73) runs along the side between B1 (above… y 0.87) and B2 (y 2.6).
  it("the crossing query reports the hexside with the hexes on both sides", () => {
    const g = gridOf(hexTable().hex!);
    const y = 1.5 * Math.sqrt(3);
    const side = hexCrossings(g, 1, y, 4, y).filter((c) => c.kind === "hexside");
    expect(side).toHaveLength(1);
    const s = side[0]!;
    const labels = [s.left, s.right].map((h) => JSON.stringify(h));
    expect(labels.sort()).toEqual(
      [JSON.stringify(parseHexLabel(g, "B1")), JSON.stringify(parseHexLabel(g, "B2"))].sort(),
    );
  });

  it("traces both ways: degrading on one side only does not count", () => {
    const v = losOn(hexTable([], [brush("B1")]), "A2", "C2");
    expect(v.hexsides).toHaveLength(1);
    expect(v.traces.map((t) => t.degrading.length).sort()).toEqual([0, 1]);
    expect(v.visible).toBe(true);
    expect(v.degradingCounted).toBe(0);
  });

  it("degrading on both sides counts once; blocking on one side leaves the other way clear", () => {
    expect(losOn(hexTable([], [brush("B1"), brush("B2")]), "A2", "C2").degradingCounted).toBe(1);
    const one = losOn(hexTable([], [{ hex: "B2", terrain: "woods" }]), "A2", "C2");
    expect(one.visible).toBe(true);
    const both = losOn(
      hexTable(
        [],
        [
          { hex: "B1", terrain: "woods" },
          { hex: "B2", terrain: "building" },
        ],
      ),
      "A2",
      "C2",
    );
    expect(both.visible).toBe(false);
    expect(both.blockedBecause).toContain("blocking terrain");
  });

  // A2 to G2 crosses C2 and E2 through their interiors and runs along three hexsides: B1|B2, D1|D2, F1|F2.
  it("the three-hex block counts a hexside's degrading hex with the interior ones (card DFT 4)", () => {
    const ends = ["A2", "G2"] as const;
    const oneSide = losOn(hexTable([], [brush("C2"), brush("E2"), brush("B1")]), ...ends);
    expect(oneSide.visible).toBe(true); // the B2 way is clearer: two count
    expect(oneSide.degradingCounted).toBe(2);
    const bothSides = losOn(hexTable([], [brush("C2"), brush("E2"), brush("B1"), brush("B2")]), ...ends);
    expect(bothSides.visible).toBe(false); // three either way
    expect(bothSides.blockedBecause).toContain("three block");
  });

  it("each trace takes one side along the whole line: the clearer trace, not the clearer side per hexside", () => {
    // left-or-right as a whole: {B1, D1, F1} holds two, {B2, D2, F2} one; picking per hexside would give none
    const v = losOn(hexTable([], [brush("B1"), brush("D2"), brush("F1")]), "A2", "G2");
    expect(v.hexsides).toHaveLength(3);
    expect(v.traces.map((t) => t.degrading.length).sort()).toEqual([1, 2]);
    expect(v.degradingCounted).toBe(1);
  });
});
