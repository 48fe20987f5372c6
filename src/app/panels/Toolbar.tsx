import { GameMenu } from "../game/GameMenu";
import { OnlineMenu } from "../game/OnlineMenu";
import { useApp, useAppStore } from "../store/hooks";
import { EDITOR_TOOL_IDS } from "../store/types";
import { CameraButtons, HeightControl, LabelsToggle, type ToolButton, ToolButtons } from "./controls";
import { FileActions } from "./FileActions";

const TOOLS: ToolButton[] = [
  { id: "select", label: "Select", title: "Select, move (drag) and turn (Shift-drag, [ ]) units" },
  { id: "measure", label: "Measure", title: "Tape measure and range rings" },
  { id: "los", label: "Line of sight", title: "Observer, then target" },
  { id: "deadground", label: "Dead ground", title: "Dead ground and threat maps" },
];
/** Only on a table with a hex grid (issue 21). */
const HEX_TOOL: ToolButton = {
  id: "hexlos",
  label: "Hex LOS",
  title: "Hex to hex: each hex crossed and the verdict",
};

/** Tools, camera modes, undo/redo, files and view settings. */
export function Toolbar() {
  const app = useAppStore();
  const tool = useApp((s) => s.tool);
  const canUndo = useApp((s) => s.past.length > 0);
  const canRedo = useApp((s) => s.future.length > 0);
  const editing = (EDITOR_TOOL_IDS as readonly string[]).includes(tool);
  const hexGrid = useApp((s) => s.table.hex !== undefined);
  const s = app.getState();
  return (
    <header className="toolbar">
      <strong className="brand">Sightline</strong>
      <div className="group" role="toolbar" aria-label="Tools">
        <ToolButtons tools={hexGrid ? [...TOOLS.slice(0, 3), HEX_TOOL, TOOLS[3]!] : TOOLS} />
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
        <HeightControl />
        <LabelsToggle />
      </div>
    </header>
  );
}
