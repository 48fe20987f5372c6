import { describe, expect, it } from "vitest";
import type { TestGame } from "./helpers";
import { run } from "./helpers";
import { moving, refused } from "./support";

const camp = () =>
  moving([
    { id: "b1", statLine: "infantry", x: 10, y: 10 },
    { id: "b-eng", statLine: "engineer", x: 10, y: 11.2 },
    { id: "b-mg", statLine: "HMG", x: 14, y: 10 },
    { id: "b-gun", statLine: "towed-gun", x: 18, y: 10 },
    { id: "b-tank", statLine: "MBT", x: 30, y: 10, formation: "blue-b" },
    { id: "r1", statLine: "infantry", x: 60, y: 40 },
  ]);

/** Digs for `turns` turns (each in a fresh movement step). */
function dig(g: TestGame, base: string, kind: "hasty" | "foxholes", turns: number, engineer?: string) {
  for (let t = 0; t < turns; t++) {
    for (const b of Object.values(g.state.bases)) {
      b.spentInches = 0;
      b.movedInches = 0;
    }
    run(g, { type: "dig-in", base, kind, ...(engineer ? { engineer } : {}) });
  }
  return g.state.bases[base]!.digIn!;
}

describe("digging in (seed 000 §3.23)", () => {
  it.each([
    ["hasty", 5, false],
    ["hasty", 6, true],
    ["foxholes", 11, false],
    ["foxholes", 12, true],
  ] as const)("%s after %i turns: complete %s", (kind, turns, done) => {
    expect(dig(camp(), "b1", kind, turns).complete).toBe(done);
  });

  it.each([
    ["hasty", 2, false],
    ["hasty", 3, true],
    ["foxholes", 5, false],
    ["foxholes", 6, true],
  ] as const)("with an engineer, %s after %i turns: complete %s", (kind, turns, done) => {
    expect(dig(camp(), "b1", kind, turns, "b-eng").complete).toBe(done);
  });

  it("an engineer digs itself in half the time", () => {
    expect(dig(camp(), "b-eng", "hasty", 3).complete).toBe(true);
  });

  it("digging counts as having moved and takes the whole movement", () => {
    const g = camp();
    run(g, { type: "dig-in", base: "b1", kind: "hasty" });
    expect(g.state.sides[0]!.movedThisTurn).toBe(true);
    expect(refused(g, { type: "move", base: "b1", mode: "walking", path: [[10, 11]] }).code).toBe(
      "out-of-movement",
    );
  });

  it("a base that has moved cannot dig this turn; moving loses the works", () => {
    const g = camp();
    run(g, { type: "move", base: "b1", mode: "walking", path: [[10, 9]] });
    expect(refused(g, { type: "dig-in", base: "b1", kind: "hasty" }).code).toBe("out-of-movement");
    const d = camp();
    dig(d, "b1", "hasty", 6);
    d.state.bases.b1!.spentInches = 0;
    run(d, { type: "move", base: "b1", mode: "walking", path: [[10, 9]] });
    expect(d.state.bases.b1!.digIn).toBeNull();
  });

  it("no digging while prone", () => {
    const g = camp();
    g.state.bases.b1!.prone = true;
    expect(refused(g, { type: "dig-in", base: "b1", kind: "hasty" }).message).toContain("prone");
  });

  it("heavy weapons that need no towing dig themselves; towed guns need an engineer", () => {
    expect(dig(camp(), "b-mg", "hasty", 6).complete).toBe(true);
    expect(refused(camp(), { type: "dig-in", base: "b-gun", kind: "hasty" }).message).toContain("engineer");
    const g = camp();
    g.state.bases["b-eng"]!.x = 18;
    expect(dig(g, "b-gun", "hasty", 3, "b-eng").complete).toBe(true);
  });

  it("vehicles use Setup Sheet trench-line at double their frontage: 40 yards wide uses 80", () => {
    const g = camp();
    expect(refused(g, { type: "entrench-vehicle", base: "b-tank" }).message).toContain("80 yards");
    g.state.sides[0]!.trenchLineYards = 100;
    run(g, { type: "entrench-vehicle", base: "b-tank" });
    expect(g.state.bases["b-tank"]!.entrenched).toBe(true);
    expect(g.state.sides[0]!.trenchLineYards).toBe(20);
    expect(refused(g, { type: "dig-in", base: "b-tank", kind: "hasty" }).code).toBe("not-allowed");
  });

  it("a prone engineer clears a minefield it stands in", () => {
    const g = camp();
    g.oracle.areas.push({ id: "mines", kind: "minefield", rect: [8, 10, 12, 14] });
    g.state.bases["b-eng"]!.prone = true;
    run(g, { type: "clear-minefield", base: "b-eng", minefield: "mines" });
    expect(g.state.markers.clearedMinefields).toEqual(["mines"]);
    expect(refused(camp(), { type: "clear-minefield", base: "b1", minefield: "mines" }).code).toBe(
      "not-allowed",
    );
  });
});
