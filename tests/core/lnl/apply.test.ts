import { describe, expect, it } from "vitest";
import { applyLnl, seatsToAct } from "../../../src/core/lnl/apply";
import { parseLnlCommand } from "../../../src/core/lnl/commands";
import { scriptedDice } from "../../../src/core/lnl/dice";
import { planShot } from "../../../src/core/lnl/fire";
import type { LnlState } from "../../../src/core/lnl/state";
import { bareGame, unit } from "./board";

/** The reducer's rules with scripted dice, on a bare 12×12" board of 1" flat hexes. */

const game = bareGame;
function run(
  s: LnlState,
  map: ReturnType<typeof game>["map"],
  seat: string,
  c: unknown,
  rolls: number[] = [],
) {
  const cmd = parseLnlCommand(c);
  if (!cmd.ok) throw new Error(cmd.error.message);
  return applyLnl(s, seat, cmd.value, map, scriptedDice(rolls));
}
function must(r: ReturnType<typeof run>) {
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}
const toOps = (s: LnlState, map: ReturnType<typeof game>["map"]) =>
  must(run(must(run(s, map, "blue", { type: "end-rally" })), map, "red", { type: "end-rally" }));

describe("the LnL turn", () => {
  it("Rally Phase, then alternating impulses; two passes end the turn and clear the markers", () => {
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "F6")]);
    const ops = toOps(s, map);
    expect(ops.phase).toBe("operations");
    expect(seatsToAct(ops)).toEqual(["blue"]);
    const moved = must(run(ops, map, "blue", { type: "move", units: ["a"], to: "A2" }));
    expect(seatsToAct(moved)).toEqual(["red"]); // its Opportunity Fire window
    const ended = must(run(must(run(moved, map, "red", { type: "pass" })), map, "blue", { type: "pass" }));
    expect(ended.units[0]).toMatchObject({ moved: true, opsComplete: true });
    expect(seatsToAct(ended)).toEqual(["red"]);
    const p1 = must(run(ended, map, "red", { type: "pass" }));
    const p2 = must(run(p1, map, "blue", { type: "pass" }));
    expect(p2).toMatchObject({ turn: 2, phase: "rally" });
    expect(p2.units[0]).toMatchObject({ moved: false, opsComplete: false });
  });

  it("refuses a seat out of turn, and a unit that already moved", () => {
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "F6")]);
    const ops = toOps(s, map);
    expect(run(ops, map, "red", { type: "pass" }).ok).toBe(false);
    const step = must(run(ops, map, "blue", { type: "move", units: ["a"], to: "A2" }));
    const moved = must(run(must(run(step, map, "red", { type: "pass" })), map, "blue", { type: "pass" }));
    const again = must(run(moved, map, "red", { type: "pass" }));
    const r = run(again, map, "blue", { type: "move", units: ["a"], to: "A3" });
    expect(r.ok ? null : r.error.code).toBe("ops-complete");
  });
});

