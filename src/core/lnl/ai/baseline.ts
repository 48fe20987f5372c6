import type { Decision, Policy, Seen } from "../../game/policy";
import { only } from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import { mayActivate, ofEligible } from "../movement";
import { type LnlState, onMap } from "../state";
import { pass, rallyDecision, stateOf } from "./common";
import { enemyHexes, fireSpec, shotValue, stacksOf } from "./effect";
import { type LnlMeasure, type LnlPolicyDeps, lnlMeasure } from "./measure";

/**
 * Lock 'n Load's scripted baseline (issue 34: "advance on the nearest enemy, fire at the nearest visible
 * one"). Rally Phase: heal, rally, end. Opportunity Fire: the first eligible stack that may legally fire
 * at the moving stack does. Its impulse: the first stack that may fire does, at the nearest enemy hex
 * it may legally hit; else the first stack that sees no enemy moves one hex nearer the nearest enemy,
 * and on while it has MPs and still sees none; else it passes.
 */
export function lnlBaseline(deps: LnlPolicyDeps): Policy<LnlMeasure> {
  return {
    ruleset: "lnl",
    level: "baseline",
    measure: lnlMeasure(deps),
    decide(seen: Seen, seat: Seat, m: LnlMeasure, o): Decision | null {
      if (!seen.toAct.includes(seat)) return null;
      const s = stateOf(seen);
      if (!s || s.phase === "over") return null;
      const attempt = o.attempt ?? 0;
      const rally = rallyDecision(s, seat, attempt);
      if (rally) return rally;
      if (attempt > 0) return pass("its last command was refused");
      if (s.opWindow) {
        for (const [hex, stack] of stacksOf(s, seat, ofEligible)) {
          const spec = {
            ...fireSpec(stack, s.opWindow.hex),
            opportunity: true,
            spottedThisImpulse: s.opWindow.spotted,
            movingNow: s.opWindow.movers,
          };
          if (shotValue(s, m, spec).refusal === null)
            return only(
              { type: "op-fire", firers: spec.firers },
              `${hex} fires at the moving stack in ${s.opWindow.hex}`,
              "the first stack that may fire at it",
            );
        }
        return pass("no stack may fire at the moving stack");
      }
      if (s.activation) return advance(s, m, seat, s.activation.units) ?? pass("the stack ends its move");
      for (const [hex, stack] of stacksOf(s, seat, mayActivate)) {
        const targets = enemyHexes(s, seat).sort((a, b) => m.map.distance(hex, a) - m.map.distance(hex, b));
        for (const t of targets)
          if (shotValue(s, m, fireSpec(stack, t)).refusal === null)
            return only(
              { type: "fire", firers: fireSpec(stack, t).firers, target: t },
              `${hex} fires at ${t}`,
              `${t} is the nearest enemy hex it can hit`,
            );
      }
      for (const [, stack] of stacksOf(s, seat, mayActivate)) {
        const d = advance(
          s,
          m,
          seat,
          stack.map((u) => u.id),
        );
        if (d) return d;
      }
      return pass("no stack can fire or advance");
    },
  };
}

/** The stack `ids` one hex nearer the nearest enemy, unless it already sees one. */
function advance(s: LnlState, m: LnlMeasure, seat: Seat, ids: readonly string[]): Decision | null {
  const stack = onMap(s).filter((u) => ids.includes(u.id));
  const hex = stack[0]?.hex;
  if (!hex) return null;
  const enemies = enemyHexes(s, seat);
  if (enemies.some((e) => m.map.los(hex, e, s.smoke).visible)) return null;
  const near = enemies.sort((a, b) => m.map.distance(hex, a) - m.map.distance(hex, b))[0];
  if (!near) return null;
  const before = m.map.distance(hex, near);
  const to = (m.neighbours.get(hex) ?? []).find(
    (n) => m.map.distance(n, near) < before && m.map.tm(n) >= 0 && !enemies.includes(n),
  );
  if (!to) return null;
  return only(
    { type: "move", units: [...ids], to },
    `${ids.join("+")} advances to ${to}`,
    `nearest enemy hex ${near}, ${before} hexes away, not in its LOS`,
  );
}
