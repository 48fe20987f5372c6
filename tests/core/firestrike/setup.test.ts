import { describe, expect, it } from "vitest";
import { checkInvariants } from "../../../src/core/firestrike/invariants";
import { replay } from "../../../src/core/firestrike/replay";
import { newGame } from "../../../src/core/firestrike/setup/new-game";
import { scriptedDice } from "../../../src/core/game/dice";

const diceOf = (seed: string | number) => (i: number | "start") => scriptedDice([], `${seed}/${i}`);

import { parseSetup } from "../../../src/core/firestrike/setup/validate";
import { playerView } from "../../../src/core/firestrike/view";
import { FakeOracle } from "./fake-oracle";
import { catalog, charts, setup, start, stats } from "./helpers";

const good = () =>
  setup([
    { id: "b-hq", statLine: "HQ", x: 10, y: 2, formation: "blue-bn" },
    { id: "b-truck", statLine: "truck", x: 10, y: 10, formation: "blue-b" },
    { id: "b1", statLine: "infantry", x: 10, y: 10, carriedBy: "b-truck" },
    { id: "r1", statLine: "infantry", x: 60, y: 40 },
  ]);
// biome-ignore lint/suspicious/noExplicitAny: the fixtures edit arbitrary paths of the set-up JSON
type Json = any;

describe("game set-up validation", () => {
  it("accepts a good set-up", () => {
    expect(parseSetup(good(), { charts, stats, catalog }).ok).toBe(true);
  });

  it.each([
    [
      "an unknown stat line",
      (s: Json) => (s.bases[3].statLine = "battleship"),
      "$.bases[3].statLine",
      "not a stat line",
    ],
    [
      "an unknown formation",
      (s: Json) => (s.bases[3].formation = "nowhere"),
      "$.bases[3].formation",
      "not a formation",
    ],
    [
      "a formation of the other side",
      (s: Json) => (s.bases[3].formation = "blue-a"),
      "$.bases[3].formation",
      "belongs to side",
    ],
    ["a duplicate base id", (s: Json) => (s.bases[3].id = "b1"), "$.bases[3].id", "used twice"],
    ["a nesting loop", (s: Json) => (s.formations[0].parent = "blue-a"), "$.formations[0].parent", "loop"],
    [
      "a passenger in a tank's hull",
      (s: Json) => (s.bases[1].statLine = "MBT"),
      "$.bases[2].carriedBy",
      "at most 0",
    ],
    [
      "an unknown command quality",
      (s: Json) => (s.sides[0].quality = "legendary"),
      "$.sides[0].quality",
      "not a row",
    ],
    ["three sides", (s: Json) => s.sides.push({ id: "green" }), "$.sides", "at most 2"],
    ["damage past the limit", (s: Json) => (s.bases[3].damage = 9), "$.bases[3].damage", "destroy"],
    [
      "a newer format",
      (s: Json) => (s.format = "sightline-firestrike-setup/9"),
      "$.format",
      "newer Sightline",
    ],
  ])("rejects %s, naming the path", (_n, edit, path, words) => {
    const s: Json = good();
    edit(s);
    const r = parseSetup(s, { charts, stats, catalog });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const p = r.error.find((x) => x.path === path);
    expect(p, JSON.stringify(r.error)).toBeDefined();
    expect(p!.message).toContain(words);
  });

  it("fills ratings from the charts' command quality, and explicit ratings win", () => {
    const s: Json = good();
    s.sides[0] = { id: "blue", quality: "good" };
    const g = start(s);
    expect(g.state.sides[0]).toMatchObject({ commandRating: 8, discoveryRating: 14, sabr: 8 });
    expect(g.state.sides[1]).toMatchObject({ commandRating: 10, discoveryRating: 12, sabr: 10 });
  });

  it("base sizes come from the catalog; scale from the charts", () => {
    const g = start(good());
    expect([g.state.bases.b1!.frontageInches, g.state.bases.b1!.depthInches]).toEqual([1, 0.75]);
    expect(g.state.scaleFactor).toBe(1);
    const s: Json = good();
    s.scale = "15mm";
    expect(start(s).state.scaleFactor).toBe(2.5);
  });
});

