import { useState } from "react";
import type { LnlEvent } from "../../../core/lnl/apply";
import type { LnlState, UnitState } from "../../../core/lnl/state";
import { useApp, useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlController } from "./controller";

/**
 * Lock 'n Load's panels (issue 21): the header (turn, phase, whose turn, save, leave), the side panel
 * (the counters, the commands of the phase, the log) and the set-up dialog. They only read the
 * snapshot in the store and send plain commands through the controller.
 */

/** One line for an entry's events (the rolls and what they did). */
function eventsText(events: readonly LnlEvent[]): string {
  return events
    .map((e) => {
      if (e.type === "fire")
        return `→ ${e.attackTotal} vs ${e.defenceTotal}${e.hit ? `: ${e.damage.map((d) => `${d.unit} ${d.result}${d.hero?.appears ? ` (hero ${d.hero.id})` : ""}`).join(", ")}` : ": no effect"}`;
      if (e.type === "rally")
        return `→ ${e.roll} (need ≤ ${e.need}): ${e.rallied ? "rallied" : "still Shaken"}`;
      if (e.type === "over") return `— ${e.why}`;
      return "";
    })
    .filter(Boolean)
    .join(" ");
}

const host = (app: AppStore) => app.getState().host as unknown as LnlController | null;

function status(u: UnitState): string {
  if (u.eliminated) return u.wreck ? "wreck" : "eliminated";
  const marks = [
    u.shaken && "Shaken",
    u.wounded && "Wounded",
    u.abandoned && "Abandoned",
    u.moved && "Moved",
    u.assaultMoved && "AM",
    u.lowCrawl && "LC",
    u.fired && "Fired",
    u.opsComplete && "Ops Complete",
  ].filter(Boolean);
  return marks.length ? marks.join(", ") : "Good Order";
}

/** The game's header. */
export function LnlHeader() {
  const app = useAppStore();
  const snap = useApp((s) => s.lnl.snapshot);
  const v = snap?.view as LnlState | undefined;
  const save = async () => {
    const text = await host(app)?.fileText();
    if (!text) return;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    a.download = `${snap?.name ?? "lnl"}.json`;
    a.click();
  };
  return (
    <header className="toolbar" data-testid="lnl-header">
      <strong className="brand">Lock 'n Load</strong>
      {v && (
        <span data-testid="lnl-turn">
          Turn {v.turn} of {v.turnLimit}, {v.phase}
          {snap!.over
            ? ` — game over: ${v.winner ? `${v.winner} wins` : "a draw"}`
            : ` — to act: ${snap!.seatsToAct.join(", ")}`}
        </span>
      )}
      <button type="button" onClick={() => app.getState().setTool("hexlos")}>
        Hex LOS
      </button>
      <button type="button" onClick={() => void save()} data-testid="lnl-save">
        Save game
      </button>
      <button type="button" onClick={() => host(app)?.leave()} data-testid="lnl-leave">
        Leave
      </button>
    </header>
  );
}

