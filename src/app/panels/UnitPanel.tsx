import { worldOf } from "../store/derived";
import { useApp, useAppStore } from "../store/hooks";
import { commitUnitPose } from "../tools/select/motion";

/** The selected unit: what it is, where it stands, and its facing; plus the unit's-eye view. */
export function UnitPanel() {
  const app = useAppStore();
  const id = useApp((s) => s.selectedUnitId);
  const table = useApp((s) => s.table);
  const catalog = useApp((s) => s.catalog);
  const measure = useApp((s) => s.measure);
  const tool = useApp((s) => s.tool);
  const p = id ? worldOf(table, catalog).byId.get(id) : undefined;
  if (!p) return <p className="hint">Select a unit: drag to move it, Shift-drag or [ ] to turn it.</p>;
  const entry = catalog.byType.get(p.type);
  const enemies = table.units.filter((u) => u.side !== p.side);
  return (
    <section className="panel" data-testid="unit-panel">
      <h2>
        {p.id} <small>{entry?.name ?? p.type}</small>
      </h2>
      <dl>
        <dt>Side</dt>
        <dd>{p.side}</dd>
        <dt>Stands</dt>
        <dd>
          {p.standing.level === 0
            ? "level 0"
            : `level ${p.standing.level}${p.standing.onSlope ? " (slope)" : ""} of ${p.standing.hill?.id}`}
          , ground {p.groundYards.toFixed(1)} yd
        </dd>
        <dt>Posture</dt>
        <dd>
          {p.posture}
          {p.sunkBy?.kind === "trench" ? `, in ${p.sunkBy.featureId}` : ""}
        </dd>
        <dt>Eye / top</dt>
        <dd>
          {p.eyeYards.toFixed(1)} / {p.topYards.toFixed(1)} yd
        </dd>
      </dl>
      <div className="row">
        <label>
          Facing{" "}
          <input
            type="number"
            min={0}
            max={359}
            step={5}
            value={p.facing}
            onChange={(e) => {
              const f = Number(e.target.value);
              if (Number.isFinite(f)) commitUnitPose(app, p.id, p.x, p.y, ((f % 360) + 360) % 360);
            }}
          />
          °
        </label>
      </div>
      <div className="row">
        <label>
          Eye view toward{" "}
          <select onChange={(e) => e.target.value && app.getState().eyeView(p.id, e.target.value)} value="">
            <option value="">choose…</option>
            {enemies.map((u) => (
              <option key={u.id} value={u.id}>
                {u.id}
              </option>
            ))}
          </select>
        </label>
      </div>
      {(tool === "measure" || tool === "select") && (
        <label className="row">
          <input
            type="checkbox"
            checked={measure.showRings}
            onChange={(e) => app.getState().setMeasure({ showRings: e.target.checked })}
          />{" "}
          Range rings (8", 24"{p.category === "HQ" ? ', 12" HQ' : ""})
        </label>
      )}
    </section>
  );
}
