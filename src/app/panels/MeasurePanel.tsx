import { useApp } from "../store/hooks";
import { formatMeasurement, measureBetween } from "../tools/measure/distance";
import { UnitPanel } from "./UnitPanel";

/** The tape's reading, measured between closest base edges, and the selected unit's range rings. */
export function MeasurePanel() {
  const m = useApp((s) => s.measure);
  const table = useApp((s) => s.table);
  const catalog = useApp((s) => s.catalog);
  const r = m.a && m.b ? measureBetween(table, catalog, m.a, m.b) : null;
  const name = (a: NonNullable<typeof m.a>) =>
    a.kind === "unit" ? a.id : `(${a.at[0].toFixed(1)}, ${a.at[1].toFixed(1)})`;
  return (
    <>
      <section className="panel" data-testid="measure-panel">
        <h2>Measure</h2>
        <p className="hint">
          Click a unit or a point, then another. Units measure between closest base edges.
        </p>
        {r && m.a && m.b ? (
          <p data-testid="measure-readout" data-inches={String(r.inches)}>
            {name(m.a)} → {name(m.b)}: <b>{formatMeasurement(r, table.measuredIn)}</b>
          </p>
        ) : (
          <p className="hint">{m.a ? "Now click the other end." : "No tape yet."}</p>
        )}
      </section>
      <UnitPanel />
    </>
  );
}
