import type { BotHook } from "../game/bot";
import { shuffledBy } from "../game/bot";
import { STAR_SHELL_FIRERS } from "./star-shell";
import { type LnlState, onMap } from "./state";

/**
 * Lock 'n Load's bot candidates (core/game/bot.ts): in the Rally Phase, a medic's heals, rallies of
 * its shaken units, then "end-rally"; in an op-fire window, fire at the moving stack, then "pass"; in
 * its impulse, a sniper's shots, fire at an enemy hex, at night a star shell over an enemy hex (when
 * the side has not fired its one this turn), moves to hexes its other units hold, then "pass". The engine judges each (LOS, range, movement points).
 */
export const lnlBot: BotHook = {
  ruleset: "lnl",
  candidates(view, seat, rnd) {
    const s = view as LnlState;
    if (!s || s.phase === "over") return [];
    const units = onMap(s);
    const mine = shuffledBy(
      units.filter((u) => u.side === seat && !u.abandoned && !u.wreck),
      rnd,
    );
    const enemyHexes = shuffledBy([...new Set(units.filter((u) => u.side !== seat).map((u) => u.hex))], rnd);
    if (s.phase === "rally")
      return [
        // a medic's heal of a wounded unit in its hex (heal.ts judges it)
        ...mine
          .filter((m) => m.kind === "medic")
          .flatMap((m) =>
            mine
              .filter((w) => w.wounded && w.hex === m.hex)
              .map((w) => ({ type: "heal", medic: m.id, unit: w.id })),
          ),
        ...mine
          .filter((u) => u.shaken && !s.rallyTried.includes(u.id))
          .map((u) => ({ type: "rally", unit: u.id })),
        { type: "end-rally" },
      ];
    const out: Record<string, unknown>[] = [];
    if (s.opWindow) {
      for (const u of mine.slice(0, 3)) out.push({ type: "op-fire", firers: [{ unit: u.id }] });
      out.push({ type: "pass" });
      return out;
    }
    for (const u of mine.filter((x) => x.kind === "sniper"))
      for (const hex of enemyHexes.slice(0, 2))
        for (const t of units.filter((x) => x.hex === hex && x.side !== seat).slice(0, 2))
          out.push({ type: "snipe", unit: u.id, target: t.id });
    for (const u of mine.slice(0, 3))
      for (const hex of enemyHexes.slice(0, 2))
        out.push({ type: "fire", firers: [{ unit: u.id }], target: hex });
    if (s.night && !(s.starShells ?? []).includes(seat))
      for (const u of mine.filter((x) => STAR_SHELL_FIRERS.some((k) => k === x.kind)).slice(0, 2))
        for (const hex of enemyHexes.filter((h) => !(s.lit ?? []).includes(h)).slice(0, 1))
          out.push({ type: "star-shell", unit: u.id, hex });
    const ownHexes = shuffledBy([...new Set(mine.map((u) => u.hex))], rnd);
    for (const u of mine.slice(0, 2))
      for (const hex of ownHexes.filter((h) => h !== u.hex).slice(0, 2))
        out.push({ type: "move", units: [u.id], to: hex });
    out.push({ type: "pass" });
    return out;
  },
};