describe("movement", () => {
  it("pays MPs by terrain and stops when they run out", () => {
    const { s, map } = game(
      [unit("a", "blue", "A1", { movement: 3 }), unit("b", "red", "G6")],
      [{ hex: "A2", terrain: "brush" }],
    );
    const ops = toOps(s, map);
    const one = must(
      run(must(run(ops, map, "blue", { type: "move", units: ["a"], to: "A2" })), map, "red", {
        type: "pass",
      }),
    );
    expect(one.activation!.mpLeft).toBe(1);
    const r = run(one, map, "blue", { type: "move", units: ["a"], to: "A3" });
    expect(r.ok && r.value.state.activation!.mpLeft).toBe(0); // clear: 1 MP
    const closed = must(run(must(r), map, "red", { type: "pass" }));
    expect(closed.activation).toBeNull(); // no MPs left: the activation ends with the window
    const tooFar = run(one, map, "blue", { type: "move", units: ["a"], to: "B3" });
    expect(tooFar.ok ? null : tooFar.error.code).toBe("not-adjacent");
  });

  it("Assault Move: only a red-box MF, at half MF, then fire at the DFT's −2 (card, AM&F; DFT 9)", () => {
    const { s, map } = game([
      unit("a", "blue", "A1", { assaultMove: true }),
      unit("c", "blue", "B1"),
      unit("b", "red", "A5"),
    ]);
    const ops = toOps(s, map);
    const notRed = run(ops, map, "blue", { type: "move", units: ["c"], to: "B2", mode: "assault" });
    expect(notRed.ok ? null : notRed.error.code).toBe("no-assault-move");
    const am = must(run(ops, map, "blue", { type: "move", units: ["a"], to: "A2", mode: "assault" }));
    expect(am.activation!.mpLeft).toBe(1); // ½ × 4 − 1
    // red may Opportunity Fire at the moving stack; it passes
    const back = must(run(am, map, "red", { type: "pass" }));
    const r = run(back, map, "blue", { type: "fire", firers: [{ unit: "a" }], target: "A5" }, [3, 3, 3]);
    if (!r.ok) throw new Error(r.error.message);
    const fire = r.value.events.find((e) => e.type === "fire")!;
    expect(fire.type === "fire" && fire.modifiers.map((m) => [m.line, m.value])).toContainEqual([
      "DFT 9",
      -2,
    ]);
  });

  it("AM cannot go into melee", () => {
    const { s, map } = game([unit("a", "blue", "A1", { assaultMove: true }), unit("b", "red", "A2")]);
    const ops = toOps(s, map);
    const r = run(ops, map, "blue", { type: "move", units: ["a"], to: "A2", mode: "assault" });
    expect(r.ok ? null : r.error.message).toMatch(/Assault Movement cannot be used into melee/);
  });

  it("a Shaken unit cannot advance toward an enemy in its LOS", () => {
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "A5")]);
    const ops = toOps(s, map);
    const shaken = { ...ops, units: ops.units.map((u) => (u.id === "a" ? { ...u, shaken: true } : u)) };
    const r = run(shaken, map, "blue", { type: "move", units: ["a"], to: "A2" });
    expect(r.ok ? null : r.error.code).toBe("shaken-advance");
    expect(run(shaken, map, "blue", { type: "move", units: ["a"], to: "B1" }).ok).toBe(true);
  });
});

describe("movement: the card's MF lines", () => {
  const leader = (id: string, hex: string, extra = {}) =>
    unit(id, "blue", hex, {
      kind: "leader",
      firepower: 1,
      range: 4,
      movement: 5,
      morale: 6,
      lm: 1,
      ...extra,
    });
  const mgSw = { id: "mg", kind: "mg", firepower: 3, range: 8, captured: false };

  it("a leader (and a vehicle) may Assault Move without a red box, at half MF (card, AM&F)", () => {
    const { s, map } = game([
      leader("l", "A1"),
      unit("t", "blue", "C1", { kind: "armored-vehicle", movement: 6 }),
      unit("b", "red", "F6"),
    ]);
    const ops = toOps(s, map);
    expect(
      must(run(ops, map, "blue", { type: "move", units: ["l"], to: "A2", mode: "assault" })).activation!
        .mpLeft,
    ).toBe(
      1, // ⌊5 / 2⌋ − 1
    );
    expect(
      must(run(ops, map, "blue", { type: "move", units: ["t"], to: "C2", mode: "assault" })).activation!
        .mpLeft,
    ).toBe(
      2, // 6 / 2 − 1
    );
  });

  it("an SMC carrying an SW loses 2 MP (card, SW table); a squad with an SW does not", () => {
    const { s, map } = game([
      leader("l", "A1", { sw: [mgSw] }),
      leader("k", "C1"),
      unit("q", "blue", "E1", { sw: [{ ...mgSw, id: "mg2" }] }),
      unit("b", "red", "F6"),
    ]);
    const ops = toOps(s, map);
    const left = (id: string, to: string) =>
      must(run(ops, map, "blue", { type: "move", units: [id], to })).activation!.mpLeft;
    expect(left("l", "A2")).toBe(5 - 2 - 1);
    expect(left("k", "C2")).toBe(5 - 1);
    expect(left("q", "E2")).toBe(4 - 1);
  });

  it("a Shaken vehicle moves at half MF, rounded up (card, Shaken)", () => {
    const { s, map } = game([
      unit("t", "blue", "A2", { kind: "armored-vehicle", movement: 7 }),
      unit("b", "red", "A6"),
    ]);
    const ops = toOps(s, map);
    const shaken = { ...ops, units: ops.units.map((u) => (u.id === "t" ? { ...u, shaken: true } : u)) };
    expect(must(run(shaken, map, "blue", { type: "move", units: ["t"], to: "A1" })).activation!.mpLeft).toBe(
      4 - 1, // ⌈7 / 2⌉ − 1, moving away from the enemy
    );
  });

  it("a unit wounded while moving stops at once (card, Wounded)", () => {
    const { s, map } = game([leader("l", "A1"), unit("b", "red", "F6")]);
    const st = must(run(toOps(s, map), map, "blue", { type: "move", units: ["l"], to: "A2" }));
    const back = must(run(st, map, "red", { type: "pass" }));
    const hurt = { ...back, units: back.units.map((u) => (u.id === "l" ? { ...u, wounded: true } : u)) };
    const r = run(hurt, map, "blue", { type: "move", units: ["l"], to: "A3" });
    expect(r.ok ? null : r.error.code).toBe("wounded");
    expect(run(back, map, "blue", { type: "move", units: ["l"], to: "A3" }).ok).toBe(true);
  });
});

