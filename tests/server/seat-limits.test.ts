import { describe, expect, it } from "vitest";
import { SEAT_TAKEN } from "../../src/net/protocol";
import {
  admission,
  DEFAULT_LIMITS,
  type Held,
  ROOM_VIEWERS,
  roomCapacity,
  SEAT_CONNECTIONS,
  type Ticket,
  VIEWERS_PER_ADDRESS,
  WATCH_LINK_VIEWERS,
} from "../../src/server/seat-limits";

// Issue 31 item 2: who may come into a game's room and how many at once, as a rule over what the room
// holds (the server tests run it over the wire: tests/repro/watch-link-floods-room.test.ts and
// tests/server/seat-takeover.test.ts).

const seats = ["blue", "red"];
const ticket = (seat: string, o: Partial<Ticket> = {}): Ticket => ({
  game: "g",
  seat,
  token: `${seat}-token`,
  address: "10.0.0.1",
  resume: false,
  ...o,
});
const viewer = (address: string, token = "watch"): Ticket => ticket("spectator", { address, token });
const live = (t: Ticket): Held => ({ ticket: t, live: true });
const joining = (t: Ticket): Held => ({ ticket: t, live: false });
const many = (n: number, f: (i: number) => Held) => Array.from({ length: n }, (_, i) => f(i));

describe("admission: a watch link's viewers", () => {
  const cases: { name: string; held: Held[]; t: Ticket; refused: RegExp | null }[] = [
    { name: "the first viewer", held: [], t: viewer("10.0.0.1"), refused: null },
    {
      name: "a watch link at its bound (joining counts as held)",
      held: many(WATCH_LINK_VIEWERS, (i) => (i % 2 ? live : joining)(viewer(`10.0.1.${i}`))),
      t: viewer("10.0.2.1"),
      refused: new RegExp(`this watch link already has ${WATCH_LINK_VIEWERS} viewers`),
    },
    {
      name: "another watch link of the same game is counted on its own",
      held: many(WATCH_LINK_VIEWERS, (i) => live(viewer(`10.0.1.${i}`))),
      t: viewer("10.0.2.1", "second-watch"),
      refused: null,
    },
    {
      name: "one address at its bound",
      held: many(VIEWERS_PER_ADDRESS, () => live(viewer("10.0.0.9"))),
      t: viewer("10.0.0.9"),
      refused: new RegExp(`${VIEWERS_PER_ADDRESS} viewers of this game already come from your address`),
    },
    {
      name: "another address is not held to it",
      held: many(VIEWERS_PER_ADDRESS, () => live(viewer("10.0.0.9"))),
      t: viewer("10.0.0.10"),
      refused: null,
    },
    {
      name: "an in-process join (no address) is not held to the address bound",
      held: many(VIEWERS_PER_ADDRESS, () => live(viewer("10.0.0.9"))),
      t: ticket("spectator", { token: "watch", address: null }),
      refused: null,
    },
    {
      name: "the room's viewers over every watch link",
      held: many(ROOM_VIEWERS, (i) => live(viewer(`10.0.3.${i}`, `watch-${i % 8}`))),
      t: viewer("10.0.4.1", "watch-new"),
      refused: new RegExp(`this game already has ${ROOM_VIEWERS} viewers`),
    },
    {
      name: "the players' connections do not count against the viewers",
      held: [live(ticket("blue")), live(ticket("red")), ...many(3, () => live(viewer("10.0.0.1")))],
      t: viewer("10.0.0.1"),
      refused: null,
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const a = admission(c.t, c.held, seats);
      if (c.refused === null) expect(a).toEqual({ ok: true });
      else expect(a).toMatchObject({ ok: false, code: 429, message: expect.stringMatching(c.refused) });
    });
});

describe("admission: a player seat", () => {
  it("is never refused for the spectators, however many", () => {
    const flood = many(ROOM_VIEWERS, (i) => live(viewer(`10.0.3.${i}`, `watch-${i}`)));
    expect(admission(ticket("blue"), flood, seats)).toEqual({ ok: true });
    expect(admission(ticket("red"), [...flood, live(ticket("blue"))], seats)).toEqual({ ok: true });
  });

  it("a second tab or a reload joins while the first is live (the newest then takes the seat)", () => {
    expect(admission(ticket("blue"), [live(ticket("blue"))], seats)).toEqual({ ok: true });
  });

  it("a connection coming back by itself does not take back a seat live elsewhere", () => {
    const back = ticket("blue", { resume: true });
    expect(admission(back, [live(ticket("blue"))], seats)).toMatchObject({ ok: false, code: SEAT_TAKEN });
    expect(admission(back, [joining(ticket("blue"))], seats)).toEqual({ ok: true });
    expect(admission(back, [live(ticket("red"))], seats)).toEqual({ ok: true });
  });

  it(`holds at most ${SEAT_CONNECTIONS} connections at once`, () => {
    const held = many(SEAT_CONNECTIONS, (i) => (i === 0 ? live : joining)(ticket("blue")));
    expect(admission(ticket("blue"), held, seats)).toMatchObject({
      ok: false,
      code: 429,
      message: expect.stringMatching(/seat blue is already joining on 3 connections/),
    });
    expect(admission(ticket("red"), held, seats)).toEqual({ ok: true });
  });

  it("a token whose seat is not one of the game's is refused", () => {
    expect(admission(ticket("green"), [], seats)).toMatchObject({ ok: false, code: 403 });
  });

  it("the room's capacity is the viewers' places and each seat's, so the bounds never fill it", () => {
    expect(roomCapacity(seats)).toBe(ROOM_VIEWERS + 2 * SEAT_CONNECTIONS);
    const full = [
      ...many(ROOM_VIEWERS, (i) => live(viewer(`10.0.3.${i}`, `watch-${i}`))),
      ...many(SEAT_CONNECTIONS, () => live(ticket("blue"))),
      ...many(SEAT_CONNECTIONS, () => live(ticket("red"))),
    ];
    expect(full.length).toBe(roomCapacity(seats, DEFAULT_LIMITS));
    for (const t of [viewer("10.9.9.9", "watch-x"), ticket("blue"), ticket("red")])
      expect(admission(t, full, seats).ok).toBe(false);
  });
});
