import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../src/core/catalog/builtin";
import { apply } from "../../src/core/firestrike/apply";
import { builtinCharts } from "../../src/core/firestrike/charts/builtin";
import type { Env } from "../../src/core/firestrike/context";
import type { BasePose } from "../../src/core/firestrike/oracle";
import { newGame } from "../../src/core/firestrike/setup/new-game";
import { builtinStats } from "../../src/core/firestrike/stats/builtin";
import { lineOfSight } from "../../src/core/los/line-of-sight";
import { measuredOracle } from "../../src/geometry/firestrike-oracle";
import { shippedWorld, worldOf } from "../support/worlds";

/** The measured battlefield oracle: terrain along paths, cover spots, zones and sight from the LOS engine. */

const square = (x0: number, y0: number, x1: number, y1: number) => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

const world = worldOf({
  features: [
    { id: "wood", type: "woods", outline: square(10, 0, 20, 10) },
    { id: "hill", type: "hill", level: 1, outline: square(40, 0, 50, 10), slopeInches: 1 },
    { id: "lake", type: "water", outline: square(0, 20, 6, 26) },
    { id: "ford", type: "water", fordable: true, outline: square(8, 20, 12, 26) },
    { id: "mines", type: "minefield", outline: square(20, 30, 24, 34) },
    {
      id: "road1",
      type: "road",
      path: [
        [0, 40],
        [72, 40],
      ],
      widthInches: 1,
    },
    {
      id: "ditch",
      type: "trench",
      path: [
        [60, 0],
        [60, 20],
      ],
      widthInches: 0.5,
    },
    {
      id: "fence",
      type: "wire",
      wireType: "heavy",
      path: [
        [30, 14],
        [30, 24],
      ],
      widthInches: 0.5,
    },
    {
      id: "coil",
      type: "wire",
      wireType: "medium",
      path: [
        [34, 14],
        [34, 24],
      ],
    },
    {
      id: "stones",
      type: "wall",
      path: [
        [26, 14],
        [26, 24],
      ],
    },
  ],
});
const oracle = measuredOracle(world);

const lengths = (legs: { lengthInches: number; terrain: string[] }[]) =>
  legs.map((l) => [Math.round(l.lengthInches * 1e6) / 1e6, l.terrain.join("+")]);

describe("terrain at a point", () => {
  it.each([
    [[15, 5], ["woods"], ["wood"]],
    [[45, 5], ["open"], []],
    [[50.5, 5], ["hill-slope"], []],
    [[3, 23], ["deep-water"], ["lake"]],
    [[10, 23], ["water"], ["ford"]],
    [[22, 32], ["minefield"], ["mines"]],
    [[30, 40.4], ["road"], []],
    [[60.2, 10], ["trench"], []],
    [[30, 30], ["open"], []],
  ] as const)("%j is %j", (p, terrain, ids) => {
    expect(oracle.terrainAt([p[0], p[1]])).toEqual({ terrain, featureIds: ids });
  });
});

describe("terrain along a path", () => {
  it("cuts a straight leg exactly at the woods outline", () => {
    const t = oracle.terrainAlong([
      [0, 5],
      [30, 5],
    ]);
    expect(lengths(t.legs)).toEqual([
      [10, "open"],
      [10, "woods"],
      [10, "open"],
    ]);
  });

  it("cuts at the hill outline and at the outer rim of its slope band", () => {
    const t = oracle.terrainAlong([
      [30, 5],
      [60 - 1.5, 5],
    ]);
    expect(lengths(t.legs)).toEqual([
      [9, "open"],
      [1, "hill-slope"],
      [10, "open"],
      [1, "hill-slope"],
      [7.5, "open"],
    ]);
  });

  it("reports a road where the path runs along it, over several legs", () => {
    const t = oracle.terrainAlong([
      [5, 38],
      [5, 40],
      [15, 40],
    ]);
    expect(lengths(t.legs)).toEqual([
      [1.5, "open"],
      [0.5, "road"],
      [10, "road"],
    ]);
  });

  it("lists linear obstacles crossed, in path order, with where along each", () => {
    const t = oracle.terrainAlong([
      [24, 16],
      [36, 16],
    ]);
    expect(
      t.crossings.map((c) => [c.kind, c.featureId, c.alongPathInches, c.alongFeatureInches, c.widthInches]),
    ).toEqual([
      ["wall", "stones", 2, 2, 0.08],
      ["wire-heavy", "fence", 6, 2, 0.5],
      ["wire-medium", "coil", 10, 2, 0.5],
    ]);
  });

  it("names the minefields a path enters", () => {
    expect(
      oracle.terrainAlong([
        [18, 32],
        [26, 32],
      ]).minefields,
    ).toEqual(["mines"]);
  });
});

