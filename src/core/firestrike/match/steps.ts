import { type Phase, STEP_PHASE, STEPS, type Step } from "../vocab";

/**
 * Names for the turn sequence as seed 000 numbers it ("Turn Sequence": phases 1-5, steps a-e), for the
 * phase bar and the log filters.
 */

/** Each phase's number and name. */
export const PHASE_LABELS: Record<Phase, { n: number; name: string }> = {
  command: { n: 1, name: "Command" },
  "indirect-fire-movement": { n: 2, name: "Indirect fire & movement" },
  airstrikes: { n: 3, name: "Airstrikes" },
  "indirect-fire-impact": { n: 4, name: "Indirect fire impact" },
  "direct-fire-assault": { n: 5, name: "Direct fire & assault" },
};

/** Each step's name as the seed words it. */
export const STEP_NAMES: Record<Step, string> = {
  discovery: "HQ broadcast discovery",
  "situational-awareness": "Situational awareness dice",
  "move-markers": "Move markers & HQ move rolls",
  broadcast: "Broadcast markers",
  "first-impact-zones": "1st indirect fire impact zones",
  movement: "Move bases",
  "second-impact-zones": "2nd indirect fire impact zones",
  rally: "Rally pinned bases",
  "place-airstrikes": "Place airstrike zones",
  "resolve-airstrikes": "Resolve airstrikes",
  "resolve-indirect": "Resolve indirect fire",
  "remove-discovered": "Remove Discovered markers",
  "persistent-markers": "Persistent markers",
  "first-direct-fire": "1st direct fire",
  "damage-morale": "Damage morale",
  assaults: "Assaults",
  "second-direct-fire": "2nd direct fire",
  "immobilized-effects": "Immobilized effects",
};

/** The seed's number for a step, e.g. "2b" for movement. */
export function stepCode(step: Step): string {
  const phase = STEP_PHASE[step];
  const inPhase = STEPS.filter((s) => STEP_PHASE[s] === phase);
  return `${PHASE_LABELS[phase].n}${String.fromCharCode(97 + inPhase.indexOf(step))}`;
}

/** "2b Move bases". */
export const stepLabel = (step: Step): string => `${stepCode(step)} ${STEP_NAMES[step]}`;
