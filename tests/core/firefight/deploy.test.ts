import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { firefightBot } from "../../../src/core/firefight/bot";
import { formationCentres } from "../../../src/core/firefight/deploy";
import type { FirefightState } from "../../../src/core/firefight/state";
import { GAME_FORMAT, parseGameText } from "../../../src/core/game/format";
import { registryOf, SPECTATOR_SEAT } from "../../../src/core/game/ruleset";
import { seatSnapshot } from "../../../src/core/game/seat-snapshot";
import { openSession, playAs, type Session, seatView } from "../../../src/core/game/session";
import { cliFirefightRuleset } from "../../support/cli-rulesets";

// Deployment (project default, docs/rulesets/firefight.md "Deployment"): each side places its units in
// its zone, hidden from the other seat until both have deployed; on the shipped farm (blue's zone
// y 0–8, red's 40–48), with the measured engine.

const root = new URL("../../../", import.meta.url);
const tableJson = JSON.parse(readFileSync(new URL("terrain/firefight-farm.json", root), "utf8"));
const rulesets = registryOf(cliFirefightRuleset(builtinCatalog()));
const row = (prefix: string, x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i + 1}`, x: x + i * 1.6, y }));

function open(extra: Record<string, unknown> = { deployment: true }): Session {
  const text = JSON.stringify({
    format: GAME_FORMAT,
    ruleset: "firefight",
    name: "Deploying",
    seed: "deploy-1",
    table: { ...tableJson, units: [] },
    sides: [
      { id: "blue", name: "Blue" },
      { id: "red", name: "Red" },
    ],
    units: [
      { id: "blue-rifles", side: "blue", profile: "trooper", models: row("br", 10, 4, 5) },
      { id: "blue-gunners", side: "blue", profile: "gunner", models: row("bg", 30, 4, 2) },
      { id: "red-rifles", side: "red", profile: "trooper", models: row("rr", 10, 44, 5) },
    ],
    turnLimit: 1,
    ...extra,
    commands: [],
  });
  const f = parseGameText(text, rulesets);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, rulesets);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}
const st = (s: Session) => s.now as FirefightState;
function play(s: Session, seat: string, c: Record<string, unknown>): Session {
  const r = playAs(s, seat, c);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const refusal = (s: Session, seat: string, c: Record<string, unknown>) => {
  const r = playAs(s, seat, c);
  return r.ok ? null : r.error.message;
};
const at = (s: Session, id: string) => {
  const m = st(s).models.find((x) => x.id === id)!;
  return [m.x, m.y];
};

describe("firefight deployment", () => {
  it("opens with the priority side deploying in its zone, then the other, then turn 1's movement", () => {
    let s = open();
    expect(st(s).step).toEqual({ kind: "deploy", side: "blue", zone: tableJson.deploymentZones[0].outline });
    expect(refusal(s, "red", { type: "done" })).toMatch(/blue may/);
    s = play(s, "blue", { type: "deploy", unit: "blue-rifles", at: [20, 5] });
    // a line across, centres a base and a half apart
    expect(
      st(s)
        .models.filter((m) => m.unit === "blue-rifles")
        .map((m) => [m.x, m.y]),
    ).toEqual([
      [17, 5],
      [18.5, 5],
      [20, 5],
      [21.5, 5],
      [23, 5],
    ]);
    s = play(s, "blue", { type: "place", model: "bg-1", at: [40, 2] });
    expect(at(s, "bg-1")).toEqual([40, 2]);
    expect(at(s, "bg-2")).toEqual([31.6, 4]);
    s = play(s, "blue", { type: "done" });
    expect(st(s).step.kind).toBe("deploy");
    expect(st(s).step).toMatchObject({ side: "red" });
    s = play(s, "red", { type: "deploy", unit: "red-rifles", at: [24, 44], formation: "block" });
    s = play(s, "red", { type: "done" });
    expect(st(s).step).toEqual({ kind: "move", side: "blue" });
    expect(st(s).turn).toBe(1);
  });

  it("refuses a placement outside the zone, on another base, of the other side's unit, or after deploying", () => {
    let s = open();
    expect(refusal(s, "blue", { type: "deploy", unit: "blue-rifles", at: [20, 10] })).toMatch(
      /br-\d at \(.*\) is not wholly inside its deployment zone/,
    );
    // a base half over the zone's line (y 8) is out; touching it is in
    expect(refusal(s, "blue", { type: "place", model: "br-1", at: [5, 7.8] })).toMatch(/not wholly inside/);
    expect(refusal(s, "blue", { type: "place", model: "br-1", at: [5, 7.5] })).toBeNull();
    expect(refusal(s, "blue", { type: "place", model: "br-1", at: [30.5, 4] })).toMatch(/on bg-1's base/);
    expect(refusal(s, "blue", { type: "deploy", unit: "red-rifles", at: [20, 44] })).toMatch(
      /blue may not deploy red-rifles/,
    );
    expect(refusal(s, "blue", { type: "place", model: "nobody", at: [5, 5] })).toMatch(/no model "nobody"/);
    s = play(s, "blue", { type: "done" });
    s = play(s, "red", { type: "done" });
    expect(refusal(s, "blue", { type: "deploy", unit: "blue-rifles", at: [20, 5] })).toMatch(
      /no deploy in the move step/,
    );
  });

  it("hides a side's placements from the other seat (state and log) until both have deployed", () => {
    let s = open();
    s = play(s, "blue", { type: "deploy", unit: "blue-rifles", at: [20, 5] });
    s = play(s, "blue", { type: "done" });
    // red deploys: it sees none of blue's models, nor blue's deploy entries
    const red = seatView(s, "red") as FirefightState;
    expect(red.models.map((m) => m.unit)).toEqual(Array(5).fill("red-rifles"));
    const log = seatSnapshot(s, "red").log;
    expect(log.map((e) => (e.entry as { type: string }).type)).toEqual(["done"]);
    expect(JSON.stringify(seatSnapshot(s, "red"))).not.toContain("[20,5]");
    expect((seatView(s, SPECTATOR_SEAT) as FirefightState).models).toEqual([]);
    // blue still sees its own
    expect(
      (seatView(s, "blue") as FirefightState).models.filter((m) => m.unit === "blue-rifles"),
    ).toHaveLength(5);
    s = play(s, "red", { type: "place", model: "rr-1", at: [2, 46] });
    expect(seatSnapshot(s, "blue").log.map((e) => (e.entry as { type: string }).type)).toEqual([
      "deploy",
      "done",
    ]);
    s = play(s, "red", { type: "done" });
    // both deployed: every seat sees all, the log and a replay of the deployment included
    expect((seatView(s, "red") as FirefightState).models).toHaveLength(12);
    expect(seatSnapshot(s, "red").log.map((e) => (e.entry as { type: string }).type)).toEqual([
      "deploy",
      "done",
      "place",
      "done",
    ]);
    const replay = seatSnapshot(s, "red", 1).view as FirefightState;
    expect(replay.models.find((m) => m.id === "br-3")).toMatchObject({ x: 20, y: 5 });
  });

  it("without the set-up's deployment the game opens in the movement step, as before", () => {
    expect(st(open({})).step).toEqual({ kind: "move", side: "blue" });
  });

  it("the bot's candidates deploy its units inside its zone (the engine accepts some)", () => {
    const s = open();
    let n = 0;
    const rnd = (() => {
      let x = 7;
      return () => {
        x = (x * 16807) % 2147483647;
        return x / 2147483647;
      };
    })();
    const cands = firefightBot.candidates(seatView(s, "blue"), "blue", rnd);
    expect(cands.at(-1)).toEqual({ type: "done" });
    for (const c of cands.filter((x) => x.type === "deploy")) if (playAs(s, "blue", c).ok) n++;
    expect(n).toBeGreaterThan(0);
  });

  it("formations: a column deep, a block in rows", () => {
    expect(formationCentres(3, [10, 10], "column", 1.5)).toEqual([
      [10, 8.5],
      [10, 10],
      [10, 11.5],
    ]);
    expect(formationCentres(4, [10, 10], "block", 2)).toEqual([
      [9, 9],
      [11, 9],
      [9, 11],
      [11, 11],
    ]);
  });
});