describe("Opportunity Fire", () => {
  it("opens when an enemy spends MPs in LOS; the moving target is +1 (DFT 3); firers get Fired", () => {
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "A5")]);
    const ops = toOps(s, map);
    const moved = run(ops, map, "blue", { type: "move", units: ["a"], to: "A2" });
    expect(moved.ok && moved.value.events.map((e) => e.type)).toEqual(["move", "op-chance"]);
    const st = must(moved);
    expect(seatsToAct(st)).toEqual(["red"]);
    const of = run(st, map, "red", { type: "op-fire", firers: [{ unit: "b" }] }, [1, 6]);
    if (!of.ok) throw new Error(of.error.message);
    const e = of.value.events[0]!;
    expect(e.type === "fire" && e.opportunity).toBe(true);
    expect(e.type === "fire" && e.modifiers.map((m) => m.line)).toContain("DFT 3");
    expect(of.value.state.units.find((u) => u.id === "b")!.fired).toBe(true);
    const twice = run(of.value.state, map, "red", { type: "op-fire", firers: [{ unit: "b" }] }, [1, 6]);
    expect(twice.ok ? null : twice.error.code).toBe("not-eligible");
  });

  it("units marked Moved, Assault Move or Low Crawl may not Opportunity Fire (card, OF)", () => {
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "A5"), unit("c", "red", "C5")]);
    const ops = toOps(s, map);
    for (const mark of ["moved", "assaultMoved", "lowCrawl", "fired"] as const) {
      const marked = { ...ops, units: ops.units.map((u) => (u.id === "b" ? { ...u, [mark]: true } : u)) };
      const st = must(run(marked, map, "blue", { type: "move", units: ["a"], to: "A2" }));
      expect(seatsToAct(st)).toEqual(["red"]); // c may: the window opens
      const r = run(st, map, "red", { type: "op-fire", firers: [{ unit: "b" }] }, [1, 6]);
      expect(r.ok ? null : r.error.code, mark).toBe("not-eligible");
      expect(run(st, map, "red", { type: "op-fire", firers: [{ unit: "c" }] }, [1, 6]).ok, mark).toBe(true);
    }
  });

  it("no window without a clear LOS to the hex the enemy spends MPs in, or when no enemy may fire", () => {
    const woods = game([unit("a", "blue", "A1"), unit("b", "red", "A5")], [{ hex: "A4", terrain: "woods" }]);
    const hidden = run(toOps(woods.s, woods.map), woods.map, "blue", {
      type: "move",
      units: ["a"],
      to: "A2",
    });
    expect(hidden.ok && hidden.value.events.map((e) => e.type)).toEqual(["move"]);
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "A5")]);
    const ops = toOps(s, map);
    const fired = { ...ops, units: ops.units.map((u) => (u.id === "b" ? { ...u, fired: true } : u)) };
    const none = run(fired, map, "blue", { type: "move", units: ["a"], to: "A2" });
    expect(none.ok && none.value.events.map((e) => e.type)).toEqual(["move"]);
  });

  it("a Low Crawl is not spotted: no window", () => {
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "A5")]);
    const r = run(toOps(s, map), map, "blue", { type: "move", units: ["a"], to: "A2", mode: "low-crawl" });
    expect(r.ok && r.value.events.map((e) => e.type)).toEqual(["move", "activation-ends"]);
  });

  it("Stealth (card DFT 3, OF; v5.1 6.4): an SM-capable unit moves its full MF unspotted, marked Stealth; no DFT 3, no OF", () => {
    const { s, map } = game([
      unit("a", "blue", "A1", { stealth: true }),
      unit("c", "blue", "B1"),
      unit("l", "blue", "C1", { kind: "leader", stealth: true }),
      unit("b", "red", "A6"),
    ]);
    const ops = toOps(s, map);
    const not = run(ops, map, "blue", { type: "move", units: ["c"], to: "B2", mode: "stealth" });
    expect(not.ok ? null : not.error.message).toMatch(/not Stealth Movement-capable/);
    const leader = run(ops, map, "blue", { type: "move", units: ["l"], to: "C2", mode: "stealth" });
    expect(leader.ok ? null : leader.error.message).toMatch(/not Stealth Movement-capable/);
    const r1 = run(ops, map, "blue", { type: "move", units: ["a"], to: "A2", mode: "stealth" });
    if (!r1.ok) throw new Error(r1.error.message);
    expect(r1.value.events.map((e) => e.type)).toEqual(["move"]); // in view of b: no window, MPs left
    const st1 = r1.value.state;
    expect(st1.units.find((u) => u.id === "a")).toMatchObject({
      stealth: true,
      moved: false,
      lowCrawl: false,
    });
    expect(st1.spotted).not.toContain("a");
    const r2 = run(st1, map, "blue", { type: "move", units: ["a"], to: "A3", mode: "stealth" });
    expect(r2.ok && r2.value.state.units.find((u) => u.id === "a")!.hex).toBe("A3"); // more than one hex
    const st2 = r2.ok ? r2.value.state : st1;
    const shot = planShot(st2, map, {
      firers: [{ unit: "b" }],
      targetHex: "A3",
      opportunity: false,
      spottedThisImpulse: false,
      movingNow: ["a"],
    });
    if (!shot.ok) throw new Error(shot.error);
    expect(shot.value.attacker.map((m) => m.line)).not.toContain("DFT 3");
    // a Stealth-marked unit may not Opportunity Fire
    const marked = { ...st2, units: st2.units.map((u) => (u.id === "b" ? { ...u, stealth: true } : u)) };
    const seen = run({ ...marked, activation: null, toAct: "blue" }, map, "blue", {
      type: "move",
      units: ["c"],
      to: "B2",
    });
    expect(seen.ok && seen.value.events.map((e) => e.type)).not.toContain("op-chance");
    const control = run({ ...st2, activation: null, toAct: "blue" }, map, "blue", {
      type: "move",
      units: ["c"],
      to: "B2",
    });
    expect(control.ok && control.value.events.map((e) => e.type)).toContain("op-chance");
  });

  it("an Ops Complete MMC fires at −1 FP", () => {
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "A5", { firepower: 3 })]);
    const ops = toOps(s, map);
    const done = { ...ops, units: ops.units.map((u) => (u.id === "b" ? { ...u, opsComplete: true } : u)) };
    const st = must(run(done, map, "blue", { type: "move", units: ["a"], to: "A2" }));
    const of = run(st, map, "red", { type: "op-fire", firers: [{ unit: "b" }] }, [1, 6]);
    const e = of.ok ? of.value.events[0]! : null;
    expect(e?.type === "fire" && e.fp).toBe(2);
  });
});

