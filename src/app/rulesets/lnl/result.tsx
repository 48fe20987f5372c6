import type { LnlState } from "../../../core/lnl/state";
import { ResultDialog, type ResultRow } from "../../game/ResultDialog";
import { downloadGame } from "../../game/save-game";
import { useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { useLnlStore } from "./store";

/**
 * Lock 'n Load's result (issue 38 item 2): who won and why, each side's counters as the game left them
 * (on the map, eliminated, shaken, wounded), with Replay, Save and New game.
 */

const host = (app: AppStore) => (app.getState().host?.api as LnlGame | undefined) ?? null;

/** Each side's counters at the end, in the order the sides' units are listed. */
export function lnlResultRows(v: LnlState): { sides: string[]; rows: ResultRow[] } {
  const sides = [...new Set(v.units.map((u) => u.side))];
  const of = (side: string) => v.units.filter((u) => u.side === side);
  const row = (label: string, f: (units: LnlState["units"]) => number): ResultRow => ({
    label,
    values: sides.map((s) => f(of(s))),
  });
  return {
    sides,
    rows: [
      row("Counters at the start", (us) => us.length),
      row("On the map", (us) => us.filter((u) => !u.eliminated).length),
      row("Eliminated", (us) => us.filter((u) => u.eliminated).length),
      row("Shaken", (us) => us.filter((u) => !u.eliminated && u.shaken).length),
      row("Wounded", (us) => us.filter((u) => !u.eliminated && u.wounded).length),
    ],
  };
}

/** The result card once the game is over (not while replaying). */
export function LnlResult() {
  const app = useAppStore();
  const snap = useLnlStore((s) => s.lnl.snapshot);
  if (!snap?.over || snap.replayAt !== null) return null;
  const v = snap.view as LnlState;
  const { sides, rows } = lnlResultRows(v);
  return (
    <ResultDialog
      id="lnl"
      winner={v.winner}
      reason={v.endWhy ?? "the game is over"}
      name={snap.name}
      sides={sides}
      rows={rows}
      onReplay={() => host(app)?.replayTo(0)}
      onSave={() =>
        void host(app)
          ?.fileText()
          .then((text) => text && downloadGame(app, snap.name, "lnl", text))
      }
      onNewGame={() => {
        host(app)?.leave();
        app.getState().setMatch({ setupOf: "lnl" });
      }}
    />
  );
}
