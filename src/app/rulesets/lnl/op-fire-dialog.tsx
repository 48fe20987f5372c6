import type { CSSProperties } from "react";
import type { LnlState } from "../../../core/lnl/state";
import { useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { GAME_DIALOG, GAME_DIALOG_HEADING } from "./fire-dialog";
import { expectedLine } from "./fire-lines";
import { ShotLines } from "./shot-lines";
import { useLnlStore } from "./store";

/**
 * The Opportunity Fire offer (issue 38 item 3), to the side that may take it only (online: that seat's
 * page; hot-seat: once the table is handed over): the moving stack and its hex, the stacks that may fire
 * at it (op-offer.ts), each with its expected DFT or OFT line, picked by a click on its line or on its hex
 * on the board, then Opportunity Fire or Let it pass. It sits over the side panel, not over the board, so
 * the moving stack and every hex stay in view and clickable; and over the panel's foot, not its top, so
 * the phase and the counters' list (the moving stack's status) stay in view above it (`OFFER_BOX`).
 */

/**
 * Where the offer sits: over the side panel's width (330 px less its margins), anchored above the
 * status bar, and no taller than the window less the header, the phase and the counters' list (at most
 * 24 vh, side.tsx) with room for a two-line phase; longer content scrolls inside, the buttons stuck at
 * its foot (`OFFER_BUTTONS`).
 */
export const OFFER_BOX: CSSProperties = {
  left: "auto",
  right: 8,
  top: "auto",
  bottom: 36,
  transform: "none",
  width: 314,
  boxSizing: "border-box",
  maxHeight: "max(220px, calc(76vh - 200px))",
  overflow: "auto",
};
const OFFER_BUTTONS: CSSProperties = {
  position: "sticky",
  bottom: -12,
  background: "var(--panel)",
  padding: "6px 0 12px",
  marginBottom: -12,
};

const host = (app: AppStore) => (app.getState().host?.api as LnlGame | undefined) ?? null;

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The offer, while this page may act in an OF window. */
export function OpFireDialog() {
  const app = useAppStore();
  const { offer, snapshot, picked, preview, handOver, replayAt } = useLnlStore((s) => s.lnl);
  const v = snapshot?.view as LnlState | undefined;
  const w = v?.opWindow;
  if (!offer || !v || !w || handOver || replayAt !== null || snapshot?.over) return null;
  const picks = host(app)?.picks;
  const movers = v.units.filter((u) => w.movers.includes(u.id));
  const title = `Opportunity Fire at ${w.hex}`;
  const why = !picked.length
    ? "pick a stack that may fire"
    : (preview?.why ?? (preview?.plan ? null : "checking…"));
  return (
    <section
      className="dialog"
      role="dialog"
      aria-label={title}
      data-testid="lnl-of-dialog"
      style={{ ...GAME_DIALOG, ...OFFER_BOX }}
    >
      <h2 style={GAME_DIALOG_HEADING}>{title}</h2>
      <p data-testid="lnl-of-moving">
        {snapshot!.seatsToAct[0]} may fire at the stack moving in {w.hex}:{" "}
        {movers.map((u) => `${u.id} (${u.kind})`).join(", ")}
        {w.spotted ? " (spotted earlier this impulse)" : ""}
      </p>
      {offer.length ? (
        <ul className="reasons" data-testid="lnl-of-stacks">
          {offer.map((o) => (
            <li key={o.units.join()}>
              <button
                type="button"
                aria-pressed={same(o.units, picked)}
                onClick={() => picks?.pickOffer(o.units)}
                data-testid="lnl-of-stack"
                data-hex={o.hex}
              >
                {o.hex}: {o.units.join(" + ")}
              </button>{" "}
              {expectedLine(o.plan)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint" data-testid="lnl-of-none">
          No stack of yours may fire at {w.hex} now (moved, fired, out of range or no line of sight).
        </p>
      )}
      {picked.length > 0 && preview?.plan && <ShotLines plan={preview.plan} testId="lnl-of-plan" />}
      {picked.length > 0 && why && (
        <p className="hint" data-testid="lnl-of-why">
          Fire: {why}
        </p>
      )}
      <div className="row" style={OFFER_BUTTONS}>
        <button
          type="button"
          className="primary"
          disabled={why !== null}
          title={why ?? undefined}
          onClick={() => void picks?.fire()}
          data-testid="lnl-of-fire"
        >
          Opportunity Fire
        </button>
        <button
          type="button"
          onClick={() => void host(app)?.play({ type: "pass" })}
          data-testid="lnl-of-pass"
        >
          Let it pass
        </button>
      </div>
    </section>
  );
}
