import type { Table } from "../../../core/table/schema";
import type { AppStore } from "../../store/store";
import { NO_GAME } from "./store/game-slice";
import { firestrikeStoreOf } from "./store/game-store";
import type { GameView } from "./view";

/**
 * Puts a seat's view of the game in Firestrike's store (store/game-store.ts), the markers for the unit
 * labels in the shell's `match`, and the seat's bases on the shell's table (so the scene, LOS,
 * measuring and dead-ground tools all see them, and nothing the seat may not see).
 */

const isFireStep = (step: string | undefined) =>
  step === "first-direct-fire" || step === "second-direct-fire";

/** Publishes `view` (on the game's `table`); `source` names the table's origin when the game opens. */
export function publishView(app: AppStore, table: Table, view: GameView, source?: string): void {
  const st = app.getState();
  const fs = firestrikeStoreOf(app);
  const game = fs.getState().game;
  const onTable: Table = { ...table, units: view.units };
  // The deployment threat map belongs to the side deploying: it ends when that side's deployment
  // does (issue 23 item 1), however the panel that asked for it went away.
  const handedOver = view.deploying !== (game.view?.deploying ?? null);
  if (handedOver && st.overlay.kind === "threat" && st.overlay.watchers !== null)
    st.requestOverlay({ kind: "none", watchers: null });
  // The calculator's shot belongs to its fire step: its rays and picks go when the step ends (issue 23 item 4).
  const wasFire = isFireStep(game.view?.state?.step);
  const leftFire = wasFire && (view.state?.step !== game.view?.state?.step || view.turn !== game.view?.turn);
  if (leftFire) st.clearLos();
  fs.setState({
    game: {
      ...game,
      view,
      refusal: null,
      ...(handedOver ? { threat: false } : {}),
      ...(leftFire ? { fire: NO_GAME.fire } : {}),
    },
  });
  app.setState({
    table: onTable,
    source: source ?? st.source,
    revision: st.revision + 1,
    past: [],
    future: [],
    match: { ...st.match, marks: new Map(Object.entries(view.chips)) },
    tool: st.tool === "measure" || st.tool === "los" || st.tool === "deadground" ? st.tool : "game",
  });
  st.afterTableChange();
}
