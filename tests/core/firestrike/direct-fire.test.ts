import { describe, expect, it } from "vitest";
import { apply } from "../../../src/core/firestrike/apply";
import { calculateDirectFire, resolveDirectFire } from "../../../src/core/firestrike/fire/direct-calc";
import type { Weapon } from "../../../src/core/firestrike/stats/schema";
import { atStep, charts, eventsOf, rollsOf, run, start, stats, withDice } from "./helpers";
import { refused } from "./support";

const weapon = (
  attack: number,
  codes: string,
  fire: "heavy" | "light" = "heavy",
  rangeInches = 40,
): Weapon => ({
  name: "w",
  fire,
  attack,
  rangeInches,
  minRangeInches: 0,
  codes,
  assaultWeapon: false,
  antiAircraft: false,
});
const firer = { damage: 0, pinned: false, setupFraction: 0, hq: false, air: false, enemyAviation: false };
const target = (heavy: number, codes = "ABC", damage = 0) => ({
  defence: { heavy, light: heavy, codes },
  damage,
  vehicleRow: true,
  hq: false,
  air: false,
});
const calc = (over: Partial<Parameters<typeof calculateDirectFire>[1]>) =>
  calculateDirectFire(charts, {
    weapon: weapon(12, "A"),
    firer,
    target: target(12),
    visible: true,
    rangeInches: 12,
    coverFraction: 0,
    scaleFactor: 1,
    ...over,
  });
const dm = (c: ReturnType<typeof calc>) => Object.fromEntries(c.dieModifiers.map((m) => [m.rule, m.value]));

describe("direct fire point modifiers (seed 000 §5.1)", () => {
  it('a "B" ATGM against an "A" M1A2 is halved; against an "AB" M60A1 it has full value', () => {
    const atgm = stats.byId.get("IFV")!.weapons.find((w) => w.name === "ATGM")!;
    const m1 = stats.byId.get("M1A2")!.defence;
    const m60 = stats.byId.get("M60A1")!.defence;
    const vs = (defence: typeof m1) => calc({ weapon: atgm, target: { ...target(0), defence } });
    expect(vs(m1).halvings.map((h) => h.rule)).toEqual(["no-code-match"]);
    expect(vs(m1).attackPoints).toBe(atgm.attack / 2);
    expect(vs(m60).halvings).toEqual([]);
    expect(vs(m60).attackPoints).toBe(atgm.attack);
  });

  it.each([
    [0.5, []],
    [0.51, ["covered"]],
    [1, ["covered"]],
  ])("cover fraction %f halves: %j (more than half covered)", (cover, halvings) => {
    expect(calc({ coverFraction: cover }).halvings.map((h) => h.rule)).toEqual(halvings);
  });

  it("both halvings apply, rounding down once", () => {
    const c = calc({ weapon: weapon(13, "B"), target: target(3, "A"), coverFraction: 0.9 });
    expect(c.attackPoints).toBe(3);
  });

  it("seed example: a modified 6 attack against a 10 defence is -4 on the die", () => {
    expect(dm(calc({ weapon: weapon(6, "A"), target: target(10) }))["attack-defence"]).toBe(-4);
    expect(dm(calc({ weapon: weapon(12, "B"), target: target(10, "A") }))["attack-defence"]).toBe(-4);
  });

  it("light fire compares with the light defence value, heavy with the heavy", () => {
    const t = { ...target(0), defence: { heavy: 16, light: 22, codes: "A" } };
    expect(dm(calc({ weapon: weapon(10, "A", "heavy"), target: t }))["attack-defence"]).toBe(-6);
    expect(dm(calc({ weapon: weapon(10, "A", "light"), target: t }))["attack-defence"]).toBe(-12);
  });
});

