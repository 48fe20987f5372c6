import { useEffect, useMemo, useState } from "react";
import { openTableFile, saveFileName, tableFileText } from "../files/load";
import { shareLink } from "../files/share";
import { TableParseClient } from "../files/table-parse-client";
import { useApp, useAppStore } from "../store/hooks";
import { downloadText, FilePickButton } from "./controls";

/** The progress of a large file parsing in the worker, with a way to stop it. */
function OpeningProgress({ onCancel }: { onCancel: () => void }) {
  const opening = useApp((s) => s.opening);
  if (!opening) return null;
  const mb = (b: number) => (b / (1 << 20)).toFixed(1);
  const words =
    opening.stage === "reading"
      ? `Reading ${opening.name}: ${mb(opening.doneBytes)} of ${mb(opening.totalBytes)} MB`
      : opening.stage === "parsing"
        ? `Reading ${opening.name}: checking the JSON`
        : `Checking ${opening.name} against the table format`;
  return (
    <span className="opening" data-testid="file-progress" data-stage={opening.stage}>
      <span>{words}</span>
      {opening.stage === "reading" ? (
        <progress max={opening.totalBytes || 1} value={opening.doneBytes} />
      ) : (
        <progress />
      )}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </span>
  );
}

/** Open (picker), Save (download), Share (self-contained link) and drag-and-drop of table files. */
export function FileActions() {
  const app = useAppStore();
  const [link, setLink] = useState<string | null>(null);
  const client = useMemo(
    () => (typeof Worker === "undefined" ? null : new TableParseClient(app.getState().catalog)),
    [app],
  );
  const openFile = (file: File) => void openTableFile(app, file, client);
  const cancelOpening = () => {
    client?.cancel();
    app.getState().setOpening(null);
  };

  useEffect(() => {
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes("Files")) e.preventDefault();
    };
    const drop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      void openTableFile(app, file, client);
    };
    window.addEventListener("dragover", over);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragover", over);
      window.removeEventListener("drop", drop);
    };
  }, [app, client]);

  const save = () => {
    const s = app.getState();
    const name = saveFileName(s.table);
    downloadText(name, tableFileText(s.table));
    s.markSaved(name);
  };

  const share = async () => {
    const s = app.getState();
    const los: [string, string] | null =
      s.los.observerId && s.los.targetId ? [s.los.observerId, s.los.targetId] : null;
    const url = await shareLink(window.location.href, { table: s.table, los });
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      s.setNotice(`Share link copied (${Math.round(url.length / 1024)} KB)`);
    } catch {
      s.setNotice("Share link ready: copy it from the box");
    }
  };

  return (
    <div className="group">
      <FilePickButton
        label="Open…"
        title="Open a table file (or drop one on the page)"
        inputTestId="open-file"
        onFile={openFile}
      />
      <OpeningProgress onCancel={cancelOpening} />
      <button type="button" onClick={save} data-testid="save">
        Save
      </button>
      <button type="button" onClick={() => void share()} data-testid="share">
        Share
      </button>
      {link && (
        <span className="share-box">
          <input readOnly value={link} data-testid="share-link" onFocus={(e) => e.target.select()} />
          <button type="button" onClick={() => setLink(null)} aria-label="Close">
            ×
          </button>
        </span>
      )}
    </div>
  );
}
