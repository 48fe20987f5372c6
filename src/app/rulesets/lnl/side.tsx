import type { CSSProperties } from "react";
import { type LnlState, onMap, type UnitState } from "../../../core/lnl/state";
import { SeatControls } from "../../game/SeatControls";
import { seatTurn } from "../../game/seat-turn";
import { useApp, useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { LnlLog } from "./log-list";
import { HealButtons, SniperAim } from "./medic-sniper-controls";
import { LitLine, SkillMark } from "./night-heroes";
import { ShotLines } from "./shot-lines";
import { type MoveMode, useLnlStore } from "./store";
import { VehicleCommands, VehicleMarks } from "./vehicles";

/**
 * Lock 'n Load's side panel (issue 21 items 2–4): whose action it is, the counters (tick to add or drop
 * one of the picked hex's units), the picked stack's legal moves, the target and the fire calculator
 * with the Fire button (disabled with the reason when the shot is illegal), the phase's other commands,
 * take-back, the replay slider and the log. It only reads the store and calls the controller.
 */

const host = (app: AppStore) => (app.getState().host?.api as LnlGame | undefined) ?? null;

function status(u: UnitState): string {
  if (u.eliminated) return u.wreck ? "wreck" : "eliminated";
  const marks = [
    u.shaken && "Shaken",
    u.wounded && "Wounded",
    u.abandoned && "Abandoned",
    u.carriedBy && `riding ${u.carriedBy}`,
    u.moved && "Moved",
    u.assaultMoved && "AM",
    u.lowCrawl && "LC",
    u.stealth && "Stealth",
    u.fired && "Fired",
    u.opsComplete && "Ops Complete",
  ].filter(Boolean);
  return marks.length ? marks.join(", ") : "Good Order";
}

/** The phase bar's words: the turn, the phase and whose action it is. */
export function phaseText(v: LnlState, seat: string | undefined): string {
  if (v.phase === "over") return `Game over: ${v.winner ? `${v.winner} wins` : "a draw"}`;
  if (v.phase === "rally") return `Rally Phase: ${seat} rallies`;
  if (v.opWindow) return `${seat} may Opportunity Fire at the stack in ${v.opWindow.hex}, or let it pass`;
  if (v.activation)
    return `${seat}'s impulse: ${v.activation.units.join(", ")} moving, ${v.activation.mpLeft} MP left`;
  return `${seat}'s impulse: pick a stack to move or fire, or pass`;
}

/** The counters' list scrolls in its own box (a board of many counters would push the rest down). */
const COUNTERS: CSSProperties = { maxHeight: "24vh", overflowY: "auto" };
/**
 * The log sticks to the foot of the side panel while the panel scrolls, so the newest entry stays in view
 * on a 1280×800 window (issue 38) however long the controls above it are; scrolled to the end, it sits
 * in its place under them.
 */
const LOG_FOOT: CSSProperties = {
  position: "sticky",
  bottom: -8,
  background: "var(--panel)",
  borderTop: "1px solid var(--line)",
  paddingBottom: 8,
};

/** The side panel. */
export function LnlSide() {
  const app = useAppStore();
  const snap = useLnlStore((s) => s.lnl.snapshot);
  const error = useLnlStore((s) => s.lnl.error);
  const picked = useLnlStore((s) => s.lnl.picked);
  const replayAt = useLnlStore((s) => s.lnl.replayAt);
  const online = useApp((s) => s.match.online);
  if (!snap) return <p className="hint">Loading the game…</p>;
  const v = snap.view as LnlState;
  const seat = snap.seatsToAct[0];
  const c = host(app);
  const play = (cmd: unknown) => void c?.play(cmd);
  const live = replayAt === null && !snap.over;
  const mayAct = seatTurn(snap.seatsToAct, online).may;
  return (
    <section className="panel" data-testid="lnl-side">
      <h2 data-testid="lnl-phase">{phaseText(v, seat)}</h2>
      {error && (
        <p className="problem" data-testid="lnl-error">
          {error}
        </p>
      )}
      <ul className="reasons" data-testid="lnl-counters" style={COUNTERS}>
        {v.units.map((u) => (
          <li key={u.id}>
            <label>
              <input
                type="checkbox"
                checked={picked.includes(u.id)}
                disabled={u.eliminated || u.side !== seat || !live || !mayAct}
                onChange={() => c?.picks.toggle(u.id)}
                data-testid={`lnl-pick-${u.id}`}
              />{" "}
              {u.id} ({u.side}, {u.kind}) {u.hex}: {status(u)}
              <VehicleMarks u={u} />
              <SkillMark u={u} />
            </label>
          </li>
        ))}
      </ul>
      <SeatControls seatsToAct={snap.seatsToAct} testId="lnl-seat-controls">
        {live && v.phase === "rally" && (
          <div className="row">
            <button
              type="button"
              disabled={picked.length !== 1}
              onClick={() => play({ type: "rally", unit: picked[0] })}
              data-testid="lnl-rally"
            >
              Rally
            </button>
            <button type="button" onClick={() => play({ type: "end-rally" })} data-testid="lnl-end-rally">
              End the Rally Phase
            </button>
          </div>
        )}
        {live && v.phase === "rally" && seat && <HealButtons v={v} seat={seat} />}
        <LitLine v={v} />
        {live && v.phase === "operations" && <Operations v={v} />}
      </SeatControls>
      <TakeBackAndReplay />
      <div style={LOG_FOOT} data-testid="lnl-log-foot">
        <h3 style={{ margin: "4px 0" }}>Log</h3>
        <LnlLog log={snap.log} />
      </div>
    </section>
  );
}

/** The Operations Phase: the picked stack, its moves, the target and the fire calculator, the other commands. */
function Operations({ v }: { v: LnlState }) {
  const app = useAppStore();
  const { picked, target, mode, moves, preview, offer } = useLnlStore((s) => s.lnl);
  const c = host(app);
  const picks = c?.picks;
  const units = onMap(v).filter((u) => picked.includes(u.id));
  const at = units[0]?.hex;
  const vehicles = onMap(v).filter(
    (u) =>
      u.hex === at &&
      !picked.includes(u.id) &&
      (u.kind === "armored-vehicle" || u.kind === "unarmored-vehicle"),
  );
  const meleeStep = moves.find((m) => m.hex === target && m.melee);
  const noStealth = units.filter((u) => !u.stealthCapable).map((u) => u.id);
  const fireWhy = !picked.length
    ? "pick the firing units (click their hex)"
    : !target
      ? "click a target hex"
      : (preview?.why ?? (preview?.plan ? null : "checking…"));
  return (
    <>
      <p className="hint" data-testid="lnl-picked">
        {picked.length ? `Picked: ${picked.join(", ")} in ${at}` : "Click a hex of yours to pick its stack."}
      </p>
      {!v.opWindow && (
        <div className="row">
          <label>
            Move{" "}
            <select
              value={mode}
              onChange={(e) => picks?.setMode(e.target.value as MoveMode)}
              data-testid="lnl-mode"
              disabled={v.activation !== null}
            >
              <option value="normal">normal</option>
              <option value="assault">Assault Move</option>
              <option value="low-crawl">Low Crawl</option>
              <option value="stealth" disabled={!units.length || noStealth.length > 0}>
                {!units.length || noStealth.length === 0
                  ? "Stealth"
                  : `Stealth (not SM-capable: ${noStealth.join(", ")})`}
              </option>
            </select>
          </label>
        </div>
      )}
      {picked.length > 0 && !v.opWindow && (
        <p className="hint" data-testid="lnl-moves">
          {moves.length
            ? `May enter (click): ${moves.map((m) => (m.melee ? `${m.hex} (melee)` : `${m.hex} (${m.cost} MP)`)).join(", ")}`
            : "No hex it may enter now."}
        </p>
      )}
      {target && <p data-testid="lnl-target">Target: {target}</p>}
      {offer !== null && (
        <p className="hint" data-testid="lnl-of-hint">
          The Opportunity Fire offer is in its dialog: pick a stack there or click its hex (or let it pass).
        </p>
      )}
      <SniperAim v={v} />
      <VehicleCommands v={v} />
      <div className="row">
        {offer === null && (
          <button
            type="button"
            disabled={fireWhy !== null}
            title={fireWhy ?? undefined}
            onClick={() => void picks?.fire()}
            data-testid="lnl-fire"
          >
            {v.opWindow ? "Opportunity Fire" : "Fire"}
          </button>
        )}
        {meleeStep && (
          <button type="button" onClick={() => picks?.moveIn()} data-testid="lnl-melee">
            Move into melee
          </button>
        )}
        {!v.opWindow && !v.activation && picked.length > 0 && (
          <>
            <button type="button" onClick={() => picks?.smoke()} data-testid="lnl-smoke">
              Lay smoke in {target ?? at}
            </button>
            {v.night && target && (
              <button type="button" onClick={() => picks?.starShell()} data-testid="lnl-star-shell">
                Star shell at {target}
              </button>
            )}
            {vehicles.map((x) => (
              <button key={x.id} type="button" onClick={() => picks?.mount(x.id)}>
                Mount {x.id}
              </button>
            ))}
            {units.some((u) => u.carriedBy) && (
              <button type="button" onClick={() => picks?.dismount()}>
                Dismount
              </button>
            )}
          </>
        )}
        <button type="button" onClick={() => void c?.play({ type: "pass" })} data-testid="lnl-pass">
          {v.opWindow ? "Let it pass" : v.activation ? "End the move" : "Pass"}
        </button>
      </div>
      {offer === null && fireWhy && picked.length > 0 && (
        <p className="hint" data-testid="lnl-fire-why">
          Fire: {fireWhy}
        </p>
      )}
      {/* the shot's lines under its buttons: Fire stays in view above the log's foot */}
      {offer === null && <FirePreview />}
    </>
  );
}

/** The fire calculator's last check: firepower, each modifier with its card line, the target's TM (or the OFT's lines). */
function FirePreview() {
  const preview = useLnlStore((s) => s.lnl.preview);
  return preview?.plan ? <ShotLines plan={preview.plan} /> : null;
}

/** Take-back (while no die has followed the last entry) and the replay slider. */
function TakeBackAndReplay() {
  const app = useAppStore();
  const snap = useLnlStore((s) => s.lnl.snapshot)!;
  const replayAt = useLnlStore((s) => s.lnl.replayAt);
  const c = host(app);
  const entries = snap.entries;
  return (
    <div className="row">
      <button
        type="button"
        disabled={replayAt !== null || !snap.undo.allowed}
        title={snap.undo.why ?? undefined}
        onClick={() => void c?.takeBack()}
        data-testid="lnl-undo"
      >
        Take back
      </button>
      <label>
        Replay{" "}
        <input
          type="range"
          min={0}
          max={entries}
          value={replayAt ?? entries}
          onChange={(e) => c?.replayTo(Number(e.target.value))}
          data-testid="lnl-replay"
        />{" "}
        <span data-testid="lnl-replay-at">
          {replayAt === null ? `now (${entries} entries)` : `after entry ${replayAt} of ${entries}`}
        </span>
      </label>
      {replayAt !== null && (
        <button type="button" onClick={() => c?.replayTo(null)} data-testid="lnl-replay-now">
          Back to the game
        </button>
      )}
    </div>
  );
}
