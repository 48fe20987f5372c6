import { describe, expect, it } from "vitest";
import { seenBy } from "../../src/core/game/policy-play";
import { playAs, type Session } from "../../src/core/game/session";
import { resultWorth, staysShaken } from "../../src/core/lnl/ai/end-worth";
import type { LnlMeasure } from "../../src/core/lnl/ai/measure";
import type { LnlState } from "../../src/core/lnl/state";
import { seededRandom } from "../../src/core/random";
import { lnl } from "../../src/rulesets/lnl";
import { rulesetGames } from "./ruleset-games";

// Issue 34, Lock 'n Load's opponent plays for the end (turn.ts overCheck: Good Order MMCs at the turn
// limit). Its losses against the random player (docs/rulesets/lnl-ai.md, stop 6) showed it firing
// turn after turn at a leaderless Shaken squad (which could never count again) and leaving a
// leaderless Shaken squad where the enemy kept hitting it. These pin the end's worth of a result and
// the two behaviours it drives.

const g = await rulesetGames(lnl, "lnl-crossroads");
const m = g.policies.opponent!;

/** The crossroads after both Rally Phases of turn `turn` of 6 (seed in the name), as `seat` sees it. */
function opsView(seed: string, seat: string, turn: number, edit: (s: LnlState) => void) {
  let session: Session = g.newGame(seed, 6);
  for (const side of ["blue", "red"]) {
    const r = playAs(session, side, { type: "end-rally" });
    if (!r.ok) throw new Error(r.error.message);
    session = r.value;
  }
  const seen = seenBy(session, seat);
  const s = structuredClone(seen.view) as LnlState;
  expect(s.phase).toBe("operations");
  s.turn = turn;
  edit(s);
  return { session, seen: { ...seen, view: s }, setup: seen.setup, s };
}
const unit = (s: LnlState, id: string) => s.units.find((u) => u.id === id)!;
const mark = (ids: readonly string[], what: "shaken" | "fired") => (s: LnlState) => {
  for (const id of ids) unit(s, id)[what] = true;
};

describe("staysShaken: the chance a Shaken MMC is still Shaken at the end", () => {
  it("in the last turn: 1, beside its leader or not", () => {
    const { s } = opsView("lnl-end-1", "blue", 6, mark(["b-sq1", "b-sq2"], "shaken"));
    expect(staysShaken(s, unit(s, "b-sq1"))).toBe(1);
    expect(staysShaken(s, unit(s, "b-sq2"))).toBe(1);
  });

  it("turn 1, beside a Good Order leader: (1 − (Shaken morale + LM)/6)^5 (apply.ts rally, 5 Rally Phases left)", () => {
    const { s } = opsView("lnl-end-2", "blue", 1, mark(["b-sq1"], "shaken"));
    const sq = unit(s, "b-sq1");
    const p = Math.min(1, (sq.shakenMorale + unit(s, "b-ldr").lm) / 6);
    expect(staysShaken(s, sq)).toBeCloseTo((1 - p) ** 5, 9);
    expect(staysShaken(s, sq)).toBeLessThan(0.01);
  });

  it("turn 1, no leader in its hex: a leader elsewhere may come (between ½ and 1); none Good Order: 1", () => {
    const a = opsView("lnl-end-3", "blue", 1, mark(["b-sq2"], "shaken")).s;
    expect(staysShaken(a, unit(a, "b-sq2"))).toBeGreaterThan(0.5);
    expect(staysShaken(a, unit(a, "b-sq2"))).toBeLessThan(1);
    const b = opsView("lnl-end-3", "blue", 1, mark(["b-sq2", "b-ldr"], "shaken")).s;
    expect(staysShaken(b, unit(b, "b-sq2"))).toBe(1);
  });
});

