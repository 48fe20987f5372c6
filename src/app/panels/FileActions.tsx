import { useEffect, useState } from "react";
import { fileText } from "../files/file-text";
import { openTableText, saveFileName, tableFileText } from "../files/load";
import { shareLink } from "../files/share";
import { useAppStore } from "../store/hooks";
import { downloadText, FilePickButton } from "./controls";

/** Opens a dropped or picked file through the validator. */
async function openFile(app: ReturnType<typeof useAppStore>, file: File): Promise<void> {
  const text = await fileText(file);
  if (text.ok) openTableText(app, text.value, file.name);
  else app.getState().reportLoadError({ title: `${file.name} could not be opened`, problems: text.error });
}

/** Open (picker), Save (download), Share (self-contained link) and drag-and-drop of table files. */
export function FileActions() {
  const app = useAppStore();
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    const over = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes("Files")) e.preventDefault();
    };
    const drop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      void openFile(app, file);
    };
    window.addEventListener("dragover", over);
    window.addEventListener("drop", drop);
    return () => {
      window.removeEventListener("dragover", over);
      window.removeEventListener("drop", drop);
    };
  }, [app]);

  const save = () => {
    const t = app.getState().table;
    downloadText(saveFileName(t), tableFileText(t));
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
        onFile={(f) => void openFile(app, f)}
      />
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