describe("spotting (the card's OF line: Ops Complete −1 FP unless spotted in the same impulse)", () => {
  const opsDone = (s: LnlState, id: string) => ({
    ...s,
    units: s.units.map((u) => (u.id === id ? { ...u, opsComplete: true } : u)),
  });
  const ofFp = (st: LnlState, map: ReturnType<typeof game>["map"]) => {
    const of = run(st, map, "red", { type: "op-fire", firers: [{ unit: "b" }] }, [1, 6]);
    const e = of.ok ? of.value.events[0]! : null;
    return e?.type === "fire" ? e.fp : null;
  };

  it("a stack seen spending MPs is spotted for the rest of the impulse: OF at its next hex is at full FP", () => {
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "A6", { firepower: 3 })]);
    const ops = opsDone(toOps(s, map), "b");
    expect(ops.spotted).toEqual([]);
    const first = must(run(ops, map, "blue", { type: "move", units: ["a"], to: "A2" }));
    expect(first.opWindow).toMatchObject({ hex: "A2", spotted: false });
    expect(first.spotted).toEqual(["a"]);
    expect(ofFp(first, map)).toBe(2); // first seen in this hex: not yet spotted, −1
    const on = must(
      run(must(run(first, map, "red", { type: "pass" })), map, "blue", {
        type: "move",
        units: ["a"],
        to: "A3",
      }),
    );
    expect(on.opWindow).toMatchObject({ hex: "A3", spotted: true });
    expect(ofFp(on, map)).toBe(3); // spotted in the same impulse: no −1
    // the impulse ends: nobody is spotted any more
    const ended = must(run(must(run(on, map, "red", { type: "pass" })), map, "blue", { type: "pass" }));
    expect(ended.spotted).toEqual([]);
  });

  it("a hex no enemy sees does not spot the stack, and a Low Crawl is never spotted", () => {
    const hid = game(
      [unit("a", "blue", "A1"), unit("b", "red", "A6", { firepower: 3 })],
      [{ hex: "A3", terrain: "woods" }],
    );
    const behind = must(
      run(opsDone(toOps(hid.s, hid.map), "b"), hid.map, "blue", {
        type: "move",
        units: ["a"],
        to: "A2",
      }),
    );
    expect(behind.opWindow).toBeNull();
    expect(behind.spotted).toEqual([]);
    const { s, map } = game([unit("a", "blue", "A1"), unit("b", "red", "A6")]);
    const crawl = must(
      run(toOps(s, map), map, "blue", { type: "move", units: ["a"], to: "A2", mode: "low-crawl" }),
    );
    expect(crawl.spotted).toEqual([]);
  });
});