describe("resultWorth: what a result is worth now and at the end", () => {
  const table: [string, number, string[], string, "shaken" | "eliminated" | "casualty", number][] = [
    ["a leaderless squad Shaken in the last turn", 6, [], "b-sq2", "shaken", 1.3],
    [
      "a leaderless Shaken squad eliminated (it could never count again)",
      6,
      ["b-sq2", "b-ldr"],
      "b-sq2",
      "eliminated",
      0,
    ],
    ["a tank Shaken (the end counts no vehicle)", 6, [], "b-tank", "shaken", 0.3],
    ["a tank Shaken, turn 1", 1, [], "b-tank", "shaken", 0.3],
    ["a Good Order squad eliminated, turn 1", 1, [], "b-sq2", "eliminated", 2],
    ["a Good Order squad reduced to a half-squad (still an MMC)", 3, [], "b-sq2", "casualty", 0.6],
  ];
  it.each(table)("%s: %f", (_, turn, shaken, id, r, worth) => {
    const { s } = opsView("lnl-end-4", "red", turn, mark(shaken, "shaken"));
    expect(resultWorth(s, unit(s, id), r)).toBeCloseTo(worth, 9);
  });
});

describe("the opponent's fire and its Shaken squads", () => {
  it("seed lnl-end-5: blue's G3 stack fires at I6's Good Order squad, not at it once Shaken with no leader (it cannot count again)", () => {
    // b-sq1 and Lt. Blake in G3 see I6 (F7 is out of their range); the rest of blue has fired
    const others = ["b-sq2", "b-tank", "b-td"];
    const decide = (shaken: string[]) => {
      const { seen, setup } = opsView("lnl-end-5", "blue", 5, (s) => {
        mark(shaken, "shaken")(s);
        mark(others, "fired")(s);
      });
      return m.decide(seen, "blue", m.measure(setup), {
        budget: { now: () => 0, deadline: 1 },
        rnd: seededRandom(5),
      });
    };
    expect(decide([])?.command).toMatchObject({ type: "fire", target: "I6" });
    expect(decide(["r-sq2"])?.command).not.toMatchObject({ type: "fire", target: "I6" });
  });

  it("seed lnl-end-6: a leaderless Shaken squad steps away (legal: not toward an enemy in its LOS), where less fire reaches it", () => {
    const others = ["b-sq1", "b-ldr", "b-tank", "b-td"];
    const { session, seen, setup, s } = opsView("lnl-end-6", "blue", 2, (x) => {
      mark(["b-sq2"], "shaken")(x);
      mark(others, "fired")(x);
    });
    const d = m.decide(seen, "blue", m.measure(setup), {
      budget: { now: () => 0, deadline: 1 },
      rnd: seededRandom(6),
    });
    expect(d?.command).toMatchObject({ type: "move", units: ["b-sq2"] });
    const taken = d!.factors.find((f) => f.name === "expected damage taken")!.value;
    const stay = d!.alternatives.find((a) => a.command.type === "pass")!;
    expect(taken).toBeGreaterThan(stay.factors.find((f) => f.name === "expected damage taken")!.value);
    // the engine takes the step from the same position
    const edited: Session = { ...session, now: s };
    expect(playAs(edited, "blue", d!.command).ok).toBe(true);
  });

  it("seed lnl-end-7: a stack heads for the nearest enemy hex holding Good Order MMCs (what the end counts), not the nearest enemy vehicle", () => {
    // b-td in K2: red's light tank (M4) is nearer than any red squad
    const others = ["b-sq1", "b-ldr", "b-sq2", "b-tank"];
    const { seen, setup, s } = opsView("lnl-end-7", "blue", 2, mark(others, "fired"));
    const meas = m.measure(setup) as LnlMeasure;
    const from = unit(s, "b-td").hex;
    const redHexes = [...new Set(s.units.filter((u) => u.side === "red").map((u) => u.hex))];
    const nearest = redHexes.sort((a, b) => meas.map.distance(from, a) - meas.map.distance(from, b))[0]!;
    expect(s.units.some((u) => u.hex === nearest && u.kind === "armored-vehicle")).toBe(true);
    const d = m.decide(seen, "blue", meas, { budget: { now: () => 0, deadline: 1 }, rnd: seededRandom(7) });
    const progress = [d!, ...d!.alternatives]
      .flatMap((w) => w.factors)
      .find((f) => f.name === "progress toward the enemy" || f.name === "advance to contact");
    const toward = /nearest enemy hex (\w+)/.exec(progress?.detail ?? "")?.[1];
    expect(toward).toBeDefined();
    expect(toward).not.toBe(nearest);
    expect(
      s.units.some((u) => u.hex === toward && u.side === "red" && ["squad", "crew"].includes(u.kind)),
    ).toBe(true);
  });
});
