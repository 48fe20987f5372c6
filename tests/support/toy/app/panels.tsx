import { useState } from "react";
import { useApp, useAppStore } from "../../../../src/app/store/hooks";
import type { AppStore } from "../../../../src/app/store/store";
import { toyRuleset } from "../core/ruleset";
import type { ToySnapshot } from "./store";
import { toyOf, useToyStore } from "./store";

/**
 * The toy's panels: a header in place of the toolbar, a side panel (whose turn and why a control is
 * off, its two commands as buttons, Undo, the replay slider, the log) and its screens (the set-up
 * dialog, hot-seat or online, and the hand-over). Every control is a click; each reads only the
 * snapshot of the seat on screen.
 */

/** The adapter, once loaded (the shell loads it before any of these panels shows). */
const apiOf = (app: AppStore) => toyOf(app).toyApi;

/** The header while a toy game is on. */
export function ToyHeader() {
  const app = useAppStore();
  const snap = useToyStore((s) => s.toy.snapshot);
  return (
    <header className="game-header">
      <div className="toolbar">
        <strong className="brand">Sightline · {snap?.name ?? "Toy duel"}</strong>
        <div className="group">
          <button type="button" data-testid="toy-leave" onClick={() => apiOf(app)?.leave()}>
            Leave
          </button>
        </div>
      </div>
    </header>
  );
}

/** Why the seat on screen may not shoot or take cover now (null: it may). */
export function whyNot(snap: ToySnapshot): string | null {
  if (snap.replayAt !== null) return "replaying: press Live to play on";
  if (snap.over) return "the game is over";
  if (!snap.seatsToAct.includes(snap.seat))
    return snap.seats.includes(snap.seat) ? `waiting for ${snap.seatsToAct.join(", ")}` : "you are watching";
  return null;
}

/** One log entry in words. */
function entryText(e: ToySnapshot["log"][number]): string {
  const roll = e.events.find((x) => x.type === "roll");
  if (roll?.type === "roll") return `${e.seat} shoots: rolled ${roll.natural}, ${roll.hit ? "hit" : "miss"}`;
  return `${e.seat} takes cover`;
}

/** The side panel. */
export function ToySide() {
  const app = useAppStore();
  const snap = useToyStore((s) => s.toy.snapshot);
  const refusal = useToyStore((s) => s.toy.refusal);
  if (!snap) return null;
  const v = snap.view;
  const why = whyNot(snap);
  const at = snap.replayAt ?? snap.entries;
  return (
    <section data-testid="toy-side">
      <h3>Toy duel: turn {v.turn}</h3>
      <p data-testid="toy-status">
        {v.hit
          ? `${v.hit} is hit: ${snap.seats.find((s) => s !== v.hit)} wins`
          : `${v.toAct} to act${v.toAct === snap.seat ? " (you)" : ""}`}
      </p>
      {v.order !== null && (
        <p data-testid="toy-order">
          Your order ({snap.seat}): {v.order}
        </p>
      )}
      <p>Covered: {v.covered.length > 0 ? v.covered.join(", ") : "nobody"}</p>
      <div className="group">
        <button
          type="button"
          data-testid="toy-shoot"
          disabled={why !== null}
          title={why ?? "Roll a d6: 5 or 6 hits (6 against a unit in cover)"}
          onClick={() => apiOf(app)?.play({ type: "shoot" })}
        >
          Shoot
        </button>
        <button
          type="button"
          data-testid="toy-cover"
          disabled={why !== null}
          title={why ?? "Take cover: the next shot at you needs a 6"}
          onClick={() => apiOf(app)?.play({ type: "cover" })}
        >
          Take cover
        </button>
        <button
          type="button"
          data-testid="toy-undo"
          disabled={!snap.undo.allowed}
          title={snap.undo.why ?? "Undo the last entry"}
          onClick={() => apiOf(app)?.undo()}
        >
          Undo
        </button>
      </div>
      {why && (
        <p className="hint" data-testid="toy-why">
          {why}
        </p>
      )}
      {refusal && (
        <p className="refusal" data-testid="refusal">
          {refusal}
        </p>
      )}
      <label>
        Replay{" "}
        <input
          type="range"
          data-testid="toy-replay"
          min={0}
          max={snap.entries}
          value={at}
          onChange={(e) => apiOf(app)?.replayTo(Number(e.target.value))}
        />
      </label>{" "}
      <button
        type="button"
        data-testid="toy-live"
        disabled={snap.replayAt === null}
        onClick={() => apiOf(app)?.replayTo(null)}
      >
        Live
      </button>
      <h3>Log ({snap.log.length})</h3>
      <ol data-testid="toy-log">
        {snap.log.map((e) => (
          <li key={e.index}>{entryText(e)}</li>
        ))}
      </ol>
    </section>
  );
}

/** The set-up dialog (hot-seat or online) or the hot-seat hand-over screen. */
export function ToyOverlays() {
  const app = useAppStore();
  const setupOf = useApp((s) => s.match.setupOf);
  const ruleset = useApp((s) => s.match.ruleset);
  const online = useApp((s) => s.match.setupOnline);
  const handOver = useToyStore((s) => s.toy.handOver);
  const [seed, setSeed] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (handOver && ruleset !== null)
    return (
      <div className="dialog setup" role="dialog" aria-label="Hand over" data-testid="toy-handover">
        <div>
          <h2>Hand the page to {handOver}</h2>
          <button
            type="button"
            className="primary"
            data-testid="toy-handed-over"
            onClick={() => apiOf(app)?.handedOver()}
          >
            I am {handOver}: show the game
          </button>
        </div>
      </div>
    );
  if (setupOf !== toyRuleset.id || ruleset !== null) return null;
  const start = async () => {
    setBusy(true);
    const a = apiOf(app);
    const why = a ? await a.start(seed, online) : "the toy's game code did not load";
    setBusy(false);
    setProblem(why);
  };
  return (
    <div className="dialog setup" role="dialog" aria-label="New toy duel" data-testid="toy-setup">
      <div>
        <h2>New toy duel{online ? " online" : ""}</h2>
        <p>Units a and b take turns; a shot hits on 5 or 6 (on a 6 against a unit in cover).</p>
        {!online && (
          <label>
            Dice seed{" "}
            <input
              data-testid="toy-seed"
              placeholder="random"
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
            />
          </label>
        )}
        {problem && (
          <p className="refusal" data-testid="toy-setup-problem">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="primary"
          data-testid="toy-start"
          disabled={busy}
          onClick={() => void start()}
        >
          {online ? (busy ? "Creating…" : "Create online game") : "Start"}
        </button>
        <button type="button" onClick={() => app.getState().setMatch({ setupOf: null, setupOnline: false })}>
          Cancel
        </button>
      </div>
    </div>
  );
}
