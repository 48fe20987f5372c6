import type { HexTerrain } from "../../../core/table/hex-terrain";
import type { Table } from "../../../core/table/schema";

/**
 * Per-hex overrides in the table editor (issue 21, hex mode: "each hex has a terrain type and level,
 * derived from the features it contains, with per-hex overrides in the table file and in the editor").
 * Ruleset-neutral: it edits `table.hex.overrides`, a table feature. The hex's smoke flag is kept.
 */

/** What the hex-terrain tool sets: a terrain (or none: the features say), and a level (or none). */
export interface HexOverrideChoice {
  terrain: HexTerrain | null;
  level: number | null;
}

/** Sets (or, with neither terrain nor level, clears) the override of hex `label` in a draft table. */
export function setHexOverride(d: Table, label: string, choice: HexOverrideChoice): void {
  if (!d.hex) throw new Error("the table has no hex grid");
  const old = d.hex.overrides.find((o) => o.hex === label);
  const rest = d.hex.overrides.filter((o) => o.hex !== label);
  const next = {
    hex: label,
    ...(choice.terrain ? { terrain: choice.terrain } : {}),
    ...(choice.level !== null ? { level: choice.level } : {}),
    ...(old?.smoke ? { smoke: true } : {}),
  };
  d.hex.overrides = Object.keys(next).length > 1 ? [...rest, next] : rest;
}

/** The edit's words, for the undo list. */
export function hexOverrideText(label: string, choice: HexOverrideChoice): string {
  if (!choice.terrain && choice.level === null) return `Hex ${label}: override cleared`;
  const parts = [choice.terrain, choice.level !== null ? `level ${choice.level}` : null].filter(Boolean);
  return `Hex ${label}: ${parts.join(", ")}`;
}
