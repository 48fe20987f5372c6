import { applyResult } from "../damage";
import { type LnlState, leaderLmIn, onMap, type UnitState } from "../state";
import { type DamageResult, isMmc } from "../vocab";

/**
 * What a damage result is worth to the game's end (turn.ts `overCheck`, project default: at the turn
 * limit the side with more Good Order MMCs wins), on top of what it does now (`resultWorth` below).
 * A Good Order MMC shaken costs its side one at the end unless it rallies first: it
 * rallies only with a Good Order leader in its hex (apply.ts rally) on 1d6 ≤ its Shaken morale + LM,
 * once a Rally Phase, and none is left after the last turn's. So shaking a squad beside its leader
 * early is worth little to the end, shaking a leaderless one (or any one in the last turn) nearly a
 * whole unit, and eliminating a Shaken MMC only what its rally would have given back.
 */

/** Weight of one Good Order MMC at the end against the units of what a result does now (project default). */
export const END_WEIGHT = 1;
/**
 * The chance that a Good Order leader of the side elsewhere on the map reaches a leaderless Shaken MMC
 * before a Rally Phase (project default: leaders walk to the squads that need them, opponent.ts).
 */
export const LEADER_COMES = 0.5;

/** Rally Phases left before the end: one at the start of each later turn. */
export const rallyPhasesLeft = (s: LnlState): number => Math.max(0, s.turnLimit - s.turn);

/** The chance that `u`, Shaken now (or about to be), is still Shaken at the end. */
export function staysShaken(s: LnlState, u: UnitState): number {
  const n = rallyPhasesLeft(s);
  if (n === 0 || !isMmc(u.kind)) return n === 0 ? 1 : 0;
  const lm = leaderLmIn(s, u.side, u.hex, u.id);
  const here = lm > 0 || leaderIn(s, u, (l) => l.hex === u.hex);
  const p = Math.min(1, (u.shakenMorale + Math.max(lm, 1)) / 6);
  if (here) return (1 - p) ** n;
  // a leader elsewhere may walk over for a later Rally Phase
  if (n > 1 && leaderIn(s, u, () => true)) return 1 - LEADER_COMES * (1 - (1 - p) ** (n - 1));
  return 1;
}

const leaderIn = (s: LnlState, u: UnitState, where: (l: UnitState) => boolean) =>
  onMap(s).some((l) => l.side === u.side && l.kind === "leader" && !l.shaken && l.id !== u.id && where(l));

/** The end's share of result `r` on `u`: the Good Order MMCs it takes off `u`'s side at the end. */
export function endLoss(s: LnlState, u: UnitState, r: DamageResult, stays = staysShaken(s, u)): number {
  if (!isMmc(u.kind)) return 0;
  const after = applyResult(u, r);
  if (u.shaken) return after.eliminated ? 1 - stays : 0;
  if (after.eliminated) return 1;
  return after.shaken ? stays : 0;
}

/**
 * What result `r` on `u` is worth (units, project defaults): what it changes now (a unit gone,
 * abandoned or destroyed 1; a squad reduced to a half-squad 0.6; wounded 0.4; newly Shaken 0.3; a
 * result that changes nothing, as Shaken on a Shaken MMC, 0; on a Shaken MMC all of it × the chance
 * that it rallies before the end) plus END_WEIGHT × its end loss.
 */
export function resultWorth(s: LnlState, u: UnitState, r: DamageResult, stays = staysShaken(s, u)): number {
  const after = applyResult(u, r);
  const now =
    (after.eliminated && !u.eliminated) || (after.abandoned && !u.abandoned) || (after.wreck && !u.wreck)
      ? 1
      : after.reducedToHalfSquad
        ? 0.6
        : after.wounded && !u.wounded
          ? 0.4
          : after.shaken && !u.shaken
            ? 0.3
            : 0;
  // a Shaken MMC neither fires nor counts unless it rallies: what befalls it matters as much as that
  const live = u.shaken && isMmc(u.kind) ? 1 - stays : 1;
  return now * live + END_WEIGHT * endLoss(s, u, r, stays);
}
