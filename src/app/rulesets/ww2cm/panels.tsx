import { useState } from "react";
import { CM } from "../../../core/ww2cm/data";
import { alive, type Unit, type Ww2State } from "../../../core/ww2cm/state";
import { villageUnits } from "../../../core/ww2cm/village-forces";
import { ComputerLogReason } from "../../game/ComputerLogReason";
import { SeedField } from "../../game/SeedField";
import { CameraButtons, HeightControl, type ToolButton, ToolButtons } from "../../panels/controls";
import { useApp, useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import { AirPanel, Opening } from "./air-panel";
import { FreeAction } from "./free-action";
import { eventText } from "./log-text";
import { FirerChoice, PivotChoice } from "./pick-controls";
import { clickMode } from "./play-tool";
import { useWw2Store, type Ww2Snapshot, ww2Of } from "./store";
import { UnitActions } from "./unit-actions";

/**
 * Seed 002's panels: a header in place of the toolbar, a side panel (whose turn and phase and why a
 * control is off, the units with their models and state, the picked unit's commands, the 13 cm circle's
 * measured lines, Undo, the replay slider, the log) and its screens (the set-up dialog, hot-seat or
 * online, and the hand-over). Every control is a click; distances are in cm.
 */

const apiOf = (app: AppStore) => ww2Of(app).ww2Api;

const TOOLS: ToolButton[] = [
  {
    id: "game",
    label: "Play",
    title:
      "Click a model to pick its unit; then click the table to move it, place the 13 cm circle or charge",
  },
  { id: "measure", label: "Measure", title: "Tape measure (the table reads cm)" },
  { id: "los", label: "Line of sight", title: "Check any two models" },
  { id: "deadground", label: "Dead ground", title: "What a model cannot see" },
];

export function Ww2Header() {
  const app = useAppStore();
  const snap = useWw2Store((s) => s.ww2.snapshot);
  const labels = useWw2Store((s) => s.ww2.labels);
  return (
    <header className="game-header">
      <div className="toolbar">
        <strong className="brand">Sightline · {snap?.name ?? "WWII skirmish in cm"}</strong>
        <div className="group" role="toolbar" aria-label="Tools">
          <ToolButtons tools={TOOLS} />
        </div>
        <CameraButtons />
        <div className="group">
          <HeightControl />
          <label title="One label per unit over the table">
            <input
              type="checkbox"
              data-testid="ww2-labels"
              checked={labels}
              onChange={(e) => ww2Of(app).setWw2({ labels: e.target.checked })}
            />{" "}
            Labels
          </label>
        </div>
        <div className="group">
          <button type="button" data-testid="ww2-save" onClick={() => void apiOf(app)?.save()}>
            Save game
          </button>
          <button type="button" data-testid="ww2-leave" onClick={() => apiOf(app)?.leave()}>
            Leave
          </button>
        </div>
      </div>
    </header>
  );
}

/** Why the seat on screen may not play now (null: it may). */
export function whyNot(snap: Ww2Snapshot): string | null {
  if (snap.replayAt !== null) return "replaying: press Live to play on";
  if (snap.over) return "the game is over";
  if (!snap.seatsToAct.includes(snap.seat))
    return snap.seats.includes(snap.seat) ? `waiting for ${snap.seatsToAct.join(", ")}` : "you are watching";
  return null;
}

export { FreeAction };

/** What the phase asks of a click on the table. */
const HINT: Record<Ww2State["phase"], string> = {
  move: "Click one of your models to pick its unit, then click the table inside its ring to move it (4 cm, 8 cm sprinting).",
  shoot: `Click one of your models, then click an enemy (or a point) to place the ${CM.circleDiameter.value} cm circle and see each firing model's line; Fire shoots.`,
  melee: "Click one of your models, then click an enemy model to charge its unit.",
  air: "The air sub-phase: pick an aircraft that arrived (Fly), click its entry on your edge and its exit, give its weapons targets, Fly; Next ends the turn.",
};

/** A unit's state in words: its models, morale, pin and what it has done this turn. */
export function unitState(v: Ww2State, u: Unit): string {
  const total = v.models.filter((m) => m.unit === u.id).length;
  const parts = [`${alive(v, u.id).length}/${total} models`, u.training];
  if (u.vehicle) parts.push(`${u.vehicle.hullPoints} hull`, ...u.vehicle.damage);
  else parts.push(u.weapon);
  if (u.morale !== "ok") parts.push(u.morale);
  if (u.pinned) parts.push("pinned");
  for (const k of ["moved", "shot", "charged"] as const) if (u[k]) parts.push(k);
  return parts.join(" · ");
}

/** Why the picked unit may not fire now at the circle (null: it may). */
function fireWhy(
  snap: Ww2Snapshot,
  pick: string | null,
  aim: [number, number] | null,
  freeFire: boolean,
): string | null {
  const why = whyNot(snap);
  if (why) return why;
  const f = snap.view.free;
  if (f) {
    if (pick !== f.unit)
      return `pick ${snap.view.units.find((u) => u.id === f.unit)?.name ?? f.unit}: its free action comes first`;
    if (clickMode(snap.view, pick, freeFire) !== "shoot") return "tick “Aim the free fire” to aim it";
  } else if (snap.view.phase !== "shoot")
    return `shooting is in the shoot phase; this is the ${snap.view.phase} phase`;
  if (!pick) return "pick one of your units on the table";
  if (!aim) return "click the table to place the 13 cm circle";
  return null;
}

export function Ww2Side() {
  const app = useAppStore();
  const snap = useWw2Store((s) => s.ww2.snapshot);
  const pick = useWw2Store((s) => s.ww2.pick);
  const sprint = useWw2Store((s) => s.ww2.sprint);
  const aim = useWw2Store((s) => s.ww2.aim);
  const firers = useWw2Store((s) => s.ww2.firers);
  const lines = useWw2Store((s) => s.ww2.lines);
  const refusal = useWw2Store((s) => s.ww2.refusal);
  const freeFire = useWw2Store((s) => s.ww2.freeFire);
  const grenades = useWw2Store((s) => s.ww2.grenades);
  if (!snap) return null;
  const v = snap.view;
  const why = whyNot(snap);
  const fire = fireWhy(snap, pick, aim, freeFire);
  const at = snap.replayAt ?? snap.entries;
  const picked = pick ? v.units.find((u) => u.id === pick) : null;
  const nextLabel = v.phase === "melee" ? "End turn" : `End ${v.phase} phase`;
  return (
    <section data-testid="ww2-side">
      <h3>
        Turn {v.turn} of {v.turnLimit}: {v.side}, {v.phase} phase
      </h3>
      <p data-testid="ww2-status">
        {v.over
          ? `Game over: ${v.over.winner ?? "nobody"} wins (${v.over.reason})`
          : `${v.side} to play${v.side === snap.seat ? " (you)" : ""}`}
      </p>
      {!why && !v.over && <p className="hint">{HINT[v.phase]}</p>}
      {v.free && !v.over && <FreeAction view={v} why={why} />}
      {why && (
        <p className="hint" data-testid="ww2-why">
          {why}
        </p>
      )}
      <p data-testid="ww2-pick">Picked: {picked ? picked.name : "none (click one of your models)"}</p>
      <div className="group">
        <label title="a sprint goes 8 cm instead of 4">
          <input
            type="checkbox"
            data-testid="ww2-sprint"
            checked={sprint}
            disabled={why !== null || v.phase !== "move"}
            onChange={(e) => ww2Of(app).setWw2({ sprint: e.target.checked })}
          />{" "}
          Sprint
        </label>
        <button
          type="button"
          data-testid="ww2-fire"
          disabled={fire !== null}
          title={fire ?? "Roll the shot at the circle"}
          onClick={() => {
            if (pick && aim)
              apiOf(app)?.play({
                type: "shoot",
                unit: pick,
                at: aim,
                ...(firers ? { firers } : {}),
                ...(grenades ? { grenades: true } : {}),
              });
          }}
        >
          Fire
        </button>
        <button
          type="button"
          data-testid="ww2-next"
          disabled={why !== null}
          title={
            why ?? (v.phase === "melee" ? "End your turn: the other side plays" : "Go on to the next phase")
          }
          onClick={() => apiOf(app)?.play({ type: "next" })}
        >
          {nextLabel}
        </button>
        <button
          type="button"
          data-testid="ww2-undo"
          disabled={!snap.undo.allowed}
          title={snap.undo.why ?? "Undo the last entry"}
          onClick={() => apiOf(app)?.undo()}
        >
          Undo
        </button>
        <button
          type="button"
          data-testid="ww2-concede"
          disabled={snap.over || snap.replayAt !== null}
          onClick={() => apiOf(app)?.play({ type: "concede" })}
        >
          Concede
        </button>
      </div>
      <AirPanel snap={snap} why={why} />
      {picked && !why && v.phase === "move" && picked.vehicle && <PivotChoice unit={picked} view={v} />}
      {picked && !why && v.phase === "shoot" && <FirerChoice unit={picked} view={v} />}
      {picked && !why && !v.free && <UnitActions unit={picked} view={v} />}
      {fire && v.phase === "shoot" && !why && (
        <p className="hint" data-testid="ww2-fire-why">
          Fire: {fire}
        </p>
      )}
      {refusal && (
        <p className="refusal" data-testid="refusal">
          {refusal}
        </p>
      )}
      {lines.length > 0 && (
        <pre className="calc" data-testid="ww2-lines" style={{ whiteSpace: "pre-wrap" }}>
          {lines.join("\n")}
        </pre>
      )}
      <h3>Units</h3>
      <ul data-testid="ww2-units">
        {v.units.map((u) => (
          <li key={u.id} data-unit={u.id} className={u.id === pick ? "picked" : undefined}>
            <strong>{u.name}</strong> ({u.side}): {unitState(v, u)}
          </li>
        ))}
      </ul>
      <label>
        Replay{" "}
        <input
          type="range"
          data-testid="ww2-replay"
          min={0}
          max={snap.entries}
          value={at}
          onChange={(e) => apiOf(app)?.replayTo(Number(e.target.value))}
        />
      </label>{" "}
      <button
        type="button"
        data-testid="ww2-live"
        disabled={snap.replayAt === null}
        onClick={() => apiOf(app)?.replayTo(null)}
      >
        Live
      </button>
      <Opening snap={snap} />
      <h3>Log ({snap.log.length})</h3>
      <ol data-testid="ww2-log">
        {snap.log.map((e) => (
          <li key={e.index}>
            {e.seat}: {e.events.map((x) => eventText(v, x)).join("; ") || e.entry.type}
            <ComputerLogReason entry={e.index} seat={e.seat} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The set-up dialog (hot-seat or online) or the hot-seat hand-over screen. */
export function Ww2Overlays() {
  const app = useAppStore();
  const setupOf = useApp((s) => s.match.setupOf);
  const ruleset = useApp((s) => s.match.ruleset);
  const online = useApp((s) => s.match.setupOnline);
  const handOver = useWw2Store((s) => s.ww2.handOver);
  const [seed, setSeed] = useState("");
  const [turns, setTurns] = useState(6);
  const [first, setFirst] = useState<"blue" | "red">("blue");
  const [air, setAir] = useState<"none" | "air" | "night">("none");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (handOver && ruleset !== null)
    return (
      <div className="dialog setup" role="dialog" aria-label="Hand over" data-testid="ww2-handover">
        <div>
          <h2>Hand the page to {handOver}</h2>
          <button
            type="button"
            className="primary"
            data-testid="ww2-handed-over"
            onClick={() => apiOf(app)?.handedOver()}
          >
            I am {handOver}: show the game
          </button>
        </div>
      </div>
    );
  if (setupOf !== "ww2cm" || ruleset !== null) return null;
  const start = async () => {
    setBusy(true);
    const a = apiOf(app);
    const why = a
      ? await a.start({ seed, turnLimit: turns, first, online, air })
      : "the WWII skirmish's game code did not load";
    setBusy(false);
    setProblem(why);
  };
  const units = villageUnits();
  return (
    <div className="dialog setup" role="dialog" aria-label="New WWII skirmish" data-testid="ww2-setup">
      <div>
        <h2>New WWII skirmish in cm{online ? " online" : ""}</h2>
        <p>Table: Village crossroads (120 × 90 cm).</p>
        {(["blue", "red"] as const).map((side) => (
          <p key={side} data-testid={`ww2-force-${side}`}>
            <strong>{side === "blue" ? "Blue" : "Red"}:</strong>{" "}
            {units
              .filter((u) => u.side === side)
              .map((u) => `${u.name} (${u.models.length})`)
              .join(", ")}
          </p>
        ))}
        <label>
          Turns{" "}
          <input
            type="number"
            data-testid="ww2-turns"
            min={1}
            max={30}
            value={turns}
            onChange={(e) => setTurns(Math.max(1, Math.min(30, Number(e.target.value) || 1)))}
          />
        </label>{" "}
        <label>
          First to move{" "}
          <select
            data-testid="ww2-first"
            value={first}
            onChange={(e) => setFirst(e.target.value === "red" ? "red" : "blue")}
          >
            <option value="blue">Blue</option>
            <option value="red">Red</option>
          </select>
        </label>{" "}
        <label title="issue 35: paratroopers and a glider land before the first turn; by day aircraft and AA too">
          Air and night{" "}
          <select
            data-testid="ww2-air-choice"
            value={air}
            onChange={(e) =>
              setAir(e.target.value === "air" ? "air" : e.target.value === "night" ? "night" : "none")
            }
          >
            <option value="none">None</option>
            <option value="air">Paratroopers, a glider and aircraft (day)</option>
            <option value="night">Night (paratroopers and a glider; no aircraft)</option>
          </select>
        </label>{" "}
        {!online && <SeedField value={seed} onChange={setSeed} placeholder="random" testId="ww2-seed" />}
        {problem && (
          <p className="refusal" data-testid="ww2-setup-problem">
            {problem}
          </p>
        )}
        <div className="row">
          <button
            type="button"
            className="primary"
            data-testid="ww2-start"
            disabled={busy}
            onClick={() => void start()}
          >
            {online ? (busy ? "Creating…" : "Create online game") : "Start"}
          </button>
          <button
            type="button"
            onClick={() => app.getState().setMatch({ setupOf: null, setupOnline: false })}
          >
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