describe("direct fire die modifiers (seed 000 §5.1)", () => {
  it.each([
    ['range 7.9" is under 8": +2', { rangeInches: 7.9 }, "range-under-8", 2],
    ['range 8" is not under 8"', { rangeInches: 8 }, "range-under-8", undefined],
    ['range 24" is not over 24"', { rangeInches: 24 }, "range-over-24", undefined],
    ['range 24.1" is over 24": -2', { rangeInches: 24.1 }, "range-over-24", -2],
    ["+2 per damage on the target", { target: target(12, "ABC", 3) }, "target-damage", 6],
    ["-2 if the firer is pinned", { firer: { ...firer, pinned: true } }, "firer-pinned", -2],
    ["-2 per damage on the firer", { firer: { ...firer, damage: 2 } }, "firer-damage", -4],
  ])("%s", (_n, over, rule, value) => {
    expect(dm(calc(over as never))[rule]).toBe(value);
  });

  it('range bands scale with the table: at 10mm (30 yd/in) 8" becomes 13.3"', () => {
    expect(dm(calc({ rangeInches: 13, scaleFactor: 50 / 30 }))["range-under-8"]).toBe(2);
  });

  it("the issue's calculator example: covered, over 24\", roll 12 gives total 10 and D", () => {
    const c = calc({ weapon: weapon(16, "A"), target: target(8), coverFraction: 0.7, rangeInches: 30 });
    expect(c.attackPoints).toBe(8);
    expect(c.halvings.map((h) => h.rule)).toEqual(["covered"]);
    const r = resolveDirectFire(charts, c, 12, true);
    expect([r.roll, r.total, r.result]).toEqual([12, 10, "D"]);
  });

  it.each([
    [9, "-"],
    [10, "D"],
    [13, "D"],
    [14, "I"],
    [16, "I"],
    [17, "K"],
  ])("vehicle hit table: total %i gives %s", (total, result) => {
    expect(
      resolveDirectFire(charts, calc({ weapon: weapon(12, "A"), target: target(12) }), total, true).result,
    ).toBe(result);
  });

  it.each([
    [9, "-"],
    [14, "D"],
    [15, "D"],
    [16, "K"],
  ])("personnel hit table: total %i gives %s (no I results)", (total, result) => {
    expect(resolveDirectFire(charts, calc({}), total, false).result).toBe(result);
  });
});

describe("who may fire at whom (seed 000 §1.4, §5.1, §6.4)", () => {
  it.each([
    [
      "HQ bases cannot be fired on by direct ground fire",
      { target: { ...target(12), hq: true } },
      "illegal-target",
    ],
    ["HQ bases may not attack", { firer: { ...firer, hq: true } }, "cannot-fire"],
    ["an invisible target", { visible: false }, "target-not-visible"],
    ["out of range", { rangeInches: 40.1 }, "out-of-range"],
    ["aviation is not fired on from the ground", { target: { ...target(2), air: true } }, "illegal-target"],
  ])("%s", (_n, over, code) => {
    const c = calc(over as never);
    expect(c.legal).toBe(false);
    expect(c.refusal!.code).toBe(code);
  });

  it("a drone's air attack may hit an HQ", () => {
    expect(calc({ firer: { ...firer, air: true }, target: { ...target(12), hq: true } }).legal).toBe(true);
  });

  it("enemy aviation over the board distracts a ground AA gun from ground targets (seed 000 §1.3, project default)", () => {
    const aa = stats.byId.get("SPAAG")!.weapons[0]!;
    expect(aa.antiAircraft).toBe(true);
    const distracted = calc({ weapon: aa, firer: { ...firer, enemyAviation: true } });
    expect(distracted.legal).toBe(false);
    expect(distracted.refusal).toMatchObject({ code: "cannot-fire" });
    expect(distracted.refusal!.message).toContain("distracted");
    // No enemy aviation: it fires; other weapons are never distracted.
    expect(calc({ weapon: aa, firer }).legal).toBe(true);
    expect(calc({ firer: { ...firer, enemyAviation: true } }).legal).toBe(true);
  });
});

describe("ground AA guns and enemy aviation in a game (seed 000 §1.3)", () => {
  const game = (withDrone: boolean) => {
    const g = start([
      { id: "b-hq", statLine: "HQ", x: 10, y: 2, formation: "blue-bn" },
      { id: "b-aa", statLine: "SPAAG", x: 10, y: 10 },
      { id: "b1", statLine: "MBT", x: 14, y: 10 },
      { id: "r1", statLine: "IFV", x: 10, y: 20 },
      ...(withDrone ? [{ id: "r-drone", statLine: "drone", x: 30, y: 30 }] : []),
      { id: "r-hq", statLine: "HQ", x: 30, y: 40, formation: "red-bn" },
    ]);
    g.state = withDice(g, atStep(g.state, "first-direct-fire"), [15]);
    return g;
  };

  it("with an enemy drone in play the AA gun may not fire at ground targets; the tank beside it may", () => {
    const g = game(true);
    const before = JSON.stringify(g.state);
    const r = refused(g, { type: "direct-fire", firer: "b-aa", target: "r1" });
    expect(r.code).toBe("cannot-fire");
    expect(r.message).toContain("enemy aviation");
    expect(JSON.stringify(g.state)).toBe(before);
    run(g, { type: "direct-fire", firer: "b1", target: "r1" });
    expect(g.state.bases.b1!.fired).toBe("first");
  });

  it("once the drone is gone (or with none), the AA gun fires on ground targets", () => {
    const gone = game(true);
    gone.state.bases["r-drone"]!.status = "destroyed";
    run(gone, { type: "direct-fire", firer: "b-aa", target: "r1" });
    expect(gone.state.bases["b-aa"]!.fired).toBe("first");
    const none = game(false);
    run(none, { type: "direct-fire", firer: "b-aa", target: "r1" });
    expect(none.state.bases["b-aa"]!.fired).toBe("first");
  });
});

