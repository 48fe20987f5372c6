import { useMemo } from "react";
import { useApp, useAppStore } from "../../../store/hooks";
import { gameOf, useFirestrikeStore } from "../store/game-store";
import { autoResults, endStepAnyway, stepAt } from "./step-end";

/** Lines of automatic results listed in the notice before "see the log". */
const LISTED = 8;

/**
 * The warning "done" raises when bases may still act in the step, with Cancel and End step (issue 39
 * item 9). It lapses when the step or the side to act changes by other means.
 */
export function DoneConfirm() {
  const app = useAppStore();
  const v = useFirestrikeStore((s) => s.game.view);
  const asked = useFirestrikeStore((s) => s.game.confirmDone);
  if (!v || !asked || asked.at !== stepAt(v) || v.replayAt !== null) return null;
  return (
    <div
      className="dialog step-notice"
      role="alertdialog"
      aria-label="End the step?"
      data-testid="done-confirm"
    >
      <h2>End {v.stepLabel}?</h2>
      <p>{asked.text}</p>
      <div className="row">
        <button
          type="button"
          data-testid="done-cancel"
          onClick={() => gameOf(app).setGame({ confirmDone: null })}
        >
          Cancel
        </button>
        <button
          type="button"
          className="primary"
          data-testid="done-end-step"
          onClick={() => endStepAnyway(app)}
        >
          End step
        </button>
      </div>
    </div>
  );
}

/**
 * The automatic results of the step just resolved, at the top of the side panel until dismissed
 * (`useUnreadResults`); the phase bar's "done" waits meanwhile. Not over the table, where it would
 * catch clicks meant for the bases.
 */
export function AutoResultsNotice() {
  const app = useAppStore();
  const auto = useUnreadResults();
  // A spectator's side panel is disabled (it cannot act): the results stay, without a button.
  const watching = useApp((s) => s.match.online?.spectator === true);
  if (!auto) return null;
  return (
    <section className="panel auto-results" role="status" data-testid="auto-results" data-entry={auto.entry}>
      <h2>{auto.title}</h2>
      <ul>
        {auto.lines.slice(0, LISTED).map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one entry never reorder
          <li key={i}>{l}</li>
        ))}
      </ul>
      {auto.lines.length > LISTED && (
        <p className="hint">and {auto.lines.length - LISTED} more: see the log.</p>
      )}
      <p className="hint">They are highlighted in the log.</p>
      {!watching && (
        <button
          type="button"
          className="primary"
          data-testid="auto-results-seen"
          onClick={() => gameOf(app).setGame({ autoSeen: auto.entry })}
        >
          Go on
        </button>
      )}
    </section>
  );
}

/** The latest automatic results while they are not dismissed (null in replay, or once seen). */
export function useUnreadResults() {
  const rows = useFirestrikeStore((s) => s.game.view?.rows);
  const replaying = useFirestrikeStore((s) => s.game.view?.replayAt !== null);
  const seen = useFirestrikeStore((s) => s.game.autoSeen);
  const auto = useMemo(() => (rows ? autoResults(rows) : null), [rows]);
  return auto && !replaying && auto.entry !== seen ? auto : null;
}
