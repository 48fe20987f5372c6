import "./editor.css";
import { capProblems, moreProblemsText, PROBLEM_CAP } from "../../core/problems";
import { HEX_TERRAINS } from "../../core/table/hex-terrain";
import { useApp, useAppStore } from "../store/hooks";
import { DRAWABLE_AREAS, DRAWABLE_PATHS } from "../store/tool-slice";
import type { ToolId } from "../store/types";
import { NewBlankTable } from "./NewBlankTable";
import { ShapeProperties } from "./ShapeProperties";
import { TableSettings } from "./TableSettings";

const EDIT_TOOLS: { id: ToolId; label: string; help: string }[] = [
  {
    id: "draw-area",
    label: "Draw area",
    help: "Click points; click the first point, double-click or Enter to finish. Backspace undoes a point.",
  },
  { id: "draw-path", label: "Draw path", help: "Click points; double-click or Enter to finish." },
  {
    id: "draw-zone",
    label: "Deployment zone",
    help: "Click the zone's corners for the chosen side; click the first point, double-click or Enter to finish.",
  },
  {
    id: "edit",
    label: "Edit",
    help: "Click a feature, zone, objective or unit. Drag a shape's body to move it, its squares to reshape it. Drag a unit to move it, Shift-drag to move its whole formation. Delete removes the selection.",
  },
  { id: "place-unit", label: "Place unit", help: "Click to place a unit of the chosen type and side." },
  { id: "place-objective", label: "Objective", help: "Click to place an objective; set its points below." },
  { id: "place-smoke", label: "Smoke", help: "Click to place a smoke cloud of the chosen radius." },
  {
    id: "hex-terrain",
    label: "Hex terrain",
    help: "Click a hex to give it the chosen terrain type and level (saved in the table file); the features decide where none is chosen.",
  },
  { id: "erase", label: "Erase", help: "Click a unit, feature, objective or zone to remove it." },
];

/** The side select for placed units and drawn zones: the table's sides, plus blue and red. */
function SideSelect() {
  const app = useAppStore();
  const side = useApp((s) => s.editor.side);
  const sides = useApp((s) =>
    [
      ...new Set([
        "blue",
        "red",
        ...s.table.units.map((u) => u.side),
        ...s.table.deploymentZones.map((z) => z.side),
      ]),
    ].join(","),
  );
  return (
    <label>
      Side{" "}
      <select
        value={side}
        onChange={(e) => app.getState().setEditor({ side: e.target.value })}
        data-testid="editor-side"
      >
        {sides.split(",").map((x) => (
          <option key={x}>{x}</option>
        ))}
      </select>
    </label>
  );
}

/** What the active editor tool draws or places next. */
function ToolSettings({ tool }: { tool: ToolId }) {
  const app = useAppStore();
  const ed = useApp((s) => s.editor);
  const catalog = useApp((s) => s.catalog);
  const s = app.getState();
  if (tool === "draw-area")
    return (
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
    );
  if (tool === "draw-path")
    return (
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
    );
  if (tool === "draw-zone")
    return (
      <div className="row">
        <SideSelect />
      </div>
    );
  if (tool === "place-unit")
    return (
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
        <SideSelect />
      </div>
    );
  if (tool === "hex-terrain")
    return (
      <div className="row">
        <label>
          Terrain{" "}
          <select
            value={ed.hexTerrain}
            onChange={(e) => s.setEditor({ hexTerrain: e.target.value as typeof ed.hexTerrain })}
            data-testid="hex-terrain"
          >
            <option value="">from the features</option>
            {HEX_TERRAINS.map((x) => (
              <option key={x}>{x}</option>
            ))}
          </select>
        </label>
        <label>
          Level{" "}
          <select
            value={ed.hexLevel ?? ""}
            onChange={(e) => s.setEditor({ hexLevel: e.target.value === "" ? null : Number(e.target.value) })}
            data-testid="hex-level"
          >
            <option value="">from the features</option>
            {[0, 1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
    );
  if (tool === "place-smoke")
    return (
      <label className="row">
        Radius (")
        <select
          value={ed.smokeRadiusInches}
          onChange={(e) => s.setEditor({ smokeRadiusInches: Number(e.target.value) })}
          data-testid="smoke-radius"
        >
          {[1, 1.5, 2, 3, 4, 6].map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
    );
  return null;
}

/** The unit selected in the editor: what moves with it, and how to remove it. */
function SelectedUnit() {
  const unit = useApp((s) => s.table.units.find((u) => u.id === s.selectedUnitId) ?? null);
  const mates = useApp((s) => {
    const f = s.table.units.find((u) => u.id === s.selectedUnitId)?.formation;
    return f ? s.table.units.filter((u) => u.formation === f).length : 0;
  });
  if (!unit) return null;
  return (
    <section className="props" data-testid="editor-unit">
      <h3>
        {unit.id}{" "}
        <small>
          {unit.type}, {unit.side}
        </small>
      </h3>
      <p className="hint">
        Drag to move it
        {unit.formation
          ? `; Shift-drag moves its formation ${unit.formation} (${mates} unit${mates === 1 ? "" : "s"})`
          : ""}
        . Delete removes it.
      </p>
    </section>
  );
}

/**
 * The terrain editor (loaded lazily): its tools and what they make, the selected shape's properties, the
 * table's settings. Refused edits list the validator's problems — next to the field they came from, or
 * here and on the table where the edit was tried.
 */
export default function EditorPanel() {
  const app = useAppStore();
  const tool = useApp((s) => s.tool);
  const err = useApp((s) => (s.editError && !s.editError.field ? s.editError : null));
  const s = app.getState();
  const hexGrid = useApp((s) => s.table.hex !== undefined);
  const current = EDIT_TOOLS.find((t) => t.id === tool);
  return (
    <section className="panel editor" data-testid="editor-panel">
      <h2>Terrain editor</h2>
      <div className="row">
        File: <NewBlankTable />
      </div>
      <div className="row wrap">
        {EDIT_TOOLS.filter((t) => hexGrid || t.id !== "hex-terrain").map((t) => (
          <button
            type="button"
            key={t.id}
            aria-pressed={tool === t.id}
            data-testid={`edit-${t.id}`}
            title={t.help}
            onClick={() => s.setTool(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <ToolSettings tool={tool} />
      {current && <p className="hint">{current.help}</p>}
      {err && (
        <div className="error" data-testid="edit-error">
          <b>{err.title}</b>
          <ul>
            {capProblems(err.problems).shown.map((p) => (
              <li key={`${p.path}:${p.message}`}>
                <code>{p.path}</code> {p.message}
              </li>
            ))}
            {err.problems.length > PROBLEM_CAP && (
              <li className="muted">{moreProblemsText(err.problems.length - PROBLEM_CAP)}</li>
            )}
          </ul>
          <button type="button" onClick={() => s.clearErrors()}>
            Dismiss
          </button>
        </div>
      )}
      <ShapeProperties />
      <SelectedUnit />
      <TableSettings />
    </section>
  );
}
