import { resolveAssaults } from "./assault/resolve";
import { rollSituationalAwareness } from "./command/awareness";
import { rollDiscovery } from "./command/discovery";
import { placeBroadcastMarkers } from "./command/orders";
import { type Ctx, emit } from "./context";
import { DONE, type Outcome } from "./errors";
import { grantAirstrikes, resolveAirstrikes } from "./fire/airstrike";
import { applyPendingHits } from "./fire/direct";
import { resolveImpactZones } from "./fire/indirect";
import { rollDamageMorale, rollImmobilizedEffects, rollRally } from "./morale/checks";
import { continueRetreat, retreatBudget } from "./morale/reactions";
import { settleFinishedFirst } from "./movement/posture";
import { allBases, inPlay } from "./query";
import { STEPS, type Step } from "./vocab";

/**
 * The turn sequence (seed 000 "Turn Sequence"): five phases and their sub-steps, in order. `advance`
 * ends the current step and starts the next; steps that are pure dice (discovery, SA, rally, impact
 * resolution, morale, assaults, immobilized effects) run when they start.
 */

/** Work done when a step starts. */
const ON_START: Partial<Record<Step, (ctx: Ctx) => Outcome>> = {
  discovery: rollDiscovery,
  "situational-awareness": rollSituationalAwareness,
  broadcast: placeBroadcastMarkers,
  movement: continueRetreats,
  rally: rollRally,
  "place-airstrikes": (ctx) => {
    grantAirstrikes(ctx);
    return DONE;
  },
  "resolve-airstrikes": resolveAirstrikes,
  "resolve-indirect": resolveImpactZones,
  "remove-discovered": removeDiscovered,
  "damage-morale": rollDamageMorale,
  assaults: resolveAssaults,
  "immobilized-effects": rollImmobilizedEffects,
};

/** Work done when a step ends. */
const ON_END: Partial<Record<Step, (ctx: Ctx) => void>> = {
  movement: settleFinishedFirst,
  "first-direct-fire": applyPendingHits,
  "second-direct-fire": applyPendingHits,
};

/** seed 000 §6.3: Withdraw and Rout moves carry on in later turns until the base goes pinned. */
function continueRetreats(ctx: Ctx): Outcome {
  for (const b of allBases(ctx.s)) {
    if (!inPlay(b) || !b.retreat) continue;
    if (b.immobilized !== "none") {
      b.retreat = null;
      continue;
    }
    continueRetreat(ctx, b, retreatBudget(ctx, b));
  }
  return DONE;
}

/** Step 4b: remove HQ Discovered markers. */
function removeDiscovered(ctx: Ctx): Outcome {
  for (const b of allBases(ctx.s)) {
    if (!b.discovered) continue;
    b.discovered = false;
    emit(ctx, { type: "marker", kind: "discovered", action: "removed", base: b.id, side: b.side });
  }
  return DONE;
}

/** Clears the per-turn state at the start of a new turn (SA dice expire, Fired and Move markers go). */
function newTurn(ctx: Ctx): void {
  ctx.s.turn += 1;
  for (const side of ctx.s.sides) {
    side.saDice = 0;
    side.airstrikesLeft = 0;
    side.movedThisTurn = false;
    side.finishedFirst = false;
  }
  for (const f of Object.values(ctx.s.formations)) f.moveMarker = false;
  for (const b of Object.values(ctx.s.bases)) {
    b.fired = "none";
    b.hqMoveAllowed = null;
    b.spentInches = 0;
    b.movedInches = 0;
    b.moveMode = null;
    b.postureChanged = false;
    b.assaultMoved = false;
    b.mountedThisTurn = false;
    b.setupFraction = 0;
  }
}

/** Starts a step: logs it and runs its automatic work. */
export function startStep(ctx: Ctx, step: Step): Outcome {
  ctx.s.step = step;
  emit(ctx, { type: "step-started" });
  const run = ON_START[step];
  return run ? run(ctx) : DONE;
}

/** Handles `advance`: end this step, start the next (a new turn after step 5e; game over after the last turn). */
export function advance(ctx: Ctx): Outcome {
  // A machine gun may be resurrected only in the step it was killed (or, when direct fire killed it
  // as its step ended, in the step after).
  for (const b of Object.values(ctx.s.bases)) b.resurrectable = false;
  ON_END[ctx.s.step]?.(ctx);
  const i = STEPS.indexOf(ctx.s.step);
  if (i < STEPS.length - 1) return startStep(ctx, STEPS[i + 1]!);
  if (ctx.s.turn >= ctx.s.turnLimit) {
    ctx.s.over = true;
    emit(ctx, { type: "game-over", reason: `turn limit ${ctx.s.turnLimit} reached` });
    return DONE;
  }
  newTurn(ctx);
  emit(ctx, { type: "turn-started" });
  return startStep(ctx, STEPS[0]);
}
