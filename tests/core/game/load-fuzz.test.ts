import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { parseGameText } from "../../../src/core/firestrike/match/format";
import { openSession } from "../../../src/core/firestrike/match/session";
import { catalog, charts, fakeDeps, stats } from "./support";

/**
 * Fuzz over the game loader (issue 18): from the shipped games, mutate values, keys and ids (with
 * "__proto__", "constructor" and friends), truncate the text, reorder and drop entries. Loading (parse,
 * validate, replay) must give a session or problems with JSON paths, never throw, never touch
 * Object.prototype, and finish in bounded time. The seed is in each test's name, so a failure replays.
 */

const dir = new URL("../../fixtures/games/", import.meta.url).pathname;
const FIXTURES = ["actions.json", "skirmish.json"].map((f) => readFileSync(`${dir}${f}`, "utf8"));
const refs = { catalog, charts, stats };
const deps = fakeDeps();

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

const HOSTILE_IDS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype", ""];
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(...HOSTILE_IDS, null, true, false, 0, -1, 1e308, -1e308, 5e-324, 1000, [], {}),
  fc.constantFrom<Json>("b1", "b2", "bhq1", "r1", "blue", "red", "blue-coy", "red-coy", "move", "deploy"),
  fc.integer({ min: -100, max: 100 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 12 }),
  fc.array(fc.integer({ min: -5, max: 80 }), { maxLength: 3 }),
  fc.constant<Json>({ type: "concede", side: "__proto__" }),
  fc.constant<Json>({ type: "place-move-marker", formation: "__proto__" }),
);

/** Every path in a JSON value (objects' keys and arrays' indexes), the root included. */
function pathsOf(v: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(v)) for (const [i, x] of v.entries()) pathsOf(x, [...at, i], out);
  else if (v !== null && typeof v === "object")
    for (const k of Object.keys(v)) pathsOf(v[k]!, [...at, k], out);
  return out;
}

const get = (v: Json, p: Path): Json => p.reduce<Json>((x, k) => (x as Record<string, Json>)[k]!, v);

