import { useState } from "react";
import type { LnlState } from "../../../core/lnl/state";
import { createOnlineGame } from "../../game/online-page";
import { CameraButtons, HeightControl } from "../../panels/controls";
import { useApp, useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { SHIPPED_HEX_TABLE, SHIPPED_RIDGE_TABLE, SHIPPED_VEHICLE_TABLE } from "./adapter";
import { LnlResult } from "./result";
import { lnlOf, useLnlStore } from "./store";

export { LnlSide } from "./side";

/**
 * Lock 'n Load's header (turn, phase, whose turn, the Play and Hex LOS tools, save, leave) and its
 * full-page parts: the set-up dialog and the hot-seat hand-over screen (issue 21 items 1 and 4). They
 * only read the snapshot in the store and call the controller.
 */

const host = (app: AppStore) => (app.getState().host?.api as LnlGame | undefined) ?? null;

/** The game's header. */
export function LnlHeader() {
  const app = useAppStore();
  const snap = useLnlStore((s) => s.lnl.snapshot);
  const tool = useApp((s) => s.tool);
  const hexLabels = useLnlStore((s) => s.lnl.hexLabels);
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
            ? ` — game over: ${v.winner ? `${v.winner} wins` : "a draw"} (${v.endWhy ?? "the game is over"})`
            : ` — to act: ${snap!.seatsToAct.join(", ")}`}
        </span>
      )}
      <button
        type="button"
        aria-pressed={tool === "game"}
        onClick={() => app.getState().setTool("game")}
        data-testid="lnl-tool-play"
      >
        Play
      </button>
      <button
        type="button"
        aria-pressed={tool === "hexlos"}
        onClick={() => app.getState().setTool("hexlos")}
        data-testid="lnl-tool-hexlos"
      >
        Hex LOS
      </button>
      <CameraButtons />
      <HeightControl />
      <label title="Each hex's label on the board (the panel names hexes by label)">
        <input
          type="checkbox"
          data-testid="lnl-hex-labels"
          checked={hexLabels}
          onChange={(e) => lnlOf(app).setLnl({ hexLabels: e.target.checked })}
        />{" "}
        Hex labels
      </label>
      <button type="button" onClick={() => void save()} data-testid="lnl-save">
        Save game
      </button>
      <button type="button" onClick={() => host(app)?.leave()} data-testid="lnl-leave">
        Leave
      </button>
    </header>
  );
}

/** The set-up dialog and the hand-over screen. */
export function LnlOverlays() {
  return (
    <>
      <Setup />
      <HandOver />
      <LnlResult />
    </>
  );
}

/** The set-up dialog: the shipped hex table with its two forces, or the hex table on screen. */
function Setup() {
  const app = useAppStore();
  const open = useApp((s) => s.match.setupOf === "lnl");
  const hasGrid = useApp((s) => s.table.hex !== undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [which, setWhich] = useState<"shipped" | "ridge" | "vehicles" | "screen">(
    hasGrid ? "screen" : "shipped",
  );
  const [turns, setTurns] = useState("");
  const [night, setNight] = useState(false);
  const online = useApp((s) => s.match.setupOnline);
  const [creating, setCreating] = useState(false);
  if (!open) return null;
  const start = () => {
    const turnLimit = turns ? Number(turns) : undefined;
    if (turnLimit !== undefined && !(Number.isInteger(turnLimit) && turnLimit >= 1 && turnLimit <= 99)) {
      setProblem(`turns: "${turns}" is not a whole number from 1 to 99`);
      return;
    }
    const choice = {
      ...(which === "shipped" ? { table: SHIPPED_HEX_TABLE.json, counters: SHIPPED_HEX_TABLE.counters } : {}),
      ...(which === "ridge" ? { table: SHIPPED_RIDGE_TABLE.json } : {}),
      ...(which === "vehicles" ? { table: SHIPPED_VEHICLE_TABLE.json } : {}),
      ...(turnLimit ? { turnLimit } : {}),
      ...(night ? { night } : {}),
    };
    const say = (ps: { path: string; message: string }[]) =>
      setProblem(ps.map((p) => `${p.path}: ${p.message}`).join("; "));
    if (online) {
      // The server makes the game from the same set-up (and rolls its own seed): the links come back.
      const game = host(app)?.gameJson(choice);
      if (!game) return;
      if (!game.ok) return say(game.error);
      setCreating(true);
      void createOnlineGame(game.value).then((r) => {
        setCreating(false);
        if (!r.ok) say(r.problems);
        else app.getState().setMatch({ setupOf: null, setupOnline: false, links: r.links });
      });
      return;
    }
    const r = host(app)?.startOnTable(choice);
    if (r && !r.ok) say(r.error);
    else app.getState().setMatch({ setupOf: null });
  };
  return (
    <div className="dialog-backdrop">
      <section className="dialog" data-testid="lnl-setup">
        <h2>Lock 'n Load game{online ? " online" : ""}</h2>
        <p>
          {online ? "An online game, the server refereeing" : "A hot-seat game"}: the table's units become the
          counters (project-default values, docs/rulesets/lnl.md).
        </p>
        <label>
          Table{" "}
          <select
            value={which}
            onChange={(e) => setWhich(e.target.value as "shipped" | "ridge" | "vehicles" | "screen")}
            data-testid="lnl-setup-table"
          >
            <option value="shipped">{SHIPPED_HEX_TABLE.path} (blue and red forces)</option>
            <option value="ridge">{SHIPPED_RIDGE_TABLE.path} (a village, a ridge, a long wood)</option>
            <option value="vehicles">{SHIPPED_VEHICLE_TABLE.path} (the forces with tanks and guns)</option>
            <option value="screen" disabled={!hasGrid}>
              the table on screen{hasGrid ? "" : " (it has no hex grid)"}
            </option>
          </select>
        </label>
        {/* One line: the label and its field never wrap apart (issue 38). */}
        <label style={{ display: "block", whiteSpace: "nowrap" }}>
          Turns{" "}
          <input
            value={turns}
            onChange={(e) => setTurns(e.target.value.trim())}
            placeholder="the table's"
            size={6}
            data-testid="lnl-setup-turns"
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={night}
            onChange={(e) => setNight(e.target.checked)}
            data-testid="lnl-setup-night"
          />{" "}
          Night (DFT 10; star shells light hexes)
        </label>
        {problem && (
          <p className="problem" data-testid="lnl-setup-problem">
            {problem}
          </p>
        )}
        <button type="button" onClick={start} disabled={creating} data-testid="lnl-start">
          {online ? (creating ? "Creating…" : "Create online game") : "Start"}
        </button>
        <button type="button" onClick={() => app.getState().setMatch({ setupOf: null, setupOnline: false })}>
          Cancel
        </button>
      </section>
    </div>
  );
}

/** Hot-seat: the page waits for the side to act before it shows its controls. */
function HandOver() {
  const app = useAppStore();
  const to = useLnlStore((s) => s.lnl.handOver);
  if (!to) return null;
  return (
    <div className="dialog-backdrop">
      <section className="dialog" data-testid="lnl-handover">
        <h2>Hand the table to {to}</h2>
        <p>It is {to}'s turn to act.</p>
        <button type="button" onClick={() => host(app)?.handedOver()} data-testid="lnl-handed-over">
          I am {to}: show the table
        </button>
      </section>
    </div>
  );
}
