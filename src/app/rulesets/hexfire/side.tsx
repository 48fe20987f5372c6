import type { HexfireEvent, Resolution } from "../../../core/hexfire/apply";
import type { HexfireState } from "../../../core/hexfire/state";
import { ComputerLogReason } from "../../game/ComputerLogReason";
import { SeatControls } from "../../game/SeatControls";
import { useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { HexfireGame } from "./adapter";
import { HexfireDeployPanel } from "./deploy-panel";
import { type HexfirePreview, useHexfireStore } from "./store";
import { calcLines, logLine, resolutionLines, statusText } from "./text";

/**
 * The hex fire/assault side panel: whose activation and why a control is off, the units with their
 * status, the picks (unit, assistants, target: all by clicks on the board), Fire / Op Fire and Assault
 * with every card line and measurement or why not, End and Pass, the last result line by line, take-back,
 * the replay slider and the log. It reads the store and calls the adapter.
 */

const host = (app: AppStore) => (app.getState().host?.api as HexfireGame | undefined) ?? null;

/** The last fire, Op Fire or assault in the log, if any. */
function lastResolution(log: readonly { events: readonly HexfireEvent[] }[]): Resolution | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const r = log[i]!.events.find((e) => e.type === "fire" || e.type === "op-fire" || e.type === "assault");
    if (r) return r as Resolution;
  }
  return null;
}

