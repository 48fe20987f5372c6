import { describe, expect, it } from "vitest";
import { createComputerHandler } from "../../../src/app/ai/computer-host";
import { pagePolicies } from "../../../src/app/ai/computer-policies";
import { computerSeen, type FromComputer } from "../../../src/app/ai/computer-protocol";
import { seatSnapshot } from "../../../src/core/game/seat-snapshot";
import { playAs } from "../../../src/core/game/session";
import { lnl } from "../../../src/rulesets/lnl";
import { rulesetGames } from "../../ai/ruleset-games";

/**
 * The page's computer worker's handler in Node, with the policies built as the worker builds them
 * (`pagePolicies`: the ruleset list, measured worlds, shipped data): a request made from the seat to
 * act's snapshot gets a decision the engine accepts, with its reasons, and a ruleset without the level
 * asked is answered with why, not a hang.
 */

describe("the computer worker's handler", () => {
  it("answers a Lock 'n Load request (seed 3411) with a legal, explained decision", async () => {
    const g = await rulesetGames(lnl, "lnl-crossroads");
    const session = g.newGame("computer-host-3411", 1);
    const seat = session.game.seatsToAct(session.now).find((s) => session.game.seats.includes(s))!;
    const out: FromComputer[] = [];
    const handle = createComputerHandler(
      (m) => out.push(m),
      pagePolicies,
      () => 0,
    );
    await handle({
      kind: "decide",
      id: 7,
      game: 1,
      ruleset: "lnl",
      level: "opponent",
      seat,
      seen: computerSeen(seatSnapshot(session, seat)),
      attempt: 0,
      budgetMs: 60_000,
      rndSeed: 3411,
    });
    const last = out.at(-1)!;
    expect(last.kind).toBe("decided");
    if (last.kind !== "decided") return;
    expect(last.id).toBe(7);
    const d = last.decision!;
    expect(d.summary.length).toBeGreaterThan(0);
    expect(Number.isFinite(d.score)).toBe(true);
    expect(playAs(session, seat, d.command).ok).toBe(true);
  });

  it("says so when the ruleset has no player of the level asked", async () => {
    const out: FromComputer[] = [];
    const handle = createComputerHandler(
      (m) => out.push(m),
      async () => ({}),
      () => 0,
    );
    await handle({
      kind: "decide",
      id: 1,
      game: 1,
      ruleset: "lnl",
      level: "opponent",
      seat: "blue",
      seen: { setup: null, view: null, toAct: [] },
      attempt: 0,
      budgetMs: 1,
      rndSeed: 1,
    });
    expect(out).toEqual([{ kind: "failed", id: 1, message: 'lnl has no "opponent" computer player' }]);
  });
});
