import { describe, expect, it } from "vitest";
import { commitmentOf } from "../../src/core/game/dice";
import { GAME_FORMAT } from "../../src/core/game/format";
import { registryOf, SPECTATOR_SEAT } from "../../src/core/game/ruleset";
import { applyPatch } from "../../src/net/view-patch";
import { HostedGame, type SeatCursor } from "../../src/server/host";
import { GameStore } from "../../src/server/store";
import { toyRuleset } from "../support/toy/core/ruleset";

// Issue 36 (the server's CPU per command): a command's updates go to every client of the room, and
// each client of one seat (a room may hold 48 watchers on the spectator seat) holds the same last
// view, so the seat's view, whose action it is and the patch are derived once per command and seat,
// not once per client. Counted through a toy ruleset whose seatView and seatsToAct count their calls.

const calls = { seatView: 0, seatsToAct: 0 };
const counted = registryOf({
  ...toyRuleset,
  start(body, dice) {
    const r = toyRuleset.start(body, dice);
    if (!r.ok) return r;
    const g = r.value.game;
    return {
      ...r,
      value: {
        ...r.value,
        game: {
          ...g,
          seatView: (s, seat) => {
            calls.seatView++;
            return g.seatView(s, seat);
          },
          seatsToAct: (s) => {
            calls.seatsToAct++;
            return g.seatsToAct(s);
          },
        },
      },
    };
  },
});
const plain = registryOf(toyRuleset);

function hosted(store: GameStore, rulesets: typeof plain, id: string): HostedGame {
  const h = HostedGame.open(store, rulesets, id);
  if (!h.ok) throw new Error(JSON.stringify(h.error));
  return h.value;
}

describe("each seat's update is derived once per command", () => {
  it("seven clients of three seats: three views, one seatsToAct, one patch per seat, all as if made alone", () => {
    const store = new GameStore(":memory:");
    const seed = "derived-once-1";
    const { id } = store.create(
      {
        format: GAME_FORMAT,
        ruleset: "toy-duel",
        seed,
        commitment: commitmentOf(seed),
        units: [
          { id: "a", order: "flank left" },
          { id: "b", order: "hold the ridge" },
        ],
        commands: [],
      },
      ["a", "b", SPECTATOR_SEAT],
    );
    const h = hosted(store, counted, id);
    const clients: { seat: string; cursor: SeatCursor }[] = ["a", "b", ...Array(5).fill(SPECTATOR_SEAT)].map(
      (seat) => ({ seat, cursor: { next: 0, pending: [] } }),
    );
    calls.seatView = 0;
    calls.seatsToAct = 0;
    for (const c of clients) h.update(c.seat, c.cursor);
    expect(calls).toEqual({ seatView: 3, seatsToAct: 1 });

    const moves: [string, unknown][] = [
      ["a", { type: "cover" }],
      ["b", { type: "cover" }],
      ["a", { type: "cover" }],
    ];
    for (const [n, [seat, command]] of moves.entries()) {
      const r = h.play(seat, command);
      expect(r.ok).toBe(true);
      calls.seatView = 0;
      calls.seatsToAct = 0;
      const held = clients.map((c) => c.cursor.view);
      const updates = clients.map((c) => h.update(c.seat, c.cursor));
      expect(calls).toEqual({ seatView: 3, seatsToAct: 1 });
      // the five watchers were sent one patch, found once
      const watchers = updates.slice(2);
      expect(watchers.every((u) => u.viewPatch !== undefined && u.viewPatch === watchers[0]!.viewPatch)).toBe(
        true,
      );
      // every client's view is the one a game opened afresh (nothing kept) gives its seat whole
      const fresh = hosted(store, plain, id);
      expect(fresh.length).toBe(n + 1);
      for (const [i, c] of clients.entries()) {
        const whole = fresh.update(c.seat, { next: 0, pending: [] });
        const u = updates[i]!;
        expect(u.viewPatch).toBeDefined();
        expect(applyPatch(held[i], u.viewPatch!)).toEqual(whole.view);
        expect(u.toAct).toEqual(whole.toAct);
        expect(u.undo).toEqual(whole.undo);
        expect(u.n).toBe(whole.n);
      }
    }
    // an undo is a new session too: the views are derived again, once per seat
    expect(h.undo("a").ok).toBe(true);
    calls.seatView = 0;
    for (const c of clients) h.update(c.seat, c.cursor);
    expect(calls.seatView).toBe(3);
  });
});
