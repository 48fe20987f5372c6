import { describe, expect, it } from "vitest";
import { sideTouched } from "../../../src/core/firestrike/assault/modifiers";
import type { Base } from "../../../src/core/firestrike/state";
import type { BaseSpec, TestGame } from "./helpers";
import { atStep, eventsOf, rollsOf, run, start, withDice } from "./helpers";
import { refused } from "./support";

/** Blue bases side by side at y = 10 facing +y, red bases touching them at y = 10.75 facing -y: one group. */
const line = (blue: Partial<BaseSpec>[], red: Partial<BaseSpec>[]): BaseSpec[] => [
  ...blue.map((b, i) => ({ id: `b${i + 1}`, statLine: "infantry", x: 10 + i, y: 10, ...b }) as BaseSpec),
  ...red.map(
    (b, i) => ({ id: `r${i + 1}`, statLine: "infantry", x: 10 + i, y: 10.75, facing: 180, ...b }) as BaseSpec,
  ),
];

const fight = (bases: BaseSpec[], dice: number[], setup?: (g: TestGame) => void): TestGame => {
  const g = start(bases);
  setup?.(g);
  g.state = withDice(g, atStep(g.state, "damage-morale"), dice);
  run(g, { type: "advance" });
  return g;
};
const mods = (g: TestGame, side: string) =>
  rollsOf(g.log, "assault")
    .find((r) => r.side === side)!
    .modifiers.map((m) => [m.rule, m.value]);

describe("assault resolution (seed 000 §6.4)", () => {
  it("the side losing the modified roll loses all its bases", () => {
    const g = fight(line([{}, {}], [{}, {}]), [15, 5]);
    expect(["r1", "r2"].map((id) => g.state.bases[id]!.status)).toEqual(["destroyed", "destroyed"]);
    expect(["b1", "b2"].map((id) => g.state.bases[id]!.status)).toEqual(["active", "active"]);
    expect(eventsOf(g.log, "assault")[0]!.outcome).toContain("blue wins");
  });

  it("the side with the natural low roll takes one damage per base even when it wins on modifiers", () => {
    const g = fight(
      line(
        [
          { grade: "elite", formation: "blue-a" },
          { grade: "elite", formation: "blue-b" },
        ],
        [{}, {}],
      ),
      [5, 10],
    );
    expect(g.state.bases.r1!.status).toBe("destroyed");
    expect([g.state.bases.b1!.damage, g.state.bases.b2!.damage]).toEqual([1, 1]);
  });

  it("a modified tie pins both sides, who may not rally until it is resolved", () => {
    const g = fight(line([{}], [{}]), [9, 9]);
    expect(g.state.bases.b1).toMatchObject({ pinned: true, assaultTied: true, status: "active" });
    expect(g.state.bases.r1).toMatchObject({ pinned: true, assaultTied: true, status: "active" });
    g.state = withDice(g, atStep(g.state, "second-impact-zones"), [20, 20]);
    run(g, { type: "advance" });
    expect(rollsOf(g.log, "rally")).toHaveLength(0);
    for (const f of Object.values(g.state.formations)) f.moveMarker = true;
    g.state = atStep(g.state, "movement");
    expect(refused(g, { type: "move", base: "b1", mode: "walking", path: [[10, 8]] }).code).toBe(
      "not-allowed",
    );
  });

  it("a tied assault is fought again next turn and then lets the survivors go", () => {
    const g = fight(line([{}], [{}]), [9, 9]);
    g.state = withDice(g, atStep(g.state, "damage-morale"), [3, 12]);
    run(g, { type: "advance" });
    expect(g.state.bases.b1!.status).toBe("destroyed");
    expect(g.state.bases.r1).toMatchObject({ assaultTied: false, assaultWith: [] });
  });

  it("separate contacts are separate assaults", () => {
    const g = fight(
      line([{}], [{}]).concat([
        { id: "b2", statLine: "infantry", x: 30, y: 10 },
        { id: "r2", statLine: "infantry", x: 30, y: 10.75, facing: 180 },
      ]),
      [15, 5, 5, 15],
    );
    expect(eventsOf(g.log, "assault")).toHaveLength(2);
    expect([g.state.bases.r1!.status, g.state.bases.b2!.status]).toEqual(["destroyed", "destroyed"]);
  });

  it("bases not in contact are not in the assault", () => {
    const g = fight(
      line([{}], [{}, {}]).map((b) => (b.id === "r2" ? { ...b, x: 40 } : b)),
      [15, 5],
    );
    expect(g.state.bases.r2!.status).toBe("active");
    expect(eventsOf(g.log, "assault")[0]!.sides[1]!.bases).toEqual(["r1"]);
  });

  it("towed guns and mortars are foot units in an assault; vehicles are not", () => {
    const g = fight(line([{}], [{ statLine: "towed-gun" }]), [15, 5]);
    expect(g.state.bases.r1!.status).toBe("destroyed");
    const t = fight(line([{}], [{ statLine: "MBT" }]), [15, 5]);
    expect(eventsOf(t.log, "assault")).toHaveLength(0);
  });
});