describe("save and replay", () => {
  it("the same set-up, dice and commands replay to the identical state; other dice differ", () => {
    const env = { charts, stats, oracle: new FakeOracle() };
    const commands = Array.from({ length: 40 }, () => ({ type: "advance" }));
    const a = replay(good(), diceOf("seed-a"), commands, env, catalog);
    const b = replay(good(), diceOf("seed-a"), commands, env, catalog);
    const c = replay(good(), diceOf("seed-b"), commands, env, catalog);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(b.value).toEqual(a.value);
    const naturals = (s: typeof a.value) =>
      s.events.flatMap((e) => (e.type === "roll" ? [e.natural] : [])).join(",");
    expect(naturals(a.value).length).toBeGreaterThan(0);
    expect(naturals(c.value)).not.toBe(naturals(a.value));
  });

  it("the state is plain JSON: it survives a JSON round trip unchanged", () => {
    const g = start(good());
    expect(JSON.parse(JSON.stringify(g.state))).toEqual(g.state);
  });

  it("a refused command in a log stops the replay with its index", () => {
    const env = { charts, stats, oracle: new FakeOracle() };
    const r = replay(
      good(),
      diceOf(1),
      [{ type: "advance" }, { type: "direct-fire", firer: "b1", target: "r1" }],
      env,
      catalog,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.index).toBe(1);
  });

  it("a bad set-up stops the replay at index -1", () => {
    const env = { charts, stats, oracle: new FakeOracle() };
    const r = replay({ format: "nope" }, diceOf(1), [], env, catalog);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.index).toBe(-1);
  });

  it("newGame refuses a bad set-up with path-naming problems", () => {
    const r = newGame(
      { ...good(), bases: [] },
      scriptedDice(),
      { charts, stats, oracle: new FakeOracle() },
      catalog,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]!.path).toBe("$.bases");
  });

  it("the state holds no dice generator or seed: a player's view is the whole state", () => {
    const g = start(good());
    expect(Object.keys(g.state)).not.toContain("rng");
    expect(playerView(g.state, "blue")).toEqual(g.state);
  });
});

describe("the invariant checker catches broken states", () => {
  it.each([
    ["negative damage", (s: Json) => (s.bases.r1.damage = -1), "negative damage"],
    ["over-limit damage", (s: Json) => (s.bases.r1.damage = 7), "in play with 7 damage"],
    ["a passenger away from its vehicle", (s: Json) => (s.bases.b1.x = 30), "not where its vehicle"],
    [
      "a passenger of a destroyed vehicle",
      (s: Json) => (s.bases["b-truck"].status = "destroyed"),
      "cannot carry it",
    ],
    [
      "two damaged bases in one infantry unit",
      (s: Json) => {
        s.bases.b1.carriedBy = null;
        s.bases.b1.damage = 1;
        s.bases.b1.formation = "red-a";
        s.bases.r1.damage = 1;
      },
      "has 2 damaged bases",
    ],
    ["a one-sided assault lock", (s: Json) => (s.bases.r1.assaultWith = ["b1"]), "not the other way"],
    ["a base off the table", (s: Json) => (s.bases.r1.x = 99), "off the table"],
    [
      "a destroyed base that fires",
      (_s: Json, events: Json[]) => {
        events.push({ seq: 90, turn: 1, step: "discovery", type: "destroyed", base: "r1", cause: "x" });
        events.push({
          seq: 91,
          turn: 1,
          step: "discovery",
          type: "fire",
          firer: "r1",
          target: "b1",
          weapon: "w",
          result: "-",
          summary: "",
        });
      },
      "fired after leaving play",
    ],
  ])("%s", (_n, edit, words) => {
    const g = start(good());
    const s: Json = JSON.parse(JSON.stringify(g.state));
    const events: Json[] = JSON.parse(JSON.stringify(g.log));
    expect(checkInvariants(s, g.env, events)).toEqual([]);
    edit(s, events);
    expect(checkInvariants(s, g.env, events).join("; ")).toContain(words);
  });
});

describe("vehicles entrenched at set-up (seed 000 §3.23)", () => {
  it("use the side's trench-line at double their frontage", () => {
    const s: Json = good();
    s.bases.push({
      id: "b-tank",
      side: "blue",
      formation: "blue-b",
      statLine: "MBT",
      x: 30,
      y: 10,
      entrenched: true,
    });
    s.sides[0].trenchLineYards = 100;
    expect(start(s).state.sides[0]!.trenchLineYards).toBe(20);
    s.sides[0].trenchLineYards = 60;
    const r = parseSetup(s, { charts, stats, catalog });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ path: "$.sides[0].trenchLineYards" });
  });

  it("foot troops cannot be entrenched (they dig in)", () => {
    const s: Json = good();
    s.bases[3].entrenched = true;
    const r = parseSetup(s, { charts, stats, catalog });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toEqual([
        { path: "$.bases[3].entrenched", message: "only vehicles entrench; foot troops use dugIn" },
      ]);
  });
});
