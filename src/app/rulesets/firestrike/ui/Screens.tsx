import { sideColour } from "../../../../geometry/render/palette";
import { useAppStore } from "../../../store/hooks";
import { gameOf, useFirestrikeStore } from "../store/game-store";

/** Hides the table while the screen passes from one side to the other during deployment and in simultaneous movement. */
export function HandOver() {
  const app = useAppStore();
  const to = useFirestrikeStore((s) => s.game.handOverTo);
  const v = useFirestrikeStore((s) => s.game.view);
  if (!to || !v) return null;
  const name = v.sides.find((x) => x.id === to)?.name ?? to;
  const play = to === "play";
  return (
    <div className="handover" data-testid="handover" data-to={to}>
      <div>
        <h2>{play ? "Deployment is over" : `Hand the screen to ${name}`}</h2>
        <p>
          {play
            ? "Both sides have deployed. From now on everything on the table is in plain view, as at a real table."
            : v.stage === "play"
              ? `${name} moves now. The other side's moves of this step stay hidden until both have finished.`
              : `${name} deploys now. The other side's bases stay hidden until both have finished.`}
        </p>
        <button
          type="button"
          className="primary"
          data-testid="handover-ready"
          style={play ? undefined : { borderColor: sideColour(to) }}
          onClick={() => gameOf(app).setGame({ handOverTo: null })}
        >
          {play ? "Start turn 1" : `${name} is ready`}
        </button>
      </div>
    </div>
  );
}

/** The result: who won and why, and each side's losses and objectives. */
export function ResultScreen() {
  const app = useAppStore();
  const v = useFirestrikeStore((s) => s.game.view);
  const closed = useFirestrikeStore((s) => s.game.resultClosed);
  if (v?.stage !== "over" || closed || v.replayAt !== null || !v.result) return null;
  const r = v.result;
  const name = (id: string | null) => v.sides.find((x) => x.id === id)?.name ?? id ?? "";
  return (
    <div className="dialog result" role="dialog" data-testid="result" data-winner={r.winner ?? ""}>
      <h2>{r.winner ? `${name(r.winner)} wins` : "A draw"}</h2>
      <p>{r.reason}</p>
      <table>
        <thead>
          <tr>
            <th />
            {r.sides.map((x) => (
              <th key={x.side} style={{ color: sideColour(x.side) }}>
                {x.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(
            [
              ["Bases at the start", (x) => x.bases],
              ["Still in play", (x) => x.inPlay],
              ["Destroyed or removed", (x) => x.lost],
              ["Abandoned", (x) => x.abandoned],
              ["HQ bases lost", (x) => x.hqLost],
              ["Damage on bases in play", (x) => x.damage],
              ["Objectives held", (x) => x.objectives.join(", ") || "—"],
              ["Objective points", (x) => x.points],
            ] as [string, (x: (typeof r.sides)[number]) => string | number][]
          ).map(([label, f]) => (
            <tr key={label} data-testid="result-row">
              <th>{label}</th>
              {r.sides.map((x) => (
                <td key={x.side}>{f(x)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="row">
        <button type="button" onClick={() => gameOf(app).setGame({ resultClosed: true })}>
          Look at the table
        </button>
        <button type="button" data-testid="result-replay" onClick={() => gameOf(app).gameApi?.replayTo(0)}>
          Replay the game
        </button>
      </div>
    </div>
  );
}

/** Replay: step forward and back through the log, or jump to the start of a turn. */
export function ReplayBar() {
  const app = useAppStore();
  const v = useFirestrikeStore((s) => s.game.view);
  if (!v || v.replayAt === null) return null;
  const at = v.replayAt;
  const go = (n: number) => gameOf(app).gameApi?.replayTo(n);
  const here = v.rows.find((r) => r.kind === "entry" && r.entry === at - 1);
  return (
    <div className="replay-bar" data-testid="replay-bar" data-at={at} data-turn={v.turn}>
      <button type="button" data-testid="replay-start" onClick={() => go(0)} title="Back to the start">
        Start
      </button>
      <button type="button" data-testid="replay-back" onClick={() => go(at - 1)} disabled={at <= 0}>
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={v.entries}
        value={at}
        onChange={(e) => go(Number(e.target.value))}
        aria-label="Replay position"
      />
      <button
        type="button"
        data-testid="replay-forward"
        onClick={() => go(at + 1)}
        disabled={at >= v.entries}
      >
        ▶
      </button>
      <button type="button" onClick={() => go(v.entries)} title="To the last entry">
        End
      </button>
      {v.turnStarts.map(([turn, entry]) => (
        <button type="button" key={turn} data-testid={`replay-turn-${turn}`} onClick={() => go(entry)}>
          Turn {turn}
        </button>
      ))}
      <span className="hint">
        {at} / {v.entries} · {v.stage === "deploy" ? "deployment" : `turn ${v.turn}, ${v.stepLabel}`}
        {here ? ` · last: ${here.text}` : ""}
      </span>
      <button type="button" onClick={() => gameOf(app).gameApi?.replayTo(null)}>
        Leave replay
      </button>
    </div>
  );
}