describe("assault die roll modifiers (seed 000 §6.4): half or more of the side's bases", () => {
  it.each<[string, Partial<BaseSpec>[], [string, number][]]>([
    ["elite +8", [{ grade: "elite" }, {}], [["elite", 8]]],
    ["veteran +4", [{ grade: "veteran" }, {}], [["veteran", 4]]],
    ["inexperienced -4", [{ grade: "inexperienced" }, {}], [["inexperienced", -4]]],
    ["militia -8", [{ grade: "militia" }, {}], [["militia", -8]]],
    ["one elite of three is not half", [{ grade: "elite" }, {}, {}], []],
    ["damaged (4+ points) -4", [{ damage: 4 }, {}], [["damaged", -4]]],
    ["3 points is not more than half damaged", [{ damage: 3 }, {}], []],
  ])("%s", (_n, blue, expected) => {
    const g = fight(
      line(
        blue,
        blue.map(() => ({})),
      ),
      [10, 10],
    );
    expect(mods(g, "blue")).toEqual(expected);
  });

  it("in #10 cover or better +4; not in open-sided cover such as reverse slopes", () => {
    const town = fight(line([{}], [{}]), [10, 10], (g) =>
      g.oracle.areas.push({ id: "t", kind: "built-up", rect: [0, 0, 20, 10.2] }),
    );
    expect(mods(town, "blue")).toEqual([["cover-10", 4]]);
    const wood = fight(line([{}], [{}]), [10, 10], (g) =>
      g.oracle.areas.push({ id: "w", kind: "woods", rect: [0, 0, 20, 10.2] }),
    );
    expect(mods(wood, "blue")).toEqual([]);
    const slope = fight(line([{}], [{}]), [10, 10], (g) =>
      g.oracle.areas.push({ id: "s", kind: "hill-slope", rect: [0, 0, 20, 10.2] }),
    );
    expect(mods(slope, "blue")).toEqual([]);
  });

  it("dug-in bases count as in trench cover", () => {
    const g = fight(line([{ dugIn: "hasty" }], [{}]), [10, 10]);
    expect(mods(g, "blue")).toEqual([["cover-10", 4]]);
  });

  it("friendly drones in contact with any involved base +4", () => {
    const g = fight(
      [...line([{}, {}], [{}, {}]), { id: "b-drone", statLine: "drone", x: 11, y: 9.3 }],
      [10, 10],
    );
    expect(mods(g, "blue")).toEqual([["drones", 4]]);
    expect(mods(g, "red")).toEqual([]);
  });

  it("a unit hit on two or more of its four sides -4", () => {
    const bases: BaseSpec[] = [
      { id: "b1", statLine: "infantry", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 10, y: 10.75, facing: 180 },
      { id: "r2", statLine: "infantry", x: 10.875, y: 10, facing: 270, formation: "red-b" },
    ];
    const g = fight(bases, [10, 10]);
    expect(mods(g, "blue")).toEqual([["two-sides", -4]]);
  });

  it.each([
    [[10, 10.75, 180], "front"],
    [[10.875, 10, 270], "right"],
    [[10, 9.25, 0], "rear"],
    [[9.125, 10, 90], "left"],
    [[11, 10.75, 180], null],
  ] as const)("an enemy at %j touches the %s of a base facing +y (corner to corner: no side)", (at, side) => {
    const size = { frontageInches: 1, depthInches: 0.75 };
    const b = { x: 10, y: 10, facing: 0, ...size } as Base;
    expect(sideTouched(b, { x: at[0], y: at[1], facing: at[2], ...size } as Base)).toBe(side);
  });
});

describe("HQ bases cannot be assaulted (seed 000 §1.4)", () => {
  it("an HQ touching enemy infantry is not in an assault", () => {
    const g = fight(
      [
        { id: "b-hq", statLine: "HQ", x: 10, y: 10, formation: "blue-bn" },
        { id: "r1", statLine: "infantry", x: 10, y: 10.9, facing: 180 },
      ],
      [15, 5],
    );
    expect(eventsOf(g.log, "assault")).toHaveLength(0);
    expect(g.state.bases["b-hq"]!.status).toBe("active");
  });
});
