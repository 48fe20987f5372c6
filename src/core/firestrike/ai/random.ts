import type { Decision, Policy, Seen } from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import type { GameDeps } from "../match/position";
import { candidatesOf, deployDecision, done, mayAct, only } from "./common";
import { type FsMeasure, firestrikeMeasure } from "./measure";

/**
 * Firestrike's random player (the benchmark's weakest opponent, as `sightline bot` plays): random
 * legal commands from the ruleset's candidates, fire and moves preferred, and "done" a quarter of the
 * time (so that a game of random commands ends).
 */
export function firestrikeRandom(deps: GameDeps): Policy<FsMeasure> {
  return {
    ruleset: "firestrike",
    level: "random",
    measure: firestrikeMeasure(deps),
    decide(seen: Seen, seat: Seat, m: FsMeasure, o): Decision | null {
      if (!mayAct(seen, seat)) return null;
      const dep = deployDecision(seen, seat, m, o.rnd, 1, null);
      if (dep) return dep;
      if ((o.attempt ?? 0) > 0) return done(seat, "its last command was refused");
      const cands = candidatesOf(seen, seat, m, o.rnd, { fireTries: 30, movers: 2 });
      const others = cands.filter((c) => c.kind !== "done");
      if (others.length === 0 || o.rnd() < 0.25) return done(seat, "random");
      const fire = others.filter((c) => c.kind === "fire");
      const from = fire.length > 0 ? fire : others;
      const pick = from[Math.floor(o.rnd() * from.length)]!;
      return only(pick.entry as Record<string, unknown>, `${pick.kind} (random)`, "drawn at random");
    },
  };
}
