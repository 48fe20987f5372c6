import { shuffledBy } from "../../game/bot";
import { type Decision, only, type Policy } from "../../game/policy";
import { hookPolicy } from "../../game/policy-hook";
import { firefightBot } from "../bot";
import { inPlay } from "../fight";
import { inFight } from "../pairing";
import type { FirefightState } from "../state";
import { unitSees } from "../world";
import { legalPairs, mayAct, stateOf } from "./common";
import { type FfDeps, type FfMeasure, firefightMeasure } from "./measure";

/**
 * Firefight's random player: its bot hook's candidates (core/game/policy-hook.ts), with two repairs
 * that let it play every command kind the rules allow, so that a benchmark game against it is a game:
 * - pairing: a legal pair drawn at random (the engine's `pairProblem` on the measured sight), then
 *   "done". The hook offers every couple in a new shuffle at each try, and where one couple of nine was
 *   legal it could miss it 16 times running: the pairing, which may not end while a couple is owed,
 *   stalled (`npm run bench:ai` seeds 6 and 20 counted those unfinished games as draws).
 * - advance, winner and rally steps: charges at the enemy units each of its units sees are drawn among
 *   the hook's moves (the hook offers none, though the rules let any unit in no fire fight charge).
 * Every other step is the hook's.
 */
export function firefightRandom(deps: FfDeps): Policy<FfMeasure> {
  const hook = hookPolicy(firefightBot);
  return {
    ruleset: "firefight",
    level: "random",
    measure: firefightMeasure(deps),
    decide(seen, seat, m, o): Decision | null {
      if (!mayAct(seen, seat)) return null;
      const s = stateOf(seen);
      const k = s?.step.kind;
      if (s && !s.over && k === "pair") {
        const pairs = shuffledBy(legalPairs(m, s, seat), o.rnd);
        const p = pairs[0];
        return p
          ? only({ type: "pair", unit: p[0], enemy: p[1] }, "pair (random)", "a legal pair drawn at random")
          : only({ type: "done" }, "done (random)", "no legal pair left");
      }
      if (s && !s.over && (k === "advance" || k === "winner" || k === "rally") && (o.attempt ?? 0) === 0) {
        const { units, charges } = chargesOf(m, s, seat);
        const moves = hook.decide(seen, seat, null, o);
        // one draw among a move of each unit that may act and the charges (the hook's "done" keeps its quarter)
        if (charges.length > 0 && moves && moves.command.type !== "done") {
          const c = charges[Math.floor(o.rnd() * (charges.length + units))];
          if (c) return only(c, "charge (random)", "drawn at random");
        }
        return moves;
      }
      return hook.decide(seen, seat, null, o);
    },
  };
}

/**
 * The seat's units that may act now (a rally's units, a won fight's, or in the advance step those in
 * no fire fight) and their charges: each at each enemy unit it sees.
 */
function chargesOf(m: FfMeasure, s: FirefightState, seat: string) {
  const step = s.step;
  const fight = step.kind === "winner" ? s.fights[step.fight] : undefined;
  const may = (id: string) =>
    step.kind === "rally"
      ? step.units.includes(id)
      : step.kind === "winner"
        ? Boolean(fight && (fight.a.includes(id) || fight.b.includes(id)))
        : !inFight(s, id);
  const charges: Record<string, unknown>[] = [];
  let units = 0;
  for (const u of s.units) {
    if (u.side !== seat || !inPlay(s, u.id) || s.moved.includes(u.id) || !may(u.id)) continue;
    units++;
    for (const e of s.units)
      if (e.side !== seat && inPlay(s, e.id) && unitSees(m.world, s, u.id, e.id))
        charges.push({ type: "charge", unit: u.id, enemy: e.id });
  }
  return { units, charges };
}
