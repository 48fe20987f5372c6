import type { FirefightState } from "../../../core/firefight/state";
import { ResultDialog, type ResultRow } from "../../game/ResultDialog";
import { downloadGame } from "../../game/save-game";
import { useAppStore } from "../../store/hooks";
import { firefightOf, useFirefightStore } from "./store";

/**
 * The firefight's result (issue 38 item 2): who won and why, and each side's models and units as the
 * game left them (casualties, fled units, fire fights won), with Replay, Save and New game.
 */

/** Each side's figures at the end, in the order the sides' units are listed. */
export function firefightResultRows(v: FirefightState): { sides: string[]; rows: ResultRow[] } {
  const sides = [...new Set(v.units.map((u) => u.side))];
  const sideOf = new Map(v.units.map((u) => [u.id, u]));
  const models = (side: string) => v.models.filter((m) => sideOf.get(m.unit)?.side === side);
  const units = (side: string) => v.units.filter((u) => u.side === side);
  const row = (label: string, f: (side: string) => string | number): ResultRow => ({
    label,
    values: sides.map(f),
  });
  return {
    sides,
    rows: [
      row("Models at the start", (s) => models(s).length),
      row(
        "Standing on the table",
        (s) => models(s).filter((m) => !m.slain && sideOf.get(m.unit)?.status === "active").length,
      ),
      row("Slain", (s) => models(s).filter((m) => m.slain).length),
      row("Wounded (standing)", (s) => models(s).filter((m) => !m.slain && m.wounds > 0).length),
      row("Units fled", (s) => units(s).filter((u) => u.status === "fled").length),
      row("Fire fights won", (s) => v.fights.filter((f) => f.resolved && f.winner === s).length),
    ],
  };
}

/** The result card once the game is over (not while replaying). */
export function FirefightResult() {
  const app = useAppStore();
  const snap = useFirefightStore((s) => s.firefight.snapshot);
  if (!snap?.view.over || snap.replayAt !== null) return null;
  const api = () => firefightOf(app).firefightApi;
  const { sides, rows } = firefightResultRows(snap.view);
  const over = snap.view.over;
  return (
    <ResultDialog
      id="ff"
      winner={over.winner}
      reason={over.reason}
      name={snap.name}
      sides={sides}
      rows={rows}
      onReplay={() => api()?.replayTo(0)}
      onSave={() =>
        void api()
          ?.saveText()
          .then((text) => text && downloadGame(app, snap.name, "firefight", text))
      }
      onNewGame={() => {
        api()?.leave();
        app.getState().setMatch({ setupOf: "firefight" });
      }}
    />
  );
}
