import { GameMenu } from "../game/GameMenu";
import { OnlineMenu } from "../game/OnlineMenu";
import { useApp, useAppStore } from "../store/hooks";
import { EDITOR_TOOL_IDS } from "../store/types";
import { CameraButtons, LabelsToggle, type ToolButton, ToolButtons } from "./controls";
import { FileActions } from "./FileActions";

const TOOLS: ToolButton[] = [
  { id: "select", label: "Select", title: "Select, move (drag) and turn (Shift-drag, [ ]) units" },
  { id: "measure", label: "Measure", title: "Tape measure and range rings" },
  { id: "los", label: "Line of sight", title: "Observer, then target" },
  { id: "deadground", label: "Dead ground", title: "Dead ground and threat maps" },
];

const EXAGGERATIONS = [1, 2, 4, 6];

/** Tools, camera modes, undo/redo, files and view settings. */
export function Toolbar() {
  const app = useAppStore();
  const tool = useApp((s) => s.tool);
  const canUndo = useApp((s) => s.past.length > 0);
  const canRedo = useApp((s) => s.future.length > 0);
  const exaggeration = useApp((s) => s.view.exaggeration);
  const editing = (EDITOR_TOOL_IDS as readonly string[]).includes(tool);
  const s = app.getState();
  return (
    <header className="toolbar">
      <strong className="brand">Sightline</strong>
      <div className="group" role="toolbar" aria-label="Tools">
        <ToolButtons tools={TOOLS} />
        <button
          type="button"
          aria-pressed={editing}
          data-testid="tool-editor"
          onClick={() => s.setTool(editing ? "select" : "draw-area")}
        >
          Terrain editor
        </button>
      </div>
      <CameraButtons />
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
      <GameMenu />
      <OnlineMenu />
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
        <LabelsToggle />
      </div>
    </header>
  );
}
