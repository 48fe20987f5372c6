import type { Factor } from "../../game/policy";
import { damageColumn, damageResult } from "../damage";
import { planShot, type ShotSpec } from "../fire";
import { total } from "../modifiers";
import { mayActivate, ofEligible } from "../movement";
import { type LnlState, leaderLmIn, moraleOf, onMap, type UnitState } from "../state";
import type { DamageResult } from "../vocab";
import { resultWorth, staysShaken } from "./end-worth";
import type { LnlMeasure } from "./measure";

/**
 * Expected effect of a Lock 'n Load attack (issue 34 item 2): the engine's own plan of the shot
 * (fire.ts planShot: the measured hex LOS with its degrading hexes and smoke, range, firepower, the DFT
 * modifiers and the target hex's TM) read against every face of the dice (fire.ts resolveShot: 1d6 +
 * FP + modifiers against 1d6 + TM; each unit of the hex then a damage check, 1d6 + the difference − its
 * leader's LM, on the result table, each result worth end-worth.ts `resultWorth`). An OFT shot (ordnance at armour) is counted at OFT_CREDIT of its
 * target (project default: its penetration table is not weighed).
 */

/** The share of a target counted for an OFT shot (project default). */
export const OFT_CREDIT = 0.25;

/** Share of the enemy's next-turn fire at a hex counted in its exposure (project default). */
export const NEXT_TURN_CREDIT = 0.25;

/** A shot's expected worth and the chance it hits, or why it may not be fired. */
export interface ShotValue {
  expected: number;
  pHit: number;
  refusal: string | null;
  distance: number;
}

/** The expected worth of the shot `spec` on `s` (0 and the reason when the engine would refuse it). */
export function shotValue(s: LnlState, m: LnlMeasure, spec: ShotSpec): ShotValue {
  const plan = planShot(s, m.map, spec);
  if (!plan.ok) return { expected: 0, pHit: 0, refusal: plan.error, distance: 0 };
  const p = plan.value;
  const distance = p.los.distanceHexes;
  if (p.oft) return { expected: OFT_CREDIT, pHit: OFT_CREDIT, refusal: null, distance };
  const mods = total(p.attacker);
  // each target's worth per result, read once (end-worth.ts: now and at the end)
  const worth = p.targets.map((t) => {
    const stays = staysShaken(s, t);
    const byResult = new Map<DamageResult, number>();
    return (r: DamageResult) => {
      let w = byResult.get(r);
      if (w === undefined) byResult.set(r, (w = resultWorth(s, t, r, stays)));
      return w;
    };
  });
  let expected = 0;
  let hits = 0;
  for (let a = 1; a <= 6; a++)
    for (let d = 1; d <= 6; d++) {
      const diff = a + p.fp + mods - (d + p.defenderTm.value);
      if (diff <= 0) continue;
      hits++;
      p.targets.forEach((t, i) => {
        const lm = leaderLmIn(s, t.side, t.hex, t.id);
        const col = damageColumn(t.kind, t.shaken);
        for (let n = 1; n <= 6; n++)
          expected += worth[i]!(damageResult(col, n + diff - lm, moraleOf(t))) / 216;
      });
    }
  return { expected, pHit: hits / 36, refusal: null, distance };
}

/** A unit that may fire in its impulse or by Opportunity Fire: in Good Order (a Shaken unit's IFP is not used). */
export const ableToFire = (u: UnitState) => (mayActivate(u) || ofEligible(u)) && !u.shaken;

/** Units that may fire: not medics or snipers (a sniper snipes), not abandoned or wrecked. */
const fires = (u: UnitState) => u.kind !== "medic" && u.kind !== "sniper" && !u.abandoned && !u.wreck;

/** The seat's stacks that may activate (one hex's units), by hex. */
export function stacksOf(
  s: LnlState,
  seat: string,
  may: (u: UnitState) => boolean,
): Map<string, UnitState[]> {
  const out = new Map<string, UnitState[]>();
  for (const u of onMap(s))
    if (u.side === seat && !u.carriedBy && may(u) && fires(u)) out.set(u.hex, [...(out.get(u.hex) ?? []), u]);
  return out;
}

