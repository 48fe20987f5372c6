import { useState } from "react";
import type { Command } from "../../../core/firefight/commands";
import { READY_FORCES } from "../../../core/firefight/forces";
import type { FirefightEvent } from "../../../core/firefight/game";
import { chargeLines } from "../../../core/firefight/report-text";
import { ComputerLogReason } from "../../game/ComputerLogReason";
import { createOnlineGame } from "../../game/online-page";
import { SeatControls } from "../../game/SeatControls";
import { downloadGame } from "../../game/save-game";
import { CameraButtons, HeightControl, type ToolButton, ToolButtons } from "../../panels/controls";
import { useApp, useAppStore } from "../../store/hooks";
import { fightLines } from "./fight-text";
import { FirefightResult } from "./result";
import { Select, StepForm, stepPrompt } from "./steps";
import { type FirefightSnapshot, type FirefightView, firefightOf, useFirefightStore } from "./store";

/**
 * The firefight's header, side panel and set-up dialog. The side panel follows the step: the forms
 * for the seat whose part of the turn it is (move, pair, join, advance, resolve, done), the fire fights,
 * the last fight's dice and the calculator (the same lines as `sightline firefight`).
 */

const TOOLS: ToolButton[] = [
  {
    id: "game",
    label: "Play",
    title: "Click a model to pick its unit; then click the table to move the unit's centre there",
  },
  { id: "measure", label: "Measure", title: "Tape measure (1 y = the table's scale)" },
  { id: "los", label: "Line of sight", title: "Check any two models" },
  { id: "deadground", label: "Dead ground", title: "What a model cannot see" },
];

/** Tables shipped in terrain/ a firefight may be played on (any other is played at 1 y = 1 inch). */
const SHIPPED = [
  "firefight-farm",
  "firefight-brookside",
  "ridge-and-village",
  "open-plain",
  "river-town",
] as const;

export function FirefightHeader() {
  const app = useAppStore();
  const snap = useFirefightStore((s) => s.firefight.snapshot);
  if (!snap) return null;
  const api = () => firefightOf(app).firefightApi;
  const save = async () => {
    const text = await api()?.saveText();
    if (!text) return;
    downloadGame(app, snap.name, "firefight", text);
  };
  return (
    <header className="game-header">
      <div className="toolbar">
        <strong className="brand" title={`Sightline · ${snap.name}`}>
          Sightline · {snap.name}
        </strong>
        <div className="group" role="toolbar" aria-label="Tools">
          <ToolButtons tools={TOOLS} />
        </div>
        <CameraButtons />
        <HeightControl />
        <div className="group">
          <button
            type="button"
            data-testid="ff-undo"
            disabled={!snap.undo.allowed}
            title={snap.undo.why ?? "Undo the last entry (Ctrl+Z)"}
            onClick={() => api()?.undo()}
          >
            Undo
          </button>
          <button
            type="button"
            data-testid="ff-take-back"
            disabled={snap.replayAt !== null || snap.over}
            title="Take back your last entry that no die has followed (it stays in the log)"
            onClick={() => api()?.takeBack()}
          >
            Take back
          </button>
          <button type="button" data-testid="ff-save" onClick={() => void save()}>
            Save
          </button>
          <button
            type="button"
            data-testid="ff-leave"
            onClick={() =>
              window.confirm("Leave the game? It is autosaved until you start another.") && api()?.leave()
            }
          >
            Leave
          </button>
        </div>
      </div>
    </header>
  );
}

const standing = (v: FirefightView, unit: string) =>
  v.models.filter((m) => m.unit === unit && !m.slain).length;

function Calculator({ v }: { v: FirefightView }) {
  const app = useAppStore();
  const [unit, setUnit] = useState("");
  const [enemy, setEnemy] = useState("");
  const ids = v.units.filter((u) => u.status === "active").map((u) => u.id);
  const lines = unit && enemy ? (firefightOf(app).firefightApi?.calculate(unit, enemy) ?? []) : [];
  return (
    <section>
      <h3>Fire-fight calculator</h3>
      <Select testId="ff-calc-unit" value={unit} options={ids} onChange={setUnit} />
      <Select testId="ff-calc-enemy" value={enemy} options={ids} onChange={setEnemy} />
      <pre data-testid="ff-calc" className="ff-lines">
        {lines.join("\n")}
      </pre>
    </section>
  );
}

