import { useEffect, useRef } from "react";
import type { Table } from "../../core/table/schema";
import { statsSink } from "../scene/RenderStats";
import { useApp, useAppStore } from "../store/hooks";

/** Table name, where it came from, the last action, and (with ?debug=1) the render statistics. */
export function StatusBar({ original }: { original: Table | null }) {
  const app = useAppStore();
  const name = useApp((s) => s.table.name);
  const source = useApp((s) => s.source);
  const savedAs = useApp((s) => s.savedAs);
  const notice = useApp((s) => s.notice);
  const debug = useApp((s) => s.view.debug);
  const stats = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    statsSink.el = stats.current;
    return () => {
      statsSink.el = null;
    };
  }, []);
  return (
    <footer className="status">
      <span data-testid="table-name">{name}</span>
      <span className="muted" data-testid="table-source">
        {savedAs ?? source.replace(/^url:/, "").replace(/^file:/, "")}
      </span>
      {notice && (
        <span className="notice" data-testid="notice">
          {notice}
        </span>
      )}
      {original && (
        <button
          type="button"
          onClick={() => app.getState().loadTable(original, source, "Reverted to the linked table")}
        >
          Revert
        </button>
      )}
      {debug && (
        <span className="stats" data-testid="render-stats" ref={stats}>
          measuring…
        </span>
      )}
    </footer>
  );
}
