import { describe, expect, it } from "vitest";
import { loadRulesets } from "../../../src/cli/rulesets";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { GAME_FORMAT, parseGameText, serializeGame } from "../../../src/core/game/format";
import { logFile, openSession, playAs, type Session } from "../../../src/core/game/session";
import type { HexfireEvent } from "../../../src/core/hexfire/apply";
import { parseHexfireBody } from "../../../src/core/hexfire/setup";
import { seededRandom } from "../../../src/core/random";
import { hexfire } from "../../../src/rulesets/hexfire";
import { scanEntry, scanSession } from "./scan";
import { BOT_SCENARIO, game, mark, must, run, seatsToAct, sharedMap, TEST_TABLE, unit } from "./support";

// Seed 001's gaps filled by project defaults (turn, Op Fire, rally, victory), the set-up's refusals,
// and whole games through the engine's session played by the ruleset's bot hook.

describe("Op Fire (project default: the other side may answer each move once)", () => {
  const units = [
    unit("b1", "blue", "infantry", "A1"),
    unit("r1", "red", "infantry", "A5"),
    unit("r2", "red", "infantry", "I6"),
  ];
  it("a move in sight of a ready enemy opens the window: only that side acts, Op Fire at the mover marks the firer Finished", () => {
    const { s, map } = game(units);
    const moved = must(run(s, map, "blue", { type: "move", unit: "b1", path: ["A2"] }));
    expect(moved.state.opWindow).toEqual({ mover: "b1", side: "red" });
    expect(seatsToAct(moved.state)).toEqual(["red"]);
    expect(run(moved.state, map, "blue", { type: "end", unit: "b1" }).ok).toBe(false);
    const op = must(run(moved.state, map, "red", { type: "op-fire", unit: "r1", target: "b1" }, [2, 1]));
    expect(op.state.units.find((u) => u.id === "r1")!.finished).toBe(true);
    expect(op.state.opWindow).toBeNull();
    expect(seatsToAct(op.state)).toEqual(["blue"]);
    expect(op.events.find((e) => e.type === "op-fire")).toMatchObject({ target: "b1" });
  });
  it("Op Fire only at the unit that moved, and never by a Shaken unit", () => {
    const { s, map } = game(units, {}, mark(["r2"], { shaken: true }));
    const moved = must(run(s, map, "blue", { type: "move", unit: "b1", path: ["A2"] })).state;
    expect(run(moved, map, "red", { type: "op-fire", unit: "r1", target: "r2" })).toMatchObject({
      ok: false,
      error: { code: "op-target" },
    });
  });
});

describe("the turn (project defaults): alternating activations, pass, rally, objectives, initiative", () => {
  it("Finished units cannot act again; two passes end the turn: Shaken units roll to rally, objectives score, Finished clears", () => {
    const { s, map } = game(
      [
        unit("b1", "blue", "infantry", "A1"),
        unit("r1", "red", "infantry", "I6"),
        unit("r2", "red", "infantry", "I5"),
      ],
      { objectives: [{ hex: "A1" }] },
      mark(["r1"], { shaken: true }),
    );
    const ended = must(run(s, map, "blue", { type: "end", unit: "b1" })).state;
    expect(ended.toAct).toBe("red");
    expect(run(ended, map, "red", { type: "move", unit: "b1", path: ["A2"] }).ok).toBe(false);
    // Blue has no ready unit: red's pass ends the turn. Rally r1: 4+4 ≥ 8; initiative 1+1 vs 6+6: red first.
    const out = must(run(ended, map, "red", { type: "pass" }, [4, 4, 1, 1, 6, 6]));
    expect(out.events.find((e) => e.type === "rally")).toMatchObject({ unit: "r1", rallied: true });
    expect(out.events.find((e) => e.type === "score")).toMatchObject({ side: "blue", hex: "A1", points: 2 });
    expect(out.state).toMatchObject({ turn: 2, toAct: "red", first: "red", points: [2, 0] });
    expect(out.state.units.every((u) => !u.finished)).toBe(true);
  });
});

describe("set-up refusals name the path", () => {
  const parse = (units: unknown[]) => parseHexfireBody({ table: TEST_TABLE, units }, builtinCatalog());
  it("a unit type the data does not know", () => {
    const r = parse([unit("a", "blue", "infantry", "A1"), unit("b", "red", "hovertank", "A3")]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error[0]).toMatchObject({
        path: "$.units[1].type",
        message: expect.stringMatching(/must be one of "infantry".*not the text "hovertank"/),
      });
  });
  it("a hex off the board, and an APC carrying a non-infantry unit", () => {
    const r = parse([
      unit("a", "blue", "apc", "A1", { carrying: "t" }),
      unit("t", "blue", "afv", "A1"),
      unit("b", "red", "infantry", "Z9"),
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.path)).toEqual(["$.units[2].hex", "$.units[0].carrying"]);
  });
});

