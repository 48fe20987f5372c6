import { describe, expect, it } from "vitest";
import { countsAsMoved } from "../../../src/core/firestrike/movement/allowance";
import { atStep, eventsOf, rollsOf, run, start } from "./helpers";
import { moving, refused } from "./support";

describe("movement permission (seed 000 §2.3, §3.2)", () => {
  it("a unit without a Move marker does not move", () => {
    const g = start([
      { id: "b1", statLine: "infantry", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    g.state = atStep(g.state, "movement");
    expect(refused(g, { type: "move", base: "b1", mode: "walking", path: [[10, 12]] }).code).toBe(
      "not-allowed",
    );
  });

  it("pinned, immobilized and out-of-play bases do not move", () => {
    const g = moving([
      { id: "b1", statLine: "infantry", x: 10, y: 10 },
      { id: "b2", statLine: "MBT", x: 20, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    g.state.bases.b1!.pinned = true;
    g.state.bases.b2!.immobilized = "permanent";
    expect(refused(g, { type: "move", base: "b1", mode: "walking", path: [[10, 12]] }).message).toContain(
      "pinned",
    );
    expect(refused(g, { type: "move", base: "b2", mode: "forward", path: [[20, 12]] }).message).toContain(
      "immobilized",
    );
  });
});

describe("foot movement categories (seed 000 §3.2)", () => {
  const foot = () =>
    moving([
      { id: "b1", statLine: "infantry", x: 10, y: 10 },
      { id: "b-mg", statLine: "HMG", x: 20, y: 10 },
      { id: "b-gun", statLine: "towed-gun", x: 30, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);

  it.each([
    ["walking", "b1", 4],
    ["rushing", "b1", 6],
    ["assault", "b1", 5],
    ["heavy-weapon", "b-mg", 2],
    ["manhandling", "b-gun", 1],
  ])('%s: %s moves up to its %i" and no further', (mode, id, inches) => {
    const g = foot();
    const b = g.state.bases[id]!;
    expect(refused(g, { type: "move", base: id, mode, path: [[b.x, b.y + inches + 0.1]] }).code).toBe(
      "out-of-movement",
    );
    run(g, { type: "move", base: id, mode, path: [[b.x, b.y + inches]] });
    expect(g.state.bases[id]!.y).toBe(b.y + inches);
  });

  it("a machine gun has no walking rate: heavy weapon is its maximum", () => {
    const g = foot();
    expect(refused(g, { type: "move", base: "b-mg", mode: "walking", path: [[20, 11]] }).code).toBe(
      "illegal-move",
    );
  });

  it("a base keeps one mode per turn and its allowance is shared between moves", () => {
    const g = foot();
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 12]] });
    expect(refused(g, { type: "move", base: "b1", mode: "rushing", path: [[10, 13]] }).code).toBe(
      "illegal-move",
    );
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 14]] });
    expect(refused(g, { type: "move", base: "b1", mode: "walking", path: [[10, 14.5]] }).code).toBe(
      "out-of-movement",
    );
  });

  it("prone: go prone or stand once per movement phase; prone bases crawl or assault-move", () => {
    const g = foot();
    run(g, { type: "change-posture", base: "b1", prone: true });
    expect(refused(g, { type: "change-posture", base: "b1", prone: false }).message).toContain("once");
    expect(refused(g, { type: "move", base: "b1", mode: "walking", path: [[10, 11]] }).message).toContain(
      "prone",
    );
    run(g, { type: "move", base: "b1", mode: "prone", path: [[10, 11]] });
    expect(g.state.bases.b1!.prone).toBe(true);
  });

  it("mortars and heavy machine guns may not move while prone", () => {
    const g = foot();
    run(g, { type: "change-posture", base: "b-mg", prone: true });
    expect(
      refused(g, { type: "move", base: "b-mg", mode: "heavy-weapon", path: [[20, 11]] }).message,
    ).toContain("prone");
  });
});

describe("assault contact (seed 000 §3.2)", () => {
  const contact = () =>
    moving([
      { id: "b1", statLine: "infantry", x: 10, y: 10, facing: 0 },
      { id: "r1", statLine: "infantry", x: 10, y: 14, facing: 180 },
    ]);

  it("a forward assault move into the enemy locks both bases", () => {
    const g = contact();
    run(g, { type: "move", base: "b1", mode: "assault", path: [[10, 13.2]] });
    expect(g.state.bases.b1!.assaultWith).toEqual(["r1"]);
    expect(g.state.bases.r1!.assaultWith).toEqual(["b1"]);
    expect(g.state.bases.b1!.assaulting).toBe(true);
    expect(refused(g, { type: "move", base: "r1", mode: "walking", path: [[10, 16]] }).message).toContain(
      "locked",
    );
  });

  it("rushing may not make contact", () => {
    expect(
      refused(contact(), { type: "move", base: "b1", mode: "rushing", path: [[10, 13.2]] }).message,
    ).toContain("rushing");
  });

  it("no moving backwards or sideways into contact: front edges only", () => {
    const g = contact();
    g.state.bases.b1!.facing = 180;
    expect(refused(g, { type: "move", base: "b1", mode: "assault", path: [[10, 13.2]] }).message).toContain(
      "front edges",
    );
    const side = contact();
    side.state.bases.b1!.x = 7;
    side.state.bases.b1!.y = 14;
    expect(refused(side, { type: "move", base: "b1", mode: "assault", path: [[9.1, 14]] }).message).toContain(
      "front edges",
    );
  });

  it("moving sideways is fine when it makes no contact", () => {
    const g = contact();
    run(g, { type: "move", base: "b1", mode: "walking", path: [[13, 10]] });
    expect(g.state.bases.b1!.facing).toBe(0);
  });
});

