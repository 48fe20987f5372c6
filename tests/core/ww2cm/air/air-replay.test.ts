import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { replayCommand } from "../../../../src/cli/replay";
import { loadRulesets } from "../../../../src/cli/rulesets";
import { parseGameText } from "../../../../src/core/game/format";
import type { RulesetRegistry } from "../../../../src/core/game/ruleset";
import { openSession } from "../../../../src/core/game/session";
import type { FlightEvent } from "../../../../src/core/ww2cm/air/phase";
import type { ShotEvent } from "../../../../src/core/ww2cm/fire";
import type { Ww2State } from "../../../../src/core/ww2cm/state";

/**
 * issue 35: the recorded games with the air part (tests/fixtures/games/record-ww2cm-air.ts) replay with
 * `sightline replay --verify`, and hold what they were recorded for: by day a drop, a glider landing,
 * an arrival, an interception with its dogfight, AA fire and the plane's attacks; at night the airborne
 * landings and the night's range modifier (aircraft are refused at night, so the two are two games).
 */
const games = new URL("../../../fixtures/games/", import.meta.url).pathname;
let registry: RulesetRegistry;
beforeAll(async () => {
  ({ registry } = await loadRulesets({ charts: undefined, units: undefined }));
});

async function verify(path: string) {
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((s) => void out.push(String(s)));
  const err = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const code = await replayCommand([path, "--verify", "--json"]);
    return { code, report: JSON.parse(out.join("")) as { ok: boolean } };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

function opened(name: string) {
  const f = parseGameText(readFileSync(`${games}${name}`, "utf8"), registry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, registry);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  const events = s.value.journal.flatMap((j) => j.events as { type: string }[]);
  return { s: s.value, events, opening: (s.value.opening as { type: string }[]).map((e) => e.type) };
}

describe("the recorded air and night games", () => {
  it("ww2cm-air.json replays with --verify: drop, glider, arrival, interception, AA, attacks", async () => {
    const r = await verify(`${games}ww2cm-air.json`);
    expect(r).toMatchObject({ code: 0, report: { ok: true } });
    const { s, events, opening } = opened("ww2cm-air.json");
    expect(s.game.over(s.now)).toBe(true);
    expect(opening).toEqual(["drop-order", "drop", "glider"]);
    expect(events.some((e) => e.type === "arrival" && (e as { arrived?: boolean }).arrived)).toBe(true);
    expect(events.some((e) => e.type === "intercept-chance")).toBe(true);
    const flight = events.find((e) => e.type === "flight") as FlightEvent;
    expect(flight.intercept?.dogfight).not.toBeNull();
    expect(flight.aa.some((a) => a.volley !== null)).toBe(true);
    expect(events.filter((e) => e.type === "air-attack").length).toBeGreaterThan(0);
  }, 120_000);

  it("ww2cm-night.json replays with --verify: the landings, and the night's −2 bands", async () => {
    const r = await verify(`${games}ww2cm-night.json`);
    expect(r).toMatchObject({ code: 0, report: { ok: true } });
    const { s, events, opening } = opened("ww2cm-night.json");
    expect((s.now as Ww2State).night).toBe(true);
    expect(opening).toEqual(["drop-order", "drop", "glider"]);
    const ranges = events
      .filter((e): e is ShotEvent => e.type === "shot")
      .flatMap((e) => e.rolls.flatMap((x) => x.modifiers.filter((m) => m.code === "range")));
    expect(ranges.length).toBeGreaterThan(0);
    expect(ranges.every((m) => m.value % 2 === 0 && m.why.includes("at night"))).toBe(true);
    expect(events.some((e) => e.type === "arrival" || e.type === "flight")).toBe(false);
  }, 120_000);
});
