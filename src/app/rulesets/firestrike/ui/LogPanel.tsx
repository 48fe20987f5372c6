import { useEffect, useMemo, useRef } from "react";
import { filterLog } from "../../../../core/firestrike/match/log";
import { PHASE_LABELS } from "../../../../core/firestrike/match/steps";
import { PHASES, type Phase } from "../../../../core/firestrike/vocab";
import { ComputerLogReason } from "../../../game/ComputerLogReason";
import { useAppStore } from "../../../store/hooks";
import { gameOf, useFirestrikeStore } from "../store/game-store";
import { autoResults } from "./step-end";

/**
 * The dice and event log: every roll with its natural value, each modifier and its rule, the total and
 * the result; every event; filterable by turn, phase and unit (a base or a formation). Taken-back
 * entries stay, struck through, with their dice.
 */
export function LogPanel() {
  const app = useAppStore();
  const v = useFirestrikeStore((s) => s.game.view);
  const f = useFirestrikeStore((s) => s.game.logFilter);
  const rows = useMemo(() => (v ? filterLog(v.rows, f) : []), [v, f]);
  // The automatic results of the step just resolved stand out (issue 39 item 9).
  const fresh = useMemo(() => new Set(v ? (autoResults(v.rows)?.keys ?? []) : []), [v]);
  const list = useRef<HTMLOListElement>(null);
  // The newest lines are at the bottom: keep them in view as the game goes on.
  useEffect(() => {
    if (list.current && rows.length > 0) list.current.scrollTop = list.current.scrollHeight;
  }, [rows]);
  if (!v) return null;
  const set = (patch: Partial<typeof f>) => gameOf(app).setGame({ logFilter: { ...f, ...patch } });
  const turns = [...new Set(v.rows.map((r) => r.turn).filter((t): t is number => t !== null))];
  const units = [
    ...Object.values(v.state?.formations ?? {}).map((x) => ({ id: x.id, label: `${x.name} (unit)` })),
    ...Object.keys(v.state?.bases ?? {})
      .sort()
      .map((id) => ({ id, label: id })),
  ];
  const shown = rows.slice(-400);
  return (
    <section className="panel log-panel" data-testid="log-panel">
      <h2>Dice and event log</h2>
      <div className="row wrap">
        <select
          data-testid="log-turn"
          value={f.turn ?? ""}
          onChange={(e) => set({ turn: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">every turn</option>
          {turns.map((t) => (
            <option key={t} value={t}>
              turn {t}
            </option>
          ))}
        </select>
        <select
          data-testid="log-phase"
          value={f.phase ?? ""}
          onChange={(e) => set({ phase: (e.target.value || null) as Phase | null })}
        >
          <option value="">every phase</option>
          {PHASES.map((p) => (
            <option key={p} value={p}>
              {PHASE_LABELS[p].n} {PHASE_LABELS[p].name}
            </option>
          ))}
        </select>
        <select
          data-testid="log-unit"
          value={f.unit ?? ""}
          onChange={(e) => set({ unit: e.target.value || null })}
        >
          <option value="">every unit</option>
          {units.map((u) => (
            <option key={u.id} value={u.id}>
              {u.label}
            </option>
          ))}
        </select>
        <label>
          <input
            type="checkbox"
            data-testid="log-rolls"
            checked={f.rollsOnly}
            onChange={(e) => set({ rollsOnly: e.target.checked })}
          />{" "}
          dice only
        </label>
      </div>
      {rows.length > shown.length && (
        <p className="hint">
          Showing the last {shown.length} of {rows.length} lines.
        </p>
      )}
      <ol className="log" data-testid="log-rows" data-count={rows.length} ref={list}>
        {shown.map((r) => (
          <li
            key={r.key}
            data-testid="log-row"
            data-kind={r.kind}
            data-auto={fresh.has(r.key) || undefined}
            className={`log-${r.kind}${r.takenBack ? " taken-back" : ""}${fresh.has(r.key) ? " auto-fresh" : ""}`}
            title={r.takenBack ? "taken back" : undefined}
          >
            {r.turn !== null && <span className="when">T{r.turn}</span>} {r.text}
            {r.kind === "entry" && r.entry !== null && r.side !== null && (
              <ComputerLogReason entry={r.entry} seat={r.side} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
