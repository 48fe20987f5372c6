import { describe, expect, it } from "vitest";
import { GAME_FORMAT, parseGameText, serializeGame } from "../../../src/core/game/format";
import { logFile, openSession, playAs, type Session } from "../../../src/core/game/session";
import type { LnlState } from "../../../src/core/lnl/state";
import { lnlRegistry } from "./support";

/**
 * A sniper's shot and a medic's heal through the engine's seeded dice: the saved file replays to the
 * same state and journal. Seeds are tried in order (at most 60) until the sniper wounds the leader, so
 * the heal has a wounded unit to roll for.
 */

const counters = [
  { id: "snp", side: "blue", kind: "sniper", hex: "A1", firepower: 4, range: 6, movement: 4, morale: 6 },
  { id: "b1", side: "blue", kind: "squad", hex: "A3", firepower: 2, range: 6, movement: 4, morale: 5 },
  { id: "rl", side: "red", kind: "leader", hex: "B1", firepower: 1, range: 4, movement: 5, morale: 4 },
  { id: "doc", side: "red", kind: "medic", hex: "B1", firepower: 0, range: 0, movement: 5, morale: 6 },
  { id: "r1", side: "red", kind: "squad", hex: "G6", firepower: 2, range: 6, movement: 4, morale: 5 },
];
const table = {
  format: "sightline-table/1",
  name: "t",
  width: 12,
  depth: 12,
  features: [],
  hex: { sizeInches: 1 },
};

function open(text: string): Session {
  const f = parseGameText(text, lnlRegistry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, lnlRegistry);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}
function play(s: Session, seat: string, c: unknown): Session {
  const r = playAs(s, seat, c);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
const rl = (s: Session) => (s.now as LnlState).units.find((u) => u.id === "rl")!;

describe("sniper and medic entries replay", () => {
  it("a snipe that wounds, then a heal roll, replay from the file to the same state", () => {
    let found: Session | null = null;
    for (let i = 0; i < 60 && !found; i++) {
      const text = JSON.stringify({
        format: GAME_FORMAT,
        ruleset: "lnl",
        name: "m",
        seed: `medic-${i}`,
        table,
        counters,
        commands: [],
      });
      let s = open(text);
      s = play(s, "blue", { type: "end-rally" });
      s = play(s, "red", { type: "end-rally" });
      s = play(s, "blue", { type: "snipe", unit: "snp", target: "rl" });
      if (!rl(s).wounded || rl(s).eliminated) continue;
      s = play(s, "red", { type: "pass" });
      s = play(s, "blue", { type: "pass" });
      s = play(s, "blue", { type: "end-rally" });
      s = play(s, "red", { type: "heal", medic: "doc", unit: "rl" });
      found = s;
    }
    expect(found, "no seed of 60 wounded the leader").not.toBeNull();
    const s = found!;
    const last = s.journal[s.journal.length - 1]!;
    const heal = (last.events as { type: string; roll?: number; healed?: boolean }[]).find(
      (e) => e.type === "heal",
    );
    expect(heal).toMatchObject({ medic: "doc", unit: "rl", need: 4 });
    expect(heal!.healed).toBe(heal!.roll! <= 4);
    expect(rl(s).wounded).toBe(!heal!.healed);
    const text = serializeGame(logFile(s, null), lnlRegistry);
    const saved = JSON.parse(text);
    const entries = saved.commands as { command?: { type: string }; rolls?: number[] }[];
    expect(entries.length).toBe(s.journal.length);
    const again = open(text);
    expect(again.now).toEqual(s.now);
    expect(again.journal).toEqual(s.journal);
  });
});