/** The side panel: counters, the commands the phase allows, the log. */
export function LnlSide() {
  const app = useAppStore();
  const snap = useApp((s) => s.lnl.snapshot);
  const error = useApp((s) => s.lnl.error);
  const [picked, setPicked] = useState<string[]>([]);
  const [hex, setHex] = useState("");
  const [mode, setMode] = useState("normal");
  if (!snap) return <p className="hint">Loading the game…</p>;
  const v = snap.view as LnlState;
  const seat = snap.seatsToAct[0];
  const play = (c: unknown) => void host(app)?.play(c);
  const firers = picked.map((unit) => ({ unit }));
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <section className="panel" data-testid="lnl-side">
      <h2>{seat ? `${seat} to act` : "Game over"}</h2>
      {error && (
        <p className="problem" data-testid="lnl-error">
          {error}
        </p>
      )}
      <ul className="reasons" data-testid="lnl-counters">
        {v.units.map((u) => (
          <li key={u.id}>
            <label>
              <input
                type="checkbox"
                checked={picked.includes(u.id)}
                disabled={u.eliminated}
                onChange={() => toggle(u.id)}
              />{" "}
              {u.id} ({u.side}, {u.kind}) {u.hex}: {status(u)}
            </label>
          </li>
        ))}
      </ul>
      {v.phase === "rally" && (
        <div className="row">
          <button
            type="button"
            disabled={picked.length !== 1}
            onClick={() => play({ type: "rally", unit: picked[0] })}
          >
            Rally
          </button>
          <button type="button" onClick={() => play({ type: "end-rally" })} data-testid="lnl-end-rally">
            End the Rally Phase
          </button>
        </div>
      )}
      {v.phase === "operations" && (
        <>
          <div className="row">
            <label>
              Hex{" "}
              <input
                value={hex}
                onChange={(e) => setHex(e.target.value.trim())}
                size={5}
                data-testid="lnl-hex"
              />
            </label>
            <select value={mode} onChange={(e) => setMode(e.target.value)}>
              <option value="normal">move</option>
              <option value="assault">Assault Move</option>
              <option value="low-crawl">Low Crawl</option>
            </select>
          </div>
          <div className="row">
            <button
              type="button"
              disabled={!picked.length || !hex}
              onClick={() => play({ type: "move", units: picked, to: hex, mode })}
            >
              Move
            </button>
            <button
              type="button"
              disabled={!picked.length || !hex}
              onClick={() => play({ type: "fire", firers, target: hex })}
            >
              Fire
            </button>
            <button
              type="button"
              disabled={!picked.length || !v.opWindow}
              onClick={() => play({ type: "op-fire", firers })}
            >
              Opportunity Fire
            </button>
            <button type="button" onClick={() => play({ type: "pass" })} data-testid="lnl-pass">
              Pass
            </button>
          </div>
          {v.opWindow && <p className="hint">Moving stack in {v.opWindow.hex}: fire at it or pass.</p>}
          <button
            type="button"
            disabled={!picked.length || (!hex && !v.opWindow)}
            onClick={() => host(app)?.checkFire(picked, hex, v.opWindow !== null)}
            data-testid="lnl-check-fire"
          >
            Check the shot
          </button>
          <FirePreview />
        </>
      )}
      <h3>Log</h3>
      <ol className="reasons" data-testid="lnl-log">
        {snap.log.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: log entries never move
          <li key={i}>
            {item.seat}: {JSON.stringify(item.entry)} {eventsText(item.events as LnlEvent[])}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The fire calculator's last check: firepower, each modifier with its card line, the target's TM. */
function FirePreview() {
  const preview = useApp((s) => s.lnl.preview);
  if (!preview) return null;
  if (!preview.plan) return <p className="problem">{preview.why}</p>;
  const p = preview.plan;
  return (
    <div data-testid="lnl-fire-preview">
      <p>
        Firepower {p.fp} at {p.targets.map((t) => t.id).join(", ")} ({p.los.distanceHexes} hexes)
      </p>
      <ul className="reasons">
        {p.fpParts.map((x) => (
          <li key={`${x.unit}-${x.what}`}>
            {x.unit}: {x.what} → {x.fp} ({x.rule})
          </li>
        ))}
        {p.attacker.map((m) => (
          <li key={m.line}>
            {m.line} {m.value >= 0 ? "+" : ""}
            {m.value}: {m.text} ({m.section})
          </li>
        ))}
        <li>
          {p.defenderTm.line} {p.defenderTm.value >= 0 ? "+" : ""}
          {p.defenderTm.value}: {p.defenderTm.text}
        </li>
      </ul>
    </div>
  );
}

/** The set-up dialog: a game on the table on screen (it needs a hex grid). */
export function LnlOverlays() {
  const app = useAppStore();
  const open = useApp((s) => s.match.setupOf === "lnl");
  const hasGrid = useApp((s) => s.table.hex !== undefined);
  const [problem, setProblem] = useState<string | null>(null);
  if (!open) return null;
  const start = () => {
    const r = host(app)?.startOnTable();
    if (r && !r.ok) setProblem(r.error.map((p) => `${p.path}: ${p.message}`).join("; "));
    else app.getState().setMatch({ setupOf: null });
  };
  return (
    <div className="dialog-backdrop">
      <section className="dialog" data-testid="lnl-setup">
        <h2>Lock 'n Load game</h2>
        <p>
          {hasGrid
            ? "A hot-seat game on this table: its units become the counters (project-default values, docs/rulesets/lnl.md)."
            : "This table has no hex grid: open a hex table (terrain/lnl-hamlet.json) first."}
        </p>
        {problem && <p className="problem">{problem}</p>}
        <button type="button" disabled={!hasGrid} onClick={start} data-testid="lnl-start">
          Start
        </button>
        <button type="button" onClick={() => app.getState().setMatch({ setupOf: null })}>
          Cancel
        </button>
      </section>
    </div>
  );
}
