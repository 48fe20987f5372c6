import type { CSSProperties } from "react";
import { useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { resultLines, shotTitle } from "./fire-lines";
import { ShotLines } from "./shot-lines";
import { useLnlStore } from "./store";

/**
 * The fire dialog (issue 38 item 3): once a shot this page fired (direct, Opportunity, a sniper's or
 * ordnance) is resolved, the attack's table lines — the firepower and each modifier with its reason, as
 * the calculator planned them — then the dice read on the card: the totals, hit or not, and each damage
 * check's DFT row, column and result (or the OFT's to-hit and penetration). Close puts it away; in a
 * hot-seat game the hand-over screen waits until then (ui.tsx), and the dialog says so.
 */

const host = (app: AppStore) => (app.getState().host?.api as LnlGame | undefined) ?? null;

/** A game dialog's own look: the panel's colours (the shared `.dialog` is an error's red). */
export const GAME_DIALOG: CSSProperties = { background: "var(--panel)", border: "1px solid var(--line)" };
/** Its heading in the text's colour. */
export const GAME_DIALOG_HEADING: CSSProperties = { color: "var(--text)" };

/** The resolved shot's dialog. */
export function FireDialog() {
  const app = useAppStore();
  const shot = useLnlStore((s) => s.lnl.shot);
  const handOver = useLnlStore((s) => s.lnl.handOver);
  if (!shot) return null;
  const { plan, event } = shot;
  const title = shotTitle(plan, event);
  return (
    <section
      className="dialog"
      role="dialog"
      aria-label={title}
      data-testid="lnl-fire-dialog"
      style={{ ...GAME_DIALOG, zIndex: 110, maxHeight: "calc(100vh - 90px)", overflow: "auto" }}
    >
      <h2 style={GAME_DIALOG_HEADING}>{title}</h2>
      <p>Firing: {event.firers.join(", ")}</p>
      <ShotLines plan={plan} testId="lnl-fire-dialog-plan" />
      <h3>The dice on the {event.oft ? "OFT" : "DFT"}</h3>
      <ul className="reasons" data-testid="lnl-fire-dialog-dice">
        {resultLines(event).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {handOver && <p data-testid="lnl-fire-dialog-next">Close, then hand the table to {handOver}.</p>}
      <div className="row">
        <button
          type="button"
          className="primary"
          onClick={() => host(app)?.picks.closeShot()}
          data-testid="lnl-fire-close"
        >
          Close
        </button>
      </div>
    </section>
  );
}