describe("cavalry (seed 000 §3.2)", () => {
  const cav = () => {
    const g = moving([
      { id: "b-cav", statLine: "cavalry", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    g.oracle.areas.push({ id: "wood", kind: "woods", rect: [5, 14, 15, 20] });
    return g;
  };

  it("no assault movement into woods, water or buildings", () => {
    expect(
      refused(cav(), { type: "move", base: "b-cav", mode: "assault", path: [[10, 16]] }).message,
    ).toContain("cavalry");
    run(cav(), { type: "move", base: "b-cav", mode: "walking", path: [[10, 16]] });
  });

  it("dismounting costs 1/4 of the move and dismounted troopers move as infantry", () => {
    const g = cav();
    run(g, { type: "cavalry-horses", base: "b-cav", dismounted: true });
    expect(g.state.bases["b-cav"]!.spentInches).toBe(2);
    expect(g.state.bases["b-cav"]!.dismounted).toBe(true);
    expect(refused(g, { type: "move", base: "b-cav", mode: "walking", path: [[10, 12.1]] }).code).toBe(
      "out-of-movement",
    );
    run(g, { type: "move", base: "b-cav", mode: "walking", path: [[10, 12]] });
  });

  it("no mounting or dismounting in a turn of assault movement", () => {
    const g = cav();
    run(g, { type: "move", base: "b-cav", mode: "assault", path: [[10, 12]] });
    expect(refused(g, { type: "cavalry-horses", base: "b-cav", dismounted: true }).message).toContain(
      "assault",
    );
  });
});

describe("vehicle movement (seed 000 §3.21)", () => {
  const tank = (dice: number[] = []) =>
    moving(
      [
        { id: "b1", statLine: "MBT", x: 10, y: 10, facing: 0 },
        { id: "r1", statLine: "infantry", x: 60, y: 40 },
      ],
      dice,
    );

  it("turns for free to drive forward along each leg", () => {
    const g = tank();
    run(g, {
      type: "move",
      base: "b1",
      mode: "forward",
      path: [
        [15, 10],
        [15, 14],
      ],
    });
    expect(g.state.bases.b1!.facing).toBe(0);
    expect(g.state.bases.b1!.spentInches).toBeCloseTo(9);
  });

  it("drives forward up to its forward rate", () => {
    const g = tank();
    expect(refused(g, { type: "move", base: "b1", mode: "forward", path: [[10, 20.5]] }).code).toBe(
      "out-of-movement",
    );
  });

  it("reverse: backs up at the reverse rate, facing away from travel, with an immobilization roll", () => {
    const g = tank([5]);
    expect(refused(g, { type: "move", base: "b1", mode: "reverse", path: [[10, 6]] }).code).toBe(
      "out-of-movement",
    );
    run(g, { type: "move", base: "b1", mode: "reverse", path: [[10, 7]] });
    expect(g.state.bases.b1!.facing).toBe(0);
    expect(rollsOf(g.log, "immobilization")).toHaveLength(1);
    expect(g.state.bases.b1!.immobilized).toBe("none");
  });

  it("a low immobilization roll strands it for the turn", () => {
    const g = tank([2]);
    run(g, { type: "move", base: "b1", mode: "reverse", path: [[10, 8]] });
    expect(g.state.bases.b1!.immobilized).toBe("temporary");
  });

  it("assault speed adds the bonus over open ground only, with its own risk roll", () => {
    const g = tank([10]);
    run(g, { type: "move", base: "b1", mode: "assault", path: [[10, 24]] });
    expect(g.state.bases.b1!.y).toBe(24);
    const woods = tank([10]);
    woods.oracle.areas.push({ id: "w", kind: "woods", rect: [0, 15, 20, 20] });
    expect(refused(woods, { type: "move", base: "b1", mode: "assault", path: [[10, 24]] }).message).toContain(
      "open ground",
    );
  });

  it('must move at least 1" to count as moved (tactically stationary below that)', () => {
    const g = tank();
    run(g, { type: "move", base: "b1", mode: "forward", path: [[10, 10.8]] });
    const ctx = { s: g.state, env: g.env, dice: g.dice, out: [] };
    expect(countsAsMoved(ctx, g.state.bases.b1!)).toBe(false);
    run(g, { type: "move", base: "b1", mode: "forward", path: [[10, 11.2]] });
    expect(countsAsMoved({ s: g.state, env: g.env, dice: g.dice, out: [] }, g.state.bases.b1!)).toBe(true);
  });

  it("foot modes are not vehicle modes and the other way round", () => {
    expect(refused(tank(), { type: "move", base: "b1", mode: "walking", path: [[10, 12]] }).code).toBe(
      "illegal-move",
    );
  });
});

describe("terrain costs (charts: terrain)", () => {
  it("woods cost double for tracked vehicles; buildings stop them", () => {
    const g = moving([
      { id: "b1", statLine: "MBT", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    g.oracle.areas.push(
      { id: "w", kind: "woods", rect: [0, 12, 20, 20] },
      { id: "h", kind: "building", rect: [30, 0, 40, 20] },
    );
    run(g, { type: "move", base: "b1", mode: "forward", path: [[10, 16]] });
    expect(g.state.bases.b1!.spentInches).toBeCloseTo(2 + 4 * 2);
    const h = moving([
      { id: "b1", statLine: "MBT", x: 25, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    h.oracle.areas.push({ id: "h", kind: "building", rect: [30, 0, 40, 20] });
    expect(refused(h, { type: "move", base: "b1", mode: "forward", path: [[32, 10]] }).message).toContain(
      "cannot enter building",
    );
  });

  it("a road through woods pays the road cost", () => {
    const g = moving([
      { id: "b1", statLine: "truck", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    g.oracle.areas.push(
      { id: "w", kind: "woods", rect: [0, 12, 20, 30] },
      { id: "rd", kind: "road", rect: [9, 0, 11, 48] },
    );
    run(g, { type: "move", base: "b1", mode: "forward", path: [[10, 24]] });
    expect(g.state.bases.b1!.spentInches).toBeCloseTo(14);
  });

  it("a move records its cost and distance in the log", () => {
    const g = moving([
      { id: "b1", statLine: "infantry", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    run(g, { type: "move", base: "b1", mode: "walking", path: [[12.4, 13.2]] });
    const e = eventsOf(g.log, "moved")[0]!;
    expect(e.movedInches).toBeCloseTo(4);
    expect(e.costInches).toBeCloseTo(4);
    expect(e.from).toEqual([10, 10]);
  });
});

describe('minefields (seed 000 turn sequence 2b: "Mine roll PRN"; project default roll)', () => {
  const field = (statLine: string, dice: number[]) => {
    const g = moving(
      [
        { id: "b1", statLine, x: 10, y: 10 },
        { id: "r1", statLine: "infantry", x: 60, y: 40 },
      ],
      dice,
    );
    g.oracle.areas.push({ id: "mines", kind: "minefield", rect: [0, 11, 20, 12] });
    return g;
  };

  it.each([
    ["infantry", 3, { damage: 1 }],
    ["infantry", 4, { damage: 0 }],
    ["MBT", 2, { immobilized: "permanent" }],
  ])("%s rolling %i crossing a minefield: %j", (statLine, die, expected) => {
    const g = field(statLine, [die, 20]);
    const mode = statLine === "MBT" ? "forward" : "walking";
    run(g, { type: "move", base: "b1", mode, path: [[10, 13]] });
    expect(rollsOf(g.log, "mine")).toHaveLength(1);
    expect(g.state.bases.b1).toMatchObject(expected);
  });

  it("a drone flies over it without a roll", () => {
    const g = field("drone", [1]);
    run(g, { type: "move", base: "b1", mode: "forward", path: [[10, 13]] });
    expect(rollsOf(g.log, "mine")).toHaveLength(0);
  });

  it("a cleared minefield needs no roll", () => {
    const g = field("infantry", [1]);
    g.state.markers.clearedMinefields.push("mines");
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 13]] });
    expect(rollsOf(g.log, "mine")).toHaveLength(0);
  });
});

describe("half-tracks (seed 000 §1.3): tracked on roads, wheeled elsewhere", () => {
  it("pays the wheeled cost in woods off the road and the road cost on it", () => {
    const off = moving([
      { id: "b1", statLine: "half-track", x: 5, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    off.oracle.areas.push({ id: "w", kind: "woods", rect: [0, 11, 20, 14] });
    run(off, { type: "move", base: "b1", mode: "forward", path: [[5, 13]] });
    expect(off.state.bases.b1!.spentInches).toBeCloseTo(1 + 2 * 3);
    const on = moving([
      { id: "b1", statLine: "half-track", x: 10, y: 10 },
      { id: "r1", statLine: "infantry", x: 60, y: 40 },
    ]);
    on.oracle.areas.push(
      { id: "w", kind: "woods", rect: [0, 11, 20, 14] },
      { id: "rd", kind: "road", rect: [9, 0, 11, 48] },
    );
    run(on, { type: "move", base: "b1", mode: "forward", path: [[10, 13]] });
    expect(on.state.bases.b1!.spentInches).toBeCloseTo(3);
  });
});