/** One attack's button with its card lines, or the reason it is off. */
function Attack({ p, label, testId }: { p: HexfirePreview; label: string; testId: string }) {
  const app = useAppStore();
  return (
    <div data-testid={`${testId}-preview`}>
      <button
        type="button"
        disabled={p.why !== null}
        title={p.why ?? undefined}
        onClick={() => void host(app)?.attack(p.kind)}
        data-testid={testId}
      >
        {label}
      </button>
      {p.why && (
        <span className="hint" data-testid={`${testId}-why`}>
          {" "}
          {p.why}
        </span>
      )}
      {p.calc && (
        <ul className="reasons">
          {calcLines(p.calc).map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The card's CO/2IC line: which own un-Finished CO/2IC adds its bonus (and is marked Finished), or none. */
function CommandPick({ v, seat, chosen }: { v: HexfireState; seat: string; chosen: string | null }) {
  const app = useAppStore();
  const c = host(app);
  const cmds = v.units.filter(
    (u) => u.side === seat && u.hex !== null && !u.finished && (u.type === "co" || u.type === "2ic"),
  );
  if (cmds.length === 0) return null;
  const pick = (id: string | null) => c?.picks.setCommand(id);
  return (
    <p className="group" data-testid="hexfire-command">
      CO/2IC bonus:{" "}
      <button type="button" aria-pressed={chosen === null} onClick={() => pick(null)}>
        none
      </button>
      {cmds.map((u) => (
        <button
          key={u.id}
          type="button"
          aria-pressed={chosen === u.id}
          onClick={() => pick(u.id)}
          data-testid={`hexfire-command-${u.id}`}
        >
          {u.type === "co" ? "CO" : "2IC"} {u.id} ({u.hex})
        </button>
      ))}
    </p>
  );
}

/** An APC's load and unload (project default: the passenger is then Finished; the rules refuse the rest). */
function Carry({ v, apc }: { v: HexfireState; apc: string }) {
  const app = useAppStore();
  const c = host(app);
  const a = v.units.find((u) => u.id === apc);
  if (a?.type !== "apc" || a.hex === null || a.finished) return null;
  if (v.activation && v.activation.unit !== apc) return null;
  const aboard = v.units.find((u) => u.carriedBy === apc);
  const riders = v.units.filter(
    (u) => u.side === a.side && u.type === "infantry" && u.hex === a.hex && !u.finished,
  );
  return (
    <div className="group" data-testid="hexfire-carry">
      {aboard ? (
        <button
          type="button"
          onClick={() => void c?.play({ type: "unload", unit: apc })}
          data-testid="hexfire-unload"
        >
          Unload {aboard.id} at {a.hex}
        </button>
      ) : (
        riders.map((r) => (
          <button
            key={r.id}
            type="button"
            onClick={() => void c?.play({ type: "load", unit: apc, passenger: r.id })}
            data-testid={`hexfire-load-${r.id}`}
          >
            Load {r.id}
          </button>
        ))
      )}
    </div>
  );
}

/** The side panel. */
export function HexfireSide() {
  const app = useAppStore();
  const shown = useHexfireStore((s) => s.hexfire);
  const snap = shown.snapshot;
  if (!snap) return <p className="hint">Loading the game…</p>;
  const v: HexfireState = snap.view;
  const seat = snap.seatsToAct[0];
  const c = host(app);
  const live = snap.replayAt === null && !snap.over;
  const { picked, assist, target, fire, assault, moves } = shown;
  const last = lastResolution(snap.log as { events: HexfireEvent[] }[]);
  const pickHint = !live
    ? snap.over
      ? "the game is over"
      : "replaying: press Now to play on"
    : v.opWindow
      ? `click a ${seat} unit's hex to Op Fire with it at ${v.opWindow.mover}, or pass`
      : !picked
        ? `click a ${seat} unit's hex to pick it`
        : !target
          ? `${moves.length ? "click a lit hex to move, or " : ""}click an enemy hex to aim at it`
          : "click another friendly unit's hex to add it to the group (again: take it off)";
  return (
    <section data-testid="hexfire-side">
      <p data-testid="hexfire-points">
        Points: {v.sides.map((s, i) => `${s} ${v.points[i]}`).join(", ")}; objectives:{" "}
        {v.objectives.map((o) => `${o.hex} (${o.points})`).join(", ") || "none"}
      </p>
      <SeatControls seatsToAct={snap.seatsToAct} testId="hexfire-seat-controls">
        {v.deploying === null && (
          <p className="hint" data-testid="hexfire-hint">
            {pickHint}
          </p>
        )}
        {live && v.deploying !== null && seat && <HexfireDeployPanel v={v} seat={seat} picked={picked} />}
        {live && v.deploying === null && (
          <>
            <p data-testid="hexfire-picks">
              Picked: {picked ?? "none"}
              {assist.length > 0 && ` with ${assist.join(", ")}`}
              {target && `; target ${target}`}
            </p>
            <label data-testid="hexfire-threat">
              <input
                type="checkbox"
                checked={shown.threat}
                onChange={(e) => c?.picks.setThreat(e.target.checked)}
                data-testid="hexfire-threat-toggle"
              />{" "}
              Enemy threat map: the hexes {v.sides.find((x) => x !== seat)}'s units see and reach (measured
              hex LOS, range to 2× for white FP)
            </label>
            {target && seat && <CommandPick v={v} seat={seat} chosen={shown.command} />}
            {fire && (
              <Attack p={fire} label={fire.kind === "op-fire" ? "Op Fire" : "Fire"} testId="hexfire-fire" />
            )}
            {picked && !v.opWindow && <Carry v={v} apc={picked} />}
            {assault && <Attack p={assault} label="Assault" testId="hexfire-assault" />}
            <div className="group">
              {v.activation && !v.opWindow && (
                <button
                  type="button"
                  onClick={() => void c?.play({ type: "end", unit: v.activation!.unit })}
                  data-testid="hexfire-end"
                >
                  End {v.activation.unit}'s activation
                </button>
              )}
              {!v.activation && picked && !v.opWindow && (
                <button
                  type="button"
                  onClick={() => void c?.play({ type: "end", unit: picked })}
                  data-testid="hexfire-end"
                  title="Mark it Finished without acting"
                >
                  {picked}: do nothing (Finished)
                </button>
              )}
              {/* an Op Fire window comes in the mover's activation: its side may let it go */}
              {(!v.activation || v.opWindow) && (
                <button
                  type="button"
                  onClick={() => void c?.play({ type: "pass" })}
                  data-testid="hexfire-pass"
                >
                  {v.opWindow ? "No Op Fire" : "Pass"}
                </button>
              )}
            </div>
          </>
        )}
      </SeatControls>
      {shown.error && (
        <p className="problem" data-testid="hexfire-error">
          {shown.error}
        </p>
      )}
      {last && (
        <div data-testid="hexfire-result">
          <h3>Last result</h3>
          <ul className="reasons">
            {resolutionLines(last).map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        </div>
      )}
      <h3>Units</h3>
      <ul data-testid="hexfire-units">
        {v.units.map((u) => (
          <li key={u.id} data-unit={u.id}>
            {u.side} {u.id} ({u.type}) {u.hex ?? ""}: {statusText(u)}
          </li>
        ))}
      </ul>
      <div className="group">
        <button
          type="button"
          disabled={snap.replayAt !== null || !snap.undo.allowed}
          title={snap.undo.why ?? "Take back the last entry"}
          onClick={() => void c?.takeBack()}
          data-testid="hexfire-undo"
        >
          Take back
        </button>
        <label>
          Replay{" "}
          <input
            type="range"
            min={0}
            max={snap.entries}
            value={snap.replayAt ?? snap.entries}
            onChange={(e) => c?.replayTo(Number(e.target.value))}
            data-testid="hexfire-replay"
          />
        </label>
        {snap.replayAt !== null && (
          <button type="button" onClick={() => c?.replayTo(null)} data-testid="hexfire-replay-now">
            Now
          </button>
        )}
      </div>
      <h3>Log ({snap.log.length})</h3>
      <ol data-testid="hexfire-log">
        {snap.log.map((e) => (
          <li key={e.index}>
            {logLine(e.seat, e.events as HexfireEvent[])}
            <ComputerLogReason entry={e.index} seat={e.seat} />
          </li>
        ))}
      </ol>
    </section>
  );
}
