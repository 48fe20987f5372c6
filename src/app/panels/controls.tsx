import { type CSSProperties, useRef } from "react";
import { tableExaggeration } from "../../geometry/render/scale";
import { useApp, useAppStore } from "../store/hooks";
import { CAMERA_MODES, type ToolId } from "../store/types";

/**
 * Toolbar pieces shared by the table's toolbar and the game's: the tool buttons, the camera buttons,
 * the labels switch, a file picker button, and saving text as a download.
 */

/** One tool button's id, label and tooltip. */
export interface ToolButton {
  id: ToolId;
  label: string;
  title: string;
}

/** Downloads text as a JSON file. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The tool buttons, the current one pressed. */
export function ToolButtons({ tools }: { tools: readonly ToolButton[] }) {
  const app = useAppStore();
  const tool = useApp((s) => s.tool);
  return (
    <>
      {tools.map((t) => (
        <button
          type="button"
          key={t.id}
          title={t.title}
          aria-pressed={tool === t.id}
          data-testid={`tool-${t.id}`}
          onClick={() => app.getState().setTool(t.id)}
        >
          {t.label}
        </button>
      ))}
    </>
  );
}

/** 3D and top views, and the way out of a unit's-eye view while in it. */
export function CameraButtons() {
  const app = useAppStore();
  const camera = useApp((s) => s.view.camera);
  const set = (m: (typeof CAMERA_MODES)[number]) => app.getState().setCamera(m);
  return (
    <div className="group" role="toolbar" aria-label="Camera">
      {/* In eye view the way out takes the 3D view button's place (it goes back to the 3D view). */}
      {camera === "eye" && (
        <button type="button" aria-pressed onClick={() => set("orbit")} title="Back to the 3D view">
          Leave eye view
        </button>
      )}
      {CAMERA_MODES.filter((m) => m !== "eye" && !(camera === "eye" && m === "orbit")).map((m) => (
        <button
          type="button"
          key={m}
          aria-pressed={camera === m}
          data-testid={`camera-${m}`}
          onClick={() => set(m)}
        >
          {m === "orbit" ? "3D view" : "Top view"}
        </button>
      ))}
    </div>
  );
}

const EXAGGERATIONS = [1, 2, 4, 6];

/**
 * The picture's height stretch, on every page (issue 38 item 1): by default the table's own (none on a
 * skirmish table, ×4 at 6 mm), or a chosen one. Line of sight always uses true heights.
 */
export function HeightControl() {
  const app = useAppStore();
  const chosen = useApp((s) => s.view.exaggeration);
  const own = useApp((s) => tableExaggeration(s.table.yardsPerInch));
  return (
    <label title="Vertical exaggeration of the picture only (*: the table's own, from its ground scale); line of sight always uses true heights">
      Height ×{" "}
      <select
        data-testid="height-exaggeration"
        value={String(chosen)}
        onChange={(e) =>
          app
            .getState()
            .setView({ exaggeration: e.target.value === "table" ? "table" : Number(e.target.value) })
        }
      >
        <option value="table" title="the table's own, from its ground scale">
          {own}*
        </option>
        {EXAGGERATIONS.map((x) => (
          <option key={x} value={String(x)}>
            {x}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Shows or hides the unit labels. */
export function LabelsToggle() {
  const app = useAppStore();
  const showLabels = useApp((s) => s.view.showLabels);
  const labelSide = useApp((s) => s.view.labelSide);
  const sides = useApp((s) => [...new Set(s.table.units.map((u) => u.side))].join(","));
  // One group, so the side choice never wraps away from its checkbox.
  return (
    <span className="group">
      <label>
        <input
          type="checkbox"
          checked={showLabels}
          onChange={(e) => app.getState().setView({ showLabels: e.target.checked })}
        />{" "}
        Labels
      </label>
      {showLabels && (
        // Issue 23 item 10: a player may show one side's labels only.
        <select
          aria-label="Whose unit names to show"
          value={labelSide ?? ""}
          data-testid="label-side"
          onChange={(e) => app.getState().setView({ labelSide: e.target.value || null })}
        >
          <option value="">all</option>
          {sides
            .split(",")
            .filter(Boolean)
            .map((side) => (
              <option key={side} value={side}>
                {side}
              </option>
            ))}
        </select>
      )}
    </span>
  );
}

/** A button that opens the file picker for JSON files, and hands the chosen file on. */
export function FilePickButton({
  label,
  title,
  testId,
  inputTestId,
  style,
  onFile,
}: {
  label: string;
  title?: string;
  testId?: string;
  inputTestId: string;
  style?: CSSProperties;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        style={style}
        data-testid={testId}
        title={title}
        onClick={() => input.current?.click()}
      >
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid={inputTestId}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onFile(f);
          e.target.value = "";
        }}
      />
    </>
  );
}