export function FirefightSide() {
  const app = useAppStore();
  const snap = useFirefightStore((s) => s.firefight.snapshot);
  const refusal = useFirefightStore((s) => s.firefight.refusal);
  if (!snap) return <p className="hint">Loading the game…</p>;
  const v = snap.view;
  const seat = snap.seatsToAct[0] ?? snap.seat;
  const play = (c: Command) => firefightOf(app).firefightApi?.play(c);
  const lastFight = [...snap.log]
    .reverse()
    .flatMap((e) => e.events as FirefightEvent[])
    .find((e) => e.type === "fight");
  return (
    <div className="ff-side" data-testid="ff-side">
      <h2>
        Turn {v.turn} of {v.turnLimit} · {v.priority} has priority
      </h2>
      {v.over ? (
        <p data-testid="ff-over">
          Game over: {v.over.winner ? `${v.over.winner} wins` : "a draw"} ({v.over.reason})
        </p>
      ) : (
        <>
          <p data-testid="ff-step">
            <strong>{seat}</strong>: {stepPrompt(v, seat)}
          </p>
          {refusal && (
            <p className="refusal" data-testid="ff-refusal">
              {refusal}
            </p>
          )}
          <SeatControls seatsToAct={snap.seatsToAct} testId="ff-seat-controls">
            <StepForm key={`${v.turn}-${v.step.kind}-${seat}`} v={v} seat={seat} play={play} />
          </SeatControls>
        </>
      )}
      <section>
        <h3>Units</h3>
        <ul data-testid="ff-units">
          {v.units.map((u) => (
            <li key={u.id}>
              {u.id} ({u.side}, {u.profile}, {u.weapon}):{" "}
              {v.step.kind === "deploy" && u.side !== seat
                ? "hidden until both sides have deployed"
                : u.status === "active"
                  ? `${standing(v, u.id)} standing`
                  : u.status}
              {v.moved.includes(u.id) ? (v.step.kind === "deploy" ? " · placed" : " · moved") : ""}
            </li>
          ))}
        </ul>
      </section>
      {v.fights.length > 0 && (
        <section>
          <h3>Fire fights</h3>
          <ol start={0}>
            {v.fights.map((f) => (
              <li key={f.a.join("+") + f.b.join("+")}>
                {f.a.join(" + ")} vs {f.b.join(" + ")}:{" "}
                {f.resolved ? (f.winner ? `${f.winner} won` : "drawn") : "to resolve"}
              </li>
            ))}
          </ol>
        </section>
      )}
      {lastFight && lastFight.type === "fight" && (
        <section>
          <h3>Last fire fight</h3>
          <pre className="ff-lines" data-testid="ff-last">
            {fightLines(lastFight.report).join("\n")}
          </pre>
        </section>
      )}
      <Calculator v={v} />
      <Replay snap={snap} />
      <LogList log={snap.log} />
    </div>
  );
}

/** The replay slider: the game after the first n entries; nothing can be played until "Live". */
function Replay({ snap }: { snap: FirefightSnapshot }) {
  const app = useAppStore();
  const api = () => firefightOf(app).firefightApi;
  const at = snap.replayAt ?? snap.entries;
  return (
    <section>
      <h3>Replay</h3>
      <input
        type="range"
        data-testid="ff-replay"
        aria-label="Replay to entry"
        min={0}
        max={snap.entries}
        value={at}
        onChange={(e) => api()?.replayTo(Number(e.target.value))}
      />{" "}
      <span data-testid="ff-replay-at">
        {snap.replayAt === null ? `live (${snap.entries} entries)` : `after ${at} of ${snap.entries}`}
      </span>{" "}
      <button
        type="button"
        data-testid="ff-live"
        disabled={snap.replayAt === null}
        onClick={() => api()?.replayTo(null)}
      >
        Live
      </button>
    </section>
  );
}

/** One entry of the log in words. */
function entryText(c: Command): string {
  switch (c.type) {
    case "move":
    case "advance":
      return `${c.type} ${c.unit} by (${c.by.join(", ")})`;
    case "pair":
      return `pair ${c.unit} with ${c.enemy}`;
    case "charge":
      return `${c.unit} charges ${c.enemy}`;
    case "join":
      return `${c.unit} joins fire fight ${c.fight}`;
    case "resolve":
      return `resolve fire fight ${c.fight}`;
    default:
      return c.type;
  }
}

