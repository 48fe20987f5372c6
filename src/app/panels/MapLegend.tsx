import { useMemo } from "react";
import type { CellGrid } from "../../geometry/render/overlays";
import { mapLegendEntries, minHeightColour } from "../scene/map-pixels";

/** What a ladder height means on the table (the ladder's project-default names, core/los/min-height.ts). */
const NAMES: Record<number, string> = {
  0.5: "a man lying down",
  1: "a crouching man",
  2: "standing infantry",
  3: "a vehicle's hull",
  4: "a tank's turret",
};

const css = (c: readonly number[]) => `rgba(${c[0]}, ${c[1]}, ${c[2]}, ${Math.max(0.6, c[3]! / 255)})`;

/**
 * The minimum-visible-height legend: each colour is the least target height the observer sees in a
 * cell, so it answers "would a tank be seen here, or only infantry?".
 */
export function MinHeightLegend({ heightsYards }: { heightsYards: readonly number[] }) {
  const n = heightsYards.length;
  return (
    <div data-testid="minheight-legend">
      <p className="hint">
        The least target height seen in each cell: a target this tall or taller is seen there.
      </p>
      <ul className="legend">
        {heightsYards.map((h, k) => (
          <li key={h} data-height={h}>
            <span className="swatch" style={{ background: css(minHeightColour(k, n)) }} /> {h} yd
            {NAMES[h] ? ` — even ${NAMES[h]} is seen` : ""}
          </li>
        ))}
        <li data-height="more">
          <span className="swatch" style={{ background: css(minHeightColour(n, n)) }} /> more than{" "}
          {heightsYards[n - 1]} yd — not even {NAMES[heightsYards[n - 1]!] ?? "the tallest"} is seen
        </li>
      </ul>
    </div>
  );
}

/** The threat map's legend: how many observers see a cell, 0, 1, 2 … with the ramp's colours. */
export function ThreatLegend({ grid }: { grid: CellGrid }) {
  const entries = useMemo(() => mapLegendEntries("threat", grid), [grid]);
  return (
    <ul className="legend" data-testid="threat-legend">
      {entries.map((e) => (
        <li key={e.label}>
          <span className="swatch" style={{ background: e.rgba[3] === 0 ? "transparent" : css(e.rgba) }} />{" "}
          {e.label}
        </li>
      ))}
    </ul>
  );
}
