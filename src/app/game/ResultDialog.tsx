import { useState } from "react";
import { sideColour } from "../../geometry/render/palette";
import { useApp } from "../store/hooks";

/**
 * The game-over furniture every ruleset without its own can show (issue 38 item 2; Firestrike has its
 * own, rulesets/firestrike/ui/Screens.tsx): who won and why, a table of each side's figures, and
 * Replay / Save / New game. It hides nothing behind it (no backdrop): the header's Save and the side
 * panel stay usable, and "Look at the table" closes it until the next game.
 */

/** One row of the result table: a label and each side's value, in `sides` order. */
export interface ResultRow {
  label: string;
  values: (string | number)[];
}

export interface ResultDialogProps {
  /** the testid prefix: `${id}-result`, `${id}-result-replay`, … */
  id: string;
  winner: string | null;
  reason: string;
  sides: string[];
  rows: ResultRow[];
  /** what the game is (the set-up's name), shown under the verdict */
  name?: string;
  onReplay(): void;
  onSave(): void;
  onNewGame(): void;
}

/** How the verdict reads to this page: its seat won or lost (online), or neutral (hot-seat, a watcher, a draw). */
export type ResultOutcome = "won" | "lost" | "neutral";

/** The outcome for the page's own seat (null: hot-seat or a spectator, where no one seat is the viewer's). */
export function resultOutcome(winner: string | null, viewer: string | null): ResultOutcome {
  if (!viewer || !winner) return "neutral";
  return winner === viewer ? "won" : "lost";
}

/** The heading's colour for an outcome (green for the viewer's win, red for its loss, else plain). */
export const OUTCOME_COLOUR: Record<ResultOutcome, string> = {
  won: "#7be38f",
  lost: "#ff8a80",
  neutral: "#e8eef4",
};

/** The result card; a new game (another name or winner) opens it again. */
export function ResultDialog(p: ResultDialogProps) {
  const key = `${p.name ?? ""}|${p.winner ?? ""}|${p.reason}`;
  const [closed, setClosed] = useState<string | null>(null);
  const online = useApp((s) => s.match.online);
  const outcome = resultOutcome(p.winner, online && !online.spectator ? online.seat : null);
  if (closed === key) return null;
  return (
    <div
      className="dialog result"
      role="dialog"
      aria-label="Result"
      data-testid={`${p.id}-result`}
      data-winner={p.winner ?? ""}
      data-outcome={outcome}
      // The shared `.dialog` look is an error's (red border, red-brown ground): a result is not an error,
      // so its card has the panel's ground and a border in the winner's side colour (neutral for a draw).
      style={{
        background: "var(--panel)",
        border: `2px solid ${p.winner ? sideColour(p.winner) : "var(--line)"}`,
      }}
    >
      {/* Hot-seat the heading is neutral, underlined in the winner's side colour (issue 38). */}
      <h2
        data-testid={`${p.id}-result-heading`}
        style={{
          color: OUTCOME_COLOUR[outcome],
          borderBottom: p.winner ? `2px solid ${sideColour(p.winner)}` : undefined,
        }}
      >
        {p.winner ? `${p.winner} wins` : "A draw"}
      </h2>
      <p data-testid={`${p.id}-result-why`}>{p.reason}</p>
      {p.name && <p>{p.name}</p>}
      <table style={{ borderCollapse: "collapse", margin: "8px 0" }}>
        <thead>
          <tr>
            <th />
            {p.sides.map((s) => (
              <th key={s} style={{ color: sideColour(s), padding: "2px 10px" }}>
                {s}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {p.rows.map((r) => (
            <tr key={r.label} data-testid={`${p.id}-result-row`}>
              <th style={{ textAlign: "left", padding: "2px 10px" }}>{r.label}</th>
              {r.values.map((v, i) => (
                <td key={p.sides[i]} style={{ padding: "2px 10px" }}>
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <button type="button" data-testid={`${p.id}-result-replay`} onClick={p.onReplay}>
          Replay the game
        </button>
        <button type="button" data-testid={`${p.id}-result-save`} onClick={p.onSave}>
          Save
        </button>
        <button type="button" data-testid={`${p.id}-result-new`} className="primary" onClick={p.onNewGame}>
          New game
        </button>
        <button type="button" data-testid={`${p.id}-result-close`} onClick={() => setClosed(key)}>
          Look at the table
        </button>
      </div>
    </div>
  );
}
