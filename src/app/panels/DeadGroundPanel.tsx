import { DEAD_GROUND_TARGET_NOTE } from "../../core/los/map-legend";
import { sideColour } from "../../geometry/render/palette";
import { useApp, useAppStore } from "../store/hooks";
import { TARGET_HEIGHTS, type TargetHeight } from "../store/types";
import { MinHeightLegend, ThreatLegend } from "./MapLegend";
import { downloadMapPng, exportFileName } from "./map-export";
import { OverlayProgress } from "./OverlayProgress";
import { RulesPicker } from "./RulesPicker";

/** Dead ground for the selected unit, or a threat map for a side, with progress and a legend. */
export function DeadGroundPanel() {
  const app = useAppStore();
  const o = useApp((s) => s.overlay);
  const r = useApp((s) => s.overlayResult);
  const units = useApp((s) => s.table.units);
  const zones = useApp((s) => s.table.deploymentZones.length);
  const showZones = useApp((s) => s.view.showZones);
  const sides = [...new Set(units.map((u) => u.side))];
  const request = app.getState().requestOverlay;
  const tableName = useApp((s) => s.table.name);
  const selected = useApp((s) => s.selectedUnitId);
  const who = o.at ? `the point (${o.at.x}, ${o.at.y}) at ${o.at.eyeYards} yd` : (o.observerId ?? "");
  const exportPng = () => {
    if (!r.grid || o.kind === "none") return;
    const of = o.kind === "threat" ? o.side : o.at ? `at-${o.at.x}-${o.at.y}` : (o.observerId ?? "map");
    const st = app.getState();
    const whose =
      o.kind === "threat"
        ? `seen by ${o.side}`
        : o.at
          ? `from the point (${o.at.x}, ${o.at.y}) at ${o.at.eyeYards} yd`
          : `from ${o.observerId ?? "?"}`;
    const input = { table: st.table, catalog: st.catalog, kind: o.kind, grid: r.grid, of: whose };
    downloadMapPng(input, exportFileName(tableName, o.kind, of)).catch((e: unknown) =>
      app.getState().setOverlayResult({ status: "error", error: e instanceof Error ? e.message : String(e) }),
    );
  };
  return (
    <section
      className="panel"
      data-testid="deadground-panel"
      data-status={r.status}
      data-kind={o.kind}
      data-live={r.live ?? ""}
    >
      <h2>Dead ground</h2>
      <p className="hint">Click a unit to see the ground it cannot see; drag it and the map follows.</p>
      <RulesPicker />
      <div className="row">
        <label>
          Unit{" "}
          <select
            value={o.kind === "deadground" ? (o.observerId ?? "") : ""}
            onChange={(e) =>
              request({
                kind: e.target.value ? "deadground" : "none",
                observerId: e.target.value || null,
                at: null,
              })
            }
            data-testid="deadground-unit"
          >
            <option value="">—</option>
            {units.map((u) => (
              <option key={u.id} value={u.id}>
                {u.id} ({u.type})
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="row">
        <label>
          Eye height of a point{" "}
          <input
            type="number"
            min={0.1}
            step={0.5}
            value={o.eyeYards}
            data-testid="deadground-eye"
            onChange={(e) => {
              const v = Number(e.target.value);
              if (Number.isFinite(v) && v > 0)
                request({ eyeYards: v, at: o.at ? { ...o.at, eyeYards: v } : null });
            }}
          />{" "}
          yd
        </label>
        <button
          type="button"
          data-testid="minheight-button"
          disabled={!o.at && !(o.observerId ?? selected)}
          onClick={() =>
            request({ kind: "minheight", observerId: o.at ? null : (o.observerId ?? selected), at: o.at })
          }
        >
          Minimum visible height
        </button>
      </div>
      <fieldset className="row">
        <legend>Target height</legend>
        {(Object.keys(TARGET_HEIGHTS) as TargetHeight[]).map((h) => (
          <label key={h}>
            <input
              type="radio"
              name="target-height"
              checked={o.targetHeight === h}
              onChange={() => request({ targetHeight: h })}
            />{" "}
            {h} ({TARGET_HEIGHTS[h]} yd)
          </label>
        ))}
      </fieldset>
      <p className="hint" data-testid="deadground-target-note">
        {DEAD_GROUND_TARGET_NOTE}
      </p>
      <div className="row">
        <label>
          Threat map for{" "}
          <select value={o.side} onChange={(e) => request({ side: e.target.value })}>
            {sides.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => request({ kind: "threat" })} data-testid="threat-button">
          Show threat
        </button>
        <button type="button" onClick={() => request({ kind: "none" })}>
          Clear
        </button>
      </div>
      {zones > 0 && (
        <label className="row">
          <input
            type="checkbox"
            checked={showZones}
            onChange={(e) => app.getState().setView({ showZones: e.target.checked })}
          />{" "}
          Show deployment zones
        </label>
      )}
      {r.status === "running" && <OverlayProgress testId="overlay-progress" />}
      {r.status === "error" && (
        <p className="error" data-testid="overlay-error">
          {r.error}
        </p>
      )}
      {r.status === "done" && o.kind === "deadground" && (
        <p data-testid="overlay-summary">
          {who} sees {Math.round((r.visibleFraction ?? 0) * 100)}% of the table ({r.grid?.cols}×{r.grid?.rows}{" "}
          cells, {Math.round(r.ms ?? 0)} ms
          {r.live === "coarse" ? ", following the drag" : ""}). <span className="swatch dead" /> dead ground
        </p>
      )}
      {r.status === "done" && o.kind === "threat" && (
        <p data-testid="overlay-summary">
          Cells seen by <b style={{ color: sideColour(o.side) }}>{o.side}</b> ({Math.round(r.ms ?? 0)} ms):
        </p>
      )}
      {r.status === "done" && o.kind === "threat" && r.grid && <ThreatLegend grid={r.grid} />}
      {r.status === "done" && o.kind === "minheight" && r.grid?.heightsYards && (
        <>
          <p data-testid="overlay-summary">
            Minimum visible height for {who} ({r.grid.cols}×{r.grid.rows} cells, {Math.round(r.ms ?? 0)} ms)
          </p>
          <MinHeightLegend heightsYards={r.grid.heightsYards} />
        </>
      )}
      {r.status === "done" && r.grid && (
        <button type="button" data-testid="export-png" onClick={exportPng}>
          Export PNG
        </button>
      )}
    </section>
  );
}
