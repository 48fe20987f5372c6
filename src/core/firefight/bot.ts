import type { BotHook } from "../game/bot";
import { shuffledBy } from "../game/bot";
import { FIREFIGHT_ID } from "./ruleset";
import type { FirefightState } from "./state";

/**
 * The firefight's bot candidates (core/game/bot.ts): while deploying, a few of its units at random
 * points of its zone in a line or a block; in a move or advance step, short moves of its
 * units that have not moved (a rally step's units advance too); when pairing, each of its units in no
 * fire fight against each enemy unit in none (pairing is obligatory while two see each other, seed 003,
 * and only the engine measures sight, so the bot offers every couple before "done"); joining open fights;
 * resolving the fights still to fight; then "done". The engine judges each (sight, distances).
 */
export const firefightBot: BotHook = {
  ruleset: FIREFIGHT_ID,
  candidates(view, seat, rnd) {
    const s = view as FirefightState;
    if (!s || s.over) return [];
    const mine = shuffledBy(
      s.units.filter((u) => u.side === seat && u.status !== "destroyed" && !s.moved.includes(u.id)),
      rnd,
    );
    const theirs = shuffledBy(
      s.units.filter((u) => u.side !== seat && u.status !== "destroyed"),
      rnd,
    );
    const by = (): [number, number] => [(rnd() - 0.5) * 6, (rnd() - 0.5) * 6];
    const out: Record<string, unknown>[] = [];
    const k = s.step.kind;
    if (s.step.kind === "deploy") {
      // a line of each of a few units at a random point of the zone (the engine refuses bad ones)
      const xs = s.step.zone.map((p) => p[0]);
      const ys = s.step.zone.map((p) => p[1]);
      const at = (lo: number, hi: number) => Math.round((lo + rnd() * (hi - lo)) * 10) / 10;
      for (const u of mine.slice(0, 3))
        out.push({
          type: "deploy",
          unit: u.id,
          at: [at(Math.min(...xs) + 4, Math.max(...xs) - 4), at(Math.min(...ys) + 1, Math.max(...ys) - 1)],
          formation: rnd() < 0.5 ? "line" : "block",
        });
    }
    if (k === "move") for (const u of mine.slice(0, 3)) out.push({ type: "move", unit: u.id, by: by() });
    if (k === "advance" || k === "winner" || k === "rally")
      for (const u of mine.slice(0, 3)) out.push({ type: "advance", unit: u.id, by: by() });
    const free = (id: string) => !s.fights.some((f) => f.a.includes(id) || f.b.includes(id));
    if (k === "pair")
      for (const u of mine.filter((x) => free(x.id)))
        for (const e of theirs.filter((x) => free(x.id))) out.push({ type: "pair", unit: u.id, enemy: e.id });
    if (k === "join")
      for (const u of mine.slice(0, 2))
        s.fights.forEach((_, i) => {
          out.push({ type: "join", unit: u.id, fight: i });
        });
    if (k === "fights")
      s.fights.forEach((f, i) => {
        if (!f.resolved) out.push({ type: "resolve", fight: i });
      });
    out.push({ type: "done" });
    return out;
  },
};
