import type { Dice } from "../game/ruleset";
import type { Ww2Oracle } from "./measured";
import { type MoraleEvent, moraleTest, withMorale } from "./morale";
import { alive, type Unit, unitOf, type Ww2State } from "./state";

/**
 * seed 002, Snipers. Readings (docs/rulesets/ww2cm.md): a sniper starts hidden in a terrain feature
 * (set-up checks it; both players see the model: hidden means it "may only get shot at" once seen); its
 * shot "always cause[s] a pinning check even if they missed": the target unit takes a morale test (the
 * seed's pinning check; any failure pins or worse); "Snipers that didn't move forces non enemy snipers to
 * -1 off their roll": a sniper that did not move this turn gives that test −1; "If they failed to pin a
 * unit the sniper is now visible until he finds a new piece of cover" (moves.ts hides it again).
 */
export function sniperCheck(
  s: Ww2State,
  oracle: Ww2Oracle,
  sniper: Unit,
  targetId: string,
  dice: Dice,
): { state: Ww2State; event: MoraleEvent | null } {
  const target = unitOf(s, targetId);
  // A unit already shaken or pinned is pinned: the sniper stays as it is.
  if (!target || target.vehicle || alive(s, targetId).length === 0 || target.pinned || target.morale !== "ok")
    return { state: s, event: null };
  const e = moraleTest(s, target, "sniper", dice, sniper.moved ? 0 : -1);
  const units = s.units.map((u) => {
    if (u.id === targetId) return withMorale(u, e, oracle, s);
    if (u.id !== sniper.id || !e.passed) return u;
    const seen: Unit = { ...u, hidden: false, seenAt: alive(s, u.id).map((m) => ({ x: m.x, y: m.y })) };
    return seen;
  });
  return { state: { ...s, units }, event: e };
}
