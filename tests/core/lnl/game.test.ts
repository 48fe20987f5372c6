import { describe, expect, it } from "vitest";
import { replayText } from "../../../src/cli/replay";
import { lnlEnd } from "../../../src/cli/rulesets/lnl/lnl-report";
import { GAME_FORMAT, parseGameText, serializeGame } from "../../../src/core/game/format";
import { SPECTATOR_SEAT } from "../../../src/core/game/ruleset";
import { logFile, openSession, playAs, type Session, seatView } from "../../../src/core/game/session";
import { hexLabel, hexNeighbors } from "../../../src/core/hex/grid";
import type { LnlState } from "../../../src/core/lnl/state";
import { hamletJson, lnlRegistry } from "./support";

/**
 * A whole Lock 'n Load game on the shipped hex table through the engine (session, seats, journal,
 * save format, replay): a small deterministic bot picks each entry (fire when it can, else close in,
 * else pass), so the log covers rally, movement, Opportunity Fire, fire and the turn's end whatever
 * the dice; the saved file then replays to the same state.
 */

const gameText = (seed: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    format: GAME_FORMAT,
    ruleset: "lnl",
    name: "hamlet",
    seed,
    table: hamletJson(),
    ...extra,
    commands: [],
  });

function start(seed: string, extra: Record<string, unknown> = {}): Session {
  const f = parseGameText(gameText(seed, extra), lnlRegistry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, lnlRegistry);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

const st = (s: Session) => s.now as LnlState;

/** The first command of the list the rules accept, as `seat`. */
function first(s: Session, seat: string, tries: unknown[]): Session | null {
  for (const t of tries) {
    const r = playAs(s, seat, t);
    if (r.ok) return r.value;
  }
  return null;
}

function neighbours(label: string): string[] {
  const grid = { sizeInches: 1, orientation: "flat" as const, origin: [1, Math.sqrt(3) / 2] as const };
  const m = /^([A-Z])(\d+)$/.exec(label)!;
  const h = { q: m[1]!.charCodeAt(0) - 65, r: 0 };
  const row = Number(m[2]) - 1;
  h.r = row - (h.q - (h.q & 1)) / 2;
  return hexNeighbors(h)
    .map((n) => hexLabel(grid, n))
    .filter((x): x is string => x !== null);
}

function step(s: Session): Session {
  const state = st(s);
  const seat = s.game.seatsToAct(state)[0]!;
  const mine = state.units.filter((u) => u.side === seat && !u.eliminated);
  const enemies = state.units.filter((u) => u.side !== seat && !u.eliminated);
  if (state.phase === "rally") {
    const rallies = mine.filter((u) => u.shaken).map((u) => ({ type: "rally", unit: u.id }));
    return first(s, seat, [...rallies, { type: "end-rally" }])!;
  }
  if (state.opWindow) {
    const tries = mine.map((u) => ({ type: "op-fire", firers: [{ unit: u.id }] }));
    return first(s, seat, [...tries, { type: "pass" }])!;
  }
  if (state.activation) {
    const a = state.activation;
    const hex = state.units.find((u) => u.id === a.units[0])!.hex;
    const moves = neighbours(hex).map((to) => ({ type: "move", units: a.units, to, mode: a.mode }));
    return first(s, seat, [...(state.turn % 2 ? [] : moves.slice(0, 1)), { type: "pass" }])!;
  }
  const fires = mine.flatMap((u) =>
    enemies.map((e) => ({ type: "fire", firers: [{ unit: u.id }], target: e.hex })),
  );
  const near = (h: string) =>
    Math.min(
      ...enemies.map(
        (e) =>
          Math.abs(e.hex.charCodeAt(0) - h.charCodeAt(0)) +
          Math.abs(Number(e.hex.slice(1)) - Number(h.slice(1))),
      ),
    );
  const moves = mine.flatMap((u) =>
    neighbours(u.hex)
      .filter((to) => near(to) < near(u.hex))
      .map((to) => ({ type: "move", units: [u.id], to })),
  );
  return first(s, seat, [...fires, ...moves, { type: "pass" }])!;
}

function playOut(s: Session, max = 400): Session {
  let cur = s;
  for (let i = 0; i < max && !cur.game.over(cur.now); i++) cur = step(cur);
  return cur;
}

describe("Lock 'n Load through the engine", () => {
  it("starts in the Rally Phase with the table's two sides as seats", () => {
    const s = start("hamlet-1");
    expect(s.file.seats).toEqual(["blue", "red"]);
    expect(s.game.seatsToAct(s.now)).toEqual(["blue"]);
    const wrong = playAs(s, "red", { type: "end-rally" });
    expect(wrong.ok).toBe(false);
    expect(playAs(s, SPECTATOR_SEAT, { type: "end-rally" }).ok).toBe(false);
    const bad = playAs(s, "blue", { type: "charge" });
    expect(bad.ok ? null : bad.error.path).toBe("$.type");
  });

  it("plays a whole game: fire, movement, Opportunity Fire, turns, to its end", () => {
    const s = playOut(start("hamlet-2"));
    expect(s.game.over(s.now)).toBe(true);
    const kinds = new Set(s.journal.flatMap((j) => (j.events as { type: string }[]).map((e) => e.type)));
    for (const k of ["fire", "move", "op-chance", "phase", "rally", "over"]) expect(kinds).toContain(k);
    const fires = s.journal.flatMap((j) =>
      (j.events as { type: string; opportunity?: boolean; hit?: boolean }[]).filter((e) => e.type === "fire"),
    );
    expect(fires.filter((f) => f.opportunity).length).toBeGreaterThan(0);
    expect(fires.filter((f) => f.hit).length).toBeGreaterThan(0);
    expect(st(s).turn).toBeGreaterThan(1);
  }, 60_000);

  it("saves, and the file replays to the same state and journal; replay reports where it ends", () => {
    const s = playOut(start("hamlet-3"), 120);
    const text = serializeGame(logFile(s, null), lnlRegistry);
    const saved = JSON.parse(text);
    expect(saved.format).toBe(GAME_FORMAT);
    expect(saved.commitment).toMatch(/^[0-9a-f]{64}$/);
    // every roll of the game is in the file, entry by entry (the engine's dice)
    expect(saved.commands.some((c: { rolls?: unknown[] }) => (c.rolls?.length ?? 0) > 0)).toBe(true);
    const again = parseGameText(text, lnlRegistry);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    const reopened = openSession(again.value, lnlRegistry);
    if (!reopened.ok) throw new Error(JSON.stringify(reopened.error));
    expect(reopened.value.now).toEqual(s.now);
    expect(reopened.value.journal).toEqual(s.journal);
    const r = replayText("hamlet.json", text, lnlRegistry, { lnl: lnlEnd });
    expect(r.ok && r.json).toMatchObject({ ok: true, ruleset: "lnl", turn: st(s).turn, phase: st(s).phase });
    const g = JSON.parse(text);
    const i = g.commands.findIndex((c: { seat: string }) => c.seat === "red");
    g.commands[i].seat = "blue";
    const flipped = replayText("hamlet.json", JSON.stringify(g), lnlRegistry);
    expect(flipped.ok ? null : flipped.problems[0]!.path).toBe(`$.commands[${i}]`);
  }, 60_000);

  it("a seat never sees the dice generator or the seed", () => {
    const s = playOut(start("secret-seed-9"), 30);
    for (const seat of ["blue", "red", SPECTATOR_SEAT]) {
      const text = JSON.stringify(seatView(s, seat));
      expect(text).not.toContain('"rng"');
      expect(text).not.toContain("secret-seed-9");
    }
  }, 60_000);

  it("a bad set-up names its path", () => {
    const f = parseGameText(gameText("x", { counters: [{ id: "a", side: "blue" }] }), lnlRegistry);
    expect(f.ok ? [] : f.error.map((p) => p.path)).toContain("$.counters[0].kind");
    const noHex = hamletJson();
    delete noHex.hex;
    const g = parseGameText(
      JSON.stringify({ format: GAME_FORMAT, ruleset: "lnl", seed: 1, table: noHex, commands: [] }),
      lnlRegistry,
    );
    expect(g.ok ? null : g.error[0]!.path).toBe("$.table.hex");
  });
});
