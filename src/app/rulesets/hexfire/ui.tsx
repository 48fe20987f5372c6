import { useState } from "react";
import { SeedField } from "../../game/SeedField";
import { CameraButtons } from "../../panels/controls";
import { useApp, useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { HexfireGame } from "./adapter";
import { HEXFIRE_SCENARIOS } from "./forces";
import { useHexfireStore } from "./store";
import { phaseText } from "./text";

export { HexfireSide } from "./side";

/**
 * The hex fire/assault header (turn, whose activation, the Play and Hex LOS tools, save, leave) and its
 * full-page parts: the set-up dialog and the hot-seat hand-over screen. They read the store and call
 * the adapter.
 */

const host = (app: AppStore) => (app.getState().host?.api as HexfireGame | undefined) ?? null;

/** The game's header. */
export function HexfireHeader() {
  const app = useAppStore();
  const snap = useHexfireStore((s) => s.hexfire.snapshot);
  const tool = useApp((s) => s.tool);
  const save = async () => {
    const text = await host(app)?.fileText();
    if (!text) return;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    a.download = `${snap?.name ?? "hexfire"}.json`;
    a.click();
  };
  return (
    <header className="toolbar" data-testid="hexfire-header">
      <strong className="brand">Hex fire &amp; assault</strong>
      {snap && <span data-testid="hexfire-turn">{phaseText(snap.view, snap.seatsToAct[0])}</span>}
      <button
        type="button"
        aria-pressed={tool === "game"}
        onClick={() => app.getState().setTool("game")}
        data-testid="hexfire-tool-play"
      >
        Play
      </button>
      <button
        type="button"
        aria-pressed={tool === "hexlos"}
        onClick={() => app.getState().setTool("hexlos")}
        data-testid="hexfire-tool-hexlos"
      >
        Hex LOS
      </button>
      <CameraButtons />
      <button type="button" onClick={() => void save()} data-testid="hexfire-save">
        Save game
      </button>
      <button type="button" onClick={() => host(app)?.leave()} data-testid="hexfire-leave">
        Leave
      </button>
    </header>
  );
}

/** The set-up dialog and the hand-over screen. */
export function HexfireOverlays() {
  return (
    <>
      <Setup />
      <HandOver />
      <Result />
    </>
  );
}

/** The set-up dialog: the shipped hex table with the hamlet's forces, or the hex table on screen. */
function Setup() {
  const app = useAppStore();
  const open = useApp((s) => s.match.setupOf === "hexfire" && s.match.ruleset === null);
  const hasGrid = useApp((s) => s.table.hex !== undefined);
  const online = useApp((s) => s.match.setupOnline);
  const [which, setWhich] = useState<string>(HEXFIRE_SCENARIOS[0]!.id);
  const [turns, setTurns] = useState("");
  const [seed, setSeed] = useState("");
  // null: the scenario's own choice (forces.ts `deploy`)
  const [deployPick, setDeploy] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open) return null;
  const deploy = deployPick ?? HEXFIRE_SCENARIOS.find((sc) => sc.id === which)?.deploy ?? false;
  const start = async () => {
    const turnLimit = turns ? Number(turns) : undefined;
    if (turnLimit !== undefined && !(Number.isInteger(turnLimit) && turnLimit >= 1 && turnLimit <= 99)) {
      setProblem(`turns: "${turns}" is not a whole number from 1 to 99`);
      return;
    }
    const a = host(app);
    if (!a) return setProblem("the game's code did not load");
    setBusy(true);
    const why = await a.start(
      {
        shipped: which !== "screen",
        ...(which !== "screen" ? { scenario: which } : {}),
        ...(turnLimit ? { turnLimit } : {}),
        ...(deploy ? { deploy } : {}),
        ...(online ? {} : { seed }),
      },
      online,
    );
    setBusy(false);
    setProblem(why);
    if (!why && !online) app.getState().setMatch({ setupOf: null });
  };
  return (
    <div className="dialog-backdrop">
      <section className="dialog" data-testid="hexfire-setup">
        <h2>Hex fire &amp; assault{online ? " online" : ""}</h2>
        <p>
          {online ? "An online game, the server refereeing" : "A hot-seat game"} of seed 001: AV = FP + 2d6
          against DV, group fire, assault and Op Fire (project defaults: docs/rulesets/hexfire.md).
        </p>
        <label>
          Table{" "}
          <select value={which} onChange={(e) => setWhich(e.target.value)} data-testid="hexfire-setup-table">
            {HEXFIRE_SCENARIOS.map((sc) => (
              <option key={sc.id} value={sc.id}>
                {sc.path} (blue and red seed 001 forces)
              </option>
            ))}
            <option value="screen" disabled={!hasGrid}>
              the table on screen, its units by type{hasGrid ? "" : " (it has no hex grid)"}
            </option>
          </select>
        </label>
        {/* One line: the label and its field never wrap apart (as Lock 'n Load's). */}
        <label style={{ display: "block", whiteSpace: "nowrap" }}>
          Turns{" "}
          <input
            value={turns}
            onChange={(e) => setTurns(e.target.value.trim())}
            placeholder="default"
            size={6}
            data-testid="hexfire-setup-turns"
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={deploy}
            onChange={(e) => setDeploy(e.target.checked)}
            data-testid="hexfire-setup-deploy"
          />{" "}
          Deployment step: each side places its units in its zone, the enemy's threat map shown (the table
          needs a zone for each side)
        </label>
        {!online && (
          <SeedField value={seed} onChange={setSeed} placeholder="random" testId="hexfire-setup-seed" />
        )}
        {problem && (
          <p className="problem" data-testid="hexfire-setup-problem">
            {problem}
          </p>
        )}
        <button type="button" onClick={() => void start()} disabled={busy} data-testid="hexfire-start">
          {online ? (busy ? "Creating…" : "Create online game") : "Start"}
        </button>
        <button type="button" onClick={() => app.getState().setMatch({ setupOf: null, setupOnline: false })}>
          Cancel
        </button>
      </section>
    </div>
  );
}

