import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../../src/core/lnl/dice";
import { newHero, planShot, resolveShot, type ShotSpec } from "../../../src/core/lnl/fire";
import { drawSkill, parseSkillDeck, SKILL_DECK, skillCard, withSkill } from "../../../src/core/lnl/skills";
import { sniperShot } from "../../../src/core/lnl/sniper";
import { type LnlState, leaderLmIn } from "../../../src/core/lnl/state";
import { opsGame, run, unit } from "./board";

/** Hero skill cards (project default deck, skills.ts): the deck, the draw, and each card's effect in the rules. */

/** Blue's hero "h" (with `card`, or none) in A1 with a squad, red's squads at A4 and A6 and a sniper. */
function game(card: string | null) {
  const { s, map } = opsGame([
    unit("b", "blue", "A1"),
    unit("r", "red", "A4"),
    unit("far", "red", "A6"),
    unit("snp", "red", "A7", { kind: "sniper", firepower: 4, range: 9 }),
  ]);
  const hero0 = newHero("h", "blue", "A1");
  const hero = card ? withSkill(hero0, skillCard(card)!) : hero0;
  return { s: { ...s, toAct: "blue", units: [...s.units, hero] } as LnlState, map };
}
const spec = (firers: string[], hex: string): ShotSpec => ({
  firers: firers.map((unit) => ({ unit })),
  targetHex: hex,
  opportunity: false,
  spottedThisImpulse: false,
  movingNow: [],
});

describe("the skill deck", () => {
  it("parses, every card marked project default, ids unique", () => {
    expect(SKILL_DECK.length).toBe(6);
    expect(SKILL_DECK.every((c) => c.source === "project default")).toBe(true);
    expect(new Set(SKILL_DECK.map((c) => c.id)).size).toBe(SKILL_DECK.length);
  });

  const bad: { name: string; data: unknown; why: RegExp }[] = [
    { name: "an empty deck", data: [], why: /skill deck: .* at \$$/ },
    {
      name: "a card without its source",
      data: [{ id: "x", name: "X", text: "t" }],
      why: /at \$\[0\]\.source/,
    },
    {
      name: "a repeated id",
      data: [SKILL_DECK[0], SKILL_DECK[0]],
      why: /card 1 repeats the id "marksman"/,
    },
    {
      name: "an effect out of bounds",
      data: [{ id: "x", name: "X", text: "t", add: { ifp: 5 }, source: "project default" }],
      why: /at \$\[0\]\.add\.ifp/,
    },
  ];
  for (const c of bad)
    it(`refuses ${c.name}, saying where`, () => expect(parseSkillDeck(c.data)).toMatch(c.why));

  it("a draw is 1d(deck size) read as the card's place", () => {
    for (const [i, card] of SKILL_DECK.entries()) expect(drawSkill(scriptedDice([i + 1]))).toBe(card);
  });
});

describe("each card's effect in the rules", () => {
  it("marksman: the hero fires 2 IFP, not 1", () => {
    for (const [card, fp] of [
      [null, 1],
      ["marksman", 2],
    ] as const) {
      const { s, map } = game(card);
      const p = planShot(s, map, spec(["h"], "A4"));
      expect(p.ok && p.value.fp).toBe(fp);
    }
  });

  it("long shot: range 6 reaches a target 5 hexes away, range 4 does not", () => {
    const plain = game(null);
    expect(planShot(plain.s, plain.map, spec(["h"], "A6")).ok).toBe(false);
    const long = game("long-shot");
    expect(planShot(long.s, long.map, spec(["h"], "A6")).ok).toBe(true);
  });

  it("iron will: the hero's damage check reads morale 7", () => {
    for (const [card, morale] of [
      [null, 6],
      ["iron-will", 7],
    ] as const) {
      const { s, map } = game(card);
      const at = { ...s, toAct: "red", units: s.units.filter((u) => u.id !== "b") };
      const p = planShot(at, map, spec(["r"], "A1"));
      if (!p.ok) throw new Error(p.error);
      const r = resolveShot(at, p.value, spec(["r"], "A1"), scriptedDice([6, 1, 3]));
      expect(r.event.damage.find((d) => d.unit === "h")?.morale).toBe(morale);
    }
  });

  it("fleet-footed: one more MP (a clear hex leaves 5, not 4)", () => {
    for (const [card, left] of [
      [null, 4],
      ["fleet-footed", 5],
    ] as const) {
      const { s, map } = game(card);
      const r = run(s, map, "blue", { type: "move", units: ["h"], to: "B1" });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.events.find((e) => e.type === "move")).toMatchObject({ cost: 1, mpLeft: left });
    }
  });

  it("inspiring: the hero leads with LM 1 (DFT 1 for its stack, the LM in its hex)", () => {
    const plain = game(null);
    expect(leaderLmIn(plain.s, "blue", "A1")).toBe(0);
    const { s, map } = game("inspiring");
    expect(leaderLmIn(s, "blue", "A1")).toBe(1);
    expect(leaderLmIn(s, "blue", "A1", "h")).toBe(0);
    const p = planShot(s, map, spec(["b"], "A4"));
    expect(p.ok && p.value.attacker.map((m) => [m.line, m.value])).toContainEqual(["DFT 1", 1]);
  });

  it("sniper-proof: a sniper may not pick the hero; it may pick the squad beside it", () => {
    const plain = game(null);
    expect(typeof sniperShot({ ...plain.s, toAct: "red" }, "red", "snp", "h")).toBe("object");
    const { s } = game("sniper-proof");
    expect(sniperShot({ ...s, toAct: "red" }, "red", "snp", "h")).toMatch(/Sniper-Proof/);
    expect(typeof sniperShot({ ...s, toAct: "red" }, "red", "snp", "b")).toBe("object");
  });
});
