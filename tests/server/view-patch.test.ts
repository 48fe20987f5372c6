import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverDeps } from "../../src/cli/server-deps";
import { applyPatch, diffView, jsonEqual } from "../../src/net/view-patch";
import { HostedGame } from "../../src/server/host";
import { takeTimings } from "../../src/server/room";
import type { RunningServer } from "../../src/server/server";
import { bot, createGame, serverHere } from "./support";

// Issue 19 (the server benchmark): an update carries the change from the view the seat was sent last
// (`viewPatch`), not the whole view with its history; the client rebuilds the same view from it.

const roundTrip = (a: unknown, b: unknown) => {
  const ops = diffView(a, b);
  expect(ops).not.toBeNull();
  const before = JSON.stringify(a);
  const got = applyPatch(a, ops!);
  expect(got).toEqual(b);
  // the view the client held is left as it was (a page may still hold it)
  expect(JSON.stringify(a)).toBe(before);
  return ops!;
};

describe("view patches", () => {
  it("rebuild the next view: appends, cuts, deleted and new keys, changed items, changed types", () => {
    const a = {
      n: 1,
      events: [{ t: "a" }, { t: "b" }],
      bases: { x: { at: [1, 2] }, y: { at: [3, 4] } },
      s: null,
    };
    const ops = roundTrip(a, { ...a, events: [...a.events, { t: "c" }] });
    // an append sends only the new item
    expect(ops).toEqual([{ p: ["events"], a: [{ t: "c" }] }]);
    roundTrip(a, { ...a, events: [{ t: "a" }] });
    roundTrip(a, { ...a, bases: { x: { at: [1, 5] } }, z: [1] });
    roundTrip(a, { ...a, s: { now: "state" }, n: "two" });
    roundTrip(a, [1, 2]);
    roundTrip([{ k: 1 }, 2], [{ k: 2 }, 2, 3]);
    expect(diffView(a, structuredClone(a))).toEqual([]);
  });

  it("treat undefined values as absent keys (as JSON does)", () => {
    roundTrip({ a: 1, b: undefined }, { a: 1, c: 2 });
    expect(diffView({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
  });

  it("give up past the limit of operations (the whole view is sent then)", () => {
    const a = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    const b = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i + 1]));
    expect(diffView(a, b, 10)).toBeNull();
    expect(diffView(a, b, 50)).toHaveLength(50);
  });

  it("refuse an operation that does not fit the view, or names a prototype key", () => {
    expect(() => applyPatch({ a: 1 }, [{ p: ["a"], a: [2] }])).toThrow(/no array at a/);
    expect(() => applyPatch({ a: [1] }, [{ p: ["a", 3], v: 2 }])).toThrow(/no item 3/);
    expect(() => applyPatch({}, [{ p: ["__proto__", "x"], v: 1 }])).toThrow(/not allowed/);
    expect(({} as { x?: unknown }).x).toBeUndefined();
  });

  it("jsonEqual tells equal JSON from different", () => {
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: [1] }, { a: [1, 2] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { b: 1 })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
  });
});

let server: RunningServer;
beforeAll(async () => {
  server = await serverHere(":memory:", { rate: 500, burst: 500 });
});
afterAll(async () => {
  await server?.close();
});

describe("over the wire", () => {
  it("each seat's rebuilt view is the view the server would send it whole, all game long", async () => {
    const { id, seats } = (
      await createGame(server.url, { ruleset: "firestrike", table: "ridge-and-village", turns: 1 })
    ).json;
    const { rulesets } = serverDeps();
    takeTimings();
    let compared = 0;
    let mismatches = 0;
    const check = (seat: string) => (type: string, m: unknown) => {
      if (type !== "update") return;
      const u = m as { n: number; view: unknown };
      // Only when the store is where this update was made (the other bot may have played since).
      if (server.store.length(id) !== u.n) return;
      const h = HostedGame.open(server.store, rulesets, id);
      if (!h.ok) throw new Error("the stored game does not open");
      const whole = h.value.update(seat, { next: 0, pending: [] });
      compared++;
      if (!jsonEqual(u.view, whole.view)) mismatches++;
    };
    const [blue, red] = await Promise.all([
      bot(seats.blue!.url, { seed: 3, onTraffic: check("blue") }),
      bot(seats.red!.url, { seed: 4, onTraffic: check("red") }),
    ]);
    expect([blue.reason, red.reason]).toEqual(["over", "over"]);
    expect(compared).toBeGreaterThan(20);
    expect(mismatches).toBe(0);
    // …and they came as patches: most updates are far smaller than a whole view (~13 KB and growing)
    const bytes = takeTimings().updateBytes.sort((a, b) => a - b);
    expect(bytes.length).toBeGreaterThan(40);
    expect(bytes[Math.floor(bytes.length / 2)]!).toBeLessThan(2000);
  });
});
