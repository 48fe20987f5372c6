import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffView, jsonEqual, MAX_PATCH_OPS, type PatchOp, type PatchPath } from "../../src/net/view-patch";

// The server diffs every seat's view after every command (host.ts update): diffView now walks with one
// path it pushes and pops instead of a new array per node. Its operations must be the very ones the
// first version gave: that version is kept here, verbatim, as the oracle.

const isObject = (x: unknown): x is Record<string, unknown> =>
  x !== null && typeof x === "object" && !Array.isArray(x);

function oracleDiff(from: unknown, to: unknown, maxOps = MAX_PATCH_OPS): PatchOp[] | null {
  const ops: PatchOp[] = [];
  const walk = (a: unknown, b: unknown, p: PatchPath): boolean => {
    if (a === b) return true;
    if (Array.isArray(a) && Array.isArray(b)) {
      const k = Math.min(a.length, b.length);
      for (let i = 0; i < k; i++) if (!walk(a[i], b[i], [...p, i])) return false;
      if (b.length > k) ops.push({ p, a: b.slice(k) });
      else if (a.length > k) ops.push({ p, l: k });
    } else if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a))
        if (a[key] !== undefined && (!Object.hasOwn(b, key) || b[key] === undefined))
          ops.push({ p: [...p, key], d: 1 });
      for (const key of Object.keys(b)) {
        if (b[key] === undefined) continue;
        if (!Object.hasOwn(a, key) || a[key] === undefined) ops.push({ p: [...p, key], v: b[key] });
        else if (!walk(a[key], b[key], [...p, key])) return false;
      }
    } else if (!jsonEqual(a, b)) ops.push({ p, v: b });
    return ops.length <= maxOps;
  };
  return walk(from, to, []) ? ops : null;
}

const FC_SEED = 370_036;

const key = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "a", "b", "0", ""),
  fc.string({ maxLength: 3 }),
);
const { jsonValue } = fc.letrec<{ jsonValue: unknown }>((tie) => ({
  jsonValue: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.oneof(fc.constant(null), fc.boolean(), fc.integer({ min: -3, max: 3 }), fc.constant(undefined)),
    fc.array(tie("jsonValue"), { maxLength: 4 }),
    fc.array(fc.tuple(key, tie("jsonValue")), { maxLength: 5 }).map((e) => Object.fromEntries(e)),
  ),
}));

/** `v` with some of its parts replaced (the rest shared, as a seat's next view shares with its last). */
const edited = (v: unknown, pick: number[], repl: unknown[]): unknown => {
  let n = 0;
  const go = (x: unknown): unknown => {
    const k = n++;
    const at = pick.indexOf(k % 17);
    if (at >= 0 && k > 0) return repl[at];
    if (Array.isArray(x)) {
      const y = x.map(go);
      return y.every((e, i) => e === x[i]) ? x : y;
    }
    if (isObject(x)) {
      const y = Object.entries(x).map(([a, b]) => [a, go(b)] as const);
      return y.every(([a, e]) => e === x[a]) ? x : Object.fromEntries(y);
    }
    return x;
  };
  return go(v);
};

describe(`diffView gives the first version's operations (fast-check seed ${FC_SEED})`, () => {
  it("on unrelated values, at the default and at small operation limits", () => {
    fc.assert(
      fc.property(jsonValue, jsonValue, fc.integer({ min: 0, max: 6 }), (a, b, max) => {
        expect(diffView(a, b)).toEqual(oracleDiff(a, b));
        expect(diffView(a, b, max)).toEqual(oracleDiff(a, b, max));
      }),
      { seed: FC_SEED, numRuns: 600 },
    );
  });

  it("on a value and its edit sharing the unchanged parts", () => {
    fc.assert(
      fc.property(
        jsonValue,
        fc.array(fc.nat(16), { maxLength: 3 }),
        fc.array(jsonValue, { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 4 }),
        (a, pick, repl, max) => {
          const b = edited(a, pick, repl);
          expect(diffView(a, b)).toEqual(oracleDiff(a, b));
          expect(diffView(a, b, max)).toEqual(oracleDiff(a, b, max));
        },
      ),
      { seed: FC_SEED + 1, numRuns: 600 },
    );
  });
});