/** A stack's fire at a hex as a spec (its own impulse). */
export const fireSpec = (units: readonly UnitState[], hex: string): ShotSpec => ({
  firers: units.map((u) => ({ unit: u.id })),
  targetHex: hex,
  opportunity: false,
  spottedThisImpulse: false,
  movingNow: [],
});

/** Hexes holding enemy units of `seat`. */
export const enemyHexes = (s: LnlState, seat: string): string[] => [
  ...new Set(
    onMap(s)
      .filter((u) => u.side !== seat && !u.carriedBy)
      .map((u) => u.hex),
  ),
];

/** What a stack at a hex can deal and is exposed to (measured). */
export interface Exposure {
  dealt: number;
  bestTarget: string | null;
  taken: number;
  seenBy: number;
}

/**
 * The exposure of `units` standing in `hex` (moved there in a copy of `s`): the best expected worth of
 * their fire from there, and the sum over enemy stacks that may still fire this turn (their impulse or
 * Opportunity Fire) of their expected worth against the hex.
 */
export function exposureAt(s: LnlState, m: LnlMeasure, units: readonly UnitState[], hex: string): Exposure {
  const ids = new Set(units.map((u) => u.id));
  const there: LnlState = {
    ...s,
    units: s.units.map((u) => (ids.has(u.id) || (u.carriedBy && ids.has(u.carriedBy)) ? { ...u, hex } : u)),
  };
  const seat = units[0]!.side;
  const moved = there.units.filter((u) => ids.has(u.id));
  const out: Exposure = { dealt: 0, bestTarget: null, taken: 0, seenBy: 0 };
  for (const h of enemyHexes(there, seat)) {
    // their fire next: fresh units (the markers come off at the turn's end), as a Good Order stack
    const v = shotValue(
      there,
      m,
      fireSpec(
        moved.map((u) => ({ ...u, fired: false })),
        h,
      ),
    );
    if (v.expected > out.dealt) {
      out.dealt = v.expected;
      out.bestTarget = h;
    }
  }
  // a Shaken unit in a stack would make the engine refuse the stack's fire: its Good Order units fire
  const now = new Set<string>();
  for (const [h, stack] of stacksOf(there, otherOf(s, seat), ableToFire)) {
    const v = shotValue(there, m, fireSpec(stack, hex));
    if (v.refusal === null && v.expected > 0) {
      now.add(h);
      out.seenBy++;
      out.taken += v.expected;
    }
  }
  // next turn every Good Order enemy stack fires again (the markers come off at the turn's end): a hex
  // in their LOS and range is paid for then, even when they have all fired now
  for (const [h, stack] of stacksOf(there, otherOf(s, seat), (u) => !u.shaken && !u.abandoned && !u.wreck)) {
    // planShot reads no Fired or Moved marker: the plan is the same shot fired fresh
    const v = shotValue(there, m, fireSpec(stack, hex));
    if (v.refusal === null && v.expected > 0) {
      if (!now.has(h)) out.seenBy++;
      out.taken += NEXT_TURN_CREDIT * v.expected;
    }
  }
  return out;
}

const otherOf = (s: LnlState, seat: string) => s.sides.find((x) => x !== seat) ?? seat;

/** An exposure as factors, `w` the weight of damage taken. */
export function exposureFactors(x: Exposure, w: number): Factor[] {
  return [
    {
      name: "expected damage dealt",
      value: x.dealt,
      detail: x.bestTarget ? `best fire at ${x.bestTarget}` : "no enemy hex in LOS and range",
    },
    {
      name: "expected damage taken",
      value: -w * x.taken,
      detail: `in LOS and range of ${x.seenBy} enemy stacks (this turn's fire and half of the next's)`,
    },
  ];
}
