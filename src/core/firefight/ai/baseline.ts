import type { Decision, Policy, Seen } from "../../game/policy";
import { only } from "../../game/policy";
import type { Seat } from "../../game/ruleset";
import { inPlay } from "../fight";
import { inFight } from "../pairing";
import { deployDecision, done, legalJoins, legalPairs, mayAct, stateOf } from "./common";
import { centreOf, expectedSlain, sidesOf, unitGap } from "./effect";
import { type FfDeps, type FfMeasure, firefightMeasure } from "./measure";
import { allowanceY, moveToward, stepFactor } from "./moves";

/**
 * Firefight's scripted baseline (issue 34: "advance on the nearest enemy, fire at the nearest visible
 * one"), the yardstick of the measured opponent. It deploys forward; in a move or advance step each
 * unit that cannot shoot any enemy moves its allowance straight at the nearest enemy unit; the
 * priority player pairs each of its units with the nearest enemy it may legally pair (a fire fight is
 * how a unit fires, seed 003), joins the first fight it may; the fights are resolved in order; a won
 * fight's or a rally's move is not taken (it holds).
 */
export function firefightBaseline(deps: FfDeps): Policy<FfMeasure> {
  return {
    ruleset: "firefight",
    level: "baseline",
    measure: firefightMeasure(deps),
    decide(seen: Seen, seat: Seat, m: FfMeasure, o): Decision | null {
      if (!mayAct(seen, seat)) return null;
      const s = stateOf(seen);
      if (!s || s.over) return null;
      const attempt = o.attempt ?? 0;
      const dep = deployDecision(m, s, seat, attempt);
      if (dep) return dep;
      if (attempt > 0 && s.step.kind !== "pair" && s.step.kind !== "fights")
        return done("its last command was refused");
      const k = s.step.kind;
      if (k === "move" || k === "advance")
        return advance(m, s, seat) ?? done("every unit can shoot or has moved");
      if (k === "pair") {
        const pairs = legalPairs(m, s, seat);
        const near = pairs.sort(
          (a, b) => unitGap(m.world, s, a[0], a[1]) - unitGap(m.world, s, b[0], b[1]),
        )[0];
        return near
          ? only(
              { type: "pair", unit: near[0], enemy: near[1] },
              `${near[0]} pairs with ${near[1]}`,
              "the nearest enemy it sees",
            )
          : done("no pair left to make");
      }
      if (k === "join") {
        const j = legalJoins(m, s, seat)[0];
        return j
          ? only(
              { type: "join", unit: j[0], fight: j[1] },
              `${j[0]} joins fight ${j[1]} against ${j[2]}`,
              "it sees the lone enemy",
            )
          : done("no fight to join");
      }
      if (k === "fights") {
        const i = s.fights.findIndex((f) => !f.resolved);
        return i >= 0
          ? only({ type: "resolve", fight: i }, `fight ${i} is resolved`, "the fights in order")
          : null;
      }
      return done("it holds");
    },
  };
}

/** The first unit (in order) that may move and has no enemy to shoot, moved at the nearest enemy. */
function advance(m: FfMeasure, s: Parameters<typeof sidesOf>[0], seat: Seat): Decision | null {
  const factor = stepFactor(m.world, s.step);
  if (factor === null) return null;
  const { mine, theirs } = sidesOf(s, seat);
  for (const u of mine) {
    if (s.moved.includes(u.id) || (s.step.kind === "advance" && inFight(s, u.id))) continue;
    if (theirs.some((e) => expectedSlain(m.world, s, u.id, e.id) > 0)) continue;
    const from = centreOf(s, u.id);
    const target = theirs
      .filter((e) => inPlay(s, e.id))
      .sort((a, b) => unitGap(m.world, s, u.id, a.id) - unitGap(m.world, s, u.id, b.id))[0];
    const to = target ? centreOf(s, target.id) : null;
    if (!from || !to || !target) continue;
    const mv = moveToward(m.world, s, u.id, allowanceY(m.world, s, u.id, factor), to, from);
    if (mv)
      return only(
        { type: s.step.kind === "move" ? "move" : "advance", unit: u.id, by: mv.by },
        `${u.id} advances on ${target.id}`,
        `nearest enemy ${target.id}, ${unitGap(m.world, s, u.id, target.id).toFixed(1)}" away, not in its sights`,
      );
  }
  return null;
}
