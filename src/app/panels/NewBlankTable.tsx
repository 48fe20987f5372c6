import { useState } from "react";
import { useAppStore } from "../store/hooks";
import { hasUnsavedWork } from "../store/table-slice";

/** The editor's File → New blank table: a width and depth, and a confirmation when there is unsaved work. */
export function NewBlankTable() {
  const app = useAppStore();
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState(72);
  const [depth, setDepth] = useState(48);
  const make = () => {
    const s = app.getState();
    if (
      hasUnsavedWork(s) &&
      !window.confirm("The table has unsaved changes. Discard them for a new blank table?")
    )
      return;
    if (s.newBlankTable(width, depth)) setOpen(false);
  };
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)} data-testid="new-table" title="A new blank table">
        New blank table…
      </button>
    );
  return (
    <span className="new-table" data-testid="new-table-form">
      <label>
        Width{" "}
        <input
          type="number"
          min={1}
          max={480}
          value={width}
          onChange={(e) => setWidth(Number(e.target.value))}
        />
      </label>
      <label>
        Depth{" "}
        <input
          type="number"
          min={1}
          max={480}
          value={depth}
          onChange={(e) => setDepth(Number(e.target.value))}
        />
      </label>
      in
      <button type="button" onClick={make} data-testid="new-table-create">
        Create
      </button>
      <button type="button" onClick={() => setOpen(false)} aria-label="Cancel">
        ×
      </button>
    </span>
  );
}