/** The log, newest first: each entry's turn, step, seat, command and dice. */
function LogList({ log }: { log: FirefightSnapshot["log"] }) {
  return (
    <section>
      <h3>Log ({log.length})</h3>
      <ol reversed data-testid="ff-log" className="ff-log">
        {[...log].reverse().map((e) => {
          const events = e.events as FirefightEvent[];
          const dice = events.flatMap((x) => (x.type === "roll" ? x.dice : []));
          // what each die did: the fight's (to hit, saves, Cg checks, fall backs) or the charge's lines
          const meaning = events.flatMap((x) =>
            x.type === "fight" ? fightLines(x.report) : x.type === "charge" ? chargeLines(x.report) : [],
          );
          return (
            <li key={e.index}>
              T{e.note.turn} {e.note.step} · {e.seat}: {entryText(e.entry)}
              {dice.length > 0 ? ` · dice ${dice.join(" ")}` : ""}
              <ComputerLogReason entry={e.index} seat={e.seat} />
              {meaning.length > 0 && (
                <details data-testid="ff-log-dice">
                  <summary>what the dice did</summary>
                  <pre className="ff-lines">{meaning.join("\n")}</pre>
                </details>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Hot-seat: the table is covered until the next player says they have the page. */
function HandOver({ seat }: { seat: string }) {
  const app = useAppStore();
  return (
    <div className="dialog setup" role="dialog" aria-label="Hand over" data-testid="ff-handover">
      <div>
        <h2>Hand the page to {seat}</h2>
        <p>The other player looks away; {seat} takes the page.</p>
        <button
          type="button"
          className="primary"
          data-testid="ff-handed-over"
          onClick={() => firefightOf(app).firefightApi?.handedOver()}
        >
          I am {seat}: show the table
        </button>
      </div>
    </div>
  );
}

/** The set-up dialog (two ready-made forces, a shipped table, the turn limit) or the hand-over screen. */
export function FirefightOverlays() {
  const app = useAppStore();
  const setupOf = useApp((s) => s.match.setupOf);
  const ruleset = useApp((s) => s.match.ruleset);
  const handOver = useFirefightStore((s) => s.firefight.handOver);
  const [blue, setBlue] = useState(READY_FORCES[0]!.id);
  const [red, setRed] = useState(READY_FORCES[1]?.id ?? READY_FORCES[0]!.id);
  const [table, setTable] = useState<string>(SHIPPED[0]);
  const [turns, setTurns] = useState("");
  const [oneFails, setOneFails] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const online = useApp((s) => s.match.setupOnline);
  const [creating, setCreating] = useState(false);
  if (handOver && ruleset !== null) return <HandOver seat={handOver} />;
  if (ruleset !== null) return <FirefightResult />;
  if (setupOf !== "firefight") return null;
  const turnLimit = turns.trim() === "" ? undefined : Number(turns);
  const badTurns =
    turnLimit !== undefined && (!Number.isInteger(turnLimit) || turnLimit < 1 || turnLimit > 99);
  const start = async () => {
    setProblem(null);
    try {
      const res = await fetch(new URL(`terrain/${table}.json`, window.location.href));
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const json = (await res.json()) as Record<string, unknown>;
      const opts = { table: { json, name: table }, turnLimit, naturalOneFails: oneFails };
      const api = firefightOf(app).firefightApi;
      if (!online) return api?.start(blue, red, opts);
      // Online: the server makes the game from the same set-up (and rolls its own seed).
      const game = api?.gameJson(blue, red, opts);
      if (!game) return;
      if (!game.ok) return setProblem(game.error);
      setCreating(true);
      const r = await createOnlineGame(game.value);
      setCreating(false);
      if (!r.ok) setProblem(r.problems.map((p) => `${p.path}: ${p.message}`).join("; "));
      else app.getState().setMatch({ setupOf: null, setupOnline: false, links: r.links });
    } catch (e) {
      setProblem(`terrain/${table}.json could not be read: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const forces = READY_FORCES.map((f) => f.id);
  return (
    <div className="dialog setup" role="dialog" aria-label="New firefight game" data-testid="ff-setup">
      <div>
        <h2>New firefight game (seed 003){online ? " online" : ""}</h2>
        <p>
          {online ? "Online, the server refereeing" : "Hot-seat"}; every table is played at 1 y = 1 inch. Blue
          has priority in turn 1.
        </p>
        <span>Table</span>{" "}
        <Select testId="ff-table" value={table} options={[...SHIPPED]} onChange={setTable} />{" "}
        <label>
          Turn limit{" "}
          <input
            data-testid="ff-turn-limit"
            size={3}
            placeholder="6"
            value={turns}
            onChange={(e) => setTurns(e.target.value)}
          />
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="ff-natural-one"
            checked={oneFails}
            onChange={(e) => setOneFails(e.target.checked)}
          />{" "}
          A natural 1 always fails a save
        </label>
        {badTurns && <p className="refusal">The turn limit is a whole number from 1 to 99.</p>}
        {problem && (
          <p className="refusal" data-testid="ff-setup-problem">
            {problem}
          </p>
        )}
        <br />
        <span>Blue</span> <Select testId="ff-blue-force" value={blue} options={forces} onChange={setBlue} />
        <span>Red</span> <Select testId="ff-red-force" value={red} options={forces} onChange={setRed} />
        <ul>
          {READY_FORCES.map((f) => (
            <li key={f.id}>
              <strong>{f.name}</strong>: {f.description}
            </li>
          ))}
        </ul>
        <button
          type="button"
          data-testid="ff-start"
          disabled={!blue || !red || !table || badTurns || creating}
          className="primary"
          onClick={() => void start()}
        >
          {online ? (creating ? "Creating…" : "Create online game") : "Start"}
        </button>
        <button type="button" onClick={() => app.getState().setMatch({ setupOf: null, setupOnline: false })}>
          Cancel
        </button>
      </div>
    </div>
  );
}
