import { GAME_FORMAT, parseGameText } from "../../../src/core/game/format";
import { openSession, playAs, type Session } from "../../../src/core/game/session";
import type { LnlState } from "../../../src/core/lnl/state";
import { BARE_TABLE } from "./board";
import { lnlRegistry } from "./support";

/**
 * A game on a bare hex board in which blue's sniper has wounded red's leader "rl" (stacked with red's
 * medic "doc"), played to red's turn in the next Rally Phase: seeds are tried in order (at most 60)
 * until the snipe wounds without eliminating. Null when none did.
 */

const counters = [
  { id: "snp", side: "blue", kind: "sniper", hex: "A1", firepower: 4, range: 6, movement: 4, morale: 6 },
  { id: "b1", side: "blue", kind: "squad", hex: "A3", firepower: 2, range: 6, movement: 4, morale: 5 },
  { id: "rl", side: "red", kind: "leader", hex: "B1", firepower: 1, range: 4, movement: 5, morale: 4 },
  { id: "doc", side: "red", kind: "medic", hex: "B1", firepower: 0, range: 0, movement: 5, morale: 6 },
  { id: "r1", side: "red", kind: "squad", hex: "G6", firepower: 2, range: 6, movement: 4, morale: 5 },
];
const table = BARE_TABLE;

export function open(text: string): Session {
  const f = parseGameText(text, lnlRegistry);
  if (!f.ok) throw new Error(JSON.stringify(f.error));
  const s = openSession(f.value, lnlRegistry);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}
export function play(s: Session, seat: string, c: unknown): Session {
  const r = playAs(s, seat, c);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
export const unitOf = (s: Session, id: string) => (s.now as LnlState).units.find((u) => u.id === id)!;

export function woundedLeaderGame(): Session | null {
  for (let i = 0; i < 60; i++) {
    const text = JSON.stringify({
      format: GAME_FORMAT,
      ruleset: "lnl",
      name: "medic",
      seed: `medic-${i}`,
      table,
      counters,
      commands: [],
    });
    let s = open(text);
    s = play(s, "blue", { type: "end-rally" });
    s = play(s, "red", { type: "end-rally" });
    s = play(s, "blue", { type: "snipe", unit: "snp", target: "rl" });
    if (!unitOf(s, "rl").wounded || unitOf(s, "rl").eliminated) continue;
    s = play(s, "red", { type: "pass" });
    s = play(s, "blue", { type: "pass" });
    return play(s, "blue", { type: "end-rally" });
  }
  return null;
}
