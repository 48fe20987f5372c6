import type { Decision, Policy, Seen } from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import type { GameDeps } from "../match/position";
import type { Base, GameState } from "../state";
import {
  bookkeeping,
  candidatesOf,
  deployDecision,
  distance,
  done,
  mayAct,
  only,
  sidesOf,
  viewOf,
} from "./common";
import { shotValue } from "./effect";
import { type FsMeasure, firestrikeMeasure } from "./measure";
import { goesSomewhere, sampledMoves } from "./moves";

/**
 * Firestrike's scripted baseline (issue 34: "advance on the nearest enemy, fire at the nearest visible
 * one"), the yardstick the measured opponent must beat. It deploys at the first legal point of its
 * zone; each base that sees no enemy it can shoot moves as far as it may toward the nearest enemy; each
 * base that can fire fires at the nearest enemy it may legally hit; barrages and airstrikes go on the
 * first enemy the candidates offer. It reads the measured LOS only to know what it can fire at.
 */
export function firestrikeBaseline(deps: GameDeps): Policy<FsMeasure> {
  return {
    ruleset: "firestrike",
    level: "baseline",
    measure: firestrikeMeasure(deps),
    decide(seen: Seen, seat: Seat, m: FsMeasure, o): Decision | null {
      if (!mayAct(seen, seat)) return null;
      const dep = deployDecision(seen, seat, m, o.rnd, 1, null);
      if (dep) return dep;
      const s = viewOf(seen).state;
      if (!s) return null;
      if ((o.attempt ?? 0) > 0) return done(seat, "its last command was refused");
      const cands = candidatesOf(seen, seat, m, o.rnd);
      if (cands.length === 0) return null;
      const chore = bookkeeping(seen, seat, m, cands);
      if (chore) return chore;
      if (s.step === "movement")
        return advance(s, m, seat) ?? done(seat, "every base sees a target or has moved");
      if (s.step === "first-direct-fire" || s.step === "second-direct-fire")
        return fireNearest(s, m, seat) ?? done(seat, "no base can hit an enemy");
      const zone = cands.find((c) => c.kind === "impact-zone" || c.kind === "airstrike");
      if (zone)
        return only(
          zone.entry as Record<string, unknown>,
          `${zone.kind} on an enemy base`,
          "barrages and airstrikes go on the enemy",
        );
      return done(seat, "nothing to do in this step");
    },
  };
}

/** The nearest enemy to `b` by centre distance. */
const nearest = (b: Base, theirs: readonly Base[]): Base | null =>
  theirs.reduce<Base | null>(
    (a, e) => (!a || distance([b.x, b.y], [e.x, e.y]) < distance([b.x, b.y], [a.x, a.y]) ? e : a),
    null,
  );

/** The first base (in id order) that can hit no enemy, moved as near the nearest enemy as it may. */
function advance(s: GameState, m: FsMeasure, seat: Seat): Decision | null {
  const { mine, theirs } = sidesOf(s, seat);
  for (const b of mine) {
    if (b.spentInches > 0) continue;
    const target = nearest(b, theirs);
    if (!target) return null;
    if (theirs.some((e) => shotValue(s, m.env, b, e).refusal === null)) continue;
    const moves = sampledMoves(s, m.env, b, [0.95]).sort(
      (x, y) => distance(x.to, [target.x, target.y]) - distance(y.to, [target.x, target.y]),
    );
    const before = distance([b.x, b.y], [target.x, target.y]);
    const move = moves.find(
      (x) => distance(x.to, [target.x, target.y]) < before && goesSomewhere(s, m.env, x),
    );
    if (move)
      return only(
        move.command,
        `${b.id} advances on ${target.id}`,
        `nearest enemy ${target.id}, ${before.toFixed(1)}" away, not in its sights`,
      );
  }
  return null;
}

/** The first base (in id order) that may fire, at the nearest enemy it can legally hit. */
function fireNearest(s: GameState, m: FsMeasure, seat: Seat): Decision | null {
  const { mine, theirs } = sidesOf(s, seat);
  for (const b of mine) {
    if (b.fired !== "none" || b.towedBy) continue;
    const order = [...theirs].sort(
      (x, y) => distance([b.x, b.y], [x.x, x.y]) - distance([b.x, b.y], [y.x, y.y]),
    );
    for (const e of order)
      if (shotValue(s, m.env, b, e).refusal === null)
        return only(
          { type: "direct-fire", firer: b.id, target: e.id },
          `${b.id} fires at ${e.id}`,
          `${e.id} is the nearest enemy it can hit`,
        );
  }
  return null;
}
