import { useApp, useAppStore } from "../store/hooks";

const EFFECT_TEXT = {
  clear: "clear",
  degrading: "degrading",
  blocking: "blocking",
  above: "passed over",
} as const;

/** The hex LOS check (issue 21): the verdict, each hex the line crosses with its effect, the hexsides. */
export function HexLosPanel() {
  const app = useAppStore();
  const hexLos = useApp((s) => s.hexLos);
  const revision = useApp((s) => s.revision);
  const showGrid = useApp((s) => s.showHexGrid);
  const hasGrid = useApp((s) => s.table.hex !== undefined);
  const v = hexLos.verdict && hexLos.revision === revision ? hexLos.verdict : null;
  return (
    <section className="panel" data-testid="hexlos-panel">
      <h2>Hex line of sight</h2>
      {!hasGrid && <p className="hint">This table has no hex grid (add "hex" to the table file).</p>}
      <p className="hint">Click a hex, then another: centre to centre at eye height, measured in 3D.</p>
      <label>
        <input
          type="checkbox"
          checked={showGrid}
          onChange={(e) => app.getState().setShowHexGrid(e.target.checked)}
        />{" "}
        Show the grid
      </label>
      <p data-testid="hexlos-pair">
        {hexLos.from ?? "—"} → {hexLos.to ?? "—"}
      </p>
      {hexLos.error && <p className="problem">{hexLos.error}</p>}
      {v && (
        <>
          <p className={v.visible ? "verdict visible" : "verdict blocked"} data-testid="hexlos-verdict">
            {v.visible
              ? `LOS clear, ${v.distanceHexes} hexes, ${v.degradingCounted} degrading hex${v.degradingCounted === 1 ? "" : "es"} counted`
              : `LOS blocked: ${v.blockedBecause}`}
          </p>
          <ul className="reasons" data-testid="hexlos-crossed">
            {v.crossed.map((c) => (
              <li key={`${c.label}-${c.via}`}>
                {c.label}
                {c.via === "interior" ? "" : ` (hexside, ${c.via === "hexside-left" ? "left" : "right"})`}:{" "}
                {EFFECT_TEXT[c.effect]} — {c.why}
              </li>
            ))}
          </ul>
          {v.hexsides.length > 0 && (
            <p className="hint">
              Along {v.hexsides.map((h) => `${h.left}|${h.right}`).join(", ")}: traced both ways; the{" "}
              {v.chosen} way counts.
            </p>
          )}
        </>
      )}
    </section>
  );
}
