import { useApp, useAppStore } from "../store/hooks";
import { DRAWABLE_AREAS, DRAWABLE_PATHS } from "../store/tool-slice";
import type { ToolId } from "../store/types";

const EDIT_TOOLS: { id: ToolId; label: string; help: string }[] = [
  {
    id: "draw-area",
    label: "Draw area",
    help: "Click points; click the first point, double-click or Enter to finish. Backspace undoes a point.",
  },
  { id: "draw-path", label: "Draw path", help: "Click points; double-click or Enter to finish." },
  { id: "edit", label: "Edit points", help: "Click a feature, drag its handles. Delete removes it." },
  { id: "place-unit", label: "Place unit", help: "Click to place a unit of the chosen type and side." },
  { id: "erase", label: "Erase", help: "Click a unit or a feature to remove it." },
];

/** The terrain editor's tools and settings (loaded lazily). Refused edits list the validator's problems. */
export default function EditorPanel() {
  const app = useAppStore();
  const tool = useApp((s) => s.tool);
  const ed = useApp((s) => s.editor);
  const err = useApp((s) => s.editError);
  const catalog = useApp((s) => s.catalog);
  const sides = useApp((s) => [...new Set(["blue", "red", ...s.table.units.map((u) => u.side)])].join(","));
  const s = app.getState();
  const current = EDIT_TOOLS.find((t) => t.id === tool);
  return (
    <section className="panel" data-testid="editor-panel">
      <h2>Terrain editor</h2>
      <div className="row wrap">
        {EDIT_TOOLS.map((t) => (
          <button
            type="button"
            key={t.id}
            aria-pressed={tool === t.id}
            data-testid={`edit-${t.id}`}
            onClick={() => s.setTool(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tool === "draw-area" && (
        <div className="row">
          <label>
            Type{" "}
            <select
              value={ed.areaType}
              onChange={(e) => s.setEditor({ areaType: e.target.value as typeof ed.areaType })}
              data-testid="area-type"
            >
              {DRAWABLE_AREAS.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </label>
          {ed.areaType === "hill" && (
            <label>
              Level{" "}
              <select
                value={ed.hillLevel}
                onChange={(e) => s.setEditor({ hillLevel: Number(e.target.value) })}
                data-testid="hill-level"
              >
                {[1, 2, 3, 4, 5].map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      {tool === "draw-path" && (
        <label className="row">
          Type{" "}
          <select
            value={ed.pathType}
            onChange={(e) => s.setEditor({ pathType: e.target.value as typeof ed.pathType })}
            data-testid="path-type"
          >
            {DRAWABLE_PATHS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
      )}
      {tool === "place-unit" && (
        <div className="row">
          <label>
            Type{" "}
            <select
              value={ed.unitType}
              onChange={(e) => s.setEditor({ unitType: e.target.value })}
              data-testid="unit-type"
            >
              {catalog.types.map((t) => (
                <option key={t.type} value={t.type}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Side{" "}
            <select value={ed.side} onChange={(e) => s.setEditor({ side: e.target.value })}>
              {sides.split(",").map((x) => (
                <option key={x}>{x}</option>
              ))}
            </select>
          </label>
        </div>
      )}
      {current && <p className="hint">{current.help}</p>}
      {err && (
        <div className="error" data-testid="edit-error">
          <b>{err.title}</b>
          <ul>
            {err.problems.map((p) => (
              <li key={`${p.path}:${p.message}`}>
                <code>{p.path}</code> {p.message}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => s.clearErrors()}>
            Dismiss
          </button>
        </div>
      )}
    </section>
  );
}
