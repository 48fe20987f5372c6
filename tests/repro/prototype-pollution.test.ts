import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main";
import { parseGameText, validateGame } from "../../src/core/firestrike/match/format";
import { openSession } from "../../src/core/firestrike/match/session";
import { own } from "../../src/core/own";
import { validateTable } from "../../src/core/table/validate";
import { catalog, charts, fakeDeps, stats } from "../core/game/support";
import { exampleTable } from "../support/example-table";

// Regression (issue 18 item 1): records keyed by ids from a file or a command were plain objects, so
// an entry naming formation "__proto__" set Object.prototype.moveMarker (every later table parse in
// the process then failed), and ids such as "constructor" found prototype members ("undefined is
// undefined"). Ids now resolve only to own entries, and "__proto__" is refused where ids enter.

const root = new URL("../../", import.meta.url).pathname;
const actionsText = readFileSync(`${root}tests/fixtures/games/actions.json`, "utf8");
const refs = { catalog, charts, stats };
const PROTO_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

/** The actions game (already deployed: turn 1, step 1c) with some entries. */
function withCommands(commands: unknown[]): unknown {
  const json = JSON.parse(actionsText) as Record<string, unknown>;
  return { ...json, commands };
}

/** Opens a game's JSON: the problems, or [] when it opens. */
function problemsOf(json: unknown): { path: string; message: string }[] {
  const f = validateGame(json, refs);
  if (!f.ok) return f.error;
  const s = openSession(f.value, fakeDeps());
  return s.ok ? [] : s.error;
}

const protoKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const objectKeys = () => Object.getOwnPropertyNames(Object).sort();
const before = { proto: protoKeys(), object: objectKeys() };

afterEach(() => {
  // Keep a failure here from poisoning the other tests of this file.
  for (const k of protoKeys()) if (!before.proto.includes(k)) delete (Object.prototype as never)[k];
  for (const k of objectKeys()) if (!before.object.includes(k)) delete (Object as never)[k];
});

