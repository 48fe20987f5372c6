import type { Factor } from "../../game/policy";
import { allBases, isHq, statOf } from "../query";
import type { Base, GameState } from "../state";
import { distance } from "./common";
import { reachOfFire, shotValue } from "./effect";
import type { FsMeasure } from "./measure";
import { movedTo } from "./moves";

/**
 * Measured threat (issue 34 item 2) at a base's candidate position: per enemy, the expected worth of
 * its best shot there (measured sight at both bases' real poses × the chance of each hit result under
 * the fire rules × what the result is worth: effect.ts), and the same for the shots the base could take
 * from there. An enemy out of range now but within range of it after a move of its own (its reachable
 * area: its longest move) is measured from the point of that move nearest the base and credited with a
 * quarter of that shot (project default, MegaMek's reading: it has not moved yet and may not come).
 */

/** How far a base may move in a turn, at most (inches at the reference scale × the table's scale). */
function moveReach(s: GameState, m: FsMeasure, b: Base): number {
  const line = m.env.stats.lines.find((l) => l.id === b.statLine);
  const rates = line ? Object.values(line.movement).filter((x): x is number => typeof x === "number") : [];
  return (rates.length > 0 ? Math.max(...rates) : 0) * s.scaleFactor;
}

/** The share of an enemy's shot from the edge of its reachable area (project default). */
export const REACH_CREDIT = 0.25;

/** What a base at a position can deal and is exposed to, measured. */
export interface Exposure {
  /** the best expected worth of one of its shots from there */
  dealt: number;
  /** the enemy it would hit best */
  bestTarget: string | null;
  /** the sum over enemies of their expected worth against it there */
  taken: number;
  /** enemies that see and can hit it there (now) */
  seenBy: number;
  /** enemies it sees and can hit from there */
  sees: number;
  /** chance of any effect of its best shot */
  pHit: number;
}

/** How many exposures are kept at most (the cache is emptied when it fills or the step changes). */
const KEPT = 20_000;
const basesKey = new WeakMap<readonly Base[], string>();
const keyOf = (bs: readonly Base[]): string => {
  let k = basesKey.get(bs);
  if (k === undefined) {
    k = JSON.stringify(bs);
    basesKey.set(bs, k);
  }
  return k;
};

/**
 * The exposure of `b` moved to `to` (or where it stands). It reads the two bases of each shot, the
 * step and the HQs that command either side's fire (seed 000 §1.4), so it is kept under all of them:
 * a friend's move elsewhere leaves it as it was.
 */
export function exposureAt(
  s: GameState,
  m: FsMeasure,
  b: Base,
  theirs: readonly Base[],
  to?: [number, number],
): Exposure {
  const step = `${s.turn}|${s.step}`;
  if (m.exposures.get("step") !== step || m.exposures.size > KEPT) {
    m.exposures.clear();
    m.exposures.set("step", step);
  }
  const hqs = allBases(s).filter((x) => x.side === b.side && isHq(statOf(m.env, x)));
  const key = `${JSON.stringify(b)}>${to ? `${to[0]},${to[1]}` : "-"}|${keyOf(theirs)}|${JSON.stringify(hqs)}`;
  const kept = m.exposures.get(key) as Exposure | undefined;
  if (kept) return kept;
  const x = measureExposure(s, m, b, theirs, to);
  m.exposures.set(key, x);
  return x;
}

function measureExposure(
  s: GameState,
  m: FsMeasure,
  b: Base,
  theirs: readonly Base[],
  to?: [number, number],
): Exposure {
  const here = to ? movedTo(b, to) : b;
  const out: Exposure = { dealt: 0, bestTarget: null, taken: 0, seenBy: 0, sees: 0, pHit: 0 };
  const myRange = reachOfFire(s, m.env, b);
  for (const e of theirs) {
    const d = distance([here.x, here.y], [e.x, e.y]);
    if (d <= myRange + 2) {
      const v = shotValue(s, m.env, here, e);
      if (v.refusal === null) {
        out.sees++;
        if (v.expected > out.dealt) {
          out.dealt = v.expected;
          out.bestTarget = e.id;
          out.pHit = v.pHit;
        }
      }
    }
    const theirRange = reachOfFire(s, m.env, e);
    if (d <= theirRange + 2) {
      const v = shotValue(s, m.env, e, here);
      if (v.refusal === null) {
        out.seenBy++;
        out.taken += v.expected;
        continue;
      }
    }
    const reach = moveReach(s, m, e);
    if (reach > 0 && d <= theirRange + reach && d > 1e-6) {
      // its reachable area: the point of its longest move toward the base
      const t = Math.min(1, reach / d);
      const moved = movedTo(e, [e.x + (here.x - e.x) * t, e.y + (here.y - e.y) * t]);
      const v = shotValue(s, m.env, moved, here);
      if (v.refusal === null) out.taken += REACH_CREDIT * v.expected;
    }
  }
  return out;
}

/** An exposure as factors, with `w` the weight of damage taken against damage dealt. */
export function exposureFactors(x: Exposure, w: number, enemies: number): Factor[] {
  return [
    {
      name: "expected damage dealt",
      value: x.dealt,
      detail: x.bestTarget ? `${Math.round(x.pHit * 100)}% to hit ${x.bestTarget}` : "no target in sight",
    },
    {
      name: "expected damage taken",
      value: -w * x.taken,
      detail: `seen by ${x.seenBy} of ${enemies} enemy bases`,
    },
  ];
}
