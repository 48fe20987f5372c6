import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commandMessageSchema, quickCommandMessage } from "../../src/server/messages";

// Issue 36 (the server's CPU per command): the room checks a `command` message without zod when it
// surely matches (`quickCommandMessage`), and leaves the rest to zod, which words the errors. The
// quick check must never pass what zod refuses, must yield zod's data, and must pass what clients send.

const FC_SEED = 360_036;

/** zod's answer and the quick one agree: null, or the same data as zod's, which accepts it. */
function agrees(m: unknown) {
  const q = quickCommandMessage(m);
  const z = commandMessageSchema.safeParse(m);
  if (q === null) return;
  expect(z.success).toBe(true);
  expect(q).toEqual(z.data);
}

const ordinary = [
  { command: { type: "move", base: "b1", to: { x: 1, y: 2 } } },
  { ref: 0, command: { type: "end-step" } },
  { ref: 7, cid: "c-1.2_x", command: { type: "fire", firer: "a", target: "b" } },
  { cid: "a".repeat(64), command: {} },
  { ref: 2 ** 31, command: { type: "x" } },
];

describe("the quick check of a command message", () => {
  it("passes what clients send, with zod's data", () => {
    for (const m of ordinary) {
      expect(quickCommandMessage(m)).not.toBeNull();
      agrees(m);
    }
  });

  it("leaves every odd message to zod (named cases)", () => {
    const odd: unknown[] = [
      null,
      [],
      "command",
      { ref: 1 },
      { command: [] },
      { command: null },
      { command: "move" },
      { ref: -1, command: {} },
      { ref: 1.5, command: {} },
      { ref: 2 ** 31 + 1, command: {} },
      { ref: "1", command: {} },
      { ref: undefined, command: {} },
      { cid: "", command: {} },
      { cid: "a".repeat(65), command: {} },
      { cid: "a b", command: {} },
      { cid: 3, command: {} },
      { seat: "red", command: {} },
      { command: JSON.parse('{"__proto__": {"x": 1}}') },
      JSON.parse('{"__proto__": {"command": {}}}'),
      Object.assign(Object.create({ inherited: 1 }), { command: {} }),
      { command: new Map() },
      { command: Object.create(null) },
    ];
    for (const m of odd) {
      expect(quickCommandMessage(m)).toBeNull();
      agrees(m);
    }
  });

  it(`never passes what zod refuses (random messages, seed ${FC_SEED})`, () => {
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer({ min: -3, max: 2 ** 31 + 3 }),
      fc.double(),
      fc.string({ maxLength: 70 }),
      fc.constantFrom("ok", "a.b", "x y", ""),
      fc.array(fc.integer(), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 3 }),
    );
    const key = fc.constantFrom("ref", "cid", "command", "seat", "__proto__", "");
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 4 }), (entries) => {
        agrees(Object.fromEntries(entries));
      }),
      { seed: FC_SEED, numRuns: 2000 },
    );
  });
});
