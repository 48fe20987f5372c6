import { describe, expect, it } from "vitest";
import { parseGameText, serializeGame } from "../../../src/core/game/format";
import { SPECTATOR_SEAT } from "../../../src/core/game/ruleset";
import { logFile, openSession, playAs, type Session } from "../../../src/core/game/session";
import type { Ww2Event } from "../../../src/core/ww2cm/game";
import { open, playOut, ww2cmRegistry } from "../../support/ww2cm";

/**
 * Whole games of seed 002's ground game in Node, on the shipped cm table, through the engine's session
 * (seats, dice, the save format and a replay of the saved file): a plain player moves toward the enemy,
 * shoots at the nearest enemy model, charges what is close and ends each phase. Seeds are in the names.
 */

const rulesets = ww2cmRegistry();

const events = (s: Session) => s.journal.flatMap((j) => j.events as Ww2Event[]);

describe("seed 002's ground game through the engine", () => {
  it("checks seats, phases and distances, with reasons", () => {
    const s = open("ww2cm-seats");
    expect(s.game.seatsToAct(s.now)).toEqual(["blue"]);
    const wrong = playAs(s, "red", { type: "next" });
    expect(wrong.ok ? null : wrong.error.message).toBe("red may not act now (blue may)");
    expect(playAs(s, SPECTATOR_SEAT, { type: "next" }).ok).toBe(false);
    const far = playAs(s, "blue", { type: "move", unit: "b-squad", to: [{ model: "bs1", x: 40, y: 20 }] });
    expect(far.ok ? null : far.error).toMatchObject({ code: "too-far", path: "$.to[0]" });
    const sprintTo = (y: number) =>
      playAs(s, "blue", { type: "move", unit: "b-squad", to: [{ model: "bs1", x: 40, y }], sprint: true });
    const over = sprintTo(23.5);
    expect(over.ok ? null : over.error.message).toMatch(/8\.5 cm; Blue 1st squad may go 8 cm sprinting/);
    const sprint = sprintTo(23);
    const theirs = playAs(s, "blue", { type: "move", unit: "r-squad", to: [{ model: "rs1", x: 45, y: 76 }] });
    expect(theirs.ok ? null : theirs.error.code).toBe("not-yours");
    const early = playAs(s, "blue", { type: "shoot", unit: "b-squad", at: [45, 78] });
    expect(early.ok ? null : early.error.code).toBe("wrong-phase");
    // Sprinting forbids shooting (seed 002, Movement: "at the expense of shooting").
    if (!sprint.ok) throw new Error("sprint refused");
    let p = playAs(sprint.value, "blue", { type: "next" });
    if (!p.ok) throw new Error(p.error.message);
    p = playAs(p.value, "blue", { type: "shoot", unit: "b-squad", at: [45, 78] });
    expect(p.ok ? null : p.error.message).toMatch(/sprinted/);
  });

  it("a tank pivoting loses a quarter of its move per 90°", () => {
    const s = open("ww2cm-pivot");
    const go = (y: number, heading: number) =>
      playAs(s, "blue", { type: "move", unit: "b-tank", to: [{ model: "bt1", x: 100, y }], heading });
    expect(go(22, 0).ok).toBe(true); // 12 cm straight
    expect(go(19.5, 90).ok).toBe(false); // one pivot: 9 cm
    expect(go(19, 90).ok).toBe(true);
    const two = go(16.5, 180);
    expect(two.ok ? null : two.error.message).toMatch(/may go 6 cm after 2 pivots/);
  });

  it.each(["ww2cm-game-1", "ww2cm-game-2", "ww2cm-game-3"])(
    "plays a whole seeded game to its end, and its save replays (%s)",
    (seed) => {
      const s = playOut(open(seed));
      expect(s.game.over(s.now)).toBe(true);
      const ev = events(s);
      expect(ev.some((e) => e.type === "shot" && e.rolls.some((r) => r.naturals.length > 0))).toBe(true);
      expect(ev.at(-1)!.type).toBe("over");
      const text = serializeGame(logFile(s, null, { host: true }), rulesets);
      const again = parseGameText(text, rulesets);
      if (!again.ok) throw new Error(JSON.stringify(again.error));
      const r = openSession(again.value, rulesets);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      expect(r.value.now).toEqual(s.now);
    },
  );
});
