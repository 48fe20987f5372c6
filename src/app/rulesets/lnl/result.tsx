import type { SeatSnapshot } from "../../../core/game/seat-snapshot";
import type { LnlEvent } from "../../../core/lnl/apply";
import type { LnlState } from "../../../core/lnl/state";
import { ResultDialog, type ResultRow } from "../../game/ResultDialog";
import { downloadGame } from "../../game/save-game";
import { useAppStore } from "../../store/hooks";
import type { AppStore } from "../../store/store";
import type { LnlGame } from "./adapter";
import { useLnlStore } from "./store";

/**
 * Lock 'n Load's result (issue 38 item 2): who won and why, each side's counters as the game left them
 * (on the map, eliminated, shaken, wounded), with Replay, Save and New game. A hero a damage check made
 * in play (seed 004 §11.2) was not there at the start: it is counted on a row of its own, named by the
 * log's fire events, and in the rows of the counters as the game left them.
 */

const host = (app: AppStore) => (app.getState().host?.api as LnlGame | undefined) ?? null;

/** The ids of the heroes damage checks made in play, read from the log's fire events. */
export function heroesMadeIn(log: SeatSnapshot<LnlState>["log"]): Set<string> {
  const made = new Set<string>();
  for (const item of log)
    for (const e of item.events as LnlEvent[])
      if (e.type === "fire") for (const d of e.damage) if (d.hero?.appears && d.hero.id) made.add(d.hero.id);
  return made;
}

/**
 * Each side's counters at the end, in the order the sides' units are listed: those there at the start
 * (heroes made in play, `made`, are not), the heroes made in play when any was, then all as they stand.
 */
export function lnlResultRows(
  v: LnlState,
  made: ReadonlySet<string>,
): { sides: string[]; rows: ResultRow[] } {
  const sides = [...new Set(v.units.map((u) => u.side))];
  const of = (side: string) => v.units.filter((u) => u.side === side);
  const row = (label: string, f: (units: LnlState["units"]) => number): ResultRow => ({
    label,
    values: sides.map((s) => f(of(s))),
  });
  const madeOf = (side: string) => of(side).filter((u) => made.has(u.id)).length;
  const heroes: ResultRow = { label: "Heroes made in play", values: sides.map(madeOf) };
  return {
    sides,
    rows: [
      row("Counters at the start", (us) => us.filter((u) => !made.has(u.id)).length),
      ...(sides.some((side) => madeOf(side) > 0) ? [heroes] : []),
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
  const { sides, rows } = lnlResultRows(v, heroesMadeIn(snap.log));
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
