import { describe, expect, it } from "vitest";
import { type Calc, fireCalc, totals } from "../../../src/core/hexfire/combat";
import type { HexfireState } from "../../../src/core/hexfire/state";
import { game, mark, must, run, sharedMap, unit } from "./support";

// Seed 001, "Fire": every line of the card, each with a case where it applies and one where it does
// not (docs/rulesets/hexfire.md, the coverage table).

const line = (c: Calc, side: "av" | "dv", card: string) => {
  const l = c[side].find((x) => x.card.startsWith(card));
  if (!l) throw new Error(`no line "${card}"`);
  return l.value;
};
function calc(
  units: unknown[],
  order: { unit: string; target: string; assist?: string[]; command?: string },
  onTheMove = false,
  patch: (s: HexfireState) => HexfireState = (s) => s,
  extra = {},
) {
  const { s, map } = game(units, extra, patch);
  const r = fireCalc(s, map, "blue", { ...order, onTheMove });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const refusal = (
  units: unknown[],
  order: { unit: string; target: string; assist?: string[]; command?: string },
  patch: (s: HexfireState) => HexfireState = (s) => s,
) => {
  const { s, map } = game(units, {}, patch);
  const r = fireCalc(s, map, "blue", { ...order, onTheMove: false });
  if (r.ok) throw new Error("not refused");
  return r.error;
};

describe("seed 001 Fire: AV = FP + 2d6 and its modifiers", () => {
  it("AV = FP + 2d6: the firer's FP, then the dice, against DV = armour", () => {
    const c = calc([unit("b1", "blue", "infantry", "A1"), unit("r1", "red", "infantry", "A3")], {
      unit: "b1",
      target: "r1",
    });
    expect(c.avBase).toBe(5);
    expect(c.dvBase).toBe(6);
    expect(totals(c)).toEqual({ av: 5 + 1, dv: 6 }); // d = 2 ≤ ½ of range 4: +1
  });

  it("an un-Finished CO/2IC in range adds its bonus and is marked Finished; a Finished one or one out of range is refused", () => {
    const units = [
      unit("b1", "blue", "infantry", "A1"),
      unit("co", "blue", "co", "B1"),
      unit("ic", "blue", "2ic", "C1"),
      unit("r1", "red", "infantry", "A3"),
    ];
    expect(
      line(calc(units, { unit: "b1", target: "r1", command: "co" }), "av", "An un-Finished CO/2IC"),
    ).toBe(2);
    expect(
      line(calc(units, { unit: "b1", target: "r1", command: "ic" }), "av", "An un-Finished CO/2IC"),
    ).toBe(1);
    expect(line(calc(units, { unit: "b1", target: "r1" }), "av", "An un-Finished CO/2IC")).toBe(0);
    expect(
      refusal(units, { unit: "b1", target: "r1", command: "co" }, mark(["co"], { finished: true })).message,
    ).toMatch(/only an un-Finished CO\/2IC unit can add its bonus/);
    const far = [
      unit("b1", "blue", "infantry", "A1"),
      unit("co", "blue", "co", "I1"),
      unit("r1", "red", "infantry", "A3"),
    ];
    expect(refusal(far, { unit: "b1", target: "r1", command: "co" }).path).toBe("$.command");
    const { s, map } = game(units);
    const after = must(
      run(s, map, "blue", { type: "fire", unit: "b1", target: "r1", command: "co" }, [1, 1]),
    ).state;
    expect(after.units.find((u) => u.id === "co")!.finished).toBe(true);
  });

  it("the CO/2IC's range (project default 3 hexes from the target): 3 hexes adds the bonus, 4 is refused", () => {
    // mutation M18 (docs/rulesets/hexfire.md, "Mutation check"): a bonus reaching 4 hexes survived the tests before
    const map = sharedMap();
    const free = [...map.board.hexes.values()].map((b) => b.label).filter((l) => !["A1", "A3"].includes(l));
    const at3 = free.find((l) => map.distance(l, "A3") === 3)!;
    const at4 = free.find((l) => map.distance(l, "A3") === 4)!;
    const units = (co: string) => [
      unit("b1", "blue", "infantry", "A1"),
      unit("co", "blue", "co", co),
      unit("r1", "red", "infantry", "A3"),
    ];
    const order = { unit: "b1", target: "r1", command: "co" };
    expect(line(calc(units(at3), order), "av", "An un-Finished CO/2IC")).toBe(2);
    expect(refusal(units(at4), order)).toMatchObject({ code: "out-of-command", path: "$.command" });
  });

  it("+1AV for a white-FP unit at up to ½ range; not beyond it, and not for an AFV", () => {
    const at = (hex: string, type = "infantry") =>
      line(
        calc([unit("b1", "blue", type, "A1"), unit("r1", "red", "infantry", hex)], {
          unit: "b1",
          target: "r1",
        }),
        "av",
        "+1AV for white FP",
      );
    expect(at("A3")).toBe(1); // 2 hexes, range 4
    expect(at("A4")).toBe(0); // 3 hexes
    expect(at("A2", "afv")).toBe(0);
  });

  it("-2AV for a white-FP unit at long range (range < d ≤ 2× range); an AFV has no long range", () => {
    const units = (type: string, hex: string) => [
      unit("b1", "blue", type, "A1"),
      unit("r1", "red", "infantry", hex),
    ];
    expect(line(calc(units("infantry", "F1"), { unit: "b1", target: "r1" }), "av", "-2AV for white FP")).toBe(
      -2,
    ); // 5 hexes
    expect(line(calc(units("infantry", "A5"), { unit: "b1", target: "r1" }), "av", "-2AV for white FP")).toBe(
      0,
    ); // 4 hexes
    expect(line(calc(units("afv", "F1"), { unit: "b1", target: "r1" }), "av", "-2AV for white FP")).toBe(0);
    // A CO (white FP, range 3) reaches 6 hexes (H1 is 7); an AFV (range 8, not white) no further than 8.
    expect(refusal(units("co", "H1"), { unit: "b1", target: "r1" }).code).toBe("out-of-range");
  });

  it("-2AV if firing on the move (the firer moved in this activation)", () => {
    const units = [unit("b1", "blue", "infantry", "A1"), unit("r1", "red", "infantry", "A4")];
    expect(line(calc(units, { unit: "b1", target: "r1" }, true), "av", "-2AV if firing on the move")).toBe(
      -2,
    );
    expect(line(calc(units, { unit: "b1", target: "r1" }, false), "av", "-2AV if firing on the move")).toBe(
      0,
    );
    const { s, map } = game(units);
    const movedOp = must(run(s, map, "blue", { type: "move", unit: "b1", path: ["A2"] })).state;
    const moved = must(run(movedOp, map, "red", { type: "pass" })).state;
    const fired = must(run(moved, map, "blue", { type: "fire", unit: "b1", target: "r1" }, [3, 3]));
    const ev = fired.events.find((e) => e.type === "fire")!;
    expect("av" in ev && ev.av.find((l) => l.card.startsWith("-2AV if firing on the move"))!.value).toBe(-2);
  });

  it("+1AV per assisting infantry unit and +2AV per assisting AFV in Group Fire; Shaken or distant units cannot assist", () => {
    const units = [
      unit("b1", "blue", "infantry", "A1"),
      unit("b2", "blue", "infantry", "B1"),
      unit("t1", "blue", "afv", "A2"),
      unit("r1", "red", "infantry", "A4"),
    ];
    const c = calc(units, { unit: "b1", target: "r1", assist: ["b2", "t1"] });
    expect(line(c, "av", "+1AV if Group Fire")).toBe(1);
    expect(line(c, "av", "+2AV if Group Fire")).toBe(2);
    expect(c.finishes).toEqual(["b1", "b2", "t1"]);
    expect(
      refusal(units, { unit: "b1", target: "r1", assist: ["b2"] }, mark(["b2"], { shaken: true })).message,
    ).toMatch(/Shaken units cannot assist/);
    const far = [
      unit("b1", "blue", "infantry", "A1"),
      unit("b2", "blue", "infantry", "C2"),
      unit("r1", "red", "infantry", "A4"),
    ];
    expect(refusal(far, { unit: "b1", target: "r1", assist: ["b2"] }).path).toBe("$.assist[0]");
  });

  it("+1AV if an APC attacks carrying an un-Shaken infantry unit; not with a Shaken one or empty", () => {
    const units = [
      unit("apc", "blue", "apc", "A1", { carrying: "inf" }),
      unit("inf", "blue", "infantry", "A1"),
      unit("r1", "red", "infantry", "A4"),
    ];
    expect(line(calc(units, { unit: "apc", target: "r1" }), "av", "+1AV if APC")).toBe(1);
    expect(
      line(
        calc(units, { unit: "apc", target: "r1" }, false, mark(["inf"], { shaken: true })),
        "av",
        "+1AV if APC",
      ),
    ).toBe(0);
    expect(
      line(
        calc([unit("apc", "blue", "apc", "A1"), unit("r1", "red", "infantry", "A4")], {
          unit: "apc",
          target: "r1",
        }),
        "av",
        "+1AV if APC",
      ),
    ).toBe(0);
  });

  it("+1AV if the unit is hovering (a helicopter that has not moved); not on the move", () => {
    const units = [unit("h", "blue", "helicopter", "A1"), unit("r1", "red", "infantry", "A4")];
    expect(line(calc(units, { unit: "h", target: "r1" }), "av", "+1AV if unit is hovering")).toBe(1);
    expect(line(calc(units, { unit: "h", target: "r1" }, true), "av", "+1AV if unit is hovering")).toBe(0);
    expect(
      line(
        calc([unit("b1", "blue", "infantry", "A1"), unit("r1", "red", "infantry", "A4")], {
          unit: "b1",
          target: "r1",
        }),
        "av",
        "+1AV if unit is hovering",
      ),
    ).toBe(0);
  });
});

describe("seed 001 Fire: DV = armour + terrain, sandbags, hill edge, concealment", () => {
  it("+ terrain DV (woods +2 at E3) and sandbags (+1)", () => {
    const c = calc(
      [
        unit("b1", "blue", "infantry", "D2"),
        unit("r1", "red", "infantry", "E3"),
        unit("rc", "blue", "recon", "E2"),
      ],
      { unit: "b1", target: "r1" },
      false,
      (s) => s,
      { sandbags: ["E3"] },
    );
    expect(c.dv.filter((l) => l.card.startsWith("+ terrain")).map((l) => l.value)).toEqual([2, 1]);
    const open = calc([unit("b1", "blue", "infantry", "A1"), unit("r1", "red", "infantry", "A3")], {
      unit: "b1",
      target: "r1",
    });
    expect(open.dv.filter((l) => l.card.startsWith("+ terrain")).map((l) => l.value)).toEqual([0, 0]);
  });

  it("+1DV in a hill-edge hex (measured: F2) against fire from ground level; not from the hill (level 1), not in a hex the edge does not cross", () => {
    const fireAt = (from: string, to: string) =>
      calc([unit("b1", "blue", "infantry", from), unit("r1", "red", "infantry", to)], {
        unit: "b1",
        target: "r1",
      });
    const edge = fireAt("D2", "F2").dv.find((l) => l.card.startsWith("+1DV if in Hill edge"))!;
    expect(edge.value).toBe(1);
    expect(edge.measured).toMatch(/F2 is a hill-edge hex \(levels 0 and 1/);
    expect(edge.measured).toMatch(/ground level/);
    expect(fireAt("G2", "F2").dv.find((l) => l.card.startsWith("+1DV if in Hill edge"))!.value).toBe(0);
    expect(fireAt("G2", "F2").dv.find((l) => l.card.startsWith("+1DV if in Hill edge"))!.measured).toMatch(
      /firer at level 1/,
    );
    expect(fireAt("A3", "D3").dv.find((l) => l.card.startsWith("+1DV if in Hill edge"))!.value).toBe(0);
  });

  it("+1DV concealed in concealing terrain (brush C3) unless an enemy Recon sees it (measured), it is Finished, or an enemy moved next to it", () => {
    const conceal = (c: Calc) => c.dv.find((l) => l.card.startsWith("+1DV if in concealing"))!;
    const base = [unit("b1", "blue", "infantry", "A3"), unit("r1", "red", "infantry", "C3")];
    expect(conceal(calc(base, { unit: "b1", target: "r1" })).value).toBe(1);
    // A blue Recon at B1 sees C3: no concealment.
    const seen = conceal(calc([...base, unit("rc", "blue", "recon", "B1")], { unit: "b1", target: "r1" }));
    expect(seen.value).toBe(0);
    expect(seen.measured).toMatch(/in LOS of enemy Recon rc at B1/);
    // A blue Recon at F3 behind the wood (E3, E4) does not see C3: still concealed.
    const hidden = conceal(calc([...base, unit("rc", "blue", "recon", "F4")], { unit: "b1", target: "r1" }));
    expect(hidden.value).toBe(1);
    expect(hidden.measured).toMatch(/no enemy Recon sees C3/);
    expect(
      conceal(calc(base, { unit: "b1", target: "r1" }, false, mark(["r1"], { finished: true }))).value,
    ).toBe(0);
    // Clear terrain never conceals.
    expect(
      conceal(
        calc([unit("b1", "blue", "infantry", "A1"), unit("r1", "red", "infantry", "A3")], {
          unit: "b1",
          target: "r1",
        }),
      ).value,
    ).toBe(0);
    // An enemy unit moving next to it uncovers it.
    const { s, map } = game([...base, unit("b2", "blue", "infantry", "B1")]);
    const moved = must(run(s, map, "blue", { type: "move", unit: "b2", path: ["B2"] })).state;
    expect(moved.units.find((u) => u.id === "r1")!.enemyMovedAdjacent).toBe(true);
    const r = fireCalc(moved, map, "blue", { unit: "b1", target: "r1", onTheMove: false });
    expect(r.ok && conceal(r.value).value).toBe(0);
  });
});

describe("seed 001 Determine Hits: hits = AV − DV, effects on a full-strength unit", () => {
  // b1 (FP 5, +1 at ½ range) at A1 fires at r1, an AFV (armour 9) at A3: AV 6 + dice against DV 9.
  const shot = (dice: [number, number], patch: (s: HexfireState) => HexfireState = (s) => s) => {
    const { s, map } = game(
      [
        unit("b1", "blue", "infantry", "A1"),
        unit("r1", "red", "afv", "A3"),
        unit("r2", "red", "infantry", "I6"),
      ],
      {},
      patch,
    );
    return must(run(s, map, "blue", { type: "fire", unit: "b1", target: "r1" }, dice));
  };
  const r1 = (o: ReturnType<typeof shot>) => o.state.units.find((u) => u.id === "r1");
  it("0 hits: no effect", () => expect(r1(shot([1, 1]))).toMatchObject({ shaken: false, reduced: false }));
  it("1 hit: Shaken", () => expect(r1(shot([2, 2]))).toMatchObject({ shaken: true, reduced: false }));
  it("2 hits: Shaken and reduced", () =>
    expect(r1(shot([3, 2]))).toMatchObject({ shaken: true, reduced: true }));
  it("3 hits: eliminated, its weapons left in the hex", () => {
    const o = shot([4, 2]);
    expect(r1(o)).toBeUndefined();
    expect(o.state.weapons).toEqual([{ hex: "A3", unit: "r1" }]);
    expect(o.events.find((e) => e.type === "fire")).toMatchObject({ hits: 3, effect: "eliminated" });
  });
  it("project default: a further hit on a Shaken unit moves it one rung (1 hit: Shaken and reduced)", () => {
    expect(r1(shot([2, 2], mark(["r1"], { shaken: true })))).toMatchObject({ shaken: true, reduced: true });
  });
  it("a Finished unit cannot fire (refused with the card's word and the path)", () => {
    const { s, map } = game(
      [unit("b1", "blue", "infantry", "A1"), unit("r1", "red", "infantry", "A3")],
      {},
      mark(["b1"], { finished: true }),
    );
    const r = run(s, map, "blue", { type: "fire", unit: "b1", target: "r1" }, [6, 6]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: "finished", path: "$.unit" });
    if (!r.ok) expect(r.error.message).toMatch(/marked Finished/);
  });
});