/** Plays a seeded game by the bot hook through the session, as `sightline bot` does. */
async function botGame(seed: number) {
  const { registry } = await loadRulesets({ charts: undefined, units: undefined }, [hexfire]);
  const hook = (await hexfire.core()).bot!;
  const file = {
    format: GAME_FORMAT,
    ruleset: "hexfire",
    name: "bots",
    seed: `hexfire-${seed}`,
    table: TEST_TABLE,
    ...BOT_SCENARIO,
    turnLimit: 3,
    commands: [],
  };
  const f = parseGameText(JSON.stringify(file), registry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const opened = openSession(f.value, registry);
  if (!opened.ok) throw new Error(JSON.stringify(opened.error));
  let cur: Session = opened.value;
  const rnd = seededRandom(seed);
  let accepted = 0;
  let sinceEnd = 0;
  for (let guard = 0; !cur.game.over(cur.now) && guard < 3000; guard++) {
    const [seat] = cur.game.seatsToAct(cur.now);
    if (!seat) throw new Error("no seat to act");
    const list = hook.candidates(cur.game.seatView(cur.now, seat), seat, rnd);
    const end = list[list.length - 1];
    const order = sinceEnd >= 4 ? [...list.slice(-1), ...list.slice(0, -1)] : list;
    let played = false;
    for (const c of order) {
      const r = playAs(cur, seat, c);
      if (!r.ok) continue;
      cur = r.value;
      accepted++;
      sinceEnd = c === end ? 0 : sinceEnd + 1;
      played = true;
      break;
    }
    if (!played) throw new Error(`every candidate of ${seat} refused after ${accepted} entries`);
  }
  // The log scan (scan.ts): no Finished unit acted, no Shaken unit assisted or assaulted, no assault from afar.
  return { cur, registry, violations: scanSession(cur, sharedMap()), accepted };
}

describe("whole games by the bot hook through the session", () => {
  for (const seed of [1, 2, 3])
    it(`seed ${seed}: the game ends, no Finished unit acts, no Shaken unit assists, and its save replays`, async () => {
      const { cur, registry, violations } = await botGame(seed);
      expect(cur.game.over(cur.now)).toBe(true);
      expect(violations).toEqual([]);
      const text = serializeGame(logFile(cur, null), registry);
      const again = parseGameText(text, registry);
      expect(again.ok).toBe(true);
      if (!again.ok) return;
      const replayed = openSession(again.value, registry);
      expect(replayed.ok && JSON.stringify(replayed.value.now)).toBe(JSON.stringify(cur.now));
    }, 120_000);
});

describe("the log scan finds what it looks for", () => {
  it("a Finished firer, a Shaken assistant, an assault from a hex not adjacent, Op Fire at a unit that did not move", () => {
    const { s, map } = game(
      [
        unit("b1", "blue", "infantry", "A1"),
        unit("b2", "blue", "infantry", "B1"),
        unit("r1", "red", "infantry", "A3"),
      ],
      {},
      (x) => mark(["b2"], { shaken: true })(mark(["b1"], { finished: true })(x)),
    );
    const shot = { type: "fire", units: ["b1", "b2"], target: "r1" } as unknown as HexfireEvent;
    const fire = { type: "fire", unit: "b1", target: "r1", assist: ["b2"] };
    expect(scanEntry(s, "blue", fire, [shot], map, "e0")).toEqual([
      expect.stringContaining("b1 acted while Finished"),
      expect.stringContaining("b2 assisted while Shaken"),
    ]);
    const far = { type: "assault", units: ["b1"], target: "r1" } as unknown as HexfireEvent;
    expect(
      scanEntry(s, "blue", { type: "assault", units: ["b1"], target: "r1" }, [far], map, "e1").join(),
    ).toContain("b1 at A1 assaulted A3, not adjacent");
    const op = { type: "op-fire", units: ["r1"], target: "b1" } as unknown as HexfireEvent;
    expect(
      scanEntry(s, "red", { type: "op-fire", unit: "r1", target: "b1" }, [op], map, "e2").join(),
    ).toContain("Op Fire at b1, which did not just move");
  });
});
