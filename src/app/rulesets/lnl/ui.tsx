import type { LnlState } from "../../../core/lnl/state";
import { CameraButtons, HeightControl } from "../../panels/controls";
import { useApp, useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { FireDialog } from "./fire-dialog";
import { OpFireDialog } from "./op-fire-dialog";
import { LnlResult } from "./result";
import { LnlSetup } from "./setup";
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

/** The set-up dialog, the hand-over screen, the Opportunity Fire offer, the fire dialog and the result. */
export function LnlOverlays() {
  return (
    <>
      <LnlSetup />
      <HandOver />
      <OpFireDialog />
      <FireDialog />
      <LnlResult />
    </>
  );
}

/**
 * Hot-seat: the page waits for the side to act before it shows its controls. The fire dialog of a shot
 * belongs to the seat that fired: while it is open the hand-over screen waits, so the next seat never
 * meets the previous seat's dialog over its hand-over; Close brings the hand-over up.
 */
function HandOver() {
  const app = useAppStore();
  const to = useLnlStore((s) => s.lnl.handOver);
  const shotOpen = useLnlStore((s) => s.lnl.shot !== null);
  if (!to || shotOpen) return null;
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
