import { useApp, useAppStore } from "../store/hooks";
import { CAMERA_MODES, EDITOR_TOOL_IDS, type ToolId } from "../store/types";
import { FileActions } from "./FileActions";

const TOOLS: { id: ToolId; label: string; key: string }[] = [
  { id: "select", label: "Select", key: "Select, move (drag) and turn (Shift-drag, [ ]) units" },
  { id: "measure", label: "Measure", key: "Tape measure and range rings" },
  { id: "los", label: "Line of sight", key: "Observer, then target" },
  { id: "deadground", label: "Dead ground", key: "Dead ground and threat maps" },
];

const EXAGGERATIONS = [1, 2, 4, 6];

/** Tools, camera modes, undo/redo, files and view settings. */
export function Toolbar() {
  const app = useAppStore();
  const tool = useApp((s) => s.tool);
  const camera = useApp((s) => s.view.camera);
  const canUndo = useApp((s) => s.past.length > 0);
  const canRedo = useApp((s) => s.future.length > 0);
  const exaggeration = useApp((s) => s.view.exaggeration);
  const showLabels = useApp((s) => s.view.showLabels);
  const editing = (EDITOR_TOOL_IDS as readonly string[]).includes(tool);
  const s = app.getState();
  return (
    <header className="toolbar">
      <strong className="brand">Sightline</strong>
      <div className="group" role="toolbar" aria-label="Tools">
        {TOOLS.map((t) => (
          <button
            type="button"
            key={t.id}
            title={t.key}
            aria-pressed={tool === t.id}
            data-testid={`tool-${t.id}`}
            onClick={() => s.setTool(t.id)}
          >
            {t.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={editing}
          data-testid="tool-editor"
          onClick={() => s.setTool(editing ? "select" : "draw-area")}
        >
          Terrain editor
        </button>
      </div>
      <div className="group" role="toolbar" aria-label="Camera">
        {CAMERA_MODES.filter((m) => m !== "eye").map((m) => (
          <button
            type="button"
            key={m}
            aria-pressed={camera === m}
            data-testid={`camera-${m}`}
            onClick={() => s.setCamera(m)}
          >
            {m === "orbit" ? "3D view" : "Top view"}
          </button>
        ))}
        {camera === "eye" && (
          <button type="button" aria-pressed onClick={() => s.setCamera("orbit")}>
            Leave eye view
          </button>
        )}
      </div>
      <div className="group">
        <button
          type="button"
          disabled={!canUndo}
          onClick={() => s.undo()}
          title="Undo (Ctrl+Z)"
          data-testid="undo"
        >
          Undo
        </button>
        <button
          type="button"
          disabled={!canRedo}
          onClick={() => s.redo()}
          title="Redo (Ctrl+Shift+Z)"
          data-testid="redo"
        >
          Redo
        </button>
      </div>
      <FileActions />
      <div className="group">
        <label title="Vertical exaggeration of the picture only; line of sight always uses true heights">
          Height ×
          <select value={exaggeration} onChange={(e) => s.setView({ exaggeration: Number(e.target.value) })}>
            {EXAGGERATIONS.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={showLabels}
            onChange={(e) => s.setView({ showLabels: e.target.checked })}
          />{" "}
          Labels
        </label>
      </div>
    </header>
  );
}
