import { describe, expect, it } from "vitest";
import { loadRulesets } from "../../../src/cli/rulesets";
import { builtinCatalog } from "../../../src/core/catalog/builtin";
import { GAME_FORMAT, parseGameText } from "../../../src/core/game/format";
import { seatSnapshot } from "../../../src/core/game/seat-snapshot";
import { openSession, playAs, type Session } from "../../../src/core/game/session";
import { parseHexfireBody } from "../../../src/core/hexfire/setup";
import type { HexfireState } from "../../../src/core/hexfire/state";
import { hexfire } from "../../../src/rulesets/hexfire";
import { TEST_TABLE, testMap, unit } from "./support";

// The deployment step (project default, core/hexfire/deploy.ts): each side in turn places its units in
// its zone, hidden from the other until both have deployed; then turn 1's initiative is rolled.

/** The test board with a blue zone on the left (x < 3.2": columns A, B) and a red zone on the right (x > 10": G to I). */
const ZONED = {
  ...TEST_TABLE,
  deploymentZones: [
    {
      side: "blue",
      outline: [
        [0, 0],
        [3.2, 0],
        [3.2, 10],
        [0, 10],
      ],
    },
    {
      side: "red",
      outline: [
        [10, 0],
        [14, 0],
        [14, 10],
        [10, 10],
      ],
    },
  ],
};
const UNITS = [
  unit("b1", "blue", "infantry", "A1"),
  unit("b2", "blue", "afv", "B2"),
  unit("r1", "red", "infantry", "H3"),
];
const map = testMap(ZONED);

async function session(): Promise<Session> {
  const { registry } = await loadRulesets({ charts: undefined, units: undefined }, [hexfire]);
  const file = {
    format: GAME_FORMAT,
    ruleset: "hexfire",
    name: "deploy",
    seed: "hexfire-deploy-1",
    table: ZONED,
    units: UNITS,
    deploy: true,
    commands: [],
  };
  const f = parseGameText(JSON.stringify(file), registry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, registry);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}
const play = (s: Session, seat: string, c: unknown) => {
  const r = playAs(s, seat, c);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const hexOf = (v: unknown, id: string) => (v as HexfireState).units.find((u) => u.id === id)!.hex;

describe("the deployment step (project default)", () => {
  it("the zones are the hexes whose centres lie in the table's zones, measured on the board", () => {
    expect(map.zone("blue")).toContain("A1");
    expect(map.zone("blue")).toContain("B5");
    expect(map.zone("blue")).not.toContain("C1");
    expect(map.zone("red")).toContain("H3");
    expect(map.zone("red")).not.toContain("F3");
    expect(map.zone("green")).toEqual([]);
  });

  it("sides place in set-up order, only in their own zone; nothing else is accepted until both have deployed", async () => {
    let s = await session();
    expect(s.now).toMatchObject({ deploying: "blue", turn: 1 });
    expect(s.game.seatsToAct(s.now)).toEqual(["blue"]);
    expect(playAs(s, "red", { type: "place", unit: "r1", hex: "I3" })).toMatchObject({ ok: false });
    const far = playAs(s, "blue", { type: "place", unit: "b1", hex: "D1" });
    expect(far).toMatchObject({ ok: false, error: { code: "not-in-zone", path: "$.hex" } });
    if (!far.ok) expect(far.error.message).toMatch(/D1 is not in blue's deployment zone/);
    expect(playAs(s, "blue", { type: "place", unit: "r1", hex: "A2" })).toMatchObject({
      ok: false,
      error: { code: "no-unit" },
    });
    expect(playAs(s, "blue", { type: "move", unit: "b1", path: ["A2"] })).toMatchObject({
      ok: false,
      error: { code: "deploying" },
    });
    s = play(s, "blue", { type: "place", unit: "b1", hex: "B4" });
    s = play(s, "blue", { type: "deployed" });
    expect(s.game.seatsToAct(s.now)).toEqual(["red"]);
    // red sees blue where the set-up put it, not where blue placed it; the log hides blue's placement
    const redView = seatSnapshot(s, "red");
    expect(hexOf(redView.view, "b1")).toBe("A1");
    expect(JSON.stringify(redView)).not.toContain(`"B4"`);
    expect(hexOf(seatSnapshot(s, "blue").view, "b1")).toBe("B4");
    s = play(s, "red", { type: "place", unit: "r1", hex: "I5" });
    expect(hexOf(seatSnapshot(s, "blue").view, "r1")).toBe("H3");
    // the last side deploys: initiative is rolled, everything is face up
    s = play(s, "red", { type: "deployed" });
    expect((s.now as HexfireState).deploying).toBeNull();
    expect(s.journal.at(-1)!.events.some((e) => (e as { type: string }).type === "turn")).toBe(true);
    expect(hexOf(seatSnapshot(s, "red").view, "b1")).toBe("B4");
    expect(JSON.stringify(seatSnapshot(s, "red").log)).toContain(`"B4"`);
    expect(playAs(s, (s.now as HexfireState).toAct, { type: "deployed" })).toMatchObject({
      ok: false,
      error: { code: "not-deploying" },
    });
  });

  it("a set-up with deploy: every unit in its zone, every side with a zone; the refusals name the path", () => {
    const parse = (table: unknown, units: unknown[]) =>
      parseHexfireBody({ table, units, deploy: true }, builtinCatalog());
    const out = parse(ZONED, [unit("b1", "blue", "infantry", "E1"), unit("r1", "red", "infantry", "H3")]);
    expect(out).toMatchObject({ ok: false });
    if (!out.ok)
      expect(out.error[0]).toMatchObject({
        path: "$.units[0].hex",
        message: expect.stringMatching(/E1 is not in blue's deployment zone/),
      });
    const none = parse(TEST_TABLE, UNITS);
    expect(none).toMatchObject({ ok: false });
    if (!none.ok)
      expect(none.error[0]).toMatchObject({
        path: "$.deploy",
        message: expect.stringMatching(/no deployment zone of side "blue"/),
      });
    expect(parse(ZONED, UNITS).ok).toBe(true);
  });
});
