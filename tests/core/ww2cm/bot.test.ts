import { describe, expect, it } from "vitest";
import { playAs, type Session } from "../../../src/core/game/session";
import { seededRandom } from "../../../src/core/random";
import { ww2cmBot } from "../../../src/core/ww2cm/bot";
import type { Ww2State } from "../../../src/core/ww2cm/state";
import { open } from "../../support/ww2cm";

/**
 * Seed 002's bot hook (`sightline bot`): each seat's candidates, sent in order until the engine accepts
 * one (as src/cli/hook-bot.ts does), play a two-turn game on the village table to its end; it offers
 * nothing out of turn and moves, shoots or charges with its own units only.
 */
describe("the ww2cm bot hook", () => {
  it("ww2cm-bot-1: two bots play a two-turn game to its end, each command its own side's", () => {
    let s: Session = open("ww2cm-bot-1", 2);
    const rnd = seededRandom(1);
    let shots = 0;
    for (let guard = 0; !s.game.over(s.now) && guard < 500; guard++) {
      const now = s.now as Ww2State;
      const seat = now.side;
      const other = seat === "blue" ? "red" : "blue";
      expect(ww2cmBot.candidates(now, other, rnd)).toEqual([]);
      const cands = ww2cmBot.candidates(now, seat, rnd);
      expect(cands.at(-1)).toEqual({ type: "next" });
      for (const c of cands) if ("unit" in c) expect(now.units.find((u) => u.id === c.unit)?.side).toBe(seat);
      let played = false;
      for (const c of cands) {
        const r = playAs(s, seat, c);
        if (!r.ok) continue;
        s = r.value;
        if (c.type === "shoot") shots++;
        played = true;
        break;
      }
      expect(played).toBe(true);
    }
    expect(s.game.over(s.now)).toBe(true);
    expect(shots).toBeGreaterThan(0);
  });
});
