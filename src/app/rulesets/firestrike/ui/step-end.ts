import type { TodoItem, TodoKind } from "../../../../core/firestrike/match/hotseat";
import type { LogRow } from "../../../../core/firestrike/match/log";
import { stepLabel } from "../../../../core/firestrike/match/steps";
import type { Step } from "../../../../core/firestrike/vocab";
import type { AppStore } from "../../../store/store";
import { gameOf } from "../store/game-store";
import type { GameView } from "../view";

/**
 * The end of a step in the page (issue 39 item 9): "done" warns before it ends a step in which bases
 * may still act, and the automatic results the step's end produced (fire resolved at the end of a
 * fire step, barrages, morale checks, assaults) are shown before play goes on. What "may still act"
 * means is the engine's todo list (core/firestrike/match/hotseat.ts `todoFor`), not a rule here.
 */

/**
 * The todo kinds whose chance ends with the step, so "done" asks first. Move markers, HQ move rolls
 * and moves are left out on purpose: leaving a unit without orders or standing still is an ordinary
 * choice made every turn, and the phase bar's todo line already lists them.
 */
const LOST_WITH_THE_STEP: Partial<Record<TodoKind, string>> = {
  "direct-fire": "may still fire",
  "impact-zone": "may still place an impact zone",
  resurrect: "may still be resurrected",
};

/** Bases named in a warning before "and N more". */
const NAMED = 8;

/** The question to ask before "done" ends the step, or null when nothing may still act in it. */
export function doneWarning(todo: readonly TodoItem[]): string | null {
  const parts: string[] = [];
  for (const t of todo) {
    const verb = LOST_WITH_THE_STEP[t.kind];
    if (verb && t.ids.length > 0) {
      const named = t.ids.slice(0, NAMED).join(", ");
      const more = t.ids.length > NAMED ? ` and ${t.ids.length - NAMED} more` : "";
      parts.push(`${named}${more} ${verb}`);
    }
    // An airstrike is placed by the side, not a base: its todo has no ids, only the count.
    if (t.kind === "airstrike") parts.push(t.text.replace(/ to place$/, " still to place"));
  }
  return parts.length > 0 ? `${parts.join("; ")} this step. End the step anyway?` : null;
}

/** Where a "done" question was asked: the turn, step and side to act. */
export const stepAt = (v: GameView): string => `${v.turn}:${v.state?.step ?? ""}:${v.actor ?? ""}`;

/** "Done" pressed: ends the step, or first asks when bases may still act in it (`game.confirmDone`). */
export function pressDone(app: AppStore): void {
  const v = gameOf(app).game.view;
  if (!v?.actor) return;
  const warning = doneWarning(v.todo);
  if (warning) gameOf(app).setGame({ confirmDone: { text: warning, at: stepAt(v) } });
  else gameOf(app).gameApi?.play({ type: "done", side: v.actor });
}

/** "End step" in the warning: ends the step all the same. */
export function endStepAnyway(app: AppStore): void {
  const v = gameOf(app).game.view;
  const asked = gameOf(app).game.confirmDone;
  gameOf(app).setGame({ confirmDone: null });
  if (v?.actor && asked?.at === stepAt(v)) gameOf(app).gameApi?.play({ type: "done", side: v.actor });
}

/** The automatic results of the latest "done", to show before play goes on. */
export interface AutoResults {
  /** the log entry they came with */
  entry: number;
  /** "Morale results" when a morale check is among them, else "Results of 5a 1st direct fire" */
  title: string;
  /** their log rows' keys (the log panel highlights them) */
  keys: string[];
  /** their log lines, in order */
  lines: string[];
}

const isMorale = (r: LogRow) => r.step === "damage-morale" || r.roll?.purpose === "tens";

/**
 * Book-keeping the turn does by itself every turn (HQ discovery and move rolls, SA dice, Discovered and
 * Broadcast markers): in the log, but no result to stop the game for.
 */
const ROUTINE_ROLLS: ReadonlySet<string> = new Set([
  "discovery",
  "situational-awareness",
  "hq-move",
  "sa-die",
]);
const routine = (r: LogRow) =>
  (r.roll !== null && ROUTINE_ROLLS.has(r.roll.purpose)) ||
  (r.kind === "event" &&
    /^(HQ \S+ (may move|stays put)|\S+ marker (added|removed|placed|moved))/.test(r.text));

/** A log entry that acts on nothing itself, so its events are what a step's end produced. */
const ENDS_A_STEP = /: (done with this step|advance to the next step)$/;

/**
 * The automatic results of the latest run of step ends in the log (a side's "done", and online the
 * engine's "advance" entries after it): the events and rolls they produced that concern a base (a step
 * or turn beginning, and side-wide dice such as SA dice, are not results to pause on). Null when there
 * are none, or when the last entry is an action of a side (its results are on screen already).
 */
export function autoResults(rows: readonly LogRow[]): AutoResults | null {
  const heads = rows.filter((r) => r.kind === "entry" && r.entry !== null);
  const run = new Set<number>();
  for (let i = heads.length - 1; i >= 0; i--) {
    const h = heads[i]!;
    if (h.takenBack || !ENDS_A_STEP.test(h.text)) break;
    run.add(h.entry!);
  }
  if (run.size === 0) return null;
  const results = rows.filter(
    (r) => r.entry !== null && run.has(r.entry) && r.kind !== "entry" && r.units.length > 0 && !routine(r),
  );
  if (results.length === 0) return null;
  const steps = [...new Set(results.map((r) => r.step).filter((s): s is Step => s !== null))];
  return {
    entry: Math.max(...run),
    title: results.some(isMorale) ? "Morale results" : `Results of ${steps.map(stepLabel).join(", ")}`,
    keys: results.map((r) => r.key),
    lines: results.map((r) => r.text),
  };
}
