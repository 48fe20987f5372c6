import { markAsWork } from "../files/autosave";
import { useApp, useAppStore } from "../store/hooks";
import { downloadText } from "./controls";

/**
 * Saves kept aside instead of lost (src/app/store/kept-slice.ts): what happened, a download and, where
 * the save is a table that loads, a restore (undoable, like opening a file).
 */
export function KeptSaves() {
  const app = useAppStore();
  const kept = useApp((s) => s.kept);
  if (kept.length === 0) return null;
  return (
    <div className="kept" role="status">
      {kept.map((k) => (
        <div className="kept-save" key={k.id} data-testid="kept-save" data-kept={k.id}>
          <span>{k.message}</span>
          <button type="button" data-testid="kept-download" onClick={() => downloadText(k.fileName, k.text)}>
            Download
          </button>
          {k.restore && (
            <button
              type="button"
              data-testid="kept-restore"
              onClick={() => {
                const r = k.restore!;
                const s = app.getState();
                markAsWork(r.table);
                s.loadTable(r.table, r.source, `Restored "${r.table.name}"`);
                s.dismissKept(k.id);
              }}
            >
              Restore
            </button>
          )}
          <button type="button" onClick={() => app.getState().dismissKept(k.id)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
