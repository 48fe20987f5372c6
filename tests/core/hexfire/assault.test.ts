import { describe, expect, it } from "vitest";
import { assaultCalc } from "../../../src/core/hexfire/assault";
import type { Calc } from "../../../src/core/hexfire/combat";
import type { HexfireState } from "../../../src/core/hexfire/state";
import { game, mark, must, run, seatsToAct, unit } from "./support";

// Seed 001, "Assault": every attacker and defender line, the outcome and the Op Fire line
// (docs/rulesets/hexfire.md, the coverage table). Neighbours on the test board: A2's are A1, A3, B1,
// B2; C3's are B2, B3, C2, C4, D2, D3; D5 (rubble, Urban) has C5, C6, D4, E5, E6.

type Patch = (s: HexfireState) => HexfireState;
const line = (c: Calc, side: "av" | "dv", card: string) => {
  const l = c[side].find((x) => x.card.startsWith(card));
  if (!l) throw new Error(`no line "${card}"`);
  return l.value;
};
function calc(
  units: unknown[],
  order: { units: string[]; target: string; command?: string },
  patch: Patch = (s) => s,
  extra = {},
) {
  const { s, map } = game(units, extra, patch);
  const r = assaultCalc(s, map, "blue", order);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function refusal(units: unknown[], order: { units: string[]; target: string }, patch: Patch = (s) => s) {
  const { s, map } = game(units, {}, patch);
  const r = run(s, map, "blue", { type: "assault", ...order }, [6, 6]);
  if (r.ok) throw new Error("not refused");
  return r.error;
}

describe("seed 001 Assault: attackers", () => {
  const inf = [
    unit("b1", "blue", "infantry", "A1"),
    unit("b2", "blue", "infantry", "B1"),
    unit("t1", "blue", "afv", "A3"),
    unit("r1", "red", "infantry", "A2"),
  ];

  it("an un-Finished CO/2IC adds its bonus if the assaulted hex is in range, and is marked Finished", () => {
    const units = [...inf, unit("co", "blue", "co", "C1")];
    const c = calc(units, { units: ["b1"], target: "r1", command: "co" });
    expect(line(c, "av", "An un-Finished CO/2IC")).toBe(2);
    expect(c.finishes).toContain("co");
    expect(line(calc(units, { units: ["b1"], target: "r1" }), "av", "An un-Finished CO/2IC")).toBe(0);
  });

  it("+2AV for assaulting; AV base is the leading unit's FP", () => {
    const c = calc(inf, { units: ["b1"], target: "r1" });
    expect(line(c, "av", "+2AV for assaulting")).toBe(2);
    expect(c.avBase).toBe(5);
  });

  it("+1AV per supporting infantry unit and +2AV per supporting AFV in a group assault", () => {
    const c = calc(inf, { units: ["b1", "b2", "t1"], target: "r1" });
    expect(line(c, "av", "+1AV if a group assault")).toBe(1);
    expect(line(c, "av", "+2AV if a group assault")).toBe(2);
    expect(line(calc(inf, { units: ["b1"], target: "r1" }), "av", "+1AV if a group assault")).toBe(0);
  });

  it("+2AV for an AFV-only force assaulting an infantry-only force in a Clear hex; not with infantry among the attackers, not in cover", () => {
    expect(line(calc(inf, { units: ["t1"], target: "r1" }), "av", "+2AV if AFV-only")).toBe(2);
    expect(line(calc(inf, { units: ["t1", "b1"], target: "r1" }), "av", "+2AV if AFV-only")).toBe(0);
    const brush = [unit("t1", "blue", "afv", "C2"), unit("r1", "red", "infantry", "C3")];
    expect(line(calc(brush, { units: ["t1"], target: "r1" }), "av", "+2AV if AFV-only")).toBe(0);
  });

  it("+2AV for an infantry-only force assaulting an AFV-only force in an Urban hex (rubble D5); not in the open", () => {
    const urban = [unit("b1", "blue", "infantry", "D4"), unit("r1", "red", "afv", "D5")];
    expect(line(calc(urban, { units: ["b1"], target: "r1" }), "av", "+2AV if infantry-only")).toBe(2);
    const open = [unit("b1", "blue", "infantry", "A1"), unit("r1", "red", "afv", "A2")];
    expect(line(calc(open, { units: ["b1"], target: "r1" }), "av", "+2AV if infantry-only")).toBe(0);
    // Nor in woods (E3: neither Clear nor Urban), nor with an AFV among the attackers.
    const woods = [unit("b1", "blue", "infantry", "D2"), unit("r1", "red", "afv", "E3")];
    expect(line(calc(woods, { units: ["b1"], target: "r1" }), "av", "+2AV if infantry-only")).toBe(0);
    const mixed = [
      unit("b1", "blue", "infantry", "D4"),
      unit("t1", "blue", "afv", "C5"),
      unit("r1", "red", "afv", "D5"),
    ];
    expect(line(calc(mixed, { units: ["b1", "t1"], target: "r1" }), "av", "+2AV if infantry-only")).toBe(0);
  });

  it("an assault needs adjacency; Shaken units and SPAs cannot assist (refused with the card's words and the path)", () => {
    expect(
      refusal([unit("b1", "blue", "infantry", "A1"), unit("r1", "red", "infantry", "A4")], {
        units: ["b1"],
        target: "r1",
      }),
    ).toMatchObject({ code: "not-adjacent", path: "$.units[0]" });
    expect(refusal(inf, { units: ["b1", "b2"], target: "r1" }, mark(["b2"], { shaken: true }))).toMatchObject(
      { path: "$.units[1]", message: expect.stringMatching(/Shaken units cannot assist/) },
    );
    const spa = [
      unit("b1", "blue", "infantry", "A1"),
      unit("s", "blue", "spa", "B1"),
      unit("r1", "red", "infantry", "A2"),
    ];
    expect(refusal(spa, { units: ["b1", "s"], target: "r1" })).toMatchObject({
      path: "$.units[1]",
      message: expect.stringMatching(/SPAs cannot assist/),
    });
    expect(refusal(inf, { units: ["b1"], target: "r1" }, mark(["b1"], { finished: true }))).toMatchObject({
      code: "finished",
    });
  });
});

describe("seed 001 Assault: defenders", () => {
  it("the defenders' un-Finished CO/2IC in range adds its bonus (project default: the best, automatically) and is marked Finished", () => {
    const units = [
      unit("b1", "blue", "infantry", "A1"),
      unit("r1", "red", "infantry", "A2"),
      unit("rco", "red", "co", "A4"),
    ];
    const c = calc(units, { units: ["b1"], target: "r1" });
    expect(line(c, "dv", "An un-Finished CO/2IC")).toBe(2);
    expect(c.defenderCommand).toBe("rco");
    // mutation M15: the defenders' CO/2IC whose bonus was used is marked Finished once the assault is rolled
    const { s, map } = game(units);
    const after = must(run(s, map, "blue", { type: "assault", units: ["b1"], target: "r1" }, [1, 1])).state;
    expect(after.units.find((u) => u.id === "rco")!.finished).toBe(true);
    expect(after.units.find((u) => u.id === "r1")!.finished).toBe(false);
    expect(
      line(
        calc(units, { units: ["b1"], target: "r1" }, mark(["rco"], { finished: true })),
        "dv",
        "An un-Finished CO/2IC",
      ),
    ).toBe(0);
  });

  it("+ terrain and sandbag DV; no concealment bonus against assault (brush C3 would conceal against fire)", () => {
    const c = calc(
      [unit("b1", "blue", "infantry", "C2"), unit("r1", "red", "infantry", "C3")],
      { units: ["b1"], target: "r1" },
      (s) => s,
      { sandbags: ["C3"] },
    );
    expect(c.dv.filter((l) => l.card.startsWith("+ terrain")).map((l) => l.value)).toEqual([1, 1]);
    expect(c.dv.some((l) => l.card.startsWith("+1DV if in concealing"))).toBe(false);
    expect(line(c, "dv", "No concealment bonus against assault")).toBe(0);
  });

  it("+1DV per assisting defending infantry and +2DV per assisting AFV in the hex; Shaken units and SPAs cannot assist", () => {
    const units = [
      unit("b1", "blue", "infantry", "A1"),
      unit("r1", "red", "infantry", "A2"),
      unit("r2", "red", "infantry", "A2"),
      unit("rt", "red", "afv", "A2"),
      unit("rs", "red", "spa", "A2"),
    ];
    const c = calc(units, { units: ["b1"], target: "r1" });
    expect(line(c, "dv", "+1DV if a group is assaulted")).toBe(1);
    expect(line(c, "dv", "+2DV if a group is assaulted")).toBe(2);
    const shaken = calc(units, { units: ["b1"], target: "r1" }, mark(["r2", "rt"], { shaken: true }));
    expect(
      line(shaken, "dv", "+1DV if a group is assaulted") + line(shaken, "dv", "+2DV if a group is assaulted"),
    ).toBe(0);
  });
});

describe("seed 001 Assault: outcome", () => {
  // b1 + b2 (FP 5, +2, +1) assault r1 (armour 6) at A2 with r2 in the hex (+1): AV 8 + dice against DV 7.
  const units = [
    unit("b1", "blue", "infantry", "A1"),
    unit("b2", "blue", "infantry", "B1"),
    unit("r1", "red", "infantry", "A2"),
    unit("r2", "red", "infantry", "A2"),
    unit("r9", "red", "infantry", "I6"),
  ];

  it("all assaulting units are marked Finished; the defender eliminated: attackers take the hex, the defenders left are Shaken and retreat", () => {
    const { s, map } = game(units);
    const out = must(run(s, map, "blue", { type: "assault", units: ["b1", "b2"], target: "r1" }, [1, 1]));
    const by = (id: string) => out.state.units.find((u) => u.id === id);
    expect(out.events.find((e) => e.type === "assault")).toMatchObject({ hits: 3, effect: "eliminated" });
    expect(by("r1")).toBeUndefined();
    expect(by("b1")).toMatchObject({ hex: "A2", finished: true, shaken: false });
    expect(by("b2")).toMatchObject({ hex: "A2", finished: true });
    expect(by("r2")!.shaken).toBe(true);
    expect(by("r2")!.hex).not.toBe("A2");
    expect(map.distance(by("r2")!.hex!, "A2")).toBe(1);
  });

  it("the defender not eliminated: all attackers become Shaken and retreat back", () => {
    // An AFV defender (armour 9): AV 8 + 1 + 1 against DV 9 is 1 hit.
    const tough = game([
      unit("b1", "blue", "infantry", "A1"),
      unit("b2", "blue", "infantry", "B1"),
      unit("r1", "red", "afv", "A2"),
      unit("r9", "red", "infantry", "I6"),
    ]);
    const out = must(
      run(tough.s, tough.map, "blue", { type: "assault", units: ["b1", "b2"], target: "r1" }, [1, 1]),
    );
    const by = (id: string) => out.state.units.find((u) => u.id === id)!;
    expect(out.events.find((e) => e.type === "assault")).toMatchObject({ hits: 1, effect: "shaken" });
    // Retreat (project default): one hex, the farthest from the assaulted hex it can reach.
    expect(by("b1")).toMatchObject({ shaken: true, finished: true, hex: "B1" });
    expect(by("b2")).toMatchObject({ shaken: true, finished: true });
    expect(tough.map.distance(by("b2").hex!, "A2")).toBe(2);
  });

  it("no Op Fire against assaulting units: the assault opens no Op Fire window, and Op Fire at an attacker is refused", () => {
    const tough = game([
      unit("b1", "blue", "infantry", "A1"),
      unit("b2", "blue", "infantry", "B1"),
      unit("r1", "red", "afv", "A2"),
      unit("r9", "red", "infantry", "A4"),
    ]);
    const out = must(
      run(tough.s, tough.map, "blue", { type: "assault", units: ["b1", "b2"], target: "r1" }, [1, 1]),
    );
    expect(out.state.opWindow).toBeNull();
    expect(seatsToAct(out.state)).toEqual(["red"]);
    const r = run(out.state, tough.map, "red", { type: "op-fire", unit: "r9", target: "b1" }, [6, 6]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        code: "op-assault",
        message: "No Op Fire allowed against assaulting units",
        path: "$.target",
      });
  });
});
