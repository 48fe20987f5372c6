import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import type { Problem } from "../../../src/core/problems";
import type { Result } from "../../../src/core/result";
import { parseTableText, validateTable } from "../../../src/core/table/validate";

/**
 * Hostile input for the table validator (issue 18): for any JSON-ish value, any mutation of a shipped
 * table and any damage to its text, validateTable / parseTableText give a table or problems, never a
 * throw (a runaway is caught by the test's own time-out; timings belong in the benchmarks). The seed is in each test's name so a failure replays.
 */

const catalog = builtinCatalog();
const SHIPPED = ["ridge-and-village", "river-town", "open-plain"].map((name) =>
  readFileSync(new URL(`../../../terrain/${name}.json`, import.meta.url), "utf8"),
);

function checked(run: () => Result<unknown, Problem[]>): void {
  const r = run();
  if (!r.ok) {
    expect(r.error.length).toBeGreaterThan(0);
    for (const p of r.error) {
      expect(typeof p.path).toBe("string");
      expect(p.path.startsWith("$")).toBe(true);
      expect(typeof p.message).toBe("string");
      expect(p.message.length).toBeGreaterThan(0);
    }
  }
}

/** Keys that have bitten JavaScript validators before, among ordinary and table field names. */
const key = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "format",
    "features",
    "units",
    "outline",
    "path",
    "center",
    "id",
    "type",
    "facing",
    "baseInches",
    "deploymentZones",
    "objectives",
  ),
);
/** Values a hostile or careless file might hold where a number, point or list belongs. */
const nasty = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -0,
    5e-324,
    2 ** 53,
    "",
    "sightline-table/1",
    null,
    undefined,
    true,
    [],
    {},
    [[0, 0]],
    [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ],
    "__proto__",
    "\u001b[2J",
  ),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 12 }),
  fc.array(fc.tuple(fc.double({ min: -10, max: 100 }), fc.double({ min: -10, max: 100 })), { maxLength: 12 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const anyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    nasty,
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(key, tie("value"), { maxKeys: 5 }),
  ),
})).value;

type Json = Record<string | number, unknown>;

/** Every path into a JSON tree, as key lists (the root included). */
function paths(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => void paths(x, [...at, i], out));
  else if (v !== null && typeof v === "object")
    for (const k of Object.keys(v)) paths((v as Json)[k], [...at, k], out);
  return out;
}

type Mutation = {
  how: "set" | "delete" | "duplicate" | "add-key";
  pick: number;
  value: unknown;
  key: string;
};
const mutation = fc.record({
  how: fc.constantFrom("set", "delete", "duplicate", "add-key"),
  pick: fc.nat(),
  value: anyValue,
  key,
}) as fc.Arbitrary<Mutation>;

function mutate(table: unknown, ms: readonly Mutation[]): unknown {
  let root = table;
  for (const m of ms) {
    const all = paths(root);
    const at = all[m.pick % all.length]!;
    if (at.length === 0) {
      if (m.how === "set") root = m.value;
      continue;
    }
    const parent = at.slice(0, -1).reduce<unknown>((v, k) => (v as Json)[k], root) as Json;
    const last = at[at.length - 1]!;
    if (m.how === "set") parent[last] = m.value;
    else if (m.how === "delete") {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (m.how === "duplicate" && Array.isArray(parent))
      parent.splice(Number(last), 0, structuredClone(parent[last]));
    else if (
      m.how === "add-key" &&
      parent[last] !== null &&
      typeof parent[last] === "object" &&
      !Array.isArray(parent[last])
    )
      Object.defineProperty(parent[last], m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return root;
}

describe("validateTable under hostile input", () => {
  it("any JSON-ish value: a table or problems, never a throw (seed 18130101)", () => {
    fc.assert(
      fc.property(anyValue, (v) => checked(() => validateTable(v, catalog))),
      { seed: 18130101, numRuns: 3000 },
    );
  });

  it("any object with a table's format tag: a table or problems (seed 18130102)", () => {
    fc.assert(
      fc.property(fc.dictionary(key, anyValue, { maxKeys: 8 }), (v) =>
        checked(() => validateTable({ ...v, format: "sightline-table/1" }, catalog)),
      ),
      { seed: 18130102, numRuns: 800 },
    );
  });

  it("shipped tables with up to 4 random mutations: a table or problems (seed 18130103)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: SHIPPED.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (which, ms) => {
          const table = mutate(JSON.parse(SHIPPED[which]!), ms);
          checked(() => validateTable(table, catalog));
        },
      ),
      { seed: 18130103, numRuns: 600 },
    );
  });

  it("shipped table text with characters inserted, deleted or replaced (seed 18130104)", () => {
    const edit = fc.record({
      at: fc.nat(),
      how: fc.constantFrom("insert", "delete", "replace"),
      ch: fc.string({ minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.nat({ max: SHIPPED.length - 1 }),
        fc.array(edit, { minLength: 1, maxLength: 5 }),
        (which, edits) => {
          let text = SHIPPED[which]!;
          for (const e of edits) {
            const i = e.at % (text.length + 1);
            text =
              e.how === "insert"
                ? text.slice(0, i) + e.ch + text.slice(i)
                : e.how === "delete"
                  ? text.slice(0, i) + text.slice(i + e.ch.length)
                  : text.slice(0, i) + e.ch + text.slice(i + e.ch.length);
          }
          checked(() => parseTableText(text, catalog));
        },
      ),
      { seed: 18130104, numRuns: 1500 },
    );
  });
});