describe("rally", () => {
  it("an SMC self-rallies on 1d6 ≤ its Shaken morale; an MMC needs a Good Order leader", () => {
    const { s, map } = game([
      unit("a", "blue", "A1"),
      {
        id: "l",
        side: "blue",
        kind: "leader",
        hex: "C1",
        firepower: 1,
        range: 4,
        movement: 5,
        morale: 6,
        lm: 1,
      },
      unit("b", "red", "F6"),
    ]);
    const shaken = { ...s, units: s.units.map((u) => (u.side === "blue" ? { ...u, shaken: true } : u)) };
    const mmc = run(shaken, map, "blue", { type: "rally", unit: "a" }, [1]);
    expect(mmc.ok ? null : mmc.error.code).toBe("no-leader");
    const smc = run(shaken, map, "blue", { type: "rally", unit: "l" }, [5]);
    expect(smc.ok && smc.value.events[0]).toMatchObject({ type: "rally", roll: 5, need: 5, rallied: true });
    const fail = run(shaken, map, "blue", { type: "rally", unit: "l" }, [6]);
    expect(fail.ok && fail.value.events[0]).toMatchObject({ rallied: false });
    const once = run(must(fail), map, "blue", { type: "rally", unit: "l" }, [1]);
    expect(once.ok ? null : once.error.code).toBe("rallied");
  });

  it("a vehicle self-rallies, no leader needed (card: all vehicles and SMCs self-rally)", () => {
    const { s, map } = game([
      unit("t", "blue", "A1", { kind: "armored-vehicle", movement: 6 }),
      unit("b", "red", "F6"),
    ]);
    const shaken = { ...s, units: s.units.map((u) => (u.id === "t" ? { ...u, shaken: true } : u)) };
    const r = run(shaken, map, "blue", { type: "rally", unit: "t" }, [3]);
    expect(r.ok && r.value.events[0]).toMatchObject({ type: "rally", need: 3, rallied: true });
  });

  it("a Shaken leader cannot rally units; its hex's MMC then has no leader (card, Shaken)", () => {
    const { s, map } = game([
      unit("a", "blue", "C1"),
      unit("l", "blue", "C1", { kind: "leader", firepower: 1, range: 4, movement: 5, morale: 6, lm: 1 }),
      unit("b", "red", "F6"),
    ]);
    const shake = (ids: string[]) => ({
      ...s,
      units: s.units.map((u) => (ids.includes(u.id) ? { ...u, shaken: true } : u)),
    });
    const led = run(shake(["a"]), map, "blue", { type: "rally", unit: "a" }, [4]);
    expect(led.ok && led.value.events[0]).toMatchObject({ type: "rally", need: 3 + 1, rallied: true });
    const r = run(shake(["a", "l"]), map, "blue", { type: "rally", unit: "a" }, [1]);
    expect(r.ok ? null : r.error.code).toBe("no-leader");
  });
});
