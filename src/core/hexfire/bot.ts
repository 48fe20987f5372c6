import { type BotHook, shuffledBy } from "../game/bot";
import { statsOf } from "./data";
import { HEXFIRE_ID } from "./ruleset";
import type { HexfireState } from "./state";

/**
 * The bot hook (`sightline bot`, the seeded whole games of the tests): random candidates from the seat's
 * view; the engine judges them. In an Op Fire window: Op Fire at the mover with each ready unit, then
 * pass. Deploying: it keeps the set-up's hexes (deployed). Else: the acting unit fires (with a neighbour assisting) or assaults (half the time the assault
 * first), or ends; with none acting,
 * for ready units in random order: fire, assault, a one- or two-hex move, end; then pass.
 */
export const hexfireBot: BotHook = {
  ruleset: HEXFIRE_ID,
  candidates(view, seat, rnd) {
    const s = view as HexfireState;
    if (s.over) return [];
    // The deployment step: the bot keeps the set-up's placements.
    if (s.deploying !== null) return s.deploying === seat ? [{ type: "deployed" }] : [];
    const mine = s.units.filter((u) => u.side === seat && u.hex !== null);
    const enemies = shuffledBy(
      s.units.filter((u) => u.side !== seat && u.hex !== null),
      rnd,
    );
    const ready = shuffledBy(
      mine.filter((u) => !u.finished),
      rnd,
    );
    const out: Record<string, unknown>[] = [];
    if (s.opWindow) {
      for (const u of ready) out.push({ type: "op-fire", unit: u.id, target: s.opWindow.mover });
      out.push({ type: "pass" });
      return out;
    }
    const command = mine.find((u) => statsOf(u.type).commandBonus > 0 && !u.finished);
    const actors = s.activation ? ready.filter((u) => u.id === s.activation!.unit) : ready.slice(0, 4);
    for (const u of actors) {
      const friends = ready.filter((f) => f.id !== u.id && f.type !== "co" && f.type !== "2ic");
      for (const t of enemies.slice(0, 3)) {
        // half the time an assault is tried first (an adjacent enemy is then assaulted, not shot at)
        const assaultFirst = rnd() < 0.5;
        if (assaultFirst) out.push({ type: "assault", units: [u.id], target: t.id });
        if (friends[0] && rnd() < 0.5)
          out.push({ type: "fire", unit: u.id, target: t.id, assist: [friends[0].id] });
        if (command && command.id !== u.id && rnd() < 0.3)
          out.push({ type: "fire", unit: u.id, target: t.id, command: command.id });
        out.push({ type: "fire", unit: u.id, target: t.id });
        if (!assaultFirst) out.push({ type: "assault", units: [u.id], target: t.id });
      }
      if (!s.activation?.moved) {
        const near = enemies[0]?.hex ?? u.hex!;
        out.push({ type: "move", unit: u.id, path: [stepToward(u.hex!, near, rnd)] });
      }
      out.push({ type: "end", unit: u.id });
    }
    out.push({ type: "pass" });
    return out;
  },
};

/** A hex label one step from `from` (flat offset labels "C4": column letters, row number), toward `to` at random. */
function stepToward(from: string, to: string, rnd: () => number): string {
  const m = /^([A-Z]+)(\d+)$/.exec(from);
  const n = /^([A-Z]+)(\d+)$/.exec(to);
  if (!m || !n) return from;
  const col = m[1]!.charCodeAt(0);
  const row = Number(m[2]);
  const dc = Math.sign(n[1]!.charCodeAt(0) - col);
  const dr = Math.sign(Number(n[2]) - row);
  const pick = rnd() < 0.6 ? (dr !== 0 ? [0, dr] : [dc, 0]) : [dc !== 0 ? dc : 1, rnd() < 0.5 ? 0 : -1];
  return `${String.fromCharCode(col + pick[0]!)}${row + pick[1]!}`;
}
