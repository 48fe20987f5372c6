import fc from "fast-check";
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

const FC_SEED = 310_004;

/** Keys JSON may hold that name members of Object.prototype, a few ordinary ones, and any string. */
const key = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"),
  fc.constantFrom("a", "b", "0", ""),
  fc.string({ maxLength: 4 }),
);

/** JSON values (objects built as JSON.parse builds them: every key an own data property). */
const { jsonValue } = fc.letrec<{ jsonValue: unknown }>((tie) => ({
  jsonValue: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.constant(null), fc.boolean(), fc.integer({ min: -3, max: 3 }), fc.constantFrom("x", "")),
    fc.array(tie("jsonValue"), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie("jsonValue")), { maxLength: 5 }).map((e) => Object.fromEntries(e)),
  ),
}));

/** A JSON value as text with every object's keys sorted: equal for equal JSON, whatever the key order. */
const canonical = (x: unknown): string =>
  Array.isArray(x)
    ? `[${x.map(canonical).join(",")}]`
    : x !== null && typeof x === "object"
      ? `{${Object.keys(x)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
          .join(",")}}`
      : JSON.stringify(x);

/** True when every object in `x` is a plain object (its prototype Object.prototype, not a value of the view). */
const plainAll = (x: unknown): boolean =>
  Array.isArray(x)
    ? x.every(plainAll)
    : x === null || typeof x !== "object"
      ? true
      : Object.getPrototypeOf(x) === Object.prototype && Object.values(x).every(plainAll);

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

  it("refuse an operation that does not fit the view", () => {
    expect(() => applyPatch({ a: 1 }, [{ p: ["a"], a: [2] }])).toThrow(/no array at a/);
    expect(() => applyPatch({ a: [1] }, [{ p: ["a", 3], v: 2 }])).toThrow(/no item 3/);
    expect(() => applyPatch({ a: [1] }, [{ p: ["a", "0"], v: 2 }])).toThrow(/no item 0/);
    expect(() => applyPatch({ a: {} }, [{ p: ["a", 0], v: 2 }])).toThrow(/not a string/);
    // An inherited member is not there to descend into: no key reaches Object.prototype.
    expect(() => applyPatch({}, [{ p: ["__proto__", "x"], v: 1 }])).toThrow(/nothing at __proto__/);
    expect(() => applyPatch({}, [{ p: ["constructor", "x"], v: 1 }])).toThrow(/nothing at constructor/);
    expect(() => applyPatch({}, [{ p: ["toString"], a: [1] }])).toThrow(/no array at toString/);
    expect(({} as { x?: unknown }).x).toBeUndefined();
  });

  // Issue 31 item 4: ids such as "constructor" are legal (core/id-schema.ts) and key records of a
  // view; a patch naming them was refused, and the client rejoined after every update.
  it("carry keys that name prototype members as ordinary keys, and never touch a prototype", () => {
    const a = { bases: { b1: 1 } };
    const b = { bases: { b1: 1, constructor: { at: [1, 2] }, toString: 2, hasOwnProperty: 3, prototype: 4 } };
    roundTrip(a, b);
    roundTrip(b, a);
    roundTrip(b, { bases: { ...b.bases, constructor: { at: [1, 3] } } });
    // "__proto__" (a key JSON.parse keeps as an own property) is an own key, not the prototype.
    const withProto = JSON.parse('{"bases":{"__proto__":{"polluted":1},"b1":1}}') as unknown;
    const got = roundTrip(a, withProto);
    expect(got).toEqual([{ p: ["bases", "__proto__"], v: { polluted: 1 } }]);
    const rebuilt = applyPatch(a, got) as { bases: object };
    expect(Object.getPrototypeOf(rebuilt.bases)).toBe(Object.prototype);
    expect(Object.hasOwn(rebuilt.bases, "__proto__")).toBe(true);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    roundTrip(withProto, a);
    roundTrip(withProto, JSON.parse('{"bases":{"__proto__":{"polluted":2},"b1":1}}'));
  });

  it(`round-trip arbitrary JSON with prototype-member keys, view after view (fast-check seed ${FC_SEED})`, () => {
    const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
    fc.assert(
      fc.property(fc.array(jsonValue, { minLength: 2, maxLength: 5 }), (views) => {
        // As a client does: each view is rebuilt from the one it rebuilt before.
        let held: unknown = views[0];
        for (const next of views.slice(1)) {
          const before = canonical(held);
          const ops = diffView(held, next);
          const got = ops === null ? next : applyPatch(held, ops);
          if (canonical(got) !== canonical(next)) return false;
          if (!plainAll(got) || canonical(held) !== before) return false;
          held = got;
        }
        return true;
      }),
      { seed: FC_SEED, numRuns: 400 },
    );
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
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
    const { rulesets } = await serverDeps();
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
    // A guard, not a timing: each check re-opens the stored game (its whole log), and beside other
    // work on two cores the game took 31 s, over the suite's default 30 s.
  }, 180_000);
});