const duel = (dice: number[]) => {
  const g = start([
    { id: "b-hq", statLine: "HQ", x: 10, y: 2, formation: "blue-bn" },
    { id: "b1", statLine: "MBT", x: 10, y: 10 },
    { id: "b-mg", statLine: "HMG", x: 14, y: 10 },
    { id: "r1", statLine: "MBT", x: 10, y: 20 },
    { id: "r-hq", statLine: "HQ", x: 30, y: 30, formation: "red-bn" },
  ]);
  g.state = withDice(g, atStep(g.state, "first-direct-fire"), dice);
  return g;
};

describe("the direct fire command", () => {
  it("rolls with the calculated modifiers, applies the result and marks the firer Fired", () => {
    const g = duel([15]);
    run(g, { type: "direct-fire", firer: "b1", target: "r1" });
    const roll = rollsOf(g.log, "direct-fire")[0]!;
    expect(roll.natural).toBe(15);
    expect(roll.modifiers.map((m) => m.rule)).toEqual(["attack-defence"]);
    expect(roll.total).toBe(15 + 18 - 16);
    expect(g.state.bases.b1!.fired).toBe("first");
    expect(eventsOf(g.log, "fire")[0]!.result).toBe("K");
    // Fire in a step is simultaneous: the Kill applies when the step ends.
    expect(g.state.bases.r1!.status).toBe("active");
    run(g, { type: "advance" });
    expect(g.state.bases.r1!.status).toBe("destroyed");
  });

  it("a base killed during the 1st direct fire step still fires in it (seed 000 §6.5 reading)", () => {
    const g = duel([20, 20]);
    run(
      g,
      { type: "direct-fire", firer: "b1", target: "r1" },
      { type: "direct-fire", firer: "r1", target: "b1" },
    );
    expect(eventsOf(g.log, "fire").map((e) => e.result)).toEqual(["K", "K"]);
    run(g, { type: "advance" });
    expect([g.state.bases.b1!.status, g.state.bases.r1!.status]).toEqual(["destroyed", "destroyed"]);
  });

  it("the 2nd direct fire step sees every result of the 1st (seed 000 §6.5)", () => {
    const g = duel([20]);
    run(
      g,
      { type: "direct-fire", firer: "b1", target: "r1" },
      { type: "advance" },
      { type: "advance" },
      { type: "advance" },
    );
    expect(g.state.step).toBe("second-direct-fire");
    expect(g.state.bases.r1!.status).toBe("destroyed");
    expect(refused(g, { type: "direct-fire", firer: "r1", target: "b-mg" }).code).toBe("out-of-play");
  });

  it("a base fires once: Fired bases may not fire in the second direct fire step (seed 000 §6.5)", () => {
    const g = duel([1, 1]);
    run(g, { type: "direct-fire", firer: "b1", target: "r1" });
    expect(refused(g, { type: "direct-fire", firer: "b1", target: "r1" }).code).toBe("cannot-fire");
    g.state = atStep(g.state, "second-direct-fire");
    expect(refused(g, { type: "direct-fire", firer: "b1", target: "r1" }).message).toContain("already fired");
    run(g, { type: "direct-fire", firer: "b-mg", target: "r1" });
    expect(g.state.bases["b-mg"]!.fired).toBe("second");
  });

  it("the HQ cannot be targeted through the command either", () => {
    expect(refused(duel([]), { type: "direct-fire", firer: "b1", target: "r-hq" }).code).toBe(
      "illegal-target",
    );
  });

  it("an invisible target is refused and nothing is rolled", () => {
    const g = duel([10]);
    g.oracle.blocked.add("b1>r1");
    const before = JSON.stringify(g.state);
    expect(refused(g, { type: "direct-fire", firer: "b1", target: "r1" }).code).toBe("target-not-visible");
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it("the oracle's cover fraction halves the attack", () => {
    const g = duel([10]);
    g.oracle.cover.set("r1", 0.6);
    run(g, { type: "direct-fire", firer: "b1", target: "r1" });
    expect(rollsOf(g.log, "direct-fire")[0]!.modifiers[0]!.value).toBe(9 - 16);
  });

  it("prone machine guns may not fire (seed 000 §3.2)", () => {
    const g = duel([]);
    g.state.bases["b-mg"]!.prone = true;
    expect(refused(g, { type: "direct-fire", firer: "b-mg", target: "r1" }).message).toContain("prone");
  });
});

describe("SA dice back up heavy fire (seed 000 §2.2, §1.4)", () => {
  it("spends a die, rolls twice and keeps the better roll", () => {
    const g = duel([3, 15]);
    g.state.sides[0]!.saDice = 1;
    run(g, { type: "direct-fire", firer: "b1", target: "r1", useSaDie: true });
    expect(g.state.sides[0]!.saDice).toBe(0);
    expect(rollsOf(g.log, "sa-die")[0]!.natural).toBe(15);
    expect(eventsOf(g.log, "fire")[0]!.result).toBe("K");
  });

  it('not more than 12" from every qualified HQ', () => {
    const g = duel([3, 15]);
    g.state.sides[0]!.saDice = 1;
    g.state.bases["b-hq"]!.y = 10 - 0.6 - 12.1 - 0.5;
    expect(refused(g, { type: "direct-fire", firer: "b1", target: "r1", useSaDie: true }).message).toContain(
      '12"',
    );
    g.state.bases["b-hq"]!.y = 10 - 0.6 - 11.9 - 0.5;
    run(g, { type: "direct-fire", firer: "b1", target: "r1", useSaDie: true });
  });

  it("a lost HQ is not a qualified HQ", () => {
    const g = duel([3, 15]);
    g.state.sides[0]!.saDice = 1;
    g.state.bases["b-hq"]!.status = "destroyed";
    expect(refused(g, { type: "direct-fire", firer: "b1", target: "r1", useSaDie: true }).code).toBe(
      "not-allowed",
    );
  });

  it("needs a die left, and heavy fire", () => {
    const g = duel([3, 15]);
    expect(refused(g, { type: "direct-fire", firer: "b1", target: "r1", useSaDie: true }).code).toBe(
      "no-dice-left",
    );
    g.state.sides[0]!.saDice = 1;
    expect(
      refused(g, { type: "direct-fire", firer: "b-mg", target: "r1", useSaDie: true }).message,
    ).toContain("heavy");
  });
});

describe("fire during an assault (seed 000 §6.4)", () => {
  const melee = () => {
    const g = start([
      { id: "b1", statLine: "infantry", x: 10, y: 10 },
      { id: "b-eng", statLine: "engineer", x: 12, y: 10 },
      { id: "b-mg", statLine: "HMG", x: 20, y: 10 },
      { id: "r1", statLine: "infantry", x: 10, y: 10.8 },
      { id: "r2", statLine: "infantry", x: 12, y: 10.8 },
    ]);
    for (const [a, d] of [
      ["b1", "r1"],
      ["b-eng", "r2"],
    ] as const) {
      g.state.bases[a]!.assaultWith = [d];
      g.state.bases[a]!.assaulting = true;
      g.state.bases[d]!.assaultWith = [a];
    }
    g.state = withDice(g, atStep(g.state, "first-direct-fire"), [1, 1, 1, 1]);
    return g;
  };

  it("normally equipped assaulting bases may not fire", () => {
    expect(refused(melee(), { type: "direct-fire", firer: "b1", target: "r1" }).message).toContain(
      "assaulting",
    );
  });

  it("assault/engineering weapons may fire; their host's other weapons may not", () => {
    const g = melee();
    run(g, { type: "direct-fire", firer: "b-eng", target: "r2", weapon: "demolitions" });
    expect(
      refused(melee(), { type: "direct-fire", firer: "b-eng", target: "r2", weapon: "rifles" }).code,
    ).toBe("cannot-fire");
  });

  it("defending foot troops may still use small arms", () => {
    run(melee(), { type: "direct-fire", firer: "r1", target: "b1", weapon: "rifles" });
  });

  it("nearby attackers not in contact may fire at the defenders", () => {
    run(melee(), { type: "direct-fire", firer: "b-mg", target: "r1" });
  });

  it("a refused shot changes nothing", () => {
    const g = melee();
    const r = apply(g.state, { type: "direct-fire", firer: "b1", target: "r1" }, g.env, g.dice);
    expect(r.ok).toBe(false);
  });
});

describe("the oracle's covered verdict", () => {
  it("halves when the measuring engine says covered even at half or less hidden (a base inside woods)", () => {
    const c = calculateDirectFire(charts, {
      weapon: weapon(12, "A"),
      firer,
      target: target(12),
      visible: true,
      rangeInches: 12,
      coverFraction: 0.2,
      covered: true,
      scaleFactor: 1,
    });
    expect(c.halvings.map((h) => h.rule)).toEqual(["covered"]);
    expect(c.halvings[0]!.text).toContain("inside cover terrain");
  });
});