describe("repro: ids that name prototype members", () => {
  it("the __proto__ move marker save is refused, the prototype is untouched and tables still parse", () => {
    const text = JSON.stringify(withCommands([{ type: "place-move-marker", formation: "__proto__" }]));
    const parsed = parseGameText(text, refs);
    const problems = parsed.ok ? problemsOf(JSON.parse(text)) : parsed.error;
    expect(problems.length).toBe(1);
    expect(problems[0]!.path).toMatch(/^\$\.commands\[0\]/);
    expect(({} as { moveMarker?: unknown }).moveMarker).toBeUndefined();
    expect(protoKeys()).toEqual(before.proto);
    const table = (JSON.parse(actionsText) as { table: unknown }).table;
    expect(validateTable(table, catalog).ok).toBe(true);
    expect(parseGameText(actionsText, refs).ok).toBe(true);
  });

  const entries = (id: string): unknown[] => [
    { type: "place-move-marker", formation: id },
    { type: "roll-hq-move", base: id },
    { type: "done", side: id },
    { type: "finished-moving", side: id },
  ];
  for (const id of PROTO_NAMES)
    it(`entries naming "${id}" as a formation, base or side are refused clearly`, () => {
      for (const e of entries(id)) {
        const problems = problemsOf(withCommands([e]));
        expect(problems.length, JSON.stringify(e)).toBe(1);
        const p = problems[0]!;
        expect(p.path).toMatch(/^\$\.commands\[0\]/);
        expect(p.message).not.toMatch(/undefined|internal|is not a function|Cannot/);
        expect(p.message).toMatch(
          new RegExp(`no formation "${id}"|no base "${id}"|no side "${id}"|must start with a letter`),
        );
      }
      expect(protoKeys()).toEqual(before.proto);
      expect(objectKeys()).toEqual(before.object);
    });

  it("constructor, toString, hasOwnProperty and valueOf work as side, formation and base ids", () => {
    const json = JSON.parse(actionsText) as {
      table: { deploymentZones: { side: string }[]; features: { id: string }[] };
      forces: {
        sides: { id: string }[];
        formations: { id: string; side: string; parent?: string }[];
        bases: { id: string; side: string; formation: string; carriedBy?: string }[];
      };
    };
    const rename = (m: Record<string, string>, v: string) => m[v] ?? v;
    const sides = { blue: "constructor", red: "toString" };
    const formations = { "blue-bn": "hasOwnProperty", "blue-coy": "valueOf", "red-coy": "constructor" };
    const bases = { b1: "toString", b3: "valueOf", b4: "hasOwnProperty", r1: "constructor" };
    for (const z of json.table.deploymentZones) z.side = rename(sides, z.side);
    json.table.features[0]!.id = "constructor";
    json.table.features[1]!.id = "toString";
    for (const s of json.forces.sides) s.id = rename(sides, s.id);
    for (const f of json.forces.formations) {
      f.id = rename(formations, f.id);
      f.side = rename(sides, f.side);
      if (f.parent) f.parent = rename(formations, f.parent);
    }
    for (const b of json.forces.bases) {
      b.id = rename(bases, b.id);
      b.side = rename(sides, b.side);
      b.formation = rename(formations, b.formation);
      if (b.carriedBy) b.carriedBy = rename(bases, b.carriedBy);
    }
    const game = {
      ...json,
      commands: [
        { type: "place-move-marker", formation: "valueOf" },
        { type: "roll-hq-move", base: "bhq1" },
      ],
    };
    expect(problemsOf(game)).toEqual([]);
    const f = validateGame(game, refs);
    if (!f.ok) throw new Error("validated above");
    const s = openSession(f.value, fakeDeps());
    if (!s.ok) throw new Error("opened above");
    const st = s.value.now.state!;
    expect(Object.hasOwn(st.formations, "valueOf")).toBe(true);
    expect(own(st.formations, "valueOf")!.moveMarker).toBe(true);
    expect(own(st.bases, "toString")!.side).toBe("constructor");
    expect(protoKeys()).toEqual(before.proto);
  });

  it("table features, units and sides named constructor, toString... are ordinary ids", () => {
    const t = exampleTable();
    t.features[2].id = "constructor";
    t.features[3].id = "hasOwnProperty";
    t.units[0].id = "toString";
    t.units[1].id = "valueOf";
    t.units[1].side = "constructor";
    expect(validateTable(t, catalog)).toMatchObject({ ok: true });
    t.units[0].type = "constructor";
    t.features[4].id = "__proto__";
    const r = validateTable(t, catalog);
    expect(r.ok ? [] : r.error.map((p) => p.path)).toEqual([
      "$.features[4].id",
      "$.units[0] (toString).type",
    ]);
    expect(protoKeys()).toEqual(before.proto);
  });

  // Issue 31 item 4: the ruleset's part of a file was gathered with `rest[k] = v`, so a top-level
  // "__proto__" field became that part's prototype: a file whose table sat under "__proto__" opened.
  it('a top-level "__proto__" field is an unknown field, not the prototype of the set-up', () => {
    const { table, ...json } = JSON.parse(actionsText) as Record<string, unknown>;
    const text = JSON.stringify(json).replace(/^\{/, `{"__proto__":${JSON.stringify({ table })},`);
    const f = validateGame(JSON.parse(text), refs);
    expect(f.ok ? [] : f.error.map((p) => p.path)).toEqual(["$.table", "$.__proto__"]);
    expect(protoKeys()).toEqual(before.proto);
  });

  it("a side's quality that names a prototype member is a problem, not a crash", () => {
    const json = JSON.parse(actionsText) as { forces: { sides: { quality?: string }[] } };
    json.forces.sides[0]!.quality = "constructor";
    const f = validateGame(json, refs);
    expect(f.ok ? [] : f.error).toEqual([
      {
        path: "$.forces.sides[0].quality",
        message: expect.stringContaining('"constructor" is not a row'),
      },
    ]);
  });
});

describe("repro: the CLI looks commands up as own entries", () => {
  for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"])
    it(`"${name}" is an unknown command, exit 2`, async () => {
      const errs: string[] = [];
      const orig = console.error;
      console.error = (...a: unknown[]) => errs.push(a.join(" "));
      try {
        expect(await main([name])).toBe(2);
      } finally {
        console.error = orig;
      }
      expect(errs.join("\n")).toContain(`unknown command "${name}"`);
    });
});