/** The game's end: who won and why (the points: objectives held and enemy steps eliminated), once. */
function Result() {
  const app = useAppStore();
  const snap = useHexfireStore((s) => s.hexfire.snapshot);
  const [closed, setClosed] = useState<string | null>(null);
  if (!snap?.over || snap.replayAt !== null || closed === snap.name) return null;
  const v = snap.view;
  return (
    <div className="dialog-backdrop">
      <section className="dialog" data-testid="hexfire-over">
        <h2>{v.winner ? `${v.winner} wins` : "A draw"}</h2>
        <p>
          After turn {v.turn} of {v.turnLimit}: points{" "}
          {v.sides.map((x, i) => `${x} ${v.points[i]}`).join(", ")} (objective hexes held alone at the end of
          a turn, and 1 a step of enemy eliminated; project default).
        </p>
        <button type="button" onClick={() => setClosed(snap.name)} data-testid="hexfire-over-close">
          See the table
        </button>
        <button type="button" onClick={() => host(app)?.leave()} data-testid="hexfire-over-leave">
          Leave
        </button>
      </section>
    </div>
  );
}

/** Hot-seat: the page waits for the side to act before it shows its controls. */
function HandOver() {
  const app = useAppStore();
  const to = useHexfireStore((s) => s.hexfire.handOver);
  if (!to) return null;
  return (
    <div className="dialog-backdrop">
      <section className="dialog" data-testid="hexfire-handover">
        <h2>Hand the table to {to}</h2>
        <p>It is {to}'s turn to act.</p>
        <button type="button" onClick={() => host(app)?.handedOver()} data-testid="hexfire-handed-over">
          I am {to}: show the table
        </button>
      </section>
    </div>
  );
}
