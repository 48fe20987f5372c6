import { type Seat, SPECTATOR_SEAT } from "../../game/ruleset";
import type { Env } from "../context";
import { allBases, inPlay, poseOf } from "../query";
import type { Base } from "../state";
import type { MatchSetup, Position } from "./position";

/**
 * Firestrike's measured fog of war (issue 19, docs/playing.md "Fog of war"): the ids of the bases a
 * seat may not see now. A side sees its own bases, and an enemy base on the table when one of its own
 * bases in play sees it by the rules' own sight check (`env.oracle.sight(...).visible`, the measured
 * LOS engine that direct fire uses, so a base the seat could fire at is never hidden from it). A base
 * carried by another is seen when its carrier is. Hidden: every other enemy base, the destroyed ones
 * included, and before the first turn every enemy base (hidden deployment). A spectator sees a base
 * when some enemy of it sees it (what is in the open), so a spectator never learns anything that
 * the other side could not see.
 */
export function firestrikeFog(setup: MatchSetup, env: Env, pos: Position, seat: Seat): Set<string> {
  const sides = setup.forces.sides.map((s) => s.id);
  const spectator = seat === SPECTATOR_SEAT || !sides.includes(seat);
  const hidden = new Set<string>();
  const s = pos.state;
  if (!s) {
    for (const b of setup.forces.bases) if (spectator || b.side !== seat) hidden.add(b.id);
    return hidden;
  }
  const bases = allBases(s);
  const watchers = bases.filter((o) => inPlay(o) && !o.carriedBy && (spectator || o.side === seat));
  const seen = new Map<string, boolean>();
  const sees = (b: Base): boolean => {
    const known = seen.get(b.id);
    if (known !== undefined) return known;
    seen.set(b.id, false);
    let v = false;
    if (inPlay(b)) {
      const carrier = b.carriedBy ?? b.towedBy;
      const by = carrier ? s.bases[carrier] : undefined;
      if (carrier && by && Object.hasOwn(s.bases, carrier)) v = by.side === seat || sees(by);
      else {
        const target = poseOf(b);
        v = watchers.some((o) => o.side !== b.side && env.oracle.sight(poseOf(o), target).visible);
      }
    }
    seen.set(b.id, v);
    return v;
  };
  for (const b of bases) if ((spectator || b.side !== seat) && !sees(b)) hidden.add(b.id);
  // Bases of the set-up not in the state (none today) stay hidden too.
  for (const b of setup.forces.bases)
    if ((spectator || b.side !== seat) && !Object.hasOwn(s.bases, b.id)) hidden.add(b.id);
  return hidden;
}