/** Sets an own property, even one named "__proto__" (JSON.stringify writes it like any other key). */
function setOwn(o: object, k: string | number, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

type Op = "value" | "delete" | "rename-key" | "swap" | "truncate-array" | "duplicate";
const OPS: Op[] = ["value", "delete", "rename-key", "swap", "truncate-array", "duplicate"];

/** Applies one mutation at the `pick`-th path of `json` (in place). */
function mutate(json: Json, op: Op, pick: number, value: Json, key: string, n: number): void {
  const paths = pathsOf(json).filter((p) => p.length > 0);
  if (paths.length === 0) return;
  const p = paths[pick % paths.length]!;
  const parent = get(json, p.slice(0, -1)) as Record<string | number, Json>;
  const k = p[p.length - 1]!;
  const here = parent[k]!;
  switch (op) {
    case "value":
      setOwn(parent, k, value);
      break;
    case "delete":
      if (Array.isArray(parent)) parent.splice(k as number, 1);
      else delete parent[k];
      break;
    case "rename-key":
      if (!Array.isArray(parent)) {
        delete parent[k];
        setOwn(parent, key, here);
      }
      break;
    case "swap":
      if (Array.isArray(parent) && parent.length > 1) {
        const j = n % parent.length;
        [parent[k as number], parent[j]] = [parent[j]!, here];
      }
      break;
    case "truncate-array":
      if (Array.isArray(here)) here.length = n % (here.length + 1);
      break;
    case "duplicate":
      if (Array.isArray(parent)) parent.splice(k as number, 0, JSON.parse(JSON.stringify(here)));
      break;
  }
}

const protoKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(",");
const PROTO = protoKeys();
const PROTO_NAMES = Object.getOwnPropertyNames(Object.prototype);
afterEach(() => {
  // A failure that polluted the prototype must not fail the tests after it too.
  for (const k of Object.getOwnPropertyNames(Object.prototype))
    if (!PROTO_NAMES.includes(k)) delete (Object.prototype as never)[k];
});

/** Loads a game's text the way the app and `sightline replay` do; fails the property on a throw. */
function load(text: string): void {
  const parsed = parseGameText(text, refs);
  let problems = parsed.ok ? [] : parsed.error;
  if (parsed.ok) {
    const s = openSession(parsed.value, deps);
    if (!s.ok) problems = s.error;
  }
  for (const p of problems) {
    expect(p.path).toMatch(/^\$/);
    expect(typeof p.message).toBe("string");
    expect(p.message).not.toMatch(/internal error|undefined is|is not a function|Cannot read/);
  }
  if (!parsed.ok) expect(problems.length).toBeGreaterThan(0);
  expect(protoKeys()).toBe(PROTO);
}

/** A log entry naming a hostile or real id, for inserting into a log. */
const entry: fc.Arbitrary<Json> = fc
  .record({
    shape: fc.constantFrom(
      "place-move-marker:formation",
      "roll-hq-move:base",
      "direct-fire:firer",
      "direct-fire:target",
      "change-posture:base",
      "done:side",
      "concede:side",
      "take-back:side",
      "finished-moving:side",
      "end-deployment:side",
      "deploy:base",
    ),
    id: fc.oneof(
      fc.constantFrom(...HOSTILE_IDS),
      fc.constantFrom("b1", "bhq1", "r1", "blue", "red", "blue-coy"),
    ),
  })
  .map(({ shape, id }): Json => {
    const [type, field] = shape.split(":") as [string, string];
    const e: Record<string, Json> = { type };
    if (type === "direct-fire") Object.assign(e, { firer: "b1", target: "r1" });
    if (type === "change-posture") e.prone = true;
    if (type === "deploy") Object.assign(e, { at: [10, 3], facing: 0 });
    setOwn(e, field, id);
    return e;
  });

const mutation = fc.record({
  op: fc.constantFrom(...OPS),
  pick: fc.nat(),
  value: hostileValue,
  key: fc.constantFrom(...HOSTILE_IDS.filter((k) => k !== ""), "type", "side", "x"),
  n: fc.nat({ max: 200 }),
});

describe("the game loader on mutated saves", () => {
  it("seed 42: one to three mutated values, keys or ids give a session or problems, never a throw", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: FIXTURES.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        (f, ms) => {
          const json = JSON.parse(FIXTURES[f]!) as Json;
          for (const m of ms) mutate(json, m.op, m.pick, m.value, m.key, m.n);
          load(JSON.stringify(json));
        },
      ),
      { numRuns: 200, seed: 42 },
    );
  });

  it("seed 7: mutations aimed at the log (entries inserted with hostile ids, reordered, dropped)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: FIXTURES.length - 1 }),
        fc.array(fc.tuple(entry, fc.nat()), { minLength: 1, maxLength: 3 }),
        fc.array(mutation, { maxLength: 2 }),
        (f, inserts, ms) => {
          const json = JSON.parse(FIXTURES[f]!) as { commands: Json[] };
          for (const [e, at] of inserts) json.commands.splice(at % (json.commands.length + 1), 0, e);
          for (const m of ms) mutate(json.commands as Json, m.op, m.pick, m.value, m.key, m.n);
          load(JSON.stringify(json));
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });

  it("seed 1999: truncated and spliced text gives problems with a line and column, never a throw", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: FIXTURES.length - 1 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom("", "]", "}", '"__proto__":', "[[[[", ",", "\u0000"),
        (f, cut, cut2, glue) => {
          const text = FIXTURES[f]!;
          const a = cut % (text.length + 1);
          const b = a + (cut2 % (text.length - a + 1));
          load(text.slice(0, a) + glue + text.slice(b));
        },
      ),
      { numRuns: 200, seed: 1999 },
    );
  });
});