describe("cover", () => {
  it("finds the nearest cover a little inside the woods, nearest first", () => {
    const spots = oracle.coverNear([5, 5], 8, ["woods", "hill-slope"]);
    expect(spots[0]!.terrain).toBe("woods");
    expect(spots[0]!.distanceInches).toBeCloseTo(5.05, 6);
    expect(oracle.terrainAt(spots[0]!.at).terrain).toContain("woods");
    expect(oracle.coverNear([5, 5], 4, ["woods"])).toEqual([]);
  });

  it("offers a point in a hill's slope band and on a trench line", () => {
    const slope = oracle.coverNear([55, 5], 10, ["hill-slope"])[0]!;
    expect(oracle.terrainAt(slope.at).terrain).toContain("hill-slope");
    expect(slope.distanceInches).toBeCloseTo(4.5, 6);
    const trench = oracle.coverNear([64, 10], 10, ["trench"])[0]!;
    expect(trench.at).toEqual([60, 10]);
  });

  it("gives the distance along a line to the first cover", () => {
    expect(oracle.firstCoverAlong([0, 5], [30, 5], ["woods"])).toBeCloseTo(10.01, 6);
    expect(oracle.firstCoverAlong([15, 5], [30, 5], ["woods"])).toBe(0);
    expect(oracle.firstCoverAlong([0, 15], [30, 15], ["woods"])).toBeNull();
  });
});

describe("zones", () => {
  it("finds wire inside a barrage disc, along the wire", () => {
    const spots = oracle.wireInZone({ shape: "disc", center: [31, 18], diameterInches: 2.2 });
    expect(spots.length).toBeGreaterThan(0);
    expect(new Set(spots.map((s) => s.featureId))).toEqual(new Set(["fence"]));
    for (const s of spots) expect(Math.hypot(s.at[0] - 31, s.at[1] - 18)).toBeLessThanOrEqual(1.1);
    expect(oracle.wireInZone({ shape: "disc", center: [40, 30], diameterInches: 2 })).toEqual([]);
  });
});

const shipped = shippedWorld("ridge-and-village.json");
const shippedOracle = measuredOracle(shipped);
const poseOfUnit = (id: string): BasePose => {
  const u = shipped.table.units.find((x) => x.id === id)!;
  const e = builtinCatalog().byType.get(u.type)!;
  const [w, d] = u.baseInches ?? e.baseInches;
  return {
    id: u.id,
    side: u.side,
    catalogType: u.type,
    x: u.x,
    y: u.y,
    facing: u.facing,
    frontageInches: w,
    depthInches: d,
    prone: u.posture === "prone",
    hullDown: u.posture === "hull-down",
    dugIn: u.posture === "dug-in",
  };
};

describe("sight is the LOS engine's verdict", () => {
  it.each([
    ["b1", "r4"],
    ["b7", "r3"],
    ["b1", "r1"],
  ])("%s → %s matches lineOfSight on the shipped table", (a, b) => {
    const want = lineOfSight(shipped, a, b);
    if (!want.ok) throw new Error(want.error);
    const got = shippedOracle.sight(poseOfUnit(a), poseOfUnit(b));
    expect(got).toEqual({
      visible: want.value.visible,
      coverFraction: want.value.coverFraction,
      covered: want.value.covered,
      reasons: want.value.reasons.map((r) => r.text),
    });
    expect(shippedOracle.edgeDistance(poseOfUnit(a), poseOfUnit(b))).toBeCloseTo(
      want.value.distanceInches,
      2,
    );
  });

  it("observes a zone in plain view and not one behind a blocking hill", () => {
    const flat = worldOf({
      features: [{ id: "ridge", type: "hill", level: 1, outline: square(30, 0, 34, 48), slopeInches: 0.5 }],
    });
    const o = measuredOracle(flat);
    const eye: BasePose = {
      id: "obs",
      side: "blue",
      catalogType: "infantry",
      x: 10,
      y: 24,
      facing: 90,
      frontageInches: 1,
      depthInches: 0.75,
      prone: false,
      hullDown: false,
      dugIn: false,
    };
    expect(o.zoneObserved({ shape: "disc", center: [20, 24], diameterInches: 2 }, [eye])).toBe(true);
    expect(o.zoneObserved({ shape: "disc", center: [50, 24], diameterInches: 2 }, [eye])).toBe(false);
    expect(o.zoneWatch({ shape: "disc", center: [20, 24], diameterInches: 2 }, [eye])?.observer).toBe("obs");
    expect(o.zoneObserved({ shape: "disc", center: [20, 24], diameterInches: 2 }, [])).toBe(false);
  });
});

describe("the rules engine over the measured oracle", () => {
  it("a move through the woods pays the charts' woods cost for foot, to the inch", () => {
    const env: Env = { charts: builtinCharts(), stats: builtinStats(), oracle };
    const g = newGame(
      {
        format: "sightline-firestrike-setup/1",
        sides: [{ id: "blue" }, { id: "red" }],
        formations: [
          { id: "bf", side: "blue" },
          { id: "rf", side: "red" },
        ],
        bases: [
          { id: "b1", side: "blue", formation: "bf", statLine: "infantry", x: 8, y: 5, facing: 90 },
          { id: "r1", side: "red", formation: "rf", statLine: "infantry", x: 70, y: 46 },
        ],
      },
      "oracle-test",
      env,
      builtinCatalog(),
    );
    if (!g.ok) throw new Error(JSON.stringify(g.error));
    let s = g.value;
    const step = (cmd: unknown) => {
      const r = apply(s, cmd, env);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    };
    const until = (want: string) => {
      while (s.step !== want) step({ type: "advance" });
    };
    until("move-markers");
    step({ type: "place-move-marker", formation: "bf" });
    until("movement");
    step({ type: "move", base: "b1", mode: "walking", path: [[11, 5]] });
    const wood = env.charts.terrain.woods.cost.foot as number;
    expect(s.bases.b1!.spentInches).toBeCloseTo(2 + 1 * wood, 9);
    expect(s.bases.b1!.movedInches).toBeCloseTo(3, 9);
  });
});
