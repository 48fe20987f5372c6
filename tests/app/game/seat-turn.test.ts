import { describe, expect, it } from "vitest";
import { seatTurn, WATCHING } from "../../../src/app/game/seat-turn";
import type { OnlineShell } from "../../../src/app/store/match-slice";

// Issue 36: every ruleset's online page disables the controls of a seat the rules do not name in
// seatsToAct, saying whom it waits for (src/app/game/SeatControls.tsx reads this).

const online = (seat: string): OnlineShell => ({
  seat,
  spectator: seat === "spectator",
  connected: true,
  gaveUp: false,
  sending: 0,
});

describe("seatTurn", () => {
  it("hot-seat: the screen holds the seat to act, so its controls are enabled", () => {
    expect(seatTurn(["red"], null)).toEqual({ may: true, why: null });
  });
  it("online: the page's seat may act only while the rules name it", () => {
    expect(seatTurn(["blue"], online("blue"))).toEqual({ may: true, why: null });
    expect(seatTurn(["blue", "red"], online("red"))).toEqual({ may: true, why: null });
    expect(seatTurn(["blue"], online("red"))).toEqual({ may: false, why: "waiting for blue" });
    expect(seatTurn(["blue"], online("red"), (s) => s.toUpperCase())).toEqual({
      may: false,
      why: "waiting for BLUE",
    });
    expect(seatTurn([], online("red"))).toEqual({ may: false, why: "nobody is to act now" });
  });
  it("a spectator never acts, even where its seat id were listed", () => {
    expect(seatTurn(["spectator"], online("spectator"))).toEqual({ may: false, why: WATCHING });
  });
});
