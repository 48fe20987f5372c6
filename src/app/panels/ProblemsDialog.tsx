import { capProblems, moreProblemsText } from "../../core/problems";
import { useApp, useAppStore } from "../store/hooks";

/** A file or link that could not be opened: every problem with its JSON path. The table is unchanged. */
export function ProblemsDialog() {
  const app = useAppStore();
  const e = useApp((s) => s.loadError);
  if (!e) return null;
  const capped = capProblems(e.problems);
  const shown = capped.shown;
  const more = capped.more + (e.omitted ?? 0);
  return (
    <div className="dialog" role="alertdialog" aria-labelledby="load-error-title" data-testid="load-error">
      <h2 id="load-error-title">{e.title}</h2>
      <p>The table on screen is unchanged. Problems found:</p>
      <ul>
        {shown.map((p) => (
          <li key={`${p.path}:${p.message}`} data-testid="load-problem">
            <code>{p.path}</code> {p.message}
          </li>
        ))}
        {more > 0 && (
          <li className="muted" data-testid="load-problems-more">
            {moreProblemsText(more)}
          </li>
        )}
      </ul>
      <button type="button" onClick={() => app.getState().clearErrors()}>
        Dismiss
      </button>
    </div>
  );
}
