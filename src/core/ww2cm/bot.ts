import type { BotHook } from "../game/bot";
import { shuffledBy } from "../game/bot";
import type { Ww2Command } from "./commands";
import { alive, type Ww2State } from "./state";

/**
 * Seed 002's bot candidates (core/game/bot.ts), the tests' plain player (tests/support/ww2cm.ts) with
 * its units in a random order: in the movement phase each unit's models step towards the nearest enemy
 * model (4 cm, a vehicle 6 cm; none when within 7 cm), in the shooting phase each unit shoots at the
 * circle on the nearest enemy model, in the melee phase each foot unit charges the nearest enemy's
 * unit; "next" last. The engine judges each (allowance, line of sight, contact).
 */
/**
 * The plain player's candidates for `seat`, its units in `order` (as listed by default): best first,
 * "next" last. The tests' seeded games (tests/support/ww2cm.ts) play them in list order; the bot shuffles.
 */
export function plainCandidates(
  now: Ww2State,
  seat: string,
  order: (units: Ww2State["units"]) => Ww2State["units"] = (u) => u,
): Ww2Command[] {
  const foes = now.models.filter((m) => !m.dead && now.units.find((u) => u.id === m.unit)?.side !== seat);
  if (foes.length === 0) return [{ type: "next" }];
  const nearestFoe = (p: { x: number; y: number }) =>
    foes.reduce((a, b) => (Math.hypot(a.x - p.x, a.y - p.y) <= Math.hypot(b.x - p.x, b.y - p.y) ? a : b));
  const mine = order(now.units.filter((u) => u.side === seat && alive(now, u.id).length > 0));
  const out: Ww2Command[] = [];
  for (const u of mine) {
    const models = alive(now, u.id);
    if (now.phase === "move" && !u.moved) {
      const step = u.vehicle ? 6 : 4;
      out.push({
        type: "move",
        unit: u.id,
        to: models.map((m) => {
          const f = nearestFoe(m);
          const d = Math.hypot(f.x - m.x, f.y - m.y);
          const k = d > step + 3 ? step / d : 0;
          return { model: m.id, x: m.x + (f.x - m.x) * k, y: m.y + (f.y - m.y) * k };
        }),
      });
    }
    if (now.phase === "shoot" && !u.shot) {
      const f = nearestFoe(models[0]!);
      out.push({ type: "shoot", unit: u.id, at: [f.x, f.y] });
    }
    if (now.phase === "melee" && !u.vehicle) {
      const f = nearestFoe(models[0]!);
      out.push({ type: "charge", unit: u.id, target: f.unit });
    }
  }
  return [...out, { type: "next" }];
}

export const ww2cmBot: BotHook = {
  ruleset: "ww2cm",
  candidates(view, seat, rnd) {
    const now = view as Ww2State;
    if (!now || now.over) return [];
    // issue 35: the plain player lets a flight waiting on it pass (no interception)
    if (now.air?.pending)
      return now.air.pending.defender === seat ? [{ type: "intercept", interceptor: null }] : [];
    if (now.side !== seat) return [];
    return plainCandidates(now, seat, (units) => shuffledBy(units, rnd));
  },
};
