import { describe, expect, it } from "vitest";
import {
  deployProblem,
  endProblem,
  ringsOverlap,
  startDeployment,
  zoneWatchPoints,
} from "../../../../src/core/firestrike/match/deployment";
import { orientedRect } from "../../../../src/core/geom2d";
import { catalog, gameFile, open, playAll, stats } from "../../game/support";

/** Deployment: zones, table edges, overlaps, carried bases, hand-over, and the zone threat points. */

const file = gameFile();
const refs = { table: file.body.table, forces: file.body.forces, stats, catalog };
const d0 = startDeployment(file.body.forces);

describe("where a base may deploy", () => {
  it.each([
    ["inside blue's zone", "b1", { x: 10, y: 5, facing: 0 }, null],
    [
      "in red's half",
      "b1",
      { x: 10, y: 30, facing: 0 },
      "b1 must stand wholly inside blue's deployment zone (south)",
    ],
    [
      "half out of the zone",
      "b1",
      { x: 10, y: 9.8, facing: 0 },
      "b1 must stand wholly inside blue's deployment zone (south)",
    ],
    ["over the table edge", "b1", { x: 0.1, y: 5, facing: 0 }, "b1 would stick out over the table edge"],
    ["a red base while blue deploys", "r1", { x: 10, y: 44, facing: 0 }, "r1 is red's; blue is deploying"],
    ["infantry riding in an IFV", "b7", { x: 10, y: 5, facing: 0 }, "b7 rides in b5 and deploys with it"],
    ["an unknown base", "zz", { x: 10, y: 5, facing: 0 }, 'there is no base "zz"'],
  ])("%s", (_name, id, at, want) => {
    expect(deployProblem(refs, d0, id, at)).toBe(want);
  });

  it("refuses to overlap a friendly base, but touching is fine", () => {
    const d = { ...d0, placed: { b1: { x: 10, y: 5, facing: 0 } } };
    expect(deployProblem(refs, d, "b2", { x: 10.5, y: 5, facing: 0 })).toBe("b2 would overlap b1");
    expect(deployProblem(refs, d, "b2", { x: 10.8, y: 5, facing: 0 })).toBeNull();
  });

  it("SAT overlap agrees with hand-worked rectangles", () => {
    expect(ringsOverlap(orientedRect(0, 0, 2, 2, 0), orientedRect(1.5, 0, 2, 2, 45))).toBe(true);
    expect(ringsOverlap(orientedRect(0, 0, 2, 2, 0), orientedRect(2.5, 0, 2, 2, 45))).toBe(false);
    expect(ringsOverlap(orientedRect(0, 0, 2, 2, 0), orientedRect(2, 0, 2, 2, 0))).toBe(false);
  });
});

describe("the hand-over", () => {
  it("lets a side end its deployment only with every base placed, then passes to the other", () => {
    expect(endProblem(refs, d0, "blue")).toMatch(
      /^7 base\(s\) of blue are not placed yet: bhq1, b1, b2, b3, b4, b5, …$/,
    );
    expect(endProblem(refs, d0, "red")).toBe("blue is deploying, not red");
    let s = open(file);
    const blue = file.body.forces.bases.filter((b) => b.side === "blue" && !b.carriedBy);
    s = playAll(s, ...blue.map((b, i) => ({ type: "deploy", base: b.id, at: [5 + 2 * i, 5], facing: 0 })), {
      type: "end-deployment",
      side: "blue",
    });
    expect(s.now.deployment.ended).toEqual(["blue"]);
    expect(s.now.state).toBeNull();
  });

  it("moves a base placed twice to its last place", () => {
    let s = open(file);
    s = playAll(
      s,
      { type: "deploy", base: "b1", at: [10, 5] },
      { type: "deploy", base: "b1", at: [20, 6], facing: 90 },
    );
    expect(s.now.deployment.placed.b1).toEqual({ x: 20, y: 6, facing: 90 });
  });
});

describe("zone watch points for the deployment threat map", () => {
  it("lie inside the enemy's zone on a regular grid", () => {
    const pts = zoneWatchPoints(file.body.table, "red", 4);
    expect(pts.length).toBe(18 * 2);
    expect(pts.slice(0, 2)).toEqual([
      [2, 40],
      [2, 44],
    ]);
    for (const [x, y] of pts) {
      expect(y).toBeGreaterThan(38);
      expect(y).toBeLessThan(48);
      expect(x).toBeGreaterThan(0);
    }
    expect(zoneWatchPoints(file.body.table, "green", 4)).toEqual([]);
  });
});
